/**
 * Pictures that cost what photos cost (flat placeholders compress to almost nothing): smooth random
 * colour at several scales plus fine grain, deterministic per seed so sizes compare between runs.
 */
import sharp from 'sharp';

/** mulberry32: reproducible noise without a dependency. */
export function randomSource(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const LAYERS = [
  { cells: 4, weight: 0.35 },
  { cells: 24, weight: 0.25 },
  { cells: 160, weight: 0.2 },
  { cells: 700, weight: 0.2 },
] as const;
/** Per-pixel grain in levels of 255, calibrated with the layers so copies weigh what a busy outdoor photo's do. */
const GRAIN = 14;

async function smoothLayer(width: number, height: number, cells: number, random: () => number): Promise<Buffer> {
  const across = Math.max(2, Math.round(cells));
  const down = Math.max(2, Math.round((cells * height) / width));
  const values = Buffer.alloc(across * down * 3);
  for (let index = 0; index < values.length; index += 1) values[index] = Math.floor(random() * 256);
  return sharp(values, { raw: { width: across, height: down, channels: 3 } })
    .resize(width, height, { kernel: 'cubic', fit: 'fill' })
    .raw()
    .toBuffer();
}

export async function photoLikeJpeg(width: number, height: number, seed: number): Promise<Buffer> {
  const random = randomSource(seed);
  const layers = [];
  for (const layer of LAYERS) layers.push(await smoothLayer(width, height, layer.cells, random));
  const pixels = Buffer.alloc(width * height * 3);
  for (let index = 0; index < pixels.length; index += 1) {
    let value = 0;
    for (let layer = 0; layer < LAYERS.length; layer += 1) {
      value += (layers[layer]?.[index] ?? 0) * (LAYERS[layer]?.weight ?? 0);
    }
    value += (random() - 0.5) * 2 * GRAIN;
    pixels[index] = Math.max(0, Math.min(255, Math.round(value)));
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 90 })
    .toBuffer();
}

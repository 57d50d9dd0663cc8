/** Placeholder pictures as SVG with the picture's description, so anyone sees what photo belongs there. */

const PALETTES: readonly (readonly [string, string])[] = [
  ['#105532', '#2e9f60'],
  ['#6b4400', '#c98209'],
  ['#0b4f5c', '#2a8fa3'],
  ['#4a2545', '#9c4f8f'],
  ['#1d3557', '#457b9d'],
  ['#5c2a12', '#b4572a'],
];

const FONT = "'DejaVu Sans', 'Liberation Sans', Arial, sans-serif";

interface PlaceholderArt {
  width: number;
  height: number;
  label: string;
  /** Picks the colours, and is printed small in a corner. */
  src: string;
  shape: 'landscape' | 'portrait';
  /** Heroes carry the page's own heading over the picture, so their caption keeps to a corner. */
  caption?: 'centre' | 'corner';
}

function paletteFor(src: string): readonly [string, string] {
  let hash = 0;
  for (const char of src) hash = (hash * 31 + (char.codePointAt(0) ?? 0)) >>> 0;
  const palette = PALETTES[hash % PALETTES.length];
  if (palette === undefined) throw new Error('empty palette list');
  return palette;
}

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (char) => `&#${char.charCodeAt(0)};`);
}

function wrapText(text: string, maxChars: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (line !== '' && line.length + 1 + word.length > maxChars) {
      lines.push(line);
      line = word;
    } else {
      line = line === '' ? word : `${line} ${word}`;
    }
  }
  if (line !== '') lines.push(line);
  return lines;
}

function shapeSvg(shape: PlaceholderArt['shape'], width: number, height: number, sunX: number): string {
  if (shape === 'portrait') {
    const cx = width / 2;
    return `<circle cx="${cx}" cy="${height * 0.36}" r="${width * 0.16}" fill="#ffffff" fill-opacity="0.28"/>
  <path d="M${cx - width * 0.3} ${height} Q${cx - width * 0.3} ${height * 0.58} ${cx} ${height * 0.58} Q${cx + width * 0.3} ${height * 0.58} ${cx + width * 0.3} ${height} Z" fill="#ffffff" fill-opacity="0.28"/>`;
  }
  return `<circle cx="${sunX}" cy="${height * 0.3}" r="${Math.min(width, height) * 0.12}" fill="#f9b22d" fill-opacity="0.85"/>
  <path d="M0 ${height * 0.78} Q${width * 0.3} ${height * 0.6} ${width * 0.55} ${height * 0.74} T${width} ${height * 0.7} L${width} ${height} L0 ${height} Z" fill="#ffffff" fill-opacity="0.16"/>`;
}

interface FrameOptions {
  /** Where the sun sits, 0..1 across; videos move it frame by frame. */
  progress?: number;
  badge?: string;
  progressBar?: boolean;
}

export function placeholderSvg(art: PlaceholderArt, options: FrameOptions = {}): string {
  const { width, height } = art;
  const [from, to] = paletteFor(art.src);
  const progress = options.progress ?? 0.72;
  const corner = art.caption === 'corner';
  const fontSize = Math.round(Math.max(14, width / (corner ? 60 : 30)));
  const bandWidth = width * (corner ? 0.36 : 0.88);
  const bandX = corner ? width * 0.62 : width * 0.06;
  const maxChars = Math.max(12, Math.floor((bandWidth * 0.9) / (fontSize * 0.56)));
  const lines = wrapText(art.label, maxChars).slice(0, 4);
  const lineHeight = fontSize * 1.3;
  const bandHeight = lines.length * lineHeight + fontSize;
  const bandY = corner
    ? height * 0.92 - bandHeight
    : art.shape === 'portrait'
      ? height * 0.04 + fontSize * 1.6
      : height * 0.5 - bandHeight / 2;
  const badgeSize = Math.round(Math.max(12, (width / 30) * 0.6));
  const text = lines
    .map(
      (line, index) =>
        `<text x="${bandX + bandWidth / 2}" y="${bandY + fontSize * 0.5 + (index + 1) * lineHeight - fontSize * 0.3}" text-anchor="middle">${escapeXml(line)}</text>`,
    )
    .join('\n    ');
  const bar = options.progressBar
    ? `<rect x="0" y="${height - 6}" width="${width * progress}" height="6" fill="#f9b22d"/>`
    : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${from}"/>
      <stop offset="1" stop-color="${to}"/>
    </linearGradient>
  </defs>
  <rect width="${width}" height="${height}" fill="url(#bg)"/>
  ${shapeSvg(art.shape, width, height, width * (0.1 + 0.8 * progress))}
  <rect x="${bandX}" y="${bandY}" width="${bandWidth}" height="${bandHeight}" rx="${fontSize * 0.4}" fill="#000000" fill-opacity="0.35"/>
  <g font-family="${FONT}" font-size="${fontSize}" font-weight="700" fill="#ffffff">
    ${text}
  </g>
  <text x="${badgeSize}" y="${badgeSize * 1.8}" font-family="${FONT}" font-size="${badgeSize}" fill="#ffffff" fill-opacity="0.85">${escapeXml(options.badge ?? `Placeholder · ${art.src}`)}</text>
  ${bar}
</svg>`;
}

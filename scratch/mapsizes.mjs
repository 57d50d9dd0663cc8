import fs from 'node:fs';
import { TraceMap, originalPositionFor } from '@jridgewell/trace-mapping';
const [,, file] = process.argv;
const code = fs.readFileSync(file, 'utf8');
const mapFile = process.argv[3];
const map = new TraceMap(JSON.parse(fs.readFileSync(mapFile, 'utf8')));
const sizes = new Map();
const lines = code.split('\n');
for (let l = 0; l < lines.length; l++) {
  const line = lines[l];
  let last = null, lastCol = 0;
  for (let c = 0; c < line.length; c += 1) {
    if (c % 50 !== 0 && c !== line.length - 1) continue;
    const p = originalPositionFor(map, { line: l + 1, column: c });
    const src = (p.source ?? '?').replace(/.*node_modules\//, 'nm/').replace(/^(nm\/(@[^/]+\/)?[^/]+).*/, '$1');
    sizes.set(src, (sizes.get(src) ?? 0) + 50);
  }
}
console.log([...sizes].sort((a,b)=>b[1]-a[1]).slice(0,25).map(([k,v])=>`${String(v).padStart(8)} ${k}`).join('\n'));

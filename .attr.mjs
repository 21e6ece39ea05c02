import { readFileSync } from 'node:fs';
import { SourceMapConsumer } from 'source-map-js';
import { gzipSync } from 'node:zlib';
const file = process.argv[2];
const code = readFileSync(file, 'utf8');
const map = JSON.parse(readFileSync(file + '.map', 'utf8'));
const c = new SourceMapConsumer(map);
const lines = code.split('\n');
const sizes = new Map();
let prev = null;
c.eachMapping(m => {
  if (prev) {
    const line = lines[prev.generatedLine - 1];
    const end = m.generatedLine === prev.generatedLine ? m.generatedColumn : line.length;
    const chunk = line.slice(prev.generatedColumn, end);
    const key = (prev.source || '?').replace(/.*node_modules\//, 'nm:').replace(/^(nm:(@[^/]+\/)?[^/]+).*/, '$1');
    sizes.set(key, (sizes.get(key) || '') + chunk);
  }
  prev = m;
});
const rows = [...sizes].map(([k, v]) => [k, v.length, gzipSync(v).length]).sort((a, b) => b[1] - a[1]);
console.log('total', code.length, gzipSync(code).length);
let nm=0,src=0;for(const r of rows){if(r[0].startsWith("nm:"))nm+=r[1];else src+=r[1];}console.log("nm raw",nm,"src raw",src);
for (const r of rows.slice(0, 40)) console.log(r.join('\t'));

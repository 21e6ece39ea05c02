import { readFileSync } from 'node:fs';
const p = JSON.parse(readFileSync(process.argv[2], 'utf8'));
const byId = new Map(p.nodes.map(n => [n.id, n]));
const parent = new Map();
for (const n of p.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
const self = new Map();
p.samples.forEach((id, i) => self.set(id, (self.get(id) ?? 0) + p.timeDeltas[i] / 1000));
const name = n => `${n.callFrame.functionName || '(anon)'} ${n.callFrame.url.split('/').pop()}:${n.callFrame.lineNumber}`;
// total (inclusive) time per function name
const incl = new Map();
for (const [id, t] of self) {
  const seen = new Set();
  let q = id;
  while (q) { const k = name(byId.get(q)); if (!seen.has(k)) { seen.add(k); incl.set(k, (incl.get(k) ?? 0) + t); } q = parent.get(q); }
}
const selfBy = new Map();
for (const [id, t] of self) { const k = name(byId.get(id)); selfBy.set(k, (selfBy.get(k) ?? 0) + t); }
console.log('--- self');
console.log([...selfBy].filter(([k])=>!k.startsWith('(program)')).sort((a,b)=>b[1]-a[1]).slice(0,25).map(([k,v])=>v.toFixed(1)+'  '+k).join('\n'));
console.log('--- inclusive');
console.log([...incl].sort((a,b)=>b[1]-a[1]).slice(0,60).map(([k,v])=>v.toFixed(1)+'  '+k).join('\n'));

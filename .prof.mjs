import { readFileSync } from 'node:fs';
const p = JSON.parse(readFileSync(process.argv[2], 'utf8'));
const byId = new Map(p.nodes.map(n => [n.id, n]));
const parent = new Map();
for (const n of p.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
const self = new Map();
p.samples.forEach((id, i) => self.set(id, (self.get(id) ?? 0) + p.timeDeltas[i] / 1000));
const name = n => `${n.callFrame.functionName || '(anon)'} ${n.callFrame.url.split('/').pop()}:${n.callFrame.lineNumber}`;
// native: nodes with empty url and name not starting with (
const agg = new Map();
for (const [id, t] of self) {
  const n = byId.get(id);
  if (n.callFrame.url) continue;
  if (n.callFrame.functionName.startsWith('(') && n.callFrame.functionName !== '(program)') continue;
  // find JS caller
  let q = parent.get(id); let chain = [];
  while (q && chain.length < 3) { const m = byId.get(q); if (m.callFrame.url) chain.push(name(m)); q = parent.get(q); }
  const key = n.callFrame.functionName + ' <- ' + chain.join(' <- ');
  agg.set(key, (agg.get(key) ?? 0) + t);
}
console.log([...agg].sort((a,b)=>b[1]-a[1]).slice(0,30).map(([k,v])=>v.toFixed(1)+'  '+k).join('\n'));

import { loadKnowledge } from '../src/knowledge/knowledge.js';
import { understand } from '../src/question/understand.js';
import { askedFacts } from '../src/question/asked-facts.js';
const k = await loadKnowledge();
const f = understand(process.argv[2]!, [], k);
console.log(f.shape, f.places.map(p=>p.name), f.fields.map(x=>x.id), f.names, f.overTime);
console.log(JSON.stringify(askedFacts(f, k))?.slice(0,300));
console.log(k.fact(k.gazetteer.byName('Japan')!, 'currency'));
for (const p of k.gazetteer.countries) { const t = k.fact(p,'currency')?.text; if (t && /yen/i.test(t)) console.log(p.name, t); }

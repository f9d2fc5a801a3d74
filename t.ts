import { factbookGazetteer } from './apps/server/src/research/understand/factbook-places.js';
import { frameQuestion } from './apps/server/src/research/understand/frame.js';
const g = await factbookGazetteer();
for (const q of ['How do the political systems of Norway and Sweden differ?','Summarize the history and economy of Singapore.','What energy sources does Kenya rely on, and how does that compare with Ethiopia?','What natural hazards do Japan and the Philippines face?','What ethnic groups and languages are there in Belgium?','What are the main environmental issues in Southeast Asia?','What was the 2031 census of the Atlantis colony on Mars?','What is semi-conservative replication?','How do volcanoes form?','Compare the economies of Chile and Peru','Tell me about Kenya','What role did Augustus play in the Roman Empire?','How does the Swiss economy compare with the Norwegian one?']) {
  const f = frameQuestion(q, g);
  console.log(q, '=>', f.shape, f.places.map(p=>p.name).slice(0,5), f.region, f.aspects.map(a=>a.id), f.names, f.conceptTerms, f.otherTerms, f.years, f.definition);
}

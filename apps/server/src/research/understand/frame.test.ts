import { describe, expect, it } from 'vitest';
import { loadKnowledge } from '../../knowledge/knowledge.js';
import { aspectById, subAspects } from './aspects.js';
import { frameQuestion } from './frame.js';

const frame = async (question: string) => frameQuestion(question, await loadKnowledge());

describe('frameQuestion', () => {
  it.each([
    [
      'How do the political systems of Norway and Sweden differ?',
      'comparison',
      ['Norway', 'Sweden'],
      ['government'],
    ],
    ['Summarize the history and economy of Singapore.', 'place', ['Singapore'], ['history', 'economy']],
    [
      'What energy sources does Kenya rely on, and how does that compare with Ethiopia?',
      'comparison',
      ['Kenya', 'Ethiopia'],
      ['energy'],
    ],
    // Transport in the words people use: seaports, harbours, highways, trains.
    ['What are the main seaports in Japan?', 'place', ['Japan'], ['transport']],
    ['Which harbours and highways does Chile depend on?', 'place', ['Chile'], ['transport']],
    ['What ethnic groups and languages are there in Belgium?', 'place', ['Belgium'], ['society']],
    ['What do Norway and Australia sell abroad?', 'comparison', ['Norway', 'Australia'], ['trade']],
    // A demonym naming a group that lives in the places asked is no subject; minorities are society's.
    [
      'How big are the Turkish minorities in Bulgaria and Cyprus?',
      'comparison',
      ['Bulgaria', 'Cyprus'],
      ['society'],
    ],
    ['How many soldiers and conscripts does Finland have?', 'place', ['Finland'], ['military']],
    // A place goods are sold to or bought from is a partner, not a subject.
    ['How much do Chile and Peru depend on selling to China?', 'comparison', ['Chile', 'Peru'], ['trade']],
    [
      'Do Latvia and Estonia still buy their gas from Russia?',
      'comparison',
      ['Latvia', 'Estonia'],
      ['energy'],
    ],
    // The environment asked by what is happening to the land, the air or the trees.
    [
      'What is happening to the land and the air in Mongolia? The capital chokes on smoke every winter.',
      'place',
      ['Mongolia'],
      ['environment'],
    ],
    ['Is Peru losing its forests, and what is being done to its rivers?', 'place', ['Peru'], ['environment']],
    // A place's air, its rubbish and its carbon dioxide are its environment.
    [
      "How dirty is India's air, and how much of its rubbish gets recycled?",
      'place',
      ['India'],
      ['environment'],
    ],
    [
      'How much carbon dioxide does Poland put out, and how much of it comes from burning coal, oil and gas?',
      'place',
      ['Poland'],
      ['environment', 'energy'],
    ],
    // A quantity asked in words of its own brings the aspect holding it.
    [
      "What is Finland's land like, and how much of it is still forest?",
      'place',
      ['Finland'],
      ['environment', 'geography'],
    ],
    // An ocean named beside the countries is where they lie; "which is bigger" beside another fact is the area.
    [
      'Of the island countries in the Atlantic Ocean, Cabo Verde and Sao Tome and Principe, which is bigger and which is richer?',
      'comparison',
      ['Cabo Verde', 'Sao Tome and Principe'],
      ['economy', 'geography'],
    ],
    [
      'How far above the sea does the Maldives rise, and what does it export?',
      'place',
      ['Maldives'],
      ['trade', 'geography'],
    ],
    // Facts asked in words of their own and no aspect: those facts' aspects, in the question's order.
    [
      'Which is bigger, Honduras or Nicaragua? And what are their capital cities called?',
      'comparison',
      ['Honduras', 'Nicaragua'],
      ['geography', 'government'],
    ],
    // Power held is political, and people who elect are voters: neither is energy or population.
    [
      'Who actually holds power in the smaller Gulf monarchies, Qatar, Bahrain, the United Arab Emirates and Oman? Who sits on the throne in each, and do any of them let people elect a parliament?',
      'comparison',
      ['Qatar', 'Bahrain', 'United Arab Emirates', 'Oman'],
      ['government'],
    ],
    ['Who really holds power in Cuba, and how did they come to power?', 'place', ['Cuba'], ['government']],
    ['Who has the real power in Laos, and do people have any say?', 'place', ['Laos'], ['government']],
    // How a country came to be is its history.
    ['How did Eritrea come to exist as a nation of its own?', 'place', ['Eritrea'], ['history']],
    ['When did South Sudan become a separate country?', 'place', ['South Sudan'], ['history']],
    [
      'How does the Swiss economy compare with the Norwegian one?',
      'comparison',
      ['Switzerland', 'Norway'],
      ['economy'],
    ],
  ])('%s', async (question, shape, places, aspects) => {
    const f = await frame(question);
    expect(f.shape).toBe(shape);
    expect(f.places.map((p) => p.name)).toEqual(places);
    expect(f.aspects.map((a) => a.id)).toEqual(aspects);
    expect(f.aspectsNamed).toBe(true);
  });

  it('gives a place question that names no aspect the usual ones, an overview first', async () => {
    const f = await frame('Tell me about Kenya');
    expect(f.aspects.map((a) => a.id)).toEqual(['history', 'geography', 'government', 'economy', 'people']);
    expect(f.aspectsNamed).toBe(false);
  });

  it('reads a sea as the states on its shores, on what they share: geography, environment, disputes', async () => {
    const f = await frame('What is known about the Caspian Sea and the countries on its shores?');
    expect(f.shape).toBe('region');
    expect(f.region).toBe('Caspian Sea');
    expect(f.places.map((p) => p.name)).toContain('Turkmenistan');
    expect(f.aspects.map((a) => a.id)).toEqual(['geography', 'environment', 'disputes']);
  });

  it('reads a region as its countries', async () => {
    const f = await frame('What are the main environmental issues in Southeast Asia?');
    expect(f.shape).toBe('region');
    expect(f.region).toBe('Southeast Asia');
    expect(f.places.map((p) => p.name)).toContain('Vietnam');
    expect(f.aspects.map((a) => a.id)).toEqual(['environment']);
  });

  it('leads with the facts a question names: its aspect first, that fact first within it', async () => {
    const oil = await frame("What are the Middle East's oil exports?");
    expect(oil.aspects.map((a) => a.id)).toEqual(['energy', 'trade']);
    expect(oil.aspects[0]!.fields[0]!.noun).toBe('crude oil exports');
    // Only the facts it names move: the rest keep their order.
    expect(oil.aspects[1]!.fields.map((f) => f.noun)).toEqual(aspectById('trade')!.fields.map((f) => f.noun));
    const spending = await frame('How does military spending compare between India and Pakistan?');
    expect(spending.aspects[0]!.fields[0]!.noun).toBe('military expenditures');
    // In words of its own the catalogue knows the fact: seaports, having to serve in the army.
    const ports = await frame('What are the main seaports in Japan?');
    expect(ports.aspects[0]!.fields[0]!.id).toBe('ports');
    const service = await frame('Do young men in South Korea have to serve in the army, and for how long?');
    expect(service.aspects.map((a) => a.id)).toEqual(['military']);
    expect(service.aspects[0]!.fields[0]!.id).toBe('military-service');
    // "electricity" is one word of several facts and names none of them: nothing moves.
    const resources = await frame('What natural resources does South America have?');
    expect(resources.aspects.map((a) => a.id)).toEqual(['geography']);
    expect(resources.aspects[0]!.fields[0]!.noun).toBe('natural resources');
    const electricity = await frame('Where does Northern Europe get its electricity?');
    expect(electricity.aspects[0]!.fields).toEqual(aspectById('energy')!.fields);
  });

  it('brings a named fact\'s kind along: "main lakes" asks for the major and the salt-water lakes', async () => {
    const lakes = await frame('What are the main lakes of Kazakhstan?');
    expect(lakes.aspects.map((a) => a.id)).toEqual(['geography']);
    // Its sub-aspect comes along whole: the rivers stay in the one "Lakes and rivers" part.
    expect(lakes.aspects[0]!.fields.slice(0, 3).map((f) => f.noun)).toEqual([
      'major lakes',
      'salt-water lakes',
      'major rivers',
    ]);
  });

  it('takes "main exports" for the goods: a ranking word names a fact better, and brings no other kind', async () => {
    const exports = await frame('What are the main exports of the Baltic states?');
    expect(exports.aspects[0]!.fields[0]!.noun).toBe('main exports');
    expect(exports.aspects[0]!.fields[1]!.asked).toBeUndefined();
  });

  it('reads a long "What is …?" as a thing described, not a term to define', async () => {
    expect((await frame('What is semi-conservative replication?')).definition).toBe(true);
    const described = await frame(
      'What is the giant invisible object at the centre of the Milky Way, and how did astronomers find it?',
    );
    expect(described.definition).toBe(false);
  });

  it('reads a place broken away from as where its history leads, not as a second subject', async () => {
    const algeria = await frame('When did Algeria gain independence from France?');
    expect(algeria.shape).toBe('place');
    expect(algeria.places.map((p) => p.name)).toEqual(['Algeria']);
    expect(algeria.aspects.map((a) => a.id)).toEqual(['history']);
    const namibia = await frame('How did Namibia break free from South African rule?');
    expect(namibia.places.map((p) => p.name)).toEqual(['Namibia']);
    // "rule" there names the ruler's rule, not the government asked about.
    expect(namibia.aspects.map((a) => a.id)).toEqual(['history']);
    // What a place stopped being names its ruler by an adjective, and asks for its history.
    const brunei = await frame('Brunei is rich. When did it stop being British, and what does it export?');
    expect(brunei.places.map((p) => p.name)).toEqual(['Brunei']);
    expect(brunei.aspects.map((a) => a.id)).toContain('history');
    // Rulers by their adjectives, one after another, ask for its history beside what else is asked.
    const cameroon = await frame(
      'Both English and French are official in Cameroon. It was German before it was French and British: who leads it now?',
    );
    expect(cameroon.places.map((p) => p.name)).toEqual(['Cameroon']);
    expect(cameroon.aspects.map((a) => a.id)).toEqual(expect.arrayContaining(['government', 'history']));
    const guyana = await frame(
      'Guyana and Suriname, one once British and the other Dutch: how rich are they?',
    );
    expect(guyana.places.map((p) => p.name)).toEqual(['Guyana', 'Suriname']);
    // Two places set side by side stay a comparison.
    const both = await frame('Compare the histories of Algeria and France.');
    expect(both.places.map((p) => p.name)).toEqual(['Algeria', 'France']);
  });

  it('reads a place another leans on, trades with or is allied to as where its relations lead, not a second subject', async () => {
    const bhutan = await frame('What makes Bhutan its money, and how much does it lean on India?');
    expect(bhutan.shape).toBe('place');
    expect(bhutan.places.map((p) => p.name)).toEqual(['Bhutan']);
    expect(bhutan.aspects.map((a) => a.id)).toContain('economy');
    const lesotho = await frame('How much does Lesotho depend on South Africa for its trade?');
    expect(lesotho.places.map((p) => p.name)).toEqual(['Lesotho']);
    // Named side by side, both are subjects; named first, the partner is the subject.
    const both = await frame('How do Bhutan and India trade with each other?');
    expect(both.places.map((p) => p.name)).toEqual(['Bhutan', 'India']);
  });

  it('reads the plural of a name two places share as both of them, and where goods go as no subject', async () => {
    const congos = await frame(
      'I mix up the two Congos. How big is each, and how much of what they sell goes to China?',
    );
    expect(congos.shape).toBe('comparison');
    expect(congos.places.map((p) => p.name)).toEqual([
      'Republic of the Congo',
      'Democratic Republic of the Congo',
    ]);
    const koreas = await frame('How do the economies of the two Koreas compare?');
    expect(koreas.places.map((p) => p.name).sort()).toEqual(['North Korea', 'South Korea']);
  });

  it('reads the people a population descends from as no subject, and faiths named as its religions', async () => {
    const guyana = await frame(
      'What share of Guyana descends from Indian labourers, and how many are Hindu or Christian?',
    );
    expect(guyana.places.map((p) => p.name)).toEqual(['Guyana']);
    expect(guyana.aspects.map((a) => a.id)).toContain('society');
  });

  it('reads crude and barrels as energy', async () => {
    const sudans = await frame('How much crude does each of the two Sudans pump a day?');
    expect(sudans.places.map((p) => p.name).sort()).toEqual(['South Sudan', 'Sudan']);
    expect(sudans.aspects.map((a) => a.id)).toEqual(['energy']);
  });

  it('reads who is in charge, a coup or a vote as the political system', async () => {
    const burma = await frame('Who is in charge of Burma now, and has it held a vote since the coup?');
    expect(burma.aspects.map((a) => a.id)).toEqual(['government']);
  });

  it('reads who acted on the places, and the ties they keep, as relations, not subjects', async () => {
    const trust = await frame(
      'Palau and the Marshall Islands were once run by the United States. What kind of tie do they still have with America?',
    );
    expect(trust.places.map((p) => p.name)).toEqual(['Palau', 'Marshall Islands']);
    // A partner's name is no word asked of the places ("states" would pick any fact saying "states").
    expect(trust.otherTerms).not.toContain('state');
    const colonised = await frame('How did Peru and Bolivia change after they were colonised by Spain?');
    expect(colonised.places.map((p) => p.name)).toEqual(['Peru', 'Bolivia']);
  });

  it('splits communications into the internet, telephones and broadcast media, and people into where they live', () => {
    expect(subAspects(aspectById('communications')!)).toEqual(['Internet', 'Telephones', 'Broadcast media']);
    const towns = aspectById('people')!.fields.filter((f) => f.part === 'Towns and cities');
    expect(towns.map((f) => f.id)).toEqual(['urban-population', 'cities']);
  });

  it('reads an economy as developed, not whatever else developed', () => {
    const economy = aspectById('economy')!;
    expect(economy.asks.test('how developed is laos')).toBe(true);
    expect(economy.asks.test('is it one of the least developed countries')).toBe(true);
    // A background's "the first kingdoms developed at the cities" is no sentence on the economy.
    expect(economy.asks.test('the first kingdoms developed at the cities of anuradhapura')).toBe(false);
  });

  it('adds the aspect of a person "who" asks for beside the aspects named', async () => {
    const leaders = await frame('When did Palau become independent, and who leads it today?');
    expect(leaders.aspects.map((a) => a.id)).toEqual(['history', 'government']);
    // "what leads to" asks for nobody.
    const causes = await frame(
      'What leads to the loss of forest in Brazil, and when did it become independent?',
    );
    expect(causes.aspects.map((a) => a.id)).toEqual(['history']);
  });

  it('reads the neighbours a place lies between as its surroundings, and aspects from the sentences that ask', async () => {
    const between = await frame(
      'Uruguay and Paraguay are both squeezed in between Argentina and Brazil. Where does each get its electricity from?',
    );
    expect(between.places.map((p) => p.name)).toEqual(['Uruguay', 'Paraguay']);
    expect(between.aspects.map((a) => a.id)).toEqual(['energy']);
    // A statement before the question sets the scene: Iceland's volcanoes ask for no hazards.
    const iceland = await frame(
      'Iceland is all volcanoes and glaciers. Where does its electricity come from, and does it still burn any coal',
    );
    expect(iceland.aspects.map((a) => a.id)).toEqual(['energy']);
    // "to speak of" asks for no languages.
    const panama = await frame('Does Panama have any railways or airports to speak of?');
    expect(panama.aspects.map((a) => a.id)).toEqual(['transport']);
    // Compared side by side, a pair after "between" are the subjects.
    const pair = await frame('What is the difference in GDP between Chile and Peru?');
    expect(pair.places.map((p) => p.name)).toEqual(['Chile', 'Peru']);
  });

  it("keeps what a place question asks beyond an aspect's name", async () => {
    expect((await frame('How did East Timor become independent?')).otherTerms).toContain('independ');
    expect((await frame("Describe Kenya's history and government.")).otherTerms).toEqual([]);
  });

  it('reads the doers and doings any question has as no part of its concept', async () => {
    const origami = await frame('Where does origami come from, and what do people make with it?');
    expect(origami).toMatchObject({ shape: 'concept', conceptTerms: ['origami'], concept: 'origami' });
  });

  it('reads names that are not places, a concept and the years a question names', async () => {
    const atlantis = await frame('What was the 2031 census of the Atlantis colony on Mars?');
    expect(atlantis).toMatchObject({ shape: 'concept', names: ['Atlantis', 'Mars'], years: ['2031'] });
    const replication = await frame('What is semi-conservative replication?');
    expect(replication).toMatchObject({ shape: 'concept', definition: true, names: [] });
    expect(replication.conceptTerms).toHaveLength(3);
  });

  it('reads an acronym as a name, but not a field the Factbook asks for, nor a question typed in capitals', async () => {
    expect((await frame('How do TCP and UDP differ?')).names).toEqual(['TCP', 'UDP']);
    expect((await frame('How did COVID-19 spread?')).names).toEqual(['COVID-19']);
    expect((await frame("What is Kenya's GDP?")).names).toEqual([]);
    expect((await frame('WHAT IS THE CAPITAL OF KENYA')).names).not.toContain('CAPITAL');
  });

  it('asks a transport report for the key ports', async () => {
    const ports = await frame('Around the Black Sea, which ports does each shore country use?');
    expect(ports.aspects.map((a) => a.id)).toContain('transport');
    expect(aspectById('transport')?.fields.map((f) => f.id)).toContain('ports');
  });

  it('takes names for the subject only when the first thing the question names holds one', async () => {
    const greenhouse = await frame(
      'How does the greenhouse effect keep the Earth warm, and how much carbon dioxide have humans added?',
    );
    expect(greenhouse.names).toEqual([]);
    expect(greenhouse.conceptTerms).toEqual(expect.arrayContaining(['greenhous', 'carbon']));
    const volcanoes = await frame(
      'Why are most volcanoes found along the edges of tectonic plates, and why is Hawaii an exception?',
    );
    expect(volcanoes.names).toEqual([]);
    // A clause before "of" is no aspect of the subject.
    expect(volcanoes.aspectTerms).toBeUndefined();
    expect((await frame('What went wrong for Rome in the third century?')).names).toEqual(['Rome']);
    expect((await frame('Describe the economy and government of Wakanda.')).names).toEqual(['Wakanda']);
    // The light verbs of a description ("gives off", "managed to") name no part of the thing described.
    const described = await frame(
      'How do astronomers detect something that gives off no light at all, and how did they manage to photograph one?',
    );
    expect(described.conceptTerms).toEqual(['astronom', 'detect', 'light', 'photograph']);
    // The amount asked ("much money") is no concept the names stand beside: they are the subject.
    expect((await frame("How much money did Taylor Swift's Eras Tour make?")).names).toEqual([
      "Taylor Swift's Eras Tour",
    ]);
    // Nor is the evidence asked for: the thing it would be evidence of is the subject.
    const evidence = await frame(
      'Is there any real evidence for Bigfoot, the creature said to roam North America?',
    );
    expect(evidence.names).toEqual(['Bigfoot']);
    expect(evidence.conceptTerms).toEqual(['bigfoot']);
    // People who say they saw it are no population asked, and the region is the name's setting.
    const sightings = await frame(
      'Is there any real evidence for Bigfoot, said to roam the forests of North America, and where have people claimed to see it?',
    );
    expect(sightings.shape).toBe('concept');
    expect(sightings.names).toEqual(['Bigfoot']);
    expect((await frame('Compare the tax systems of Narnia and Gondor.')).names).toEqual([
      'Narnia',
      'Gondor',
    ]);
  });
});

import { describe, expect, it } from 'vitest';
import { loadKnowledge } from '../../knowledge/knowledge.js';
import { frameQuestion } from '../understand/frame.js';
import { subjectDiscipline } from './on-subject.js';
import { splitPassages } from './passages.js';

const discipline = async (question: string) => {
  const knowledge = await loadKnowledge();
  return subjectDiscipline(frameQuestion(question, knowledge), knowledge.gazetteer);
};
const passages = (text: string) => splitPassages(1, text);

describe('subjectDiscipline', () => {
  it("keeps an asked place's own entry on the asked aspect, and nothing of another place or aspect", async () => {
    const d = await discipline('How do the political systems of Norway and Sweden differ?');
    const norway = passages('Government type: constitutional monarchy');
    expect(d.kept('Norway — Government', norway)).toHaveLength(1);
    expect(
      d.kept(
        'Norway — Communications',
        passages('Telephone system: submarine cables link Norway and Sweden'),
      ),
    ).toEqual([]);
    expect(
      d.kept(
        'Uganda — Introduction',
        passages('Colonial boundaries grouped groups with different political systems.'),
      ),
    ).toEqual([]);
    // Another country's entry stays out even where it names a subject.
    expect(
      d.kept('Denmark — Government', passages('Government type: monarchy; close to Norway and Sweden')),
    ).toEqual([]);
    expect(d.placeOrder('Sweden — Government')).toBeGreaterThan(d.placeOrder('Norway — Government'));
  });

  it('takes a headword that is part of the concept for its own entry only where the entry says more of it', async () => {
    const pinata = await discipline('What is inside a piñata, and how do children get it open?');
    const entry =
      'pinata (noun): plaything consisting of a container filled with toys and candy; suspended from a height for blindfolded children to break with sticks';
    expect(pinata.ownEntry('pinata', entry)).toBe(true);
    expect(pinata.ownEntry('pinata')).toBe(false);
    const hole = await discipline('What is inside a black hole, and can anything get out?');
    expect(hole.ownEntry('hole', 'hole (noun): an opening into or through something')).toBe(false);
    expect(hole.ownEntry('Black hole', 'A black hole is a region of spacetime …')).toBe(false);
  });

  it('keeps the entry of a thing a single place’s facts name, in the sense of its kind, not set by other countries only', async () => {
    const brazil = await discipline('What are the major rivers of Brazil?');
    const amazon = 'Amazon River (noun): a major South American river; the world’s 2nd longest river.';
    expect(brazil.kept('Amazon River', passages(amazon))).toHaveLength(1);
    expect(brazil.thingEntry('Amazon River', amazon)).toBe(true);
    expect(brazil.kept('amazon', passages('amazon (noun): a large strong and aggressive woman.'))).toEqual(
      [],
    );
    const kazakhstan = await discipline('What are the main lakes of Kazakhstan?');
    const caspian =
      'Caspian Sea (noun): a large saltwater lake between Iran and Russia fed by the Volga River.';
    expect(kazakhstan.thingEntry('Caspian Sea', caspian)).toBe(false);
    const aral =
      'Lake Aral (noun): a lake to the east of the Caspian Sea lying between Kazakhstan and Uzbekistan.';
    expect(kazakhstan.thingEntry('Lake Aral', aral)).toBe(true);
  });

  it('reads a name in its adjective: the article on the Roman Empire is about Rome', async () => {
    const rome = await discipline('What caused the fall of Rome?');
    const fall = passages('After 395 the empire was permanently divided into western and eastern halves.');
    expect(rome.kept('The Roman Empire', fall)).toHaveLength(1);
    expect(rome.kept('Romania — Introduction', fall)).toEqual([]);
  });

  it('answers a place question only from an entry of an asked place, and only with a year it names', async () => {
    const d = await discipline('How do the political systems of Norway and Sweden differ?');
    expect(
      d.answers([{ title: 'Norway — Government', passage: passages('Government type: monarchy')[0]! }]),
    ).toBe(true);
    const future = await discipline("What will Norway's GDP per capita be in 2040?");
    expect(
      future.answers([
        { title: 'Norway — Economy', passage: passages('GDP - per capita (PPP): $69,300 (2015 est.)')[0]! },
      ]),
    ).toBe(false);
  });

  it("keeps a concept to sources that name it, never a country's entry", async () => {
    const d = await discipline('What is a monsoon?');
    expect(d.kept('India — Environment', passages('Climate: varies from tropical monsoon in south'))).toEqual(
      [],
    );
    expect(d.kept('monsoon', passages('A monsoon is a seasonal wind of the Indian Ocean.'))).toHaveLength(1);
    const replication = await discipline('What is semi-conservative replication?');
    expect(replication.kept('replication', passages('Replication is the act of copying something.'))).toEqual(
      [],
    );
  });

  it('keeps the entry of a word of the question that says another of its words, not one that says none', async () => {
    const d = await discipline('What kinds of volcano are there, and what hazards do their eruptions pose?');
    const volcano =
      "volcano (noun): a fissure in the earth's crust through which molten lava and gases erupt.";
    expect(d.kept('volcano', passages(volcano))).toHaveLength(1);
    expect(
      d.kept('hazard', passages('hazard (noun): a source of danger; a possibility of incurring loss.')),
    ).toEqual([]);
  });

  it("keeps a dictionary's entry on several asked names only where it names two of them", async () => {
    const d = await discipline(
      'What went wrong for Rome in the third century, and how did Diocletian and Constantine respond?',
    );
    const emperor = 'Constantine I (noun): an Emperor of Rome who stopped the persecution of Christians.';
    expect(d.kept('Constantine I', passages(emperor))).toHaveLength(1);
    const sculptor =
      'Constantin Brancusi (noun): a Romanian sculptor noted for abstractions of animal forms.';
    expect(d.kept('Constantin Brancusi', passages(sculptor))).toEqual([]);
  });

  it("widens an article that speaks on the subject to its passages using two of the question's words", async () => {
    const d = await discipline(
      'How does the greenhouse effect keep the Earth warm, and how much carbon dioxide have humans added?',
    );
    const article = [
      '## The greenhouse effect',
      'The natural greenhouse effect keeps the Earth warm: greenhouse gases such as carbon dioxide keep heat in.',
      '## What humans have changed',
      'Humans have raised carbon dioxide from 280 to 420 parts per million.',
      '## Ocean currents',
      'Currents carry heat from the tropics.',
    ].join('\n\n');
    const kept = d.kept('Climate change', splitPassages(1, article)).map((p) => p.heading);
    expect(kept).toEqual(['The greenhouse effect', 'What humans have changed']);
  });

  it('wants the whole concept from a source named after something else', async () => {
    const d = await discipline('How do black holes form?');
    expect(d.kept('animal black', passages('Black substance in the form of carbonized bone.'))).toEqual([]);
    // A name's dictionary entry is a headword too: a namesake sharing two words is about itself.
    expect(
      d.kept(
        'Black Hole of Calcutta',
        passages(
          'Black Hole of Calcutta (noun): a dungeon in a fort in Calcutta where prisoners were held in 1756.',
        ),
      ),
    ).toEqual([]);
    expect(d.kept('Black holes', passages('A black hole forms when a massive star collapses.'))).toHaveLength(
      1,
    );
  });

  it("keeps an asked place's own dictionary entry whatever the aspect, not its people's", async () => {
    const d = await discipline('How is Kenya governed?');
    expect(d.kept('Kenya', passages('Kenya (noun): a republic in eastern Africa.'))).toHaveLength(1);
    expect(d.kept('Kenyan', passages('Kenyan (noun): a native or inhabitant of Kenya.'))).toEqual([]);
  });

  it("leaves out a word's entry that shares no word with the concept and names no thing", async () => {
    const d = await discipline('How does a glacier move?');
    // "the glacier moved slowly" is the adverb's example, not an account of glaciers.
    expect(
      d.kept(
        'slowly',
        passages('slowly (adverb): without speed; "the glacier moved slowly down the valley"'),
      ),
    ).toEqual([]);
    expect(
      d.kept('moraine', passages('moraine (noun): a mass of debris carried by a glacier as it moves')),
    ).toHaveLength(1);
  });

  it('wants the whole concept from an entry for what is asked of the subject, not the subject', async () => {
    const d = await discipline('Explain the stages of photosynthesis.');
    // "stage" is what is asked of photosynthesis: its entry is about theatres and journeys.
    expect(d.kept('stage', passages('A stage is any distinct time period in a sequence of events.'))).toEqual(
      [],
    );
    expect(
      d.kept('light reaction', passages('Light reaction is the first stage of photosynthesis.')),
    ).toHaveLength(1);
    expect(
      d.kept('photosynthesis', passages('Photosynthesis is synthesis of compounds with the aid of light.')),
    ).toHaveLength(1);
  });

  it('keeps every section of an article titled by the subject, also those without the question’s words', async () => {
    const d = await discipline('How do volcanoes store magma and what hazards do their eruptions pose?');
    const article = passages(
      '## Types of volcano\n\nShield volcanoes have broad, gentle slopes.\n\n## Living with volcanoes\n\nObservatories watch for warning signs.',
    );
    expect(d.kept('Volcanoes', article)).toHaveLength(article.length);
    // A source titled by something else still needs the question's words.
    expect(d.kept('Observatories', passages('Observatories watch the sky at night.'))).toEqual([]);
  });

  it('keeps a list under one heading whole where one of its items answers', async () => {
    const d = await discipline('What is at the centre of the Milky Way, and how did astronomers find it?');
    const article = passages(
      [
        '## How we observe them',
        'Because black holes emit no light of their own, they are detected by their influence:',
        '- **Orbits of stars.** Decades of tracking stars around the centre of the Milky Way revealed an invisible mass.',
        '- **Images of the shadow.** The Event Horizon Telescope produced the first image of a shadow in 2019.',
        '## Hawking radiation',
        'Black holes should slowly emit radiation and lose mass.',
      ].join('\n\n'),
    );
    const kept = d.kept('Black hole', article).map((p) => p.text);
    expect(kept.some((t) => t.includes('Event Horizon Telescope'))).toBe(true);
    expect(kept.some((t) => t.includes('detected by their influence'))).toBe(true);
    expect(kept.some((t) => t.includes('Hawking') || t.includes('lose mass'))).toBe(false);
  });

  it('keeps an article passage that answers one part of a question of several parts, not a gloss or a profile', async () => {
    const d = await discipline(
      'How can scientists tell that a mountain is about to erupt, and has a warning ever saved lives?',
    );
    const pinatubo = passages(
      'In 1991 a timely warning before the eruption of Pinatubo saved thousands of lives when people were moved away.',
    );
    expect(d.kept('Volcanoes', pinatubo)).toHaveLength(1);
    // One word of a part is not an answer to it.
    expect(d.kept('Volcanoes', passages('Lives of plants depend on soil and sunlight.'))).toEqual([]);
    // A dictionary's headword is held to the whole question.
    expect(d.kept('rescue', passages('rescue (noun): saving lives after a warning of danger.'))).toEqual([]);
    // A part of the world's profile is no source on a concept.
    expect(d.kept('World — Environment', pinatubo)).toEqual([]);
  });

  it("reads a name inside a concept in its adjective too: 'ancient Rome' is the article's 'Roman'", async () => {
    const d = await discipline(
      'Which emperors of ancient Rome are remembered as tyrants, and which as wise rulers?',
    );
    const pax = passages(
      'Not every emperor ruled well. Caligula and Nero are remembered for cruelty, and later Roman rulers were capable.',
    );
    expect(d.kept('The Roman Empire', pax)).toHaveLength(1);
  });

  it('keeps an article half of whose passages answer whole, the parts in other words too', async () => {
    const d = await discipline(
      'Why do clouds form when moist air rises, and where does the rain go once it reaches the ground?',
    );
    const article = passages(
      [
        '## Condensation',
        'Warm, moist air rises and cools as it expands, and clouds form from the droplets.',
        '## Precipitation',
        'When cloud droplets grow heavy, rain falls and reaches the ground.',
        '## Runoff and infiltration',
        'Water that soaks into the soil may recharge aquifers, layers of porous rock.',
        '## How long water stays',
        'A water molecule may stay in the ocean for thousands of years.',
      ].join('\n\n'),
    );
    expect(d.kept('The water cycle', article)).toHaveLength(4);
    // One passage of three is no article on the subject: the rest stays out.
    const other = passages(
      [
        '## Hazards',
        'Moist air rises and clouds form over the vent.',
        '## Soils',
        'Soils are fertile.',
        '## Gases',
        'Gases escape.',
      ].join('\n\n'),
    );
    expect(d.kept('Volcanoes', other)).toHaveLength(1);
  });

  it('wants names asked together to meet in one source', async () => {
    const d = await discipline('What did the 2031 census of the Atlantis colony on Mars find?');
    const atlantis = {
      title: 'Atlantis',
      passage: passages('Atlantis is a mythical island that sank in 2031.')[0]!,
    };
    const mars = { title: 'Mars', passage: passages('Mars is the fourth planet from the sun.')[0]! };
    expect(d.answers([atlantis, mars])).toBe(false);
  });
});

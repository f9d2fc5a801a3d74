import { beforeAll, describe, expect, it } from 'vitest';
import { loadKnowledge, type Knowledge } from '../../knowledge/knowledge.js';
import { nameForms, type NameForms } from '../../knowledge/lexicon/name-forms.js';
import { understand } from '../../question/understand.js';
import type { AnswerSource } from '../answer-engine.js';
import { isAbstention } from './compose.js';
import { extractAnswer, QUICK_ANSWER_LIMITS } from './extractive-engine.js';

let knowledge: Knowledge;
beforeAll(async () => {
  knowledge = await loadKnowledge();
}, 30_000);

const FORMS: NameForms = nameForms([
  ['Roman', 'Rome'],
  ['Egyptian', 'Egypt'],
  ['Greek', 'Greece'],
]);

const source = (n: number, id: string, title: string, text: string): AnswerSource => ({
  n,
  url: `http://localhost:8000/library/${id}`,
  title,
  text,
});

const EGYPT_GOVERNMENT = source(
  1,
  'factbook.eg.government',
  'Egypt — Government',
  'Capital — name: Cairo. Capital — etymology: the ancient Egyptian name of the original city was Khere-ohe.',
);
const ALEXANDRIA = source(
  2,
  'wordnet.alexandria',
  'Alexandria',
  'Alexandria (noun): the chief port of Egypt; founded by Alexander the Great; the capital of ancient Egypt.',
);
const ROMAN_EMPIRE = source(
  1,
  'history-roman-empire',
  'The Roman Empire',
  [
    '## Decline and fall',
    'The western half lost territory to Germanic peoples; Rome itself was sacked by the Visigoths in 410.',
    'In 476 the Germanic commander Odoacer deposed the last western emperor, Romulus Augustulus, a date traditionally used to mark the fall of the Western Roman Empire.',
  ].join('\n\n'),
);
const SCYTHIAN = source(
  2,
  'wordnet.scythian',
  'Scythian',
  'Scythian (noun): the Iranian language spoken by the ancient Scythians.',
);
const CLASSICAL_LATIN = source(
  3,
  'wordnet.classical_latin',
  'classical Latin',
  'classical Latin (noun): the language of educated people in ancient Rome. Example: "Latin is a language as dead as dead can be. It killed the ancient Romans--and now it\'s killing me".',
);

function ask(question: string, sources: AnswerSource[], forms: NameForms = FORMS): string {
  const frame = understand(question, [], knowledge);
  return extractAnswer(question, [], sources, QUICK_ANSWER_LIMITS, { frame, nameForms: forms }).join('');
}

describe('a place of the past is not today’s country', () => {
  it('answers from what the sources say of the past, not from today’s profile', () => {
    const answer = ask('what was the capital of ancient egypt', [EGYPT_GOVERNMENT, ALEXANDRIA]);
    expect(answer).toMatch(/^Alexandria is the chief port of Egypt; .* the capital of ancient Egypt \[2\]/u);
    expect(answer).not.toMatch(/Cairo|Khere-ohe/u);
  });

  it('answers today’s capital when today’s is asked', () => {
    expect(ask('what is the capital of egypt', [EGYPT_GOVERNMENT, ALEXANDRIA])).toMatch(/Cairo/u);
  });

  it('says “not found” rather than give today’s profile', () => {
    expect(isAbstention(ask('what was the population of ancient egypt', [EGYPT_GOVERNMENT]))).toBe(true);
  });
});

describe('a name and its adjective are one subject', () => {
  it('finds the name said by its adjective', () => {
    expect(ask('when did rome fall', [ROMAN_EMPIRE])).toMatch(/^In 476 the Germanic commander Odoacer/u);
    expect(ask('when did rome fall', [ROMAN_EMPIRE], new Map())).not.toMatch(/^In 476/u);
    expect(ask('who was the last emperor of western rome', [ROMAN_EMPIRE])).toMatch(/Romulus Augustulus/u);
  });

  it('leads with a sentence about the name asked, not one about another people', () => {
    const answer = ask('what language was spoken in ancient rome', [ROMAN_EMPIRE, SCYTHIAN, CLASSICAL_LATIN]);
    expect(answer).toMatch(/^Classical Latin is the language of educated people in ancient Rome \[3\]/u);
    expect(answer).not.toMatch(/Scythian/u);
  });

  it('quotes no sentence of a dictionary’s usage example', () => {
    expect(ask('what language was spoken in ancient rome', [CLASSICAL_LATIN])).not.toMatch(/killing me/u);
  });
});

const ATHENA = source(
  1,
  'wordnet.athena',
  'Athena',
  'Athena (noun): (Greek mythology) goddess of wisdom and useful arts and prudent warfare; guardian of Athens; identified with Roman Minerva.',
);
const MINERVA = source(
  2,
  'wordnet.minerva',
  'Minerva',
  'Minerva (noun): (Roman mythology) goddess of wisdom; counterpart of Greek Athena.',
);
const ARES = source(
  1,
  'wordnet.ares',
  'Ares',
  'Ares (noun): (Greek mythology) Greek god of war; son of Zeus and Hera; identified with Roman Mars.',
);
const MARS = source(
  2,
  'wordnet.mars',
  'Mars',
  'Mars (noun): (Roman mythology) Roman god of war and agriculture; father of Romulus and Remus; counterpart of Greek Ares.',
);

describe('a thing of a named people is theirs, not another people’s', () => {
  it('leads with the sense said of the name asked, whichever is listed first', () => {
    expect(ask('who was the goddess of wisdom in rome', [ATHENA, MINERVA])).toMatch(/^“Minerva” means/u);
    expect(ask('who was the greek goddess of wisdom', [MINERVA, ATHENA])).toMatch(/^“Athena” means/u);
    expect(ask('who was the god of war in rome', [ARES, MARS])).toMatch(/^“Mars” means/u);
  });
});

const NEREID = source(
  1,
  'wordnet.nereid',
  'Nereid',
  'Nereid (noun): (Greek mythology) any of the 50 sea nymphs who were daughters of the sea god Nereus.',
);
const POSEIDON = source(
  2,
  'wordnet.poseidon',
  'Poseidon',
  'Poseidon (noun): (Greek mythology) the god of the sea and earthquakes in ancient mythology; brother of Zeus.',
);

describe('a described thing is the entry whose sense opens with its noun', () => {
  it('answers with the god, not the nymphs who were a god’s daughters', () => {
    expect(ask('who was the god of the sea', [NEREID, POSEIDON])).toMatch(/^“Poseidon” means/u);
  });
});

const CITIZENSHIP = source(
  1,
  'history-roman-empire',
  'The Roman Empire',
  [
    '## Society',
    'Roman society was sharply divided between citizens and non-citizens, rich and poor.',
    'Citizenship was gradually extended, and in AD 212 the emperor Caracalla granted it to almost all free inhabitants of the empire.',
  ].join('\n\n'),
);
const SUFFRAGE = source(
  2,
  'factbook.eg.government',
  'Egypt — Government',
  'Capital — name: Cairo. Suffrage: 18 years of age; universal and compulsory.',
);
const PRO_BONO = source(
  1,
  'wordnet.pro_bono',
  'pro bono',
  'pro bono (adjective): done or performed without compensation; "pro bono work".',
);
const EPONYM = source(
  2,
  'wordnet.eponym',
  'eponym',
  'eponym (noun): the name derived from a person (real or imaginary).',
);

describe('what a lower-case question seems to name', () => {
  it('finds a name’s adjective and a common noun apart: “roman citizenship” is the Roman Empire’s citizenship', () => {
    expect(ask('when was roman citizenship given to all free people', [CITIZENSHIP, SUFFRAGE])).toMatch(
      /^Citizenship was gradually extended, and in AD 212/u,
    );
  });

  it('reads no name inside a dictionary’s lower-case phrase: “pro bono” writes no “Bono”', () => {
    expect(ask("what is bono's real name", [PRO_BONO, EPONYM])).toMatch(
      /^The sources do not mention “bono”/u,
    );
  });
});

/**
 * Six held-out questions of three classes (a name and its adjective are one subject; a thing of a named
 * people is theirs, not another people's namesake; the father of a field is who a gloss calls its founder
 * or father), written by a helper who saw only the class names, the EvalQuestion type and the library
 * data (WordNet 3.1, the CIA World Factbook final edition of January 2026, the starter articles), never the
 * engine. Every expected fact was checked in the library text quoted above each question. Do not tune the
 * engine to them one by one.
 */
import type { EvalQuestion } from './questions.js';

export const CLASS7_QUESTIONS: EvalQuestion[] = [
  // --- 1. A name and its adjective are one subject ---------------------------------------------------------

  // WordNet data.noun 09535970 Nut: "Egyptian goddess of the sky" (question says "egypt", source says
  // "Egyptian"). Namesakes of "nut": 13157333 "usually large hard-shelled seed", 03841711 "a small
  // (usually square or hexagonal) metal block with internal screw thread to be fitted onto a bolt".
  {
    question: 'who was the goddess of the sky in ancient egypt',
    kind: 'person',
    expected: [/^\W*“?Nut\b/],
    forbidden: [/hard-shelled seed/i, /screw thread/i],
  },
  // WordNet data.noun 08939014 Assur, Asur, Ashur: "an ancient Assyrian city on the Tigris and traditional
  // capital of Assyria; just to the south of the modern city of Mosul in Iraq" (question says the people,
  // "assyrians", source says the place, "Assyria"). Factbook Iraq (middle-east/iz.json) Government >
  // Capital > name: "Baghdad".
  {
    question: 'what was the traditional capital city of the assyrians',
    kind: 'place',
    expected: [/\bAss?ur\b|\bAshur\b/i],
    forbidden: [/Baghdad/i],
  },

  // --- 2. A thing of a named people is theirs, not another people's namesake ------------------------------

  // WordNet data.noun 09533551 Manannan: "Celtic god of the sea; son of Ler". The other peoples' gods of the
  // sea: 09592056 Poseidon "(Greek mythology) the god of the sea and earthquakes ...; identified with Roman
  // Neptune"; 09592459 Neptune "(Roman mythology) god of the sea; counterpart of Greek Poseidon"; 09605297
  // Njord "(Norse mythology) chief of the Vanir; god of the sea and winds and prosperity; ...".
  {
    question: 'who was the celtic god of the sea',
    kind: 'person',
    expected: [/^\W*“?Manannan\b/i],
    forbidden: [/Poseidon/i, /Neptune/i, /Njord/i],
  },
  // WordNet data.noun 09603528 Freya, Freyja: "(Norse mythology) goddess of love and fecundity; daughter of
  // Njorth and sister of Frey". The other peoples' goddesses of love: 09577261 Aphrodite "goddess of love
  // and beauty and daughter of Zeus in ancient mythology; identified with Roman Venus"; 09578256 Venus
  // "goddess of love; counterpart of Greek Aphrodite"; 09539633 Ishtar "Babylonian and Assyrian goddess of
  // love and fertility and war; ..."; 09539458 Astarte "an ancient Phoenician goddess of love and
  // fertility; ...".
  {
    question: 'who was the norse goddess of love',
    kind: 'person',
    expected: [/^\W*“?Frey(?:j)?a\b/i],
    forbidden: [/Aphrodite/i, /Venus/i, /Ishtar/i, /Astarte/i],
  },

  // --- 3. The father of a field is who a gloss calls its founder or father --------------------------------

  // WordNet data.noun 11405606 Wiener, Norbert_Wiener: "United States mathematician and founder of
  // cybernetics (1894-1964)". Namesake: 07692347 frank, frankfurter, hotdog, ..., wiener: "a
  // smooth-textured sausage of minced beef or pork usually smoked; often served on a bread roll".
  {
    question: 'who is the father of cybernetics',
    kind: 'creator',
    expected: [/^\W*(?:“?Norbert Wiener|“?Wiener)\b/],
    forbidden: [/sausage/i, /frankfurter/i],
  },
  // WordNet data.noun 11412534 Winckelmann, Johann_Winckelmann, Johann_Joachim_Winckelmann: "German
  // archaeologist and art historian said to be the father of archaeology (1717-1768)".
  {
    question: 'who is known as the father of archaeology',
    kind: 'creator',
    expected: [/^\W*“?(?:Johann (?:Joachim )?)?Winckelmann\b/],
    forbidden: [],
  },
];

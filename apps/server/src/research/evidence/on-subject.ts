import { thingOfEntry } from '../understand/named-things.js';
import { adjectiveForms } from '../understand/name-forms.js';
import { placeOfEntry } from './place-entry.js';
import { glossParts, isGloss } from '../../answer/extractive/text/gloss.js';
import { DOCUMENT_SITE_NAME } from '@pardus/protocol';
import { analyze, analyzeSubject } from '../../text/analyzer.js';
import type { Aspect } from '../understand/aspects.js';
import type { QuestionFrame } from '../understand/frame.js';
import type { Gazetteer, Place } from '../../knowledge/places/gazetteer.js';
import type { Passage } from './passages.js';

/** The sections of a country profile, as its documents' titles name them ("Norway — Government"). */
const PROFILE_SECTIONS = new Set([
  'Introduction',
  'Geography',
  'Environment',
  'People and Society',
  'Government',
  'Economy',
  'Energy',
  'Communications',
  'Transportation',
  'Military',
  'Military and Security',
  'Transnational Issues',
  'Space',
  'Terrorism',
]);

/** "Norway — Government" → "Government"; undefined for any other title. */
export function profileSection(title: string): string | undefined {
  const section = /\s[—–]\s(.+)$/u.exec(title)?.[1]?.trim();
  return section && PROFILE_SECTIONS.has(section) ? section : undefined;
}

/** Whether a passage (of the source titled `title`) is about an aspect: its entry's section, or its words. */
export function concernsAspect(aspect: Aspect, title: string, passage: Passage): boolean {
  const section = profileSection(title);
  if (section) return aspect.sections.includes(section);
  return aspect.asks.test(`${title}\n${passage.heading}\n${passage.text}`.toLowerCase());
}

/** What the evidence discipline says of one document. */
export interface DocSubject {
  /** The question's places this document is about (its title names them). */
  places: Place[];
  /** True when its title names a place that is not asked about ("Uganda — Government"). */
  otherPlace: boolean;
}

/** Decides which evidence a report may use: only what is about a subject of the question. */
export interface SubjectDiscipline {
  /** True for a question about places: its evidence is chosen by place and aspect, not by its words. */
  byPlace: boolean;
  /**
   * The passages of the document titled `title` that may enter the report; `site` names its
   * collection when it has one (a user's own documents are "My documents").
   */
  kept(title: string, passages: readonly Passage[], site?: string): Passage[];
  /** The question's places a document is about. */
  docSubject(title: string): DocSubject;
  /** Where the first asked place a document is about stands in the question (Infinity: none). */
  placeOrder(title: string): number;
  /** Whether the kept passages together answer the question at all (else: not enough evidence). */
  answers(kept: readonly { title: string; passage: Passage }[]): boolean;
  /**
   * Whether a source is the subject's own entry (titled by exactly what is asked: "El Dorado"): its
   * one line answers, however short, where a passing mention would not. Given its text, also an
   * entry titled by part of what is asked that says more of it ("pinata: … for blindfolded children
   * to break" for what is inside a piñata and how children open it).
   */
  ownEntry(title: string, text?: string): boolean;
  /**
   * Whether a source is the entry of a thing the places' facts name (the Amazon of Brazil's rivers):
   * about the subject though its title does not name it.
   */
  thingEntry(title: string, text: string): boolean;
}

const termsOf = (text: string) => new Set(analyze(text));

/**
 * The evidence discipline of a research question (issue 18): a passage enters the report only if it
 * is about a subject of the question: its document's subject is one, or the passage names one, and
 * for a place question it concerns an asked aspect. Another country appears only where a passage of
 * a subject puts it in relation to that subject.
 */
export function subjectDiscipline(frame: QuestionFrame, gazetteer: Gazetteer): SubjectDiscipline {
  const asked = new Set(frame.places);
  const docCache = new Map<string, DocSubject>();
  const docSubject = (title: string): DocSubject => {
    let found = docCache.get(title);
    if (!found) {
      const named = gazetteer.placesIn(title).map((m) => m.place);
      found = { places: named.filter((p) => asked.has(p)), otherPlace: named.some((p) => !asked.has(p)) };
      docCache.set(title, found);
    }
    return found;
  };
  const placesNamed = (text: string) =>
    gazetteer
      .placesIn(text)
      .map((m) => m.place)
      .filter((p) => asked.has(p));
  const concernsAnAspect = (title: string, passage: Passage) =>
    frame.aspects.some((aspect) => concernsAspect(aspect, title, passage));

  /**
   * The entry of a thing the places' facts name, unless what it says first puts the thing by other
   * countries only ("the Caspian Sea … between Iran and Russia", in a report on Kazakhstan).
   */
  const thingEntry = (title: string, text: string) => {
    const first = thingOfEntry(frame.things, title, text)?.definition.split(';')[0];
    if (first === undefined) return false;
    const named = gazetteer.placesIn(first).map((m) => m.place);
    return named.length === 0 || named.some((p) => asked.has(p));
  };

  if (frame.shape !== 'concept') {
    const keeps = (title: string, passage: Passage) => {
      const doc = docSubject(title);
      // A place's own dictionary entry says what and where it is, whatever the aspect asked.
      if (placeOfEntry(frame.places, title, passage.text)) return true;
      // So does the entry of a thing its facts name (the Amazon of Brazil's rivers), in that sense.
      if (thingEntry(title, passage.text)) return true;
      if (!concernsAnAspect(title, passage)) return false;
      if (doc.places.length > 0) return true;
      // Another country's entry is about that country; a page about no country may speak where it
      // names a subject.
      if (doc.otherPlace) return false;
      return placesNamed(`${passage.heading}\n${passage.text}`).length > 0;
    };
    return {
      byPlace: true,
      kept: (title, passages) => passages.filter((p) => keeps(title, p)),
      docSubject,
      placeOrder: (title) => Math.min(...docSubject(title).places.map((p) => frame.places.indexOf(p))),
      answers: (kept) => kept.some((k) => docSubject(k.title).places.length > 0) && yearsFound(frame, kept),
      ownEntry: () => false,
      thingEntry,
    };
  }

  const nameTerms = frame.names.map((n) => analyzeSubject(n).terms).filter((t) => t.length > 0);
  const hasAll = (terms: ReadonlySet<string>, wanted: readonly string[]) => wanted.every((t) => terms.has(t));
  // A name is named by its adjective too: "The Roman Empire" is about Rome.
  const nameForms = frame.names
    .map((n) => [n, ...adjectiveForms(n)].map((form) => analyzeSubject(form).terms))
    .filter((forms) => forms[0]!.length > 0);
  const namesIn = (terms: ReadonlySet<string>) =>
    nameForms.filter((forms) => forms.some((form) => hasAll(terms, form))).length;
  const concept = frame.conceptTerms;
  const keeps = (title: string, passage: Passage, site: string | undefined) => {
    const terms = termsOf(`${title}\n${passage.heading}\n${passage.text}`);
    // Of several names asked ("Rome", "Diocletian", "Constantine"), a dictionary's entry speaks of
    // the question's subject when it names two ("Constantine I: an Emperor of Rome …"); one naming
    // a single one is often a namesake ("Constantine: a walled city in Algeria").
    if (nameTerms.length > 1 && isGloss(passage.text)) return namesIn(terms) >= 2;
    if (nameTerms.length > 0) return namesIn(terms) > 0;
    // A country's entry is about the country: its "Climate: tropical monsoon" does not explain monsoons.
    // So is the profile of a part of the world that is no country ("World — Environment": its biomes).
    if (docSubject(title).otherPlace || profileSection(title) !== undefined) return false;
    if (concept.length === 0) return true;
    // A word's entry sharing no word of the concept and naming no thing (an adverb, a verb: "slowly",
    // whose example is "the glacier moved slowly") is about the word, not the subject.
    // A name's entry ("Black Hole of Calcutta (noun): a dungeon …") is a dictionary's headword too.
    const headword = site !== DOCUMENT_SITE_NAME && (title === title.toLowerCase() || isGloss(passage.text));
    const words = analyze(title);
    const noneShared = words.every((t) => !concept.includes(t));
    if (headword && noneShared && (glossParts(passage.text)?.pos ?? 'noun') !== 'noun') return false;
    // "What is semi-conservative replication?": a source on "replication" alone is about something else.
    if (frame.definition) return hasAll(terms, concept);
    // A dictionary headword (lower case, as dictionaries write them) naming something else that shares
    // a word ("animal black", "swallow hole" for black holes) must say the whole concept; pages and
    // articles need half of it.
    // A user's file ("thesis.pdf, p. 3") is lower case too, but it is the user's own material.
    // So must one naming only what is asked of the subject ("stage" for the stages of photosynthesis).
    const elsewhere = words.some((t) => !concept.includes(t));
    const aspectOnly = words.length > 0 && words.every((t) => frame.aspectTerms?.includes(t));
    if (headword && (elsewhere || aspectOnly)) return hasAll(terms, concept);
    // An article titled by the subject itself ("DNA" for how DNA stores information and makes
    // proteins) is about it throughout: its "From DNA to protein" need not repeat the question's words.
    if (!headword && words.length > 0 && !elsewhere && !aspectOnly) return true;
    // The entry of a word of the question ("volcano" in "What kinds of volcano are there, and what
    // hazards do their eruptions pose?") is about the subject when its senses say another word of it
    // ("… through which molten lava and gases erupt"); "hazard: a source of danger" says none.
    const saysAnother = concept.some((t) => terms.has(t) && !words.includes(t));
    if (headword && words.length > 0 && !elsewhere && !aspectOnly && saysAnother) return true;
    // The user's own files are what they asked about: one of the question's words is enough (a
    // report's "Problems" answers what went wrong at the garden of "garden-report.md").
    if (site === DOCUMENT_SITE_NAME) return concept.some((t) => terms.has(t));
    const says = (t: string) => terms.has(t) || (frame.termForms?.[t] ?? []).some((form) => terms.has(form));
    const half = (wanted: readonly string[]) =>
      wanted.filter(says).length >= Math.min(wanted.length, Math.max(1, Math.ceil(wanted.length / 2)));
    // A question of several parts is on the subject where a source answers one of them ("and has a
    // warning ever saved lives?": the eruption of Pinatubo, forecast in time).
    // A dictionary's headword is held to the whole question ("colours: a flag that shows its
    // nationality" shares two words with "why do other colours show up in autumn").
    // A part answers with two of its words at least: one ("leave", in "some leave the cycle") is a word.
    const answersPart = (part: readonly string[]) =>
      part.filter(says).length >= Math.max(2, Math.ceil(part.length / 2));
    // What is asked of the subject ("its patterns") is no subject: a source must say the subject too
    // (climate change's "weather patterns" say nothing of a kaleidoscope).
    const subject = concept.filter((t) => !(frame.aspectTerms ?? []).includes(t));
    if (subject.length < concept.length && !subject.some(says)) return false;
    return half(concept) || (!headword && (frame.conceptParts ?? []).some(answersPart));
  };
  return {
    byPlace: false,
    kept(title, passages, site) {
      const strict = passages.filter((p) => keeps(title, p, site));
      // An article that speaks on the subject in some passages (climate change's "The greenhouse
      // effect") answers the question's other parts where they use two of its words ("What humans
      // have changed": carbon dioxide and humans). A dictionary's entries stay strict.
      const article =
        site !== DOCUMENT_SITE_NAME && title !== title.toLowerCase() && !isGloss(passages[0]?.text ?? '');
      const kept =
        article && strict.length > 0 && nameTerms.length === 0 && !frame.definition
          ? passages.filter(
              (p) =>
                strict.includes(p) ||
                concept.filter((t) => termsOf(`${p.heading}\n${p.text}`).has(t)).length >= 2,
            )
          : strict;
      // A list under one heading is one whole ("How we observe them": orbits of stars, accretion
      // disks, gravitational waves, images of the shadow): where one item answers, so do the others
      // and their introduction, as their author set them out together.
      const lists = new Set(kept.filter((p) => leadIn(p.heading)).map((p) => listOf(p.heading)));
      const withLists = article
        ? passages.filter((p) => kept.includes(p) || (p.heading !== '' && lists.has(listOf(p.heading))))
        : kept;
      // An article half of whose sections answer is on the subject throughout: the water cycle's
      // "Runoff, infiltration and groundwater" says where the rain goes in other words than the question's.
      // A short page (a few passages) is judged passage by passage.
      // Counted by section (a list's items are one), so one long list does not make a whole article.
      const sections = (ps: readonly Passage[]) => new Set(ps.map((p) => listOf(p.heading))).size;
      const throughout =
        article &&
        nameTerms.length === 0 &&
        passages.length >= MIN_ARTICLE_PASSAGES &&
        sections(withLists) * 2 >= sections(passages);
      if (throughout) return [...passages];
      if (!frame.definition || nameTerms.length > 0) return withLists;
      // A source that names the whole concept explains it in the part around that mention
      // ("Replication and mutation"), not only in the one sentence that names it.
      const headings = new Set(withLists.map((p) => p.heading));
      return passages.filter((p) => withLists.includes(p) || (p.heading !== '' && headings.has(p.heading)));
    },
    docSubject,
    placeOrder: () => 0,
    ownEntry(title, text) {
      const words = new Set(analyze(title));
      const same = (terms: readonly string[]) =>
        terms.length > 0 && terms.length === words.size && hasAll(words, terms);
      if (nameTerms.some(same) || same(concept)) return true;
      // A dictionary's headword (lower case) that is one of the concept's words, whose entry says
      // another of them: "hole" for what is inside a black hole says none ("an opening into …").
      if (text === undefined || title !== title.toLowerCase() || words.size === 0) return false;
      const said = termsOf(text);
      return (
        [...words].every((t) => concept.includes(t)) && concept.some((t) => !words.has(t) && said.has(t))
      );
    },
    thingEntry: () => false,
    answers(kept) {
      if (kept.length === 0 || !yearsFound(frame, kept)) return false;
      // Several names asked together ("the Atlantis colony on Mars") must meet in one source.
      if (nameTerms.length < 2 || frame.compares) return true;
      return kept.some((k) => namesIn(termsOf(`${k.title}\n${k.passage.heading}\n${k.passage.text}`)) >= 2);
    },
  };
}

/** Passages an article has at least to be judged as a whole (on-subject throughout). */
const MIN_ARTICLE_PASSAGES = 4;

/** "How we observe them: Orbits of stars": a list item's lead-in under its heading (passages.ts). */
const LEAD_IN = /^(.+?): /u;
const leadIn = (heading: string) => LEAD_IN.test(heading);
/** The heading a list item's passage sits under: its list ("How we observe them"). */
const listOf = (heading: string) => LEAD_IN.exec(heading)?.[1] ?? heading;

/**
 * A question naming a year ("in 2031") is answered only by evidence that names it, in its text or
 * where its source or section says it once for all below ("Annual report 2025").
 */
function yearsFound(frame: QuestionFrame, kept: readonly { title: string; passage: Passage }[]): boolean {
  if (frame.years.length === 0) return true;
  return kept.some((k) =>
    frame.years.some((year) => `${k.title}\n${k.passage.heading}\n${k.passage.text}`.includes(year)),
  );
}

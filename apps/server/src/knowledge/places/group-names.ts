import type { PlaceMention } from './gazetteer.js';

/**
 * A group of people after its demonym: "Russian minorities", "the Chinese community", "Turkish
 * speakers", "descended from Indian labourers", "of African ancestry".
 */
const GROUP_AFTER =
  /^\s+(?:ethnic\s+)?(?:minorit(?:y|ies)|communit(?:y|ies)|speakers|diaspora|immigrants?|migrants?|settlers|expatriates|refugees|descent|origin|ancestry|heritage|labou?rers|workers|slaves)\b|^\s+(?:people\s+)?(?:who\s+)?(?:liv(?:e|es|ing)|settled)\s+in\b/iu;
/**
 * "ethnic Russians in Estonia", "what percent of Malaysia is Chinese": a demonym after "ethnic", or
 * said of a share of another place, names a group too.
 */
const GROUP_BEFORE =
  /\bethnic\s+$|\b(?:percent(?:age)?|share|proportion|how many|how much)\b.*\b(?:is|are)\s+$/iu;

/** Minorities asked for before they are named: "Which minorities live there, I mean the Hungarians …". */
const MINORITIES_BEFORE = /\b(?:minorit(?:y|ies)|ethnic groups?|communit(?:y|ies))\b[^.?!]*$/iu;

/**
 * The places a question asks about, without a demonym that names a group of people living in another
 * place it names: "How large are the Russian minorities in Estonia and Latvia?" asks about Estonia
 * and Latvia (their ethnic groups), not Russia; so does "… in the Baltic states, how big are their
 * Russian minorities" (`namesRegion`: the region's places are the homes). A question naming no
 * other place keeps it ("Russian speakers" alone are Russia's).
 */
export function withoutGroupsElsewhere(
  text: string,
  mentions: readonly PlaceMention[],
  namesRegion = false,
): PlaceMention[] {
  // Named by its people ("the Hungarians"), not by its own name ("Hungary"), after minorities asked.
  const people = (m: PlaceMention) => !m.place.name.toLowerCase().includes(m.text.toLowerCase());
  const group = (m: PlaceMention) =>
    GROUP_AFTER.test(text.slice(m.index + m.text.length)) ||
    GROUP_BEFORE.test(text.slice(0, m.index)) ||
    (people(m) && MINORITIES_BEFORE.test(text.slice(0, m.index)));
  const groups = mentions.filter(group);
  const homes = mentions.filter((m) => !group(m) && !groups.some((g) => g.place === m.place));
  return groups.length > 0 && (homes.length > 0 || namesRegion) ? homes : [...mentions];
}

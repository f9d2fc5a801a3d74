import { decodeHTML } from 'entities';

/**
 * The Factbook's values as a reader sees them. The final edition writes HTML inside its texts
 * ("Bras&iacute;lia", "rockslides <br><br><strong>volcanism:</strong> …"); the 2015 edition joined
 * parts with " ++ ". Both become plain text whose parts are joined by "; " (or ": " after a part that
 * announces a list, "per US dollar -").
 */
export function cleanText(raw: string): string {
  const text = decodeHTML(raw.replace(/<(?:br|p)\s*\/?>|<\/p>|\+\+/giu, '\u0001').replace(/<[^>]*>/gu, ''));
  let out = '';
  for (const part of text.split('\u0001')) {
    // "643,801 sq km ; 551,500 sq km": a space the data puts before a semicolon or comma is dropped.
    const piece = part
      .replace(/[\s\u00a0]+/gu, ' ')
      .replace(/ (?=[;,])/gu, '')
      .trim();
    if (!piece) continue;
    if (!out) out = piece;
    else if (/(?:\s-|:)$/u.test(out)) out = `${out.replace(/\s*[-:]$/u, '')}: ${piece}`;
    // Paragraphs of prose ("… in 1963.</p> Jomo Kenyatta …") read on as sentences.
    else if (/[.!?]$/u.test(out) && /^\p{Lu}/u.test(piece)) out = `${out} ${piece}`;
    else out = `${out.replace(/[;,]$/u, '')}; ${piece}`;
  }
  return out;
}

/** "NA", "NA%", "NA bbl/day (2014 est.)": the Factbook's "not available", which says nothing. */
export function isNotAvailable(value: string): boolean {
  return /^NA(?:%|\s|$)/u.test(value) && !/\d/u.test(value.replace(/\([^)]*\)/gu, ''));
}

/**
 * The Factbook's marks of where a shared river rises and ends ("Amazon river mouth (shared with Peru
 * [s])", "; note: [s] after country name indicates river source …"): a reader would take "[s]" for a
 * citation, so a river reads "Amazon (shared with Peru)".
 */
const withoutRiverMarks = (value: string) =>
  value
    .replace(/;?\s*note:\s*\[s\] after country name indicates river source.*$/u, '')
    .replace(/\s*\[[sm]\]/gu, '')
    .replace(/\s+river (?:mouth|source)\b/gu, '');

/** Cleaned text of a value; undefined when it has no words or is "not available". */
export function usableText(text: unknown): string | undefined {
  const value = typeof text === 'string' ? withoutRiverMarks(cleanText(text)) : '';
  return value && !isNotAvailable(value) ? value : undefined;
}

/** Roman numerals of a ruler's name ("HARALD V", "CARL XVI GUSTAF") stay as written. */
const ROMAN = /^[IVXL]+$/u;
/** Capitals that are not a surname: abbreviations a name line may hold ("US", "PRC", "NATO"). */
const ABBREVIATIONS = new Set(['US', 'USA', 'UK', 'EU', 'UN', 'UAE', 'NATO', 'OAS', 'AU', 'ASEAN']);
const isAbbreviation = (word: string) => ABBREVIATIONS.has(word) || !/[AEIOUY]/u.test(word);

/**
 * "Prime Minister Jonas Gahr STORE", "King HARALD V", "Bart DE WEVER": the Factbook writes surnames
 * in capitals. A reader is shown "Jonas Gahr Store", "King Harald V", "Bart De Wever". For values
 * that name office holders only: elsewhere capitals are abbreviations.
 */
export function readableNames(value: string): string {
  // Bounded by letters, not by \b, which ends an ASCII word before "Í": "JERÍ" is one surname.
  return value.replace(/(?<!\p{L})\p{Lu}[\p{Lu}'’-]*\p{Lu}(?!\p{L})/gu, (word) => {
    if (ROMAN.test(word) || isAbbreviation(word)) return word;
    return word
      .toLowerCase()
      .replace(/(^|[-'’])(\p{Ll})/gu, (_, before: string, letter: string) => before + letter.toUpperCase());
  });
}

/** A figure read from a value: "$507.68 billion (2024 est.)" → 507.68e9 US dollars in 2024. */
export interface Figure {
  number: number;
  /** "sq km", "%", "years", "km", "US dollars", "people"… or '' when none follows. */
  unit: string;
  year?: number;
}

const SCALES: Readonly<Record<string, number>> = {
  thousand: 1e3,
  million: 1e6,
  billion: 1e9,
  trillion: 1e12,
};

/**
 * The figure a value opens with; undefined for one that opens with words ("Oslo", "temperate …").
 * Its year is the estimate's ("(2024 est.)") or a series entry's.
 */
export function figureOf(value: string): Figure | undefined {
  const match =
    /^(?:about\s+|approximately\s+)?(?<sign>-)?(?<dollar>\$)?(?<n>\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?)(?<rest>.*)$/su.exec(
      value.trim(),
    );
  if (!match?.groups) return undefined;
  const { sign, dollar, n = '', rest = '' } = match.groups;
  let number = Number(n.replace(/,/gu, '')) * (sign ? -1 : 1);
  let tail = rest.trim();
  const scale = /^(thousand|million|billion|trillion)\b/u.exec(tail)?.[1];
  if (scale) {
    number *= SCALES[scale]!;
    tail = tail.slice(scale.length).trim();
  }
  const unit = dollar ? 'US dollars' : unitOf(tail);
  const year = /\((?:[^()]*?\b)?((?:19|20)\d\d)\b[^()]*\)/u.exec(tail)?.[1];
  return { number, unit, ...(year ? { year: Number(year) } : {}) };
}

/** "% (2024 est.)" → "%"; "sq km" → "sq km"; "years" → "years"; "(2024 est.)" → "". */
function unitOf(tail: string): string {
  if (tail.startsWith('%')) return '%';
  const words = /^([a-z][a-z./ ]*?)(?=\s*(?:\(|;|,|$))/u.exec(tail)?.[1]?.trim() ?? '';
  return words.split(' ').length <= 3 ? words : '';
}

/** The year a value names as its estimate or census: "(2024 est.)", "(2021 census)" → 2024, 2021. */
export function yearOf(value: string): number | undefined {
  const year = /\((?:[^()]*?\b)?((?:19|20)\d\d)\b(?:\s*(?:est|census|data)\b)?[^()]*\)/u.exec(value)?.[1];
  return year ? Number(year) : undefined;
}

/** One year of a yearly series: "58.5%" in 2024. */
export interface SeriesEntry {
  value: string;
  year: number;
}

/** "58.5% (2024 est.)", "32.806 Turkish liras (TRY) per US dollar (2024 est.)": an amount and its year. */
const SERIES_ENTRY = /^(?<value>.+?)\s*\((?<year>(?:19|20)\d\d)(?:\s+est\.)?\)$/u;

/**
 * The years of a series value ("58.5% (2024 est.); 53.9% (2023 est.)"), oldest first; undefined
 * unless it holds two or more amounts, each of one year.
 */
export function seriesOf(text: string): SeriesEntry[] | undefined {
  const parts = text.split(/;\s*/u);
  if (parts.length < 2) return undefined;
  const entries: SeriesEntry[] = [];
  for (const part of parts) {
    const found = SERIES_ENTRY.exec(part.trim())?.groups;
    if (!found?.value || !found.year || !figureOf(found.value)) return undefined;
    entries.push({ value: found.value, year: Number(found.year) });
  }
  return entries.sort((a, b) => a.year - b.year);
}

/** A unit of three words or more, said once, after the last amount ("… per US dollar"). */
const LONG_UNIT = /^[-$]?[\d,.]+%?\s+(?<unit>\S+(?:\s+\S+){2,})$/u;

/**
 * A series as a sentence says it, oldest first: "72.3% in 2022, 53.9% in 2023 and 58.5% in 2024";
 * a long unit shared by every amount once, at the end ("64.738 in 2019 … and 85.162 Russian rubles
 * (RUB) per US dollar in 2023").
 */
export function seriesPhrase(entries: readonly SeriesEntry[]): string {
  const units = new Set(entries.map((e) => LONG_UNIT.exec(e.value)?.groups?.unit));
  const [unit] = units;
  const shared = units.size === 1 && unit !== undefined;
  const said = entries.map((e, i) => {
    const value = shared && i < entries.length - 1 ? e.value.slice(0, -unit.length).trim() : e.value;
    return `${value} in ${e.year}`;
  });
  return said.length === 1 ? said[0]! : `${said.slice(0, -1).join(', ')} and ${said.at(-1)}`;
}

/**
 * A question that asks for a measure in other units than the sources state it in: "the area of France
 * in square miles", "how tall is Everest in feet". The Factbook is metric; a reader who asks in miles
 * is given the stated figure, cited as the source wrote it, then the amounts converted in a sentence
 * of their own ("That is about 248,573 sq mi."): computed, so uncited and said with "about".
 */
export interface Conversion {
  /** The question's words for the unit. */
  readonly asked: RegExp;
  /** The unit as the sources write it after a figure. */
  readonly stated: RegExp;
  readonly factor: number;
  /** The unit as a converted amount is written. */
  readonly unit: string;
}

/** An amount with its unit: "643,801 sq km", "8,849 m", "1,224 km". */
const AMOUNT = String.raw`(?<![\d.,])(\d{1,3}(?:,\d{3})+|\d+)(\.\d+)?\s?`;

const CONVERSIONS: readonly Conversion[] = [
  {
    asked: /\b(?:square miles?|sq\.? ?mi(?:les?)?)\b/iu,
    stated: new RegExp(`${AMOUNT}sq km\\b`, 'gu'),
    factor: 0.386102,
    unit: 'sq mi',
  },
  {
    asked: /\bacres?\b/iu,
    stated: new RegExp(`${AMOUNT}sq km\\b`, 'gu'),
    factor: 247.105,
    unit: 'acres',
  },
  {
    // Not "square miles" (an area) nor "nautical miles" (the sea claims are stated in them).
    asked: /(?<!\b(?:square|sq\.?|nautical)\s)\bmiles?\b/iu,
    stated: new RegExp(`${AMOUNT}km\\b`, 'gu'),
    factor: 0.621371,
    unit: 'mi',
  },
  {
    asked: /\b(?:feet|ft)\b/iu,
    stated: new RegExp(`${AMOUNT}m\\b(?![²³])`, 'gu'),
    factor: 3.28084,
    unit: 'ft',
  },
];

/** The conversions a question asks for: none when it asks in the sources' own units, or in none. */
export function conversionsAsked(question: string): readonly Conversion[] {
  return CONVERSIONS.filter((c) => c.asked.test(question));
}

/** "248572.6" → "248,573"; small amounts keep a decimal ("3.7"). */
function amount(value: number): string {
  const digits = value >= 100 ? 0 : 1;
  return value.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: 0 });
}

/** Amounts a converted sentence names at most; past that the figures are a table, not a sentence. */
const MAX_AMOUNTS = 4;

/**
 * The amounts the text states, in the units asked: "That is about 248,573 sq mi and 212,935 sq mi.";
 * undefined when it states none in the units converted from, or too many to read in one sentence.
 */
export function inUnitsAsked(text: string, conversions: readonly Conversion[]): string | undefined {
  const amounts = conversions.flatMap((c) =>
    [...text.matchAll(c.stated)].map((m) => {
      const value = Number(`${m[1]!.replace(/,/gu, '')}${m[2] ?? ''}`) * c.factor;
      return `${amount(value)} ${c.unit}`;
    }),
  );
  const distinct = [...new Set(amounts)];
  if (distinct.length === 0 || distinct.length > MAX_AMOUNTS) return undefined;
  const listed =
    distinct.length === 1 ? distinct[0] : `${distinct.slice(0, -1).join(', ')} and ${distinct.at(-1)}`;
  return `That is about ${listed}.`;
}

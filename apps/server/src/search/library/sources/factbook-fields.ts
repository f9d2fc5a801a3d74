import { z } from 'zod';

/** A text node of the data: a few are `null` (an entry that has a map but no words). */
const textSchema = z.string().nullable().optional();
const subfieldSchema = z.object({ text: textSchema });
/** A field: its own text and/or named subfields ("Area" → total, land, water). */
const fieldSchema = z.object({ text: textSchema }).catchall(subfieldSchema);
/** A category ("Economy"): fields by name, in the Factbook's order. */
export const categorySchema = z.record(z.string(), fieldSchema);

/** A field as parsed (written out: the inferred type cannot say that only `text` is a string). */
export interface FactbookField {
  text?: string | null;
  [subfield: string]: { text?: string | null } | string | null | undefined;
}
export type FactbookCategory = Record<string, FactbookField>;

/** Separates a field from its subfield in a paragraph label: "Area — total: 756,102 sq km". */
export const SUBFIELD_SEPARATOR = ' — ';

/**
 * Readable form of a value. The data joins yearly figures and list items with " ++ " ("1.8% (2014 est.)
 * ++ 4.3% (2013 est.)"); they become "; ", except after a part that announces a list ("per US dollar -"),
 * which gets a colon.
 */
export function cleanValue(raw: string): string {
  let out = '';
  for (const part of raw.split('++')) {
    const piece = part.replace(/\s+/g, ' ').trim();
    if (!piece) continue;
    if (!out) out = piece;
    else if (/(?:\s-|:)$/.test(out)) out = `${out.replace(/\s*[-:]$/, '')}: ${piece}`;
    else out = `${out}; ${piece}`;
  }
  return out;
}

/** "NA", "NA%", "NA bbl/day (2014 est.)": the Factbook's "not available", which says nothing. */
function isNotAvailable(value: string): boolean {
  return /^NA(?:%|\s|$)/.test(value) && !/\d/.test(value.replace(/\([^)]*\)/g, ''));
}

/** Cleaned text of a field or subfield; undefined when it has no words or is "not available". */
function usableText(text: string | null | undefined): string | undefined {
  const value = typeof text === 'string' ? cleanValue(text) : '';
  return value && !isNotAvailable(value) ? value : undefined;
}

/** The field's own text, cleaned; undefined when it has none. */
export function fieldText(field: FactbookField | undefined): string | undefined {
  return usableText(field?.text);
}

/** The field's subfields that have words, cleaned, in order: [["total", "756,102 sq km"], …]. */
export function subfieldTexts(field: FactbookField): [string, string][] {
  const found: [string, string][] = [];
  for (const [name, sub] of Object.entries(field)) {
    if (name === 'text' || typeof sub !== 'object' || sub === null) continue;
    const value = usableText(sub.text);
    if (value) found.push([name, value]);
  }
  return found;
}

/**
 * One paragraph per value of a field: "Climate: temperate…" for its own text, then "Area — total: …"
 * per subfield. Empty values are left out, so a field without words gives nothing.
 */
export function fieldParagraphs(label: string, field: FactbookField): string[] {
  const paragraphs: string[] = [];
  const own = fieldText(field);
  if (own) paragraphs.push(`${label}: ${own}`);
  for (const [name, value] of subfieldTexts(field))
    paragraphs.push(`${label}${SUBFIELD_SEPARATOR}${name}: ${value}`);
  return paragraphs;
}

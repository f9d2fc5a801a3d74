/**
 * How the library writes a Factbook profile as text: a document per section titled "Kenya —
 * Government", a paragraph per field "Capital — name: Nairobi". Readers of such text (a source's
 * focus, ranking by section) find their way in it through these two.
 */

/** Separates a field from its subfield in a paragraph label: "Area — total: 756,102 sq km". */
export const SUBFIELD_SEPARATOR = ' — ';

/**
 * The label of a subfield's paragraph: "Area — total"; a subfield named like its field ("Languages"
 * of Languages) is the field's own line, "Languages".
 */
export const subfieldLabel = (label: string, sub: string): string =>
  sub.toLowerCase() === label.toLowerCase() ? label : `${label}${SUBFIELD_SEPARATOR}${sub}`;

/** "Capital — name: Nairobi" → its label and value; undefined for a sentence that is no field. */
export function labelledField(text: string): { label: string; value: string } | undefined {
  const match = /^(\p{Lu}[^:.;!?]{1,80}?):\s+(.+)$/su.exec(text.trim());
  if (!match?.[1] || !match[2]) return undefined;
  return { label: match[1], value: match[2] };
}

/** What a profile section's document is about, from its title: "Kenya — Government" → Kenya, Government. */
export function entityOfTitle(title: string): { entity: string; section: string } | undefined {
  const [entity, section] = title.split(/\s+—\s+/u);
  return entity && section ? { entity, section } : undefined;
}

import { SUBFIELD_SEPARATOR } from '../knowledge/factbook/paragraphs.js';
import { escapeHtml } from './library-html.js';

/** One "Field: value" or "Field — subfield: value" paragraph of a record (a Factbook section). */
interface FieldBlock {
  field: string;
  subfield?: string;
  value: string;
}

/** Field names hold no colon, so the first ": " ends the label (values may have more). */
function parseFieldBlock(block: string | undefined): FieldBlock | undefined {
  const colon = block?.indexOf(': ') ?? -1;
  if (!block || colon <= 0) return undefined;
  const label = block.slice(0, colon);
  const value = block.slice(colon + 2);
  const split = label.indexOf(SUBFIELD_SEPARATOR);
  if (split < 0) return { field: label, value };
  return {
    field: label.slice(0, split),
    subfield: label.slice(split + SUBFIELD_SEPARATOR.length),
    value,
  };
}

const labelled = (label: string, value: string): string =>
  `<p><strong>${escapeHtml(label)}:</strong> ${escapeHtml(value)}</p>`;

/**
 * HTML of a record's field paragraphs: a field with one value is one paragraph with its name in bold;
 * a field with several ("Area" → total, land, water) gets a small heading with one paragraph per value.
 * Every piece of text is escaped.
 */
export function renderFieldBlocks(blocks: readonly string[]): string {
  const html: string[] = [];
  let heading: string | undefined;
  blocks.forEach((block, i) => {
    const parsed = parseFieldBlock(block);
    if (!parsed) {
      html.push(`<p>${escapeHtml(block)}</p>`);
      heading = undefined;
      return;
    }
    const { field, subfield, value } = parsed;
    if (subfield === undefined && parseFieldBlock(blocks[i + 1])?.field !== field) {
      html.push(labelled(field, value));
      heading = undefined;
      return;
    }
    if (heading !== field) html.push(`<h3>${escapeHtml(field)}</h3>`);
    heading = field;
    html.push(subfield === undefined ? `<p>${escapeHtml(value)}</p>` : labelled(subfield, value));
  });
  return html.join('\n');
}

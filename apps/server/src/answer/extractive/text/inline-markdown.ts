const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  ndash: '–',
  mdash: '—',
  hellip: '…',
};

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/giu, (whole, name: string) => {
    if (name.startsWith('#')) {
      const code =
        name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      return code > 31 && code < 0x110000 ? String.fromCodePoint(code) : ' ';
    }
    return ENTITIES[name.toLowerCase()] ?? whole;
  });
}

/** Removes `[12]`, `[1, 3]`, `[^2]`, `[citation needed]`… (not link texts like `[1](url)`). */
function stripReferenceMarkers(text: string): string {
  if (!text.includes('[')) return text;
  return text
    .replace(/\[\^?[\d\s,–-]+\](?!\()/gu, '')
    .replace(/\[(?:citation needed|edit|note \d+|update)\]/giu, '');
}

/**
 * Turns one block of inline markdown/HTML into plain prose: images and bare URLs go, links keep their text,
 * emphasis markers and tags go, and the source's own reference markers (`[12]`, `[citation needed]`, `[^3]`)
 * go so they can never be mistaken for our `[n]` citations. Inline code keeps its backticks when balanced.
 */
export function cleanInline(text: string): string {
  let out = stripReferenceMarkers(text);
  // Each rewrite is guarded by a cheap substring test: most prose has none of these constructs.
  if (out.includes('![')) out = out.replace(/!\[[^\]]*\](?:\([^)]*\)|\[[^\]]*\])/gu, ' ');
  if (out.includes('](')) out = out.replace(/\[([^\]]*)\]\((?:[^()]|\([^)]*\))*\)/gu, '$1');
  if (out.includes('][')) out = out.replace(/\[([^\]]+)\]\[[^\]]*\]/gu, '$1');
  if (out.includes('<')) {
    out = out
      .replace(/<(?:https?|mailto):[^>\s]*>/giu, ' ')
      .replace(/<\/?[a-z][^<>]*>/giu, ' ')
      .replace(/<!--[\s\S]*?-->/gu, ' ');
  }
  if (out.includes('&')) out = decodeEntities(out);
  if (out.includes('://')) out = out.replace(/https?:\/\/\S+/giu, ' ');
  if (out.includes('\\')) out = stripReferenceMarkers(out.replace(/\\([\\`*_{}[\]()#+\-.!|>~])/gu, '$1'));
  if (/[*_~]/u.test(out)) {
    out = out
      .replace(/(\*\*|__|~~)(?=\S)([\s\S]*?\S)\1/gu, '$2')
      .replace(/(^|[\s(])[*_](?=\S)([^*_]*?\S)[*_](?=[\s).,;:!?]|$)/gu, '$1$2')
      .replace(/[*_~]{2,}/gu, '');
  }
  if (out.includes('`') && (out.match(/`/gu)?.length ?? 0) % 2 === 1) out = out.replace(/`/gu, '');
  return out.replace(/\s+/gu, ' ').trim();
}

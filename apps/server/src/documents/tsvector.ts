/** How often a lexeme occurs in a passage's vector: in its title part (weight A) and in its body. */
export interface LexemeCount {
  title: number;
  body: number;
}

const ENTRY = /'((?:[^']|'')+)'(?::([0-9A-D,]+))?/g;

/**
 * Reads PostgreSQL's text form of a tsvector (`'river':3,7A 'delta':5`) into counts per lexeme.
 * Positions weighted A are the document's name and heading (see migration 009); unweighted (D) are
 * the passage's text. A lexeme without positions (a stripped vector) counts once.
 */
export function parseTsvector(text: string): Map<string, LexemeCount> {
  const counts = new Map<string, LexemeCount>();
  for (const match of text.matchAll(ENTRY)) {
    const lexeme = match[1]!.replace(/''/g, "'");
    const count = { title: 0, body: 0 };
    const positions = match[2]?.split(',') ?? ['1'];
    for (const position of positions) {
      if (position.endsWith('A')) count.title++;
      else count.body++;
    }
    counts.set(lexeme, count);
  }
  return counts;
}

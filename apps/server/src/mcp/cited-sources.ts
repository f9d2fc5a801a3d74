/** A numbered source as tools return it. */
export interface NumberedSource {
  n: number;
  title: string;
  url: string;
}

/** The numbers an answer's `[n]` and `[n, m]` markers cite. */
function citedNumbers(text: string): Set<number> {
  const cited = new Set<number>();
  for (const [, list] of text.matchAll(/\[(\d+(?:\s*,\s*\d+)*)\]/g))
    for (const n of (list ?? '').split(',')) cited.add(Number(n.trim()));
  return cited;
}

/** The sources an answer cites, by their numbers; all of them when it cites none (nothing is hidden). */
export function citedSources(text: string, sources: readonly NumberedSource[]): NumberedSource[] {
  const cited = citedNumbers(text);
  const kept = sources.filter((s) => cited.has(s.n));
  return kept.length > 0 ? kept : [...sources];
}

/** The sources as a Markdown list after an answer (empty when there are none). */
export function sourcesText(sources: readonly NumberedSource[]): string {
  if (sources.length === 0) return '';
  return `\n\nSources:\n${sources.map((s) => `[${s.n}] ${s.title} — ${s.url}`).join('\n')}`;
}

/**
 * How much one amount is of another, as a sentence's closing phrase: ", about twice as much",
 * ", about 3.4 times as much" (", about 12 times as much" from ten on). Empty below half again as
 * much, or for amounts that cannot be compared. The report writer says it and the citation check
 * recomputes it, so both round the same way.
 */
export function ratioPhrase(top: number, bottom: number): string {
  const ratio = top / bottom;
  if (!(bottom > 0) || ratio < 1.5) return '';
  if (ratio < 2.1 && ratio >= 1.9) return ', about twice as much';
  // "About 3,936,353 times as much" is a precision no reader wants: past a hundred, its order is enough.
  if (ratio >= 1_000) return ', over a thousand times as much';
  if (ratio >= 100) return ', over a hundred times as much';
  const rounded =
    ratio >= 10 ? Math.round(ratio).toLocaleString('en') : ratio.toFixed(1).replace(/\.0$/u, '');
  return `, about ${rounded} times as much`;
}

/** A display formula's card (math.tsx), shared with the card of a formula still arriving. */
export const FORMULA_CARD =
  'my-4 flex justify-center overflow-x-auto rounded-xl border border-border bg-card px-4 py-3 shadow-xs';

/**
 * A display formula whose closing `$$` has not arrived yet, at the end of a streaming answer: its
 * LaTeX so far, quietly, in the card it will be typeset in (see lib/math `splitOpenFormula`).
 * Neither KaTeX nor the markdown parser runs on it until it is whole.
 */
export function OpenFormula({ latex }: { latex: string }) {
  return (
    <div className={FORMULA_CARD} aria-busy="true" data-open-formula="">
      <pre className="font-mono text-xs leading-5 whitespace-pre-wrap text-muted-foreground">{latex}</pre>
    </div>
  );
}

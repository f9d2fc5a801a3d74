import { useEffect, type ReactNode } from 'react';
import { FORMULA_CARD } from './open-formula';

/**
 * User-facing text of a failed formula (SPEC §5): KaTeX parse errors show 'LaTeX Error:' and the
 * formula; any other failure shows 'Error: <message>'.
 */
export function mathErrorText(error: string, source: string): string {
  if (error.startsWith('ParseError')) return `LaTeX Error: ${source}`;
  return error.startsWith('Error:') ? error : `Error: ${error}`;
}

function useWarnOnError(error: string | undefined, source: string) {
  useEffect(() => {
    if (error) console.warn('LaTeX Error', { formula: source, error });
  }, [error, source]);
}

/** A display formula: a centred card, or a red 'LaTeX Error' box when it failed. */
export function MathBlock({
  error,
  source,
  children,
}: {
  error?: string;
  source: string;
  children: ReactNode;
}) {
  useWarnOnError(error, source);
  if (error) {
    return (
      <div
        role="alert"
        className="my-4 rounded-xl border border-destructive/40 bg-destructive/10 px-4 py-3 text-sm"
      >
        <p className="font-semibold text-destructive">LaTeX Error</p>
        <pre className="mt-1 font-mono text-xs whitespace-pre-wrap text-destructive/90">{source}</pre>
        <p className="mt-1 text-xs text-muted-foreground">{mathErrorText(error, source)}</p>
      </div>
    );
  }
  return <div className={`${FORMULA_CARD} [&_.katex-display]:m-0`}>{children}</div>;
}

/** An inline formula as a chip; a failed one shows its error text inline. */
export function MathInline({
  error,
  source,
  children,
}: {
  error?: string;
  source: string;
  children: ReactNode;
}) {
  useWarnOnError(error, source);
  if (error) {
    return (
      <span className="rounded bg-destructive/10 px-1 font-mono text-[0.85em] text-destructive">
        {mathErrorText(error, source)}
      </span>
    );
  }
  return (
    <span className="mx-0.5 inline-block rounded-md bg-muted px-1.5 py-0.5 align-middle">{children}</span>
  );
}

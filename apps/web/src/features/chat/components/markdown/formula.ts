import katex from 'katex';

export type RenderedFormula = { html: string; error?: undefined } | { html?: undefined; error: string };

/** Formulas kept rendered: a streamed answer re-renders its last block many times, formulas included. */
const MAX_CACHED = 500;
const cache = new Map<string, RenderedFormula>();

/**
 * One formula rendered by KaTeX to HTML, or its error text ('ParseError: KaTeX parse error: …').
 * KaTeX builds the markup itself from the LaTeX (`trust: false`: no \href, \url, \htmlClass…), so it
 * holds no text of the answer as HTML; inserting it directly skips turning hundreds of spans into
 * React elements on every render. Cached by source, so a formula is typeset once per page.
 */
export function renderFormula(source: string, display: boolean): RenderedFormula {
  const key = `${display ? 'D' : 'I'}${source}`;
  const cached = cache.get(key);
  if (cached) return cached;
  let rendered: RenderedFormula;
  try {
    rendered = {
      html: katex.renderToString(source, {
        displayMode: display,
        throwOnError: true,
        trust: false,
        strict: 'ignore',
      }),
    };
  } catch (error) {
    rendered = { error: error instanceof Error ? error.toString() : `Error: ${String(error)}` };
  }
  if (cache.size >= MAX_CACHED) cache.delete(cache.keys().next().value!);
  cache.set(key, rendered);
  return rendered;
}

import { escapeHtml } from './library-html.js';

const STYLE = `
  :root { color-scheme: light dark; --fg: #1f2328; --muted: #59636e; --bg: #ffffff; --code: #f6f8fa; --link: #0969da; }
  @media (prefers-color-scheme: dark) { :root { --fg: #e6edf3; --muted: #9198a1; --bg: #0d1117; --code: #161b22; --link: #4493f8; } }
  body { margin: 0; background: var(--bg); color: var(--fg); font: 16px/1.6 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; }
  main { max-width: 56rem; margin: 0 auto; padding: 1.5rem 1.25rem 4rem; }
  a { color: var(--link); }
  h1, h2, h3, h4 { line-height: 1.3; margin: 2rem 0 .5rem; scroll-margin-top: 1rem; }
  :target { background: var(--code); border-radius: .25rem; }
  p { margin: 0 0 1rem; } p.lines { white-space: pre-line; }
  pre { margin: 0 0 1rem; padding: .75rem 1rem; background: var(--code); border-radius: .5rem;
    white-space: pre-wrap; overflow-wrap: anywhere; font: 13.5px/1.55 ui-monospace, SFMono-Regular, Menlo, monospace; }
`;

/** A heading's anchor as GitHub makes it: lower case, punctuation dropped, spaces as dashes. */
export function headingAnchor(text: string): string {
  return text
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

/** A block of text lines between blank lines: a table stays aligned, a list keeps its lines. */
function textBlock(lines: readonly string[]): string {
  const body = escapeHtml(lines.join('\n'));
  if (lines.every((line) => line.trimStart().startsWith('|'))) return `<pre>${body}</pre>`;
  if (/^\s*([-*+]|\d+[.)])\s/.test(lines[0] ?? '')) return `<p class="lines">${body}</p>`;
  return `<p>${escapeHtml(lines.map((line) => line.trim()).join(' '))}</p>`;
}

/**
 * The README as a script-free page: headings as headings with GitHub's anchors (so the app can link
 * to a section), code blocks and tables as preformatted text, paragraphs as paragraphs, all of it
 * the Markdown source text, escaped. Not a Markdown renderer: nothing in it can become markup.
 */
export function renderReadmePage(markdown: string): string {
  const blocks: string[] = [];
  const seen = new Map<string, number>();
  let lines: string[] = [];
  let code: string[] | null = null;
  const flush = () => {
    if (lines.length > 0) blocks.push(textBlock(lines));
    lines = [];
  };
  for (const line of markdown.split('\n')) {
    if (/^\s*(```|~~~)/.test(line)) {
      if (code) blocks.push(`<pre>${escapeHtml(code.join('\n'))}</pre>`);
      else flush();
      code = code ? null : [];
      continue;
    }
    if (code) {
      code.push(line);
      continue;
    }
    const heading = /^(#{1,4})\s+(.+?)\s*#*$/.exec(line);
    if (!heading) {
      if (line.trim() === '') flush();
      else lines.push(line);
      continue;
    }
    flush();
    const [, marks = '#', title = ''] = heading;
    const base = headingAnchor(title);
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    const id = count === 0 ? base : `${base}-${count}`;
    blocks.push(`<h${marks.length} id="${escapeHtml(id)}">${escapeHtml(title)}</h${marks.length}>`);
  }
  flush();
  if (code) blocks.push(`<pre>${escapeHtml(code.join('\n'))}</pre>`);
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>README · Pardus</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<nav><a href="/">← Back to Pardus</a></nav>
${blocks.join('\n')}
</main>
</body>
</html>
`;
}

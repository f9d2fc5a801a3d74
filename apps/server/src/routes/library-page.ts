import { renderFieldBlocks } from './library-fields.js';
import { escapeHtml } from './library-html.js';

const KIND_LABELS: Record<string, string> = {
  markdown: 'Library document',
  html: 'Library document',
  text: 'Library document',
  wordnet: 'WordNet dictionary entry',
  dictd: 'Dictionary entry',
  factbook: 'CIA World Factbook',
};

const STYLE = `
  :root { color-scheme: light dark; --fg: #1f2328; --muted: #59636e; --bg: #ffffff; --link: #0969da; }
  @media (prefers-color-scheme: dark) { :root { --fg: #e6edf3; --muted: #9198a1; --bg: #0d1117; --link: #4493f8; } }
  body { margin: 0; background: var(--bg); color: var(--fg);
    font: 17px/1.65 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; }
  main { max-width: 42rem; margin: 0 auto; padding: 2rem 1.25rem 4rem; }
  a { color: var(--link); }
  nav { font-size: .95rem; margin-bottom: 1.5rem; }
  h1 { font-size: 2rem; line-height: 1.25; margin: 0 0 .25rem; }
  .meta { color: var(--muted); font-size: .9rem; margin: 0 0 2rem; }
  h2 { font-size: 1.3rem; line-height: 1.3; margin: 2rem 0 .75rem; }
  h3 { font-size: 1.05rem; line-height: 1.3; margin: 1.5rem 0 .5rem; }
  p { margin: 0 0 1rem; white-space: pre-line; overflow-wrap: anywhere; }
`;

/** Extracted text keeps no markup, but headings are recognisable: one short line without end punctuation. */
function looksLikeHeading(block: string): boolean {
  return block.length <= 80 && !block.includes('\n') && !block.includes('|') && !/[.!?:;,]$/.test(block);
}

/** The page body: a record's "Field: value" paragraphs as fields, other text as paragraphs and headings. */
function renderBody(doc: { title: string; text: string; kind: string }): string {
  const blocks = doc.text
    .split(/\n{2,}/)
    .map((p) => p.trim())
    .filter(Boolean);
  // The first block of an article is usually its title, already shown as <h1>; a Factbook section opens
  // with a "# Chile — Economy (South America)" heading that the title and meta line already say.
  const title = doc.title.trim();
  if (
    blocks[0] === title ||
    blocks[0] === `# ${title}` ||
    (doc.kind === 'factbook' && blocks[0]?.startsWith('# '))
  )
    blocks.shift();
  if (doc.kind === 'factbook') return renderFieldBlocks(blocks);
  const fromDocument = doc.kind === 'markdown' || doc.kind === 'html';
  return blocks
    .map((p) => {
      // A Markdown file's headings keep their "#" marks: "## Where" is a section, "### How" one within it.
      const marked = doc.kind === 'markdown' ? /^(#{1,6})\s+(.*)$/u.exec(p) : null;
      if (marked) {
        const tag = marked[1]!.length <= 2 ? 'h2' : 'h3';
        return `<${tag}>${escapeHtml(marked[2]!)}</${tag}>`;
      }
      return fromDocument && looksLikeHeading(p) ? `<h2>${escapeHtml(p)}</h2>` : `<p>${escapeHtml(p)}</p>`;
    })
    .join('\n');
}

/**
 * A self-contained, script-free reading page for one library document. All text is escaped; the
 * paragraphs are the document's blank-line-separated blocks. The meta line names the kind and source
 * ("WordNet dictionary entry · WordNet 3.1"), or the source and subtitle ("CIA World Factbook · Europe").
 */
export function renderLibraryPage(doc: {
  title: string;
  text: string;
  kind: string;
  sourcePath: string;
  subtitle?: string;
}): string {
  const meta = doc.subtitle
    ? `${doc.sourcePath} · ${doc.subtitle}`
    : `${KIND_LABELS[doc.kind] ?? 'Library document'} · ${doc.sourcePath}`;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(doc.title)} · Pardus library</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<nav><a href="/">← Back to Pardus</a></nav>
<article>
<h1>${escapeHtml(doc.title)}</h1>
<p class="meta">${escapeHtml(meta)}</p>
${renderBody(doc)}
</article>
</main>
</body>
</html>
`;
}

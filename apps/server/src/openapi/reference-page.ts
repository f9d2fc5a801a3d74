import { escapeHtml } from '../routes/library-html.js';

type Json = Record<string, unknown>;

/** A string field of the document, or '' (the document is ours, but its fields are typed unknown). */
const text = (value: unknown): string => (typeof value === 'string' ? value : '');

const STYLE = `body{font:15px/1.5 system-ui,sans-serif;max-width:60rem;margin:2rem auto;padding:0 1rem;color:#1c1917}
h2{margin-top:2.5rem;border-bottom:1px solid #e7e5e4}section{margin:1.5rem 0}code,pre{font:13px ui-monospace,monospace}
pre{background:#f5f5f4;padding:.75rem;overflow:auto;max-height:24rem}.m{font-weight:700;text-transform:uppercase;margin-right:.5rem}
details{margin:.25rem 0}@media(prefers-color-scheme:dark){body{background:#1c1917;color:#e7e5e4}pre{background:#292524}}`;

const block = (label: string, value: unknown) =>
  `<details><summary>${escapeHtml(label)}</summary><pre>${escapeHtml(JSON.stringify(value, null, 2))}</pre></details>`;

function operationHtml(path: string, method: string, operation: Json): string {
  const responses = (operation.responses ?? {}) as Record<string, Json>;
  const body = (operation.requestBody as Json | undefined)?.content as Record<string, Json> | undefined;
  const parts = [
    `<h3><span class="m">${escapeHtml(method)}</span><code>${escapeHtml(path)}</code></h3>`,
    `<p>${escapeHtml(text(operation.summary))}${operation.security ? ' <em>Signed in (bearer token).</em>' : ''}</p>`,
  ];
  for (const [type, media] of Object.entries(body ?? {}))
    parts.push(block(`Request body (${type})`, media.schema));
  for (const [status, response] of Object.entries(responses)) {
    const content = response.content as Record<string, Json> | undefined;
    const [type, media] = Object.entries(content ?? {})[0] ?? [];
    const label = `${status}: ${text(response.description)}`;
    parts.push(type && media ? block(`${label} (${type})`, media.schema) : `<p>${escapeHtml(label)}</p>`);
  }
  return `<section>${parts.join('\n')}</section>`;
}

/**
 * The API reference as one static page: no script, no stylesheet or font from elsewhere, so it
 * works offline and under the app's CSP. Schemas fold open on click (`<details>`).
 */
export function referencePage(document: Json): string {
  const info = document.info as Json;
  const byTag = new Map<string, string[]>();
  for (const [path, methods] of Object.entries(document.paths as Record<string, Record<string, Json>>)) {
    for (const [method, operation] of Object.entries(methods)) {
      const tag = String((operation.tags as string[] | undefined)?.[0] ?? 'other');
      byTag.set(tag, [...(byTag.get(tag) ?? []), operationHtml(path, method, operation)]);
    }
  }
  const sections = [...byTag]
    .map(([tag, items]) => `<h2>${escapeHtml(tag)}</h2>${items.join('\n')}`)
    .join('\n');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(text(info.title))} reference</title><style>${STYLE}</style></head><body>
<h1>${escapeHtml(text(info.title))}</h1><p>${escapeHtml(text(info.description))}</p>
<p>Machine-readable: <a href="/api/openapi.json">/api/openapi.json</a> (OpenAPI ${escapeHtml(text(document.openapi))}).</p>
${sections}</body></html>`;
}

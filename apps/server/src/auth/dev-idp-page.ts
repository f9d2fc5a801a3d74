const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

/** The development sign-in page: one email field and a submit button, no password. */
export function renderSignInPage({ action, error }: { action: string; error?: string }): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Sign in — Pardus development</title>
<style>
  :root { color-scheme: light dark; font-family: system-ui, sans-serif; }
  body { margin: 0; min-height: 100vh; display: grid; place-items: center; background: Canvas; color: CanvasText; }
  main { width: min(92vw, 380px); padding: 2rem; border: 1px solid color-mix(in srgb, CanvasText 15%, transparent); border-radius: 16px; }
  h1 { font-size: 1.25rem; margin: 0 0 .25rem; }
  p { margin: 0 0 1.25rem; opacity: .7; font-size: .9rem; line-height: 1.4; }
  label { display: block; font-size: .85rem; margin-bottom: .4rem; }
  input { box-sizing: border-box; width: 100%; padding: .65rem .75rem; font-size: 1rem; border-radius: 10px; border: 1px solid color-mix(in srgb, CanvasText 25%, transparent); background: Canvas; color: CanvasText; }
  button { margin-top: 1rem; width: 100%; padding: .7rem; font-size: 1rem; border: 0; border-radius: 10px; background: #0f766e; color: white; cursor: pointer; }
  .error { color: #dc2626; font-size: .85rem; margin-top: .5rem; }
</style></head>
<body><main>
  <h1>Sign in to Pardus</h1>
  <p>Development sign-in: no Google account is configured, so any email signs you in. Never used in production.</p>
  <form method="post" action="${escapeHtml(action)}">
    <label for="email">Email</label>
    <input id="email" type="email" name="email" required autofocus autocomplete="email" placeholder="you@example.com">
    ${error ? `<div class="error" role="alert">${escapeHtml(error)}</div>` : ''}
    <button type="submit">Sign in</button>
  </form>
</main></body></html>`;
}

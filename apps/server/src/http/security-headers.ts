import { secureHeaders } from 'hono/secure-headers';

/**
 * CSP and the usual hardening headers. The web app has no inline scripts (the theme is set by
 * /theme-init.js) and KaTeX needs inline styles.
 *
 * Images: `'self'` for the library's `/library/<id>` thumbnails, `data:` for inline icons, and
 * `https:` for the image strip's thumbnails from web image search, which may be on any host. That
 * is safe because the strip shows only URLs the server sent as image results, never text the
 * model wrote: answer markdown renders images as links (a click, never an automatic load), so a
 * poisoned page cannot make the browser send the conversation to its host. Plain `http:` is not
 * allowed (mixed content, readable and changeable on the way).
 */
export function securityHeaders() {
  return secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'https:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'"],
      frameAncestors: ["'none'"],
      formAction: ["'self'"],
      baseUri: ["'self'"],
      objectSrc: ["'none'"],
    },
    referrerPolicy: 'no-referrer',
    crossOriginEmbedderPolicy: false,
    crossOriginResourcePolicy: 'same-origin',
    xFrameOptions: 'DENY',
    strictTransportSecurity: 'max-age=31536000; includeSubDomains',
    // A route may set a stricter policy of its own (e.g. sandboxed SVGs from the library).
    overwrite: false,
  });
}

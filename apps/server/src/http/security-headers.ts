import { secureHeaders } from 'hono/secure-headers';

/**
 * CSP and the usual hardening headers. The web app has no inline scripts (the theme is set by
 * /theme-init.js) and KaTeX needs inline styles.
 *
 * Images: `'self'` only (plus `data:` and `blob:` for inline icons and local previews). Outside
 * images reach the browser through this server's image proxy (`/api/images/<link>`), shared
 * reports through their own copies, the library's through `/library/<id>`: the browser contacts
 * no host but ours, so no image host learns who reads which answer, and a poisoned page or answer
 * can never make the browser load (and so report to) a host of its choosing.
 */
export function securityHeaders() {
  return secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
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

import { secureHeaders } from 'hono/secure-headers';

/**
 * CSP and the usual hardening headers. The web app has no inline scripts (the theme is set by
 * /theme-init.js), KaTeX needs inline styles, and images may come from any https host
 * (image search results).
 */
export function securityHeaders() {
  return secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'https:', 'http:'],
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

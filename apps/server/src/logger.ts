import { pino, type Logger } from 'pino';

export type { Logger };

/** Paths pino blanks out: no token, code or secret ever reaches a log line. */
const REDACT = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  'authorization',
  'cookie',
  'token',
  'code',
  'secret',
  'password',
  'apiKey',
  '*.token',
  '*.code',
  '*.secret',
  '*.apiKey',
  '*.authorization',
];

export function createLogger(level: string, destination?: pino.DestinationStream): Logger {
  return pino({ level, redact: { paths: REDACT, censor: '[redacted]' } }, destination);
}

/** Strips query strings and fragments so URLs carrying codes or states are safe to log. */
export function safePath(url: string): string {
  const cut = url.search(/[?#]/);
  return cut === -1 ? url : url.slice(0, cut);
}

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

/** Keys whose value is an error: logged through `safeError`. */
const ERROR_KEYS = ['err', 'error'] as const;

export function createLogger(level: string, destination?: pino.DestinationStream): Logger {
  return pino(
    {
      level,
      serializers: Object.fromEntries(ERROR_KEYS.map((key) => [key, safeError])),
      redact: { paths: REDACT, censor: keepErrorCode },
    },
    destination,
  );
}

/** Path segments that are capabilities (image links, share link ids): logged as their name only. */
const CAPABILITY_SEGMENTS = /(\/api\/images|\/api\/shared)\/[^/?#]+/;

/**
 * Strips query strings and fragments so URLs carrying codes or states are safe to log, and blanks
 * the capabilities in a path: an image link holds the image's URL and a share link id reads a report.
 */
export function safePath(url: string): string {
  const cut = url.search(/[?#]/);
  const path = cut === -1 ? url : url.slice(0, cut);
  return path.replace(CAPABILITY_SEGMENTS, '$1/:id');
}

/**
 * Shapes of error codes (SQLSTATE `23505`, `ENOTFOUND`, `ERR_INVALID_URL`, `invalid_state`); a
 * secret code (random base64url) never has one of them.
 */
const ERROR_CODE = /^(?:[0-9A-Z]{5}|E[A-Z]{2,}|[A-Z]+(?:_[A-Z0-9]+)+|[a-z]+(?:_[a-z]+)+)$/;

/**
 * Blanks a redacted path, except a value shaped like an error code: `*.code` also matches `err.code`
 * (pino does not tell the censor which key the wildcard stood for), and SQLSTATEs are worth keeping.
 */
function keepErrorCode(value: unknown): unknown {
  return typeof value === 'string' && ERROR_CODE.test(value) ? value : '[redacted]';
}

const MAX_MESSAGE = 200;
const MAX_DEPTH = 4;
/** Error fields that only ever hold identifiers: codes, schema names, reasons. */
const IDENTIFIER_FIELDS = [
  'code',
  'syscall',
  'severity',
  'constraint',
  'table',
  'column',
  'dataType',
  'routine',
  'reason',
];
const NUMBER_FIELDS = ['errno', 'status', 'statusCode', 'retryAfterMs'];
const IDENTIFIER = /^[\w.$-]{1,64}$/;

/** A pg or PGlite error: a SQLSTATE code and a severity (PGlite's class name is minified). */
const isDatabaseError = (error: Record<string, unknown>): boolean =>
  typeof error.severity === 'string' && typeof error.code === 'string' && /^[0-9A-Z]{5}$/.test(error.code);

/**
 * A log-safe copy of a thrown value. Database drivers put the query's parameters in `params`,
 * `detail`, `where` and even the message (`invalid input syntax for type uuid: "…"`), and other
 * libraries quote their input (`JSON.parse`), so only class names, codes, identifiers, numbers and
 * the message up to the first quoted value are kept; the cause chain gets the same treatment.
 */
export function safeError(value: unknown, depth = 0): Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return { type: typeof value };
  const error = value as Record<string, unknown>;
  const database = isDatabaseError(error);
  const constructorName = (error.constructor as { name?: unknown } | undefined)?.name;
  const type = database
    ? 'DatabaseError'
    : typeof constructorName === 'string' && constructorName
      ? constructorName
      : 'Object';
  const message = typeof error.message === 'string' ? safeMessage(error.message, database) : undefined;
  const safe: Record<string, unknown> = message === undefined ? { type } : { type, message };
  for (const field of IDENTIFIER_FIELDS) {
    const item = error[field];
    if (typeof item === 'string' && IDENTIFIER.test(item)) safe[field] = item;
  }
  for (const field of NUMBER_FIELDS) if (typeof error[field] === 'number') safe[field] = error[field];
  if (typeof error.retryable === 'boolean') safe.retryable = error.retryable;
  if (typeof error.stack === 'string') {
    const frames = error.stack.split('\n').filter((line) => /^\s+at /.test(line));
    safe.stack = [`${type}: ${message ?? ''}`, ...frames].join('\n');
  }
  if (depth < MAX_DEPTH) {
    if (error.cause !== undefined) safe.cause = safeError(error.cause, depth + 1);
    if (Array.isArray(error.errors))
      safe.errors = error.errors.slice(0, 5).map((item) => safeError(item, depth + 1));
  }
  return safe;
}

/**
 * The message up to its first quoted value (and for a database error its first colon, where
 * PostgreSQL puts the offending value), without DETAIL lines or URL query strings.
 */
function safeMessage(message: string, database: boolean): string {
  const firstLine = message.split(/\n|\bDETAIL\b/)[0] ?? '';
  const withoutQueries = firstLine.replace(/(https?:\/\/[^\s?#]*)[?#]\S*/g, '$1');
  // A quote opens a value unless it is an apostrophe inside a word ("can't").
  const cut = withoutQueries.search(database ? /["`:]|(?<!\w)'/ : /["`]|(?<!\w)'/);
  const kept = cut === -1 ? withoutQueries : `${withoutQueries.slice(0, cut).trimEnd()} …`;
  return kept.length > MAX_MESSAGE ? `${kept.slice(0, MAX_MESSAGE)}…` : kept;
}

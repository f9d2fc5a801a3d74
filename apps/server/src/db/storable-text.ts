/**
 * PostgreSQL text and jsonb cannot hold NUL (a write fails), yet fetched pages, and so answers and
 * source summaries, sometimes contain it. Text is stored without it rather than lost with the row.
 */
export const withoutNul = (text: string): string => text.replaceAll('\u0000', '');

/** `withoutNul` for optional fields. */
export const withoutNulOrNull = (text: string | null | undefined): string | null =>
  text === null || text === undefined ? null : withoutNul(text);

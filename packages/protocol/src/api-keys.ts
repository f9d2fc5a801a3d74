import * as z from 'zod/mini';

/**
 * Personal API keys (issue 37): scripts and agents act as their user with `Authorization: Bearer
 * pdk_…`. The prefix makes a key recognisable in logs and to secret scanners; the rest is 32 random
 * bytes in base64url (256 bits), so a key cannot be guessed and its SHA-256 is all the server keeps.
 */
export const API_KEY_PREFIX = 'pdk_';
export const API_KEY_PATTERN = /^pdk_[A-Za-z0-9_-]{43}$/;
/** Characters of a key shown in lists to tell keys apart (`pdk_` and 8 of the random part). */
export const API_KEY_SHOWN_CHARS = 12;
/** Live keys one user may have at once. */
export const MAX_API_KEYS = 10;
export const MAX_API_KEY_NAME_CHARS = 60;

/** POST /api/keys: a name the user will recognise the key by ("laptop script", "my agent"). */
export const createApiKeyRequestSchema = z.strictObject({
  name: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, 'Name the key'),
      z.maxLength(MAX_API_KEY_NAME_CHARS, `Name is longer than ${MAX_API_KEY_NAME_CHARS} characters`),
      z.regex(/^\P{Cc}*$/u, 'Name must not contain control characters'),
    ),
});
export type CreateApiKeyRequest = z.infer<typeof createApiKeyRequestSchema>;

/** One of the caller's keys as lists show it: never the secret, only its first characters. */
export const apiKeySummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  /** The key's first API_KEY_SHOWN_CHARS characters (`pdk_AbCd1234`). */
  prefix: z.string(),
  created_at: z.string(),
  /** When the key last signed a request in (kept to the minute); null if never. */
  last_used_at: z.nullable(z.string()),
});
export type ApiKeySummary = z.infer<typeof apiKeySummarySchema>;

/** GET /api/keys */
export const apiKeyListSchema = z.object({ keys: z.array(apiKeySummarySchema) });
export type ApiKeyList = z.infer<typeof apiKeyListSchema>;

/** The answer to POST /api/keys: the only time the whole key is ever sent. */
export const createdApiKeySchema = z.extend(apiKeySummarySchema, {
  secret: z.string().check(z.regex(API_KEY_PATTERN)),
});
export type CreatedApiKey = z.infer<typeof createdApiKeySchema>;

/** DELETE /api/keys/{id}: the key is refused from the next request on, on every instance. */
export const revokeApiKeyResponseSchema = z.object({ revoked: z.literal(true) });

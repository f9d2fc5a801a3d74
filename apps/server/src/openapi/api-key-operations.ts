import {
  apiKeyListSchema,
  createApiKeyRequestSchema,
  createdApiKeySchema,
  revokeApiKeyResponseSchema,
} from '@pardus/protocol';
import type { Operation } from './operations.js';

/** /api/keys: personal API keys, managed from a browser session only (a key gets 403). */
export const API_KEY_OPERATIONS: Operation[] = [
  {
    method: 'get',
    path: '/api/keys',
    tag: 'account',
    signedIn: true,
    sessionOnly: true,
    summary:
      "The caller's API keys, newest first: name, first characters, created, last used (never the secret).",
    response: { kind: 'json', schema: apiKeyListSchema },
  },
  {
    method: 'post',
    path: '/api/keys',
    tag: 'account',
    signedIn: true,
    sessionOnly: true,
    summary:
      'Creates an API key (`pdk_…`, at most 10 per user, 403 past that). The answer is the only time the whole key is shown; only its SHA-256 is kept.',
    request: createApiKeyRequestSchema,
    response: { kind: 'json', schema: createdApiKeySchema, status: 201 },
  },
  {
    method: 'delete',
    path: '/api/keys/{id}',
    tag: 'account',
    signedIn: true,
    sessionOnly: true,
    summary: 'Revokes an API key: every request with it is refused from then on, on every instance.',
    response: { kind: 'json', schema: revokeApiKeyResponseSchema },
  },
];

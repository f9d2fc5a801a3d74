import { errorBodySchema, type ErrorCode } from '@pardus/protocol';
import { API_BASE_URL, STORAGE_KEYS } from './api-config';

/** Anything with zod's `parse`; every response is parsed before the app trusts it. */
export interface ResponseSchema<T> {
  parse(data: unknown): T;
}

/** A non-OK API answer. `message` is 'API request failed: {status}' (SPEC §8). */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    readonly status: number,
    /** The server's `{error:{code}}` when the body had one. */
    readonly code?: ErrorCode,
    /** The server's `{error:{message}}` when the body had one. */
    readonly serverMessage?: string,
  ) {
    super(`API request failed: ${status}`);
  }
}

let memoryToken: string | null = null;

/** Keeps the session token in memory (the auth provider calls this); `null` forgets it. */
export function setAuthToken(token: string | null): void {
  memoryToken = token;
}

/** The bearer token: the one in memory, else the stored `auth_token`, else `null`. */
export function getAuthToken(): string | null {
  if (memoryToken) return memoryToken;
  try {
    return localStorage.getItem(STORAGE_KEYS.authToken);
  } catch {
    // Storage can be unavailable (privacy mode); then only the memory token counts.
    return null;
  }
}

/** Headers every call sends (SPEC §7); `json: false` leaves the content type to the body (forms). */
export function buildHeaders({ json }: { json: boolean }): Headers {
  const headers = new Headers({ Accept: 'application/json' });
  if (json) headers.set('Content-Type', 'application/json');
  const token = getAuthToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  return headers;
}

/**
 * Low-level request to the API with the standard headers and cookies. Resolves with the raw
 * `Response` whatever its status; for streams and for callers with their own error texts.
 */
export function apiFetch(path: string, init: RequestInit & { json?: boolean } = {}): Promise<Response> {
  const { json = true, headers: extra, ...rest } = init;
  const headers = buildHeaders({ json });
  new Headers(extra).forEach((value, key) => headers.set(key, value));
  return fetch(`${API_BASE_URL}${path}`, { credentials: 'include', ...rest, headers });
}

/**
 * The `ApiError` for a non-OK answer whose body was read as `body` (any value: a body that is not
 * the `{error:{code,message}}` shape gives an error with the status only). For callers that do not
 * hold a `Response`, such as uploads over XMLHttpRequest.
 */
export function apiErrorFromBody(status: number, body: unknown): ApiError {
  const parsed = errorBodySchema.safeParse(body);
  return parsed.success
    ? new ApiError(status, parsed.data.error.code, parsed.data.error.message)
    : new ApiError(status);
}

async function toApiError(response: Response): Promise<ApiError> {
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    body = undefined;
  }
  return apiErrorFromBody(response.status, body);
}

async function parseOk<T>(response: Response, schema: ResponseSchema<T>): Promise<T> {
  if (!response.ok) throw await toApiError(response);
  return schema.parse(await response.json());
}

/** GET `path` and parse the JSON answer with `schema`. Throws `ApiError` on non-OK. */
export async function apiGet<T>(path: string, schema: ResponseSchema<T>, init?: RequestInit): Promise<T> {
  return parseOk(await apiFetch(path, { ...init, method: 'GET' }), schema);
}

/** POST `body` as JSON and parse the JSON answer with `schema`. Throws `ApiError` on non-OK. */
export async function apiPost<T>(
  path: string,
  body: unknown,
  schema: ResponseSchema<T>,
  init?: RequestInit,
): Promise<T> {
  return parseOk(await apiFetch(path, { ...init, method: 'POST', body: JSON.stringify(body) }), schema);
}

/** DELETE `path` and parse the JSON answer with `schema`. Throws `ApiError` on non-OK. */
export async function apiDelete<T>(path: string, schema: ResponseSchema<T>, init?: RequestInit): Promise<T> {
  return parseOk(await apiFetch(path, { ...init, method: 'DELETE' }), schema);
}

/** POST form data (the browser sets the multipart content type). Throws `ApiError` on non-OK. */
export async function apiPostForm<T>(
  path: string,
  form: FormData,
  schema: ResponseSchema<T>,
  init?: RequestInit,
): Promise<T> {
  return parseOk(await apiFetch(path, { ...init, method: 'POST', body: form, json: false }), schema);
}

import {
  apiKeyListSchema,
  createdApiKeySchema,
  revokeApiKeyResponseSchema,
  type ApiKeySummary,
  type CreatedApiKey,
} from '@pardus/protocol';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiDelete, apiGet, apiPost } from '@/lib/api-client';
import { API_ENDPOINTS } from '@/lib/api-config';

export const apiKeyKeys = { mine: ['api-keys', 'mine'] as const };

/** `GET /api/keys`: the user's keys, newest first (never the secret). */
export async function fetchApiKeys(): Promise<ApiKeySummary[]> {
  return (await apiGet(API_ENDPOINTS.apiKeys, apiKeyListSchema)).keys;
}

/** `POST /api/keys`: a new key; the answer is the only time its secret is sent. */
export function createApiKey(name: string): Promise<CreatedApiKey> {
  return apiPost(API_ENDPOINTS.apiKeys, { name }, createdApiKeySchema);
}

/** `DELETE /api/keys/:id`: the key is refused from the next request on. */
export async function revokeApiKey(id: string): Promise<void> {
  await apiDelete(API_ENDPOINTS.apiKey(id), revokeApiKeyResponseSchema);
}

export function useApiKeys(enabled: boolean) {
  return useQuery(queryOptions({ queryKey: apiKeyKeys.mine, queryFn: fetchApiKeys, enabled }));
}

/** Creates a key and refreshes the list. */
export function useCreateApiKey() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createApiKey,
    onSettled: () => client.invalidateQueries({ queryKey: apiKeyKeys.mine }),
  });
}

/** Revokes a key and refreshes the list. */
export function useRevokeApiKey() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: revokeApiKey,
    onSettled: () => client.invalidateQueries({ queryKey: apiKeyKeys.mine }),
  });
}

import { tokenStatusSchema, type TokenStatus } from '@pardus/protocol';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
import { API_ENDPOINTS } from '@/lib/api-config';

/** SPEC §9: the settings screen refreshes the balance every 30 seconds. */
export const TOKEN_STATUS_REFRESH_MS = 30_000;

/** Query keys; invalidate `status` after a search to show the new balance. */
export const tokenStatusKeys = {
  status: ['tokens', 'status'] as const,
};

/** `GET /api/tokens/status` → today's remaining tokens. */
export function fetchTokenStatus(): Promise<TokenStatus> {
  return apiGet(API_ENDPOINTS.tokenStatus, tokenStatusSchema);
}

export const tokenStatusQuery = (enabled: boolean) =>
  queryOptions({
    queryKey: tokenStatusKeys.status,
    queryFn: fetchTokenStatus,
    enabled,
    refetchInterval: TOKEN_STATUS_REFRESH_MS,
  });

/** The balance, polled every 30 s while `enabled` (signed in). */
export function useTokenStatus(enabled: boolean) {
  return useQuery(tokenStatusQuery(enabled));
}

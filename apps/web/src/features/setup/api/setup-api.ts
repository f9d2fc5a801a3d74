import { setupSchema, type Setup } from '@pardus/protocol';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
import { API_ENDPOINTS } from '@/lib/api-config';

/** `GET /api/setup` → where this server's answers come from. */
export function fetchSetup(): Promise<Setup> {
  return apiGet(API_ENDPOINTS.setup, setupSchema);
}

/** The server's setup changes only with a restart: asked once per page load. */
export const setupQuery = queryOptions({
  queryKey: ['setup'] as const,
  queryFn: fetchSetup,
  staleTime: Infinity,
});

/** Where answers come from; `data` is undefined while loading or when the server cannot say. */
export function useSetup() {
  return useQuery(setupQuery);
}

import {
  revokeShareResponseSchema,
  sharedReportSchema,
  shareListSchema,
  shareSummarySchema,
  type SharedReport,
  type ShareSummary,
} from '@pardus/protocol';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiPost } from '@/lib/api-client';
import { API_ENDPOINTS } from '@/lib/api-config';

export const shareKeys = {
  mine: ['shares', 'mine'] as const,
  report: (id: string) => ['shares', 'report', id] as const,
};

/** The page address of a share link (what the owner hands out). */
export const shareUrl = (id: string) => `${window.location.origin}/share/${id}`;

/** `POST /api/shares`: a read-only link to answer number `answer` of a saved conversation. */
export function createShare(conversationId: string, answer: number): Promise<ShareSummary> {
  return apiPost(API_ENDPOINTS.shares, { conversation_id: conversationId, answer }, shareSummarySchema);
}

/** `POST /api/shares/revoke`: the link answers 404 from then on. */
export async function revokeShare(id: string): Promise<void> {
  await apiPost(API_ENDPOINTS.revokeShare, { id }, revokeShareResponseSchema);
}

/** `GET /api/shared/:id`: the shared report, for anyone with the link. */
export function fetchSharedReport(id: string): Promise<SharedReport> {
  return apiGet(API_ENDPOINTS.sharedReport(id), sharedReportSchema);
}

/** The signed-in user's live links. */
export function useMyShares(enabled: boolean) {
  return useQuery(
    queryOptions({
      queryKey: shareKeys.mine,
      queryFn: async () => (await apiGet(API_ENDPOINTS.shares, shareListSchema)).shares,
      enabled,
    }),
  );
}

/** Creates a link and refreshes the owner's list (Settings may have it cached). */
export function useCreateShare() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ conversationId, answer }: { conversationId: string; answer: number }) =>
      createShare(conversationId, answer),
    onSettled: () => client.invalidateQueries({ queryKey: shareKeys.mine }),
  });
}

/** Revokes a link and refreshes the owner's list. */
export function useRevokeShare() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: revokeShare,
    onSettled: () => client.invalidateQueries({ queryKey: shareKeys.mine }),
  });
}

/** The shared report behind `id`; a 404 (unknown or revoked) is not retried. */
export function useSharedReport(id: string) {
  return useQuery({ queryKey: shareKeys.report(id), queryFn: () => fetchSharedReport(id), retry: false });
}

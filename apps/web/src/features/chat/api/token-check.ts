import { TOKEN_COST, tokenStatusSchema, type SearchMode } from '@pardus/protocol';
import { apiGet } from '@/lib/api-client';
import { API_ENDPOINTS } from '@/lib/api-config';
import { SEARCH_ERRORS } from './search-errors';

/** Result of the pre-send balance check; `title`/`description` are ready for a toast. */
export type TokenCheck = { ok: true } | { ok: false; title: string; description: string };

/** SPEC §5 shortfall text. */
export function shortfallMessage(needed: number, remaining: number): string {
  return `You need ${needed} tokens for this search. You have ${remaining} remaining.`;
}

/** `GET /api/tokens/status` and compare with the mode's real cost (Quick 1, Deep 5). */
export async function checkTokens(mode: SearchMode): Promise<TokenCheck> {
  let remaining: number;
  try {
    remaining = (await apiGet(API_ENDPOINTS.tokenStatus, tokenStatusSchema)).daily_tokens_remaining;
  } catch {
    return { ok: false, title: 'Error', description: SEARCH_ERRORS.tokenStatusFailed };
  }
  const needed = TOKEN_COST[mode];
  if (remaining >= needed) return { ok: true };
  return { ok: false, title: 'Insufficient tokens', description: shortfallMessage(needed, remaining) };
}

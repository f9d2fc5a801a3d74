/** What a valid session token says: the user, the session row, and when it expires (seconds). */
export interface TokenClaims {
  sub: string;
  sid: string;
  exp: number;
}

/**
 * Remembers tokens whose signature and claims were already checked, so a signed-in request costs
 * no HMAC (WebCrypto runs it on the thread pool, which dominated a cheap read). Only the
 * signature check is skipped: expiry is compared on every use and the session row is still
 * checked (read from memory until a change notice drops it), so revocation works as before. Bounded: the oldest entry goes first.
 */
export function createVerifiedTokens(maxEntries = 10_000) {
  const entries = new Map<string, TokenClaims>();
  return {
    get(token: string, nowSeconds: number): TokenClaims | undefined {
      const claims = entries.get(token);
      if (!claims) return undefined;
      if (claims.exp <= nowSeconds) {
        entries.delete(token);
        return undefined;
      }
      return claims;
    },
    set(token: string, claims: TokenClaims) {
      if (entries.size >= maxEntries) {
        const oldest = entries.keys().next();
        if (!oldest.done) entries.delete(oldest.value);
      }
      entries.set(token, claims);
    },
  };
}

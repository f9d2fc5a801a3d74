import * as z from 'zod/mini';

/** The signed-in user as the web sees it (SPEC §3: at least email). */
export const userSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.nullable(z.string()),
  picture: z.nullable(z.string()),
});
export type User = z.infer<typeof userSchema>;

export const googleLoginResponseSchema = z.object({ auth_url: z.string() });
export type GoogleLoginResponse = z.infer<typeof googleLoginResponseSchema>;

/** One-time handoff code from the URL fragment of /auth/callback. */
export const exchangeCodeRequestSchema = z.strictObject({
  code: z.string().check(z.minLength(16), z.maxLength(200)),
});
export type ExchangeCodeRequest = z.infer<typeof exchangeCodeRequestSchema>;

export const exchangeCodeResponseSchema = z.object({ token: z.string(), user: userSchema });
export type ExchangeCodeResponse = z.infer<typeof exchangeCodeResponseSchema>;

export const verifyResponseSchema = z.object({ user: userSchema });
export type VerifyResponse = z.infer<typeof verifyResponseSchema>;

export const logoutResponseSchema = z.object({ ok: z.literal(true) });

/** Why a login failed; sent as `message` on `/auth/callback?login=error`. */
export const loginErrorCodeSchema = z.enum([
  'state_mismatch',
  'login_expired',
  'access_denied',
  'invalid_response',
  'provider_error',
]);
export type LoginErrorCode = z.infer<typeof loginErrorCodeSchema>;

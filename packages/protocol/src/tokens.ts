import * as z from 'zod/mini';

export const tokenStatusSchema = z.object({
  daily_tokens_remaining: z.int().check(z.nonnegative()),
});
export type TokenStatus = z.infer<typeof tokenStatusSchema>;

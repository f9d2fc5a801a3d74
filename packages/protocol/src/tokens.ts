import { z } from 'zod';

export const tokenStatusSchema = z.object({ daily_tokens_remaining: z.number().int().nonnegative() });
export type TokenStatus = z.infer<typeof tokenStatusSchema>;

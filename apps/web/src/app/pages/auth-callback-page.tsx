import { LoginCallback } from '@/features/auth';

/** /auth/callback and /auth/google/callback. */
export function AuthCallbackPage() {
  return <LoginCallback />;
}

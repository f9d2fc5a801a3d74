import type { ReactNode } from 'react';
import { Loader2 } from 'lucide-react';
import { GoogleIcon } from '@/components/brand-logo';
import { Button } from '@/components/ui/button';
import { useAuth } from '@/features/auth';

/**
 * Shows `children` to signed-in users only; visitors get the sign-in invitation instead (a page
 * opened from a citation in a new tab restores the session from storage first).
 */
export function RequireSignIn({ children, prompt }: { children: ReactNode; prompt: string }) {
  const { isAuthenticated, isLoading, login } = useAuth();
  if (isLoading) {
    return (
      <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
        <Loader2 aria-hidden="true" className="size-4 animate-spin" />
        Checking your session…
      </p>
    );
  }
  if (isAuthenticated) return children;
  return (
    <div className="flex flex-col items-center gap-4 py-16 text-center">
      <h1 className="text-xl font-semibold">{prompt}</h1>
      <Button
        variant="outline"
        size="lg"
        className="rounded-full px-5 text-sm"
        onClick={() => {
          // login() shows its own 'Login failed' toast.
          login().catch(() => undefined);
        }}
      >
        <GoogleIcon />
        Sign in with Google
      </Button>
    </div>
  );
}

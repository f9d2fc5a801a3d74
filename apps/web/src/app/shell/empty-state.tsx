import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { GoogleIcon } from '@/components/brand-logo';
import { useAuth } from '@/features/auth';
import { LiveClock } from './live-clock';

/**
 * The home screen before the first question: clock, tagline, the input box and, for visitors,
 * the invitation to sign in (SPEC §2); under them, `guide` (what to ask, where answers come from).
 * Held from the top, not centred: the sign-in button and the guide arrive after the first paint, and
 * a centred block would move what is already on screen (a press could land on the wrong thing).
 */
export function EmptyState({ input, guide }: { input: ReactNode; guide?: ReactNode }) {
  const { isAuthenticated, isLoading, login } = useAuth();
  return (
    <div className="flex min-h-full flex-col items-center px-4 pt-[max(2rem,8vh)] pb-12">
      <div className="flex w-full max-w-2xl flex-col items-center gap-8">
        <div className="flex flex-col items-center gap-3">
          <LiveClock />
          {/* The home screen's one level-one heading (the top bar's product name is a button). */}
          <h1 className="text-base font-medium tracking-tight text-muted-foreground sm:text-lg">
            Your intelligent search companion
          </h1>
        </div>
        <div className="w-full">{input}</div>
        {!isLoading && !isAuthenticated && (
          <div className="flex flex-col items-center gap-3 text-center">
            <p className="text-sm text-muted-foreground">Sign in to start your research journey</p>
            <Button
              variant="outline"
              size="lg"
              className="rounded-full px-5 text-sm"
              onClick={() => {
                // login() shows its own 'Login failed' toast; nothing else to do here.
                login().catch(() => undefined);
              }}
            >
              <GoogleIcon />
              Sign in with Google
            </Button>
          </div>
        )}
        {guide}
      </div>
    </div>
  );
}

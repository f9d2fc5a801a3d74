import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { Loader2 } from 'lucide-react';
import { toast } from '@/hooks/use-toast';
import { exchangeLoginCode } from '../api/auth-api';
import { useAuth } from '../auth-context';
import { describeLoginError, readCallbackParams, type CallbackParams } from '../callback-params';

function failureToast(description: string): void {
  toast({ title: 'Authentication Failed', description, variant: 'destructive' });
}

/**
 * The /auth/callback screen: finishes a login started by `login()`. Removes the one-time code
 * from the address bar at once, trades it for a session, reports the result and goes home.
 */
export function LoginCallback() {
  const navigate = useNavigate();
  const { completeLogin } = useAuth();
  // The code works once; React may run effects twice in development.
  const handled = useRef(false);

  useEffect(() => {
    if (handled.current) return;
    handled.current = true;

    async function finish(params: CallbackParams): Promise<void> {
      if (params.login === 'success' && params.code) {
        let session;
        try {
          session = await exchangeLoginCode(params.code);
        } catch {
          failureToast('Failed to verify authentication. Please try again.');
          return;
        }
        completeLogin(session.token, session.user);
        toast({ title: 'Login Successful', description: 'You have been logged in successfully.' });
        return;
      }
      if (params.login === 'error' || params.message || params.login === 'success') {
        failureToast(describeLoginError(params.message, window.location.origin));
      }
    }

    async function run(): Promise<void> {
      try {
        const params = readCallbackParams(window.location);
        // The code must not linger in the address bar, history or bookmarks.
        window.history.replaceState(
          window.history.state,
          '',
          window.location.pathname + window.location.search,
        );
        await finish(params);
      } catch {
        failureToast('There was an error processing the authentication response.');
      }
      await navigate('/', { replace: true });
    }
    void run();
  }, [completeLogin, navigate]);

  return (
    <main className="flex min-h-full flex-col items-center justify-center gap-4 p-6 text-muted-foreground">
      <Loader2 className="size-6 animate-spin text-primary" aria-hidden="true" />
      <p role="status" className="text-sm font-medium">
        Processing authentication...
      </p>
    </main>
  );
}

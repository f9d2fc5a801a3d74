import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { User } from '@pardus/protocol';
import { toast } from '@/hooks/use-toast';
import { setAuthToken } from '@/lib/api-client';
import { fetchGoogleAuthUrl, revokeSession } from './api/auth-api';
import { AuthContext, type AuthState } from './auth-context';
import { clearStoredSession, storeSession } from './auth-storage';
import { restoreSession, type Session } from './restore-session';

/** Navigates the browser away; a seam so tests can observe it. */
export type NavigateTo = (url: string) => void;

const assignLocation: NavigateTo = (url) => window.location.assign(url);

/** Owns the signed-in session: restores it at start, signs in and out. */
export function AuthProvider({
  children,
  navigateTo = assignLocation,
}: {
  children: ReactNode;
  navigateTo?: NavigateTo;
}) {
  const queryClient = useQueryClient();
  const [session, setSession] = useState<Session | null>(null);
  const [isLoading, setIsLoading] = useState(true);
  // Bumped by every sign-in/out so a slower start-up check cannot overwrite a newer session.
  const generation = useRef(0);

  useEffect(() => {
    const started = generation.current;
    let cancelled = false;
    void restoreSession(window.location).then((restored) => {
      if (cancelled || generation.current !== started) return;
      setAuthToken(restored?.token ?? null);
      setSession(restored);
      setIsLoading(false);
    });
    return () => {
      cancelled = true;
    };
  }, []);

  const completeLogin = useCallback((token: string, user: User) => {
    storeSession(token, user);
    generation.current += 1;
    setAuthToken(token);
    setSession({ token, user });
    setIsLoading(false);
  }, []);

  const logout = useCallback(() => {
    void revokeSession();
    generation.current += 1;
    clearStoredSession();
    setAuthToken(null);
    setSession(null);
    setIsLoading(false);
    // Nothing cached for the previous user may show up for the next one.
    queryClient.clear();
  }, [queryClient]);

  const login = useCallback(async () => {
    try {
      navigateTo(await fetchGoogleAuthUrl());
    } catch (error) {
      toast({
        title: 'Login failed',
        description: 'Failed to initiate Google login. Please try again.',
        variant: 'destructive',
      });
      throw error;
    }
  }, [navigateTo]);

  const value = useMemo<AuthState>(
    () => ({
      isAuthenticated: session !== null,
      user: session?.user ?? null,
      token: session?.token ?? null,
      isLoading,
      login,
      logout,
      completeLogin,
    }),
    [session, isLoading, login, logout, completeLogin],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

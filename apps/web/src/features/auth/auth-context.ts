import { createContext, useContext } from 'react';
import type { User } from '@pardus/protocol';

/** Authentication state and actions (SPEC §4). */
export interface AuthState {
  isAuthenticated: boolean;
  user: User | null;
  token: string | null;
  /** True until the start-up check has decided. */
  isLoading: boolean;
  /**
   * Starts Google sign-in: fetches the authorization address and navigates the browser there.
   * On failure shows the 'Login failed' toast and rejects with the error.
   */
  login: () => Promise<void>;
  /** Signs out: revokes the session on the server (best effort), clears storage and state. */
  logout: () => void;
  /** Adopts a session obtained by the login callback and stores it. */
  completeLogin: (token: string, user: User) => void;
}

export const AuthContext = createContext<AuthState | null>(null);

/** The authentication state; must be used under `AuthProvider`. */
export function useAuth(): AuthState {
  const state = useContext(AuthContext);
  if (!state) throw new Error('useAuth must be used within AuthProvider');
  return state;
}

/**
 * Where the API lives (SPEC §7). The server serves the web app itself, so requests go to the
 * page's own origin; in development Vite proxies `/api` to the Node server on port 8000.
 */
export const API_BASE_URL = '';

/** Every endpoint the web app calls, in one place. */
export const API_ENDPOINTS = {
  verify: '/api/verify',
  googleLogin: '/api/google/login',
  googleCallback: '/api/auth/google/callback',
  exchangeCode: '/api/google/exchange-code',
  logout: '/api/logout',
  tokenStatus: '/api/tokens/status',
  quick: '/api/quick',
  spySearch: '/api/spysearch',
  researchRuns: '/api/research',
  researchEvents: (id: string, after: number) =>
    `/api/research/${encodeURIComponent(id)}/events?after=${after}`,
  researchCancel: (id: string) => `/api/research/${encodeURIComponent(id)}/cancel`,
  conversationTitles: '/api/msgs/title',
  conversationMessages: '/api/msgs/get',
  saveConversation: '/api/msgs/insert',
  renameConversation: '/api/msgs/rename',
  deleteConversation: '/api/msgs/delete',
  searchConversations: (q: string) => `/api/msgs/search?q=${encodeURIComponent(q)}`,
  exportAccount: '/api/me/export',
  deleteAccount: '/api/me/delete',
  apiKeys: '/api/keys',
  apiKey: (id: string) => `/api/keys/${encodeURIComponent(id)}`,
  shares: '/api/shares',
  revokeShare: '/api/shares/revoke',
  sharedReport: (id: string) => `/api/shared/${encodeURIComponent(id)}`,
  documents: '/api/documents',
  document: (id: string) => `/api/documents/${encodeURIComponent(id)}`,
  documentFile: (id: string) => `/api/documents/${encodeURIComponent(id)}/file`,
  setup: '/api/setup',
  health: '/health',
} as const;

/** Browser storage keys (SPEC §3). */
export const STORAGE_KEYS = {
  authToken: 'auth_token',
  userData: 'user_data',
  theme: 'ui-theme',
} as const;

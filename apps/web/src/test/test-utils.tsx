import type { ReactElement, ReactNode } from 'react';
import { vi, type Mock } from 'vitest';
import { render, type RenderResult } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { TooltipProvider } from '@/components/ui/tooltip';
import { Toaster } from '@/components/ui/toaster';
import { AuthProvider } from '@/features/auth';
import { ThemeProvider } from '@/features/theme';

/** A JSON `Response` as the server would send it. */
export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

function urlOf(input: RequestInfo | URL): string {
  return typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
}

/** Answers for `"METHOD /path"` keys; a function may inspect the request or throw (network error). */
export type FetchRoutes = Record<string, Response | ((init: RequestInit) => Response | Promise<Response>)>;

/**
 * Replaces global `fetch` with a router over `routes`. Unknown routes answer 404 so a forgotten
 * call shows up as a failure instead of hanging. Returns the mock to inspect calls.
 */
export function mockFetch(routes: FetchRoutes): Mock<typeof fetch> {
  const fetchMock = vi.fn<typeof fetch>(async (input, init = {}) => {
    const key = `${init.method ?? 'GET'} ${urlOf(input)}`;
    const route = routes[key];
    if (route === undefined) return jsonResponse({ error: { code: 'not_found', message: key } }, 404);
    return typeof route === 'function' ? route(init) : route.clone();
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The request `fetchMock` made to `"METHOD /path"`, with its headers parsed. */
export function requestTo(
  fetchMock: Mock<typeof fetch>,
  key: string,
): { init: RequestInit; headers: Headers } | undefined {
  const call = fetchMock.mock.calls.find(
    ([input, init]) => `${init?.method ?? 'GET'} ${urlOf(input)}` === key,
  );
  if (!call) return undefined;
  const init = call[1] ?? {};
  return { init, headers: new Headers(init.headers) };
}

export function createTestQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false, gcTime: Infinity } } });
}

/** The app's providers around `ui`, with a memory router starting at `route`. */
export function renderWithProviders(
  ui: ReactElement,
  { route = '/', navigateTo = vi.fn<(url: string) => void>(), queryClient = createTestQueryClient() } = {},
): RenderResult & { queryClient: QueryClient } {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <ThemeProvider>
        <AuthProvider navigateTo={navigateTo}>
          <TooltipProvider>
            <MemoryRouter initialEntries={[route]}>{children}</MemoryRouter>
            <Toaster />
          </TooltipProvider>
        </AuthProvider>
      </ThemeProvider>
    </QueryClientProvider>
  );
  return Object.assign(render(ui, { wrapper }), { queryClient });
}

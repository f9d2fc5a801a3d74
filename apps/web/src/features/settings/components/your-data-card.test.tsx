import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { User } from '@pardus/protocol';
import { jsonResponse, mockFetch, renderWithProviders, requestTo, type FetchRoutes } from '@/test/test-utils';
import { SettingsScreen } from './settings-screen';

const user: User = { id: 'u1', email: 'ada@example.com', name: null, picture: null };

function signedIn(routes: FetchRoutes) {
  localStorage.setItem('auth_token', 'tok');
  localStorage.setItem('user_data', JSON.stringify(user));
  return mockFetch({
    'GET /api/verify': jsonResponse({ user }),
    'GET /api/tokens/status': jsonResponse({ daily_tokens_remaining: 20 }),
    'POST /api/logout': jsonResponse({ error: { code: 'unauthorized', message: 'gone' } }, 401),
    ...routes,
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('Your data', () => {
  it('is not offered to signed-out visitors', async () => {
    mockFetch({});
    renderWithProviders(<SettingsScreen onBack={vi.fn()} />);
    await screen.findByRole('heading', { name: 'Appearance' });
    expect(screen.queryByRole('heading', { name: 'Your data' })).not.toBeInTheDocument();
  });

  it('downloads the export as the file the server names', async () => {
    const fetchMock = signedIn({
      'GET /api/me/export': new Response('{"user":{}}', {
        headers: {
          'content-type': 'application/json',
          'content-disposition': 'attachment; filename="pardus-data-2026-11-23.json"',
        },
      }),
    });
    const created = vi.fn((_blob: Blob) => 'blob:export');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: created, revokeObjectURL: vi.fn() }));
    const clicked: { href: string; download: string }[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push({ href: this.href, download: this.download });
    });
    renderWithProviders(<SettingsScreen onBack={vi.fn()} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Download my data' }));
    await waitFor(() =>
      expect(clicked).toEqual([{ href: 'blob:export', download: 'pardus-data-2026-11-23.json' }]),
    );
    expect(await created.mock.calls[0]?.[0].text()).toBe('{"user":{}}');
    expect(requestTo(fetchMock, 'GET /api/me/export')?.headers.get('authorization')).toBe('Bearer tok');
  });

  it('says so when the download fails', async () => {
    signedIn({ 'GET /api/me/export': jsonResponse({ error: { code: 'internal', message: 'x' } }, 500) });
    renderWithProviders(<SettingsScreen onBack={vi.fn()} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Download my data' }));
    expect(await screen.findByText('Failed to download your data. Please try again.')).toBeInTheDocument();
  });

  it('deletes the account only once the email is typed, then signs out and leaves settings', async () => {
    const fetchMock = signedIn({ 'POST /api/me/delete': jsonResponse({ ok: true }) });
    const onBack = vi.fn();
    renderWithProviders(<SettingsScreen onBack={onBack} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Delete account' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete your account?' });
    const confirm = within(dialog).getByRole('button', { name: 'Delete account' });
    expect(confirm).toBeDisabled();
    const field = within(dialog).getByLabelText('Type ada@example.com to confirm');
    await userEvent.type(field, 'someone@example.com');
    expect(confirm).toBeDisabled();
    await userEvent.clear(field);
    await userEvent.type(field, 'Ada@Example.com');
    expect(confirm).toBeEnabled();
    await userEvent.click(confirm);

    await waitFor(() => expect(onBack).toHaveBeenCalled());
    const sent = requestTo(fetchMock, 'POST /api/me/delete');
    expect(JSON.parse(typeof sent?.init.body === 'string' ? sent.init.body : '')).toEqual({
      confirm_email: 'Ada@Example.com',
    });
    expect(localStorage.getItem('auth_token')).toBeNull();
    expect(await screen.findByText('Account deleted')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Your data' })).not.toBeInTheDocument();
  });

  it('Cancel deletes nothing; a refusal is shown in the dialog and the session stays', async () => {
    const fetchMock = signedIn({
      'POST /api/me/delete': jsonResponse(
        { error: { code: 'rate_limited', message: 'Too many requests, please try again later.' } },
        429,
      ),
    });
    renderWithProviders(<SettingsScreen onBack={vi.fn()} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Delete account' }));
    let dialog = await screen.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(requestTo(fetchMock, 'POST /api/me/delete')).toBeUndefined();

    await userEvent.click(screen.getByRole('button', { name: 'Delete account' }));
    dialog = await screen.findByRole('alertdialog');
    await userEvent.type(within(dialog).getByLabelText(/to confirm/), 'ada@example.com{Enter}');
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Too many requests');
    expect(localStorage.getItem('auth_token')).toBe('tok');
  });
});

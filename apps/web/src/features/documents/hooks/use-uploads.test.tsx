import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useAuth } from '@/features/auth';
import { jsonResponse, mockFetch, renderWithProviders } from '@/test/test-utils';
import { installFakeXhr } from '../test/fake-xhr';
import { TEST_USER } from '../test/signed-in';
import { resetUploadsForTests } from './upload-store';
import { useUploads } from './use-uploads';

afterEach(() => {
  resetUploadsForTests();
  vi.unstubAllGlobals();
});

function Uploads() {
  const { uploads, upload } = useUploads();
  const { user } = useAuth();
  return (
    <>
      <output data-testid="user">{user?.id ?? 'none'}</output>
      <output data-testid="count">{uploads.length}</output>
      <button onClick={() => upload([new File(['x'], 'a.txt', { type: 'text/plain' })])}>upload</button>
    </>
  );
}

function signInAs(id: string) {
  localStorage.setItem('auth_token', `tok-${id}`);
  localStorage.setItem('user_data', JSON.stringify({ ...TEST_USER, id }));
  mockFetch({ 'GET /api/verify': jsonResponse({ user: { ...TEST_USER, id } }) });
}

describe('useUploads', () => {
  it("shows a user's uploads to that user only (another account signing in on the page does not see them)", async () => {
    installFakeXhr();
    signInAs('u1');
    const first = renderWithProviders(<Uploads />);
    await vi.waitFor(() => expect(screen.getByTestId('user')).toHaveTextContent('u1'));
    await userEvent.click(screen.getByText('upload'));
    expect(screen.getByTestId('count')).toHaveTextContent('1');
    first.unmount();

    signInAs('u2');
    renderWithProviders(<Uploads />);
    await vi.waitFor(() => expect(screen.getByTestId('user')).toHaveTextContent('u2'));
    expect(screen.getByTestId('count')).toHaveTextContent('0');

    // The first user, back, still sees theirs.
    signInAs('u1');
    renderWithProviders(<Uploads />);
    await vi.waitFor(() => expect(screen.getAllByTestId('user').at(-1)).toHaveTextContent('u1'));
    expect(screen.getAllByTestId('count').at(-1)).toHaveTextContent('1');
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { jsonResponse, mockFetch, renderWithProviders } from '@/test/test-utils';
import { SharePage } from './share-page';

const ID = 'AbCdEfGhIjKlMnOpQrStUv';

function renderShare() {
  return renderWithProviders(
    <Routes>
      <Route path="/share/:id" element={<SharePage />} />
    </Routes>,
    { route: `/share/${ID}` },
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('SharePage', () => {
  it('shows the shared question, answer and sources, with no input and no sidebar', async () => {
    mockFetch({
      [`GET /api/shared/${ID}`]: jsonResponse({
        title: 'Volcanoes',
        question: 'What is a volcano?',
        answer: 'An opening in the crust [1].',
        sources: [{ url: 'https://example.com/volcano', summary: 'About volcanoes.' }],
        created_at: '2026-11-23T10:00:00.000Z',
      }),
    });
    renderShare();
    expect(await screen.findByRole('heading', { level: 1, name: 'What is a volcano?' })).toBeInTheDocument();
    expect(await screen.findByText(/An opening in the crust/)).toBeInTheDocument();
    const sources = screen.getByRole('region', { name: 'Sources' });
    expect(within(sources).getAllByRole('listitem')).toHaveLength(1);
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.queryByRole('complementary')).toBeNull();
  });

  it('shows the 404 page for an unknown or revoked link', async () => {
    mockFetch({}); // every call answers 404
    renderShare();
    expect(await screen.findByRole('heading', { name: 'Oops! Page not found' })).toBeInTheDocument();
  });
});

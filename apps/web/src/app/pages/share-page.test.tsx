import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
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

  it('shows the images kept with the link, from this app', async () => {
    mockFetch({
      [`GET /api/shared/${ID}`]: jsonResponse({
        title: 'Volcanoes',
        question: 'What is a volcano?',
        answer: 'An opening in the crust.',
        sources: [],
        images: [
          { link: 'https://example.com/page', imageUrl: `/api/shared/${ID}/images/0`, title: 'Arenal' },
          {
            link: 'http://localhost:3000/library/factbook-cl',
            imageUrl: '/library/flags.cl',
            title: 'Flag of Chile',
          },
        ],
        created_at: '2026-11-23T10:00:00.000Z',
      }),
    });
    renderShare();
    await userEvent.click(await screen.findByRole('button', { name: /Images \(2\)/ }));
    const shown = screen.getAllByRole('img').map((img) => img.getAttribute('src'));
    expect(shown).toEqual([
      `${window.location.origin}/api/shared/${ID}/images/0`,
      `${window.location.origin}/library/flags.cl`,
    ]);
  });

  it('shows no image strip for a link made before images were kept', async () => {
    mockFetch({
      [`GET /api/shared/${ID}`]: jsonResponse({
        title: 'Old',
        question: 'Old question?',
        answer: 'Old answer.',
        sources: [],
        created_at: '2026-11-23T10:00:00.000Z',
      }),
    });
    renderShare();
    expect(await screen.findByText('Old answer.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Images/ })).toBeNull();
  });

  it('shows the 404 page for an unknown or revoked link', async () => {
    mockFetch({}); // every call answers 404
    renderShare();
    expect(await screen.findByRole('heading', { name: 'Oops! Page not found' })).toBeInTheDocument();
  });
});

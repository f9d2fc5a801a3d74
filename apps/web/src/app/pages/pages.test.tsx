import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { mockFetch, renderWithProviders } from '@/test/test-utils';
import { NewsPage } from './news-page';
import { NotFoundPage } from './not-found-page';

function renderAt(route: string) {
  mockFetch({});
  return renderWithProviders(
    <Routes>
      <Route path="/" element={<p>home page</p>} />
      <Route path="/news" element={<NewsPage />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>,
    { route },
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('NewsPage', () => {
  it("shows 'News Discovery' and 'Coming Soon' with Back and Return to Search links home", () => {
    renderAt('/news');
    expect(screen.getByRole('heading', { name: 'News Discovery' })).toBeInTheDocument();
    expect(screen.getByText('Coming Soon')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Return to Search' })).toHaveAttribute('href', '/');
  });

  it('Return to Search goes home', async () => {
    renderAt('/news');
    await userEvent.click(screen.getByRole('link', { name: 'Return to Search' }));
    expect(screen.getByText('home page')).toBeInTheDocument();
  });
});

describe('NotFoundPage', () => {
  it("shows 'Oops! Page not found' with a link home", async () => {
    renderAt('/no/such/page');
    expect(screen.getByRole('heading', { name: 'Oops! Page not found' })).toBeInTheDocument();
    const home = screen.getByRole('link', { name: 'Return to Home' });
    expect(home).toHaveAttribute('href', '/');
    await userEvent.click(home);
    expect(screen.getByText('home page')).toBeInTheDocument();
  });
});

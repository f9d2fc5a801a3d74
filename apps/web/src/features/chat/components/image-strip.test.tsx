import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { ImageGrid } from './image-strip';

const image = {
  link: 'https://volcano.example/page',
  imageUrl: '/api/images/full.sig',
  thumbnailUrl: '/api/images/thumb.sig',
  title: 'Arenal at dusk',
};

describe('ImageGrid', () => {
  it('falls back from the thumbnail to the full image, then to the title when both fail', () => {
    render(<ImageGrid images={[image]} />);
    const img = screen.getByRole('img', { name: 'Arenal at dusk' });
    expect(img.getAttribute('src')).toBe(`${window.location.origin}/api/images/thumb.sig`);
    fireEvent.error(img);
    expect(screen.getByRole('img', { name: 'Arenal at dusk' }).getAttribute('src')).toBe(
      `${window.location.origin}/api/images/full.sig`,
    );
    fireEvent.error(screen.getByRole('img', { name: 'Arenal at dusk' }));
    const fallback = screen.getByRole('img', { name: 'Arenal at dusk' });
    expect(fallback.tagName).toBe('SPAN');
    expect(fallback).toHaveTextContent('Arenal at dusk');
    expect(document.querySelector('img')).toBeNull();
    // Still a link to the image's page, in a new tab.
    expect(screen.getByRole('link')).toHaveAttribute('href', 'https://volcano.example/page');
  });

  it('shows the title at once when an image without a thumbnail fails', () => {
    render(<ImageGrid images={[{ link: image.link, imageUrl: image.imageUrl, title: 'Broken' }]} />);
    fireEvent.error(screen.getByRole('img', { name: 'Broken' }));
    expect(screen.getByRole('img', { name: 'Broken' }).tagName).toBe('SPAN');
  });
});

import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ImageResult } from '@pardus/protocol';
import { ImageGrid, ImageStrip } from './image-strip';

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

// SPEC §2 "Image strip", as the share page shows it (in the chat, the Images tab holds the images).
describe('ImageStrip', () => {
  const numbered = (i: number, thumb = true): ImageResult => ({
    link: `https://img.example/page${i}`,
    imageUrl: `https://img.example/full${i}.jpg`,
    ...(thumb ? { thumbnailUrl: `https://img.example/thumb${i}.jpg` } : {}),
    title: `Image ${i}`,
  });

  it("toggles at most 8 thumbnails with 'Images (N)', collapsed by default", async () => {
    const { container } = render(
      <ImageStrip images={Array.from({ length: 11 }, (_, i) => numbered(i))} loading={false} />,
    );
    const toggle = screen.getByRole('button', { name: /Images \(8\)/ });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryAllByRole('img')).toHaveLength(0);
    await userEvent.click(toggle);
    const links = within(container).getAllByRole('link');
    expect(links).toHaveLength(8);
    expect(links[0]).toHaveAttribute('href', 'https://img.example/page0');
    expect(links[0]).toHaveAttribute('target', '_blank');
    expect(links[0]).toHaveAttribute('rel', 'noopener noreferrer');
    expect(within(links[0] as HTMLElement).getByRole('img')).toHaveAttribute(
      'src',
      'https://img.example/thumb0.jpg',
    );
  });

  it('falls back to the full image when the thumbnail fails, and uses it when there is none', async () => {
    render(<ImageStrip images={[numbered(1), numbered(2, false)]} loading={false} />);
    await userEvent.click(screen.getByRole('button', { name: /Images \(2\)/ }));
    const [first, second] = screen.getAllByRole('img');
    fireEvent.error(first as HTMLElement);
    expect(first).toHaveAttribute('src', 'https://img.example/full1.jpg');
    expect(second).toHaveAttribute('src', 'https://img.example/full2.jpg');
  });

  it("is a disabled 'Loading images...' button while loading, and nothing without images", () => {
    const { rerender } = render(<ImageStrip images={[]} loading />);
    expect(screen.getByRole('button', { name: 'Loading images...' })).toBeDisabled();
    rerender(<ImageStrip images={[]} loading={false} />);
    expect(screen.queryByRole('button')).toBeNull();
  });
});

import { useState } from 'react';
import { ChevronDown, ImageIcon, ImageOff, Loader2 } from 'lucide-react';
import type { ImageResult } from '@pardus/protocol';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';
import { httpUrl } from '../lib/source-display';

/** SPEC §9: at most this many thumbnails are shown. */
export const MAX_IMAGES = 8;

/** What a tile shows when neither the thumbnail nor the full image loads: the image's title. */
function BrokenImage({ title }: { title: string }) {
  return (
    <span
      role="img"
      aria-label={title}
      className="flex size-full flex-col items-center justify-center gap-1.5 p-2 text-center text-xs text-muted-foreground"
    >
      <ImageOff className="size-5" aria-hidden="true" />
      <span className="line-clamp-2">{title}</span>
    </span>
  );
}

/**
 * One thumbnail linking to the image's page; falls back to the full image if the thumbnail fails
 * (SPEC §8), and to its title when that fails too (broken, too large, not an image or too slow: the
 * server's image proxy answers an error), so a tile never shows a broken-image icon.
 */
function Thumbnail({ image }: { image: ImageResult }) {
  const full = httpUrl(image.imageUrl);
  const [src, setSrc] = useState(httpUrl(image.thumbnailUrl) ?? full);
  const [failed, setFailed] = useState(false);
  const link = httpUrl(image.link) ?? full;
  if (!src || !link) return null;
  return (
    <a
      href={link}
      target="_blank"
      rel="noopener noreferrer"
      title={image.title}
      className="group relative block aspect-[4/3] overflow-hidden rounded-lg border border-border bg-muted"
    >
      {failed ? (
        <BrokenImage title={image.title} />
      ) : (
        <img
          src={src}
          alt={image.title}
          loading="lazy"
          onError={() => {
            if (full && src !== full) setSrc(full);
            else setFailed(true);
          }}
          className="size-full object-cover transition-transform duration-300 group-hover:scale-105"
        />
      )}
    </a>
  );
}

/** A grid of at most MAX_IMAGES thumbnails. */
export function ImageGrid({ images }: { images: readonly ImageResult[] }) {
  return (
    <div className="grid grid-cols-2 gap-2 sm:grid-cols-4">
      {images.slice(0, MAX_IMAGES).map((image, index) => (
        <Thumbnail key={`${index}-${image.imageUrl}`} image={image} />
      ))}
    </div>
  );
}

/**
 * SPEC §2 "Image strip": a disabled 'Loading images...' button while searching, then an
 * 'Images (N)' toggle (collapsed by default) over the grid; nothing when there are no images.
 */
export function ImageStrip({ images, loading }: { images: readonly ImageResult[]; loading: boolean }) {
  const [open, setOpen] = useState(false);
  if (loading) {
    return (
      <Button variant="outline" size="sm" disabled className="rounded-full">
        <Loader2 className="animate-spin" />
        Loading images...
      </Button>
    );
  }
  if (images.length === 0) return null;
  return (
    // Not printed: paper cannot open the strip, and thumbnails are no part of the text.
    <div className="space-y-3 print:hidden">
      <Button
        variant="outline"
        size="sm"
        className="rounded-full"
        aria-expanded={open}
        onClick={() => setOpen((value) => !value)}
      >
        <ImageIcon />
        Images ({Math.min(images.length, MAX_IMAGES)})
        <ChevronDown className={cn('transition-transform', open && 'rotate-180')} />
      </Button>
      {open && <ImageGrid images={images} />}
    </div>
  );
}

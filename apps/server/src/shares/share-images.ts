import type { ImageResult } from '@pardus/protocol';
import type { ImageService } from '../images/index.js';

/** Most images a link keeps (the strip shows at most 8, SPEC §9). */
export const MAX_SHARED_IMAGES = 8;
/** Largest copy a link keeps: thumbnails are far smaller; a larger image is left out. */
export const MAX_SHARED_IMAGE_BYTES = 1024 * 1024;

/** One image copied for a link, stored beside it. */
export interface ImageCopy {
  position: number;
  mediaType: string;
  data: Buffer;
}

/** Where a link's copy number `position` is served (public, like the link). */
export const sharedImagePath = (shareId: string, position: number) =>
  `/api/shared/${shareId}/images/${position}`;

/** The first of `urls` that fetches as an image within the share cap, or undefined. */
async function firstImage(images: ImageService, urls: string[], signal: AbortSignal) {
  for (const url of urls) {
    try {
      const image = await images.fetcher.fetch(url, signal);
      if (image.body.length <= MAX_SHARED_IMAGE_BYTES) return image;
    } catch {
      // broken, refused, not an image or too slow: try the full image, else leave it out
    }
  }
  return undefined;
}

/**
 * The images a link shows, as copies kept with it: fetched now through the image proxy's fetcher
 * (its address rules, caps and time limit), the thumbnail first, so a visitor's browser loads them
 * from this app and from no outside host, and the link never depends on that host again. The
 * library's own images are served here already and stay as they are. Images that cannot be had
 * are left out; all are fetched at once, so the wait is one image's time cap at most.
 */
export async function copySharedImages(
  images: ImageService,
  shareId: string,
  found: readonly ImageResult[],
  signal: AbortSignal,
): Promise<{ images: ImageResult[]; copies: ImageCopy[] }> {
  const wanted = found.slice(0, MAX_SHARED_IMAGES);
  const fetched = await Promise.all(
    wanted.map(async (image) => {
      if (images.links.isLibraryImage(image.imageUrl)) return undefined;
      const candidates = [image.thumbnailUrl, image.imageUrl].filter((url) => url !== undefined);
      return firstImage(images, candidates, signal);
    }),
  );
  const shown: ImageResult[] = [];
  const copies: ImageCopy[] = [];
  wanted.forEach((image, i) => {
    const { link, title } = image;
    if (images.links.isLibraryImage(image.imageUrl)) {
      const thumbnailUrl = image.thumbnailUrl;
      const keepThumbnail = thumbnailUrl !== undefined && images.links.isLibraryImage(thumbnailUrl);
      shown.push({ link, title, imageUrl: image.imageUrl, ...(keepThumbnail ? { thumbnailUrl } : {}) });
      return;
    }
    const copy = fetched[i];
    if (!copy) return;
    const position = copies.length;
    copies.push({ position, mediaType: copy.type, data: copy.body });
    shown.push({ link, title, imageUrl: sharedImagePath(shareId, position) });
  });
  return { images: shown, copies };
}

import {
  imageMessageContentSchema,
  parseMessageContent,
  type ImageResult,
  type SavedMessage,
} from '@pardus/protocol';
import type { ImageLinks, ImageViewer } from './image-links.js';

const parseImage = (content: string) => parseMessageContent(imageMessageContentSchema, content);

/** Rewrites every `image` message with `rewrite`; one that cannot be read or rewritten is left out. */
function rewriteImages(
  messages: readonly SavedMessage[],
  rewrite: (images: ImageResult[]) => ImageResult[],
): SavedMessage[] {
  return messages.flatMap((message): SavedMessage[] => {
    if (message.role !== 'image') return [message];
    const image = parseImage(message.content);
    const [rewritten] = image ? rewrite([image]) : [];
    return rewritten ? [{ role: 'image', content: JSON.stringify(rewritten) }] : [];
  });
}

/** A saved conversation as one reader's browser gets it: outside images as proxy links made for them. */
export function presentSavedImages(
  links: ImageLinks,
  viewer: ImageViewer,
  messages: readonly SavedMessage[],
): SavedMessage[] {
  return rewriteImages(messages, (images) => links.present(viewer, images));
}

/**
 * Messages a browser sends to be saved, their images with the outside URLs back; images that did
 * not come from this server's links for this user (or the library) are left out.
 */
export function storableImages(
  links: ImageLinks,
  userId: string,
  messages: readonly SavedMessage[],
): SavedMessage[] {
  return rewriteImages(messages, (images) => links.recover(userId, images));
}

/** The `image` messages of the saved answer whose `search`/`image` block starts at `from`. */
export function imagesAfter(messages: readonly SavedMessage[], from: number): ImageResult[] {
  const images: ImageResult[] = [];
  for (const message of messages.slice(from)) {
    if (message.role !== 'search' && message.role !== 'image') break;
    const image = message.role === 'image' ? parseImage(message.content) : undefined;
    if (image) images.push(image);
  }
  return images;
}

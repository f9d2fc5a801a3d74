import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';
import type { ImageResult } from '@pardus/protocol';
import { z } from 'zod';

/** Where the proxy is mounted; an image link is this path and a token. */
export const IMAGE_PROXY_PATH = '/api/images/';

/** Whom links are made for: a signed-in user's session. */
export interface ImageViewer {
  userId: string;
  sessionId: string;
}

/** What a valid token says: the outside URL, for whom, and until when (epoch seconds). */
export interface ImageGrant extends ImageViewer {
  url: string;
  expiresAt: number;
}

export interface ImageLinksOptions {
  /** The session secret; the signing key is derived from it (HKDF), never the secret itself. */
  secret: string;
  /** This app's origin: images already served here (the library's `/library/<id>`) are kept as they are. */
  publicUrl: string;
  /** How long a link loads. Default 24 h; a reload gets fresh ones. */
  ttlSeconds?: number;
  now?: () => number;
}

/** Longest outside URL that is given a link (search APIs return far shorter ones). */
const MAX_URL_CHARS = 2_048;
const grantSchema = z.object({ u: z.string(), i: z.string(), s: z.string(), x: z.number().int() });
const TOKEN = /^([A-Za-z0-9_-]{1,4096})\.([A-Za-z0-9_-]{43})$/;

const isHttpUrl = (raw: string): boolean => {
  if (raw.length > MAX_URL_CHARS) return false;
  try {
    const url = new URL(raw);
    return (url.protocol === 'https:' || url.protocol === 'http:') && !url.username && !url.password;
  } catch {
    return false;
  }
};

/**
 * Links to the image proxy. Why signed tokens and not ids in a table: every instance can check one
 * with the shared session secret alone (no write per image, nothing to clean up), and a token names
 * exactly one URL that search returned to one user, so the proxy is never open to any other URL.
 * Why bound to a session and not a cookie: an `<img>` load carries no bearer token, and the token
 * itself then says who asked; the proxy checks on every load that the session is still signed in,
 * so a sign-out ends its links at once, and the expiry bounds a link copied elsewhere.
 *
 * Tokens are `base64url(JSON payload).base64url(HMAC-SHA256)`; the URL is signed, not hidden (the
 * user may see where an image comes from; nobody else ever gets the token).
 */
export function createImageLinks(options: ImageLinksOptions) {
  const key = Buffer.from(hkdfSync('sha256', options.secret, '', 'pardus image links v1', 32));
  const ttl = options.ttlSeconds ?? 24 * 3600;
  const now = options.now ?? Date.now;
  const origin = new URL(options.publicUrl).origin;
  const mac = (payload: string) => createHmac('sha256', key).update(payload).digest();

  /** The URL's path when it is on this app's origin (or already a path), else undefined. */
  function ownPath(raw: string): string | undefined {
    try {
      const url = new URL(raw, origin);
      return url.origin === origin ? url.pathname : undefined;
    } catch {
      return undefined;
    }
  }

  /** True for the library's own images, which the browser may load from here as they are. */
  const isLibraryImage = (raw: string) => ownPath(raw)?.startsWith('/library/') === true;

  function sign(viewer: ImageViewer, url: string): string {
    // The expiry is rounded up to the hour, so one session gets the same link for an image all hour
    // long: the browser's cache serves a reloaded conversation, and a saved copy reads back unchanged.
    const expires = Math.ceil((Math.floor(now() / 1000) + ttl) / 3600) * 3600;
    const grant = { u: url, i: viewer.userId, s: viewer.sessionId, x: expires };
    const payload = Buffer.from(JSON.stringify(grant)).toString('base64url');
    return `${IMAGE_PROXY_PATH}${payload}.${mac(payload).toString('base64url')}`;
  }

  /** The grant behind a token whose signature holds, expired or not (callers check `expiresAt`). */
  function open(token: string): ImageGrant | undefined {
    const match = TOKEN.exec(token);
    if (!match?.[1] || !match[2]) return undefined;
    const given = Buffer.from(match[2], 'base64url');
    const expected = mac(match[1]);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
    try {
      const claims = grantSchema.safeParse(JSON.parse(Buffer.from(match[1], 'base64url').toString('utf8')));
      if (!claims.success) return undefined;
      const { u, i, s, x } = claims.data;
      return { url: u, userId: i, sessionId: s, expiresAt: x };
    } catch {
      return undefined; // signed by us, so never reached; kept so a bad key rotation cannot throw
    }
  }

  /** One image URL as the browser may load it: the library's as it is, an outside one as a link. */
  function presentUrl(viewer: ImageViewer, raw: string): string | undefined {
    if (isLibraryImage(raw)) return raw;
    return isHttpUrl(raw) ? sign(viewer, raw) : undefined;
  }

  /** One image URL as a browser sent it back for saving: a link of this user's becomes its URL again. */
  function recoverUrl(userId: string, raw: string): string | undefined {
    if (isLibraryImage(raw)) return raw;
    const path = ownPath(raw);
    if (!path?.startsWith(IMAGE_PROXY_PATH)) return undefined;
    const grant = open(path.slice(IMAGE_PROXY_PATH.length));
    return grant?.userId === userId ? grant.url : undefined;
  }

  /** Rewrites both URLs of each image; an image whose URL cannot be rewritten is left out. */
  function mapImages(images: readonly ImageResult[], rewrite: (raw: string) => string | undefined) {
    return images.flatMap(({ thumbnailUrl, ...image }): ImageResult[] => {
      const imageUrl = rewrite(image.imageUrl);
      if (!imageUrl) return [];
      const thumbnail = thumbnailUrl === undefined ? undefined : rewrite(thumbnailUrl);
      return [{ ...image, imageUrl, ...(thumbnail ? { thumbnailUrl: thumbnail } : {}) }];
    });
  }

  return {
    open,
    isLibraryImage,
    /** Search results as the viewer's browser gets them: outside images only through the proxy. */
    present: (viewer: ImageViewer, images: readonly ImageResult[]) =>
      mapImages(images, (raw) => presentUrl(viewer, raw)),
    /**
     * Images a browser sends to be saved, with their outside URLs back: only links this server
     * made for this user (expired ones too) and library images; anything else is left out, so a
     * saved conversation never holds a URL that search did not return.
     */
    recover: (userId: string, images: readonly ImageResult[]) =>
      mapImages(images, (raw) => recoverUrl(userId, raw)),
  };
}

export type ImageLinks = ReturnType<typeof createImageLinks>;

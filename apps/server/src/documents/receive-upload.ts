import { randomUUID } from 'node:crypto';
import type { Db } from '../db/create-db.js';
import { AppError, badRequest } from '../http/app-error.js';
import { detectKind } from './extract/detect-kind.js';
import { finishUpload, type DocumentRow } from './document.repository.js';
import { documentUsage, dropUpload, reserveBytes, startUpload } from './document-quota.js';
import type { DocumentSettings } from './document-settings.js';
import { formatBytes } from './format-bytes.js';
import type { OriginalStore } from './storage/original-store.js';

/** Bytes of the file the type check looks at. */
const HEAD_BYTES = 4096;

export interface UploadInput {
  userId: string;
  /** The X-File-Name header as sent (percent-encoded). */
  rawName: string | undefined;
  mediaType: string;
  /** Content-Length when the client sent one. */
  declaredBytes: number | undefined;
  body: ReadableStream<Uint8Array> | null;
}

/** 413 with `Connection: close`: the client may still be sending, and the rest is not read. */
const tooLarge = (message: string) => new AppError('payload_too_large', message, { Connection: 'close' });

/**
 * 429, like too many Deep runs at once: the user's earlier files must be read first. Their reading
 * is what frees the room, so the upload can simply be sent again later.
 */
const tooManyQueued = (max: number) =>
  new AppError(
    'rate_limited',
    `You have ${max} documents waiting to be read, the most allowed. Upload more once some are read.`,
    { 'Retry-After': '30', Connection: 'close' },
  );

/**
 * The uploaded name, made safe to show and store: percent-decoded, NFC, trimmed. Path separators,
 * control characters, "." and "..", and names past 255 characters are refused rather than
 * rewritten, so a user never sees a file under a name they did not give it.
 */
export function documentName(raw: string | undefined): string {
  if (raw === undefined || raw.trim() === '') throw badRequest('The file has no name (X-File-Name header).');
  let name: string;
  try {
    name = decodeURIComponent(raw).normalize('NFC').trim();
  } catch {
    throw badRequest('The file name is not valid percent-encoded UTF-8.');
  }
  if (/[/\\]/.test(name) || /[\p{Cc}\p{Zl}\p{Zp}\u200e\u200f\u202a-\u202e\u2066-\u2069]/u.test(name)) {
    throw badRequest('File names cannot contain path separators or control characters.');
  }
  if (name === '' || name === '.' || name === '..' || name.length > 255) {
    throw badRequest('The file name must be 1 to 255 characters.');
  }
  return name;
}

/** Reads from `reader` until `bytes` bytes (or the end): the chunks read, and whether the body ended. */
async function readHead(reader: ReadableStreamDefaultReader<Uint8Array>, bytes: number) {
  const chunks: Uint8Array[] = [];
  let size = 0;
  while (size < bytes) {
    const { done, value } = await reader.read();
    if (done) return { chunks, size, ended: true };
    chunks.push(value);
    size += value.byteLength;
  }
  return { chunks, size, ended: false };
}

/**
 * Receives one upload as it streams in: checks the name, the limits and the content's type (from
 * its first 4 KB) before anything is stored, takes a file slot, then writes the original in 1 MB
 * chunks, each reserved against the user's space first, so at most one chunk is in memory and
 * concurrent uploads cannot pass the limits together. Over a limit midway, aborted, or failed:
 * everything stored of it, and everything it reserved, is dropped. Returns the queued document.
 */
export async function receiveUpload(
  { db, originals }: { db: Db; originals: OriginalStore },
  settings: DocumentSettings,
  input: UploadInput,
): Promise<DocumentRow> {
  const name = documentName(input.rawName);
  const mediaType = input.mediaType.split(';')[0]!.trim().toLowerCase();
  const fileLimit = `This file is larger than ${formatBytes(settings.maxFileBytes)}.`;
  if (input.declaredBytes !== undefined && input.declaredBytes > settings.maxFileBytes)
    throw tooLarge(fileLimit);
  const tooMany = tooLarge(
    `You have ${settings.maxFiles} documents, the most allowed. Delete some to upload more.`,
  );
  const quota = `Your documents would take more than ${formatBytes(settings.maxTotalBytes)}. Delete some to make room.`;
  // Refused at once when it plainly cannot fit; what is taken is reserved below, as it arrives.
  const usage = await documentUsage(db, input.userId);
  if (usage.files >= settings.maxFiles) throw tooMany;
  const roomLeft = settings.maxTotalBytes - usage.bytes;
  if (input.declaredBytes !== undefined && input.declaredBytes > roomLeft) throw tooLarge(quota);
  if (!input.body) throw badRequest('This file is empty.');

  const reader = input.body.getReader();
  const head = await readHead(reader, HEAD_BYTES);
  if (head.size === 0) throw badRequest('This file is empty.');
  const headBytes = new Uint8Array(Math.min(head.size, HEAD_BYTES));
  let filled = 0;
  for (const chunk of head.chunks) {
    if (filled >= headBytes.length) break;
    headBytes.set(chunk.subarray(0, headBytes.length - filled), filled);
    filled += Math.min(chunk.length, headBytes.length - filled);
  }
  const detected = detectKind(name, mediaType, headBytes);
  if (!detected.ok) throw new AppError('unsupported_media_type', detected.message);

  const id = randomUUID();
  const upload = {
    id,
    userId: input.userId,
    name,
    mediaType: mediaType || 'application/octet-stream',
    kind: detected.kind,
  };
  const refused = await startUpload(db, upload, settings);
  if (refused) {
    await reader.cancel().catch(() => undefined);
    throw refused === 'files' ? tooMany : tooManyQueued(settings.maxQueued);
  }
  // Bytes are reserved before they are stored, so uploads in flight count, on every instance: the
  // declared length at once (then uploads sent together are taken whole or refused, not starved
  // halfway by one another), and whatever arrives beyond what is reserved, chunk by chunk.
  let reserved = 0;
  const reserve = async (bytes: number) => {
    const ok = await reserveBytes(db, { id, userId: input.userId, bytes }, settings.maxTotalBytes);
    if (!ok) throw tooLarge(quota);
    reserved += bytes;
  };
  let received = 0;
  const writer = chunkWriter(originals.chunkBytes, async (seq, data) => {
    received += data.length;
    if (received > reserved) await reserve(received - reserved);
    await originals.put(id, seq, data);
  });
  try {
    if (input.declaredBytes !== undefined) await reserve(input.declaredBytes);
    for (const chunk of head.chunks) await writer.write(chunk);
    let ended = head.ended;
    while (!ended) {
      if (writer.size > settings.maxFileBytes) throw tooLarge(fileLimit);
      const { done, value } = await reader.read();
      if (done) ended = true;
      else await writer.write(value);
    }
    if (writer.size > settings.maxFileBytes) throw tooLarge(fileLimit);
    await writer.close();
    // A body shorter than it declared gives back the rest.
    if (reserved > writer.size) await reserve(writer.size - reserved);
    return await finishUpload(db, id, writer.size);
  } catch (error) {
    await reader.cancel().catch(() => undefined);
    await dropUpload(db, id);
    await originals.remove(id, writer.size).catch(() => undefined); // the stale-upload sweep retries
    throw error;
  }
}

/** Collects bytes into chunks of `chunkBytes` and stores each full one as it fills. */
function chunkWriter(chunkBytes: number, store: (seq: number, data: Uint8Array) => Promise<void>) {
  let buffer = new Uint8Array(chunkBytes);
  let used = 0;
  let seq = 0;
  let size = 0;
  const flush = async () => {
    if (used === 0) return;
    await store(seq++, buffer.subarray(0, used));
    buffer = new Uint8Array(chunkBytes);
    used = 0;
  };
  return {
    get size() {
      return size;
    },
    async write(chunk: Uint8Array) {
      size += chunk.length;
      for (let offset = 0; offset < chunk.length;) {
        const take = Math.min(chunk.length - offset, chunkBytes - used);
        buffer.set(chunk.subarray(offset, offset + take), used);
        used += take;
        offset += take;
        if (used === chunkBytes) await flush();
      }
    },
    close: flush,
  };
}

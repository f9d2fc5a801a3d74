import type { DocumentLimits, UserDocument } from '@pardus/protocol';
import { uploadDocument } from '../api/upload-document';
import { formatBytes } from '../lib/format';
import { refusalMessage } from '../lib/refusal';
import { announce } from './announcer';

/**
 * Uploads in flight, kept outside React (like the toasts) so they carry on, and stay visible, when
 * the user moves between the chat and the documents page: the composer's tray and the panel show
 * the same list.
 */

/** At most this many files travel at once; the rest wait (a drop of 30 files must not trip 429s). */
export const MAX_PARALLEL_UPLOADS = 2;

export type UploadPhase = 'waiting' | 'uploading' | 'refused' | 'accepted';

export interface Upload {
  key: string;
  /** Who started it (the user's id): another account signing in on this page does not see it. */
  owner: string | null;
  name: string;
  size: number;
  /** Share of the bytes sent, 0..1. */
  progress: number;
  phase: UploadPhase;
  /** Why it was refused (the server's message when it gave one). */
  message?: string;
  /** The queued document the server answered with, once accepted. */
  document?: UserDocument;
}

export interface StartOptions {
  owner?: string | null;
  /** Known limits: a file over the per-file size is refused here instead of after sending it all. */
  limits?: DocumentLimits;
  /** Called with each accepted document (to show it in the list at once). */
  onAccepted?: (document: UserDocument) => void;
}

type Listener = () => void;

let uploads: readonly Upload[] = [];
let counter = 0;
const listeners = new Set<Listener>();
const pending = new Map<string, { file: File; onAccepted?: (document: UserDocument) => void }>();
const controllers = new Map<string, AbortController>();

function setUploads(next: readonly Upload[]): void {
  uploads = next;
  for (const listener of listeners) listener();
}

function update(key: string, change: Partial<Upload>): void {
  setUploads(uploads.map((u) => (u.key === key ? { ...u, ...change } : u)));
}

function remove(key: string): void {
  pending.delete(key);
  setUploads(uploads.filter((u) => u.key !== key));
}

function pump(): void {
  while (controllers.size < MAX_PARALLEL_UPLOADS) {
    const next = uploads.find((u) => u.phase === 'waiting');
    const job = next && pending.get(next.key);
    if (!next || !job) return;
    pending.delete(next.key);
    const controller = new AbortController();
    controllers.set(next.key, controller);
    update(next.key, { phase: 'uploading', progress: 0 });
    void send(next, job.file, controller, job.onAccepted);
  }
}

async function send(
  upload: Upload,
  file: File,
  controller: AbortController,
  onAccepted?: (document: UserDocument) => void,
): Promise<void> {
  try {
    const document = await uploadDocument(file, {
      signal: controller.signal,
      onProgress: (progress) => update(upload.key, { progress }),
    });
    update(upload.key, { phase: 'accepted', progress: 1, document });
    announce(`${upload.name} uploaded`);
    onAccepted?.(document);
  } catch (error) {
    if (controller.signal.aborted) remove(upload.key);
    else {
      const message = refusalMessage(error);
      update(upload.key, { phase: 'refused', message });
      announce(`${upload.name} was not uploaded: ${message}`);
    }
  } finally {
    controllers.delete(upload.key);
    pump();
  }
}

/** Queues `files` for upload; each gets a row at once. */
export function startUploads(
  files: readonly File[],
  { owner = null, limits, onAccepted }: StartOptions = {},
): void {
  const added: Upload[] = [];
  for (const file of files) {
    counter += 1;
    const key = `upload-${counter}`;
    const base = { key, owner, name: file.name, size: file.size, progress: 0 };
    if (limits && file.size > limits.max_file_bytes) {
      const message = `This file is too large: the limit is ${formatBytes(limits.max_file_bytes)} per file.`;
      added.push({ ...base, phase: 'refused', message });
      announce(`${file.name} was not uploaded: ${message}`);
      continue;
    }
    pending.set(key, { file, ...(onAccepted ? { onAccepted } : {}) });
    added.push({ ...base, phase: 'waiting' });
  }
  setUploads([...uploads, ...added]);
  pump();
}

/** Stops an upload still waiting or sending; its row goes away. */
export function cancelUpload(key: string): void {
  const controller = controllers.get(key);
  if (controller) controller.abort();
  else remove(key);
}

/** Removes a finished row (refused or accepted). */
export function dismissUpload(key: string): void {
  const phase = uploads.find((u) => u.key === key)?.phase;
  if (phase === 'refused' || phase === 'accepted') remove(key);
}

export function subscribeUploads(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const getUploads = (): readonly Upload[] => uploads;

/** Test helper: forget every upload (sending ones are aborted). */
export function resetUploadsForTests(): void {
  for (const controller of controllers.values()) controller.abort();
  controllers.clear();
  pending.clear();
  setUploads([]);
}

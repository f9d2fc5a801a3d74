import { ApiError } from '@/lib/api-client';
import { UploadNetworkError } from '../api/upload-document';

/** Said when a refusal came without the server's own words (a proxy's page, for instance). */
const FALLBACK_BY_STATUS: Record<number, string> = {
  400: 'This file name cannot be used.',
  401: 'Your session has ended. Please sign in again.',
  413: 'This file is too large.',
  415: 'This type of file is not supported.',
  429: 'Too many uploads at once. Please wait a moment and try again.',
};

/** What a refused or failed upload shows on its row: the server's message when it sent one. */
export function refusalMessage(error: unknown): string {
  if (error instanceof ApiError) {
    return error.serverMessage ?? FALLBACK_BY_STATUS[error.status] ?? 'Upload failed. Please try again.';
  }
  if (error instanceof UploadNetworkError) return error.message;
  return 'Upload failed. Please try again.';
}

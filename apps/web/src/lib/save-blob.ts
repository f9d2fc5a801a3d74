/**
 * Hands `blob` to the browser's download as `name`. For files the API serves behind the bearer
 * header, which a plain link cannot send: the caller fetches them and saves the blob.
 */
export function saveBlob(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // The click has started the download by the next turn; the URL is not needed after that.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

import { saveBlob } from '@/lib/save-blob';

/** Saves `text` as a file through the browser's download (no server round trip). */
export function downloadText(fileName: string, text: string, type = 'text/markdown;charset=utf-8') {
  saveBlob(new Blob([text], { type }), fileName);
}

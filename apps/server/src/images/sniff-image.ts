/** The only image types the proxy serves: raster formats a browser decodes without running anything. */
export const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp', 'image/avif'] as const;
export type ImageType = (typeof IMAGE_TYPES)[number];

const startsWith = (bytes: Buffer, signature: readonly number[], at = 0): boolean =>
  bytes.length >= at + signature.length && signature.every((byte, i) => bytes[at + i] === byte);
const ascii = (text: string): number[] => [...text].map((c) => c.charCodeAt(0));

/** AVIF: an ISO-BMFF `ftyp` box whose major or a compatible brand is `avif` or `avis`. */
function isAvif(bytes: Buffer): boolean {
  if (!startsWith(bytes, ascii('ftyp'), 4)) return false;
  const boxSize = Math.min(bytes.readUInt32BE(0), bytes.length);
  for (let at = 8; at + 4 <= boxSize; at += 4) {
    if (at === 12) continue; // minor version, not a brand
    const brand = bytes.toString('latin1', at, at + 4);
    if (brand === 'avif' || brand === 'avis') return true;
  }
  return false;
}

/**
 * What the bytes are, by their magic numbers; undefined for anything else (SVG, HTML, scripts,
 * other formats). The served type always comes from here, never from the upstream's header.
 */
export function sniffImageType(bytes: Buffer): ImageType | undefined {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a'))) return 'image/gif';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'image/webp';
  if (bytes.length >= 16 && isAvif(bytes)) return 'image/avif';
  return undefined;
}

/** True for a declared media type the proxy takes: a served type, or none said (the bytes decide). */
export function isAcceptableDeclaredType(mediaType: string | undefined): boolean {
  if (mediaType === undefined || mediaType === 'application/octet-stream') return true;
  return (IMAGE_TYPES as readonly string[]).includes(mediaType);
}

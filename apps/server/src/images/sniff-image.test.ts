import { describe, expect, it } from 'vitest';
import { IMAGE_BYTES } from '../../test/fixtures/web/image-bytes.js';
import { isAcceptableDeclaredType, sniffImageType } from './sniff-image.js';

describe('sniffImageType', () => {
  it('recognises the five raster formats by their bytes', () => {
    expect(sniffImageType(IMAGE_BYTES.png)).toBe('image/png');
    expect(sniffImageType(IMAGE_BYTES.jpeg)).toBe('image/jpeg');
    expect(sniffImageType(IMAGE_BYTES.gif)).toBe('image/gif');
    expect(sniffImageType(IMAGE_BYTES.webp)).toBe('image/webp');
    expect(sniffImageType(IMAGE_BYTES.avif)).toBe('image/avif');
  });

  it('refuses SVG, HTML, other ISO-BMFF files and scraps', () => {
    expect(sniffImageType(IMAGE_BYTES.svg)).toBeUndefined();
    expect(sniffImageType(Buffer.from('<!doctype html><p>hi'))).toBeUndefined();
    const mp4 = Buffer.from(IMAGE_BYTES.avif);
    mp4.write('isom', 8, 'latin1');
    mp4.write('mp41iso2mp42', 16, 'latin1'); // every brand, none of them AVIF
    expect(sniffImageType(mp4)).toBeUndefined();
    expect(sniffImageType(Buffer.from([0x89, 0x50]))).toBeUndefined();
    expect(sniffImageType(Buffer.alloc(0))).toBeUndefined();
  });
});

describe('isAcceptableDeclaredType', () => {
  it('takes the five types, octet-stream and no type; nothing else', () => {
    expect(isAcceptableDeclaredType('image/webp')).toBe(true);
    expect(isAcceptableDeclaredType(undefined)).toBe(true);
    expect(isAcceptableDeclaredType('application/octet-stream')).toBe(true);
    expect(isAcceptableDeclaredType('image/svg+xml')).toBe(false);
    expect(isAcceptableDeclaredType('text/html')).toBe(false);
  });
});

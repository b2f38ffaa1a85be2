// What an uploaded file really is, read from its first bytes (never from the type the browser
// declared), and its size in pixels from the format's header. A few lines per format instead of a
// dependency: we accept four formats only, and each keeps its dimensions at a fixed place or in
// one well-known structure.

export type ImageType = 'image/webp' | 'image/png' | 'image/jpeg' | 'image/avif';

export interface ImageInfo {
  type: ImageType;
  extension: 'webp' | 'png' | 'jpg' | 'avif';
  width: number;
  height: number;
}

const ascii = (b: Uint8Array, at: number, length: number) => String.fromCharCode(...b.subarray(at, at + length));
const u16be = (b: Uint8Array, at: number) => (b[at]! << 8) | b[at + 1]!;
const u32be = (b: Uint8Array, at: number) => ((b[at]! << 24) | (b[at + 1]! << 16) | (b[at + 2]! << 8) | b[at + 3]!) >>> 0;
const u24le = (b: Uint8Array, at: number) => b[at]! | (b[at + 1]! << 8) | (b[at + 2]! << 16);

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

function png(b: Uint8Array): [number, number] | null {
  // The first chunk is always IHDR: width and height, big-endian, right after its type.
  if (b.length < 24 || ascii(b, 12, 4) !== 'IHDR') return null;
  return [u32be(b, 16), u32be(b, 20)];
}

function jpeg(b: Uint8Array): [number, number] | null {
  // Walk the segments to the first start-of-frame (SOF0–SOF15 except DHT, JPG and DAC).
  let at = 2;
  while (at + 9 < b.length) {
    if (b[at] !== 0xff) return null;
    const marker = b[at + 1]!;
    if (marker === 0xff) {
      at += 1; // fill byte
      continue;
    }
    if (marker === 0xd8 || marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      at += 2;
      continue;
    }
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      return [u16be(b, at + 7), u16be(b, at + 5)];
    }
    if (marker === 0xd9 || marker === 0xda) return null; // end of image or scan data before any frame
    at += 2 + u16be(b, at + 2);
  }
  return null;
}

function webp(b: Uint8Array): [number, number] | null {
  if (b.length < 30) return null;
  switch (ascii(b, 12, 4)) {
    case 'VP8 ': // lossy: after the 3-byte frame tag and the start code 9d 01 2a
      if (b[23] !== 0x9d || b[24] !== 0x01 || b[25] !== 0x2a) return null;
      return [(b[26]! | (b[27]! << 8)) & 0x3fff, (b[28]! | (b[29]! << 8)) & 0x3fff];
    case 'VP8L': {
      // lossless: a 0x2f signature, then 14 bits each of width - 1 and height - 1
      if (b[20] !== 0x2f) return null;
      const bits = (b[21]! | (b[22]! << 8) | (b[23]! << 16) | (b[24]! << 24)) >>> 0;
      return [(bits & 0x3fff) + 1, ((bits >>> 14) & 0x3fff) + 1];
    }
    case 'VP8X': // extended: 24-bit width - 1 and height - 1
      return [u24le(b, 24) + 1, u24le(b, 27) + 1];
    default:
      return null;
  }
}

/** The first box of `type` between `start` and `end` of an ISO-BMFF file: where its content starts and ends. */
function box(b: Uint8Array, start: number, end: number, type: string): { start: number; end: number } | null {
  let at = start;
  while (at + 8 <= end) {
    let size = u32be(b, at);
    let header = 8;
    if (size === 1) {
      if (at + 16 > end || u32be(b, at + 8) !== 0) return null; // a box over 4 GB is not in a 1 MB file
      size = u32be(b, at + 12);
      header = 16;
    } else if (size === 0) {
      size = end - at;
    }
    if (size < header || at + size > end) return null;
    if (ascii(b, at + 4, 4) === type) return { start: at + header, end: at + size };
    at += size;
  }
  return null;
}

function avif(b: Uint8Array): [number, number] | null {
  // The primary image's size is its 'ispe' property: meta (a full box) > iprp > ipco > ispe.
  const meta = box(b, 0, b.length, 'meta');
  const iprp = meta && box(b, meta.start + 4, meta.end, 'iprp');
  const ipco = iprp && box(b, iprp.start, iprp.end, 'ipco');
  const ispe = ipco && box(b, ipco.start, ipco.end, 'ispe');
  if (!ispe || ispe.end - ispe.start < 12) return null;
  return [u32be(b, ispe.start + 4), u32be(b, ispe.start + 8)];
}

function isAvif(b: Uint8Array): boolean {
  if (b.length < 16 || ascii(b, 4, 4) !== 'ftyp') return false;
  const size = Math.min(u32be(b, 0), b.length);
  // The major brand, or any compatible brand, is avif (a still image) or avis (a sequence).
  for (let at = 8; at + 4 <= size; at += at === 8 ? 8 : 4) {
    const brand = ascii(b, at, 4);
    if (brand === 'avif' || brand === 'avis') return true;
  }
  return false;
}

/** The image's format and size, or null when it is none of WebP, PNG, JPEG and AVIF (or its header is broken). */
export function imageInfo(bytes: Uint8Array): ImageInfo | null {
  let found: [ImageType, ImageInfo['extension'], [number, number] | null] | null = null;
  if (PNG_SIGNATURE.every((value, i) => bytes[i] === value)) found = ['image/png', 'png', png(bytes)];
  else if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) found = ['image/jpeg', 'jpg', jpeg(bytes)];
  else if (bytes.length >= 12 && ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 4) === 'WEBP') found = ['image/webp', 'webp', webp(bytes)];
  else if (isAvif(bytes)) found = ['image/avif', 'avif', avif(bytes)];
  if (!found || !found[2]) return null;
  const [type, extension, [width, height]] = found;
  if (width < 1 || height < 1) return null;
  return { type, extension, width, height };
}

/**
 * The largest image we keep: 10,000 pixels on a side and 25 megapixels. The size a header states
 * is what pages write into <img width height> and og:image, and what a decoder (a resize with the
 * Images binding) allocates for, at 4 bytes a pixel: 100 MB at 25 megapixels, inside a Worker's
 * 128 MB. A 24-megapixel camera photo fits; a blog shows images at most 1,200 pixels wide, and a
 * 1 MB file claiming more is a forged header or a decompression bomb.
 */
export const MAX_IMAGE_SIDE = 10_000;
export const MAX_IMAGE_PIXELS = 25_000_000;

const count = (n: number) => n.toLocaleString('en-US');

/** Why an image is too large to keep, in the words the upload form shows; null when it is not. */
export function oversizeImage({ width, height }: Pick<ImageInfo, 'width' | 'height'>): string | null {
  if (width <= MAX_IMAGE_SIDE && height <= MAX_IMAGE_SIDE && width * height <= MAX_IMAGE_PIXELS) return null;
  return (
    `This image is ${count(width)} × ${count(height)} pixels; an image can be at most ${count(MAX_IMAGE_SIDE)} pixels on a side ` +
    `and ${count(MAX_IMAGE_PIXELS / 1_000_000)} megapixels. Please resize it and try again.`
  );
}

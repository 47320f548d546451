import type { Readable } from 'node:stream';
import sharp from 'sharp';
import { MAX_IMAGE_PIXELS } from '@hashar/common';
import { HttpError } from '../errors';

/** Pictures sharp decodes: each is decoded whole before it is kept. */
const DECODED_TYPES = ['image/png', 'image/jpeg', 'image/webp'];

/** 413 naming the pixel limit (in millions), in the request's language. */
const tooManyPixels = () => new HttpError(413, 'payload_too_large', 'image_too_many_pixels', { max: MAX_IMAGE_PIXELS / 1_000_000 });
/** 400: the first bytes said picture, the rest does not decode as one. */
const broken = () => new HttpError(400, 'bad_request', 'image_broken');

async function readAll(stream: Readable): Promise<Buffer> {
  const parts: Buffer[] = [];
  for await (const chunk of stream) parts.push(chunk as Buffer);
  return Buffer.concat(parts);
}

/** Width and height from a BMP's header (sharp reads no BMP). */
function bmpSize(data: Buffer): { width: number; height: number } | null {
  if (data.length < 26) return null;
  return { width: Math.abs(data.readInt32LE(18)), height: Math.abs(data.readInt32LE(22)) };
}

/**
 * The check every uploaded picture passes before it is kept, whatever its magic bytes said: over
 * MAX_IMAGE_PIXELS (read from its header) → 413; PNG, JPEG or WebP that does not decode whole
 * (HTML behind a JPEG signature, a truncated or forged file) → 400. Other types pass untouched.
 */
export async function checkImageContent(mime: string, read: () => Promise<Readable>): Promise<void> {
  if (mime === 'image/bmp') {
    const size = bmpSize(await readAll(await read()));
    if (!size || !size.width || !size.height) throw broken();
    if (size.width * size.height > MAX_IMAGE_PIXELS) throw tooManyPixels();
    return;
  }
  if (!DECODED_TYPES.includes(mime)) return;
  const data = await readAll(await read());
  const meta = await sharp(data, { limitInputPixels: false })
    .metadata()
    .catch(() => null);
  if (!meta?.width || !meta.height) throw broken();
  if (meta.width * meta.height > MAX_IMAGE_PIXELS) throw tooManyPixels();
  // Decoding every pixel (stats streams through the picture) is what proves it is one.
  await sharp(data, { limitInputPixels: MAX_IMAGE_PIXELS, failOn: 'warning' })
    .stats()
    .catch(() => {
      throw broken();
    });
}

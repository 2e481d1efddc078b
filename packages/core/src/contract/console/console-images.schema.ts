import * as z from 'zod/mini';
import { consoleMessages } from '../../messages/catalogue.js';
import { coinsSchema, idSchema } from '../common.schema.js';

/** What an image is for, which decides the size it is resized to fit. */
export const IMAGE_PURPOSES = ['logo', 'item', 'resource'] as const;
export type ImagePurpose = (typeof IMAGE_PURPOSES)[number];

/** The image types the console accepts. */
export const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const;

/** Largest upload, in bytes (5 MB). */
export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;
/** Smallest and largest accepted width and height, in pixels. */
export const IMAGE_MIN_PIXELS = 32;
export const IMAGE_MAX_PIXELS = 8000;
/** The longest side of the stored image, per purpose: larger uploads are scaled down to fit. */
export const IMAGE_FIT_PIXELS: Readonly<Record<ImagePurpose, number>> = {
  logo: 512,
  item: 1024,
  resource: 512,
};

/** Whether a declared type (a file's MIME type, any case) is one the console accepts. Pure. */
export function isImageType(type: string): type is (typeof IMAGE_TYPES)[number] {
  return (IMAGE_TYPES as readonly string[]).includes(type.trim().toLowerCase());
}

/**
 * Checks an image file before it is read: its declared type one of {@link IMAGE_TYPES}, its size from 1 byte to
 * {@link IMAGE_MAX_BYTES}. The catalogue's message of the first problem, or null. Pure.
 */
export function imageFileProblem(file: { readonly type: string; readonly bytes: number }): string | null {
  if (!isImageType(file.type)) return consoleMessages.images.type;
  if (file.bytes === 0) return consoleMessages.images.unreadable;
  if (file.bytes > IMAGE_MAX_BYTES) return consoleMessages.images.tooLarge(IMAGE_MAX_BYTES / (1024 * 1024));
  return null;
}

/**
 * Checks an image's width and height: each from {@link IMAGE_MIN_PIXELS} to {@link IMAGE_MAX_PIXELS}. The
 * catalogue's message, or null. Pure.
 */
export function imageDimensionsProblem(width: number, height: number): string | null {
  if (width < IMAGE_MIN_PIXELS || height < IMAGE_MIN_PIXELS)
    return consoleMessages.images.tooSmall(IMAGE_MIN_PIXELS);
  if (width > IMAGE_MAX_PIXELS || height > IMAGE_MAX_PIXELS)
    return consoleMessages.images.tooBig(IMAGE_MAX_PIXELS);
  return null;
}

/**
 * `POST /console/images`: an image file as base64 with its type and purpose. The server checks the type
 * (by the file's bytes, not only the declared type), size and dimensions, scales it down to fit the purpose,
 * stores it as WebP and answers its address (`/uploads/<sha256>.webp`, cached forever), to put in a logo or
 * picture field.
 */
export const consoleImageRequestSchema = z.object({
  content_type: z.string(),
  data_base64: z.string(),
  purpose: z.enum(IMAGE_PURPOSES),
});
export type ConsoleImageRequest = z.infer<typeof consoleImageRequestSchema>;
export const consoleImageResponseSchema = z.object({
  url: z.string(),
  width: idSchema,
  height: idSchema,
  bytes: coinsSchema,
  content_type: z.string(),
});
export type ConsoleImageResponse = z.infer<typeof consoleImageResponseSchema>;

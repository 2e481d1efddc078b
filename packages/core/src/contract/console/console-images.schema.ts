import * as z from 'zod/mini';
import { consoleMessages } from '../../messages/console-messages.js';
import { coinsSchema, positiveIntSchema } from '../common.schema.js';

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
  width: positiveIntSchema,
  height: positiveIntSchema,
  bytes: coinsSchema,
  content_type: z.string(),
});
export type ConsoleImageResponse = z.infer<typeof consoleImageResponseSchema>;

/**
 * Checks an image file before it is sent, as the server will: its declared type one of {@link IMAGE_TYPES} and
 * at most {@link IMAGE_MAX_BYTES}. The message of the first problem, or null. Pure.
 */
export function checkImageFile(file: { type: string; bytes: number }): string | null {
  if (!(IMAGE_TYPES as readonly string[]).includes(file.type.trim().toLowerCase())) return consoleMessages.images.type;
  if (file.bytes > IMAGE_MAX_BYTES) return consoleMessages.images.tooLarge(IMAGE_MAX_BYTES / (1024 * 1024));
  if (file.bytes === 0) return consoleMessages.images.unreadable;
  return null;
}

/**
 * Checks an image's width and height against {@link IMAGE_MIN_PIXELS} and {@link IMAGE_MAX_PIXELS}, as the server
 * does once it has read them. The message of the problem, or null. Pure.
 */
export function checkImageDimensions(size: { width: number; height: number }): string | null {
  if (!(size.width > 0 && size.height > 0)) return consoleMessages.images.unreadable;
  if (size.width < IMAGE_MIN_PIXELS || size.height < IMAGE_MIN_PIXELS) return consoleMessages.images.tooSmall(IMAGE_MIN_PIXELS);
  if (size.width > IMAGE_MAX_PIXELS || size.height > IMAGE_MAX_PIXELS) return consoleMessages.images.tooBig(IMAGE_MAX_PIXELS);
  return null;
}

import * as z from 'zod/mini';
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

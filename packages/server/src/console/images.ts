import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';

import { type ConsoleImageRequest, checkImageDimensions, IMAGE_FIT_PIXELS, IMAGE_MAX_BYTES, IMAGE_MAX_PIXELS, IMAGE_TYPES } from '@dubloon-quest/core/console';
import type { Db } from '../db/db.js';
import { ImagesRepository } from '../db/images.repository.js';
import { HttpError } from '../services/errors.js';
import { consoleMessages, contractMessages, serverMessages } from '../services/language.js';

/** Where uploaded images are served: `/uploads/<sha256 of the stored bytes>.webp`. */
export const UPLOADS_PREFIX = '/uploads/';

/** An image ready to store: resized WebP bytes named by their hash. */
export interface ProcessedImage {
  name: string;
  data: Buffer;
  width: number;
  height: number;
}

/** The format sharp reads from the bytes, per accepted type. */
const FORMAT_OF_TYPE: Readonly<Record<(typeof IMAGE_TYPES)[number], string>> = {
  'image/png': 'png',
  'image/jpeg': 'jpeg',
  'image/webp': 'webp',
  'image/gif': 'gif',
};

const refuse = (field: string, message: string) =>
  new HttpError(422, contractMessages.invalidRequest, { [field]: [message] });

/**
 * Checks and resizes an uploaded image: the declared type one of PNG, JPEG, WebP or GIF and the bytes really
 * that format (sharp reads them; the declared type alone is never trusted); at most 5 MB; from 32 to 8000
 * pixels wide and high (larger pictures are refused before they are decoded). The result is scaled down to fit
 * the purpose (logos 512 pixels, items 1024), turned upright (EXIF), stripped of metadata and stored as WebP
 * (an animated GIF keeps its first frame).
 * @throws HttpError 422 naming the field and the problem.
 */
export async function processImage(request: ConsoleImageRequest): Promise<ProcessedImage> {
  const declared = request.content_type.trim().toLowerCase() as (typeof IMAGE_TYPES)[number];
  if (!(IMAGE_TYPES as readonly string[]).includes(declared))
    throw refuse('content_type', consoleMessages.images.type);
  const base64 = request.data_base64.replace(/\s/g, '');
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(base64) || base64.length % 4 === 1)
    throw refuse('data_base64', consoleMessages.images.unreadable);
  if (Math.floor((base64.length * 3) / 4) > IMAGE_MAX_BYTES + 2)
    throw refuse('data_base64', consoleMessages.images.tooLarge(IMAGE_MAX_BYTES / (1024 * 1024)));
  const input = Buffer.from(base64, 'base64');
  if (input.length === 0) throw refuse('data_base64', consoleMessages.images.unreadable);
  if (input.length > IMAGE_MAX_BYTES)
    throw refuse('data_base64', consoleMessages.images.tooLarge(IMAGE_MAX_BYTES / (1024 * 1024)));

  const metadata = await sharp(input, { limitInputPixels: IMAGE_MAX_PIXELS * IMAGE_MAX_PIXELS })
    .metadata()
    .catch(() => {
      throw refuse('data_base64', consoleMessages.images.unreadable);
    });
  if (metadata.format !== FORMAT_OF_TYPE[declared]) throw refuse('content_type', consoleMessages.images.type);
  // The same check as the console's upload control makes before sending (core's rule).
  const sizeProblem = checkImageDimensions({ width: metadata.width ?? 0, height: metadata.height ?? 0 });
  if (sizeProblem !== null) throw refuse('data_base64', sizeProblem);

  const fit = IMAGE_FIT_PIXELS[request.purpose];
  const output = await sharp(input, { limitInputPixels: IMAGE_MAX_PIXELS * IMAGE_MAX_PIXELS })
    .rotate()
    .resize({ width: fit, height: fit, fit: 'inside', withoutEnlargement: true })
    .webp({ quality: 82 })
    .toBuffer({ resolveWithObject: true })
    .catch(() => {
      throw refuse('data_base64', consoleMessages.images.unreadable);
    });
  const name = `${createHash('sha256').update(output.data).digest('hex')}.webp`;
  return { name, data: output.data, width: output.info.width, height: output.info.height };
}

/**
 * Serves the uploaded images from the database (so that every server of a deployment has them) under
 * `/uploads/`, cached for a year: a name is the hash of its bytes and never changes. Unknown names answer the
 * JSON 404.
 */
export function registerUploads(app: FastifyInstance, db: Pick<Db, 'query'>): void {
  const images = new ImagesRepository(db);
  app.get<{ Params: { name: string } }>(`${UPLOADS_PREFIX}:name`, async (request, reply) => {
    const { name } = request.params;
    const found = /^[0-9a-f]{64}\.webp$/.test(name) ? await images.find(name) : null;
    if (!found) throw new HttpError(404, serverMessages.notFound);
    return reply
      .header('Content-Type', found.contentType)
      .header('Cache-Control', 'public, max-age=31536000, immutable')
      .header('Content-Security-Policy', "default-src 'none'")
      .send(found.data);
  });
}

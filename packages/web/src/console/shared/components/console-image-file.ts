import { checkImageDimensions, checkImageFile } from '@dubloon-quest/core';

/**
 * Reading and checking an image file in the browser before it is uploaded, with core's limits (the server's
 * own): what every console screen that uploads an image uses (the event's pictures and logos, a business's
 * logo). The server still checks the bytes themselves.
 */

/** An image's size in pixels, as the browser decodes it. */
export interface ImageSize {
  readonly width: number;
  readonly height: number;
}

/** An image file read in the browser, checked as the server checks it, ready to upload. */
export interface ImageFile extends ImageSize {
  readonly name: string;
  readonly type: string;
  /** The file's bytes as base64 (what `consoleUploadImage` takes). */
  readonly base64: string;
  /** A `data:` URL of the file, for its preview. */
  readonly dataUrl: string;
}

export type ImageFileCheck =
  { readonly ok: true; readonly image: ImageFile } | { readonly ok: false; readonly problem: string };

/** What checking a chosen file ended with: its size, or why the server would refuse it. */
export type ImageSizeCheck =
  ({ readonly ok: true } & ImageSize) | { readonly ok: false; readonly problem: string };

/**
 * Decodes an image file in the browser to read its width and height (the server reads them again from the
 * bytes). Rejects when the browser cannot decode it.
 */
export async function measureImage(file: Blob): Promise<ImageSize> {
  const bitmap = await createImageBitmap(file);
  try {
    return { width: bitmap.width, height: bitmap.height };
  } finally {
    bitmap.close();
  }
}

/**
 * Checks a chosen file with core's limits: its type and size before anything is read, then its width and
 * height once `measure` (the browser's decoder) reads them. A file that cannot be decoded is refused as
 * `unreadable` (the server would refuse it too).
 */
export async function checkImage(
  file: File,
  unreadable: string,
  measure: (file: File) => Promise<ImageSize> = measureImage,
): Promise<ImageSizeCheck> {
  const typeOrSize = checkImageFile({ type: file.type, bytes: file.size });
  if (typeOrSize !== null) return { ok: false, problem: typeOrSize };
  let size: ImageSize;
  try {
    size = await measure(file);
  } catch {
    return { ok: false, problem: unreadable };
  }
  const dimensions = checkImageDimensions(size);
  return dimensions === null ? { ok: true, ...size } : { ok: false, problem: dimensions };
}

function readAsDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () =>
      typeof reader.result === 'string' ? resolve(reader.result) : reject(new Error('unreadable'));
    reader.onerror = () => reject(reader.error ?? new Error('unreadable'));
    reader.readAsDataURL(file);
  });
}

/** A file's bytes as base64 (without the `data:` prefix), as `consoleUploadImage` takes them. */
export async function readBase64(file: Blob): Promise<string> {
  const dataUrl = await readAsDataUrl(file);
  return dataUrl.slice(dataUrl.indexOf(',') + 1);
}

/** Reads an image file and checks it (see `checkImage`): with its bytes and a preview when it passes. */
export async function readImageFile(file: File, unreadable: string): Promise<ImageFileCheck> {
  const checked = await checkImage(file, unreadable);
  if (!checked.ok) return checked;
  const dataUrl = await readAsDataUrl(file);
  return {
    ok: true,
    image: {
      name: file.name,
      type: file.type,
      width: checked.width,
      height: checked.height,
      dataUrl,
      base64: dataUrl.slice(dataUrl.indexOf(',') + 1),
    },
  };
}

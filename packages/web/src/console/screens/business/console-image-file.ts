/** An image's size in pixels, as the browser decodes it. */
export interface ImageSize {
  readonly width: number;
  readonly height: number;
}

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

/** A file's bytes as base64 (without the `data:` prefix), as `consoleUploadImage` takes them. */
export function readBase64(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () =>
      resolve(typeof reader.result === 'string' ? reader.result.replace(/^data:[^,]*,/, '') : '');
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'));
    reader.readAsDataURL(file);
  });
}

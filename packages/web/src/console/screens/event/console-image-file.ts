import { checkImageDimensions, checkImageFile } from '@dubloon-quest/core';

/** An image file read in the browser, checked as the server checks it, ready to upload. */
export interface ImageFile {
  readonly name: string;
  readonly type: string;
  readonly width: number;
  readonly height: number;
  /** The file's bytes as base64 (what `consoleUploadImage` takes). */
  readonly base64: string;
  /** A `data:` URL of the file, for its preview. */
  readonly dataUrl: string;
}

export type ImageFileCheck =
  { readonly ok: true; readonly image: ImageFile } | { readonly ok: false; readonly problem: string };

function readAsDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () =>
      typeof reader.result === 'string' ? resolve(reader.result) : reject(new Error('unreadable'));
    reader.onerror = () => reject(reader.error ?? new Error('unreadable'));
    reader.readAsDataURL(file);
  });
}

/**
 * Reads an image file and checks it with core's limits, the server's: its type and size before anything is
 * read, then its width and height once the browser decodes it. A file the browser cannot decode is refused as
 * unreadable (the server would refuse it too). The server still checks the bytes themselves.
 */
export async function readImageFile(file: File, unreadable: string): Promise<ImageFileCheck> {
  const typeOrSize = checkImageFile({ type: file.type, bytes: file.size });
  if (typeOrSize !== null) return { ok: false, problem: typeOrSize };
  let width: number;
  let height: number;
  try {
    const bitmap = await createImageBitmap(file);
    width = bitmap.width;
    height = bitmap.height;
    bitmap.close();
  } catch {
    return { ok: false, problem: unreadable };
  }
  const dimensions = checkImageDimensions({ width, height });
  if (dimensions !== null) return { ok: false, problem: dimensions };
  const dataUrl = await readAsDataUrl(file);
  return {
    ok: true,
    image: {
      name: file.name,
      type: file.type,
      width,
      height,
      dataUrl,
      base64: dataUrl.slice(dataUrl.indexOf(',') + 1),
    },
  };
}

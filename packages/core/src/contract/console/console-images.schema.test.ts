import { describe, expect, it } from 'vitest';
import { consoleMessages } from '../../messages/catalogue.js';
import {
  checkImageDimensions,
  checkImageFile,
  IMAGE_MAX_BYTES,
  IMAGE_MAX_PIXELS,
  IMAGE_MIN_PIXELS,
} from './console-images.schema.js';

describe('image checks before an upload', () => {
  it('accepts the four image types up to 5 MB, whatever the letter case', () => {
    for (const type of ['image/png', 'image/jpeg', 'image/webp', 'IMAGE/GIF'])
      expect(checkImageFile({ type, bytes: IMAGE_MAX_BYTES })).toBeNull();
  });

  it('refuses other types, empty files and files over 5 MB with the server messages', () => {
    expect(checkImageFile({ type: 'image/svg+xml', bytes: 10 })).toBe(consoleMessages.images.type);
    expect(checkImageFile({ type: '', bytes: 10 })).toBe(consoleMessages.images.type);
    expect(checkImageFile({ type: 'image/png', bytes: IMAGE_MAX_BYTES + 1 })).toBe(
      consoleMessages.images.tooLarge(5),
    );
    expect(checkImageFile({ type: 'image/png', bytes: 0 })).toBe(consoleMessages.images.unreadable);
  });

  it('accepts 32 to 8000 pixels each way and refuses the rest', () => {
    expect(checkImageDimensions({ width: IMAGE_MIN_PIXELS, height: IMAGE_MAX_PIXELS })).toBeNull();
    expect(checkImageDimensions({ width: IMAGE_MIN_PIXELS - 1, height: 100 })).toBe(
      consoleMessages.images.tooSmall(IMAGE_MIN_PIXELS),
    );
    expect(checkImageDimensions({ width: 100, height: IMAGE_MAX_PIXELS + 1 })).toBe(
      consoleMessages.images.tooBig(IMAGE_MAX_PIXELS),
    );
    expect(checkImageDimensions({ width: 0, height: 0 })).toBe(consoleMessages.images.unreadable);
  });
});

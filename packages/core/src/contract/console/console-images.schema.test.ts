import { describe, expect, it } from 'vitest';
import { consoleMessages } from '../../messages/catalogue.js';
import {
  IMAGE_MAX_BYTES,
  IMAGE_MAX_PIXELS,
  IMAGE_MIN_PIXELS,
  imageDimensionsProblem,
  imageFileProblem,
  isImageType,
} from './console-images.schema.js';

const images = consoleMessages.images;

describe('the console image checks (the browser and the server run them alike)', () => {
  it('accepts PNG, JPEG, WebP and GIF in any case, nothing else', () => {
    expect(['image/png', 'IMAGE/JPEG', ' image/webp ', 'image/gif'].every(isImageType)).toBe(true);
    expect(['image/svg+xml', 'text/plain', '', 'image/png; x'].some(isImageType)).toBe(false);
  });

  it('refuses a file of another type, an empty file and one over 5 MB', () => {
    expect(imageFileProblem({ type: 'image/svg+xml', bytes: 10 })).toBe(images.type);
    expect(imageFileProblem({ type: 'image/png', bytes: 0 })).toBe(images.unreadable);
    expect(imageFileProblem({ type: 'image/png', bytes: IMAGE_MAX_BYTES + 1 })).toBe(images.tooLarge(5));
    expect(imageFileProblem({ type: 'image/png', bytes: IMAGE_MAX_BYTES })).toBeNull();
  });

  it('needs 32 to 8000 pixels each way', () => {
    expect(imageDimensionsProblem(IMAGE_MIN_PIXELS - 1, 100)).toBe(images.tooSmall(IMAGE_MIN_PIXELS));
    expect(imageDimensionsProblem(100, IMAGE_MAX_PIXELS + 1)).toBe(images.tooBig(IMAGE_MAX_PIXELS));
    expect(imageDimensionsProblem(IMAGE_MIN_PIXELS, IMAGE_MAX_PIXELS)).toBeNull();
  });
});

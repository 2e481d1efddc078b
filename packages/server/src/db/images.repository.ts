import type { Db } from './db.js';

/** An image as stored: its content-addressed name, its bytes and their size in pixels. */
export interface StoredImage {
  name: string;
  data: Buffer;
  width: number;
  height: number;
}

/**
 * The console's uploaded images, kept in the database so that every server of a deployment serves them. A name
 * is the hash of its bytes, so the same bytes twice are one image.
 */
export class ImagesRepository {
  constructor(private readonly db: Pick<Db, 'query'>) {}

  /** Stores an image once; a second upload of the same bytes changes nothing. */
  async store(image: StoredImage, userId: number, now: Date): Promise<void> {
    await this.db.query(
      `INSERT INTO console_images (name, content_type, data, width, height, bytes, created_at, created_by)
       VALUES ($1, 'image/webp', $2, $3, $4, $5, $6, $7) ON CONFLICT (name) DO NOTHING`,
      [image.name, image.data.toString('base64'), image.width, image.height, image.data.length, now, userId],
    );
  }

  /** An image's type and bytes, or null for a name never stored. */
  async find(name: string): Promise<{ contentType: string; data: Buffer } | null> {
    const { rows } = await this.db.query('SELECT content_type, data FROM console_images WHERE name = $1', [
      name,
    ]);
    const row = rows[0];
    return row
      ? { contentType: String(row.content_type), data: Buffer.from(String(row.data), 'base64') }
      : null;
  }
}

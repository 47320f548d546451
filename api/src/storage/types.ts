/**
 * Where uploaded files live. `save` returns the public URL the file is served at; `remove`
 * forgets a file by that URL (unknown URLs are ignored); `size` tells whether a file this store
 * made exists, and its size (null otherwise). An S3-compatible store can implement the same calls.
 */
export interface FileStorage {
  save(kind: string, data: Buffer, ext: string): Promise<string>;
  remove(url: string): Promise<void>;
  size(url: string): Promise<number | null>;
}

/** Public URL prefix of uploaded files. */
export const UPLOADS_URL = '/uploads';

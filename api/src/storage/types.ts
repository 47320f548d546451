/**
 * Where uploaded files live. `save` returns the public URL the file is served at; `remove`
 * forgets a file by that URL (unknown URLs are ignored). An S3-compatible store can
 * implement the same two calls.
 */
export interface FileStorage {
  save(kind: string, data: Buffer, ext: string): Promise<string>;
  remove(url: string): Promise<void>;
}

/** Public URL prefix of uploaded files. */
export const UPLOADS_URL = '/uploads';

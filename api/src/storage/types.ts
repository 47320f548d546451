import { UPLOADS_PATH } from '@hashar/common';
import type { Readable } from 'node:stream';

/**
 * A file streamed into the store but not yet public: `commit` publishes it under
 * <kind>/<uuid>.<ext> and returns its URL, `discard` deletes it (both at most once; discard
 * after commit does nothing). `settled` tells whether either has happened.
 */
export interface IncomingFile {
  bytes: number;
  /** Streams the received bytes (for a check of the whole file before commit). */
  read(): Promise<Readable>;
  commit(kind: string, ext: string): Promise<string>;
  discard(): Promise<void>;
  readonly settled: boolean;
}

/**
 * Where uploaded files live. `save` returns the public URL the file is served at; `receive`
 * streams a file in without holding it in memory (a failed or aborted stream leaves nothing
 * behind); `remove` forgets a file by its URL (unknown URLs are ignored); `size` tells whether a
 * file this store made exists, and its size (null otherwise); `clearIncoming` deletes files
 * received but never committed or discarded before `before` (a crash mid-upload).
 * An S3-compatible store can implement the same calls (receive = multipart upload to a
 * temporary key, commit = copy + delete).
 */
export interface FileStorage {
  save(kind: string, data: Buffer, ext: string): Promise<string>;
  receive(source: Readable): Promise<IncomingFile>;
  remove(url: string): Promise<void>;
  size(url: string): Promise<number | null>;
  /** A stream of a file this store made, null otherwise (private files reach their readers this way only). */
  read(url: string): Promise<Readable | null>;
  clearIncoming(before: Date): Promise<number>;
  /** Moves private files kept where they could be served to where they cannot (run at start); how many moved. */
  movePrivateFiles(): Promise<number>;
}

/** Public URL prefix of uploaded files (common/uploads.ts). */
export const UPLOADS_URL = UPLOADS_PATH;

/**
 * Folders never served at UPLOADS_URL: their files reach only the readers a route authorises (CVs,
 * passport copies, organizations' documents). On the local disk they live outside the served folder.
 */
export const PRIVATE_FOLDERS: readonly string[] = ['cv', 'orgfiles', 'passport'];

/** Whether files of this kind are private (exactly as the code names kinds). */
export const isPrivateKind = (kind: string): boolean => PRIVATE_FOLDERS.includes(kind);

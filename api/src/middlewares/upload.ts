import { pipeline, Transform, type TransformCallback } from 'node:stream';
import type { Request, RequestHandler } from 'express';
import multer from 'multer';
import { HttpError } from '../errors';
import type { FileStorage } from '../storage/types';
import { fileTooLarge, quotaExceeded, type StreamedFile } from '../storage/fileChecks';

/** The streamed file of the request, if one came. */
export const streamedFile = (req: Request): StreamedFile | undefined => req.file as unknown as StreamedFile | undefined;

/** Counts bytes as they pass (failing past `cap`), keeps the first `headBytes` and notes which markers pass. */
class Meter extends Transform {
  bytes = 0;
  private headParts: Buffer[] = [];
  private headLength = 0;
  private carry = Buffer.alloc(0);
  private readonly overlap: number;
  readonly found = new Set<number>();

  constructor(
    private readonly cap: number,
    private readonly headBytes: number,
    private readonly markers: readonly Buffer[],
    private readonly over: () => Error,
  ) {
    super();
    this.overlap = Math.max(0, ...markers.map((m) => m.length - 1));
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    this.bytes += chunk.length;
    if (this.bytes > this.cap) return done(this.over());
    if (this.headLength < this.headBytes) {
      const part = Buffer.from(chunk.subarray(0, this.headBytes - this.headLength));
      this.headParts.push(part);
      this.headLength += part.length;
    }
    if (this.markers.length) {
      // A marker may straddle two chunks: search the tail of the previous one too.
      const window = Buffer.concat([this.carry, chunk]);
      this.markers.forEach((m, i) => {
        if (!this.found.has(i) && window.includes(m)) this.found.add(i);
      });
      this.carry = Buffer.from(window.subarray(Math.max(0, window.length - this.overlap)));
    }
    done(null, chunk);
  }

  get head(): Buffer {
    return Buffer.concat(this.headParts);
  }
}

export interface UploadOptions {
  storage: FileStorage;
  /** The largest file accepted (the kind's limit, from common/uploads). */
  maxBytes: number;
  /** A tighter limit to name once the form's fields are known (e.g. by its `kind`). */
  limitOf?: (body: Record<string, unknown>) => number;
  /** How much of the file's start to keep for type detection (default 64 KB). */
  headBytes?: number;
  /** Byte strings to look for anywhere in the file while it streams (e.g. names inside an archive). */
  markers?: readonly Buffer[];
}

/**
 * One file in the field `file`, streamed to `storage` (never held in memory), a few short text
 * fields. The size is enforced while streaming: past the kind's limit → 413 naming it; past the
 * room left in the account's quota (`res.locals.uploadRoom`, set by uploadQuota) → 413 naming
 * the quota. Any other broken form → 400. A failed, aborted or never-committed file is deleted.
 */
export function singleFileUpload(opts: UploadOptions): RequestHandler {
  const { storage, maxBytes, headBytes = 64 * 1024, markers = [] } = opts;
  const limitOf = opts.limitOf ?? (() => maxBytes);
  const engine: multer.StorageEngine = {
    _handleFile(req, file, callback) {
      const res = req.res;
      // Express sets it on every request it routes; a bare request is a bug, not an upload.
      if (!res) return callback(new Error('an upload outside an Express request: no response to read its limits from'));
      const room = typeof res.locals['uploadRoom'] === 'number' ? (res.locals['uploadRoom'] as number) : Infinity;
      const quota = res.locals['uploadQuota'] as number | undefined;
      const cap = Math.min(maxBytes, room);
      const over = () =>
        room < maxBytes && quota !== undefined
          ? quotaExceeded(quota, req.locale)
          : fileTooLarge(limitOf((req.body ?? {}) as Record<string, unknown>), req.locale);
      const meter = new Meter(cap, headBytes, markers, over);
      pipeline(file.stream, meter, () => undefined);
      storage.receive(meter).then(
        (incoming) => {
          const found = markers.filter((_m, i) => meter.found.has(i));
          const info: Omit<StreamedFile, 'fieldname' | 'originalname'> = {
            size: incoming.bytes,
            head: meter.head,
            incoming,
            has: (m) => found.some((f) => f.equals(m)),
          };
          callback(null, info as unknown as Partial<Express.Multer.File>);
        },
        (err: unknown) => callback(err as Error),
      );
    },
    _removeFile(_req, file, callback) {
      const incoming = (file as unknown as Partial<StreamedFile>).incoming;
      if (!incoming) return callback(null);
      incoming.discard().then(
        () => callback(null),
        (err: unknown) => callback(err as Error),
      );
    },
  };
  const upload = multer({
    storage: engine,
    limits: { fileSize: maxBytes, files: 1, fields: 10, fieldSize: 1024, parts: 12 },
  }).single('file');
  return (req, res, next) => {
    upload(req, res, (err: unknown) => {
      const file = streamedFile(req);
      if (file?.incoming) {
        // Whatever the handler does next, a file it did not commit is gone once the response ends.
        res.on('close', () => {
          if (!file.incoming.settled)
            file.incoming.discard().catch((e: unknown) => req.log?.error({ err: e }, 'discarding an upload failed'));
        });
      }
      if (!err) return next();
      if (err instanceof HttpError) return next(err);
      if (err instanceof multer.MulterError && err.code === 'LIMIT_FILE_SIZE') {
        return next(fileTooLarge(limitOf((req.body ?? {}) as Record<string, unknown>), req.locale));
      }
      next(new HttpError(400, 'bad_request', 'bad_request'));
    });
  };
}

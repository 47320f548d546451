import { pipeline, Transform, type TransformCallback } from 'node:stream';
import type { Request, RequestHandler } from 'express';
import multer from 'multer';
import type { Locale } from '@hashar/common';
import { HttpError } from '../errors';
import { translate } from '../i18n';
import type { FileStorage, IncomingFile } from '../storage/types';

/** A file type recognised by its content. */
export interface DetectedType {
  mime: 'image/png' | 'image/jpeg' | 'image/svg+xml';
  ext: 'png' | 'jpg' | 'svg';
}

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const JPEG = Buffer.from([0xff, 0xd8, 0xff]);
/** Anything in an SVG that could run script or pull in other documents. */
const SVG_ACTIVE = /<script|[\s/"']on[a-z]+\s*=|javascript:|<!ENTITY|<foreignObject/i;

/** Whether the text is an SVG document: `<svg …` or `<?xml …` followed by an `<svg` element. */
export function isSafeSvg(data: Buffer): boolean {
  const text = data
    .toString('utf8')
    .replace(/^\uFEFF/, '')
    .trimStart();
  if (text.includes('\uFFFD') || text.includes('\0')) return false;
  const svg = text.startsWith('<svg') || (text.startsWith('<?xml') && /<svg[\s>]/.test(text));
  return svg && /<\/svg>\s*$/.test(text) && !SVG_ACTIVE.test(text);
}

/** The file's type from its first bytes (PNG, JPEG) or its text (a script-free SVG); null otherwise. */
export function detectFileType(data: Buffer): DetectedType | null {
  if (data.subarray(0, PNG.length).equals(PNG)) return { mime: 'image/png', ext: 'png' };
  if (data.subarray(0, JPEG.length).equals(JPEG)) return { mime: 'image/jpeg', ext: 'jpg' };
  if (isSafeSvg(data)) return { mime: 'image/svg+xml', ext: 'svg' };
  return null;
}

/** A size for people: "2 МБ", "500 КБ". */
export function formatSize(bytes: number, locale: Locale): string {
  const mb = bytes / (1024 * 1024);
  // Both languages write the decimal comma: "1,5 МБ".
  if (mb >= 1) return translate(locale, 'size_mb', { n: String(Number(mb.toFixed(1))).replace('.', ',') });
  return translate(locale, 'size_kb', { n: Math.round(bytes / 1024) });
}

/** 413 naming the limit, in the request's language. */
export function fileTooLarge(maxBytes: number, locale: Locale): HttpError {
  return new HttpError(413, 'payload_too_large', 'file_too_large', { limit: formatSize(maxBytes, locale) });
}

const TYPE_NAMES: Record<string, string> = { 'image/png': 'PNG', 'image/jpeg': 'JPEG', 'image/svg+xml': 'SVG' };

/** 415 naming the allowed types. */
export function wrongFileType(types: readonly string[]): HttpError {
  return new HttpError(415, 'unsupported_media_type', 'file_type', { types: types.map((t) => TYPE_NAMES[t] ?? t).join(', ') });
}

/** 413 naming the account's storage quota, in the request's language. */
export function quotaExceeded(quotaBytes: number, locale: Locale): HttpError {
  return new HttpError(413, 'payload_too_large', 'upload_quota', { limit: formatSize(quotaBytes, locale) });
}

/** A file streamed to storage by singleFileUpload: its size, first bytes, which markers it holds, and the stored file. */
export interface StreamedFile {
  fieldname: string;
  originalname: string;
  size: number;
  /** The first `headBytes` bytes (the whole file when it is smaller). */
  head: Buffer;
  /** Whether `marker` (one of the options' markers) occurs anywhere in the file. */
  has(marker: Buffer): boolean;
  /** Not yet public: commit it once accepted; left alone, it is discarded when the response ends. */
  incoming: IncomingFile;
}

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
      const res = req.res!;
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

import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import {
  AbortMultipartUploadCommand,
  CompleteMultipartUploadCommand,
  CopyObjectCommand,
  CreateMultipartUploadCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListMultipartUploadsCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  UploadPartCommand,
} from '@aws-sdk/client-s3';
import type { S3Settings } from '../config';
import { checkName, INCOMING_FOLDER, incomingFile, storedName } from './local';
import { UPLOADS_URL, type FileStorage } from './types';

/** Size of a multipart upload's parts (S3's minimum but for the last): at most this much of a file is held in memory. */
export const PART_BYTES = 5 * 1024 * 1024;

export interface S3FileStorage extends FileStorage {
  client: S3Client;
  bucket: string;
  /** Puts bytes at a key as they are (the demo seed publishes the files it drew this way). */
  putKey(key: string, body: Buffer): Promise<void>;
}

const notFound = (err: unknown) => {
  const e = err as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e.name === 'NotFound' || e.name === 'NoSuchKey' || e.$metadata?.httpStatusCode === 404;
};

export function s3Client(s: S3Settings): S3Client {
  return new S3Client({
    region: s.region,
    ...(s.endpoint ? { endpoint: s.endpoint } : {}),
    ...(s.credentials ? { credentials: s.credentials } : {}),
    forcePathStyle: s.forcePathStyle,
  });
}

/**
 * Files in an S3-compatible bucket under <kind>/<uuid>.<ext> — the same keys and URLs as the local
 * disk, served by the app (serveStoredUploads). A file being received goes to .incoming/<uuid>:
 * one PutObject when it fits in a part, a multipart upload otherwise; commit = copy + delete.
 */
export function createS3Storage(settings: S3Settings, client: S3Client = s3Client(settings)): S3FileStorage {
  const Bucket = settings.bucket;
  const keyOf = (url: string) => storedName(url);

  async function putStream(Key: string, source: Readable): Promise<number> {
    let parts: Buffer[] = [];
    let held = 0;
    let total = 0;
    let uploadId: string | undefined;
    const done: { ETag?: string; PartNumber: number }[] = [];
    const flush = async () => {
      const Body = Buffer.concat(parts);
      parts = [];
      held = 0;
      uploadId ??= (await client.send(new CreateMultipartUploadCommand({ Bucket, Key }))).UploadId;
      const PartNumber = done.length + 1;
      const { ETag } = await client.send(new UploadPartCommand({ Bucket, Key, UploadId: uploadId, PartNumber, Body }));
      done.push({ ETag, PartNumber });
    };
    try {
      for await (const chunk of source) {
        const b = chunk as Buffer;
        parts.push(b);
        held += b.length;
        total += b.length;
        if (held >= PART_BYTES) await flush();
      }
      if (!uploadId) {
        await client.send(new PutObjectCommand({ Bucket, Key, Body: Buffer.concat(parts) }));
      } else {
        if (held) await flush();
        await client.send(new CompleteMultipartUploadCommand({ Bucket, Key, UploadId: uploadId, MultipartUpload: { Parts: done } }));
      }
      return total;
    } catch (err) {
      source.destroy();
      if (uploadId) await client.send(new AbortMultipartUploadCommand({ Bucket, Key, UploadId: uploadId })).catch(() => undefined);
      throw err;
    }
  }

  const remove = (Key: string) => client.send(new DeleteObjectCommand({ Bucket, Key })).then(() => undefined);

  return {
    client,
    bucket: Bucket,
    async putKey(Key, Body) {
      await client.send(new PutObjectCommand({ Bucket, Key, Body }));
    },
    async save(kind, data, ext) {
      checkName(kind, ext);
      const name = `${randomUUID()}.${ext}`;
      await client.send(new PutObjectCommand({ Bucket, Key: `${kind}/${name}`, Body: data }));
      return `${UPLOADS_URL}/${kind}/${name}`;
    },
    async receive(source) {
      const temp = `${INCOMING_FOLDER}/${randomUUID()}`;
      const bytes = await putStream(temp, source);
      return incomingFile(
        bytes,
        async (kind, name) => {
          await client.send(new CopyObjectCommand({ Bucket, Key: `${kind}/${name}`, CopySource: `${Bucket}/${temp}` }));
          await remove(temp);
        },
        () => remove(temp),
        async () => {
          const { Body } = await client.send(new GetObjectCommand({ Bucket, Key: temp }));
          if (!(Body instanceof Readable)) throw new Error(`no body for ${temp}`);
          return Body;
        },
      );
    },
    async remove(url) {
      // Only names this store made are touched.
      const key = keyOf(url);
      if (key) await remove(key);
    },
    async size(url) {
      const key = keyOf(url);
      if (!key) return null;
      try {
        return (await client.send(new HeadObjectCommand({ Bucket, Key: key }))).ContentLength ?? null;
      } catch (err) {
        if (notFound(err)) return null;
        throw err;
      }
    },
    async read(url) {
      const key = keyOf(url);
      if (!key) return null;
      try {
        const { Body } = await client.send(new GetObjectCommand({ Bucket, Key: key }));
        return Body instanceof Readable ? Body : null;
      } catch (err) {
        if (notFound(err)) return null;
        throw err;
      }
    },
    // The bucket is never served as it is (serveStoredUploads refuses private kinds): nothing to move.
    async movePrivateFiles() {
      return 0;
    },
    async clearIncoming(before) {
      let removed = 0;
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(new ListObjectsV2Command({ Bucket, Prefix: `${INCOMING_FOLDER}/`, ContinuationToken }));
        for (const o of page.Contents ?? []) {
          if (o.Key && o.LastModified && o.LastModified < before) {
            await remove(o.Key);
            removed++;
          }
        }
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
      // Multipart uploads a crash left open hold parts that are never listed as objects.
      const open = await client
        .send(new ListMultipartUploadsCommand({ Bucket, Prefix: `${INCOMING_FOLDER}/` }))
        .catch(() => ({ Uploads: [] }));
      for (const u of open.Uploads ?? []) {
        if (u.Key && u.UploadId && u.Initiated && u.Initiated < before) {
          await client.send(new AbortMultipartUploadCommand({ Bucket, Key: u.Key, UploadId: u.UploadId })).catch(() => undefined);
        }
      }
      return removed;
    },
  };
}

/**
 * Puts the files of a local uploads folder (<dir>/<kind>/<uuid>.<ext>, what the demo seed draws)
 * into the bucket under the same keys; other names and dot folders are left out. Returns how many.
 */
export async function copyFolderToStore(store: S3FileStorage, dir: string): Promise<number> {
  let copied = 0;
  const folders = await fs.readdir(dir, { withFileTypes: true }).catch(() => []);
  for (const folder of folders) {
    if (!folder.isDirectory() || folder.name.startsWith('.')) continue;
    for (const name of await fs.readdir(path.join(dir, folder.name))) {
      const key = storedName(`${UPLOADS_URL}/${folder.name}/${name}`);
      if (!key) continue;
      await store.putKey(key, await fs.readFile(path.join(dir, key)));
      copied++;
    }
  }
  return copied;
}

import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { CreateBucketCommand } from '@aws-sdk/client-s3';
import type S3rver from 's3rver';
import type { S3Settings } from '../config';
import { createS3Storage, type S3FileStorage } from '../storage';

/** The bucket of the S3 tests. */
export const TEST_BUCKET = 'hashar-test';

/** s3rver, a developer tool (tools/package.json), which scripts/tools.mjs installs on first use. */
function loadS3rver(): typeof S3rver {
  const root = path.resolve(__dirname, '../../..');
  execFileSync(process.execPath, [path.join(root, 'scripts/tools.mjs')], { stdio: 'inherit' });
  return createRequire(path.join(root, 'tools/package.json'))('s3rver') as typeof S3rver;
}

/** An S3-compatible server (s3rver) on a random port over a temporary folder, with the bucket made through the SDK. */
export function useS3rver(): { settings: S3Settings; store: () => S3FileStorage; env: () => NodeJS.ProcessEnv } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hashar-s3rver-'));
  const server = new (loadS3rver())({ port: 0, address: '127.0.0.1', silent: true, directory: dir });
  const settings = {
    bucket: TEST_BUCKET,
    region: 'us-east-1',
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    forcePathStyle: true,
  } as S3Settings;
  let store: S3FileStorage;
  beforeAll(async () => {
    const { port } = await server.run();
    settings.endpoint = `http://127.0.0.1:${port}`;
    store = createS3Storage(settings);
    await store.client.send(new CreateBucketCommand({ Bucket: TEST_BUCKET }));
  });
  afterAll(async () => {
    store?.client.destroy();
    await server.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });
  /** The app's settings for this store (known once the server runs: read them in a beforeAll). */
  const env = (): NodeJS.ProcessEnv => ({
    STORAGE_DRIVER: 's3',
    S3_BUCKET: TEST_BUCKET,
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
    S3_ENDPOINT: settings.endpoint,
    S3_FORCE_PATH_STYLE: 'true',
  });
  return { settings, store: () => store, env };
}

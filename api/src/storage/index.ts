import path from 'node:path';
import { Router } from 'express';
import type { Config } from '../config';
import { createLocalStorage } from './local';
import { createS3Storage } from './s3';
import { refusePrivatePaths, serveStoredUploads, serveUploads } from './serve';
import { resizedUploads } from './resized';
import type { FileStorage } from './types';

/** Folder of the local store's public files, served at /uploads: <DATA_DIR>/uploads. */
export function uploadsDir(config: Pick<Config, 'dataDir'>): string {
  return path.join(config.dataDir, 'uploads');
}

/** Folder of the local store's private files (PRIVATE_FOLDERS), outside the served one: <DATA_DIR>/private-uploads. */
export function privateUploadsDir(config: Pick<Config, 'dataDir'>): string {
  return path.join(config.dataDir, 'private-uploads');
}

const stores = new WeakMap<object, FileStorage>();

/** The store the settings choose (STORAGE_DRIVER): one per configuration, shared by the routes, the pages and the sweeper. */
export function storageOf(config: Pick<Config, 'dataDir' | 'storage'>): FileStorage {
  let store = stores.get(config);
  if (!store) {
    store =
      config.storage.driver === 's3'
        ? createS3Storage(config.storage.s3)
        : createLocalStorage(uploadsDir(config), privateUploadsDir(config));
    stores.set(config, store);
  }
  return store;
}

/** Folder of the resized WebP copies of uploaded pictures (storage/resized.ts): <DATA_DIR>/image-cache, whatever the store. */
export function resizedDir(config: Pick<Config, 'dataDir'>): string {
  return path.join(config.dataDir, 'image-cache');
}

/**
 * /uploads/*: a picture's resized copy when `?w=` asks for one, else the local folder through the
 * static server, or any other store streamed through the app.
 */
export function uploadsRouter(config: Pick<Config, 'dataDir' | 'storage'>): Router {
  const router = Router();
  router.use(refusePrivatePaths, resizedUploads(storageOf(config), resizedDir(config)));
  router.use(config.storage.driver === 'local' ? serveUploads(uploadsDir(config)) : serveStoredUploads(storageOf(config)));
  return router;
}

export type { FileStorage } from './types';
export { createLocalStorage, INCOMING_FOLDER, movePrivateFiles } from './local';
export { createS3Storage, type S3FileStorage } from './s3';
export { acceptUpload, uploadQuota } from './records';
export { startOrphanSweeper, sweepOrphanUploads } from './orphans';

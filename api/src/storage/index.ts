import path from 'node:path';
import type { Router } from 'express';
import type { Config } from '../config';
import { createLocalStorage } from './local';
import { createS3Storage } from './s3';
import { serveStoredUploads, serveUploads } from './serve';
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

/** /uploads/*: the local folder through the static server, any other store streamed through the app. */
export function uploadsRouter(config: Pick<Config, 'dataDir' | 'storage'>): Router {
  return config.storage.driver === 'local' ? serveUploads(uploadsDir(config)) : serveStoredUploads(storageOf(config));
}

export type { FileStorage } from './types';
export { createLocalStorage, INCOMING_FOLDER, movePrivateFiles } from './local';
export { createS3Storage, type S3FileStorage } from './s3';
export { acceptUpload, uploadQuota } from './records';
export { startOrphanSweeper, sweepOrphanUploads } from './orphans';

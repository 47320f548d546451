import path from 'node:path';
import type { Config } from '../config';

/** Folder of the local store: <DATA_DIR>/uploads. */
export function uploadsDir(config: Pick<Config, 'dataDir'>): string {
  return path.join(config.dataDir, 'uploads');
}

export { UPLOADS_URL, type FileStorage } from './types';
export { createLocalStorage, INCOMING_FOLDER } from './local';
export { serveUploads } from './serve';
export { acceptUpload, uploadQuota } from './records';
export { startOrphanSweeper, sweepOrphanUploads } from './orphans';

import { seedEverythingDemo } from '../../../seeders/demoAll';
import { loadConfig } from '../config';
import { openDatabase, prepareDatabase } from '../db';
import { hashPassword } from '../lib/passwords';
import { createLogger } from '../logger';
import { storageOf, uploadsDir, type S3FileStorage } from '../storage';
import { copyFolderToStore } from '../storage/s3';

/** npm run db:seed (reference data, first admin) and npm run seed:demo (plus demo content). */
async function main(): Promise<void> {
  const demo = process.argv.includes('--demo');
  const config = loadConfig();
  if (demo && config.isProduction) throw new Error('demo content is not for production');
  const logger = createLogger(config.logLevel);
  const db = await openDatabase(config, logger, { shareRunning: true });
  try {
    await prepareDatabase(db.sequelize, config, logger);
    process.stdout.write('Reference data is in place.\n');
    if (demo) {
      await seedEverythingDemo(db.sequelize, {
        uploadsDir: uploadsDir(config),
        hashPassword,
        write: (text) => process.stdout.write(text),
        // The demo files are drawn into the local folder; with an S3 store they are published to the bucket.
        afterFiles: async () => {
          // The demo's passport copies and CVs are drawn beside the public files: they move to the private folder.
          if (config.storage.driver !== 's3') return void (await storageOf(config).movePrivateFiles());
          const copied = await copyFolderToStore(storageOf(config) as S3FileStorage, uploadsDir(config));
          process.stdout.write(`Demo files: ${copied} copied to the S3 bucket ${config.storage.s3.bucket}.\n`);
        },
      });
    }
  } finally {
    await db.close();
  }
}

main().catch((err: Error) => {
  process.stderr.write(`seeding failed: ${err.message}\n`);
  process.exit(1);
});

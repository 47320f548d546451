import { seedAnalyticsHistory } from '../../../seeders/analyticsHistory';
import { seedDemoBonuses } from '../../../seeders/bonuses';
import { DEMO_PASSWORD, DEMO_USERS, seedDemo } from '../../../seeders/demo';
import { seedDemoActivities } from '../../../seeders/demoActivities';
import { seedDemoEvents } from '../../../seeders/demoEvents';
import { seedDemoPeople } from '../../../seeders/demoPeople';
import { seedDemoHome } from '../../../seeders/home';
import { seedDemoPublications } from '../../../seeders/publications';
import { seedDemoNews } from '../../../seeders/news';
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
      const created = await seedDemo(db.sequelize, hashPassword);
      process.stdout.write(
        `Demo accounts: ${created} created, ${DEMO_USERS.length - created} already there. Password for all: ${DEMO_PASSWORD}\n` +
          DEMO_USERS.map((u) => `  ${u.role.padEnd(12)} ${u.email}\n`).join(''),
      );
      const events = await seedDemoEvents(db.sequelize);
      process.stdout.write(
        events
          ? `Demo events: ${events} added, with series, visit offers, applications and verified hours.\n`
          : 'Demo events are already there.\n',
      );
      const more = await seedDemoActivities(db.sequelize, { uploadsDir: uploadsDir(config) });
      process.stdout.write(
        Object.entries(more)
          .map(([what, n]) => (n ? `Demo ${what}: ${n} added, with covers and applications.\n` : `Demo ${what} are already there.\n`))
          .join(''),
      );
      const people = await seedDemoPeople(db.sequelize, { uploadsDir: uploadsDir(config) });
      process.stdout.write(
        Object.entries(people)
          .map(([what, n]) => (n ? `Demo ${what}: ${n} added.\n` : `Demo ${what} are already there.\n`))
          .join(''),
      );
      const home = await seedDemoHome(db.sequelize, { uploadsDir: uploadsDir(config) });
      process.stdout.write(`Demo home page: ${home.banners} banners and ${home.tours} tour slides added.\n`);
      const posts = await seedDemoPublications(db.sequelize, { uploadsDir: uploadsDir(config) });
      process.stdout.write(`Demo publications and notices: ${posts} added.\n`);
      const news = await seedDemoNews(db.sequelize, { uploadsDir: uploadsDir(config) });
      process.stdout.write(`Demo news: ${news.sections} sections and ${news.news} items added (the demo moderator edits news).\n`);
      const bonuses = await seedDemoBonuses(db.sequelize, { uploadsDir: uploadsDir(config) });
      process.stdout.write(`Demo bonus offers: ${bonuses.offers} added; the demo volunteer's codes: ${bonuses.redemptions} added.\n`);
      // The demo files are drawn into the local folder; with an S3 store they are published to the bucket.
      if (config.storage.driver === 's3') {
        const copied = await copyFolderToStore(storageOf(config) as S3FileStorage, uploadsDir(config));
        process.stdout.write(`Demo files: ${copied} copied to the S3 bucket ${config.storage.s3.bucket}.\n`);
      }
      // Last: the history counts everything seeded above into the analytics.
      const history = await seedAnalyticsHistory(db.sequelize);
      process.stdout.write(
        history
          ? `Analytics history: ${history} past volunteers with 18 months of events, projects and hours.\n`
          : 'Analytics history is already there (refreshed).\n',
      );
    }
  } finally {
    await db.close();
  }
}

main().catch((err: Error) => {
  process.stderr.write(`seeding failed: ${err.message}\n`);
  process.exit(1);
});

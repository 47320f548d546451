import type { Sequelize } from 'sequelize';
import { seedDemoAcademy } from './academy';
import { seedAnalyticsHistory } from './analyticsHistory';
import { seedDemoBonuses } from './bonuses';
import { demoAccountsTable, seedDemo } from './demo';
import { seedDemoActivities } from './demoActivities';
import { seedDemoEvents } from './demoEvents';
import { seedDemoEventCovers } from './eventCovers';
import { seedDemoGeography } from './demoGeography';
import { seedDemoPeople } from './demoPeople';
import { seedDemoHome } from './home';
import { seedDemoNews } from './news';
import { seedDemoPublications } from './publications';

export interface DemoSeedOptions {
  uploadsDir: string;
  hashPassword: (plain: string) => Promise<string>;
  /** Says what was added, line by line. */
  write: (text: string) => void;
  /** Runs once the demo files are drawn into uploadsDir (seed.ts publishes them to an S3 bucket). */
  afterFiles?: () => Promise<void>;
}

const addedLines = (counts: Record<string, number>, what: string) =>
  Object.entries(counts)
    .map(([kind, n]) => (n ? `Demo ${kind}: ${n} added${what}.\n` : `Demo ${kind} are already there.\n`))
    .join('');

/** npm run seed:demo: every demo part in order (each idempotent), then the table of the demo accounts to sign in with. */
export async function seedEverythingDemo(sequelize: Sequelize, opts: DemoSeedOptions): Promise<void> {
  const { uploadsDir, write } = opts;
  const created = await seedDemo(sequelize, opts.hashPassword);
  write(`Demo accounts: ${created} created.\n`);
  const events = await seedDemoEvents(sequelize);
  write(
    events
      ? `Demo events: ${events} added, with series, visit offers, applications and verified hours.\n`
      : 'Demo events are already there.\n',
  );
  write(addedLines(await seedDemoActivities(sequelize, { uploadsDir }), ', with covers and applications'));
  write(addedLines(await seedDemoPeople(sequelize, { uploadsDir }), ''));
  const home = await seedDemoHome(sequelize, { uploadsDir });
  write(`Demo home page: ${home.banners} banners and ${home.tours} tour slides added.\n`);
  const posts = await seedDemoPublications(sequelize, { uploadsDir });
  write(`Demo publications and notices: ${posts} added.\n`);
  const news = await seedDemoNews(sequelize, { uploadsDir });
  write(`Demo news: ${news.sections} sections and ${news.news} items added (the demo moderator edits news).\n`);
  const bonuses = await seedDemoBonuses(sequelize, { uploadsDir });
  write(`Demo bonus offers: ${bonuses.offers} added; the demo volunteer's codes: ${bonuses.redemptions} added.\n`);
  const courses = await seedDemoAcademy(sequelize, { uploadsDir });
  write(
    courses
      ? `Demo courses: ${courses} added, with lessons, quizzes and the demo volunteer's progress.\n`
      : 'Demo courses are already there.\n',
  );
  // Districts and points of everything above (the history below places its own records the same way).
  const placed = Object.entries(await seedDemoGeography(sequelize)).filter(([, n]) => n > 0);
  write(
    placed.length
      ? `Demo districts and map points: ${placed.map(([table, n]) => `${n} ${table}`).join(', ')}.\n`
      : 'Demo districts and map points are already there.\n',
  );
  // Last: the history counts everything seeded above into the analytics.
  const history = await seedAnalyticsHistory(sequelize);
  write(
    history
      ? `Analytics history: ${history} past volunteers (no sign-in) with 18 months of events, projects and hours, and demo courses completed.\n`
      : 'Analytics history is already there (refreshed).\n',
  );
  // After the history: its past events get covers too.
  write(`Demo event covers: ${await seedDemoEventCovers(sequelize, { uploadsDir })} drawn.\n`);
  await opts.afterFiles?.();
  write(await demoAccountsTable(sequelize));
}

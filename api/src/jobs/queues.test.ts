import PgBoss from 'pg-boss';
import { createTestDatabase, type TestDatabase } from '../test/db';
import { ensureQueue } from './queues';

let db: TestDatabase;
const bosses: PgBoss[] = [];

beforeAll(async () => {
  db = await createTestDatabase();
  for (let i = 0; i < 3; i++) {
    const boss = new PgBoss({ connectionString: db.url, schema: 'pgboss', max: 3, schedule: false, supervise: false });
    boss.on('error', () => undefined);
    await boss.start();
    bosses.push(boss);
  }
});

afterAll(async () => {
  await Promise.all(bosses.map((boss) => boss.stop({ graceful: false, wait: true })));
  await db.drop();
});

describe('ensureQueue', () => {
  it('creates each queue once when three processes start together, none of them failing', async () => {
    const names = ['race-a', 'race-b', 'race-c', 'race-d'];
    await Promise.all(names.flatMap((name) => bosses.map((boss) => ensureQueue(boss, name, 'stately'))));
    const queues = await bosses[0]!.getQueues();
    expect(
      queues
        .map((q) => q.name)
        .filter((n) => n.startsWith('race-'))
        .sort(),
    ).toEqual(names);
    expect(queues.find((q) => q.name === 'race-a')?.policy).toBe('stately');
  });

  it('passes on an error that is not a creation race', async () => {
    await expect(ensureQueue(bosses[0]!, 'race-e', 'no-such-policy' as PgBoss.QueuePolicy)).rejects.toThrow(/not a valid queue policy/);
  });
});

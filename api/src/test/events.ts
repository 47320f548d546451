import type { Express } from 'express';
import request from 'supertest';
import { QueryTypes } from 'sequelize';
import { activeAccount } from './accounts';
import type { TestAccount } from './activities';
import type { TestDatabase } from './db';

/** Columns of a test event; any may be overridden. Dates default to a week ahead, 3 hours long. */
export interface TestEventOver {
  titleRu?: string;
  titleUz?: string | null;
  descriptionRu?: string;
  descriptionUz?: string | null;
  regionId?: number | null;
  addressRu?: string | null;
  addressUz?: string | null;
  isOnline?: boolean;
  startsAt?: Date;
  endsAt?: Date;
  cover?: string | null;
  minAge?: number | null;
  groupId?: number | null;
  moderation?: 'draft' | 'moderation' | 'approved' | 'rejected';
  archivedAt?: Date | null;
  /** Direction keys (default: one, 'children'). */
  directions?: string[];
  /** Session capacities, one session each (default: one session of 10 places, at the event's dates). */
  sessions?: number[];
}

const DAY = 24 * 3600 * 1000;

async function insertDirections(db: TestDatabase, table: string, column: string, id: number, keys: string[]): Promise<void> {
  await db.sequelize.query(`INSERT INTO ${table} (${column}, direction_id) SELECT $1, id FROM directions WHERE key = ANY($2::text[])`, {
    bind: [id, keys],
  });
}

/**
 * Inserts an event (approved and published unless told otherwise) with its directions and
 * sessions directly in SQL, as a fixture for tests that need an event to apply to.
 */
export async function createApprovedEvent(
  db: TestDatabase,
  organizationId: number,
  over: TestEventOver = {},
): Promise<{ eventId: number; sessionIds: number[] }> {
  const startsAt = over.startsAt ?? new Date(Date.now() + 7 * DAY);
  const endsAt = over.endsAt ?? new Date(startsAt.getTime() + 3 * 3600 * 1000);
  const e = {
    titleRu: 'Субботник в парке',
    titleUz: null,
    descriptionRu: 'Уборка парка всем миром.',
    descriptionUz: null,
    regionId: 1,
    addressRu: 'Ташкент, парк',
    addressUz: null as string | null,
    isOnline: false,
    cover: null,
    minAge: null,
    groupId: null,
    moderation: 'approved' as const,
    archivedAt: null,
    ...over,
  };
  const [row] = await db.sequelize.query<{ id: number }>(
    `INSERT INTO events (organization_id, group_id, title_ru, title_uz, description_ru, description_uz, region_id, address_ru,
       is_online, starts_at, ends_at, cover, min_age, moderation, submitted_at, published_at, archived_at, address_uz)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14::text,
       CASE WHEN $14::text <> 'draft' THEN now() END, CASE WHEN $14::text = 'approved' THEN now() END, $15, $16)
     RETURNING id`,
    {
      bind: [
        organizationId,
        e.groupId,
        e.titleRu,
        e.titleUz,
        e.descriptionRu,
        e.descriptionUz,
        e.regionId,
        e.addressRu,
        e.isOnline,
        startsAt,
        endsAt,
        e.cover,
        e.minAge,
        e.moderation,
        e.archivedAt,
        e.addressUz,
      ],
      type: QueryTypes.SELECT,
    },
  );
  const eventId = row!.id;
  await insertDirections(db, 'event_directions', 'event_id', eventId, over.directions ?? ['children']);
  const sessionIds: number[] = [];
  for (const capacity of over.sessions ?? [10]) {
    const [s] = await db.sequelize.query<{ id: number }>(
      'INSERT INTO visit_sessions (event_id, starts_at, ends_at, capacity) VALUES ($1, $2, $3, $4) RETURNING id',
      { bind: [eventId, startsAt, endsAt, capacity], type: QueryTypes.SELECT },
    );
    sessionIds.push(s!.id);
  }
  return { eventId, sessionIds };
}

/** Inserts an approved visit offer with one session per capacity given (default one of 5 places, a week ahead). */
export async function createApprovedVisit(
  db: TestDatabase,
  organizationId: number,
  over: {
    titleRu?: string;
    descriptionRu?: string;
    regionId?: number | null;
    moderation?: string;
    directions?: string[];
    sessions?: number[];
  } = {},
): Promise<{ visitId: number; sessionIds: number[] }> {
  const v = { titleRu: 'Помощь в приюте', descriptionRu: 'Выгул собак по субботам.', regionId: 1, moderation: 'approved', ...over };
  const [row] = await db.sequelize.query<{ id: number }>(
    `INSERT INTO visit_options (organization_id, title_ru, description_ru, region_id, moderation, submitted_at, published_at)
     VALUES ($1, $2, $3, $4, $5::text, now(), CASE WHEN $5::text = 'approved' THEN now() END) RETURNING id`,
    {
      bind: [organizationId, v.titleRu, v.descriptionRu, v.regionId, v.moderation],
      type: QueryTypes.SELECT,
    },
  );
  const visitId = row!.id;
  await insertDirections(db, 'visit_option_directions', 'visit_option_id', visitId, over.directions ?? ['animals']);
  const sessionIds: number[] = [];
  const startsAt = new Date(Date.now() + 7 * DAY);
  for (const capacity of over.sessions ?? [5]) {
    const [s] = await db.sequelize.query<{ id: number }>(
      'INSERT INTO visit_sessions (visit_option_id, starts_at, ends_at, capacity) VALUES ($1, $2, $3, $4) RETURNING id',
      { bind: [visitId, startsAt, new Date(startsAt.getTime() + 2 * 3600 * 1000), capacity], type: QueryTypes.SELECT },
    );
    sessionIds.push(s!.id);
  }
  return { visitId, sessionIds };
}

/**
 * A moderator or admin account with a token carrying the role (like staffAccount in
 * activities.ts, with a static import: jest cannot run its dynamic import of supertest).
 */
export async function backOfficeAccount(app: Express, db: TestDatabase, role: 'moderator' | 'admin'): Promise<TestAccount> {
  const account = await activeAccount(app, { type: 'volon', name: `Staff ${role}` });
  await db.sequelize.query('UPDATE users SET role = $1 WHERE id = $2', { bind: [role, account.id] });
  const login = await request(app)
    .post('/api/user/login')
    .send({ username: account.form.username, password: account.form.password })
    .expect(200);
  const accessToken = login.body.token.accessToken as string;
  return {
    id: account.id,
    email: account.form.username,
    accessToken,
    auth: { Authorization: `Bearer ${accessToken}` },
    organizationId: null,
  };
}

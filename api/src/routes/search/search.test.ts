import request from 'supertest';
import { QueryTypes } from 'sequelize';
import { SEARCH_COUNT_MAX, type Page, type SearchResult } from '@hashar/common';
import { organizationAccount } from '../../test/activities';
import { useTestApp } from '../../test/app';
import type { TestDatabase } from '../../test/db';
import { createApprovedEvent, createApprovedVisit } from '../../test/events';
import { registerActivityKind } from '../../activities/registry';
import type { ApiActivityKind } from '../../activities/types';
import { presentActivityCard } from '../../activities/core/presenters';
import { EVENT } from '../../activities/event';

type Card = { id: number; title: string };
type Moderation = 'draft' | 'moderation' | 'approved' | 'rejected';

/** Each kind's own required columns and their values (test data only; `insert` writes the shared ones). */
const OWN: Record<string, [string, string]> = {
  projects: [', starts_at, ends_at', ", now(), now() + interval '30 days'"],
  tasks: [', category_id, deadline', ", (SELECT min(id) FROM task_categories), now() + interval '30 days'"],
  vacancies: [', kind, pay', ", 'vacancy', 'paid'"],
  searchables: ['', ''],
};

/** An approved (unless told otherwise) activity row of `table` (its search text comes from the database's trigger). */
async function insert(
  db: TestDatabase,
  table: string,
  org: number,
  titleRu: string,
  over: { titleUz?: string; descriptionRu?: string; moderation?: Moderation } = {},
): Promise<number> {
  const descriptionRu = over.descriptionRu ?? 'Описание';
  const [columns, values] = OWN[table]!;
  const [row] = await db.sequelize.query<{ id: number }>(
    `INSERT INTO ${table} (organization_id, title_ru, title_uz, description_ru, moderation, published_at${columns})
     VALUES ($1, $2, $3, $4, $5::text, CASE WHEN $5::text = 'approved' THEN now() END${values}) RETURNING id`,
    {
      bind: [org, titleRu, over.titleUz ?? null, descriptionRu, over.moderation ?? 'approved'],
      type: QueryTypes.SELECT,
    },
  );
  return row!.id;
}

describe('GET /api/search', () => {
  const ctx = useTestApp();
  let org: number;
  const ids: Record<string, number> = {};

  const search = async (query: Record<string, string>, locale = 'ru') =>
    (await request(ctx.app).get('/api/search').query(query).set('Accept-Language', locale).expect(200)).body as SearchResult<Card>;
  const groupOf = (r: SearchResult<Card>, kind: string) => r.groups.find((g) => g.kind === kind);

  beforeAll(async () => {
    org = (await organizationAccount(ctx.app, ctx.db, 'Фонд поиска')).organizationId!;
    ids.event = (await createApprovedEvent(ctx.db, org, { titleRu: 'Помощь приюту для собак', descriptionRu: 'Выгул и корм' })).eventId;
    ids.visit = (await createApprovedVisit(ctx.db, org, { titleRu: 'Помощь в библиотеке', descriptionRu: 'Разбор книг' })).visitId;
    ids.project = await insert(ctx.db, 'projects', org, 'Кексаларга ёрдам', { descriptionRu: 'Кекса одамларга ёрдам лойиҳаси' });
    ids.latinTask = await insert(ctx.db, 'tasks', org, 'Yordam markazi uchun sayt', { descriptionRu: 'Veb-sayt yaratish' });
    ids.bog = await insert(ctx.db, 'vacancies', org, 'Bog‘dagi hashar koordinatori', { titleUz: 'Bogʻdagi hashar' });
    // Matches only in the description: ranked after the title match.
    ids.eventDescription = (
      await createApprovedEvent(ctx.db, org, { titleRu: 'Субботник', descriptionRu: 'После уборки — помощь соседям и чай' })
    ).eventId;
    for (let i = 1; i <= 6; i++) ids[`hashar${i}`] = await insert(ctx.db, 'projects', org, `Маҳалла ҳашари ${i}`);
    for (const moderation of ['draft', 'moderation', 'rejected'] as const) {
      await insert(ctx.db, 'projects', org, `Скрытая помощь ${moderation}`, { moderation });
      await createApprovedEvent(ctx.db, org, { titleRu: `Скрытая помощь ${moderation}`, moderation });
    }
  });

  it('finds every kind together, grouped in registry order with counts and the best first', async () => {
    const r = await search({ q: 'pomosh' });
    expect(r.q).toBe('pomosh');
    expect(r.groups.map((g) => g.kind)).toEqual(['event', 'visit']);
    expect(groupOf(r, 'event')).toMatchObject({ count: 2, capped: false });
    expect(groupOf(r, 'event')!.items.map((c) => c.id)).toEqual([ids.event, ids.eventDescription]);
    expect(groupOf(r, 'visit')!.items.map((c) => c.title)).toEqual(['Помощь в библиотеке']);
    expect(r.total).toBe(3);
  });

  it('ranks the words together as typed first, then a word that starts with the query', async () => {
    const apart = await insert(ctx.db, 'tasks', org, 'Ekish va daraxt parvarishi');
    const phrase = await insert(ctx.db, 'tasks', org, 'Bahorgi daraxt ekish');
    const inside = await insert(ctx.db, 'tasks', org, 'Mevadaraxtlar');
    const both = await search({ q: 'daraxt ekish' });
    expect(groupOf(both, 'task')!.items.map((c) => c.id)).toEqual([phrase, apart]);
    const one = await search({ q: 'daraxt' });
    expect(groupOf(one, 'task')!.items.map((c) => c.id)).toEqual([phrase, apart, inside]);
  });

  it('finds Cyrillic text by a Latin query and Latin text by a Cyrillic one', async () => {
    const latin = await search({ q: 'yordam' });
    expect(groupOf(latin, 'project')!.items.map((c) => c.id)).toEqual([ids.project]);
    expect(groupOf(latin, 'task')!.items.map((c) => c.id)).toEqual([ids.latinTask]);
    const cyrillic = await search({ q: 'ёрдам' });
    expect(cyrillic.groups.map((g) => [g.kind, g.count])).toEqual([
      ['project', 1],
      ['task', 1],
    ]);
    const russian = await search({ q: 'ПОМОЩЬ приют' });
    expect(russian.groups.map((g) => [g.kind, g.count])).toEqual([['event', 1]]);
  });

  it('takes every spelling of the Uzbek oʻ and gʻ', async () => {
    for (const q of ["bog'dagi", 'bogʻdagi', 'bog‘dagi', 'bog`dagi', 'bogdagi', 'боғдаги hashar']) {
      const r = await search({ q });
      expect([q, r.groups.map((g) => [g.kind, g.items.map((c) => c.id)])]).toEqual([q, [['vacancy', [ids.bog]]]]);
    }
  });

  it('shows the first four of a kind and pages through one kind with kind=', async () => {
    const r = await search({ q: 'mahalla hashari' });
    expect(groupOf(r, 'project')).toMatchObject({ count: 6 });
    expect(groupOf(r, 'project')!.items).toHaveLength(4);
    const page2 = (await request(ctx.app).get('/api/search').query({ q: 'маҳалла', kind: 'project', perPage: '4', page: '2' }).expect(200))
      .body as Page<Card> & { q: string };
    expect(page2).toMatchObject({ q: 'маҳалла', total: 6, page: 2, perPage: 4 });
    expect(page2.data).toHaveLength(2);
    const page1 = (await request(ctx.app).get('/api/search').query({ q: 'маҳалла', kind: 'project', perPage: '4' }).expect(200))
      .body as Page<Card>;
    expect(new Set([...page1.data, ...page2.data].map((c) => c.id)).size).toBe(6);
    const past = await request(ctx.app).get('/api/search').query({ q: 'маҳалла', kind: 'project', perPage: '4', page: '5' }).expect(200);
    expect(past.body).toMatchObject({ total: 6, page: 5, data: [] });
  });

  it('counts a very common word up to SEARCH_COUNT_MAX and says there are more', async () => {
    await ctx.db.sequelize.query(
      `INSERT INTO tasks (organization_id, title_ru, description_ru, moderation, published_at, search_text, category_id, deadline)
       SELECT $1, 'Kopkop ' || i, 'Описание', 'approved', now(), '', (SELECT min(id) FROM task_categories), now()
         FROM generate_series(1, $2::int) i`,
      { bind: [org, SEARCH_COUNT_MAX + 1] },
    );
    const r = await search({ q: 'kopkop' });
    expect(r.groups).toEqual([expect.objectContaining({ kind: 'task', count: SEARCH_COUNT_MAX, capped: true })]);
    const last = await request(ctx.app).get('/api/search').query({ q: 'kopkop', kind: 'task', perPage: '100', page: '10' }).expect(200);
    expect(last.body).toMatchObject({ total: SEARCH_COUNT_MAX, capped: true });
    expect(last.body.data).toHaveLength(100);
    const past = await request(ctx.app).get('/api/search').query({ q: 'kopkop', kind: 'task', perPage: '100', page: '11' }).expect(200);
    expect(past.body).toMatchObject({ total: SEARCH_COUNT_MAX, capped: true, data: [] });
    const few = await request(ctx.app).get('/api/search').query({ q: 'kopkop 1000', kind: 'task' }).expect(200);
    expect(few.body).toMatchObject({ total: 1, capped: false });
  });

  it('never finds what is not approved', async () => {
    const r = await search({ q: 'skritaya' });
    expect(r).toEqual({ q: 'skritaya', total: 0, groups: [] });
    const one = await request(ctx.app).get('/api/search').query({ q: 'skritaya', kind: 'event' }).expect(200);
    expect(one.body).toMatchObject({ total: 0, data: [] });
  });

  it('answers a query of apostrophes alone with nothing found', async () => {
    expect(await search({ q: "'" })).toEqual({ q: "'", total: 0, groups: [] });
  });

  it('refuses a missing, blank or too long query and an unknown kind (ru and uz)', async () => {
    const none = await request(ctx.app).get('/api/search').expect(400);
    expect(none.body.fields).toEqual({ q: 'Данное поле обязательно для заполнения' });
    const blank = await request(ctx.app).get('/api/search').query({ q: '   ', locale: 'uz' }).expect(400);
    expect(blank.body.fields).toEqual({ q: "to'ldirilishi shart" });
    const long = await request(ctx.app)
      .get('/api/search')
      .query({ q: 'a'.repeat(201) })
      .expect(400);
    expect(long.body.fields).toEqual({ q: 'Не более 200 символов' });
    const longUz = await request(ctx.app)
      .get('/api/search')
      .query({ q: 'a'.repeat(201), locale: 'uz' })
      .expect(400);
    expect(longUz.body.fields).toEqual({ q: "Ko'pi bilan 200 belgi" });
    const kind = await request(ctx.app).get('/api/search').query({ q: 'a', kind: 'news', perPage: '500' }).expect(400);
    expect(kind.body.fields).toEqual({ kind: 'Выберите значение из списка', perPage: 'Введите целое число от 1 до 100' });
    await request(ctx.app)
      .get('/api/search')
      .query({ q: ['a', 'b'] })
      .expect(400);
  });

  it('covers a kind registered later without any change of its own', async () => {
    await ctx.db.sequelize.query(`
      CREATE TABLE searchables (id serial PRIMARY KEY, organization_id integer REFERENCES organizations(id),
        owner_user_id integer, owner_group_id integer, title_ru text NOT NULL, title_uz text, description_ru text NOT NULL,
        description_uz text, region_id integer, address_ru text, address_uz text, cover text, moderation text NOT NULL,
        district_id integer, lat double precision, lng double precision,
        published_at timestamptz, archived_at timestamptz, search_text text NOT NULL DEFAULT '');
      CREATE TRIGGER searchables_search_text BEFORE INSERT OR UPDATE ON searchables FOR EACH ROW EXECUTE FUNCTION search_text_activity();
      CREATE TABLE searchable_directions (searchable_id integer, direction_id integer)`);
    registerActivityKind({
      ...EVENT,
      kind: 'searchable',
      table: 'searchables',
      directionTable: 'searchable_directions',
      column: 'searchable_id',
      session: null,
      cardColumns: () => '',
      presentCard: presentActivityCard,
    } satisfies ApiActivityKind);
    const id = await insert(ctx.db, 'searchables', org, 'Ёрдам кечаси');
    const r = await search({ q: 'yordam' });
    expect(groupOf(r, 'searchable')).toMatchObject({ count: 1, items: [{ id, title: 'Ёрдам кечаси' }] });
  });
});

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { QueryTypes } from 'sequelize';
import { HOME_LIMITS, validationMessage, type HomeDto } from '@hashar/common';
import { organizationAccount, volunteerAccount, type TestAccount } from '../../test/activities';
import { useTestApp } from '../../test/app';
import { createApprovedEvent } from '../../test/events';
import { refreshAnalytics } from '../../services/analytics/refresh';
import { seedDemoHome } from '../../../../seeders/home';

const HOUR = 3600 * 1000;
const INT_MAX = 2147483647;

describe('GET /api/home', () => {
  const ctx = useTestApp();
  let org: TestAccount;
  let volunteer: TestAccount;
  const sql = <T extends object>(text: string, bind: unknown[] = []) => ctx.db.sequelize.query<T>(text, { bind, type: QueryTypes.SELECT });
  const home = async (query = '', locale = 'ru'): Promise<HomeDto> =>
    (await request(ctx.app).get(`/api/home${query}`).set('Accept-Language', locale).expect(200)).body as HomeDto;
  const ago = (hours: number) => new Date(Date.now() - hours * HOUR);

  const banner = async (kind: 'main' | 'advertising', title: string, over: Record<string, unknown> = {}) => {
    const b = { sortOrder: 0, startsAt: null, endsAt: null, isActive: true, ...over };
    const [row] = await sql<{ id: number }>(
      `INSERT INTO banners (kind, title_ru, title_uz, image_url, link, sort_order, starts_at, ends_at, is_active, created_at, updated_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, now(), now()) RETURNING id`,
      [kind, title, `${title} uz`, '/uploads/banners/b.png', null, b.sortOrder, b.startsAt, b.endsAt, b.isActive],
    );
    return row!.id;
  };
  const notice = async (title: string, regionId: number | null, over: Record<string, unknown> = {}) => {
    const n = { kind: 'missing_pet', moderation: 'approved', state: 'active', publishedAt: new Date(), ...over };
    const [row] = await sql<{ id: number }>(
      `INSERT INTO publications (kind, owner_user_id, title_ru, title_uz, body_ru, region_id, subject, last_seen_place, last_seen_at,
         contacts, notice_state, moderation, published_at)
       VALUES ($1, $2, $3, $4, '<p>Помогите найти</p>', $5, 'Рыжий кот', 'Чиланзар', now() - interval '1 day', '+998 90 000 00 00',
         $6, $7, $8) RETURNING id`,
      [n.kind, volunteer.id, title, `${title} uz`, regionId, n.kind === 'story' ? null : n.state, n.moderation, n.publishedAt],
    );
    return row!.id;
  };

  beforeAll(async () => {
    org = await organizationAccount(ctx.app, ctx.db, 'Домашняя организация');
    volunteer = await volunteerAccount(ctx.app, ctx.db, 'Ольга Главная');
  });

  it('answers an empty page with zero figures, cacheable for a minute', async () => {
    const res = await request(ctx.app).get('/api/home').expect(200);
    expect(res.headers['cache-control']).toBe('public, max-age=60');
    const body = res.body as HomeDto;
    expect(body).toMatchObject({ mainBanners: [], adBanners: [], notices: [], news: [], tours: [] });
    expect(Object.keys(body.figures).sort()).toEqual(['events', 'organizations', 'verifiedHours', 'volunteers']);
  });

  it('banners: active ones within their period, in their order, each kind apart; texts in ru and uz', async () => {
    const second = await banner('main', 'Второй', { sortOrder: 2 });
    const first = await banner('main', 'Первый', { sortOrder: 1, startsAt: ago(1), endsAt: ago(-1) });
    await banner('main', 'Выключен', { isActive: false });
    await banner('main', 'Будущий', { startsAt: ago(-1) });
    await banner('main', 'Прошедший', { endsAt: ago(1) });
    const ad = await banner('advertising', 'Реклама');
    const ru = await home();
    expect(ru.mainBanners.map((b) => b.id)).toEqual([first, second]);
    expect(ru.mainBanners[0]).toEqual({ id: first, title: 'Первый', imageUrl: '/uploads/banners/b.png', link: null });
    expect(ru.adBanners.map((b) => b.title)).toEqual(['Реклама']);
    const uz = await home('', 'uz');
    expect(uz.mainBanners.map((b) => b.title)).toEqual(['Первый uz', 'Второй uz']);
    expect(uz.adBanners[0]!.id).toBe(ad);
    await sql('DELETE FROM banners');
  });

  it('tours: active ones within their period, in their order; Uzbek falls back to Russian', async () => {
    await sql(
      `INSERT INTO tours (title_ru, title_uz, text_ru, text_uz, image_url, sort_order, starts_at, ends_at, is_active, created_at, updated_at) VALUES
        ('Тур Б', 'Tur B', 'Текст Б', '', NULL, 2, NULL, NULL, true, now(), now()),
        ('Тур А', 'Tur A', 'Текст А', 'Matn A', '/uploads/banners/t.png', 1, now() - interval '1 hour', NULL, true, now(), now()),
        ('Скрытый', 'Yashirin', '', '', NULL, 0, NULL, NULL, false, now(), now()),
        ('Кончился', 'Tugadi', '', '', NULL, 0, NULL, now() - interval '1 hour', true, now(), now())`,
    );
    const uz = await home('', 'uz');
    expect(uz.tours.map((t) => [t.title, t.text, t.imageUrl])).toEqual([
      ['Tur A', 'Matn A', '/uploads/banners/t.png'],
      ['Tur B', 'Текст Б', null],
    ]);
    await sql('DELETE FROM tours');
  });

  it("notices: active approved ones only, the given region's first, then newest", async () => {
    const old = await notice('Старое объявление', 2, { publishedAt: ago(48) });
    const fresh = await notice('Свежее объявление', 1, { publishedAt: ago(1) });
    const person = await notice('Пропал дедушка', null, { kind: 'missing_person', publishedAt: ago(5) });
    await notice('На модерации', 2, { moderation: 'moderation' });
    await notice('Найден', 2, { state: 'found' });
    await notice('История', 2, { kind: 'story' });
    expect((await home()).notices.map((n) => n.id)).toEqual([fresh, person, old]);
    const region2 = await home('?region=2');
    expect(region2.notices.map((n) => n.id)).toEqual([old, fresh, person]);
    const card = region2.notices[0]!;
    expect(card).toMatchObject({
      kind: 'missing_pet',
      title: 'Старое объявление',
      excerpt: 'Помогите найти',
      owner: { type: 'user', id: volunteer.id, name: 'Ольга Главная', page: null },
      notice: { subject: 'Рыжий кот', lastSeenPlace: 'Чиланзар', contacts: '+998 90 000 00 00', state: 'active' },
    });
    expect(card.region).toEqual({ id: 2, name: expect.any(String) });
    expect((await home('', 'uz')).notices[0]!.title).toBe('Свежее объявление uz');
    // Signed in without ?region=: the visitor's own region first, in an answer no shared cache keeps.
    await sql('UPDATE users SET region_id = 2 WHERE id = $1', [volunteer.id]);
    const mine = await request(ctx.app).get('/api/home').set(volunteer.auth).expect(200);
    expect((mine.body as HomeDto).notices.map((n) => n.id)).toEqual([old, fresh, person]);
    expect(mine.headers['cache-control']).toBe('private, max-age=60');
    expect((await request(ctx.app).get('/api/home').expect(200)).headers['cache-control']).toBe('public, max-age=60');
    await request(ctx.app).get('/api/home').set('Authorization', 'Bearer nonsense').expect(401);
    await sql('DELETE FROM publications');
  });

  it('news: public ones newest first with their section; scheduled, drafts and inactive sections absent', async () => {
    const [s] = await sql<{ id: number }>(
      `INSERT INTO news_sections (slug, name_ru, name_uz) VALUES ('city', 'Город', 'Shahar'), ('off', 'Выкл', 'Off') RETURNING id`,
    );
    await sql(`UPDATE news_sections SET is_active = false WHERE slug = 'off'`);
    const add = (slug: string, section: string, when: string | null) =>
      sql(
        `INSERT INTO news (section_id, slug, title_ru, title_uz, lead_ru, published_at)
         SELECT id, $1, $2, $3, 'Лид', ${when ?? 'NULL'} FROM news_sections WHERE slug = $4`,
        [slug, `Новость ${slug}`, slug === 'b' ? null : `Yangilik ${slug}`, section],
      );
    await add('a', 'city', "now() - interval '2 hours'");
    await add('b', 'city', "now() - interval '1 hour'");
    await add('scheduled', 'city', "now() + interval '1 hour'");
    await add('draft', 'city', null);
    await add('hidden', 'off', "now() - interval '1 hour'");
    const uz = await home('', 'uz');
    expect(uz.news.map((n) => [n.slug, n.title, n.section])).toEqual([
      ['b', 'Новость b', { id: s!.id, slug: 'city', name: 'Shahar' }],
      ['a', 'Yangilik a', { id: s!.id, slug: 'city', name: 'Shahar' }],
    ]);
  });

  it('events, projects and tasks: approved upcoming events soonest first; the lists are the public cards', async () => {
    const later = await createApprovedEvent(ctx.db, org.organizationId!, { titleRu: 'Позже', startsAt: new Date(Date.now() + 72 * HOUR) });
    const sooner = await createApprovedEvent(ctx.db, org.organizationId!, { titleRu: 'Скоро', startsAt: new Date(Date.now() + 24 * HOUR) });
    await createApprovedEvent(ctx.db, org.organizationId!, { titleRu: 'Черновик', moderation: 'draft' });
    await createApprovedEvent(ctx.db, org.organizationId!, { titleRu: 'Было', startsAt: ago(72), endsAt: ago(70) });
    const body = await home();
    expect(body.events.map((e) => e.id)).toEqual([sooner.eventId, later.eventId]);
    expect(body.events[0]).toMatchObject({ title: 'Скоро', organization: { name: 'Домашняя организация' } });
    expect(body.events.length).toBeLessThanOrEqual(HOME_LIMITS.events);
    expect(Array.isArray(body.projects) && Array.isArray(body.tasks)).toBe(true);
  });

  it('figures: the platform public figures (services/analytics/figures) as of the last refresh of the view', async () => {
    await refreshAnalytics(ctx.db.sequelize);
    const before = (await home()).figures;
    await sql('UPDATE users SET is_blocked = true WHERE id = $1', [volunteer.id]);
    await sql('UPDATE organizations SET is_verified = true WHERE id = $1', [org.organizationId]);
    await createApprovedEvent(ctx.db, org.organizationId!, { titleRu: 'Ещё одно' });
    await createApprovedEvent(ctx.db, org.organizationId!, { titleRu: 'На модерации', moderation: 'moderation' });
    expect((await home()).figures).toEqual(before);
    await refreshAnalytics(ctx.db.sequelize);
    const after = (await home()).figures;
    expect(after.volunteers - before.volunteers).toBe(-1);
    expect(after.organizations - before.organizations).toBe(1);
    expect(after.events - before.events).toBe(1);
    await sql('UPDATE users SET is_blocked = false WHERE id = $1', [volunteer.id]);
  });

  it('partners: active ones with their logos', async () => {
    await sql(
      `INSERT INTO partners (name, logo_url, link, sort_order, is_active, created_at, updated_at) VALUES
        ('Видимый', '/uploads/p.png', 'https://example.uz', 1, true, now(), now()),
        ('Скрытый', '/uploads/q.png', NULL, 0, false, now(), now())`,
    );
    const body = await home();
    expect(body.partners.map((p) => p.name)).toEqual(['Видимый']);
    expect(body.partners[0]).toMatchObject({ logoUrl: '/uploads/p.png', link: 'https://example.uz' });
  });

  it('the demo seed adds 3 main and 2 advertising banners and 4 tour slides with images, once', async () => {
    const uploadsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hashar-home-'));
    expect(await seedDemoHome(ctx.db.sequelize, { uploadsDir })).toEqual({ banners: 5, tours: 4 });
    expect(await seedDemoHome(ctx.db.sequelize, { uploadsDir })).toEqual({ banners: 0, tours: 0 });
    const uz = await home('', 'uz');
    expect([uz.mainBanners.length, uz.adBanners.length, uz.tours.length]).toEqual([3, 2, 4]);
    expect(uz.mainBanners[0]!.title).toBe('Uyingiz yonida yordam bering');
    for (const url of [...uz.mainBanners, ...uz.adBanners].map((b) => b.imageUrl)) {
      expect(fs.existsSync(path.join(uploadsDir, url.replace(/^\/uploads\//, '')))).toBe(true);
    }
    await sql('DELETE FROM banners');
    await sql('DELETE FROM tours');
  });

  it('a bad region is a 400 in the request language', async () => {
    for (const [locale, region] of [
      ['ru', 'abc'],
      ['uz', '0'],
      ['ru', '99999999999'],
    ] as const) {
      const res = await request(ctx.app).get(`/api/home?region=${region}`).set('Accept-Language', locale).expect(400);
      expect(res.body.fields.region).toBe(validationMessage(locale, 'range', { min: 1, max: INT_MAX }));
    }
    await request(ctx.app).get('/api/home?region=1&region=2').expect(400);
  });
});

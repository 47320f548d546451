import fs from 'node:fs';
import path from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import cookieParser from 'cookie-parser';
import express from 'express';
import request from 'supertest';
import { escapeHtml } from '../lib/html';
import { organizationAccount } from '../test/activities';
import { fakeFrontends, useTestApp } from '../test/app';
import { createApprovedEvent, createApprovedVisit } from '../test/events';
import { insertCourse } from '../test/academy';
import { frontendsRouter } from './frontends';
import { recordPage } from './openGraph';

/**
 * A list page's first HTML holds its heading and its first page as links, in the page's language
 * and the app's order, so a reader or a search engine without scripts finds the records.
 */
describe('list pages in the first HTML', () => {
  const ctx = useTestApp();
  const site = () => {
    const dirs = fakeFrontends();
    fs.writeFileSync(
      path.join(dirs.publicWeb, 'index.html'),
      '<!doctype html><html lang="ru"><head></head><body><div id="root"></div></body></html>',
    );
    return express().use(frontendsRouter(dirs, { publicUrl: 'https://hashar.example' }));
  };

  it('lists the current events as links, soonest first, never a draft or a past one, in ru and uz', async () => {
    const org = await organizationAccount(ctx.app, ctx.db, 'Списки');
    const at = (days: number) => new Date(Date.now() + days * 86_400_000);
    const later = await createApprovedEvent(ctx.db, org.organizationId!, { titleRu: 'Позже <всех>', titleUz: 'Keyinroq', startsAt: at(9) });
    const sooner = await createApprovedEvent(ctx.db, org.organizationId!, { titleRu: 'Раньше', startsAt: at(2) });
    await createApprovedEvent(ctx.db, org.organizationId!, { titleRu: 'Черновик списка', moderation: 'draft' });
    await createApprovedEvent(ctx.db, org.organizationId!, { titleRu: 'Прошедшее', startsAt: at(-9), endsAt: at(-8) });

    const ru = await request(site()).get('/ru/events').expect(200);
    expect(ru.text).toContain('<title>Мероприятия</title>');
    expect(ru.text).toContain('<meta property="og:url" content="https://hashar.example/ru/events">');
    expect(ru.text).toContain(
      '<div id="root"><article class="server-page" data-testid="server-page"><h1>Мероприятия</h1><ul class="server-page__list">' +
        `<li><a href="/ru/events/view/${sooner.eventId}">Раньше</a></li>` +
        `<li><a href="/ru/events/view/${later.eventId}">Позже &lt;всех&gt;</a></li></ul></article></div>`,
    );
    expect(ru.text).not.toContain('Черновик списка');
    expect(ru.text).not.toContain('Прошедшее');

    const uz = await request(site()).get('/uz/events/').expect(200);
    expect(uz.text).toContain('<h1>Tadbirlar</h1>');
    // An Uzbek title where there is one, the Russian one where there is none.
    expect(uz.text).toContain(`<li><a href="/uz/events/view/${sooner.eventId}">Раньше</a></li>`);
    expect(uz.text).toContain(`<li><a href="/uz/events/view/${later.eventId}">Keyinroq</a></li>`);
    // Neither card has a cover: no picture is preloaded.
    expect(uz.text).not.toContain('as="image"');
  });

  it("preloads the first card's cover at the width a card is drawn", async () => {
    const org = await organizationAccount(ctx.app, ctx.db, 'Обложки');
    const cover = '/uploads/events/1b6a3c1e-2f4d-4b8a-9c1d-123456789abc.png';
    // The soonest event: the first card.
    const startsAt = new Date(Date.now() + 3_600_000);
    await createApprovedEvent(ctx.db, org.organizationId!, { titleRu: 'С обложкой', cover: cover.slice('/uploads/'.length), startsAt });
    const res = await request(site()).get('/uz/events').expect(200);
    expect(res.text).toContain(
      `<link rel="preload" as="image" href="${cover}" imagesrcset="${cover}?w=320 320w, ${cover}?w=640 640w, ${cover}?w=960 960w, ` +
        `${cover}?w=1280 1280w" imagesizes="(min-width: 960px) 320px, (min-width: 600px) 50vw, 100vw" fetchpriority="high">`,
    );
  });

  it('says so when a list is empty, and leaves the other pages as they were', async () => {
    const ru = await request(site()).get('/ru/tasks').expect(200);
    expect(ru.text).toContain('<h1>Задачи pro bono</h1><p>Здесь пока ничего нет.</p>');
    const uz = await request(site()).get('/uz/vacancies').expect(200);
    expect(uz.text).toContain('<h1>Vakansiyalar va amaliyotlar</h1><p>Bu yerda hozircha hech narsa yo&#39;q.</p>');
    const other = await request(site()).get('/ru/burger/aboutus').expect(200);
    expect(other.text).toContain('<div id="root"></div>');
  });

  it('links organizations by their own pages and heads the news, publications, groups and volunteers lists', async () => {
    const org = await organizationAccount(ctx.app, ctx.db, 'Дом <добра>');
    const orgs = await request(site()).get('/ru/orgs').expect(200);
    expect(orgs.text).toContain('<h1>Организации</h1>');
    expect(orgs.text).toContain(`<li><a href="/ru/orgs/view/${org.organizationId}">Дом &lt;добра&gt;</a></li>`);
    const news = await request(site()).get('/uz/news').expect(200);
    expect(news.text).toContain('<h1>Yangiliklar</h1>');
    for (const [page, heading] of [
      ['/ru/post', 'Публикации'],
      ['/uz/initiative', 'Tashabbus guruhlari'],
      ['/uz/volons', 'Ko&#39;ngillilar'],
    ] as const) {
      const res = await request(site()).get(page).expect(200);
      expect(res.text).toContain(`<h1>${heading}</h1>`);
    }
  });

  it("lists the academy's open, listed courses by their pages; a course's page has its tags, a draft's is 404", async () => {
    await insertCourse(ctx.db, { slug: 'pervye-shagi', titleRu: 'Первые шаги', titleUz: 'Ilk qadamlar', summaryRu: 'С чего начать' });
    await insertCourse(ctx.db, { slug: 'chernovik-kursa', titleRu: 'Черновик курса', moderation: 'draft' });
    const list = await request(site()).get('/uz/academy').expect(200);
    expect(list.text).toContain('<h1>Akademiya: onlayn kurslar</h1>');
    expect(list.text).toContain('<li><a href="/uz/academy/pervye-shagi">Ilk qadamlar</a></li>');
    expect(list.text).not.toContain('Черновик курса');
    const page = await request(site()).get('/ru/academy/pervye-shagi').expect(200);
    expect(page.text).toContain('<meta property="og:title" content="Первые шаги">');
    expect(page.text).toContain('<meta property="og:url" content="https://hashar.example/ru/academy/pervye-shagi">');
    for (const path of ['/ru/academy/chernovik-kursa', '/ru/academy/net-takogo', '/ru/academy/BAD_slug'])
      expect((await request(site()).get(path).expect(404)).text).not.toContain('og:title');
  });
});

describe('Open Graph tags of event pages', () => {
  const ctx = useTestApp();
  let approved: number;
  let draft: number;
  let organizationOf: number;

  beforeAll(async () => {
    const org = await organizationAccount(ctx.app, ctx.db);
    organizationOf = org.organizationId!;
    approved = (
      await createApprovedEvent(ctx.db, org.organizationId!, {
        titleRu: 'Уборка "Анхора" <b>&</b>',
        titleUz: 'Anhorni tozalash',
        descriptionRu: 'Собираем мусор вдоль канала.',
        cover: 'events/0b6a3c1e-2f4d-4b8a-9c1d-123456789abc.jpg',
      })
    ).eventId;
    draft = (await createApprovedEvent(ctx.db, org.organizationId!, { titleRu: 'Секретный черновик', moderation: 'draft' })).eventId;
  });

  it('renders the title, description and Open Graph tags of an approved event, escaped, in the page language', async () => {
    const site = express().use(frontendsRouter(fakeFrontends(), { publicUrl: 'https://hashar.example' }));
    const ru = await request(site).get(`/ru/events/view/${approved}`).expect(200);
    expect(ru.text).toContain('<html lang="ru">');
    expect(ru.text).toContain(`<title>${escapeHtml('Уборка "Анхора" <b>&</b>')}</title>`);
    expect(ru.text).toContain('<title>Уборка &quot;Анхора&quot; &lt;b&gt;&amp;&lt;/b&gt;</title>');
    expect(ru.text).toContain('<meta name="description" content="Собираем мусор вдоль канала.">');
    expect(ru.text).toContain('<meta property="og:title" content="Уборка &quot;Анхора&quot; &lt;b&gt;&amp;&lt;/b&gt;">');
    expect(ru.text).toContain(
      '<meta property="og:image" content="https://hashar.example/uploads/events/0b6a3c1e-2f4d-4b8a-9c1d-123456789abc.jpg">',
    );
    expect(ru.text).toContain(`<meta property="og:url" content="https://hashar.example/ru/events/view/${approved}">`);
    expect(ru.text).toContain('<meta property="og:type" content="website">');
    expect(ru.text).toContain('<meta name="twitter:card" content="summary_large_image">');
    expect(ru.text).not.toContain('<b>&</b>');
    const uz = await request(site).get(`/uz/events/view/${approved}`).expect(200);
    expect(uz.text).toContain('<title>Anhorni tozalash</title>');
    expect(uz.text).toContain(`content="https://hashar.example/uz/events/view/${approved}"`);
  });

  it("preloads the page's cover with the app's WebP copies and sizes, so the browser fetches it before the script runs", async () => {
    const site = express().use(frontendsRouter(fakeFrontends()));
    const cover = '/uploads/events/0b6a3c1e-2f4d-4b8a-9c1d-123456789abc.jpg';
    const ru = await request(site).get(`/uz/events/view/${approved}`).expect(200);
    expect(ru.text).toContain(
      `<link rel="preload" as="image" href="${cover}" imagesrcset="${cover}?w=320 320w, ${cover}?w=640 640w, ${cover}?w=960 960w, ` +
        `${cover}?w=1280 1280w" imagesizes="(min-width: 1200px) 1200px, 100vw" fetchpriority="high">`,
    );
    // Before the end of <head>: found by the browser's first look at the page.
    expect(ru.text.indexOf('rel="preload" as="image"')).toBeLessThan(ru.text.indexOf('</head>'));
    // A page without a cover preloads no picture.
    const { eventId } = await createApprovedEvent(ctx.db, organizationOf, { titleRu: 'Без обложки' });
    const bare = await request(site).get(`/ru/events/view/${eventId}`).expect(200);
    expect(bare.text).not.toContain('as="image"');
  });

  it("sends the event's title, organizer, place and whole text inside the app's root, in the page language, escaped", async () => {
    const org = await organizationAccount(ctx.app, ctx.db, 'Первый HTML');
    const { eventId } = await createApprovedEvent(ctx.db, org.organizationId!, {
      titleRu: 'Посадка <деревьев>',
      titleUz: 'Daraxt ekish',
      descriptionRu: 'Сажаем клёны.\n\nПерчатки дадим & воду тоже.',
      descriptionUz: "Chinor ekamiz.\nQo'lqop beramiz.",
      addressUz: 'Toshkent, bog',
      // 10:00–13:00 in Tashkent.
      startsAt: new Date('2027-03-21T05:00:00Z'),
      endsAt: new Date('2027-03-21T08:00:00Z'),
    });
    const dirs = fakeFrontends();
    fs.writeFileSync(
      path.join(dirs.publicWeb, 'index.html'),
      '<!doctype html><html lang="ru"><head></head><body><div id="root"></div></body></html>',
    );
    const site = express().use(frontendsRouter(dirs));
    const ru = await request(site).get(`/ru/events/view/${eventId}`).expect(200);
    expect(ru.text).toContain(
      '<div id="root"><article class="server-page" data-testid="server-page"><h1>Посадка &lt;деревьев&gt;</h1>' +
        '<dl class="server-page__facts"><dt>Организатор</dt><dd>Первый HTML</dd>' +
        '<dt>Когда</dt><dd>21 марта 2027 г. в 10:00 — 21 марта 2027 г. в 13:00</dd><dt>Место</dt><dd>Ташкент, парк, г. Ташкент</dd></dl>' +
        '<p>Сажаем клёны.</p><p>Перчатки дадим &amp; воду тоже.</p></article></div>',
    );
    const uz = await request(site).get(`/uz/events/view/${eventId}`).expect(200);
    expect(uz.text).toContain(
      '<h1>Daraxt ekish</h1><dl class="server-page__facts"><dt>Tashkilotchi</dt><dd>Первый HTML</dd>' +
        '<dt>Qachon</dt><dd>21-mart 2027, 10:00 — 21-mart 2027, 13:00</dd><dt>Joy</dt><dd>Toshkent, bog, Toshkent shahri</dd></dl><p>Chinor ekamiz.</p><p>Qo&#39;lqop beramiz.</p></article>',
    );
    // A page that is neither a record's nor a list's keeps its empty root.
    const other = await request(site).get('/ru/burger/aboutus').expect(200);
    expect(other.text).toContain('<div id="root"></div>');
  });

  it('answers 404 with the plain SPA (its not-found page) for unpublished, unknown and malformed ids', async () => {
    for (const path of [
      `/ru/events/view/${draft}`,
      '/ru/events/view/99999999',
      '/uz/visits/view/99999999',
      '/ru/events/view-group/99999999',
      '/ru/events/view/abc',
      '/ru/events/view/99999999999999',
    ]) {
      const res = await request(ctx.app).get(path).expect(404);
      expect(res.text).toContain('<body>public</body>');
      expect(res.text).not.toContain('og:title');
      expect(res.text).not.toContain('Секретный черновик');
    }
  });

  it('serves the record pages whose id is optional (spec §2) without one: the page then shows its list', async () => {
    for (const path of [
      '/ru/news/view',
      '/uz/projects/view',
      '/ru/tasks/view',
      '/uz/vacancies/view',
      '/ru/volons/view',
      '/uz/initiative/view',
    ]) {
      const res = await request(ctx.app).get(path);
      expect({ path, status: res.status }).toEqual({ path, status: 200 });
      expect(res.text).toContain('<body>public</body>');
    }
    await request(ctx.app).get('/ru/events/view').expect(404);
  });

  it('never takes links from the Host header: without a configured public URL there is no og:url', async () => {
    const res = await request(ctx.app).get(`/ru/events/view/${approved}`).set('Host', 'evil.example').expect(200);
    expect(res.text).toContain('og:title');
    expect(res.text).not.toContain('og:url');
    expect(res.text).not.toContain('evil.example');
  });

  it('writes user text exactly as typed, whatever replacement patterns it holds', async () => {
    const org = await organizationAccount(ctx.app, ctx.db, 'Шаблоны');
    const title = "Акция $' $` $& $$ $1 <script>";
    const { eventId } = await createApprovedEvent(ctx.db, org.organizationId!, { titleRu: title, descriptionRu: "Описание $'" });
    const site = express().use(frontendsRouter(fakeFrontends(), { publicUrl: 'https://hashar.example' }));
    const res = await request(site).get(`/ru/events/view/${eventId}`).expect(200);
    expect(res.text).toContain(`<title>${escapeHtml(title)}</title>`);
    expect(res.text).toContain(`<meta name="description" content="${escapeHtml("Описание $'")}">`);
    expect(res.text.match(/<head>/g)).toHaveLength(1);
    expect(res.text.match(/<title>/g)).toHaveLength(1);
    expect(res.text).not.toContain('<script>');
  });

  it('gives visit offers and series with a published event their tags too', async () => {
    const org = await organizationAccount(ctx.app, ctx.db, 'Приют «Лапа»');
    const { visitId } = await createApprovedVisit(ctx.db, org.organizationId!, { titleRu: 'Прогулки с собаками' });
    await ctx.db.sequelize.query(`UPDATE visit_options SET title_uz = 'Itlar bilan sayr' WHERE id = $1`, { bind: [visitId] });
    const uz = await request(ctx.app).get(`/uz/visits/view/${visitId}`).expect(200);
    expect(uz.text).toContain('<title>Itlar bilan sayr</title>');
  });

  it('gives projects, tasks and vacancies their tags once approved, and 404 before', async () => {
    const org = await organizationAccount(ctx.app, ctx.db, 'Фонд «Вместе»');
    const [category] = await ctx.db.sequelize.query<{ id: number }>('SELECT id FROM task_categories ORDER BY id LIMIT 1', {
      type: 'SELECT' as never,
    });
    const insert = (sql: string, bind: unknown[]) =>
      ctx.db.sequelize.query<{ id: number }>(sql, { bind, type: 'SELECT' as never }).then((rows) => rows[0]!.id);
    const project = await insert(
      `INSERT INTO projects (organization_id, title_ru, title_uz, description_ru, starts_at, ends_at, moderation)
       VALUES ($1, 'Чистый город', 'Toza shahar', 'Уборка дворов', now(), now() + interval '30 days', 'approved') RETURNING id`,
      [org.organizationId],
    );
    const task = await insert(
      `INSERT INTO tasks (organization_id, title_ru, description_ru, category_id, deadline, moderation)
       VALUES ($1, 'Логотип фонда', 'Нужен логотип', $2, '2027-04-01T13:00:00Z', 'approved') RETURNING id`,
      [org.organizationId, category!.id],
    );
    const vacancy = await insert(
      `INSERT INTO vacancies (organization_id, title_ru, description_ru, kind, pay, moderation)
       VALUES ($1, 'Координатор волонтёров', 'Полная занятость', 'vacancy', 'paid', 'draft') RETURNING id`,
      [org.organizationId],
    );
    expect((await request(ctx.app).get(`/uz/projects/view/${project}`).expect(200)).text).toContain('<title>Toza shahar</title>');
    expect((await request(ctx.app).get(`/ru/tasks/view/${task}`).expect(200)).text).toContain('<title>Логотип фонда</title>');
    // A task's moment is its deadline (18:00 in Tashkent), one moment, not a start and an end.
    expect(await recordPage(`/tasks/view/${task}`, 'ru')).toMatchObject({
      found: true,
      meta: {
        facts: [
          { label: 'Организатор', value: 'Фонд «Вместе»' },
          { label: 'Срок', value: '1 апреля 2027 г. в 18:00' },
        ],
      },
    });
    const hidden = await request(ctx.app).get(`/ru/vacancies/view/${vacancy}`).expect(404);
    expect(hidden.text).not.toContain('Координатор волонтёров');
  });
});

/** A public build with the preload table its build writes (public-web/scripts/pagePreloads.ts) and a brotli copy. */
function builtWithPreloads() {
  const dirs = fakeFrontends();
  fs.mkdirSync(path.join(dirs.publicWeb, '.vite'));
  const table = [
    { path: 'events', files: { ru: ['/assets/list-1.js'], uz: ['/assets/list-1.js'] }, data: ['/api/events?sort=soonest&page=1'] },
    {
      path: 'events/view/:id',
      files: { ru: ['/assets/view-1.js', '/assets/view-1.css'], uz: ['/assets/uz-1.js'] },
      data: ['/api/events/:id'],
    },
  ];
  fs.writeFileSync(path.join(dirs.publicWeb, '.vite', 'pages.json'), JSON.stringify(table));
  fs.writeFileSync(path.join(dirs.publicWeb, 'assets', 'main-abc.js.br'), brotliCompressSync('console.log(1)'));
  return express().use(cookieParser()).use(frontendsRouter(dirs));
}

describe('what a page loads with it', () => {
  const ctx = useTestApp();
  let approved: number;

  beforeAll(async () => {
    const org = await organizationAccount(ctx.app, ctx.db, 'Предзагрузка');
    approved = (await createApprovedEvent(ctx.db, org.organizationId!, { titleRu: 'Субботник' })).eventId;
  });

  it("preloads a page's files and, for an anonymous visitor answered in the page's language, its first API reads", async () => {
    const site = builtWithPreloads();
    const page = await request(site).get(`/ru/events/view/${approved}`).set('Accept-Language', 'ru-RU,ru;q=0.9').expect(200);
    expect(page.text).toContain('<link rel="modulepreload" crossorigin href="/assets/view-1.js">');
    expect(page.text).toContain('<link rel="preload" as="style" crossorigin href="/assets/view-1.css">');
    expect(page.text).toContain(`<link rel="preload" as="fetch" crossorigin href="/api/events/${approved}">`);
    expect(page.text).not.toContain('list-1.js');
    const list = await request(site).get('/ru/events').expect(200);
    expect(list.text).toContain('<link rel="preload" as="fetch" crossorigin href="/api/events?sort=soonest&amp;page=1">');
    const uz = await request(site).get(`/uz/events/view/${approved}`).set('Accept-Language', 'uz').expect(200);
    expect(uz.text).toContain('href="/assets/uz-1.js"');
    expect(uz.text).toContain(`href="/api/events/${approved}"`);
  });

  it('leaves the reads out where the page would get other answers, the files stay', async () => {
    const site = builtWithPreloads();
    const cases = [
      request(site).get(`/ru/events/view/${approved}`).set('Cookie', 'jwt-token=abc'), // signed in
      request(site).get(`/ru/events/view/${approved}`).set('Accept-Language', 'uz'), // the API would answer in Uzbek
      request(site).get('/ru/events?page=2'), // another page of the list
    ];
    for (const res of await Promise.all(cases)) {
      expect(res.text).toContain('rel="modulepreload"');
      expect(res.text).not.toContain('as="fetch"');
    }
    const missing = await request(site).get('/ru/events/view/99999999').expect(404);
    expect(missing.text).not.toContain('as="fetch"');
    expect((await request(site).get('/ru/about-nothing').expect(404)).text).not.toContain('modulepreload');
  });

  it('sends the brotli copy of a build file to browsers that take br, the file itself to the others', async () => {
    const site = builtWithPreloads();
    const br = await request(site).get('/assets/main-abc.js').set('Accept-Encoding', 'gzip, br').expect(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers['cache-control']).toContain('immutable');
    expect(br.text).toBe('console.log(1)'); // decoded by the client
    const plain = await request(site).get('/assets/main-abc.js').set('Accept-Encoding', 'gzip').expect(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.text).toBe('console.log(1)');
  });
});

import express from 'express';
import request from 'supertest';
// xml-js (feed's own dependency) parses what the feeds and the sitemap send.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { xml2js } = require('xml-js') as { xml2js(xml: string, options: object): Record<string, unknown> };
import { fakeFrontends, useTestApp } from '../../test/app';
import { frontendsRouter } from '../../web/frontends';
import { adminTeam, type RoleAccount } from '../../test/admin';

const HOUR = 3600_000;

describe('public news: /api/news…, the news pages, feeds and the sitemap', () => {
  const ctx = useTestApp();
  let admin: RoleAccount;
  let section: { id: number; slug: string };
  let other: { id: number; slug: string };
  let item: { id: number; slug: string };
  let scheduled: { id: number; slug: string };
  let draft: { id: number };
  const site = () => express().use(frontendsRouter(fakeFrontends(), { publicUrl: 'https://hashar.example' }));
  const setPublished = (id: number, at: Date | null) =>
    ctx.db.sequelize.query('UPDATE news SET published_at = $1 WHERE id = $2', { bind: [at, id] });

  beforeAll(async () => {
    ({ admin } = await adminTeam(ctx));
    const post = async (url: string, body: object) =>
      (await request(ctx.app).post(url).set('Authorization', admin.auth).send(body).expect(201)).body;
    section = await post('/api/admin/news-sections', {
      slug: 'platform',
      nameRu: 'Новости платформы',
      nameUz: 'Platforma yangiliklari',
      sortOrder: 1,
    });
    other = await post('/api/admin/news-sections', { slug: 'stories', nameRu: 'Истории', nameUz: 'Hikoyalar', sortOrder: 2 });
    await post('/api/admin/news-sections', { slug: 'hidden', nameRu: 'Скрытый', nameUz: 'Yashirin', isActive: false });
    item = await post('/api/admin/news', {
      sectionId: section.id,
      titleRu: 'Запуск "Хашара" <b>&</b>',
      titleUz: 'Hashar ishga tushdi',
      leadRu: 'Платформа открыта для всех.',
      leadUz: 'Platforma hamma uchun ochiq.',
      bodyRu: '<h2>Что нового</h2><p>Текст<img src="/x.png" onerror="alert(1)"></p><script>alert(1)</script>',
      bodyUz: '<p>Matn</p>',
      cover: '/uploads/newsCover/0b6a3c1e-2f4d-4b8a-9c1d-123456789abc.png',
      tags: ['Запуск', 'Платформа'],
      tagsUz: ['Ishga tushirish'],
      publishedAt: new Date(Date.now() - 2 * HOUR).toISOString(),
    });
    await post('/api/admin/news', {
      sectionId: other.id,
      titleRu: 'История волонтёра',
      bodyRu: '<p>История</p>',
      tags: ['Люди'],
      publishedAt: new Date(Date.now() - 3 * HOUR).toISOString(),
    });
    scheduled = await post('/api/admin/news', {
      sectionId: section.id,
      titleRu: 'Будущий анонс',
      publishedAt: new Date(Date.now() + HOUR).toISOString(),
    });
    draft = await post('/api/admin/news', { sectionId: section.id, titleRu: 'Черновик' });
  });

  it('GET /api/news/sections: active sections in their order, in the request language', async () => {
    const ru = await request(ctx.app).get('/api/news/sections').expect(200);
    expect(ru.body.data).toEqual([
      { id: section.id, slug: 'platform', name: 'Новости платформы' },
      { id: other.id, slug: 'stories', name: 'Истории' },
    ]);
    const uz = await request(ctx.app).get('/api/news/sections').set('Accept-Language', 'uz').expect(200);
    expect(uz.body.data[1].name).toBe('Hikoyalar');
  });

  it('GET /api/news: public items only, newest first, by section, tag and text (Latin finds Cyrillic)', async () => {
    const all = await request(ctx.app).get('/api/news').expect(200);
    expect(all.body).toMatchObject({ total: 2, page: 1 });
    expect(all.body.data.map((n: { id: number }) => n.id)[0]).toBe(item.id);
    expect(all.body.data[0]).toEqual({
      id: item.id,
      section: { id: section.id, slug: 'platform', name: 'Новости платформы' },
      slug: item.slug,
      title: 'Запуск "Хашара" <b>&</b>',
      lead: 'Платформа открыта для всех.',
      cover: '/uploads/newsCover/0b6a3c1e-2f4d-4b8a-9c1d-123456789abc.png',
      tags: ['Запуск', 'Платформа'],
      publishedAt: expect.any(String),
    });
    const bySection = await request(ctx.app).get('/api/news').query({ section: 'stories' }).expect(200);
    expect(bySection.body.data.map((n: { title: string }) => n.title)).toEqual(['История волонтёра']);
    expect((await request(ctx.app).get('/api/news').query({ tag: 'Люди' }).expect(200)).body.total).toBe(1);
    expect((await request(ctx.app).get('/api/news').query({ q: 'zapusk' }).expect(200)).body.data[0].id).toBe(item.id);
    expect((await request(ctx.app).get('/api/news').query({ q: 'платформа', perPage: '1', page: '2' }).expect(200)).body.data).toEqual([]);
    const uz = await request(ctx.app).get('/api/news').set('Accept-Language', 'uz').expect(200);
    expect(uz.body.data[1]).toMatchObject({ title: 'История волонтёра', section: { name: 'Hikoyalar' } });
    // Uzbek tag names by position; a tag without one falls back to Russian; either name filters.
    expect(uz.body.data[0]).toMatchObject({ section: { name: 'Platforma yangiliklari' }, tags: ['Ishga tushirish', 'Платформа'] });
    expect((await request(ctx.app).get('/api/news').query({ tag: 'Ishga tushirish' }).expect(200)).body.data[0].id).toBe(item.id);
    await request(ctx.app).get('/api/news').query({ section: 'nope' }).expect(404);
    await request(ctx.app).get('/api/news').query({ section: 'hidden' }).expect(404);
  });

  it('GET /api/news: 400 in ru and uz for malformed filters', async () => {
    const ru = await request(ctx.app).get('/api/news').query({ section: 'Bad Slug' }).expect(400);
    expect(ru.body.fields.section).toBe('Адрес: строчные латинские буквы и цифры, слова через дефис, не более 80 символов');
    const uz = await request(ctx.app)
      .get('/api/news')
      .set('Accept-Language', 'uz')
      .query({ q: 'x'.repeat(201) })
      .expect(400);
    expect(uz.body.fields.q).toBe("Ko'pi bilan 200 belgi");
    const page = await request(ctx.app).get('/api/news').query({ perPage: '101' }).expect(400);
    expect(page.body.fields.perPage).toBe('Введите целое число от 1 до 100');
    const tag = await request(ctx.app)
      .get('/api/news')
      .query({ tag: 'x'.repeat(41) })
      .expect(400);
    expect(tag.body.fields.tag).toBe('Не более 40 символов');
  });

  it('GET /api/news/:section/:slug and /api/news/by-id/:id: the sanitised body; 404 unless public', async () => {
    const res = await request(ctx.app).get(`/api/news/platform/${item.slug}`).expect(200);
    expect(res.body.data).toMatchObject({ id: item.id, body: '<h2>Что нового</h2><p>Текст</p>' });
    expect(res.body.data.body).not.toMatch(/script|onerror/);
    const uz = await request(ctx.app).get(`/api/news/by-id/${item.id}`).set('Accept-Language', 'uz').expect(200);
    expect(uz.body.data).toMatchObject({
      title: 'Hashar ishga tushdi',
      lead: 'Platforma hamma uchun ochiq.',
      body: '<p>Matn</p>',
      tags: ['Ishga tushirish', 'Платформа'],
    });
    await request(ctx.app).get(`/api/news/stories/${item.slug}`).expect(404);
    await request(ctx.app).get(`/api/news/platform/${scheduled.slug}`).expect(404);
    await request(ctx.app).get(`/api/news/by-id/${draft.id}`).expect(404);
    await request(ctx.app).get('/api/news/by-id/abc').expect(404);
    await request(ctx.app).get('/api/news/Bad%20One/x').expect(404);
  });

  it('a scheduled item is hidden until its moment, then public', async () => {
    await request(ctx.app).get(`/api/news/by-id/${scheduled.id}`).expect(404);
    expect((await request(ctx.app).get('/api/news').expect(200)).body.total).toBe(2);
    await setPublished(scheduled.id, new Date(Date.now() - 1000));
    await request(ctx.app).get(`/api/news/by-id/${scheduled.id}`).expect(200);
    expect((await request(ctx.app).get('/api/news').expect(200)).body.total).toBe(3);
    await setPublished(scheduled.id, new Date(Date.now() + HOUR));
    await request(ctx.app).get(`/api/news/platform/${scheduled.slug}`).expect(404);
  });

  it('/{locale}/news/view/{id} answers 301 to the canonical page; 404 when not public', async () => {
    const res = await request(site()).get(`/uz/news/view/${item.id}`).expect(301);
    expect(res.headers['location']).toBe(`/uz/news/platform/${item.slug}`);
    for (const path of [`/ru/news/view/${draft.id}`, `/ru/news/view/${scheduled.id}`, '/ru/news/view/99999999', '/ru/news/view/x']) {
      await request(site()).get(path).expect(404);
    }
  });

  it("the item's page carries its title, lead and cover as escaped tags, og:type article; unknown items are 404", async () => {
    const ru = await request(site()).get(`/ru/news/platform/${item.slug}`).expect(200);
    expect(ru.text).toContain('<title>Запуск &quot;Хашара&quot; &lt;b&gt;&amp;&lt;/b&gt;</title>');
    expect(ru.text).toContain('<meta name="description" content="Платформа открыта для всех.">');
    expect(ru.text).toContain('<meta property="og:type" content="article">');
    expect(ru.text).toContain(
      '<meta property="og:image" content="https://hashar.example/uploads/newsCover/0b6a3c1e-2f4d-4b8a-9c1d-123456789abc.png">',
    );
    expect(ru.text).toContain(`<meta property="og:url" content="https://hashar.example/ru/news/platform/${item.slug}">`);
    expect(ru.text).not.toContain('<b>&</b>');
    const uz = await request(site()).get(`/uz/news/platform/${item.slug}`).expect(200);
    expect(uz.text).toContain('<title>Hashar ishga tushdi</title>');
    await request(site()).get(`/ru/news/platform/${scheduled.slug}`).expect(404);
    await request(site()).get('/ru/news/platform/no-such-item').expect(404);
  });

  it("a section's page carries its name; an unknown or hidden section is 404", async () => {
    const ru = await request(site()).get('/ru/news/platform').expect(200);
    expect(ru.text).toContain('<title>Новости платформы</title>');
    expect((await request(site()).get('/uz/news/stories').expect(200)).text).toContain('<title>Hikoyalar</title>');
    await request(site()).get('/ru/news/no-such-section').expect(404);
    await request(site()).get('/ru/news/hidden').expect(404);
    await request(site()).get('/ru/news/Bad_Slug').expect(404);
    await request(site()).get('/ru/news').expect(200);
  });

  it('an approved publication page carries its title and body excerpt; others are 404', async () => {
    const [[approved], [pending]] = (await Promise.all(
      ['approved', 'moderation'].map((m) =>
        ctx.db.sequelize.query(
          `INSERT INTO publications (kind, owner_user_id, title_ru, title_uz, body_ru, moderation, published_at)
           VALUES ('story', $1, 'Помогли приюту <i>', 'Boshpanaga yordam', '<p>Мы &amp; друзья</p><p>собрали корм.</p>', $2, now()) RETURNING id`,
          { bind: [admin.id, m] },
        ),
      ),
    )) as unknown as [[{ id: number }[]], [{ id: number }[]]];
    const ru = await request(site()).get(`/ru/post/${approved![0]!.id}`).expect(200);
    expect(ru.text).toContain('<title>Помогли приюту &lt;i&gt;</title>');
    expect(ru.text).toContain('<meta name="description" content="Мы &amp; друзья собрали корм.">');
    expect(ru.text).toContain('<meta property="og:type" content="article">');
    await request(site()).get(`/ru/post/${pending![0]!.id}`).expect(404);
  });

  it('RSS and Atom: parse-able, the public items in the page language, newest first', async () => {
    const rss = await request(site()).get('/ru/news/rss.xml').expect(200);
    expect(rss.headers['content-type']).toMatch(/^application\/rss\+xml/);
    const channel = (xml2js(rss.text, { compact: true }) as { rss: { channel: Record<string, { _text?: string } & object> } }).rss.channel;
    expect(channel['language']).toEqual({ _text: 'ru' });
    const items = channel['item'] as unknown as { title: { _text?: string; _cdata?: string }; link: { _text: string } }[];
    expect(items).toHaveLength(2);
    expect(items[0]!.title._cdata ?? items[0]!.title._text).toBe('Запуск "Хашара" <b>&</b>');
    expect(items[0]!.link._text).toBe(`https://hashar.example/ru/news/platform/${item.slug}`);
    expect(rss.text).not.toContain('Будущий анонс');
    expect(rss.text).not.toContain('<script>');
    const atom = await request(site()).get('/uz/news/atom.xml').expect(200);
    expect(atom.headers['content-type']).toMatch(/^application\/atom\+xml/);
    const feed = (xml2js(atom.text, { compact: true }) as { feed: { entry: { title: { _text?: string; _cdata?: string } }[] } }).feed;
    expect(feed.entry.map((e) => e.title._cdata ?? e.title._text)).toEqual(['Hashar ishga tushdi', 'История волонтёра']);
    // Every page of the site names the feeds of its language.
    const page = (await request(site()).get('/uz/events').expect(200)).text;
    expect(page).toContain('<link rel="alternate" type="application/rss+xml" title="');
    expect(page).toContain('href="/uz/news/rss.xml">');
    expect(page).toContain('<link rel="alternate" type="application/atom+xml"');
    expect(page.indexOf('/uz/news/atom.xml')).toBeLessThan(page.indexOf('</head>'));
  });

  it('the sitemap lists public pages and news in both languages with alternates; robots.txt names it', async () => {
    const res = await request(site()).get('/sitemap.xml').expect(200);
    expect(res.headers['content-type']).toMatch(/^application\/xml/);
    const urls = (xml2js(res.text, { compact: true }) as { urlset: { url: { loc: { _text: string } }[] } }).urlset.url.map(
      (u) => u.loc._text,
    );
    expect(urls).toEqual(
      expect.arrayContaining([
        'https://hashar.example/ru',
        'https://hashar.example/uz/events',
        `https://hashar.example/uz/news/platform/${item.slug}`,
      ]),
    );
    expect(urls).not.toContain('https://hashar.example/ru/login');
    expect(urls.some((u) => u.includes('/profile'))).toBe(false);
    expect(res.text).not.toContain(scheduled.slug);
    expect(res.text).toContain(`<xhtml:link rel="alternate" hreflang="uz" href="https://hashar.example/uz/news/platform/${item.slug}"/>`);
    const robots = await request(site()).get('/robots.txt').expect(200);
    expect(robots.text).toContain('Sitemap: https://hashar.example/sitemap.xml');
  });
});

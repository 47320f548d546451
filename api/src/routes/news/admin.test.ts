import request from 'supertest';
import { useTestApp } from '../../test/app';
import { accountWithRole, adminTeam, listParams, TINY_PNG, type RoleAccount } from '../../test/admin';

describe('news and sections in the back office (/api/admin/news, /api/admin/news-sections)', () => {
  const ctx = useTestApp();
  let team: Awaited<ReturnType<typeof adminTeam>>;
  let editor: RoleAccount;
  beforeAll(async () => {
    team = await adminTeam(ctx);
    editor = await accountWithRole(ctx, 'volon');
    await ctx.db.sequelize.query('UPDATE users SET is_news_editor = true WHERE id = $1', { bind: [editor.id] });
  });
  const as = (who: RoleAccount | null, locale = 'ru') => {
    const auth = (r: request.Test) => (who ? r.set('Authorization', who.auth) : r).set('Accept-Language', locale);
    return {
      get: (url: string, query: Record<string, string> = {}) => auth(request(ctx.app).get(url).query(query)),
      post: (url: string, body: object) => auth(request(ctx.app).post(url)).send(body),
      put: (url: string, body: object) => auth(request(ctx.app).put(url)).send(body),
      delete: (url: string) => auth(request(ctx.app).delete(url)),
    };
  };
  let sectionSeq = 0;
  const newSection = async (over: object = {}) => {
    sectionSeq += 1;
    const res = await as(team.admin)
      .post('/api/admin/news-sections', { slug: `section-${sectionSeq}`, nameRu: 'Анонсы', nameUz: 'Eʼlonlar', ...over })
      .expect(201);
    return res.body as { id: number; slug: string };
  };

  it('sections: CRUD for admins, slug rules in ru and uz, reserved and taken slugs, 409 while news remain', async () => {
    const section = await newSection({ sortOrder: 2 });
    expect(section).toMatchObject({ nameRu: 'Анонсы', sortOrder: 2, isActive: true });
    const list = await as(team.admin)
      .get('/api/admin/news-sections', listParams(['sortOrder', 'ASC'], [0, 9]))
      .expect(200);
    expect(list.headers['content-range']).toMatch(/^news-sections 0-\d+\/\d+$/);
    const bad = await as(team.admin).post('/api/admin/news-sections', { slug: 'Bad Slug', nameRu: 'x', nameUz: 'x' }).expect(400);
    expect(bad.body.fields.slug).toBe('Адрес: строчные латинские буквы и цифры, слова через дефис, не более 80 символов');
    const badUz = await as(team.admin, 'uz').post('/api/admin/news-sections', { slug: 'a--b', nameRu: 'x', nameUz: 'x' }).expect(400);
    expect(badUz.body.fields.slug).toMatch(/^Manzil: kichik lotin harflari/);
    const reserved = await as(team.admin).post('/api/admin/news-sections', { slug: 'view', nameRu: 'x', nameUz: 'x' }).expect(400);
    expect(reserved.body.fields.slug).toBe('Этот адрес зарезервирован для страниц новостей: view, rss, atom, feed, by-id');
    const long = await as(team.admin, 'uz')
      .post('/api/admin/news-sections', { slug: 'ok', nameRu: 'я'.repeat(121), nameUz: 'x' })
      .expect(400);
    expect(long.body.fields.nameRu).toBe("Ko'pi bilan 120 belgi");
    const taken = await as(team.admin, 'uz').post('/api/admin/news-sections', { slug: section.slug, nameRu: 'x', nameUz: 'x' }).expect(400);
    expect(taken.body.fields.slug).toBe('Bu manzil allaqachon band');
    await as(team.admin).put(`/api/admin/news-sections/${section.id}`, { nameUz: 'Anonslar' }).expect(200);
    await as(team.admin).post('/api/admin/news', { sectionId: section.id, titleRu: 'Новость раздела' }).expect(201);
    const busy = await as(team.admin).delete(`/api/admin/news-sections/${section.id}`).expect(409);
    expect(busy.body.msg).toMatch(/^В разделе есть новости/);
    const empty = await newSection();
    await as(team.admin).delete(`/api/admin/news-sections/${empty.id}`).expect(200);
    await as(team.admin).get(`/api/admin/news-sections/${empty.id}`).expect(404);
    await as(team.admin).delete(`/api/admin/news-sections/${empty.id}`).expect(404);
  });

  it('access: 401 without a token; 403 for moderators and volunteers; news editors (whatever their role) may', async () => {
    await as(null).get('/api/admin/news').expect(401);
    await as(null).post('/api/admin/news-sections', {}).expect(401);
    for (const who of [team.moderator, team.volunteer]) {
      await as(who).get('/api/admin/news').expect(403);
      await as(who).post('/api/admin/news', { sectionId: 1, titleRu: 'Новость' }).expect(403);
      await as(who).get('/api/admin/news-sections').expect(403);
      await as(who).post('/api/admin/news-sections', { slug: 'x', nameRu: 'x', nameUz: 'x' }).expect(403);
      await request(ctx.app)
        .post('/api/admin/uploads')
        .set('Authorization', who.auth)
        .field('kind', 'newsCover')
        .attach('file', TINY_PNG, 'c.png')
        .expect(403);
    }
    const section = await as(editor).post('/api/admin/news-sections', { slug: 'editor-section', nameRu: 'Р', nameUz: 'R' }).expect(201);
    const item = await as(editor).post('/api/admin/news', { sectionId: section.body.id, titleRu: 'Новость редактора' }).expect(201);
    expect(item.body.authorId).toBe(editor.id);
    await as(editor).get('/api/admin/news').expect(200);
    // Only the news: the editor is no admin elsewhere.
    await as(editor).get('/api/admin/users').expect(403);
    const cover = await request(ctx.app)
      .post('/api/admin/uploads')
      .set('Authorization', editor.auth)
      .field('kind', 'newsCover')
      .attach('file', TINY_PNG, 'c.png')
      .expect(201);
    expect(cover.body.url).toMatch(/^\/uploads\/newsCover\/[0-9a-f-]{36}\.png$/);
    // The session says so: the login answer and the profile carry the flag.
    const login = await request(ctx.app).post('/api/user/login').send({ username: editor.email, password: editor.password }).expect(200);
    expect(login.body.user.isNewsEditor).toBe(true);
    const profile = await as(editor).get('/api/user/profile').expect(200);
    expect(profile.body.user.isNewsEditor).toBe(true);
    expect((await as(team.volunteer).get('/api/user/profile').expect(200)).body.user.isNewsEditor).toBe(false);
  });

  it('admins grant and take back the news editor flag on the user record', async () => {
    const someone = await accountWithRole(ctx, 'moderator');
    await as(someone).get('/api/admin/news').expect(403);
    const granted = await as(team.admin).put(`/api/admin/users/${someone.id}`, { isNewsEditor: true }).expect(200);
    expect(granted.body.isNewsEditor).toBe(true);
    await as(someone).get('/api/admin/news').expect(200);
    await as(someone).put(`/api/admin/users/${someone.id}`, { isNewsEditor: true }).expect(403);
    const bad = await as(team.admin, 'uz').put(`/api/admin/users/${someone.id}`, { isNewsEditor: 'yes' }).expect(400);
    expect(bad.body.fields.isNewsEditor).toBe("«Ha» yoki «yo'q» ni belgilang");
    await as(team.admin).put(`/api/admin/users/${someone.id}`, { isNewsEditor: false }).expect(200);
    await as(someone).get('/api/admin/news').expect(403);
  });

  it('news: slugs from the title with -2, -3; a taken slug is a 400; bodies sanitised; tags normalised; audited', async () => {
    const section = await newSection();
    const make = (over: object = {}) =>
      as(team.admin).post('/api/admin/news', { sectionId: section.id, titleRu: 'Ёлка на площади', ...over });
    const first = (await make().expect(201)).body;
    expect(first.slug).toBe('yolka-na-ploshadi');
    expect((await make().expect(201)).body.slug).toBe('yolka-na-ploshadi-2');
    expect((await make({ slug: '' }).expect(201)).body.slug).toBe('yolka-na-ploshadi-3');
    const taken = await make({ slug: 'yolka-na-ploshadi' }).expect(400);
    expect(taken.body.fields.slug).toBe('Такой адрес уже занят');
    const takenUz = await as(team.admin, 'uz')
      .put(`/api/admin/news/${first.id + 1}`, { slug: 'yolka-na-ploshadi' })
      .expect(400);
    expect(takenUz.body.fields.slug).toBe('Bu manzil allaqachon band');
    const badSlug = await make({ slug: 'Ёлка' }).expect(400);
    expect(badSlug.body.fields.slug).toMatch(/^Адрес: строчные/);
    const short = await as(team.admin, 'uz').post('/api/admin/news', { sectionId: section.id, titleRu: 'ab' }).expect(400);
    expect(short.body.fields.titleRu).toBe("Maydon kamida 3 va ko'pi bilan 200 belgidan iborat bo'lishi kerak");
    const noSection = await as(team.admin).post('/api/admin/news', { sectionId: 999999, titleRu: 'Новость' }).expect(400);
    expect(noSection.body.fields.sectionId).toBe('Такого раздела новостей нет');
    const tooMany = await make({ tags: Array.from({ length: 11 }, (_, i) => `t${i}`) }).expect(400);
    expect(tooMany.body.fields.tags).toBe('Не более 10 пунктов, каждый не длиннее 40 символов');
    const huge = await make({ bodyRu: 'x'.repeat(100_001) }).expect(400);
    expect(huge.body.fields.bodyRu).toBe('Не более 100000 символов');

    const dirty = await make({
      titleRu: 'Грязная разметка',
      bodyRu:
        '<h2>Заголовок</h2><p onclick="x()">Текст<script>alert(1)</script> <a href="javascript:alert(1)">ссылка</a></p><img src="x" onerror="alert(1)">',
      bodyUz: '<p><a href="https://hashar.uz">hashar</a></p>',
      tags: [' Экология ', 'экология', 'Ташкент', ''],
      publishedAt: new Date(Date.now() - 60_000).toISOString(),
    }).expect(201);
    expect(dirty.body.bodyRu).toBe('<h2>Заголовок</h2><p>Текст <a rel="noopener nofollow ugc" target="_blank">ссылка</a></p>');
    expect(dirty.body.bodyUz).toBe('<p><a href="https://hashar.uz" rel="noopener nofollow ugc" target="_blank">hashar</a></p>');
    expect(dirty.body.tags).toEqual(['Экология', 'Ташкент']);
    const moved = await as(team.admin).put(`/api/admin/news/${dirty.body.id}`, { slug: null, titleRu: 'Новое имя' }).expect(200);
    expect(moved.body.slug).toBe('novoe-imya');
    const [rows] = await ctx.db.sequelize.query(
      `SELECT action FROM audit_log WHERE resource = 'news' AND record_id = ${dirty.body.id} ORDER BY id`,
    );
    expect(rows).toEqual([{ action: 'create' }, { action: 'update' }]);
    await as(team.admin).delete(`/api/admin/news/${dirty.body.id}`).expect(200);
    await as(team.admin).get(`/api/admin/news/${dirty.body.id}`).expect(404);
    await as(team.admin).put(`/api/admin/news/${dirty.body.id}`, { titleRu: 'Нет' }).expect(404);
  });

  it('lists with the state, section and text filters, newest first', async () => {
    const section = await newSection();
    const hour = 3600_000;
    const add = (titleRu: string, publishedAt: string | null) =>
      as(team.admin).post('/api/admin/news', { sectionId: section.id, titleRu, publishedAt }).expect(201);
    const draft = (await add('Черновик новости', null)).body;
    const scheduled = (await add('Запланированная новость', new Date(Date.now() + hour).toISOString())).body;
    const published = (await add('Опубликованная новость', new Date(Date.now() - hour).toISOString())).body;
    const ids = async (filter: object) =>
      (
        await as(team.admin)
          .get('/api/admin/news', listParams(['publishedAt', 'DESC'], [0, 99], { sectionId: section.id, ...filter }))
          .expect(200)
      ).body.map((n: { id: number }) => n.id);
    expect(await ids({ state: 'draft' })).toEqual([draft.id]);
    expect(await ids({ state: 'scheduled' })).toEqual([scheduled.id]);
    expect(await ids({ state: 'published' })).toEqual([published.id]);
    expect(await ids({ q: 'запланир' })).toEqual([scheduled.id]);
    expect(await ids({})).toEqual([draft.id, scheduled.id, published.id]);
    const bad = await as(team.admin, 'uz')
      .get('/api/admin/news', listParams(undefined, undefined, { state: 'gone' }))
      .expect(400);
    expect(bad.body.fields.filter).toBeTruthy();
  });
});

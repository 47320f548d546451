import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { QueryTypes } from 'sequelize';
import { CONTENT_LIMITS, RICH_TEXT, toTashkentInput, validationMessage } from '@hashar/common';
import { translate } from '../../i18n';
import { organizationAccount, volunteerAccount, type TestAccount } from '../../test/activities';
import { useTestApp } from '../../test/app';
import { backOfficeAccount, createApprovedEvent } from '../../test/events';
import { notificationsOf } from '../../test/participation';
import { PNG } from '../../test/images';

const HOUR = 3600 * 1000;

describe('publications and notices: the author, the public, moderation and the news feed', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hashar-posts-test-'));
  const ctx = useTestApp({ DATA_DIR: dataDir });
  let author: TestAccount;
  let other: TestAccount;
  let org: TestAccount;
  let moderator: TestAccount;
  let admin: TestAccount;
  let groupId: number;
  let coverKey: string;
  let photoUrl: string;
  const sql = <T extends object>(text: string, bind: unknown[] = []) => ctx.db.sequelize.query<T>(text, { bind, type: QueryTypes.SELECT });

  const story = (over: object = {}) => ({
    kind: 'story',
    titleRu: 'Как мы сажали деревья',
    titleUz: 'Daraxt ekkanimiz',
    bodyRu: '<p>Сто деревьев за один день</p>',
    bodyUz: '<p>Bir kunda yuzta daraxt</p>',
    regionId: 1,
    tags: ['экология', ' деревья '],
    ...over,
  });
  const notice = (over: object = {}) => ({
    kind: 'missing_pet',
    titleRu: 'Пропал рыжий кот',
    bodyRu: '<p>Откликается на имя Апельсин</p>',
    regionId: 2,
    subject: 'Рыжий кот Апельсин, 3 года',
    lastSeenPlace: 'Юнусабад, 4 квартал',
    lastSeenAt: toTashkentInput(new Date(Date.now() - 5 * HOUR)),
    contacts: '+998 90 000 00 00',
    ...over,
  });
  const create = (who: TestAccount, body: object, locale = 'ru', query = '') =>
    request(ctx.app).post(`/api/my/posts${query}`).set(who.auth).set('Accept-Language', locale).send(body);
  const approve = (id: number) => request(ctx.app).post(`/api/admin/publications/${id}/approve`).set(moderator.auth).expect(200);

  beforeAll(async () => {
    author = await volunteerAccount(ctx.app, ctx.db, 'Анна Авторова');
    other = await volunteerAccount(ctx.app, ctx.db, 'Олег Чужой');
    org = await organizationAccount(ctx.app, ctx.db, 'Зелёный город');
    moderator = await backOfficeAccount(ctx.app, ctx.db, 'moderator');
    admin = await backOfficeAccount(ctx.app, ctx.db, 'admin');
    const group = await request(ctx.app)
      .post('/api/my/initiatives')
      .set(author.auth)
      .send({ nameRu: 'Друзья хвостов', descriptionRu: 'Помогаем найти питомцев', regionId: 1 })
      .expect(201);
    groupId = group.body.id as number;
    await request(ctx.app).post(`/api/admin/initiatives/${groupId}/approve`).set(moderator.auth).expect(200);
    const cover = await request(ctx.app)
      .post('/api/my/uploads/publication-cover')
      .set(author.auth)
      .attach('file', PNG, 'c.png')
      .expect(201);
    coverKey = cover.body.key as string;
    const photo = await request(ctx.app)
      .post('/api/my/uploads/publication-photo')
      .set(author.auth)
      .attach('file', PNG, 'p.png')
      .expect(201);
    photoUrl = photo.body.url as string;
  });
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it('POST /api/my/posts: 401, 403 for staff and for a group not led, 400 in ru and uz, 201 on moderation (moderators told)', async () => {
    await request(ctx.app).post('/api/my/posts').send(story()).expect(401);
    const staff = await create(moderator, story(), 'uz').expect(403);
    expect(staff.body.msg).toBe(translate('uz', 'forbidden'));
    await create(admin, story()).expect(403);
    await create(other, story(), 'ru', `?group=${groupId}`).expect(403);
    const badGroup = await create(author, story(), 'ru', '?group=abc').expect(400);
    expect(badGroup.body.fields.group).toBeDefined();

    const bad = await create(author, story({ titleRu: 'ab', kind: 'poem', bodyRu: 'x'.repeat(RICH_TEXT.maxLength + 1) })).expect(400);
    expect(bad.body.fields).toMatchObject({
      titleRu: validationMessage('ru', 'length', { min: CONTENT_LIMITS.titleMin, max: CONTENT_LIMITS.titleMax }),
      kind: validationMessage('ru', 'choice'),
      bodyRu: validationMessage('ru', 'maxLength', { max: RICH_TEXT.maxLength }),
    });
    const tooMany = await create(
      author,
      story({ tags: Array.from({ length: 11 }, (_, i) => `t${i}`), photos: Array.from({ length: 11 }, () => ({ url: photoUrl })) }),
      'uz',
    ).expect(400);
    expect(tooMany.body.fields).toMatchObject({
      tags: validationMessage('uz', 'listLimits', { max: CONTENT_LIMITS.tagsMax, length: CONTENT_LIMITS.tagMax }),
      photos: validationMessage('uz', 'listMax', { max: CONTENT_LIMITS.photosMax }),
    });
    const foreign = await create(
      author,
      story({ cover: 'https://evil.example/x.png', photos: [{ url: '/uploads/events/x.png' }] }),
      'uz',
    ).expect(400);
    expect(foreign.body.fields).toMatchObject({
      cover: translate('uz', 'post_photo_foreign'),
      photos: translate('uz', 'post_photo_foreign'),
    });
    const emptyBody = await create(author, story({ bodyRu: '<script>alert(1)</script>', bodyUz: null })).expect(400);
    expect(emptyBody.body.fields.bodyRu).toBe('«Текст»: заполните на русском или узбекском языке');
    const unknownUpload = await create(author, story({ cover: 'publications/00000000-0000-0000-0000-000000000000.png' })).expect(400);
    expect(unknownUpload.body.fields.cover).toBe(translate('ru', 'upload_unknown'));
    const strangeImage = await create(author, story({ bodyRu: '<p>Фото</p><img src="/uploads/publications/nope.png">' }), 'uz').expect(400);
    expect(strangeImage.body.fields.bodyRu).toBe(translate('uz', 'upload_unknown'));
    const inBody = await request(ctx.app)
      .post('/api/my/uploads/publication-photo')
      .set(author.auth)
      .attach('file', PNG, 'b.png')
      .expect(201);
    const withImage = await create(
      author,
      story({ bodyRu: `<p>Фото</p><img src="${inBody.body.url}" alt="Саженцы">`, draft: true }),
    ).expect(201);
    expect(withImage.body.data.bodyRu).toBe(`<p>Фото</p><img src="${inBody.body.url}" alt="Саженцы" />`);
    const [attached] = await sql<{ attached_at: Date | null }>('SELECT attached_at FROM uploads WHERE key = $1', [inBody.body.key]);
    expect(attached!.attached_at).not.toBeNull();
    const othersUpload = await create(other, story({ cover: coverKey }), 'uz').expect(400);
    expect(othersUpload.body.fields.cover).toBe(translate('uz', 'upload_not_yours'));

    const res = await create(author, story({ cover: `/uploads/${coverKey}`, photos: [{ url: photoUrl, alt: 'Саженцы' }] })).expect(201);
    expect(res.body.data).toMatchObject({
      kind: 'story',
      moderation: 'moderation',
      noticeState: null,
      subject: null,
      cover: `/uploads/${coverKey}`,
      photos: [{ url: photoUrl, alt: 'Саженцы' }],
      tags: ['экология', 'деревья'],
      owner: { type: 'user', id: author.id, name: 'Анна Авторова', page: null },
    });
    const told = await notificationsOf(ctx.db, moderator.id);
    expect(told[0]).toMatchObject({
      kind: 'post_submitted',
      title_ru: translate('ru', 'post_submitted_title', { title: 'Как мы сажали деревья' }),
    });
    const [row] = await sql<{ search_text: string }>('SELECT search_text FROM publications WHERE id = $1', [res.body.data.id]);
    expect(row!.search_text).toContain('ekologiya');
  });

  it('notices: fields required, lastSeenAt in Tashkent time and not in the future; a story ignores them; drafts stay drafts', async () => {
    const missing = await create(
      author,
      notice({ subject: '', lastSeenPlace: undefined, contacts: ' ', lastSeenAt: undefined }),
      'uz',
    ).expect(400);
    expect(missing.body.fields).toMatchObject({
      subject: validationMessage('uz', 'required'),
      lastSeenPlace: validationMessage('uz', 'required'),
      contacts: validationMessage('uz', 'required'),
      lastSeenAt: validationMessage('uz', 'required'),
    });
    const future = await create(author, notice({ lastSeenAt: toTashkentInput(new Date(Date.now() + 3 * HOUR)) })).expect(400);
    expect(future.body.fields.lastSeenAt).toBe(translate('ru', 'post_seen_future'));
    const futureUz = await create(author, notice({ lastSeenAt: new Date(Date.now() + HOUR).toISOString() }), 'uz').expect(400);
    expect(futureUz.body.fields.lastSeenAt).toBe(translate('uz', 'post_seen_future'));
    const garbage = await create(author, notice({ lastSeenAt: '2026-13-45T99:00' })).expect(400);
    expect(garbage.body.fields.lastSeenAt).toBe(validationMessage('ru', 'date'));

    const res = await create(author, notice({ lastSeenAt: '2026-01-10T14:30', draft: true })).expect(201);
    expect(res.body.data).toMatchObject({ moderation: 'draft', noticeState: 'active', lastSeenAt: '2026-01-10T09:30:00.000Z' });
    const plain = await create(author, story({ subject: 'игнор', lastSeenAt: 'nonsense', draft: true })).expect(201);
    expect(plain.body.data).toMatchObject({ subject: null, lastSeenAt: null, noticeState: null });
  });

  it('GET /api/my/posts and /:id: every state of the owner, 404 for others, a group by ?group= (403 when not led)', async () => {
    await request(ctx.app).get('/api/my/posts').expect(401);
    await request(ctx.app).get('/api/my/posts').set(moderator.auth).expect(403);
    const mine = await request(ctx.app).get('/api/my/posts').set(author.auth).expect(200);
    expect(mine.body.total).toBeGreaterThanOrEqual(3);
    expect(mine.body.data.every((p: { owner: { id: number } }) => p.owner.id === author.id)).toBe(true);
    const id = mine.body.data[0].id as number;
    await request(ctx.app).get(`/api/my/posts/${id}`).set(author.auth).expect(200);
    await request(ctx.app).get(`/api/my/posts/${id}`).set(other.auth).expect(404);
    await request(ctx.app).get('/api/my/posts/999999').set(author.auth).expect(404);
    await request(ctx.app).get(`/api/my/posts?group=${groupId}`).set(other.auth).expect(403);

    const groupPost = await create(author, notice({ titleRu: 'Пропала собака Жучка' }), 'ru', `?group=${groupId}`).expect(201);
    expect(groupPost.body.data.owner).toEqual({ type: 'group', id: groupId, name: 'Друзья хвостов', page: `initiative/view/${groupId}` });
    const groupList = await request(ctx.app).get(`/api/my/posts?group=${groupId}`).set(author.auth).expect(200);
    expect(groupList.body.data.map((p: { id: number }) => p.id)).toEqual([groupPost.body.data.id]);

    // A suspended group's publications are frozen: its leader writes for it no more.
    await ctx.db.sequelize.query('UPDATE initiative_groups SET suspended_at = now() WHERE id = $1', { bind: [groupId] });
    await create(author, story(), 'ru', `?group=${groupId}`).expect(403);
    await request(ctx.app).get(`/api/my/posts/${groupPost.body.data.id}`).set(author.auth).expect(404);
    // Nor does the public see them while it is suspended.
    await ctx.db.sequelize.query("UPDATE publications SET moderation = 'approved', published_at = now() WHERE id = $1", {
      bind: [groupPost.body.data.id],
    });
    await request(ctx.app).get(`/api/posts/${groupPost.body.data.id}`).expect(404);
    expect((await request(ctx.app).get('/api/posts?kind=missing_pet').expect(200)).body.data).toEqual([]);
    await ctx.db.sequelize.query('UPDATE initiative_groups SET suspended_at = NULL WHERE id = $1', { bind: [groupId] });
    await request(ctx.app).get(`/api/posts/${groupPost.body.data.id}`).expect(200);
    await ctx.db.sequelize.query("UPDATE publications SET moderation = 'moderation' WHERE id = $1", { bind: [groupPost.body.data.id] });
  });

  it('moderation: approve → public, author notified; reject with a reason; XSS is stripped; an edit of an approved one goes back', async () => {
    const xss = await create(
      author,
      story({
        titleRu: 'Публикация с подвохом',
        bodyRu:
          '<p onclick="alert(1)">Текст<script>alert(2)</script><img src="https://evil.example/x.png" onerror="alert(3)"><a href="javascript:alert(4)">ссылка</a><a href="https://ok.uz">ок</a></p>',
      }),
    ).expect(201);
    const id = xss.body.data.id as number;
    await request(ctx.app).get(`/api/posts/${id}`).expect(404);
    await request(ctx.app).post(`/api/admin/publications/${id}/approve`).set(author.auth).expect(403);
    await request(ctx.app).post(`/api/admin/publications/${id}/approve`).expect(401);
    await approve(id);
    await request(ctx.app).post(`/api/admin/publications/${id}/approve`).set(moderator.auth).expect(409);
    const notified = await notificationsOf(ctx.db, author.id);
    expect(notified[0]).toMatchObject({ kind: 'post_approved', link: expect.stringContaining(`post/${id}`) });

    const shown = await request(ctx.app).get(`/api/posts/${id}`).expect(200);
    expect(shown.body.data.body).toBe(
      '<p>Текст<a rel="noopener nofollow ugc" target="_blank">ссылка</a><a href="https://ok.uz" rel="noopener nofollow ugc" target="_blank">ок</a></p>',
    );
    expect(JSON.stringify(shown.body.data)).not.toMatch(/script|onerror|onclick|javascript/);
    const shownUz = await request(ctx.app).get(`/api/posts/${id}`).set('Accept-Language', 'uz').expect(200);
    expect(shownUz.body.data.body).toBe('<p>Bir kunda yuzta daraxt</p>');
    expect(shownUz.body.data).toMatchObject({ title: 'Daraxt ekkanimiz', canManage: false, region: { id: 1 }, owner: { type: 'user' } });
    const asOwner = await request(ctx.app).get(`/api/posts/${id}`).set(author.auth).expect(200);
    expect(asOwner.body.data.canManage).toBe(true);
    expect((await request(ctx.app).get(`/api/posts/${id}`).set(moderator.auth).expect(200)).body.data.canManage).toBe(true);
    expect((await request(ctx.app).get(`/api/posts/${id}`).set(other.auth).expect(200)).body.data.canManage).toBe(false);
    const list = await request(ctx.app).get('/api/posts?q=подвохом').expect(200);
    expect(list.body.data.map((p: { id: number }) => p.id)).toEqual([id]);

    // The same text again: it stays public; a new title sends it back.
    const same = { ...story({ titleRu: 'Публикация с подвохом' }), bodyRu: xss.body.data.bodyRu };
    const kept = await request(ctx.app).put(`/api/my/posts/${id}`).set(author.auth).send(same).expect(200);
    expect(kept.body.data.moderation).toBe('approved');
    const kind = await request(ctx.app)
      .put(`/api/my/posts/${id}`)
      .set(author.auth)
      .set('Accept-Language', 'uz')
      .send({ ...same, kind: 'missing_pet', subject: 'x', lastSeenPlace: 'x', contacts: 'x', lastSeenAt: '2026-01-01T10:00' })
      .expect(400);
    expect(kind.body.fields.kind).toBe(translate('uz', 'post_kind_fixed'));
    await request(ctx.app).put(`/api/my/posts/${id}`).set(other.auth).send(same).expect(404);
    const changed = await request(ctx.app)
      .put(`/api/my/posts/${id}`)
      .set(author.auth)
      .send({ ...same, titleRu: 'Новый заголовок' })
      .expect(200);
    expect(changed.body.data.moderation).toBe('moderation');
    await request(ctx.app).get(`/api/posts/${id}`).expect(404);

    const rejected = await request(ctx.app)
      .post(`/api/admin/publications/${id}/reject`)
      .set(moderator.auth)
      .send({ reason: 'Нет фото' })
      .expect(200);
    expect(rejected.body).toMatchObject({ moderation: 'rejected', rejectReason: 'Нет фото' });
    const [note] = await notificationsOf(ctx.db, author.id);
    expect(note).toMatchObject({ kind: 'post_rejected', link: expect.stringContaining('profile/publish') });
    const noReason = await request(ctx.app)
      .post(`/api/admin/publications/${id}/reject`)
      .set(moderator.auth)
      .set('Accept-Language', 'uz')
      .send({})
      .expect(400);
    expect(noReason.body.fields.reason).toBe(validationMessage('uz', 'required'));
  });

  it('GET /api/posts: filters, active notices first, 400 for bad filters in ru and uz', async () => {
    const pet = await create(author, notice({ titleRu: 'Пропал попугай Кеша', tags: ['попугай'] })).expect(201);
    await approve(pet.body.data.id);
    const tale = await create(org, story({ titleRu: 'История организации', regionId: 2 })).expect(201);
    await approve(tale.body.data.id);
    const all = await request(ctx.app).get('/api/posts').expect(200);
    expect(all.body.data[0]).toMatchObject({ id: pet.body.data.id, notice: { state: 'active', subject: 'Рыжий кот Апельсин, 3 года' } });
    const orgCard = all.body.data.find((p: { id: number }) => p.id === tale.body.data.id);
    expect(orgCard.owner).toEqual({
      type: 'organization',
      id: org.organizationId,
      name: expect.any(String),
      page: `orgs/view/${org.organizationId}`,
    });
    expect(orgCard.excerpt).toBe('Сто деревьев за один день');
    const byKind = await request(ctx.app).get('/api/posts?kind=missing_pet&region=2&tag=попугай').expect(200);
    expect(byKind.body.data.map((p: { id: number }) => p.id)).toEqual([pet.body.data.id]);
    expect((await request(ctx.app).get('/api/posts?kind=story&region=2').expect(200)).body.data.map((p: { id: number }) => p.id)).toEqual([
      tale.body.data.id,
    ]);
    const bad = await request(ctx.app).get('/api/posts?kind=poem&region=x&perPage=1000').set('Accept-Language', 'uz').expect(400);
    expect(bad.body.fields.kind).toBe(validationMessage('uz', 'choice'));
    expect(bad.body.fields.perPage).toBeDefined();
    const badRu = await request(ctx.app)
      .get(`/api/posts?q=${'x'.repeat(201)}`)
      .expect(400);
    expect(badRu.body.fields.q).toBe(validationMessage('ru', 'maxLength', { max: 200 }));
    await request(ctx.app).get('/api/posts/abc').expect(404);
  });

  it('POST /api/my/posts/:id/state: the author or a moderator (audited); 409 twice; 400 for a story; 404 for others', async () => {
    const pet = await create(author, notice({ titleRu: 'Пропала черепаха' })).expect(201);
    const id = pet.body.data.id as number;
    await request(ctx.app).post(`/api/my/posts/${id}/state`).send({ state: 'found' }).expect(401);
    await request(ctx.app).post(`/api/my/posts/${id}/state`).set(other.auth).send({ state: 'found' }).expect(404);
    const bad = await request(ctx.app)
      .post(`/api/my/posts/${id}/state`)
      .set(author.auth)
      .set('Accept-Language', 'uz')
      .send({ state: 'lost' })
      .expect(400);
    expect(bad.body.fields.state).toBe(validationMessage('uz', 'choice'));
    const found = await request(ctx.app).post(`/api/my/posts/${id}/state`).set(author.auth).send({ state: 'found' }).expect(200);
    expect(found.body.data.noticeState).toBe('found');
    const again = await request(ctx.app)
      .post(`/api/my/posts/${id}/state`)
      .set(author.auth)
      .set('Accept-Language', 'uz')
      .send({ state: 'closed' })
      .expect(409);
    expect(again.body.msg).toBe(translate('uz', 'post_state_final'));
    const [row] = await sql<{ state_changed_at: Date | null }>('SELECT state_changed_at FROM publications WHERE id = $1', [id]);
    expect(row!.state_changed_at).not.toBeNull();

    const second = await create(author, notice({ titleRu: 'Пропал хомяк' })).expect(201);
    const byModerator = await request(ctx.app)
      .post(`/api/my/posts/${second.body.data.id}/state`)
      .set(moderator.auth)
      .send({ state: 'closed' })
      .expect(200);
    expect(byModerator.body.data.noticeState).toBe('closed');
    const audit = await sql<{ resource: string }>("SELECT resource FROM audit_log WHERE resource = 'publications' AND record_id = $1", [
      second.body.data.id,
    ]);
    expect(audit).toHaveLength(1);
    const third = await create(author, notice({ titleRu: 'Пропал ёжик' })).expect(201);
    const viaAdmin = await request(ctx.app)
      .post(`/api/admin/publications/${third.body.data.id}/state`)
      .set(moderator.auth)
      .send({ state: 'found' })
      .expect(200);
    expect(viaAdmin.body.noticeState).toBe('found');

    const plain = await create(author, story()).expect(201);
    const notNotice = await request(ctx.app)
      .post(`/api/my/posts/${plain.body.data.id}/state`)
      .set(author.auth)
      .send({ state: 'found' })
      .expect(400);
    expect(notNotice.body.msg).toBe(translate('ru', 'post_not_notice'));
  });

  it('DELETE /api/my/posts/:id: 401, 404 for others, 204 for the owner', async () => {
    const res = await create(author, story({ draft: true })).expect(201);
    const id = res.body.data.id as number;
    await request(ctx.app).delete(`/api/my/posts/${id}`).expect(401);
    await request(ctx.app).delete(`/api/my/posts/${id}`).set(other.auth).expect(404);
    await request(ctx.app).delete(`/api/my/posts/${id}`).set(moderator.auth).expect(403);
    await request(ctx.app).delete(`/api/my/posts/${id}`).set(author.auth).expect(204);
    await request(ctx.app).get(`/api/my/posts/${id}`).set(author.auth).expect(404);
  });

  it('back office: the queue oldest first, filters, 403 for others; PUT and DELETE admins only (audited)', async () => {
    await request(ctx.app).get('/api/admin/publications').set(author.auth).expect(403);
    const queue = await request(ctx.app)
      .get('/api/admin/publications')
      .set(moderator.auth)
      .query({ filter: JSON.stringify({ moderation: 'moderation' }) })
      .expect(200);
    const times = queue.body.map((p: { submittedAt: string }) => p.submittedAt);
    expect(times).toEqual([...times].sort());
    expect(queue.headers['content-range']).toMatch(/^publications /);
    const notices = await request(ctx.app)
      .get('/api/admin/publications')
      .set(moderator.auth)
      .query({ filter: JSON.stringify({ kind: 'missing_pet', noticeState: 'found', q: 'черепаха' }) })
      .expect(200);
    expect(notices.body.map((p: { titleRu: string }) => p.titleRu)).toEqual(['Пропала черепаха']);
    const badFilter = await request(ctx.app)
      .get('/api/admin/publications')
      .set(moderator.auth)
      .set('Accept-Language', 'uz')
      .query({ filter: JSON.stringify({ kind: 'poem' }) })
      .expect(400);
    expect(badFilter.body.msg).toBe(translate('uz', 'list_filter_value', { field: 'kind' }));
    const id = queue.body[0].id as number;
    await request(ctx.app).get(`/api/admin/publications/${id}`).set(moderator.auth).expect(200);
    await request(ctx.app).get('/api/admin/publications/999999').set(moderator.auth).expect(404);
    const shown = (await request(ctx.app).get(`/api/admin/publications/${id}`).set(admin.auth).expect(200)).body;
    const input = {
      kind: shown.kind,
      titleRu: 'Исправлено админом',
      bodyRu: shown.bodyRu,
      subject: shown.subject,
      lastSeenPlace: shown.lastSeenPlace,
      contacts: shown.contacts,
      lastSeenAt: shown.lastSeenAt,
    };
    await request(ctx.app).put(`/api/admin/publications/${id}`).set(moderator.auth).send(input).expect(403);
    const edited = await request(ctx.app).put(`/api/admin/publications/${id}`).set(admin.auth).send(input);
    expect({ status: edited.status, fields: edited.body.fields }).toEqual({ status: 200, fields: undefined });
    expect(edited.body).toMatchObject({ titleRu: 'Исправлено админом', moderation: shown.moderation });
    await request(ctx.app).delete(`/api/admin/publications/${id}`).set(moderator.auth).expect(403);
    await request(ctx.app).delete(`/api/admin/publications/${id}`).set(admin.auth).expect(200);
    const audit = await sql<{ action: string }>(
      "SELECT action FROM audit_log WHERE resource = 'publications' AND record_id = $1 ORDER BY id",
      [id],
    );
    expect(audit.map((a) => a.action)).toEqual(['update', 'delete']);
  });

  it('GET /api/my/news-feed: approved publications of the organizations and groups the user is in or applied to', async () => {
    await request(ctx.app).get('/api/my/news-feed').expect(401);
    const reader = await volunteerAccount(ctx.app, ctx.db, 'Читатель Ленты');
    const empty = await request(ctx.app).get('/api/my/news-feed').set(reader.auth).expect(200);
    expect(empty.body.total).toBe(0);
    const { sessionIds } = await createApprovedEvent(ctx.db, org.organizationId!);
    await request(ctx.app).post(`/api/sessions/${sessionIds[0]}/apply`).set(reader.auth).send({}).expect(201);
    const feed = await request(ctx.app).get('/api/my/news-feed').set(reader.auth).expect(200);
    expect(feed.body.data.length).toBeGreaterThan(0);
    expect(
      feed.body.data.every(
        (p: { owner: { type: string; id: number } }) => p.owner.type === 'organization' && p.owner.id === org.organizationId,
      ),
    ).toBe(true);
    // The group's leader reads the group's approved ones.
    const leaders = await request(ctx.app).get('/api/my/news-feed').set(author.auth).expect(200);
    expect(leaders.body.data.every((p: { owner: { type: string } }) => p.owner.type === 'group')).toBe(true);
    const bad = await request(ctx.app).get('/api/my/news-feed?page=0').set(reader.auth).set('Accept-Language', 'uz').expect(400);
    expect(bad.body.fields.page).toBeDefined();
  });
});

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { QueryTypes } from 'sequelize';
import { COURSE_LIMITS, UPLOAD_LIMITS, validationMessage } from '@hashar/common';
import { translate } from '../../i18n';
import { organizationAccount, volunteerAccount, type TestAccount } from '../../test/activities';
import { useTestApp } from '../../test/app';
import { backOfficeAccount } from '../../test/events';
import { PNG } from '../../test/images';
import { notificationsOf } from '../../test/participation';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

/** Authoring of courses by organizations and group leaders, and its moderation (docs/academy-api.md "Authoring"). */
describe('academy authoring: /api/my/courses', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hashar-authoring-test-'));
  const ctx = useTestApp({ DATA_DIR: dataDir });
  let org: TestAccount;
  let otherOrg: TestAccount;
  let leader: TestAccount;
  let volunteer: TestAccount;
  let moderator: TestAccount;
  let groupId: number;

  const course = (over: object = {}) => ({
    titleRu: 'Первая помощь на мероприятии',
    summaryRu: 'Что делать, пока едет скорая',
    bodyRu: '<p>Введение</p><script>alert(1)</script>',
    level: 'beginner',
    estimatedMinutes: 45,
    ...over,
  });
  const create = (who: TestAccount, body: object, locale = 'ru', query = '') =>
    request(ctx.app).post(`/api/my/courses${query}`).set(who.auth).set('Accept-Language', locale).send(body);
  const lesson = (over: object = {}) => ({ titleRu: 'Остановка кровотечения', bodyRu: '<p>Жгут</p><img src=x onerror=alert(1)>', ...over });
  const question = (over: object = {}) => ({
    textRu: 'Куда звонить?',
    options: [
      { textRu: '103', isCorrect: true },
      { textRu: '102', isCorrect: false },
    ],
    ...over,
  });

  beforeAll(async () => {
    org = await organizationAccount(ctx.app, ctx.db, 'Красный полумесяц');
    otherOrg = await organizationAccount(ctx.app, ctx.db, 'Чужая организация');
    leader = await volunteerAccount(ctx.app, ctx.db, 'Лидер Группы');
    volunteer = await volunteerAccount(ctx.app, ctx.db, 'Вера Учащаяся');
    moderator = await backOfficeAccount(ctx.app, ctx.db, 'moderator');
    const group = await request(ctx.app)
      .post('/api/my/initiatives')
      .set(leader.auth)
      .send({ nameRu: 'Спасатели махалли', descriptionRu: 'Учим первой помощи', regionId: 1 })
      .expect(201);
    groupId = group.body.id as number;
    await request(ctx.app).post(`/api/admin/initiatives/${groupId}/approve`).set(moderator.auth).expect(200);
  });
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it('POST: 401, 403 for a volunteer without a group and for a group not led, 400 in ru and uz, 201 a draft with a slug from the title', async () => {
    await request(ctx.app).post('/api/my/courses').send(course()).expect(401);
    await create(volunteer, course()).expect(403);
    await create(volunteer, course(), 'ru', `?group=${groupId}`).expect(403);
    // A group's leader writes for the group only: without ?group= there is no owner (a course is never a user's).
    await create(leader, course()).expect(403);
    await create(moderator, course()).expect(403);
    expect((await create(org, course(), 'ru', '?group=abc').expect(400)).body.fields.group).toBeDefined();
    const ru = await create(org, course({ titleRu: '', level: 'expert' })).expect(400);
    expect(ru.body.fields).toMatchObject({ titleRu: validationMessage('ru', 'required'), level: validationMessage('ru', 'choice') });
    const uz = await create(org, course({ estimatedMinutes: 0, cover: 'https://evil.example/x.png' }), 'uz').expect(400);
    expect(uz.body.fields).toEqual({
      estimatedMinutes: validationMessage('uz', 'range', { min: 1, max: COURSE_LIMITS.minutesMax }),
      cover: translate('uz', 'course_cover_foreign'),
    });

    const made = await create(org, course({ titleUz: '', directionIds: [1, 2], passMark: 80 })).expect(201);
    expect(made.body.data).toMatchObject({
      slug: 'pervaya-pomosh-na-meropriyatii',
      titleRu: 'Первая помощь на мероприятии',
      titleUz: null,
      moderation: 'draft',
      bodyRu: '<p>Введение</p>',
      directionIds: [1, 2],
      passMark: 80,
      attemptsPerDay: 3,
      isListed: true,
      author: { kind: 'organization', id: org.organizationId, name: 'Красный полумесяц' },
      lessons: [],
      questions: [],
    });
    // The same title again: the next free slug.
    const again = await create(org, course()).expect(201);
    expect(again.body.data.slug).toBe(`${made.body.data.slug}-2`);
    // A group's course, by its leader.
    const ofGroup = await create(leader, course({ titleRu: 'Курс группы' }), 'ru', `?group=${groupId}`).expect(201);
    expect(ofGroup.body.data.author).toMatchObject({ kind: 'group', id: groupId });
    // An unknown direction.
    const badDirection = await create(org, course({ directionIds: [99999] }), 'uz').expect(400);
    expect(badDirection.body.fields).toEqual({ directionIds: validationMessage('uz', 'choice') });
  });

  it('POST with an Idempotency-Key: a retried create answers the first answer and makes one course', async () => {
    const send = () => create(org, course({ titleRu: 'Повторённый запрос' })).set('Idempotency-Key', 'course-retry-1');
    const first = await send().expect(201);
    const again = await send().expect(201);
    expect(again.body.data.id).toBe(first.body.data.id);
    const [row] = await ctx.db.sequelize.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM courses WHERE title_ru = 'Повторённый запрос'",
      {
        type: QueryTypes.SELECT,
      },
    );
    expect(row?.n).toBe(1);
  });

  it('GET list and one: every state of the owner only, a group by ?group=; others 404', async () => {
    const mine = await create(org, course({ titleRu: 'Только мой курс' })).expect(201);
    const id = mine.body.data.id as number;
    await request(ctx.app).get('/api/my/courses').expect(401);
    await request(ctx.app).get('/api/my/courses').set(volunteer.auth).expect(403);
    const list = await request(ctx.app).get('/api/my/courses?perPage=50').set(org.auth).expect(200);
    expect(list.body.data.map((c: { id: number }) => c.id)).toContain(id);
    expect(list.body.data.every((c: { author: { id: number } }) => c.author.id === org.organizationId)).toBe(true);
    const others = await request(ctx.app).get('/api/my/courses').set(otherOrg.auth).expect(200);
    expect(others.body.data).toEqual([]);
    await create(leader, course({ titleRu: 'Второй курс группы' }), 'ru', `?group=${groupId}`).expect(201);
    const groupList = await request(ctx.app).get(`/api/my/courses?group=${groupId}`).set(leader.auth).expect(200);
    expect(groupList.body.data.map((c: { titleRu: string }) => c.titleRu)).toContain('Второй курс группы');
    expect(groupList.body.data.every((c: { author: { kind: string } }) => c.author.kind === 'group')).toBe(true);
    await request(ctx.app).get(`/api/my/courses?group=${groupId}`).set(org.auth).expect(403);
    expect((await request(ctx.app).get('/api/my/courses?perPage=abc').set(org.auth).expect(400)).body.fields.perPage).toBeDefined();
    const drafts = await request(ctx.app).get('/api/my/courses?moderation=draft&perPage=50').set(org.auth).expect(200);
    expect(drafts.body.data.map((c: { id: number }) => c.id)).toContain(id);
    expect((await request(ctx.app).get('/api/my/courses?moderation=approved').set(org.auth).expect(200)).body.data).toEqual([]);
    const badState = await request(ctx.app).get('/api/my/courses?moderation=lost').set(org.auth).set('Accept-Language', 'uz').expect(400);
    expect(badState.body.fields).toEqual({ moderation: validationMessage('uz', 'choice') });

    await request(ctx.app).get(`/api/my/courses/${id}`).set(org.auth).expect(200);
    await request(ctx.app).get(`/api/my/courses/${id}`).set(otherOrg.auth).expect(404);
    await request(ctx.app).get(`/api/my/courses/${id}`).set(leader.auth).expect(404);
    await request(ctx.app).get(`/api/my/courses/${id}`).set(volunteer.auth).expect(403);
    await request(ctx.app).get('/api/my/courses/999999').set(org.auth).expect(404);
    await request(ctx.app).get('/api/my/courses/abc').set(org.auth).expect(404);
  });

  it('PUT: every field as sent, the slug stays; 400 in ru and uz; 404 for another organization', async () => {
    const made = await create(org, course({ titleRu: 'Старое название' })).expect(201);
    const id = made.body.data.id as number;
    const put = (who: TestAccount, body: object, locale = 'ru') =>
      request(ctx.app).put(`/api/my/courses/${id}`).set(who.auth).set('Accept-Language', locale).send(body);
    const changed = await put(org, course({ titleRu: 'Новое название', titleUz: 'Yangi nom', level: 'advanced', isListed: false })).expect(
      200,
    );
    expect(changed.body.data).toMatchObject({ slug: made.body.data.slug, titleUz: 'Yangi nom', level: 'advanced', isListed: false });
    expect((await put(org, course({ summaryRu: 'x'.repeat(501) })).expect(400)).body.fields).toEqual({
      summaryRu: validationMessage('ru', 'maxLength', { max: 500 }),
    });
    expect((await put(org, course({ passMark: 101 }), 'uz').expect(400)).body.fields).toEqual({
      passMark: validationMessage('uz', 'range', { min: 1, max: 100 }),
    });
    await put(otherOrg, course()).expect(404);
    await put(volunteer, course()).expect(403);
    await request(ctx.app).put(`/api/my/courses/${id}`).send(course()).expect(401);
  });

  it('uploads: a course cover (PNG/JPEG) and a lesson attachment (PDF only, checked by content)', async () => {
    await request(ctx.app).post('/api/my/uploads/course-cover').attach('file', PNG, 'c.png').expect(401);
    await request(ctx.app).post('/api/my/uploads/course-cover').set(volunteer.auth).attach('file', PNG, 'c.png').expect(403);
    const cover = await request(ctx.app).post('/api/my/uploads/course-cover').set(org.auth).attach('file', PNG, 'c.png').expect(201);
    expect(cover.body.key).toMatch(/^courses\/[0-9a-f-]{36}\.png$/);
    await request(ctx.app).post('/api/my/uploads/course-cover').set(org.auth).attach('file', PDF, 'c.png').expect(415);
    const huge = Buffer.concat([PNG, Buffer.alloc(UPLOAD_LIMITS.courseCover.maxBytes)]);
    await request(ctx.app).post('/api/my/uploads/course-cover').set(org.auth).attach('file', huge, 'big.png').expect(413);
    await request(ctx.app).post('/api/my/uploads/course-attachment').set(org.auth).attach('file', PNG, 'a.pdf').expect(415);
    const pdf = await request(ctx.app)
      .post('/api/my/uploads/course-attachment')
      .set(org.auth)
      .attach('file', PDF, 'Памятка.pdf')
      .expect(201);
    expect(pdf.body).toMatchObject({ name: 'Памятка.pdf', type: 'application/pdf' });
    // The cover on a course: another account may not use it.
    await create(otherOrg, course({ cover: cover.body.key })).expect(400);
    const withCover = await create(org, course({ titleRu: 'С обложкой', cover: cover.body.url })).expect(201);
    expect(withCover.body.data.cover).toBe(cover.body.url);
  });

  describe('lessons and quiz', () => {
    let id: number;
    const url = (suffix = '') => `/api/my/courses/${id}${suffix}`;
    beforeAll(async () => {
      id = (await create(org, course({ titleRu: 'Курс с уроками', passMark: 50 })).expect(201)).body.data.id;
    });

    it('adds lessons with a video link parsed into provider and id (never the address); any other link is 400 in ru and uz', async () => {
      await request(ctx.app).post(url('/lessons')).send(lesson()).expect(401);
      await request(ctx.app).post(url('/lessons')).set(otherOrg.auth).send(lesson()).expect(404);
      await request(ctx.app).post(url('/lessons')).set(volunteer.auth).send(lesson()).expect(403);
      const links = [
        ['https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=10', 'youtube', 'dQw4w9WgXcQ'],
        ['https://youtu.be/dQw4w9WgXcQ', 'youtube', 'dQw4w9WgXcQ'],
        ['https://youtube.com/shorts/abcDEF12345', 'youtube', 'abcDEF12345'],
        ['https://vimeo.com/76979871', 'vimeo', '76979871'],
      ] as const;
      let res = null as unknown as request.Response;
      for (const [video, provider, videoId] of links) {
        res = await request(ctx.app).post(url('/lessons')).set(org.auth).send(lesson({ video })).expect(201);
        expect(res.body.data.lessons.at(-1).video).toMatchObject({ provider, id: videoId });
      }
      expect(res.body.data.lessons.map((l: { position: number }) => l.position)).toEqual([1, 2, 3, 4]);
      expect(res.body.data.lessons[0].bodyRu).toBe('<p>Жгут</p>');
      expect(JSON.stringify(res.body.data)).not.toContain('youtu.be');
      for (const [locale, video] of [
        ['ru', 'https://evil.example/watch?v=dQw4w9WgXcQ'],
        ['uz', 'javascript:alert(1)'],
      ] as const) {
        const bad = await request(ctx.app)
          .post(url('/lessons'))
          .set(org.auth)
          .set('Accept-Language', locale)
          .send(lesson({ video }))
          .expect(400);
        expect(bad.body.fields).toEqual({ video: translate(locale, 'course_video_link') });
      }
      const noTitle = await request(ctx.app).post(url('/lessons')).set(org.auth).set('Accept-Language', 'uz').send({}).expect(400);
      expect(noTitle.body.fields).toEqual({ titleRu: validationMessage('uz', 'required') });
    });

    it('attaches PDFs uploaded for courses, with their sizes; a foreign key is 400', async () => {
      const pdf = await request(ctx.app)
        .post('/api/my/uploads/course-attachment')
        .set(org.auth)
        .attach('file', PDF, 'memo.pdf')
        .expect(201);
      const lessons = (await request(ctx.app).get(url()).set(org.auth).expect(200)).body.data.lessons;
      const first = lessons[0].id as number;
      const res = await request(ctx.app)
        .put(url(`/lessons/${first}`))
        .set(org.auth)
        .send(lesson({ attachments: [{ key: pdf.body.key, name: 'Памятка' }] }))
        .expect(200);
      expect(res.body.data.lessons[0].attachments).toEqual([{ key: pdf.body.key, name: 'Памятка', url: pdf.body.url, size: PDF.length }]);
      const other = await request(ctx.app)
        .post('/api/my/uploads/course-attachment')
        .set(otherOrg.auth)
        .attach('file', PDF, 'x.pdf')
        .expect(201);
      const foreign = await request(ctx.app)
        .put(url(`/lessons/${first}`))
        .set(org.auth)
        .set('Accept-Language', 'uz')
        .send(lesson({ attachments: [{ key: other.body.key }] }))
        .expect(400);
      expect(foreign.body.fields).toEqual({ attachments: translate('uz', 'upload_not_yours') });
      const notPdf = await request(ctx.app)
        .put(url(`/lessons/${first}`))
        .set(org.auth)
        .send(lesson({ attachments: [{ key: 'courses/x.png' }] }));
      expect(notPdf.status).toBe(400);
      expect(notPdf.body.fields).toEqual({ attachments: translate('ru', 'course_attachment_foreign') });
      await request(ctx.app).put(url('/lessons/999999')).set(org.auth).send(lesson()).expect(404);
    });

    it('reorders by a list of every id, moves one step (409 at the edge), deletes and closes up', async () => {
      const before = (await request(ctx.app).get(url()).set(org.auth).expect(200)).body.data.lessons.map((l: { id: number }) => l.id);
      const reversed = [...before].reverse();
      const res = await request(ctx.app).put(url('/lessons/order')).set(org.auth).send({ lessonIds: reversed }).expect(200);
      expect(res.body.data.lessons.map((l: { id: number }) => l.id)).toEqual(reversed);
      for (const [locale, lessonIds] of [
        ['ru', reversed.slice(1)],
        ['uz', [...reversed.slice(1), reversed[1]]],
      ] as const) {
        const bad = await request(ctx.app)
          .put(url('/lessons/order'))
          .set(org.auth)
          .set('Accept-Language', locale)
          .send({ lessonIds })
          .expect(400);
        expect(bad.body.fields).toEqual({ lessonIds: translate(locale, 'course_lesson_order') });
      }
      await request(ctx.app)
        .post(url(`/lessons/${reversed[0]}/move`))
        .set(org.auth)
        .send({ direction: 'up' })
        .expect(409);
      const moved = await request(ctx.app)
        .post(url(`/lessons/${reversed[0]}/move`))
        .set(org.auth)
        .send({ direction: 'down' })
        .expect(200);
      expect(moved.body.data.lessons.map((l: { id: number }) => l.id).slice(0, 2)).toEqual([reversed[1], reversed[0]]);
      const bad = await request(ctx.app)
        .post(url(`/lessons/${reversed[0]}/move`))
        .set(org.auth)
        .set('Accept-Language', 'uz')
        .send({ direction: 'left' });
      expect(bad.status).toBe(400);
      expect(bad.body.fields).toEqual({ direction: validationMessage('uz', 'choice') });
      const deleted = await request(ctx.app)
        .delete(url(`/lessons/${reversed[1]}`))
        .set(org.auth)
        .expect(200);
      expect(deleted.body.data.lessons.map((l: { position: number }) => l.position)).toEqual([1, 2, 3]);
      await request(ctx.app)
        .delete(url(`/lessons/${reversed[1]}`))
        .set(org.auth)
        .expect(404);
    });

    it('quiz: 2–8 options, one right for a single choice; the author sees which are right', async () => {
      await request(ctx.app).post(url('/questions')).set(otherOrg.auth).send(question()).expect(404);
      const two = await request(ctx.app)
        .post(url('/questions'))
        .set(org.auth)
        .send(
          question({
            options: [
              { textRu: 'А', isCorrect: true },
              { textRu: 'Б', isCorrect: true },
            ],
          }),
        )
        .expect(400);
      expect(two.body.fields).toEqual({ options: translate('ru', 'course_single_right') });
      const one = await request(ctx.app)
        .post(url('/questions'))
        .set(org.auth)
        .set('Accept-Language', 'uz')
        .send(question({ options: [{ textRu: 'А', isCorrect: true }] }))
        .expect(400);
      expect(one.body.fields).toEqual({ options: translate('uz', 'course_options_count', { min: 2, max: 8 }) });
      const nine = Array.from({ length: 9 }, (_, i) => ({ textRu: `В${i}`, isCorrect: i === 0 }));
      await request(ctx.app)
        .post(url('/questions'))
        .set(org.auth)
        .send(question({ options: nine }))
        .expect(400);
      const none = await request(ctx.app)
        .post(url('/questions'))
        .set(org.auth)
        .send(
          question({
            options: [
              { textRu: 'А', isCorrect: false },
              { textRu: 'Б', isCorrect: false },
            ],
          }),
        )
        .expect(400);
      expect(none.body.fields).toEqual({ options: translate('ru', 'course_option_right') });

      await request(ctx.app).post(url('/questions')).set(org.auth).send(question()).expect(201);
      const multi = await request(ctx.app)
        .post(url('/questions'))
        .set(org.auth)
        .send(
          question({
            textRu: 'Что в аптечке?',
            multiple: true,
            options: [
              { textRu: 'Бинт', isCorrect: true },
              { textRu: 'Жгут', isCorrect: true },
              { textRu: 'Конфеты', isCorrect: false },
            ],
          }),
        )
        .expect(201);
      const [q1, q2] = multi.body.data.questions;
      expect(q2.options.map((o: { isCorrect: boolean }) => o.isCorrect)).toEqual([true, true, false]);
      const changed = await request(ctx.app)
        .put(url(`/questions/${q1.id}`))
        .set(org.auth)
        .send(question({ textRu: 'Номер скорой?' }))
        .expect(200);
      expect(changed.body.data.questions[0]).toMatchObject({ id: q1.id, textRu: 'Номер скорой?', position: 1 });
      await request(ctx.app)
        .delete(url(`/questions/${q2.id}`))
        .set(org.auth)
        .expect(200);
      await request(ctx.app)
        .delete(url(`/questions/${q2.id}`))
        .set(org.auth)
        .expect(404);
    });

    it('moderation: submitted (moderators told), approved (the author told), public without right answers; an edit sends it back', async () => {
      const empty = (await create(org, course({ titleRu: 'Пустой курс' })).expect(201)).body.data.id;
      expect((await request(ctx.app).post(`/api/my/courses/${empty}/submit`).set(org.auth).expect(409)).body.msg).toBe(
        translate('ru', 'course_empty'),
      );
      await request(ctx.app).post(url('/submit')).set(otherOrg.auth).expect(404);
      const sent = await request(ctx.app).post(url('/submit')).set(org.auth).expect(200);
      expect(sent.body.data.moderation).toBe('moderation');
      expect((await notificationsOf(ctx.db, moderator.id)).map((n) => n.kind)).toContain('course_submitted');
      await request(ctx.app).post(url('/submit')).set(org.auth).expect(409);

      // The back office's queue: moderators see it waiting.
      const queue = await request(ctx.app)
        .get('/api/admin/courses')
        .query({ filter: JSON.stringify({ moderation: 'moderation' }) })
        .set(moderator.auth)
        .expect(200);
      expect(queue.body.map((c: { id: number }) => c.id)).toContain(id);
      expect(queue.headers['content-range']).toMatch(/^courses 0-\d+\/\d+$/);
      await request(ctx.app).post(`/api/admin/courses/${id}/approve`).set(org.auth).expect(403);
      const approved = await request(ctx.app).post(`/api/admin/courses/${id}/approve`).set(moderator.auth).expect(200);
      expect(approved.body).toMatchObject({ moderation: 'approved' });
      expect((await notificationsOf(ctx.db, org.id)).find((n) => n.kind === 'course_approved')?.link).toMatch(/\/profile\/courses$/);

      const slug = approved.body.slug as string;
      const page = await request(ctx.app).get(`/api/academy/${slug}`).expect(200);
      expect(page.body.data.quiz).toMatchObject({ questionCount: 1, passMark: 50 });
      expect(JSON.stringify(page.body)).not.toContain('isCorrect');

      // An edit of an approved course (a lesson) sends it back: the public page is gone until approved again.
      const lessons = approved.body.lessons as { id: number }[];
      await request(ctx.app)
        .put(url(`/lessons/${lessons[0]!.id}`))
        .set(org.auth)
        .send(lesson({ titleRu: 'Исправленный' }))
        .expect(200);
      expect((await request(ctx.app).get(url()).set(org.auth).expect(200)).body.data.moderation).toBe('moderation');
      await request(ctx.app).get(`/api/academy/${slug}`).expect(404);
      const reject = await request(ctx.app)
        .post(`/api/admin/courses/${id}/reject`)
        .set(moderator.auth)
        .send({})
        .set('Accept-Language', 'uz');
      expect(reject.status).toBe(400);
      expect(reject.body.fields.reason).toBe(validationMessage('uz', 'required'));
      const rejected = await request(ctx.app)
        .post(`/api/admin/courses/${id}/reject`)
        .set(moderator.auth)
        .send({ reason: 'Нет источников' })
        .expect(200);
      expect(rejected.body).toMatchObject({ moderation: 'rejected', rejectReason: 'Нет источников' });
      expect((await notificationsOf(ctx.db, org.id)).find((n) => n.kind === 'course_rejected')?.link).toMatch(/\/profile\/courses$/);
      await request(ctx.app).post(url('/submit')).set(org.auth).expect(200);
      await request(ctx.app).post(`/api/admin/courses/${id}/approve`).set(moderator.auth).expect(200);
    });

    it("a group's course: its leader's notices lead to the group's area (profile/initiative/courses)", async () => {
      const made = await create(leader, course({ titleRu: 'Курс махалли' }), 'ru', `?group=${groupId}`).expect(201);
      const id = made.body.data.id as number;
      const mine = (suffix: string) => `/api/my/courses/${id}${suffix}?group=${groupId}`;
      await request(ctx.app).post(mine('/lessons')).set(leader.auth).send(lesson()).expect(201);
      await request(ctx.app).post(mine('/submit')).set(leader.auth).expect(200);
      await request(ctx.app).post(`/api/admin/courses/${id}/reject`).set(moderator.auth).send({ reason: 'Мало уроков' }).expect(200);
      const told = await notificationsOf(ctx.db, leader.id);
      expect(told.find((n) => n.kind === 'course_rejected')?.link).toMatch(/\/profile\/initiative\/courses$/);
      await request(ctx.app).post(mine('/submit')).set(leader.auth).expect(200);
      await request(ctx.app).post(`/api/admin/courses/${id}/approve`).set(moderator.auth).expect(200);
      const approved = (await notificationsOf(ctx.db, leader.id)).find((n) => n.kind === 'course_approved');
      expect(approved?.link).toMatch(/\/profile\/initiative\/courses$/);
    });

    it('figures and the learners CSV: the author and the back office; others 403/404', async () => {
      const slug = (await request(ctx.app).get(url()).set(org.auth).expect(200)).body.data.slug as string;
      await request(ctx.app).post(`/api/academy/${slug}/enrol`).set(volunteer.auth).expect(201);
      const lessons = (await request(ctx.app).get(`/api/academy/${slug}`).set(volunteer.auth).expect(200)).body.data.lessons;
      for (const l of lessons)
        await request(ctx.app).post(`/api/academy/${slug}/lessons/${l.position}/read`).set(volunteer.auth).expect(200);
      const attempt = await request(ctx.app).post(`/api/academy/${slug}/attempts`).set(volunteer.auth).expect(201);
      const q = (await request(ctx.app).get(url()).set(org.auth).expect(200)).body.data.questions[0];
      const right = q.options.find((o: { isCorrect: boolean }) => o.isCorrect).id;
      await request(ctx.app)
        .post(`/api/academy/${slug}/attempts/${attempt.body.data.id}`)
        .set(volunteer.auth)
        .send({ answers: [{ questionId: q.id, optionIds: [right] }] })
        .expect(200);

      const month = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Asia/Tashkent', year: 'numeric', month: '2-digit' }).format(new Date());
      const stats = await request(ctx.app).get(url('/stats')).set(org.auth).expect(200);
      expect(stats.body.data).toEqual({
        enrolled: 1,
        completed: 1,
        passRate: 100,
        averageScore: 100,
        completionsByMonth: [{ month, count: 1 }],
      });
      await request(ctx.app).get(url('/stats')).expect(401);
      await request(ctx.app).get(url('/stats')).set(volunteer.auth).expect(403);
      await request(ctx.app).get(url('/stats')).set(otherOrg.auth).expect(404);
      await request(ctx.app).get('/api/my/courses/999999/stats').set(org.auth).expect(404);
      expect((await request(ctx.app).get(`/api/admin/courses/${id}/stats`).set(moderator.auth).expect(200)).body.data.completed).toBe(1);
      await request(ctx.app).get(`/api/admin/courses/${id}/stats`).set(org.auth).expect(403);

      const csv = await request(ctx.app).get(url('/learners.csv')).set(org.auth).expect(200);
      expect(csv.headers['content-type']).toMatch(/^text\/csv/);
      const [header, row] = csv.text
        .replace(/^\uFEFF/, '')
        .trim()
        .split('\r\n');
      expect(header).toContain('"Прочитано уроков"');
      expect(row).toMatch(/^"Вера Учащаяся";"\d{4}-\d{2}-\d{2} \d{2}:\d{2}";"3";"1";"100";"\d{4}/);
      const uz = await request(ctx.app)
        .get(`/api/admin/courses/${id}/learners.csv`)
        .set(moderator.auth)
        .set('Accept-Language', 'uz')
        .expect(200);
      expect(uz.text).toContain(`"${translate('uz', 'course_csv_lessons')}"`);
      await request(ctx.app).get(url('/learners.csv')).set(otherOrg.auth).expect(404);
    });

    it('DELETE: a course with learners is archived (out of the academy), one without is deleted; others 404', async () => {
      await request(ctx.app).delete(url()).set(otherOrg.auth).expect(404);
      await request(ctx.app).delete(url()).set(volunteer.auth).expect(403);
      await request(ctx.app).delete(url()).set(org.auth).expect(204);
      const archived = (await request(ctx.app).get(url()).set(org.auth).expect(200)).body.data;
      expect(archived.archivedAt).not.toBeNull();
      await request(ctx.app).get(`/api/academy/${archived.slug}`).expect(404);
      expect((await request(ctx.app).post(url('/lessons')).set(org.auth).send(lesson()).expect(409)).body.msg).toBe(
        translate('ru', 'course_archived'),
      );
      const spare = (await create(org, course({ titleRu: 'Лишний курс' })).expect(201)).body.data.id;
      await request(ctx.app).delete(`/api/my/courses/${spare}`).set(org.auth).expect(204);
      await request(ctx.app).get(`/api/my/courses/${spare}`).set(org.auth).expect(404);
    });
  });
});

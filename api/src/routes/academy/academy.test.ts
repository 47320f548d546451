import request from 'supertest';
import { POINTS, validationMessage } from '@hashar/common';
import { organizationAccount, volunteerAccount, type TestAccount } from '../../test/activities';
import { useTestApp } from '../../test/app';
import { insertCourse, type InsertedCourse } from '../../test/academy';
import { mailTo, notificationsOf } from '../../test/participation';

/** The academy's catalogue, a course's page, its lessons in order and its quiz (docs/academy-api.md). */
describe('the academy', () => {
  const ctx = useTestApp();

  describe('catalogue and course pages', () => {
    let org: TestAccount;
    beforeAll(async () => {
      org = await organizationAccount(ctx.app, ctx.db, 'Школа добра');
      await insertCourse(ctx.db, {
        slug: 'pervaya-pomosh',
        titleRu: 'Первая помощь',
        titleUz: 'Birinchi yordam',
        directions: ['healthcare'],
      });
      await insertCourse(ctx.db, { slug: 'deti', titleRu: 'Работа с детьми', level: 'intermediate', organizationId: org.organizationId });
      await insertCourse(ctx.db, { slug: 'chernovik', titleRu: 'Черновик', moderation: 'moderation' });
      await insertCourse(ctx.db, { slug: 'skrytyj', titleRu: 'Скрытый курс', isListed: false, organizationId: org.organizationId });
      await insertCourse(ctx.db, { slug: 'arhiv', titleRu: 'Архивный', archived: true });
    });

    it('lists the published, listed courses with their author, never a draft, an unlisted or an archived one', async () => {
      const res = await request(ctx.app).get('/api/academy').expect(200);
      expect(res.body.data.map((c: { slug: string }) => c.slug).sort()).toEqual(['deti', 'pervaya-pomosh']);
      const aid = res.body.data.find((c: { slug: string }) => c.slug === 'pervaya-pomosh');
      expect(aid).toMatchObject({ title: 'Первая помощь', level: 'beginner', lessonCount: 2, hasQuiz: false });
      expect(aid.author).toEqual({ kind: 'platform', id: null, name: 'Академия Hashar' });
      expect(aid.directions.map((d: { key: string }) => d.key)).toEqual(['healthcare']);
      const uz = await request(ctx.app).get('/api/academy?author=organization').set('Accept-Language', 'uz').expect(200);
      expect(uz.body.data).toEqual([
        expect.objectContaining({ slug: 'deti', author: { kind: 'organization', id: org.organizationId, name: 'Школа добра' } }),
      ]);
    });

    it('filters by level, direction and words in either script', async () => {
      const level = await request(ctx.app).get('/api/academy?level=intermediate').expect(200);
      expect(level.body.data.map((c: { slug: string }) => c.slug)).toEqual(['deti']);
      const platform = await request(ctx.app).get('/api/academy?author=platform').expect(200);
      const [care] = platform.body.data[0].directions;
      const byDirection = await request(ctx.app).get(`/api/academy?direction=${care.id}`).expect(200);
      expect(byDirection.body.data.map((c: { slug: string }) => c.slug)).toEqual(['pervaya-pomosh']);
      expect(byDirection.body.total).toBe(1);
      // A Latin query finds the Cyrillic title, and the Uzbek title is found too.
      for (const q of ['pervaya pomosh', 'birinchi', 'ПЕРВАЯ'])
        expect(
          (await request(ctx.app).get('/api/academy').query({ q }).expect(200)).body.data.map((c: { slug: string }) => c.slug),
        ).toEqual(['pervaya-pomosh']);
    });

    it('answers 400 in the request language for a wrong filter', async () => {
      const ru = await request(ctx.app).get('/api/academy?level=expert').expect(400);
      expect(ru.body.fields).toEqual({ level: validationMessage('ru', 'choice') });
      const uz = await request(ctx.app).get('/api/academy?direction=abc').set('Accept-Language', 'uz').expect(400);
      expect(uz.body.fields).toEqual({ direction: validationMessage('uz', 'range', { min: 1, max: 2147483647 }) });
    });

    it("opens a course by its address (an unlisted one too) in the reader's language; a draft, an archived or a malformed address is 404", async () => {
      const uz = await request(ctx.app).get('/api/academy/pervaya-pomosh').set('Accept-Language', 'uz').expect(200);
      expect(uz.body.data).toMatchObject({
        title: 'Birinchi yordam',
        // No Uzbek summary: the Russian one.
        summary: 'Кратко о курсе',
        lessons: [
          { position: 1, title: 'Урок 1' },
          { position: 2, title: 'Урок 2' },
        ],
        quiz: null,
        me: null,
      });
      await request(ctx.app).get('/api/academy/skrytyj').expect(200);
      for (const slug of ['chernovik', 'arhiv', 'net-takogo', 'BAD_slug', '-x'])
        expect((await request(ctx.app).get(`/api/academy/${slug}`).expect(404)).body.error).toBe('not_found');
    });
  });

  describe('learning: lessons in order, the quiz, the completion', () => {
    let course: InsertedCourse;
    let volunteer: TestAccount;
    beforeAll(async () => {
      course = await insertCourse(ctx.db, {
        slug: 'kurs-s-testom',
        lessons: 2,
        passMark: 60,
        attemptsPerDay: 2,
        questions: [{ options: [true, false, false] }, { multiple: true, options: [true, true, false] }, { options: [false, true] }],
      });
      volunteer = await volunteerAccount(ctx.app, ctx.db, 'Ученица Курсова');
    });

    const right = (q: InsertedCourse['questions'][number]) => ({ questionId: q.id, optionIds: q.right });
    const wrongOf = (q: InsertedCourse['questions'][number]) => ({
      questionId: q.id,
      optionIds: [q.options.find((o) => !q.right.includes(o))!],
    });

    it('asks for a sign-in (401) and a learner (403) before anything is recorded', async () => {
      expect((await request(ctx.app).post('/api/academy/kurs-s-testom/enrol').expect(401)).body.error).toBe('unauthorized');
      const org = await organizationAccount(ctx.app, ctx.db, 'Не ученик');
      expect((await request(ctx.app).post('/api/academy/kurs-s-testom/enrol').set(org.auth).expect(403)).body.error).toBe('forbidden');
      await request(ctx.app).get('/api/academy/kurs-s-testom/lessons/1').set(org.auth).expect(403);
    });

    it('opens lessons only to the enrolled, in order, and says which lesson to read first', async () => {
      const before = await request(ctx.app).get('/api/academy/kurs-s-testom/lessons/1').set(volunteer.auth).expect(403);
      expect(before.body.msg).toBe('Сначала запишитесь на курс');
      expect((await request(ctx.app).post('/api/academy/kurs-s-testom/enrol').set(volunteer.auth).expect(201)).body.data).toMatchObject({
        enrolled: true,
        readLessons: [],
        quizOpen: false,
        attemptsLeftToday: 2,
      });
      // Again: nothing changes.
      await request(ctx.app).post('/api/academy/kurs-s-testom/enrol').set(volunteer.auth).expect(200);
      const locked = await request(ctx.app)
        .get('/api/academy/kurs-s-testom/lessons/2')
        .set(volunteer.auth)
        .set('Accept-Language', 'uz')
        .expect(403);
      expect(locked.body).toMatchObject({ error: 'lessons_unread', msg: "Avval 1-darsni o'qing: darslar tartib bilan ochiladi" });
      await request(ctx.app).post('/api/academy/kurs-s-testom/lessons/2/read').set(volunteer.auth).expect(403);
      const first = await request(ctx.app).get('/api/academy/kurs-s-testom/lessons/1').set(volunteer.auth).expect(200);
      // The lesson's text is sanitised: the script is gone.
      expect(first.body.data).toEqual({
        position: 1,
        title: 'Урок 1',
        body: '<p>Текст урока 1</p>',
        video: null,
        attachments: [],
        next: 2,
      });
      await request(ctx.app).get('/api/academy/kurs-s-testom/lessons/9').set(volunteer.auth).expect(404);
      await request(ctx.app).get('/api/academy/kurs-s-testom/lessons/0').set(volunteer.auth).expect(404);
    });

    it('keeps the quiz closed until every lesson is read', async () => {
      const closed = await request(ctx.app).post('/api/academy/kurs-s-testom/attempts').set(volunteer.auth).expect(403);
      expect(closed.body.msg).toBe('Тест откроется, когда вы прочитаете все уроки курса');
      await request(ctx.app).post('/api/academy/kurs-s-testom/lessons/1/read').set(volunteer.auth).expect(200);
      const progress = await request(ctx.app).post('/api/academy/kurs-s-testom/lessons/2/read').set(volunteer.auth).expect(200);
      expect(progress.body.data).toMatchObject({ readLessons: [1, 2], quizOpen: true, completedAt: null });
    });

    it('grades on the server, never sends which options are right, limits attempts a day, and awards the completion once', async () => {
      const start = await request(ctx.app).post('/api/academy/kurs-s-testom/attempts').set(volunteer.auth).expect(201);
      const attempt = start.body.data;
      expect(attempt.passMark).toBe(60);
      expect(attempt.questions.map((q: { id: number }) => q.id).sort()).toEqual(course.questions.map((q) => q.id).sort());
      // Nothing in the answer tells a right option from a wrong one.
      expect(JSON.stringify(start.body)).not.toMatch(/correct|right|is_correct/i);
      for (const q of attempt.questions) expect(Object.keys(q.options[0]).sort()).toEqual(['id', 'text']);
      // Asked again, the same open attempt.
      expect((await request(ctx.app).post('/api/academy/kurs-s-testom/attempts').set(volunteer.auth).expect(200)).body.data.id).toBe(
        attempt.id,
      );

      const [q1, q2, q3] = course.questions as [
        InsertedCourse['questions'][number],
        InsertedCourse['questions'][number],
        InsertedCourse['questions'][number],
      ];
      // Two options for a single-choice question, an option of another question, a malformed body: 400, nothing recorded.
      const single = await request(ctx.app)
        .post(`/api/academy/kurs-s-testom/attempts/${attempt.id}`)
        .set(volunteer.auth)
        .send({ answers: [{ questionId: q1.id, optionIds: q1.options.slice(0, 2) }] })
        .expect(400);
      expect(single.body.msg).toBe('В этом вопросе можно выбрать только один ответ');
      const foreign = await request(ctx.app)
        .post(`/api/academy/kurs-s-testom/attempts/${attempt.id}`)
        .set(volunteer.auth)
        .set('Accept-Language', 'uz')
        .send({ answers: [{ questionId: q1.id, optionIds: [q2.options[0]] }] })
        .expect(400);
      expect(foreign.body.msg).toBe('Javob bu urinishning savollariga tegishli emas');
      const malformed = await request(ctx.app)
        .post(`/api/academy/kurs-s-testom/attempts/${attempt.id}`)
        .set(volunteer.auth)
        .send({ answers: [{ questionId: 'x', optionIds: 1 }] })
        .expect(400);
      expect(malformed.body.fields).toEqual({ 'answers[0]': validationMessage('ru', 'choice') });

      // One right of three: 33 % against a pass mark of 60.
      const failed = await request(ctx.app)
        .post(`/api/academy/kurs-s-testom/attempts/${attempt.id}`)
        .set(volunteer.auth)
        .send({ answers: [right(q1), wrongOf(q2)] })
        .expect(200);
      expect(failed.body.data).toEqual({
        score: 33,
        passed: false,
        passMark: 60,
        wrongQuestionIds: attempt.questions.map((q: { id: number }) => q.id).filter((id: number) => id !== q1.id),
        attemptsLeftToday: 1,
        completion: null,
      });
      expect(JSON.stringify(failed.body)).not.toMatch(/correct|right/i);
      // An ended attempt takes no second answer.
      await request(ctx.app)
        .post(`/api/academy/kurs-s-testom/attempts/${attempt.id}`)
        .set(volunteer.auth)
        .send({ answers: [right(q1), right(q2), right(q3)] })
        .expect(409);

      const second = (await request(ctx.app).post('/api/academy/kurs-s-testom/attempts').set(volunteer.auth).expect(201)).body.data;
      expect(second.id).not.toBe(attempt.id);
      const passed = await request(ctx.app)
        .post(`/api/academy/kurs-s-testom/attempts/${second.id}`)
        .set(volunteer.auth)
        .send({ answers: [right(q1), right(q2), wrongOf(q3)] })
        .expect(200);
      expect(passed.body.data).toMatchObject({
        score: 67,
        passed: true,
        wrongQuestionIds: [q3.id],
        attemptsLeftToday: 0,
        completion: { score: 67, points: POINTS.perCompletedCourse },
      });

      const again = await request(ctx.app).post('/api/academy/kurs-s-testom/attempts').set(volunteer.auth).expect(409);
      expect(again.body.msg).toBe('Вы уже прошли этот курс');
      // Told once, in the app and by e-mail, in both languages.
      const notices = (await notificationsOf(ctx.db, volunteer.id)).filter((n) => n.kind === 'course_completed');
      expect(notices).toEqual([
        expect.objectContaining({ title_ru: 'Курс пройден: «Курс kurs-s-testom»', title_uz: "Kurs o'tildi: «Курс kurs-s-testom»" }),
      ]);
      const mail = (await mailTo(ctx.db, volunteer.email)).filter((m) => m.subject.includes('Курс пройден'));
      expect(mail).toHaveLength(1);
      expect(mail[0]!.text).toContain(`Тест сдан на 67%. Начислено баллов: ${POINTS.perCompletedCourse}`);
      const points = await request(ctx.app).get('/api/my/points').set(volunteer.auth).expect(200);
      expect(points.body.history.data).toEqual([
        expect.objectContaining({ delta: POINTS.perCompletedCourse, reason: 'course', title: 'Курс kurs-s-testom' }),
      ]);
      const detail = await request(ctx.app).get('/api/academy/kurs-s-testom').set(volunteer.auth).expect(200);
      expect(detail.body.data.me).toMatchObject({ enrolled: true, quizOpen: false, score: 67, attemptsLeftToday: 0 });
      expect(detail.body.data.quiz).toEqual({ questionCount: 3, passMark: 60, attemptsPerDay: 2 });
    });

    it('refuses a third attempt on one day (409, in the request language)', async () => {
      await insertCourse(ctx.db, { slug: 'limit', lessons: 1, passMark: 100, attemptsPerDay: 1, questions: [{ options: [true, false] }] });
      const learner = await volunteerAccount(ctx.app, ctx.db, 'Упорный Ученик');
      await request(ctx.app).post('/api/academy/limit/enrol').set(learner.auth).expect(201);
      await request(ctx.app).post('/api/academy/limit/lessons/1/read').set(learner.auth).expect(200);
      const { id } = (await request(ctx.app).post('/api/academy/limit/attempts').set(learner.auth).expect(201)).body.data;
      await request(ctx.app).post(`/api/academy/limit/attempts/${id}`).set(learner.auth).send({ answers: [] }).expect(200);
      const ru = await request(ctx.app).post('/api/academy/limit/attempts').set(learner.auth).expect(409);
      expect(ru.body).toMatchObject({
        error: 'quiz_daily_limit',
        msg: 'Сегодня попыток больше нет: не больше 1 в день. Попробуйте завтра',
      });
      const uz = await request(ctx.app).post('/api/academy/limit/attempts').set(learner.auth).set('Accept-Language', 'uz').expect(409);
      expect(uz.body.msg).toBe("Bugun urinishlar qolmadi: kuniga 1 tadan ko'p emas. Ertaga urinib ko'ring");
      // Another learner's attempt is not found for this one.
      await request(ctx.app).post(`/api/academy/limit/attempts/${id}`).set(volunteer.auth).send({ answers: [] }).expect(403);
    });

    it("lists the learner's courses in progress and completed (401 signed out, 400 for a wrong state)", async () => {
      await request(ctx.app).get('/api/my/learning').expect(401);
      const active = await request(ctx.app).get('/api/my/learning').set(volunteer.auth).expect(200);
      expect(active.body.data).toEqual([]);
      const done = await request(ctx.app)
        .get('/api/my/learning?state=completed')
        .set(volunteer.auth)
        .set('Accept-Language', 'uz')
        .expect(200);
      expect(done.body.data).toEqual([
        expect.objectContaining({
          slug: 'kurs-s-testom',
          lessonsRead: 2,
          score: 67,
          completedAt: expect.any(String),
          enrolledAt: expect.any(String),
        }),
      ]);
      const wrong = await request(ctx.app).get('/api/my/learning?state=old').set(volunteer.auth).set('Accept-Language', 'uz').expect(400);
      expect(wrong.body.fields).toEqual({ state: validationMessage('uz', 'choice') });
    });

    it('completes a course without a quiz at its last lesson, with its points once', async () => {
      await insertCourse(ctx.db, { slug: 'bez-testa', lessons: 1 });
      const reader = await volunteerAccount(ctx.app, ctx.db, 'Читатель Уроков');
      await request(ctx.app).post('/api/academy/bez-testa/enrol').set(reader.auth).expect(201);
      expect((await request(ctx.app).post('/api/academy/bez-testa/attempts').set(reader.auth).expect(404)).body.msg).toBe(
        'В этом курсе нет теста',
      );
      const reading = await request(ctx.app).get('/api/my/learning').set(reader.auth).expect(200);
      expect(reading.body.data).toEqual([expect.objectContaining({ slug: 'bez-testa', lessonsRead: 0, completedAt: null })]);
      const done = await request(ctx.app).post('/api/academy/bez-testa/lessons/1/read').set(reader.auth).expect(200);
      expect(done.body.data.completedAt).toEqual(expect.any(String));
      await request(ctx.app).post('/api/academy/bez-testa/lessons/1/read').set(reader.auth).expect(200);
      const points = await request(ctx.app).get('/api/my/points').set(reader.auth).expect(200);
      expect(points.body.balance).toBe(POINTS.perCompletedCourse);
    });
  });
});

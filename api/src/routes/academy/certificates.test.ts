import request from 'supertest';
import { validationMessage } from '@hashar/common';
import { volunteerAccount, type TestAccount } from '../../test/activities';
import { useTestApp } from '../../test/app';
import { insertCourse, type InsertedCourse } from '../../test/academy';
import { pdfText } from '../../lib/pdfText';
import { binary } from '../../test/binary';

/** A completed course's certificate: the same machinery as hours (docs/academy-api.md, "Certificates"). */
describe('course certificates', () => {
  const ctx = useTestApp();
  let course: InsertedCourse;
  let learner: TestAccount;
  let other: TestAccount;

  beforeAll(async () => {
    course = await insertCourse(ctx.db, {
      slug: 'sertifikat',
      titleRu: 'Основы волонтёрства',
      titleUz: 'Volontyorlik asoslari',
      lessons: 1,
      questions: [{ options: [true, false] }],
      passMark: 100,
    });
    learner = await volunteerAccount(ctx.app, ctx.db, 'Нодира Каримова');
    other = await volunteerAccount(ctx.app, ctx.db, 'Другой Волонтёр');
    const base = '/api/academy/sertifikat';
    await request(ctx.app).post(`${base}/enrol`).set(learner.auth).expect(201);
    await request(ctx.app).post(`${base}/lessons/1/read`).set(learner.auth).expect(200);
    const attempt = await request(ctx.app).post(`${base}/attempts`).set(learner.auth).expect(201);
    const q = course.questions[0]!;
    await request(ctx.app)
      .post(`${base}/attempts/${attempt.body.data.id}`)
      .set(learner.auth)
      .send({ answers: [{ questionId: q.id, optionIds: q.right }] })
      .expect(200);
  });

  it('issues the certificate of a completed course once per language, checked by anyone with its token, with a PDF', async () => {
    const made = await request(ctx.app)
      .post('/api/my/certificates')
      .set(learner.auth)
      .send({ kind: 'course', courseId: course.id, locale: 'uz' })
      .expect(201);
    expect(made.body.data).toMatchObject({ kind: 'course', hours: 0, locale: 'uz', revokedAt: null });
    const again = await request(ctx.app)
      .post('/api/my/certificates')
      .set(learner.auth)
      .send({ kind: 'course', courseId: course.id, locale: 'uz' })
      .expect(200);
    expect(again.body.data.token).toBe(made.body.data.token);
    const check = await request(ctx.app).get(`/api/certificates/${made.body.data.token}`).expect(200);
    expect(check.body.data).toMatchObject({
      kind: 'course',
      holder: 'Нодира Каримова',
      hours: 0,
      lines: [],
      course: { title: 'Volontyorlik asoslari', author: 'Hashar akademiyasi', score: 100 },
    });
    const pdf = await binary(request(ctx.app).get(`/api/certificates/${made.body.data.token}/pdf`)).expect(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const { text } = await pdfText(pdf.body as Buffer);
    for (const part of ['SERTIFIKAT', 'Нодира Каримова', 'Volontyorlik asoslari', 'Yakuniy test natijasi: 100%', made.body.data.token])
      expect(text).toContain(part);
    const mine = await request(ctx.app).get('/api/my/certificates').set(learner.auth).expect(200);
    expect(mine.body.data.map((c: { kind: string }) => c.kind)).toEqual(['course']);
  });

  it('refuses a course the caller has not completed (404), a bad id (400 in ru and uz) and a visitor (401)', async () => {
    const none = await request(ctx.app)
      .post('/api/my/certificates')
      .set(other.auth)
      .send({ kind: 'course', courseId: course.id })
      .expect(404);
    expect(none.body.error).toBe('not_found');
    await request(ctx.app).post('/api/my/certificates').set(learner.auth).send({ kind: 'course', courseId: 999999 }).expect(404);
    const ru = await request(ctx.app).post('/api/my/certificates').set(learner.auth).send({ kind: 'course' }).expect(400);
    expect(ru.body.fields).toEqual({ courseId: validationMessage('ru', 'required') });
    const uz = await request(ctx.app)
      .post('/api/my/certificates')
      .set(learner.auth)
      .set('Accept-Language', 'uz')
      .send({ kind: 'course', courseId: 'x' })
      .expect(400);
    expect(uz.body.fields).toEqual({ courseId: validationMessage('uz', 'range', { min: 1, max: 2147483647 }) });
    await request(ctx.app).post('/api/my/certificates').send({ kind: 'course', courseId: course.id }).expect(401);
  });
});

import request from 'supertest';
import { CERTIFICATE_TOKEN_PATTERN, validationMessage } from '@hashar/common';
import { useTestApp } from '../../test/app';
import { organizationAccount, volunteerAccount, type TestAccount } from '../../test/activities';
import { createApprovedEvent } from '../../test/events';
import { appliedId, sessionHeld, setState } from '../../test/participation';
import { insertCourse } from '../../test/academy';
import { pdfText } from '../../lib/pdfText';
import { binary } from '../../test/binary';

/** The volunteer's book (docs/book-api.md): the owner's, and on the public page once shown. */
describe("the volunteer's book", () => {
  const ctx = useTestApp();
  let org: TestAccount;
  let volunteer: TestAccount;
  let stranger: TestAccount;
  const applications: number[] = [];

  beforeAll(async () => {
    org = await organizationAccount(ctx.app, ctx.db, 'Фонд «Книга»');
    volunteer = await volunteerAccount(ctx.app, ctx.db, 'Дилноза Юсупова');
    stranger = await volunteerAccount(ctx.app, ctx.db, 'Чужой Читатель');
    // Two events (children; children and nature), verified 3 and 2 hours.
    for (const [title, directions, hours] of [
      ['Сказки в больнице', ['children'], 3],
      ['Экопатруль с детьми', ['children', 'nature'], 2],
    ] as const) {
      const event = await createApprovedEvent(ctx.db, org.organizationId!, { titleRu: title, directions: [...directions] });
      const id = await appliedId(ctx.app, volunteer, event.sessionIds[0]!);
      applications.push(id);
      await setState(ctx.db, id, 'attended');
      await sessionHeld(ctx.db, { applicationId: id });
      await request(ctx.app).post(`/api/crm/applications/${id}/verify`).set(org.auth).send({ hours }).expect(200);
      await ctx.db.sequelize.query(
        `INSERT INTO reviews (activity_kind, activity_id, author_organization_id, target_user_id, stars, text) VALUES ('event', $1, $2, $3, 5, $4)`,
        { bind: [event.eventId, org.organizationId, volunteer.id, `Спасибо за «${title}»`] },
      );
    }
    const course = await insertCourse(ctx.db, { slug: 'kniga-kurs', titleRu: 'Основы', titleUz: 'Asoslar', lessons: 1 });
    await request(ctx.app).post('/api/academy/kniga-kurs/enrol').set(volunteer.auth).expect(201);
    await request(ctx.app).post('/api/academy/kniga-kurs/lessons/1/read').set(volunteer.auth).expect(200);
    await request(ctx.app).post('/api/my/certificates').set(volunteer.auth).send({ kind: 'course', courseId: course.id }).expect(201);
  });

  it("gives the owner their book: hours by year and direction, activities, organizers' reviews, courses, certificates", async () => {
    const res = await request(ctx.app).get('/api/my/book').set(volunteer.auth).expect(200);
    const book = res.body.data;
    expect(book.holder).toMatchObject({ id: volunteer.id, name: 'Дилноза Юсупова' });
    expect(book.totals).toEqual({ hours: 5, activities: 2, courses: 1, reviews: 2, rating: 5 });
    expect(book.years).toHaveLength(1);
    expect(book.years[0].hours).toBe(5);
    // An activity of two directions counts in both.
    expect(book.years[0].directions.map((d: { direction: { key: string }; hours: number }) => [d.direction.key, d.hours])).toEqual([
      ['children', 5],
      ['nature', 2],
    ]);
    expect(book.activities.map((a: { title: string; hours: number }) => [a.title, a.hours])).toEqual([
      ['Экопатруль с детьми', 2],
      ['Сказки в больнице', 3],
    ]);
    expect(book.activities[0].organization).toBe('Фонд «Книга»');
    expect(book.reviews.map((r: { author: string; stars: number }) => [r.author, r.stars])).toEqual([
      ['Фонд «Книга»', 5],
      ['Фонд «Книга»', 5],
    ]);
    expect(book.courses).toEqual([expect.objectContaining({ slug: 'kniga-kurs', title: 'Основы', score: null })]);
    expect(book.certificates).toEqual([expect.objectContaining({ kind: 'course', course: 'Основы', hours: 0 })]);
    expect(book.certificates[0].token).toMatch(CERTIFICATE_TOKEN_PATTERN);
    const uz = await request(ctx.app).get('/api/my/book').set(volunteer.auth).set('Accept-Language', 'uz').expect(200);
    expect(uz.body.data.courses[0].title).toBe('Asoslar');
  });

  it('shows the book on the public page only once the volunteer lists themselves and shows it', async () => {
    const path = `/api/volons/${volunteer.id}/book`;
    expect((await request(ctx.app).get(path).expect(404)).body.error).toBe('not_found');
    await request(ctx.app)
      .put('/api/my/visibility')
      .set(volunteer.auth)
      .send({ isListed: true, showActivities: false, showPoints: false })
      .expect(200);
    await request(ctx.app).get(path).set(stranger.auth).expect(404);
    const shown = await request(ctx.app)
      .put('/api/my/visibility')
      .set(volunteer.auth)
      .send({ isListed: true, showActivities: false, showPoints: false, showBook: true })
      .expect(200);
    expect(shown.body).toEqual({ isListed: true, showActivities: false, showPoints: false, showBook: true });
    // Left out of a later PUT, the choice is kept.
    const kept = await request(ctx.app)
      .put('/api/my/visibility')
      .set(volunteer.auth)
      .send({ isListed: true, showActivities: true, showPoints: false })
      .expect(200);
    expect(kept.body.showBook).toBe(true);
    const res = await request(ctx.app).get(path).expect(200);
    // Others read the directory's name, never the full one.
    expect(res.body.data.holder.name).toBe('Дилноза Ю.');
    expect(res.body.data.totals.hours).toBe(5);
    // Their own, even hidden, the volunteer reads by their public address too.
    await request(ctx.app)
      .put('/api/my/visibility')
      .set(volunteer.auth)
      .send({ isListed: false, showActivities: false, showPoints: false })
      .expect(200);
    await request(ctx.app).get(path).expect(404);
    await request(ctx.app).get(path).set(volunteer.auth).expect(200);
  });

  it('prints the book as a certificate anyone checks by its QR address; a correction of its hours revokes it', async () => {
    const made = await request(ctx.app).post('/api/my/certificates').set(volunteer.auth).send({ kind: 'book', locale: 'uz' }).expect(201);
    expect(made.body.data).toMatchObject({ kind: 'book', hours: 5, locale: 'uz' });
    // The same book again: the same certificate.
    const again = await request(ctx.app).post('/api/my/certificates').set(volunteer.auth).send({ kind: 'book', locale: 'uz' }).expect(200);
    expect(again.body.data.token).toBe(made.body.data.token);
    const check = await request(ctx.app).get(`/api/certificates/${made.body.data.token}`).expect(200);
    expect(check.body.data).toMatchObject({ kind: 'book', holder: 'Дилноза Юсупова', hours: 5, course: null, revokedAt: null });
    expect(check.body.data.book.totals).toEqual({ hours: 5, activities: 2, courses: 1, reviews: 2, rating: 5 });
    expect(check.body.data.book.courses[0].title).toBe('Asoslar');
    const pdf = await binary(request(ctx.app).get(`/api/certificates/${made.body.data.token}/pdf`)).expect(200);
    const { text } = await pdfText(pdf.body as Buffer);
    for (const part of ['DAFTARCHASI', 'Дилноза Юсупова', 'Сказки в больнице', 'Asoslar', 'Фонд «Книга»', made.body.data.token])
      expect(text).toContain(part);
    // An organization has no book.
    await request(ctx.app).post('/api/my/certificates').set(org.auth).send({ kind: 'book' }).expect(404);
    await request(ctx.app).put(`/api/crm/applications/${applications[0]}/hours`).set(org.auth).send({ hours: 4 }).expect(200);
    const revoked = await request(ctx.app).get(`/api/certificates/${made.body.data.token}`).expect(200);
    expect(revoked.body.data.revokeReason).toBe('hours_corrected');
  });

  it('answers 401 without a sign-in, 403 for an organization, 404 for an unknown or malformed id, 400 for a wrong choice', async () => {
    expect((await request(ctx.app).get('/api/my/book').expect(401)).body.error).toBe('unauthorized');
    expect((await request(ctx.app).get('/api/my/book').set(org.auth).expect(403)).body.error).toBe('forbidden');
    await request(ctx.app).get('/api/volons/999999/book').expect(404);
    await request(ctx.app).get('/api/volons/abc/book').expect(404);
    const uz = await request(ctx.app)
      .put('/api/my/visibility')
      .set(volunteer.auth)
      .set('Accept-Language', 'uz')
      .send({ isListed: true, showActivities: false, showPoints: false, showBook: 'yes' })
      .expect(400);
    expect(uz.body.fields).toEqual({ showBook: validationMessage('uz', 'boolean') });
  });
});

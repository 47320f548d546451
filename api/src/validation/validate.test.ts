import express from 'express';
import { body } from 'express-validator';
import request from 'supertest';
import { errorHandler } from '../middlewares/errorHandler';
import { detectLocale } from '../middlewares/locale';
import { msg, validate, validateBy, validatorsByKey } from './validate';

/**
 * express-validator's own rules (isIn, isInt, matches…) check each item of a list one by one:
 * `{"action":["approve","approve"]}` passed `isIn(['approve','reject'])` and the handler, given a
 * list for a text, answered 500 (the body sweep). validate() refuses the list as a whole.
 */
describe('validate(): a list where a standard rule expects one value', () => {
  const actionCheck = validate<{ action: string }>([
    body('action').isIn(['approve', 'reject']).withMessage(msg('choice')),
    body('tags.*').isIn(['a', 'b']).withMessage(msg('choice')),
  ]);
  const app = express();
  app.use(express.json(), detectLocale);
  app.post('/t', actionCheck, (req, res) => {
    res.json({ action: actionCheck.input(req).action.toUpperCase() });
  });
  app.use(errorHandler);

  it('is a 400 on the field with its own message, in ru and uz', async () => {
    const ru = await request(app)
      .post('/t')
      .send({ action: ['approve', 'approve'] })
      .expect(400);
    expect(ru.body.fields).toEqual({ action: 'Выберите значение из списка' });
    const uz = await request(app)
      .post('/t')
      .set('Accept-Language', 'uz')
      .send({ action: ['reject'] })
      .expect(400);
    expect(uz.body.fields).toEqual({ action: "Ro'yxatdan qiymat tanlang" });
  });

  it('still checks one value, and each item of a list a `field.*` chain names', async () => {
    await request(app)
      .post('/t')
      .send({ action: 'approve', tags: ['a', 'b'] })
      .expect(200, { action: 'APPROVE' });
    const bad = await request(app)
      .post('/t')
      .send({ action: 'approve', tags: ['a', 'c'] })
      .expect(400);
    expect(bad.body.fields).toEqual({ 'tags[1]': 'Выберите значение из списка' });
  });
});

/** A handler reads its body only through the validator that checked it on this very request. */
describe("a validator's input(req)", () => {
  const nameCheck = validate<{ name: string }>([body('name').isString().withMessage(msg('required'))]);
  const byLimit = validatorsByKey((max: number) =>
    validate<{ n: number }>([
      body('n')
        .isInt({ max })
        .withMessage(msg('range', { min: 0, max }))
        .toInt(),
    ]),
  );
  const limitCheck = validateBy((req) => byLimit(req.query['big'] ? 100 : 10));
  const app = express();
  app.use(express.json(), detectLocale);
  app.post('/name', nameCheck, (req, res) => {
    res.json({ hello: nameCheck.input(req).name });
  });
  // A route that forgot its validator: reading the input is an internal error, never a silent unchecked body.
  app.post('/forgot', (req, res) => {
    res.json({ hello: nameCheck.input(req).name });
  });
  app.post('/n', limitCheck, (req, res) => {
    res.json({ double: limitCheck.input(req).n * 2 });
  });
  app.use(errorHandler);

  it('hands the checked body to the handler', async () => {
    await request(app).post('/name').send({ name: 'Dilnoza' }).expect(200, { hello: 'Dilnoza' });
    const bad = await request(app).post('/name').send({ name: 5 }).expect(400);
    expect(bad.body.fields).toEqual({ name: 'Данное поле обязательно для заполнения' });
  });

  it('refuses to hand over a body its validator did not check', async () => {
    const res = await request(app).post('/forgot').send({ name: 'Dilnoza' }).expect(500);
    expect(JSON.stringify(res.body)).not.toContain('Dilnoza');
  });

  it('validateBy checks each request by the validator it picks and hands over what that one checked', async () => {
    await request(app).post('/n').send({ n: '7' }).expect(200, { double: 14 });
    const small = await request(app).post('/n').send({ n: 50 }).expect(400);
    expect(small.body.fields).toEqual({ n: 'Введите целое число от 0 до 10' });
    await request(app).post('/n?big=1').send({ n: 50 }).expect(200, { double: 100 });
    expect(byLimit(10)).toBe(byLimit(10));
  });
});

import express from 'express';
import { body } from 'express-validator';
import request from 'supertest';
import { errorHandler } from '../middlewares/errorHandler';
import { detectLocale } from '../middlewares/locale';
import { msg, validate } from './validate';

/**
 * express-validator's own rules (isIn, isInt, matches…) check each item of a list one by one:
 * `{"action":["approve","approve"]}` passed `isIn(['approve','reject'])` and the handler, given a
 * list for a text, answered 500 (the body sweep). validate() refuses the list as a whole.
 */
describe('validate(): a list where a standard rule expects one value', () => {
  const app = express();
  app.use(express.json(), detectLocale);
  app.post(
    '/t',
    validate([
      body('action').isIn(['approve', 'reject']).withMessage(msg('choice')),
      body('tags.*').isIn(['a', 'b']).withMessage(msg('choice')),
    ]),
    (req, res) => {
      res.json({ action: (req.body as { action: string }).action.toUpperCase() });
    },
  );
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

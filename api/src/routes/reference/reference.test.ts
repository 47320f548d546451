import request from 'supertest';
import { useTestApp } from '../../test/app';

describe('GET /api/reference/:list', () => {
  const ctx = useTestApp();

  it('lists the pro bono directions, directions, task categories and volunteer types in both languages', async () => {
    const probono = await request(ctx.app).get('/api/reference/probono-directions').expect(200);
    expect(probono.body.data).toHaveLength(12);
    expect(probono.body.data[0]).toEqual({ id: expect.any(Number), key: 'law', nameRu: 'Юриспруденция', nameUz: 'Huquqshunoslik' });
    const directions = await request(ctx.app).get('/api/reference/directions').expect(200);
    expect(directions.body.data).toHaveLength(17);
    expect(directions.body.data[0]).toMatchObject({ key: 'veterans', icon: 'veterans', color: '#8D6E63' });
    expect((await request(ctx.app).get('/api/reference/task-categories')).body.data).toHaveLength(14);
    expect((await request(ctx.app).get('/api/reference/volunteer-types')).body.data).toHaveLength(10);
  });

  it('answers an unknown list with a JSON 404', async () => {
    for (const list of ['users', 'constructor', '__proto__', 'directions;drop']) {
      const res = await request(ctx.app)
        .get(`/api/reference/${encodeURIComponent(list)}`)
        .expect(404);
      expect(res.body).toEqual({ error: 'not_found', msg: 'Не найдено' });
    }
  });
});

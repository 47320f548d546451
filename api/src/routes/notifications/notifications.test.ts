import request from 'supertest';
import { activeAccount } from '../../test/accounts';
import { useTestApp } from '../../test/app';

describe('/api/notifications', () => {
  const ctx = useTestApp();

  it('lists only the caller’s notifications, newest first, in the request language, with the unread count', async () => {
    const me = await activeAccount(ctx.app);
    const other = await activeAccount(ctx.app);
    const auth = `Bearer ${me.accessToken}`;
    expect((await request(ctx.app).get('/api/notifications').set('Authorization', auth).expect(200)).body).toEqual({
      data: [],
      unread: 0,
      total: 0,
    });

    await ctx.db.sequelize.query(
      `INSERT INTO notifications (user_id, kind, title_ru, title_uz, created_at) VALUES
        ($1, 'moderation', 'Проект одобрен', 'Loyiha tasdiqlandi', now() - interval '1 hour'),
        ($1, 'moderation', 'Событие отклонено', 'Tadbir rad etildi', now()),
        ($2, 'moderation', 'Чужое', 'Begona', now())`,
      { bind: [me.id, other.id] },
    );
    const ru = await request(ctx.app).get('/api/notifications').set('Authorization', auth).expect(200);
    expect(ru.body.data.map((n: { title: string }) => n.title)).toEqual(['Событие отклонено', 'Проект одобрен']);
    expect(ru.body.unread).toBe(2);
    const uz = await request(ctx.app).get('/api/notifications?limit=1').set('Authorization', auth).set('Accept-Language', 'uz').expect(200);
    expect(uz.body).toMatchObject({ data: [{ title: 'Tadbir rad etildi', readAt: null }], unread: 2, total: 2 });

    await request(ctx.app).post('/api/notifications/read').set('Authorization', auth).expect(200);
    expect((await request(ctx.app).get('/api/notifications').set('Authorization', auth)).body.unread).toBe(0);
    expect((await request(ctx.app).get('/api/notifications').set('Authorization', `Bearer ${other.accessToken}`)).body.unread).toBe(1);
  });

  it('needs a token and checks the paging parameters', async () => {
    await request(ctx.app).get('/api/notifications').expect(401);
    const me = await activeAccount(ctx.app);
    const res = await request(ctx.app).get('/api/notifications?limit=500').set('Authorization', `Bearer ${me.accessToken}`).expect(400);
    expect(res.body.fields).toEqual({ limit: 'Введите целое число от 1 до 50' });
  });
});

import { QueryTypes } from 'sequelize';
import request from 'supertest';
import { useTestApp } from '../test/app';
import { volunteerAccount } from '../test/activities';

describe('activities of any owner', () => {
  const ctx = useTestApp();

  it('a visit offer owned by a user is listed and shown with its owner as the brief', async () => {
    const { app, db } = ctx;
    const owner = await volunteerAccount(app, db, 'Частный Владелец');
    const [row] = await db.sequelize.query<{ id: number }>(
      `INSERT INTO visit_options (owner_user_id, title_ru, description_ru, moderation, published_at)
       VALUES ($1, 'Визит от частного лица', 'Описание', 'approved', now()) RETURNING id`,
      { bind: [owner.id], type: QueryTypes.SELECT },
    );
    const list = await request(app).get('/api/visits').expect(200);
    const card = list.body.data.find((c: { id: number }) => c.id === row!.id);
    expect(card).toMatchObject({ title: 'Визит от частного лица', organization: { id: owner.id, name: 'Частный Владелец', logo: null } });
    const detail = await request(app).get(`/api/visits/${row!.id}`).expect(200);
    expect(detail.body.organization.name).toBe('Частный Владелец');
  });
});

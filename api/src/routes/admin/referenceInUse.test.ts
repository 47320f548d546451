import request from 'supertest';
import { QueryTypes } from 'sequelize';
import { useTestApp } from '../../test/app';
import { organizationAccount, staffAccount, type TestAccount } from '../../test/activities';
import { createApprovedEvent } from '../../test/events';

/**
 * Deleting reference data others still point at (a task category, a
 * direction) answered 500 on PostgreSQL 18, which reports ON DELETE RESTRICT as SQLSTATE 23001
 * (Sequelize wraps only 23503). Now 409 naming what uses the record, in the request's language.
 */
describe('deleting reference data in use', () => {
  const ctx = useTestApp();
  let admin: TestAccount;
  let categoryId: number;
  let directionId: number;
  const sql = <T extends object>(text: string, bind: unknown[] = []) => ctx.db.sequelize.query<T>(text, { bind, type: QueryTypes.SELECT });
  const remove = (url: string, locale = 'ru') => request(ctx.app).delete(url).set(admin.auth).set('Accept-Language', locale);

  beforeAll(async () => {
    const org = await organizationAccount(ctx.app, ctx.db);
    admin = await staffAccount(ctx.app, ctx.db, 'admin');
    await createApprovedEvent(ctx.db, org.organizationId!, { directions: ['children'] });
    [{ id: directionId }] = (await sql<{ id: number }>("SELECT id FROM directions WHERE key = 'children'")) as [{ id: number }];
    [{ id: categoryId }] = (await sql<{ id: number }>('SELECT max(id) AS id FROM task_categories')) as [{ id: number }];
    const task = { titleRu: 'Логотип', descriptionRu: 'Нужен логотип', directionIds: [directionId], categoryId, resultRu: 'SVG' };
    await request(ctx.app)
      .post('/api/my/tasks')
      .set(org.auth)
      .send({ ...task, deadline: new Date(Date.now() + 10 * 86400000).toISOString(), isOnline: true, performers: 1 })
      .expect(201);
  });

  it('a task category or a direction still used is 409 naming what uses it, in ru and uz', async () => {
    const category = await remove(`/api/admin/cattask/${categoryId}`).expect(409);
    expect(category.body).toMatchObject({
      error: 'conflict',
      msg: 'Запись используется (задания), удалить её нельзя. Сделайте её неактивной',
    });
    const direction = await remove(`/api/admin/directions/${directionId}`, 'uz').expect(409);
    expect(direction.body.msg).toMatch(/^Yozuv ishlatilmoqda \((tadbirlarning|topshiriqlarning) yo'nalishlari\), uni o'chirib bo'lmaydi/);
    await request(ctx.app).get(`/api/admin/cattask/${categoryId}`).set(admin.auth).expect(200);
  });

  it('as PostgreSQL 18 refuses it (SQLSTATE 23001, RESTRICT): still a 409 naming what uses it', async () => {
    // The test server may be older than 18: a trigger raises exactly what PostgreSQL 18's RESTRICT raises.
    await ctx.db.sequelize.query(`
      CREATE FUNCTION pg18_restrict() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF EXISTS (SELECT 1 FROM tasks WHERE category_id = OLD.id) THEN
          RAISE EXCEPTION 'update or delete on table "task_categories" violates RESTRICT setting of foreign key constraint "tasks_category_id_fkey" on table "tasks"'
            USING ERRCODE = '23001', DETAIL = format('Key (id)=(%s) is referenced from table "tasks".', OLD.id);
        END IF;
        RETURN OLD;
      END $$;
      CREATE TRIGGER pg18_restrict BEFORE DELETE ON task_categories FOR EACH ROW EXECUTE FUNCTION pg18_restrict();`);
    try {
      const res = await remove(`/api/admin/cattask/${categoryId}`, 'uz').expect(409);
      expect(res.body).toMatchObject({
        error: 'conflict',
        msg: "Yozuv ishlatilmoqda (topshiriqlar), uni o'chirib bo'lmaydi. Uni nofaol qiling",
      });
    } finally {
      await ctx.db.sequelize.query('DROP TRIGGER pg18_restrict ON task_categories; DROP FUNCTION pg18_restrict()');
    }
  });
});

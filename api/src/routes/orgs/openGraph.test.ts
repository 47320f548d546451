import express from 'express';
import request from 'supertest';
import { organizationAccount } from '../../test/activities';
import { fakeFrontends, useTestApp } from '../../test/app';
import { frontendsRouter } from '../../web/frontends';

describe('Open Graph tags of an organization page', () => {
  const ctx = useTestApp();

  it('names the organization, its about text (Uzbek falls back to Russian) and its banner; 404 for an unknown one', async () => {
    const org = await organizationAccount(ctx.app, ctx.db, 'Фонд «Мехр»');
    await ctx.db.sequelize.query(`UPDATE organizations SET about_ru = 'Помогаем детям', banner = '/uploads/orgs/b.png' WHERE id = $1`, {
      bind: [org.organizationId],
    });
    const site = express().use(frontendsRouter(fakeFrontends(), { publicUrl: 'https://hashar.example' }));
    const uz = await request(site).get(`/uz/orgs/view/${org.organizationId}`).expect(200);
    expect(uz.text).toContain('<meta property="og:title" content="Фонд «Мехр»">');
    expect(uz.text).toContain('<meta property="og:description" content="Помогаем детям">');
    expect(uz.text).toContain('<meta property="og:image" content="https://hashar.example/uploads/orgs/b.png">');
    await request(site).get('/ru/orgs/view/99999999').expect(404);
  });
});

import express from 'express';
import request from 'supertest';
import { organizationAccount } from '../test/activities';
import { fakeFrontends, useTestApp } from '../test/app';
import { createApprovedEvent } from '../test/events';
import { frontendsRouter } from './frontends';
import { escapeHtml } from './openGraph';

describe('Open Graph tags of event pages', () => {
  const ctx = useTestApp();
  let approved: number;
  let draft: number;

  beforeAll(async () => {
    const org = await organizationAccount(ctx.app, ctx.db);
    approved = (await createApprovedEvent(ctx.db, org.organizationId!, {
      titleRu: 'Уборка "Анхора" <b>&</b>', titleUz: 'Anhorni tozalash', descriptionRu: 'Собираем мусор вдоль канала.',
      cover: 'events/0b6a3c1e-2f4d-4b8a-9c1d-123456789abc.jpg',
    })).eventId;
    draft = (await createApprovedEvent(ctx.db, org.organizationId!, { titleRu: 'Секретный черновик', moderation: 'draft' })).eventId;
  });

  it('renders the title, description and Open Graph tags of an approved event, escaped, in the page language', async () => {
    const site = express().use(frontendsRouter(fakeFrontends(), { publicUrl: 'https://hashar.example' }));
    const ru = await request(site).get(`/ru/events/view/${approved}`).expect(200);
    expect(ru.text).toContain('<html lang="ru">');
    expect(ru.text).toContain(`<title>${escapeHtml('Уборка "Анхора" <b>&</b>')}</title>`);
    expect(ru.text).toContain('<title>Уборка &quot;Анхора&quot; &lt;b&gt;&amp;&lt;/b&gt;</title>');
    expect(ru.text).toContain('<meta name="description" content="Собираем мусор вдоль канала.">');
    expect(ru.text).toContain('<meta property="og:title" content="Уборка &quot;Анхора&quot; &lt;b&gt;&amp;&lt;/b&gt;">');
    expect(ru.text).toContain('<meta property="og:image" content="https://hashar.example/uploads/events/0b6a3c1e-2f4d-4b8a-9c1d-123456789abc.jpg">');
    expect(ru.text).toContain(`<meta property="og:url" content="https://hashar.example/ru/events/view/${approved}">`);
    expect(ru.text).toContain('<meta property="og:type" content="website">');
    expect(ru.text).toContain('<meta name="twitter:card" content="summary_large_image">');
    expect(ru.text).not.toContain('<b>&</b>');
    const uz = await request(site).get(`/uz/events/view/${approved}`).expect(200);
    expect(uz.text).toContain('<title>Anhorni tozalash</title>');
    expect(uz.text).toContain(`content="https://hashar.example/uz/events/view/${approved}"`);
  });

  it('serves the plain SPA for unpublished, unknown and malformed ids', async () => {
    for (const path of [`/ru/events/view/${draft}`, '/ru/events/view/99999999', '/ru/events/view/abc', '/ru/events/view/99999999999999']) {
      const res = await request(ctx.app).get(path);
      expect(res.status).toBeLessThan(500);
      expect(res.text).toContain('<body>public</body>');
      expect(res.text).not.toContain('og:title');
      expect(res.text).not.toContain('Секретный черновик');
    }
  });

  it('uses the request origin without a configured public URL', async () => {
    const res = await request(ctx.app).get(`/ru/events/view/${approved}`).expect(200);
    expect(res.text).toMatch(/<meta property="og:url" content="http:\/\/127\.0\.0\.1:\d+\/ru\/events\/view\/\d+">/);
  });
});

import express from 'express';
import request from 'supertest';
// xml-js (a dev dependency) parses what the feeds send.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { xml2js } = require('xml-js') as { xml2js(xml: string, options: object): Record<string, unknown> };
import { escapeXml } from '../lib/html';
import { adminTeam } from '../test/admin';
import { fakeFrontends, useTestApp } from '../test/app';
import { frontendsRouter } from './frontends';

type XmlNode = { _text?: string; _cdata?: string | string[]; _attributes?: Record<string, string> };

/** An element's text as a feed reader gets it after parsing (one string, however it was written). */
const textOf = (node: XmlNode) => [node._cdata ?? [], node._text ?? ''].flat().join('');
const unescapeHtml = (html: string) =>
  html.replace(/&(lt|gt|quot|#39|amp);/g, (_m, e: string) => ({ lt: '<', gt: '>', quot: '"', '#39': "'", amp: '&' })[e]!);

/** A news title or lead is text in the feeds, never markup, whatever characters it holds. */
describe('RSS and Atom carry titles and leads as escaped text', () => {
  const ctx = useTestApp();
  const title = 'Сбор <script>alert(1)</script> & "друзья" ]]> и ещё ]]> раз';
  const lead = 'Лид <img src=x onerror=alert(1)> & ]]> конец';
  const site = () => express().use(frontendsRouter(fakeFrontends(), { publicUrl: 'https://hashar.example' }));

  beforeAll(async () => {
    const { admin } = await adminTeam(ctx);
    const post = async (url: string, body: object) =>
      (await request(ctx.app).post(url).set('Authorization', admin.auth).send(body).expect(201)).body;
    const section = await post('/api/admin/news-sections', { slug: 'platform', nameRu: 'Новости <b>&</b>', nameUz: 'Yangiliklar' });
    await post('/api/admin/news', {
      sectionId: section.id,
      titleRu: title,
      leadRu: lead,
      bodyRu: '<p>Текст ]]&gt; и <b>жирный</b></p>',
      cover: '/uploads/newsCover/0b6a3c1e-2f4d-4b8a-9c1d-123456789abc.png',
      publishedAt: new Date(Date.now() - 3600_000).toISOString(),
    });
  });

  it('RSS: the title round-trips as text, the lead as escaped HTML, and nothing is raw markup', async () => {
    const res = await request(site()).get('/ru/news/rss.xml').expect(200);
    expect(res.text).not.toMatch(/<script|<img/);
    const channel = (xml2js(res.text, { compact: true }) as { rss: { channel: { item: Record<string, XmlNode> } } }).rss.channel;
    const item = channel.item;
    expect(textOf(item['title']!)).toBe(title);
    expect(textOf(item['description']!)).toBe(lead.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;'));
    expect(unescapeHtml(textOf(item['description']!))).toBe(lead);
    expect(textOf(item['category']!)).toBe('Новости <b>&</b>');
    expect(textOf(item['content:encoded']!)).toBe('<p>Текст ]]&gt; и <strong>жирный</strong></p>');
    expect(item['enclosure']!._attributes).toMatchObject({ type: 'image/png' });
  });

  it('Atom: title and summary are type="text" and round-trip; the body is type="html"', async () => {
    const res = await request(site()).get('/ru/news/atom.xml').expect(200);
    expect(res.text).not.toMatch(/<script|<img/);
    const entry = (xml2js(res.text, { compact: true }) as { feed: { entry: Record<string, XmlNode> } }).feed.entry;
    expect(entry['title']!._attributes).toEqual({ type: 'text' });
    expect(textOf(entry['title']!)).toBe(title);
    expect(entry['summary']!._attributes).toEqual({ type: 'text' });
    expect(textOf(entry['summary']!)).toBe(lead);
    expect(entry['content']!._attributes).toEqual({ type: 'html' });
    expect(entry['category']!._attributes).toEqual({ term: 'Новости <b>&</b>' });
  });
});

describe('escapeXml', () => {
  it('escapes markup and drops what XML 1.0 cannot carry (controls, lone surrogates), keeping emoji', () => {
    expect(escapeXml('a\u0001<b>\u0007 & "c" \uD800😀\t\n')).toBe('a&lt;b&gt; &amp; &quot;c&quot; 😀\t\n');
  });
});

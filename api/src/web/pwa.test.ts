import fs from 'node:fs';
import path from 'node:path';
import express from 'express';
import request from 'supertest';
import { fakeFrontends, useTestApp } from '../test/app';
import { frontendsRouter } from './frontends';

/** The public site's service worker and web app manifest. */
describe('the installable public site', () => {
  const ctx = useTestApp();
  const dirs = fakeFrontends();
  fs.writeFileSync(path.join(dirs.publicWeb, 'sw.js'), 'self.addEventListener("fetch", () => {});');
  fs.writeFileSync(path.join(dirs.publicWeb, 'manifest.webmanifest'), '{"name":"Хашар"}');
  const site = express().use(frontendsRouter(dirs));

  it('serves /sw.js revalidated on every check and allowed the whole origin', async () => {
    const res = await request(site).get('/sw.js').expect(200);
    expect(res.headers['content-type']).toMatch(/^(text|application)\/javascript/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers['service-worker-allowed']).toBe('/');
    expect(res.text).toContain('addEventListener');
  });

  it('serves the manifest as application/manifest+json', async () => {
    const res = await request(site).get('/manifest.webmanifest').expect(200);
    expect(res.headers['content-type']).toMatch(/^application\/manifest\+json/);
    expect(JSON.parse(res.text)).toEqual({ name: 'Хашар' });
  });

  it('answers 404 for /sw.js when the site is built without it', async () => {
    const bare = express().use(frontendsRouter(fakeFrontends()));
    await request(bare).get('/sw.js').expect(404);
  });

  it('lets the service worker and the manifest through the content security policy', async () => {
    const csp = (await request(ctx.app).get('/ru').expect(200)).headers['content-security-policy'] as string;
    expect(csp).toContain("worker-src 'self'");
    expect(csp).toContain("manifest-src 'self'");
  });
});

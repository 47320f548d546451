import request from 'supertest';
import { useTestApp } from './test/app';
import { tileImageSources } from './app';

describe('the app', () => {
  const ctx = useTestApp();

  describe('unknown API paths', () => {
    it('answer a JSON 404 in the error shape, in Russian by default', async () => {
      const res = await request(ctx.app).get('/api/x').expect(404).expect('Content-Type', /json/);
      expect(res.body).toEqual({ error: 'not_found', msg: 'Такого метода API не существует' });
    });

    it('answer in Uzbek for Accept-Language: uz or ?locale=uz', async () => {
      const byHeader = await request(ctx.app).post('/api/nothing/here').set('Accept-Language', 'uz-UZ,uz;q=0.9').expect(404);
      expect(byHeader.body.msg).toBe('Bunday API metodi mavjud emas');
      const byQuery = await request(ctx.app).delete('/api/x?locale=uz').expect(404);
      expect(byQuery.body.msg).toBe('Bunday API metodi mavjud emas');
    });
  });

  describe('hostile input', () => {
    it('answers malformed JSON with 400 and a message, not a 500', async () => {
      const res = await request(ctx.app).post('/api/x').set('Content-Type', 'application/json').send('{"a":').expect(400);
      expect(res.body).toEqual({ error: 'bad_request', msg: 'Тело запроса не является корректным JSON' });
    });

    it('answers an oversized body with 413 naming the limit, in the request language', async () => {
      const big = JSON.stringify({ text: 'x'.repeat(1_100_000) });
      const res = await request(ctx.app)
        .post('/api/x')
        .set('Content-Type', 'application/json')
        .set('Accept-Language', 'uz')
        .send(big)
        .expect(413);
      expect(res.body.error).toBe('payload_too_large');
      expect(res.body.msg).toMatch(/^So'rov juda katta: ko'pi bilan \d+ KB$/);
    });

    it('answers an unsupported body charset with 415', async () => {
      const res = await request(ctx.app).post('/api/x').set('Content-Type', 'application/json; charset=klingon').send('{}').expect(415);
      expect(res.body.error).toBe('unsupported_media_type');
    });

    it('never echoes a hostile request id', async () => {
      const res = await request(ctx.app).get('/api/health').set('X-Request-Id', '<script>alert(1)</script>');
      expect(res.headers['x-request-id']).not.toContain('<');
    });
  });

  describe('security headers', () => {
    it('sends helmet headers with a content security policy and no x-powered-by', async () => {
      const res = await request(ctx.app).get('/api/health');
      expect(res.headers['content-security-policy']).toContain("default-src 'self'");
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['x-powered-by']).toBeUndefined();
    });

    it("lets the map's tiles in: img-src names MAP_TILE_URL's origin (OpenStreetMap's by default), a {s} subdomain as *", async () => {
      const res = await request(ctx.app).get('/api/health');
      expect(res.headers['content-security-policy']).toMatch(/img-src 'self' data: blob: https:\/\/tile\.openstreetmap\.org;/);
      expect(tileImageSources('https://{s}.tiles.example.uz/osm/{z}/{x}/{y}.png')).toEqual(['https://*.tiles.example.uz']);
      expect(tileImageSources('/tiles/{z}/{x}/{y}.png')).toEqual([]);
      expect(tileImageSources(null)).toEqual([]);
    });
  });

  describe('pages', () => {
    it('redirects / to /ru, or to the locale in the i18n_redirected cookie', async () => {
      await request(ctx.app).get('/').expect(302).expect('Location', '/ru');
      await request(ctx.app).get('/').set('Cookie', 'i18n_redirected=uz').expect(302).expect('Location', '/uz');
      await request(ctx.app).get('/').set('Cookie', 'i18n_redirected=en').expect(302).expect('Location', '/ru');
    });

    it('serves the public site under /ru and /uz with the SPA fallback and <html lang>', async () => {
      const ru = await request(ctx.app).get('/ru').expect(200).expect('Content-Type', /html/);
      expect(ru.text).toContain('<html lang="ru"');
      const uz = await request(ctx.app).get('/uz/confirmation/5/token').expect(200);
      expect(uz.text).toContain('<html lang="uz"');
      expect(uz.text).toContain('public');
    });

    it('answers an unknown page with status 404 and the app, which shows its not-found page', async () => {
      const res = await request(ctx.app).get('/ru/no/such/page').expect(404);
      expect(res.text).toContain('<html lang="ru"');
      await request(ctx.app).get('/uz/login/extra').expect(404);
    });

    it('adds the locale to addresses without one', async () => {
      await request(ctx.app).get('/events?x=1').set('Accept', 'text/html').expect(302).expect('Location', '/ru/events?x=1');
    });

    it('serves the back office under /admin with its own fallback', async () => {
      await request(ctx.app).get('/admin').expect(301).expect('Location', '/admin/');
      expect((await request(ctx.app).get('/admin/').expect(200)).text).toContain('<title>Admin panel</title>');
      const res = await request(ctx.app).get('/admin/users/5').expect(200);
      expect(res.text).toContain('<title>Admin panel</title>');
      // Entered from a language of the site, the back office opens in it.
      await request(ctx.app).get('/ru/admin').expect(302).expect('Location', '/admin/?locale=ru');
      await request(ctx.app).get('/uz/admin/users').expect(302).expect('Location', '/admin/users?locale=uz');
      await request(ctx.app).get('/ru/crm').expect(302).expect('Location', '/admin/crm?locale=ru');
      await request(ctx.app).get('/uz/crm').expect(302).expect('Location', '/admin/crm?locale=uz');
    });

    it("opens the spec's back-office addresses on react-admin's own", async () => {
      await request(ctx.app).get('/admin/events/edit/12').expect(301).expect('Location', '/admin/events/12');
      await request(ctx.app).get('/admin/users/view/7').expect(301).expect('Location', '/admin/users/7/show');
      await request(ctx.app).get('/admin/crm/applications/view/3?x=1').expect(301).expect('Location', '/admin/crm/applications/3/show?x=1');
      await request(ctx.app).get('/admin/users/view/abc').expect(200);
    });

    it('serves built assets with a long cache and answers a missing one with 404', async () => {
      const res = await request(ctx.app).get('/assets/main-abc.js').expect(200);
      expect(res.headers['cache-control']).toContain('immutable');
      await request(ctx.app).get('/assets/missing.js').expect(404);
    });
  });
});

describe('the app with reCAPTCHA keys', () => {
  const ctx = useTestApp({ RECAPTCHA_SITE_KEY: 'site-key', RECAPTCHA_SECRET: 'secret' });

  it("lets Google's captcha script and frame through the content security policy, and tells the site to use it", async () => {
    const res = await request(ctx.app).get('/api/captcha').expect(200);
    expect(res.body).toEqual({ provider: 'recaptcha', siteKey: 'site-key' });
    const csp = res.headers['content-security-policy'] as string;
    expect(csp).toContain("script-src 'self' https://www.google.com/recaptcha/ https://www.gstatic.com/recaptcha/");
    expect(csp).toContain('frame-src');
  });
});

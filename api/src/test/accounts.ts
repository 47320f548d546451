import type { Express } from 'express';
import request from 'supertest';
import type { RegistrationRequest } from '@hashar/common';
import { solveCaptcha } from './captcha';

/** A complete, valid sign-up form (captcha solved); override any field. */
export async function signupForm(app: Express, over: Partial<RegistrationRequest> = {}): Promise<RegistrationRequest> {
  return {
    type: 'volon',
    username: `user${Math.random().toString(36).slice(2, 10)}@example.uz`,
    password: 'secret-pass-1',
    repeat: 'secret-pass-1',
    name: 'Азиз Рахимов',
    regionId: 1,
    consent: true,
    captcha: await solveCaptcha(app),
    ...over,
  };
}

/** The newest link mailed to the address, from GET /api/dev/mail. */
export async function lastMailedLink(
  app: Express,
  to: string,
  path: 'confirmation' | 'recovery',
): Promise<{ id: number; token: string; url: string }> {
  const res = await request(app).get('/api/dev/mail').query({ to }).expect(200);
  const links = (res.body.data as { links: string[] }[]).flatMap((m) => m.links);
  const url = links.find((l) => l.includes(`/${path}/`));
  if (!url) throw new Error(`no ${path} link mailed to ${to}`);
  const [, id, token] = new RegExp(`/${path}/(\\d+)/([^/?#]+)`).exec(url)!;
  return { id: Number(id), token: token!, url };
}

/** Registers, confirms and logs in; returns the token and the user id. */
export async function activeAccount(app: Express, over: Partial<RegistrationRequest> = {}) {
  const form = await signupForm(app, over);
  await request(app).post('/api/user/registration').send(form).expect(201);
  const { id, token } = await lastMailedLink(app, form.username, 'confirmation');
  await request(app).post('/api/user/confirm').send({ id, token }).expect(200);
  const login = await request(app).post('/api/user/login').send({ username: form.username, password: form.password }).expect(200);
  return { form, id, accessToken: login.body.token.accessToken as string };
}

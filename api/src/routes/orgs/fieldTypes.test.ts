import request from 'supertest';
import { validationMessage, type Locale, type ValidationKey } from '@hashar/common';
import { useTestApp } from '../../test/app';
import { organizationAccount, volunteerAccount, type TestAccount } from '../../test/activities';

/** What a client may send instead of a text: each must be a 400 on its field, never a 500 (finding 6). */
const WRONG_TYPES: unknown[] = [12345, 0, ['+998 90 123 45 67'], [], { value: 'x' }, true];

/**
 * A number or a list in a text field of the organization's profile or an
 * initiative group's form made the shared sanitizer call `trim` on it (500). The answer is the
 * field's own message, in the request's language.
 */
describe('text fields given another type', () => {
  const ctx = useTestApp();
  let org: TestAccount;
  let leader: TestAccount;
  let groupId: number;
  const group = { nameRu: 'Зелёный двор', descriptionRu: 'Сажаем деревья во дворах', regionId: 1, directionIds: [1] };

  beforeAll(async () => {
    org = await organizationAccount(ctx.app, ctx.db);
    leader = await volunteerAccount(ctx.app, ctx.db, 'Лидия Лидерова');
    groupId = (await request(ctx.app).post('/api/my/initiatives').set(leader.auth).send(group).expect(201)).body.id as number;
  });

  const forms: { label: string; send: (body: object, locale: Locale) => request.Test; base: object; fields: [string, ValidationKey][] }[] =
    [
      {
        label: 'PUT /api/my/organization',
        send: (body, locale) => request(ctx.app).put('/api/my/organization').set(org.auth).set('Accept-Language', locale).send(body),
        base: { name: 'Зелёный Ташкент' },
        fields: [
          ['phone', 'phone'],
          ['email', 'email'],
          ['website', 'webLink'],
          ['taxNumber', 'taxNumber'],
          ['registrationDate', 'date'],
        ],
      },
      {
        label: 'POST /api/my/initiatives',
        send: (body, locale) => request(ctx.app).post('/api/my/initiatives').set(leader.auth).set('Accept-Language', locale).send(body),
        base: group,
        fields: [
          ['phone', 'phone'],
          ['email', 'email'],
          ['foundedOn', 'date'],
        ],
      },
      {
        label: 'PUT /api/my/initiatives/:id',
        send: (body, locale) =>
          request(ctx.app).put(`/api/my/initiatives/${groupId}`).set(leader.auth).set('Accept-Language', locale).send(body),
        base: group,
        fields: [
          ['phone', 'phone'],
          ['email', 'email'],
          ['foundedOn', 'date'],
        ],
      },
    ];

  it.each(forms.map((f) => [f.label, f] as const))(
    '%s: a number, a list, an object or a boolean is a 400 with the field’s message',
    async (_label, form) => {
      const failures: string[] = [];
      let i = 0;
      for (const [field, key] of form.fields) {
        for (const value of WRONG_TYPES) {
          const locale: Locale = i++ % 2 ? 'uz' : 'ru';
          const res = await form.send({ ...form.base, [field]: value }, locale);
          const expected = validationMessage(locale, key);
          if (res.status !== 400 || res.body.fields?.[field] !== expected)
            failures.push(`${field}=${JSON.stringify(value)} → ${res.status} ${JSON.stringify(res.body).slice(0, 160)}`);
        }
      }
      expect(failures).toEqual([]);
    },
  );
});

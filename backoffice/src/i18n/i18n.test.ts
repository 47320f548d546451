import { APPLICATION_STATES, MODERATION_STATES } from '@hashar/common';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import englishMessages from 'ra-language-english';
import { hasharRu, resourcesRu, ru } from './ru';
import { uz } from './uz';

type Tree = { [key: string]: string | Tree };

/** Every leaf of a message tree as [dotted.key, text]. */
function leaves(tree: Tree, prefix = ''): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [[`${prefix}${key}`, value] as [string, string]] : leaves(value, `${prefix}${key}.`),
  );
}

const keys = (tree: object) =>
  leaves(tree as Tree)
    .map(([key]) => key)
    .sort();

describe('back-office translations', () => {
  const ourKeys = keys({ hashar: hasharRu, resources: resourcesRu });

  it('uz has exactly the keys of ra-language-english plus our hashar.* and resources.* keys', () => {
    expect(keys(uz)).toEqual([...keys(englishMessages), ...ourKeys].sort());
  });

  it('our hashar.* and resources.* keys are the same in ru and uz', () => {
    const ours = (messages: typeof ru) => keys({ hashar: messages.hashar, resources: messages.resources });
    expect(ours(uz)).toEqual(ours(ru));
  });

  it('an empty list says so in a whole sentence, without a resource name that would stand in the wrong case («Нет Мероприятие.»)', () => {
    for (const messages of [ru, uz]) {
      const page = (messages['ra'] as { page: { empty: string; invite: string } }).page;
      expect(page.empty).not.toContain('%{name}');
      expect(page.empty).toMatch(/^[A-ZА-ЯЁ].+\.$/);
    }
  });

  it('ru has every key of uz', () => {
    const ruKeys = new Set(keys(ru));
    expect(keys(uz).filter((key) => !ruKeys.has(key))).toEqual([]);
  });

  it('no uz text is empty (ra.boolean.null is blank on purpose, as in every language pack)', () => {
    for (const [key, text] of leaves(uz as Tree)) {
      if (key === 'ra.boolean.null') {
        expect(text).toBe(' ');
        continue;
      }
      expect({ key, empty: text.trim() === '' }).toEqual({ key, empty: false });
    }
  });

  it('uz keeps the placeholders and plural forms of English (but the empty list names no resource, see above)', () => {
    const english = new Map(leaves(englishMessages as Tree));
    english.set('ra.page.empty', 'Nothing here yet.');
    const placeholders = (text: string) => (text.match(/%\{\w+\}/g) ?? []).sort();
    const forms = (text: string) => text.split('||||').length;
    for (const [key, text] of leaves(uz as Tree)) {
      const source = english.get(key);
      if (source === undefined) continue;
      expect({ key, placeholders: placeholders(text), forms: forms(text) }).toEqual({
        key,
        placeholders: placeholders(source),
        forms: forms(source),
      });
    }
  });

  it('names the panel in both languages', () => {
    expect(ru.hashar).toMatchObject({ title: 'Панель администратора', brand: 'Хашар' });
    expect(uz.hashar).toMatchObject({ title: 'Boshqaruv paneli', brand: 'Hashar' });
  });
});

describe('keys used by the code', () => {
  const sources = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) return sources(path);
      // session.ts names storage keys (hashar.admin.*), not texts.
      return /\.tsx?$/.test(name) && !name.endsWith('.test.ts') && name !== 'session.ts' ? [path] : [];
    });

  it('every literal hashar.* key in the sources exists in ru and uz', () => {
    const ruKeys = new Set(keys(ru));
    const uzKeys = new Set(keys(uz));
    const used = new Set<string>();
    for (const file of sources(join(__dirname, '..'))) {
      for (const match of readFileSync(file, 'utf8').matchAll(/['"`](hashar\.[a-z_.0-9]+[a-z0-9_])['"`]/g)) used.add(match[1]!);
    }
    expect(used.size).toBeGreaterThan(50);
    const missing = [...used].filter((key) => !ruKeys.has(key) || !uzKeys.has(key));
    expect(missing).toEqual([]);
  });

  it('the states of common have their labels', () => {
    for (const messages of [ru, uz]) {
      const hashar = messages.hashar as typeof hasharRu;
      expect(Object.keys(hashar.application_states).sort()).toEqual([...APPLICATION_STATES].sort());
      expect(Object.keys(hashar.moderation_states).sort()).toEqual([...MODERATION_STATES].sort());
    }
  });
});

describe('numbers in texts', () => {
  it('fractional hours come formatted, without plural forms (Polyglot would say "1.5 часов")', () => {
    for (const messages of [ru, uz]) {
      const crm = (messages.hashar as typeof hasharRu).crm;
      for (const text of [crm.verify.done, crm.correct.done, crm.correct.warning]) {
        expect({ text, forms: text.split('||||').length, hours: text.includes('%{hours}') }).toEqual({ text, forms: 1, hours: true });
      }
    }
  });

  it('the analytics period counts its months in words (Russian: three plural forms)', () => {
    const analytics = hasharRu.crm.analytics;
    for (const text of [analytics.period, analytics.empty]) expect(text.split('||||')).toHaveLength(3);
    expect(JSON.stringify(ru.hashar)).not.toMatch(/12 месяцев/);
    expect(JSON.stringify(uz.hashar)).not.toMatch(/12 oy/);
  });
});

import { DIRECTIONS, DIRECTION_KEYS, ROLES, isAdmin, pickLocale, isLocale } from './index';

describe('directions', () => {
  it('lists the 17 themes of the spec, each once, with an icon and a hex colour', () => {
    expect(DIRECTION_KEYS).toEqual([
      'veterans',
      'children',
      'animals',
      'healthcare',
      'intellectual',
      'corona',
      'culture',
      'disabilities',
      'education',
      'search-missing',
      'humansrights',
      'nature',
      'sportsevents',
      'oldergeneration',
      'urbanistics',
      'emergency',
      'othedir',
    ]);
    for (const d of DIRECTIONS) {
      expect(d.icon).toBeTruthy();
      expect(d.color).toMatch(/^#[0-9A-F]{6}$/);
    }
  });
});

describe('roles', () => {
  it('keeps the spec spellings and treats only admin as admin', () => {
    expect(ROLES).toContain('bussines');
    expect(ROLES).toContain('volon');
    expect(isAdmin('admin')).toBe(true);
    expect(isAdmin('moderator')).toBe(false);
    expect(isAdmin(undefined)).toBe(false);
  });
});

describe('locales', () => {
  it('picks uz or ru from header-like values and falls back to ru', () => {
    expect(pickLocale('uz-UZ,uz;q=0.9')).toBe('uz');
    expect(pickLocale('en-US, ru;q=0.5')).toBe('ru');
    expect(pickLocale('en')).toBe('ru');
    expect(pickLocale(undefined)).toBe('ru');
    expect(isLocale('uz')).toBe(true);
    expect(isLocale('en')).toBe(false);
  });
});

import { groupAreaPage, groupAreaPath, isPagePath, pagePath } from './sitemap';

describe('sitemap', () => {
  it('knows the pages, with optional parameters, and nothing else', () => {
    for (const path of ['', 'login', 'sign-up', 'burger/aboutus', 'confirmation', 'confirmation/5', 'confirmation/5/abc', 'recovery/1/x']) {
      expect({ path, known: isPagePath(path) }).toEqual({ path, known: true });
    }
    for (const path of ['nope', 'login/extra', 'confirmation/5/abc/more', 'burger', 'burger/other']) {
      expect({ path, known: isPagePath(path) }).toEqual({ path, known: false });
    }
  });

  it('serves the record pages whose id is optional (spec §2) without one; the rest still need it', () => {
    for (const path of ['news/view', 'projects/view', 'tasks/view', 'vacancies/view', 'volons/view', 'initiative/view', 'tasks/view/7']) {
      expect({ path, known: isPagePath(path) }).toEqual({ path, known: true });
    }
    for (const path of ['events/view', 'orgs/view', 'tasks/view/7/more']) {
      expect({ path, known: isPagePath(path) }).toEqual({ path, known: false });
    }
  });

  it('builds addresses in a language', () => {
    expect(pagePath('uz', 'home')).toBe('/uz');
    expect(pagePath('ru', 'login')).toBe('/ru/login');
    expect(pagePath('ru', 'confirmation', { id: 5, token: 'abc' })).toBe('/ru/confirmation/5/abc');
    expect(pagePath('ru', 'confirmation')).toBe('/ru/confirmation');
  });

  it("finds an owner page's twin in a group's area, and leaves a page without one", () => {
    expect(groupAreaPath('profile/courses')).toBe('profile/initiative/courses');
    expect(groupAreaPath('profile/projects/create')).toBe('profile/initiative/projects/create');
    expect(groupAreaPage('profileCourseCreate')).toBe('profileInitiativeCourseCreate');
    for (const path of ['profile/bonuses', 'events/view/5', 'profile']) expect(groupAreaPath(path)).toBe(path);
  });
});

import { fillTemplate } from './templates';

describe('fillTemplate (every app fills its messages with it)', () => {
  it('quotes a plain name, but not one that brings its own quotes', () => {
    expect(fillTemplate('Заявка компании «{company}» одобрена.', { company: 'Ромашка' })).toBe('Заявка компании «Ромашка» одобрена.');
    expect(fillTemplate('Заявка компании «{company}» одобрена.', { company: 'ООО «Ромашка»' })).toBe(
      'Заявка компании ООО «Ромашка» одобрена.',
    );
    expect(fillTemplate('«{company}» kompaniyasining arizasi', { company: '"Yashil Makon" MChJ' })).toBe(
      '"Yashil Makon" MChJ kompaniyasining arizasi',
    );
  });

  it("gives a value ending with a dot (a date's «г.») the sentence's dot, not a second one", () => {
    expect(fillTemplate('Отправлена {date}. Ждите.', { date: '28 ноября 2026 г.' })).toBe('Отправлена 28 ноября 2026 г. Ждите.');
    expect(fillTemplate('Отправлена {date}.', { date: '28-noyabr 2026' })).toBe('Отправлена 28-noyabr 2026.');
    expect(fillTemplate('«{title}».', { title: 'Сбор г.' })).toBe('«Сбор г.».');
  });

  it('leaves unknown placeholders visible and fills the rest', () => {
    expect(fillTemplate('{a} и {b}', { a: 1 })).toBe('1 и {b}');
  });
});

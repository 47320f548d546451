import { PAGE_PATHS } from '@hashar/common';
import { ru } from '../../i18n/ru';
import { likelyNextPages, MAIN_NAV, MORE_MENU } from './menuItems';

describe('header menus', () => {
  it('lists the 13 More entries of spec §1 in order, the "(soon)" ones without a page', () => {
    expect(MORE_MENU.map((e) => [e.id, e.page ?? 'soon'])).toEqual([
      ['platform', 'home'],
      ['jobs', 'vacancies'],
      ['analytics', 'analytics'],
      ['academy', 'academy'],
      ['sdg', 'sdg'],
      ['offers', 'soon'],
      ['shop', 'soon'],
      ['contests', 'soon'],
      ['partners', 'partners'],
      ['instruction', 'instruction'],
      ['aboutUs', 'aboutUs'],
      ['crowdfunding', 'soon'],
      ['tender', 'soon'],
    ]);
  });

  it('links only to pages that exist, and has a text for every entry', () => {
    for (const entry of [...MAIN_NAV, ...MORE_MENU]) {
      if (entry.page) expect(Object.keys(PAGE_PATHS)).toContain(entry.page);
      expect(ru[entry.label]).toBeTruthy();
    }
  });

  it('links every main section to its page and marks SDG as new', () => {
    expect(MAIN_NAV.map((e) => e.id)).toEqual(['events', 'projects', 'tasks', 'vacancies', 'orgs', 'volons', 'news']);
    expect(MAIN_NAV.map((e) => e.page ?? 'soon')).toEqual(['events', 'projects', 'tasks', 'vacancies', 'orgs', 'volons', 'news']);
    expect(MORE_MENU.find((e) => e.id === 'sdg')?.badge).toBe('new');
  });

  it('prefetches login and sign-up for guests, the profile for signed-in users, and the More pages', () => {
    expect(likelyNextPages(false)).toEqual([
      'login',
      'signUp',
      'home',
      'vacancies',
      'analytics',
      'academy',
      'sdg',
      'partners',
      'instruction',
      'aboutUs',
    ]);
    expect(likelyNextPages(true)[0]).toBe('profile');
    expect(likelyNextPages(true)).not.toContain('login');
  });
});

import { mayOpenPage, needsSignIn, PAGE_AUDIENCE } from './pageAudience';
import { PAGE_PATHS, type PageName } from './sitemap';

const PAGES = Object.keys(PAGE_PATHS) as PageName[];

describe('who opens each page (PAGE_AUDIENCE)', () => {
  it('names an audience for every page of the sitemap', () => {
    expect(Object.keys(PAGE_AUDIENCE).sort()).toEqual([...PAGES].sort());
  });

  it('asks for an account on every profile page', () => {
    for (const page of PAGES.filter((p) => PAGE_PATHS[p] === 'profile' || PAGE_PATHS[p].startsWith('profile/'))) {
      expect([page, needsSignIn(page)]).toEqual([page, true]);
    }
  });

  it("opens a pro bono volunteer's task list to pro bono volunteers only", () => {
    expect(mayOpenPage('volonTasks', { role: 'volon', isProbono: true })).toBe(true);
    for (const role of ['volon', 'trainee', 'bussines', 'moderator', 'organization', 'partner', 'admin'] as const) {
      expect([role, mayOpenPage('volonTasks', { role })]).toEqual([role, false]);
    }
    expect(mayOpenPage('volonTasks', null)).toBe(false);
  });

  it('keeps the group sub-area for group leaders, the back office for the admin and sign-up for visitors', () => {
    expect(mayOpenPage('profileInitiativeTasks', { role: 'volon', leadsActiveGroup: true })).toBe(true);
    expect(mayOpenPage('profileInitiativeTasks', { role: 'volon' })).toBe(false);
    expect(mayOpenPage('profile', { role: 'admin' })).toBe(false);
    expect(mayOpenPage('events', { role: 'admin' })).toBe(true);
    expect(mayOpenPage('signUp', null)).toBe(true);
    expect(mayOpenPage('signUp', { role: 'volon' })).toBe(false);
  });
});

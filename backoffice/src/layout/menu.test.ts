import { canRoleAccess } from '../auth/authProvider';
import { MENU_RESOURCES, filterOf, filterSearch, visibleMenu } from './menu';

const menuOf = (role: string) => visibleMenu((resource) => canRoleAccess(role, resource, 'list'));
const labels = (role: string) => menuOf(role).flatMap((group) => group.entries.map((entry) => entry.label ?? entry.resource));

describe('the admin menu', () => {
  it('gives an admin the groups of spec §2: moderation, users, reference data, content (two banner entries), audit', () => {
    expect(menuOf('admin').map((group) => group.key)).toEqual(['moderation', 'users', 'reference', 'content', 'audit']);
    expect(labels('admin')).toEqual([
      'events',
      'visits',
      'projects',
      'tasks',
      'vacancy',
      'initiatives',
      'publications',
      'bonuses',
      'courses',
      'reviews',
      'users',
      'verifications',
      'partner-applications',
      'regions',
      'districts',
      'directions',
      'cattask',
      'dirprobono',
      'typecat',
      'news',
      'news-sections',
      'hashar.menu.main_banners',
      'hashar.menu.advertising_banners',
      'tours',
      'partners',
      'audit',
    ]);
  });

  it('shows a moderator every moderation queue (projects, tasks and vacancies too) and no admin-only entry (users included)', () => {
    expect(labels('moderator')).toEqual([
      'events',
      'visits',
      'projects',
      'tasks',
      'vacancy',
      'initiatives',
      'publications',
      'bonuses',
      'courses',
      'reviews',
      'verifications',
    ]);
  });

  it('shows an organization its CRM only', () => {
    expect(labels('organization')).toEqual(['crm/activities', 'crm/events', 'crm/applications']);
    expect(labels('admin')).not.toContain('crm/events');
  });

  it('shows other roles nothing', () => {
    expect(menuOf('volon')).toEqual([]);
  });

  it('shows a news editor the news and their sections only, whatever the role', () => {
    const editorMenu = (role: string) =>
      visibleMenu((resource) => canRoleAccess(role, resource, 'list', { isNewsEditor: true })).flatMap((group) =>
        group.entries.map((entry) => entry.label ?? entry.resource),
      );
    expect(editorMenu('volon')).toEqual(['news', 'news-sections']);
    expect(editorMenu('moderator')).toContain('news');
    expect(editorMenu('moderator')).toContain('publications');
  });

  it('links every entry to a declared resource of the access table', () => {
    expect(MENU_RESOURCES).toContain('publications');
    expect(MENU_RESOURCES).toContain('news');
  });

  it('opens the banner entries filtered by kind', () => {
    const search = filterSearch({ kind: 'advertising' });
    expect(filterOf(search)).toEqual({ kind: 'advertising' });
    expect(filterOf('?filter=not-json')).toEqual({});
    expect(filterOf('')).toEqual({});
  });
});

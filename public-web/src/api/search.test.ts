import { isKnownKind, searchQuery } from './search';

describe('search page addresses', () => {
  it('keeps the query, and a kind with its page after the first', () => {
    expect(searchQuery('ёрдам markazi')).toBe('?q=%D1%91%D1%80%D0%B4%D0%B0%D0%BC+markazi');
    expect(searchQuery('hashar', 'project')).toBe('?q=hashar&kind=project');
    expect(searchQuery('hashar', 'project', 3)).toBe('?q=hashar&kind=project&page=3');
    expect(searchQuery("bog'", 'event', 1)).toBe('?q=bog%27&kind=event');
  });

  it('knows the kinds the site has pages for', () => {
    expect(['event', 'visit', 'project', 'task', 'vacancy'].every(isKnownKind)).toBe(true);
    expect(isKnownKind('news')).toBe(false);
    expect(isKnownKind(null)).toBe(false);
  });
});

import {
  changeFilters,
  DEFAULT_FILTERS,
  eventsApiQuery,
  filtersToParams,
  filtersToSearch,
  hasActiveFilters,
  parseFilters,
  visitsApiQuery,
} from './eventFilters';

const parse = (query: string) => parseFilters(new URLSearchParams(query));

describe('events page filters ⇄ query string', () => {
  it('reads the defaults from an empty query and writes nothing for them', () => {
    expect(parse('')).toEqual(DEFAULT_FILTERS);
    expect(filtersToParams(DEFAULT_FILTERS).toString()).toBe('');
    expect(hasActiveFilters(DEFAULT_FILTERS)).toBe(false);
  });

  it('round-trips every filter', () => {
    const query =
      'q=%D1%81%D1%83%D0%B1%D0%B1%D0%BE%D1%82%D0%BD%D0%B8%D0%BA&direction=2%2C5&region=3&organization=7&from=2026-03-01&to=2026-03-31&when=past&online=false&sort=newest&page=2';
    const filters = parse(query);
    expect(filters).toEqual({
      tab: 'events',
      q: 'субботник',
      directions: [2, 5],
      region: 3,
      organization: 7,
      from: '2026-03-01',
      to: '2026-03-31',
      when: 'past',
      online: 'false',
      sort: 'newest',
      page: 2,
      district: null,
      view: 'list',
      near: null,
      radiusKm: null,
      byDistance: false,
    });
    expect(filtersToParams(filters).toString()).toBe(query);
    expect(hasActiveFilters(filters)).toBe(true);
    expect(parse(filtersToSearch(filters).slice(1))).toEqual(filters);
  });

  it('writes a readable address: commas kept, nothing for the defaults', () => {
    expect(filtersToSearch({ ...DEFAULT_FILTERS, directions: [2, 5], page: 2 })).toBe('?direction=2,5&page=2');
    expect(filtersToSearch(DEFAULT_FILTERS)).toBe('');
  });

  it('drops malformed values instead of sending them to the API', () => {
    expect(
      parse('direction=1,x,-2,1,0&region=abc&from=2026-02-30&to=31.03.2026&when=soon&online=yes&sort=random&page=-1&tab=nope'),
    ).toEqual({
      ...DEFAULT_FILTERS,
      directions: [1],
    });
  });

  it('goes back to page 1 when a filter changes, keeps the page when only the page changes', () => {
    const onPage3 = { ...DEFAULT_FILTERS, page: 3 };
    expect(changeFilters(onPage3, { region: 4 }).page).toBe(1);
    expect(changeFilters(onPage3, { page: 4 }).page).toBe(4);
  });

  it('keeps only the visit filters on the visits tab', () => {
    const visits = { ...parse('q=x&direction=3&region=2&when=past&sort=newest'), tab: 'visits' as const };
    expect(filtersToParams(visits).toString()).toBe('tab=visits&direction=3&region=2');
    expect(visitsApiQuery(visits)).toBe('direction=3&region=2&page=1&perPage=12');
  });

  it('builds the GET /api/events query: "all" sends no `when`, sort and page always', () => {
    expect(eventsApiQuery(DEFAULT_FILTERS)).toBe('when=current&sort=soonest&page=1&perPage=12');
    expect(eventsApiQuery({ ...DEFAULT_FILTERS, when: 'all', online: 'true', directions: [1, 17], q: ' парк ' })).toBe(
      'q=%D0%BF%D0%B0%D1%80%D0%BA&direction=1%2C17&online=true&sort=soonest&page=1&perPage=12',
    );
  });
});

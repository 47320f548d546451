import { PAGE_PATHS, type PageName } from '@hashar/common';
import { loadablePages } from './pageLoaders';

describe('the pages’ code table', () => {
  it('has the code of every page of the sitemap but the home page (loaded by the route table) and sign (a redirect)', () => {
    const expected = (Object.keys(PAGE_PATHS) as PageName[]).filter((p) => p !== 'home' && p !== 'sign').sort();
    expect([...loadablePages()].sort()).toEqual(expected);
  });
});

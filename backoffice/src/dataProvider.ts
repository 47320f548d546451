import simpleRestProvider from 'ra-data-simple-rest';

/** Stock ra-data-simple-rest over the admin API (contract: DESIGN.md §5). */
export const dataProvider = simpleRestProvider('/api/admin');

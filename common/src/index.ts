export * from './locales';
export * from './roles';
export * from './directions';
export * from './errors';
export * from './api';
export * from './validation';
export * from './accounts';
export * from './sitemap';

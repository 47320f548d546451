export * from './locales';
export * from './roles';
export * from './directions';
export * from './errors';
export * from './api';

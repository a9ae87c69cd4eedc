export * from './roles';
export * from './limits';
export * from './messages';
export * from './api-types';
export * from './site-config';
export * from './public-site';
export * from './shell';
export * from './public-pages';

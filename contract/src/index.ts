export * from './limits';
export * from './fields';
export * from './developments';
export * from './events';
export * from './users';
export * from './analytics';
export * from './errors';

export * from './api-paths';
export * from './auth';
export * from './errors';
export * from './money';
export * from './permissions';

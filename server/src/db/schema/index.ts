export * from './finance';
export * from './ledger';
export * from './mail';
export * from './orders';
export * from './places';
export * from './tenants';
export * from './users';
export * from './reports';

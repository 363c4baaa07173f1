/** The drizzle schema index: every module's tables. drizzle-kit reads the compiled copy of this file. */
export * from '../modules/orgs/schema.js';
export * from '../modules/accounts/schema.js';
export * from '../modules/roles/schema.js';
export * from '../modules/menus/schema.js';
export * from '../modules/auth/schema.js';
export * from '../modules/logs/schema.js';
export * from '../modules/customers/schema.js';
export * from '../modules/dicts/schema.js';
export * from '../modules/configs/schema.js';
export * from '../modules/uploads/schema.js';
export * from '../modules/client-errors/schema.js';
export * from '../modules/web-pages/schema.js';

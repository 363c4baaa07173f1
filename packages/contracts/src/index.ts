export * from './envelope.js';
export * from './i18n.js';
export * from './messages.js';
export * from './validation.js';
export * from './auth.js';
export * from './permissions.js';
export * from './paths.js';
export * from './list.js';

export * from './columns.js';
export * from './export.js';
export * from './import.js';
export * from './keyed-import.js';

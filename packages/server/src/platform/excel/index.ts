export * from './columns.js';
export * from './export.js';
export * from './import.js';

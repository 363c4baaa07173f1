import { lazy } from '../lazy.js';

/** exceljs, loaded by the first import or export (it is the heaviest dependency to load). */
export const loadExcelJs = lazy(async () => (await import('exceljs')).default);

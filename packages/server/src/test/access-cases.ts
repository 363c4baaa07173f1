import type { AccessModule } from './access-matrix.js';

/** Every module's access table (one import and one entry per module). */
export const ACCESS_MODULES: AccessModule[] = [];

import { defineArea } from '../../platform/area.js';
import { definePort, subscribe } from '../../platform/wiring/index.js';
import { deviceForgotten } from '../../modules/devices/index.js';
import { noteCountHandler } from './job.js';
import { SCRATCH_NOTE_MENUS } from './menu.js';
import { scratchNoteRoutes } from './routes.js';
import { noteDeviceChange } from './service.js';

/**
 * A new business area, whole, in one folder: its table (schema.ts), its payload schemas and
 * permissions (contracts.ts), its routes, menu, scheduled job and reaction to another area's event. It stands
 * above the devices area (reads it through its face) and is handed to the platform by one line
 * of AREAS.
 */
export const area = defineArea({
  name: 'scratch-notes',
  routes: scratchNoteRoutes,
  menus: SCRATCH_NOTE_MENUS,
  subscribes: [subscribe(deviceForgotten, noteDeviceChange)],
  jobs: [noteCountHandler],
});

/**
 * What the area would read from an area above it, if it needed something only that area knows.
 * Naming it in `needs` without a provider stops the start.
 */
export const noteBadges = definePort<(noteIds: number[]) => Promise<Map<number, string>>>('scratch-notes.badges');

/* What other areas use of this one. */
export { scratchNotes } from './schema.js';
export { addNote } from './service.js';

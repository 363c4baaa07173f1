import { sql } from 'drizzle-orm';
import { defineArea } from '../../platform/area.js';
import { DEVICE_COMMAND_MENUS } from './menu.js';
import { deviceCommandRoutes } from './routes.js';
import { deviceCommands } from './schema.js';

/** The device-commands area: what it adds to the platform. */
export const area = defineArea({
  name: 'device-commands',
  routes: deviceCommandRoutes,
  menus: DEVICE_COMMAND_MENUS,
  logTables: [
    {
      kind: 'command',
      table: deviceCommands,
      id: deviceCommands.id,
      time: deviceCommands.createdAt,
      // A command still waiting for its device is kept whatever its age.
      keep: sql`${deviceCommands.status} = 'pending'`,
    },
  ],
});

/* What other areas use of this one. */
export { deviceCommands } from './schema.js';
export { CommandService } from './service.js';

import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from '../db/database.js';
import { listenWhileOpen } from '../db/notifications.js';
import type { CallerCache } from './caller-cache.js';

/**
 * The channel the identity tables' triggers notify after a commit (the migration
 * `auth_changed` creates them): `*` when anything a caller is made of changed (account, role,
 * its menus or organisations, a menu's permissions, an organisation's path), `s:<id>,<id>…`
 * when sessions ended.
 */
export const CALLER_CHANGES_CHANNEL = 'vr_auth_changed';
const ENDED_SESSIONS = 's:';

export function applyCallerChange(callers: CallerCache, payload: string): void {
  if (payload.startsWith(ENDED_SESSIONS)) callers.forgetSessions(payload.slice(ENDED_SESSIONS.length).split(','));
  else callers.forgetAll();
}

/** Every process hears what any process changed, from when the app is ready until it closes. */
export function listenForCallerChanges(app: FastifyInstance, database: DatabaseHandle, callers: CallerCache): void {
  listenWhileOpen(
    app,
    database,
    CALLER_CHANGES_CHANNEL,
    {
      message: (payload) => applyCallerChange(callers, payload),
      listening: (on, err) => {
        if (!on) app.log.warn({ err }, 'not hearing caller changes: sessions are read from the database until it is back');
        callers.setListening(on);
      },
    },
    () => callers.setListening(false),
  );
}

// The scale template's machines made drivable by a simulator: fresh secrets for enabled scale devices.
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { repoRoot } from './seed.mjs';

/**
 * The machines the simulator drives (enabled scale devices, `--machines` of them) and one more for
 * the dashboard probe, with fresh secrets: the template's devices carry a hash of no known secret.
 * The hash is the server's own function, so the broker accepts them.
 */
export async function armMachines(db, count) {
  const { hashDeviceSecret } = await import(pathToFileURL(path.join(repoRoot, 'packages/server/dist/modules/devices/secrets.js')).href);
  const { rows } = await db.query(
    `select d.id, d.device_code as code, m.code as model from dev_device d join dev_model m on m.id = d.model_id
      where d.device_code like 'SC%' and d.status = 0 order by d.device_code limit $1`,
    [count + 1],
  );
  const salt = randomBytes(9).toString('base64url');
  const armed = rows.map((r) => ({ ...r, secret: `${salt}-${r.code}` }));
  await db.query(
    `update dev_device d set secret_hash = v.hash from unnest($1::text[], $2::text[]) v(code, hash) where d.device_code = v.code`,
    [armed.map((d) => d.code), armed.map((d) => hashDeviceSecret(d.secret))],
  );
  const probe = armed.pop();
  return { machines: armed, probe };
}

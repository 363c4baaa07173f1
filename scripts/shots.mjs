// npm run shots [-- file filters]: the end-to-end tests with pictures (SHOTS=1), written to
// screenshots/ for a person to look at: every menu screen in English and Chinese at 1440 and 390 px
// (screenshots/screens/), and each area's screens, dialogs and forms in the four variants. CI runs
// the same tests without the pictures. Filters narrow it to some test files, e.g. `-- materials`.
import fs from 'node:fs';
import path from 'node:path';
import { ensureChromium } from './chromium.mjs';
import { ensureBuilt, ensureDependencies, root, run } from './lib.mjs';

ensureDependencies();
await ensureBuilt();
const chromium = ensureChromium();
if (!chromium.ok) {
  console.error(chromium.reason);
  process.exit(1);
}
const dir = path.join(root, 'screenshots');
if (process.argv.length <= 2) fs.rmSync(dir, { recursive: true, force: true });
const status = run(
  path.join(root, 'node_modules', '.bin', 'vitest'),
  ['run', '--config', 'e2e/vitest.config.ts', ...process.argv.slice(2)],
  {
    env: { ...process.env, SHOTS: '1', CHROMIUM_PATH: chromium.path },
  },
);
const count = fs.existsSync(dir) ? fs.readdirSync(dir, { recursive: true }).filter((f) => String(f).endsWith('.png')).length : 0;
console.log(`\n${count} screenshots in ${path.relative(process.cwd(), dir) || '.'}/`);
process.exit(status);

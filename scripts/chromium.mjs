// Finds Debian's Chromium for the end-to-end tests; as root, installs it (and a CJK font) with apt-get.
// Its headless shell (package chromium-headless-shell: the same Blink without the browser's UI
// process) comes first: measured on the orders and dashboard files, it took 55 s of CPU where the
// full browser in headless mode took 72 s (docs/testing.md, "End-to-end tests").
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';

const CANDIDATES = ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium', '/usr/bin/chromium-browser'];

function found() {
  const configured = process.env.CHROMIUM_PATH;
  if (configured) return fs.existsSync(configured) ? configured : null;
  return CANDIDATES.find((p) => fs.existsSync(p)) ?? null;
}

export function ensureChromium() {
  let path = found();
  if (path) return { ok: true, path };
  if (process.env.CHROMIUM_PATH) return { ok: false, reason: `CHROMIUM_PATH=${process.env.CHROMIUM_PATH} does not exist` };
  if (process.getuid?.() !== 0) {
    return {
      ok: false,
      reason:
        "Chromium is missing: install Debian's Chromium (sudo apt-get install chromium-headless-shell fonts-wqy-microhei) or set CHROMIUM_PATH",
    };
  }
  console.log('› installing Chromium from Debian (apt-get)…');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  spawnSync('apt-get', ['install', '-y', '-qq', 'chromium-headless-shell', 'fonts-wqy-microhei'], { stdio: 'inherit', env });
  path = found();
  return path ? { ok: true, path } : { ok: false, reason: 'apt-get could not install chromium' };
}

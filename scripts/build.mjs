// npm run build: everything, whether stale or not.
import { ensureBuilt, ensureDependencies } from './lib.mjs';

ensureDependencies();
await ensureBuilt({ force: true });

// npm start: check the ports, install what is missing, build what is stale, then migrate, seed and serve.
import { pathToFileURL } from 'node:url';
import { SERVER_ENTRY, ensureBuilt, ensureDependencies } from './lib.mjs';
import { takenPorts } from './ports.mjs';

// A taken port is told at once, not after minutes of installing and building.
const taken = await takenPorts();
if (taken.length > 0) {
  for (const t of taken) console.error(t.message);
  process.exit(1);
}
ensureDependencies();
await ensureBuilt();
await import(pathToFileURL(SERVER_ENTRY).href);

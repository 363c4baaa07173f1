// npm start: install what is missing, build what is stale, then migrate, seed and serve.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { ensureBuilt, ensureDependencies, root } from './lib.mjs';

ensureDependencies();
ensureBuilt();
await import(pathToFileURL(path.join(root, 'packages/server/dist/main.js')).href);

// The server joined into one file: its compiled modules and the contracts' and simulator's, by
// esbuild, into SERVER_BUNDLE, what `npm start`, `npm run serve`, the end-to-end server and the
// benches run. Loading some 750 modules one by one cost Node's module loader about 0.9 s of a 2.4 s
// import on this machine; joined they load in one go (docs/decisions.md, "The server starts from
// one file"). Packages from node_modules stay outside, loaded as they are.
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { SERVER_BUNDLE, root } from './lib.mjs';

/** Our workspace packages (inside the file); every other bare import stays outside. */
const OURS = /^@vr\//;

/**
 * Joins `dist/main.js` of the checkout at `checkout` and what it imports of ours into its
 * SERVER_BUNDLE. A module of ours imported only when needed (`await import(…)`) is in the file but
 * evaluated when asked for; the packages it imports load with the file. Each module keeps its own
 * `import.meta.url` (the address of its compiled file under dist/), so paths it finds from it
 * (migrations, worker files, packages it requires lazily) are the ones it finds unbundled.
 */
export async function bundleServer(checkout = root) {
  const outfile = path.join(checkout, SERVER_BUNDLE);
  const outdir = path.dirname(outfile);
  fs.rmSync(outdir, { recursive: true, force: true });
  await build({
    entryPoints: [path.join(checkout, 'packages/server/dist/main.js')],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: 'linked',
    logLevel: 'warning',
    plugins: [
      {
        name: 'packages-outside',
        setup(b) {
          b.onResolve({ filter: /^[^./]/ }, (args) => (OURS.test(args.path) ? undefined : { path: args.path, external: true }));
        },
      },
      {
        name: 'own-import-meta-url',
        setup(b) {
          b.onLoad({ filter: /\.js$/ }, async (args) => {
            const text = await fs.promises.readFile(args.path, 'utf8');
            if (!text.includes('import.meta.url')) return undefined;
            const own = JSON.stringify(path.relative(outdir, args.path).split(path.sep).join('/'));
            return { contents: text.replaceAll('import.meta.url', `new URL(${own}, import.meta.url).href`), loader: 'js' };
          });
        },
      },
    ],
  });
  return outfile;
}

// Run directly: bundle the server of this checkout (or of the checkout given).
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  console.log(`› ${await bundleServer(path.resolve(process.argv[2] ?? root))}`);
}

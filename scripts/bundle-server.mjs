// The server joined into a few files: its compiled modules and the contracts' and simulator's, by
// esbuild, into packages/server/dist/bundle/ (main.js and the chunks it imports when it needs
// them), what `npm start`, `npm run serve` and the end-to-end server run. Loading some 750 modules one by one cost Node's module loader about 0.9 s of a 2.4 s
// import on this machine; joined they load in one go (docs/decisions.md, "The server starts from
// one file"). Packages from node_modules stay outside, loaded as they are.
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';

/** Our workspace packages (inside the file); every other bare import stays outside. */
const OURS = /^@vr\//;

/**
 * Joins `<serverDir>/dist/main.js` and what it imports of ours into `<serverDir>/dist/bundle/main.js`;
 * a module imported only when needed (`await import(…)`) stays a chunk of its own, loaded then.
 * Each module keeps its own `import.meta.url` (the address of its compiled file under dist/), so
 * paths it finds from it (migrations, worker files, packages it requires lazily) are the ones it
 * finds unbundled.
 */
export async function bundleServer(serverDir) {
  const dist = path.join(serverDir, 'dist');
  const outdir = path.join(dist, 'bundle');
  fs.rmSync(outdir, { recursive: true, force: true });
  await build({
    entryPoints: [path.join(dist, 'main.js')],
    outdir,
    bundle: true,
    splitting: false,
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
  return path.join(outdir, 'main.js');
}

// Run directly: bundle the server of this checkout (or of the directory given).
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const serverDir = path.resolve(process.argv[2] ?? path.join(path.dirname(new URL(import.meta.url).pathname), '../packages/server'));
  console.log(`› ${await bundleServer(serverDir)}`);
}

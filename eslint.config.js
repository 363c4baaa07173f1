import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * `no-restricted-imports` for the given patterns, and `no-restricted-syntax` refusing a dynamic
 * `import('…')` of the same paths, which `no-restricted-imports` does not see.
 */
const refuseImports = (patterns) => ({
  'no-restricted-imports': ['error', { patterns }],
  'no-restricted-syntax': [
    'error',
    ...patterns.map(({ regex, message }) => ({
      // A selector's regular expression ends at its first slash, so slashes are written \x2F.
      selector: `ImportExpression[source.value=/${regex.replaceAll('/', '\\x2F')}/]`,
      message,
    })),
  ],
});

/** How deep below its area's folder a file may sit, each depth with its own patterns. */
const FOLDER_DEPTHS = [1, 2, 3, 4];

/**
 * Imports of another area's files other than `allowed` from a file `depth` folders below its area's
 * folder: `../` `depth` times then the other area's folder, or one more `../` then `<areas>/…`.
 */
const otherAreaPatterns = (depth, areas, allowed, message) => {
  const up = (times) => '\\.\\./'.repeat(times);
  const inArea = `(?!\\.)[^/]+/(?!${allowed}$).+`;
  return [
    { regex: `^${up(depth)}${inArea}`, message },
    { regex: `^${up(depth + 1)}${areas}/${inArea}`, message },
  ];
};

const AREA_FACE = "Import another area through its index.ts (its public face), e.g. '../devices/index.js'.";
const PAGE_AREA_FACE = "Import another page area through its index.ts (its face), e.g. '../device-models'.";

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'data/**', 'packages/server/drizzle/**', '.test-output/**', 'screenshots/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  {
    files: ['packages/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    // The platform knows no business area: areas are handed to it (AREAS) by app.ts and main.ts.
    files: ['packages/server/src/platform/**/*.ts'],
    rules: refuseImports([{ regex: '^(\\.\\./)+modules(/|$)', message: 'The platform must not import business areas; pass them in.' }]),
  },
  // An area uses another area only through that area's public face, its index.ts. A file `depth`
  // folders below its area's folder reaches the other areas `depth` times `../` up.
  ...FOLDER_DEPTHS.map((depth) => ({
    files: [`packages/server/src/modules/*/${'*/'.repeat(depth - 1)}*.ts`],
    rules: refuseImports(otherAreaPatterns(depth, 'modules', 'index\\.js', AREA_FACE)),
  })),
  // A table may reference another area's table for a foreign key. Its schema file imports that
  // schema file alone: through the face it would load the whole area, and drizzle-kit, which reads
  // the compiled schema, trips over the import cycle that makes.
  ...FOLDER_DEPTHS.map((depth) => ({
    files: [`packages/server/src/modules/*/${'*/'.repeat(depth - 1)}schema.ts`],
    rules: refuseImports(
      otherAreaPatterns(depth, 'modules', '(index|schema)\\.js', "A schema file imports another area's schema.js only."),
    ),
  })),
  // A page area uses another page area only through its face, `pages/<other>/index.ts`
  // (imported as '../<other>'); its area.ts is the page registry's alone.
  ...FOLDER_DEPTHS.map((depth) => ({
    files: [`packages/web/src/pages/*/${'*/'.repeat(depth - 1)}*.{ts,tsx}`],
    rules: refuseImports(otherAreaPatterns(depth, 'pages', 'index', PAGE_AREA_FACE)),
  })),
  {
    // The shell, the kit and the shared code import no page: the page registry reads the page areas.
    files: ['packages/web/src/*.{ts,tsx}', 'packages/web/src/{app,layout,components,stores,api,utils,i18n,styles}/**/*.{ts,tsx}'],
    ignores: ['packages/web/src/app/page-registry.ts'],
    rules: refuseImports([
      {
        regex: '^(\\./|(\\.\\./)+)pages(/|$)',
        message: 'The shell imports no page: it reads the page areas through app/page-registry.ts.',
      },
    ]),
  },
);

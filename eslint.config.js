import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

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
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '^(\\.\\./)+modules(/|$)', message: 'The platform must not import business areas; pass them in.' }] },
      ],
    },
  },
  {
    // An area uses another area only through that area's public face, its index.ts.
    files: ['packages/server/src/modules/*/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^\\.\\./(?!\\.)[^/]+/(?!index\\.js$).+',
              message: "Import another area through its index.ts (its public face), e.g. '../devices/index.js'.",
            },
          ],
        },
      ],
    },
  },
  {
    // A table may reference another area's table for a foreign key. Its schema file imports that
    // schema file alone: through the face it would load the whole area, and drizzle-kit, which reads
    // the compiled schema, trips over the import cycle that makes.
    files: ['packages/server/src/modules/*/schema.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^\\.\\./(?!\\.)[^/]+/(?!(index|schema)\\.js$).+',
              message: "A schema file imports another area's schema.js only.",
            },
          ],
        },
      ],
    },
  },
);

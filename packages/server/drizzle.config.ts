import { defineConfig } from 'drizzle-kit';

// Reads the compiled schema files of the platform and of every area (drizzle-kit's loader does not
// resolve the ".js" specifiers of our ESM sources), so a new area's tables need no list entry.
export default defineConfig({
  dialect: 'postgresql',
  schema: ['./dist/platform/*/schema.js', './dist/modules/*/schema.js'],
  out: './drizzle',
});

import { defineConfig } from 'drizzle-kit';

// Reads the compiled schema: drizzle-kit's loader does not resolve the ".js" specifiers of our ESM sources.
export default defineConfig({
  dialect: 'postgresql',
  schema: './dist/db/schema.js',
  out: './drizzle',
});

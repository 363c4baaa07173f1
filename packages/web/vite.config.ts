import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const contracts = fileURLToPath(new URL('../contracts/src/index.ts', import.meta.url));
const apiTarget = process.env.VITE_API_TARGET ?? 'http://localhost:8080';

/** Libraries every screen needs and that change rarely: one long-cached chunk. */
const FRAMEWORK = /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/;

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react()],
  resolve: {
    // The contracts' TypeScript source, so the web build never waits for its `tsc` output.
    alias: { '@vr/contracts': contracts },
  },
  server: {
    port: 5173,
    proxy: {
      '/api': { target: apiTarget, changeOrigin: true },
      '/admin': { target: apiTarget, changeOrigin: true },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    rolldownOptions: {
      // Contracts modules only declare schemas and constants: a screen gets the ones it imports,
      // not every schema of the product (the package.json declares no "sideEffects").
      treeshake: { moduleSideEffects: [{ test: /[\\/]packages[\\/]contracts[\\/]src[\\/]/, sideEffects: false }] },
      output: {
        codeSplitting: {
          groups: [{ name: 'framework', test: FRAMEWORK, priority: 10 }],
        },
      },
    },
  },
});

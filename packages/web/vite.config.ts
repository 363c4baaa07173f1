import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { type Plugin, defineConfig } from 'vite';

const contracts = fileURLToPath(new URL('../contracts/src/index.ts', import.meta.url));
const isBright = fileURLToPath(new URL('./src/styles/antd-is-bright.ts', import.meta.url));
const apiTarget = process.env.VITE_API_TARGET ?? 'http://localhost:8080';

/**
 * Libraries every screen needs and that change rarely: long-cached chunks. React alone is one of
 * them, so the customer's ordering page (its own entry, without routes) loads no router.
 */
const FRAMEWORK = /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/;
const ROUTER = /[\\/]node_modules[\\/]react-router[\\/]/;

/** Charts: only the screens that draw one load it (the dashboard imports it on demand). */
const ECHARTS = /[\\/]node_modules[\\/](echarts|zrender)[\\/]/;
/** The dashboard map's GeoJSON: fetched when a map is first shown. */
const WORLD_MAP = /[\\/]node_modules[\\/]@surbowl[\\/]world-geo-json-zh[\\/]/;

/** antd's button style imports `isBright` from the colour presets panel: take it from src/styles/antd-is-bright.ts. */
const buttonIsBright: Plugin = {
  name: 'antd-button-is-bright',
  enforce: 'pre',
  resolveId(source, importer) {
    if (
      source === '../../color-picker/components/ColorPresets' &&
      importer &&
      /[\\/]antd[\\/]es[\\/]button[\\/]style[\\/]token\.js$/.test(importer)
    ) {
      return isBright;
    }
    return null;
  },
};

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react(), buttonIsBright],
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
    // The large chunks (charts, the world map, the rich-text editor, the icon catalogue) load only
    // on the screens that use them, never on the sign-in page.
    chunkSizeWarningLimit: 700,
    rolldownOptions: {
      // The back-office, and the customer's ordering page behind a machine's QR code (order.html).
      input: {
        main: fileURLToPath(new URL('./index.html', import.meta.url)),
        order: fileURLToPath(new URL('./order.html', import.meta.url)),
      },
      treeshake: {
        moduleSideEffects: [
          // Contracts modules only declare schemas and constants: a screen gets the ones it imports,
          // not every schema of the product (the package.json declares no "sideEffects").
          { test: /[\\/]packages[\\/]contracts[\\/]src[\\/]/, sideEffects: false },
          // antd's rc-component packages declare no "sideEffects" either, though importing their
          // modules does nothing; without this, antd's Input brings the whole of rc-form (through the
          // form-item context) and rc-input's TextArea to the sign-in page.
          { test: /[\\/]node_modules[\\/]@rc-component[\\/]/, sideEffects: false },
        ],
      },
      output: {
        codeSplitting: {
          groups: [
            { name: 'framework', test: FRAMEWORK, priority: 10 },
            { name: 'router', test: ROUTER, priority: 10 },
            { name: 'echarts', test: ECHARTS, priority: 10 },
            { name: 'world-geojson', test: WORLD_MAP, priority: 10 },
          ],
        },
      },
    },
  },
});

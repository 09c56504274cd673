import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

const API_TARGET = 'http://localhost:3000';

export default defineConfig({
  plugins: [react(), tailwindcss()],
  server: {
    proxy: {
      '/api': { target: API_TARGET, changeOrigin: false },
      '/healthz': { target: API_TARGET },
      '/readyz': { target: API_TARGET },
      '/ws': { target: API_TARGET, ws: true },
    },
  },
  build: {
    // bench reads dist/.vite/manifest.json to size the landing route.
    manifest: true,
    sourcemap: false,
    target: 'es2022',
    rolldownOptions: {
      output: {
        codeSplitting: {
          // React and the router change rarely: one long-cached chunk every route shares.
          groups: [{ name: 'react-vendor', test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/ }],
        },
      },
      treeshake: {
        // packages/shared only declares constants and schemas: a module none of whose exports a
        // chunk uses can be left out, so zod stays out of the landing route.
        moduleSideEffects: [
          { test: /packages[\\/]shared[\\/]src[\\/]/, sideEffects: false },
          { test: /.*/, sideEffects: true },
        ],
      },
    },
  },
});

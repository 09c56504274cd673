import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

const API_TARGET = 'http://localhost:3000';

export default defineConfig(({ command }) => {
  // `npm start` may run the build with NODE_ENV=test (e2e): a build always ships production React
  // and the production JSX runtime, whatever the caller's environment says.
  if (command === 'build') process.env.NODE_ENV = 'production';
  return {
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
            groups: [
              {
                name: 'react-vendor',
                test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/,
              },
            ],
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
  };
});

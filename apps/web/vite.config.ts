import { readFile, readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

const API_TARGET = 'http://localhost:3000';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|map|webmanifest)$/;

/**
 * Writes `<file>.br` and `<file>.gz` beside every text file of the build (over 1 KB) at the
 * highest levels, once, so the server sends them as they are (@fastify/static `preCompressed`)
 * instead of compressing on every request or not at all.
 */
function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'careerhub-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const entries = await readdir(outDir, { recursive: true, withFileTypes: true });
      const files = entries
        .filter((e) => e.isFile() && COMPRESSIBLE.test(e.name))
        .map((e) => path.join(e.parentPath, e.name));
      await Promise.all(
        files.map(async (file) => {
          const body = await readFile(file);
          if (body.length < 1024) return;
          const [br, gz] = await Promise.all([
            brotli(body, {
              params: {
                [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
                [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
              },
            }),
            gzip(body, { level: 9 }),
          ]);
          await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
        }),
      );
    },
  };
}

export default defineConfig(({ command, isSsrBuild }) => {
  // `npm start` may run the build with NODE_ENV=test (e2e): a build always ships production React
  // and the production JSX runtime, whatever the caller's environment says.
  if (command === 'build') process.env.NODE_ENV = 'production';
  // The pages the API server renders (src/ssr/entry-server.tsx, decision 0037): a Node module in
  // dist-ssr beside the browser's build, packages loaded from node_modules at run time.
  if (isSsrBuild) {
    return {
      plugins: [react()],
      ssr: { noExternal: ['@careerhub/shared'] },
      build: {
        outDir: 'dist-ssr',
        emptyOutDir: true,
        sourcemap: false,
        target: 'node20',
        copyPublicDir: false,
      },
    };
  }
  return {
    plugins: [react(), tailwindcss(), precompress()],
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
              // Each icon alone would be its own tiny file (forty requests for the member layout):
              // the icons the app uses travel together.
              { name: 'icons', test: /node_modules[\\/]lucide-react[\\/]/ },
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

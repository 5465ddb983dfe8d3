import { constants as zlib } from 'node:zlib';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { type BuildOptions, type Plugin, defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';

const ROUTER_PRODUCTION = (file: string) =>
  new URL(`../node_modules/react-router/dist/production/${file}`, import.meta.url).pathname;

const SHOPPERS_ZOD = new URL('site/zod-mini.ts', import.meta.url).pathname;

/**
 * Our own modules only declare when imported (the entries call what they need), so a module none of whose
 * exports a bundle uses stays out of it: the endpoints and schemas beside a pages declaration's query reader, say.
 * Packages say so in their package.json; ours, which also builds the server, says it here for the browser.
 */
const OWN_MODULES_DECLARE_ONLY: Plugin = {
  name: 'own-modules-declare-only',
  transform: {
    filter: { id: /\/(core|web)\/[^?]*\.tsx?$/ },
    handler: (code, id) =>
      /\/web\/(boot\.ts|main\.tsx|entry-server\.tsx|site\/zod-mini\.ts)$/.test(id)
        ? null
        : { code, map: null, moduleSideEffects: false },
  },
};

/** The server's renderer of the public pages (entry-server.tsx), loaded by the HTTP adapter at start. */
const SERVER_RENDERER_BUILD: BuildOptions = {
  outDir: '../dist/web-server',
  emptyOutDir: true,
  copyPublicDir: false,
};

/** The bundles the browser loads. */
const BROWSER_BUILD: BuildOptions = {
  outDir: '../dist/web',
  emptyOutDir: true,
  // Maps are written for debugging, but no bundle points to them; production never serves them.
  sourcemap: 'hidden',
  // The bundle report reads which chunks each page loads first.
  manifest: true,
  // Browsers without <link rel="modulepreload"> only fetch later; the polyfill would cost every visitor.
  modulePreload: { polyfill: false },
  rolldownOptions: {
    output: {
      // The route table names every page chunk's files for preloading, and every visitor downloads it:
      // hashes alone cost 0.6 KB (gzip) less than names. The manifest and source maps keep the names.
      chunkFileNames: 'assets/[hash].js',
      codeSplitting: {
        // What the app itself loads on every page (the shell and its session), in one file rather than a
        // dozen small shared ones; the rest is split where the pages that use it are (a group for the shipping
        // calculator made every page that quoted a figure or a result's schema load the whole calculator).
        groups: [
          {
            name: 'app',
            test: /node_modules\/(react|react-dom|scheduler|react-router|swr\/dist\/(?!infinite)|use-sync-external-store|dequal)\/|web\/site\/(?!structured-data|answer-reading|zod-mini)|web\/ui\/(page-meta|use-early-input|button)\.|core\/shared\/(?!text-fields|signed-in|shopper-messages|.*\.(schema|endpoints)\.)/,
            priority: 2,
          },
        ],
      },
    },
  },
};

export default defineConfig(({ isSsrBuild, mode }) => ({
  root: new URL('.', import.meta.url).pathname,
  plugins: [
    react(),
    tailwindcss(),
    OWN_MODULES_DECLARE_ONLY,
    // Each file the browser loads is compressed once, here, at its best level (brotli 11, gzip 9): the server
    // sends the .br or .gz beside it and never compresses an asset itself. Source maps are never served.
    ...(isSsrBuild
      ? []
      : [
          compression({
            algorithms: [
              ['brotliCompress', { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } }],
              ['gzip', { level: 9 }],
            ],
            include: /\.(js|css|svg|webmanifest|json|txt)$/,
            exclude: /\.map$/,
            skipIfLargerOrEqual: true,
          }),
        ]),
  ],
  // React Router's package exports only its development build (remix-run/react-router#12532), warnings and
  // all; a production build takes the production build it ships beside it. The dev server keeps the warnings.
  // The browser's schemas take their shoppers' messages where they load (web/site/zod-mini.ts); the server's
  // renderer sets them once at start.
  resolve: {
    alias: [
      ...(isSsrBuild ? [] : [{ find: /^zod\/mini$/, replacement: SHOPPERS_ZOD }]),
      ...(mode === 'production'
        ? [
            { find: /^react-router$/, replacement: ROUTER_PRODUCTION('index.mjs') },
            { find: /^react-router\/dom$/, replacement: ROUTER_PRODUCTION('dom-export.mjs') },
          ]
        : []),
    ],
  },
  // The server's renderer carries its packages inside it, built for production: React's development build
  // (which Node.js would load whenever NODE_ENV is not `production`) renders several times slower and holds more.
  ...(isSsrBuild && {
    ssr: { noExternal: true },
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  }),
  build: isSsrBuild ? SERVER_RENDERER_BUILD : BROWSER_BUILD,
  server: {
    // `npm run dev:web` serves the app with hot reload; the API stays on the Express server.
    proxy: { '/api': 'http://localhost:3000' },
  },
}));

import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  root: new URL('.', import.meta.url).pathname,
  plugins: [react(), tailwindcss()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Maps are written for debugging, but no bundle points to them; production never serves them.
    sourcemap: 'hidden',
    // The bundle report reads which chunks each route loads first.
    manifest: true,
  },
  server: {
    // `npm run dev:web` serves the app with hot reload; the API stays on the Express server.
    proxy: { '/api': 'http://localhost:3000' },
  },
});

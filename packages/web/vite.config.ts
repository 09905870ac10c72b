import { defineConfig } from 'vite';
import { offlineApp } from './server/offlineApp.ts';

// The web app: Preact with the automatic JSX runtime; the engine and bots are bundled in (the
// computer players run in a module worker). `npm start` builds this into dist/ when needed.
export default defineConfig({
  root: import.meta.dirname,
  // Absolute asset paths: the app is also opened at deeper paths (the invite link /table/<id>).
  base: '/',
  build: { outDir: 'dist', emptyOutDir: true, target: 'es2022', reportCompressedSize: false },
  worker: { format: 'es' },
  // The service worker, so the app opens and plays against the computer offline (src/sw/).
  plugins: [offlineApp(import.meta.dirname)],
  oxc: { jsx: { runtime: 'automatic', importSource: 'preact' } },
});

import { defineConfig } from 'vite';

// The web app: Preact with the automatic JSX runtime; the engine and bots are bundled in (the
// computer players run in a module worker). `npm start` builds this into dist/ when needed.
export default defineConfig({
  root: import.meta.dirname,
  // Absolute asset paths: the app is also opened at deeper paths (the invite link /table/<id>).
  base: '/',
  build: { outDir: 'dist', emptyOutDir: true, target: 'es2022', reportCompressedSize: false },
  worker: { format: 'es' },
  oxc: { jsx: { runtime: 'automatic', importSource: 'preact' } },
});

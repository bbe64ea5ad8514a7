import path from 'node:path';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { compression } from 'vite-plugin-compression2';
import { bootstrapIconsSubset } from './build/bootstrap-icons-subset.ts';

const sourceDir = path.resolve(import.meta.dirname, 'src');

export default defineConfig({
  plugins: [
    react(),
    bootstrapIconsSubset(sourceDir),
    // Every text asset over 1 kB also as .br and .gz, which the server sends to browsers that accept
    // them (server/src/http/spa.ts); the budget check reads these sizes (scripts/size-budget.mjs).
    compression({ algorithms: ['brotliCompress', 'gzip'], threshold: 1024, exclude: [/\.map$/] }),
  ],
  // Bootstrap's Sass (src/app/bootstrap.scss) still uses @import and the global colour functions, which
  // Dart Sass 1.x only warns about; the warnings are Bootstrap's to fix, not ours.
  css: {
    preprocessorOptions: {
      scss: {
        quietDeps: true,
        silenceDeprecations: ['import', 'global-builtin', 'color-functions', 'if-function'],
      },
    },
  },
  server: { proxy: { '/api': 'http://127.0.0.1:3000' } },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    manifest: true,
    // The build says what it made (scripts/size-budget.mjs), not how long each plugin took.
    rolldownOptions: { checks: { pluginTimings: false } },
  },
});

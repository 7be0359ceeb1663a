import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

const webRoot = import.meta.dirname;

// Referenced from the root vitest.config.ts as a project; globs resolve against apps/web.
export default defineProject({
  root: webRoot,
  plugins: [react()],
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: [path.join(webRoot, 'src/test/setup.ts')],
    css: false,
    // Files share a worker's modules and jsdom: importing antd and the app costs seconds per file.
    isolate: false,
    // Whole-app tests transform antd on first use; a loaded machine needs the margin.
    testTimeout: 15_000,
  },
});

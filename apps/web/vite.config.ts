import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The API (REST and WebSocket) lives on another port in development; same origin in production.
const apiTarget = process.env.IES_API_TARGET ?? 'http://127.0.0.1:3000';
const apiProxy = { '/api': { target: apiTarget, changeOrigin: true, ws: true } };

const vendorGroups = [
  { name: 'react', test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/ },
  { name: 'i18n', test: /[\\/]node_modules[\\/](i18next|react-i18next)[\\/]/ },
];

export default defineConfig({
  root: import.meta.dirname,
  plugins: [react()],
  server: { proxy: apiProxy },
  preview: { proxy: apiProxy },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // scripts/login-bundle-size.mjs reads it to report what the sign-in page loads.
    manifest: true,
    rolldownOptions: {
      // Only small always-needed libraries are grouped; antd and everything else split by route,
      // so the sign-in page loads only the components it uses. ECharts is imported lazily by charts.
      output: { codeSplitting: { groups: vendorGroups } },
    },
  },
});

import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig } from 'vite';

const apiTarget = `http://127.0.0.1:${process.env.API_PORT ?? '3000'}`;

// Everything the API serves besides the app itself; `vite preview` reuses this proxy.
const apiPrefixes = ['/api', '/docs', '/healthz', '/readyz'];

export default defineConfig({
  root: import.meta.dirname,
  plugins: [react()],
  resolve: {
    // Import the TypeScript source of @teamledger/domain, so the web never waits for its build.
    conditions: ['@teamledger/source', ...defaultClientConditions],
  },
  server: {
    proxy: Object.fromEntries(apiPrefixes.map((prefix) => [prefix, { target: apiTarget }])),
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
  },
});

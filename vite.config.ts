import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The dev server proxies the API and the hub to the Fastify server (npm run dev on PORT 8080).
const apiTarget = process.env.VITE_API_TARGET ?? 'http://127.0.0.1:8080';

export default defineConfig({
  plugins: [react()],
  build: {
    outDir: 'dist',
    sourcemap: true,
    chunkSizeWarningLimit: 800,
  },
  server: {
    proxy: {
      '/api': { target: apiTarget, changeOrigin: false },
      '/hubs': { target: apiTarget, ws: true },
      '/oidc': { target: apiTarget },
      '/files': { target: apiTarget },
    },
  },
});

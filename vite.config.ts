import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const API = process.env.VITE_API_PROXY ?? 'http://localhost:3000';

export default defineConfig({
  plugins: [react()],
  server: {
    port: 5173,
    // In development the SPA talks to `npm run dev:server` through the same origin, as in production.
    proxy: { '/api': API, '/connect': API, '/docs': API, '/proponenteDmz': API },
  },
  build: {
    outDir: 'dist',
    sourcemap: false,
    chunkSizeWarningLimit: 1500,
    rollupOptions: {
      output: {
        // Vendor code changes less often than ours: separate chunks keep browser caches warm.
        manualChunks(id) {
          if (!id.includes('node_modules')) return undefined;
          if (id.includes('@mui/x-date-pickers')) return 'vendor-pickers';
          if (id.includes('@mui') || id.includes('@emotion')) return 'vendor-mui';
          if (id.includes('react-admin') || id.includes('ra-')) return 'vendor-react-admin';
          return 'vendor';
        },
      },
    },
  },
});

import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

// `npm run dev`: hot reload on :5173, /api proxied to the Functions emulator of `npm start`.
export default defineConfig({
  plugins: [react(), tailwindcss()],
  server: {
    port: 5173,
    proxy: { '/api': { target: 'http://127.0.0.1:5001/demo-roca/us-central1', changeOrigin: true } },
  },
  build: { target: 'es2022', sourcemap: true },
});

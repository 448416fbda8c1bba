import { defineConfig } from 'vite';
import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';

// `npm run dev`: hot reload on :5173, /api proxied to the Functions emulator of `npm start`.
export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  server: {
    port: 5173,
    proxy: { '/api': { target: 'http://127.0.0.1:5001/demo-roca/us-central1', changeOrigin: true } },
  },
  build: { target: 'es2022' },
});

import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

export default defineConfig({
  plugins: [react(), tailwindcss()],
  worker: { format: 'es' },
  build: {
    outDir: 'dist',
    sourcemap: true,
    // pdf.js's worker (~1.2 MB) is the only chunk past Vite's 500 kB hint, and it
    // is loaded lazily, only when a PDF is read; the first load is measured by
    // bench/app-bundle.bench.ts instead.
    chunkSizeWarningLimit: 2000,
  },
});

import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

/**
 * Source maps carry the original sources, so a normal build has none. The
 * bundle benchmark reads them to tell which packages each chunk holds and asks
 * for them with BUNDLE_ANALYSIS=1: 'hidden' maps, with no sourceMappingURL
 * comment in the bundles (and the local server never serves *.map).
 */
const sourcemap = process.env.BUNDLE_ANALYSIS === '1' ? 'hidden' : false;

export default defineConfig({
  plugins: [react(), tailwindcss()],
  worker: { format: 'es' },
  build: {
    outDir: 'dist',
    sourcemap,
    // pdf.js's worker (~1.2 MB) is the only chunk past Vite's 500 kB hint, and it
    // is loaded lazily, only when a PDF is read; the first load is measured by
    // bench/app-bundle.bench.ts instead.
    chunkSizeWarningLimit: 2000,
  },
});

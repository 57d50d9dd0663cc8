import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { seoFilesPlugin } from './scripts/build/seo-files';
import { parseEnv } from './src/config/env-schema';
import { webAppManifest } from './src/config/web-app-manifest';

export default defineConfig(({ mode }) => {
  // Fail the build, not the visitor's browser, when production settings are missing.
  parseEnv(loadEnv(mode, process.cwd(), 'VITE_'));

  return {
    plugins: [
      // The router plugin runs before React's so route files are code-split first.
      tanstackRouter({
        target: 'react',
        autoCodeSplitting: true,
        routesDirectory: './src/routes',
        generatedRouteTree: './src/route-tree.gen.ts',
        quoteStyle: 'single',
        semicolons: true,
      }),
      react(),
      seoFilesPlugin(),
      VitePWA({
        strategies: 'injectManifest',
        srcDir: 'sw',
        filename: 'sw.ts',
        // Registration lives in src/lib/pwa so the page controls the update flow.
        injectRegister: false,
        manifest: webAppManifest,
        injectManifest: {
          globPatterns: ['**/*.{js,css,html,svg,png,webp,avif,woff2,ico,webmanifest}'],
        },
        devOptions: { enabled: false },
      }),
    ],
    build: {
      target: 'es2022',
      sourcemap: true,
    },
    server: { host: '127.0.0.1', port: 5173, strictPort: true },
    preview: { host: '127.0.0.1', port: 4173, strictPort: true },
  };
});

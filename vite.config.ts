import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { routePreloads } from './scripts/route-preloads.ts';

// The dev server proxies the API and the hub to the Fastify server (npm run dev on PORT 8080).
const apiTarget = process.env.VITE_API_TARGET ?? 'http://127.0.0.1:8080';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|map|webmanifest|ico|xml)$/;

/**
 * Writes a brotli (.br) and a gzip (.gz) copy next to every compressible file of the build
 * (public files included), at the highest levels: the server sends them as they are
 * (@fastify/static preCompressed), so no request pays for compression.
 */
function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'tutor-portal:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const files = (await fs.readdir(outDir, { recursive: true, withFileTypes: true }))
        .filter((entry) => entry.isFile() && COMPRESSIBLE.test(entry.name))
        .map((entry) => path.join(entry.parentPath, entry.name));
      await Promise.all(
        files.map(async (file) => {
          const data = await fs.readFile(file);
          if (data.length < 1024) return;
          const [br, gz] = await Promise.all([
            brotli(data, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length } }),
            gzip(data, { level: 9 }),
          ]);
          if (br.length < data.length) await fs.writeFile(`${file}.br`, br);
          if (gz.length < data.length) await fs.writeFile(`${file}.gz`, gz);
        }),
      );
    },
  };
}

/**
 * Links the light theme's stylesheet from the page itself (issue 9). The app's script used to add
 * the link (views/theme.ts): one more round trip before the first paint. It now loads beside the
 * first scripts, before the app's own stylesheet as before, and carries the id `applyTheme` swaps,
 * so switching to Soft Mode works as before. (Preloading the icon font too was measured and left
 * out: its 35 KB then competes with the first scripts, and Lighthouse's /home LCP went up 0.3 s.)
 */
function linkThemeStylesheet(): Plugin {
  return {
    name: 'tutor-portal:link-theme-stylesheet',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        const theme = Object.values(context.bundle ?? {}).find(
          (output) => output.type === 'asset' && output.originalFileNames.some((name) => name.endsWith('lara-light-teal/theme.css')),
        );
        if (!theme) throw new Error('link-theme-stylesheet: the light theme is missing from the build');
        return [{ tag: 'link', attrs: { id: 'prime-theme', rel: 'stylesheet', href: `/${theme.fileName}` }, injectTo: 'head-prepend' }];
      },
    },
  };
}

export default defineConfig({
  plugins: [react(), precompress(), linkThemeStylesheet(), routePreloads()],
  build: {
    outDir: 'dist',
    // No source maps in the build a server ships (issue 22); VITE_SOURCEMAP=true builds them for debugging,
    // and the server still refuses .map files in production.
    sourcemap: process.env.VITE_SOURCEMAP === 'true',
    chunkSizeWarningLimit: 800,
    rolldownOptions: {
      output: {
        // Small common chunks (under 8 KB of source) are copied into the chunks that use them instead of
        // being fetched on their own (issue 9): /home went from 51 JavaScript requests to 25 for 7 KB more
        // gzip, and Lighthouse (six HTTP/1.1 connections, 150 ms round trips) from 76 to 79; /login 95 to 97.
        codeSplitting: {
          experimentalInlineCommonChunks: { maxSize: 8192 },
          // Fewer requests before the first frame (issue 9): what the first chunk imports is one chunk
          // (it was seven: React, XState, the session...), and the shell with what it imports another
          // (it was six: the shell's logic and PrimeReact's base, button, tooltip and transition).
          // Pages that use PrimeReact import its base from the shell's chunk, which every signed-in
          // page loads anyway; a public page that uses it (error pages, password reset) loads the
          // shell's code too. PrimeReact in a chunk of its own cost /home one request and its 95.
          // /home: 25 scripts to 15, /login 9 to 4 (115.9 KB gzip, was 118.7).
          groups: [
            { name: 'main', tags: ['$initial'], priority: 3 },
            { name: 'app-shell', test: /src[\\/]views[\\/]shell[\\/]app-shell\.tsx$/, priority: 1 },
          ],
        },
      },
    },
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

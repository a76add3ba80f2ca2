import react from '@vitejs/plugin-react';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { defaultClientConditions, defineConfig, type Plugin } from 'vite';

const apiTarget = `http://127.0.0.1:${process.env.API_PORT ?? '3000'}`;

// Everything the API serves besides the app itself; `vite preview` reuses this proxy.
const apiPrefixes = ['/api', '/docs', '/healthz', '/readyz'];

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/** What is worth compressing: text assets above a packet's worth. */
const COMPRESSIBLE = /\.(js|css|html|svg|json)$/;
const MIN_BYTES = 1_024;

/**
 * Writes a Brotli (.br) and a gzip (.gz) copy beside each built text asset, once per build,
 * which the API serves to browsers that accept them (@fastify/static's preCompressed): the
 * first load moves a quarter of the bytes or less, and no request pays for compressing.
 * It runs once the files are written (writeBundle), so a failed build reports its own error.
 */
function precompress(): Plugin {
  let outDir: string | null = null;
  return {
    name: 'teamledger-precompress',
    apply: 'build',
    configResolved(config) {
      // A build kept in memory (bench/web-bundle.ts) has nothing on disk to compress.
      outDir = config.build.write ? resolve(config.root, config.build.outDir) : null;
    },
    async writeBundle() {
      if (outDir === null) return;
      const dir = outDir;
      const files = (await readdir(dir, { recursive: true })).filter((f) => COMPRESSIBLE.test(f));
      await Promise.all(
        files.map(async (file) => {
          const path = join(dir, file);
          const content = await readFile(path);
          if (content.length < MIN_BYTES) return;
          await writeFile(
            `${path}.br`,
            await brotli(content, {
              params: {
                [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
                [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
              },
            }),
          );
          await writeFile(`${path}.gz`, await gz(content, { level: 9 }));
        }),
      );
    },
  };
}

export default defineConfig({
  root: import.meta.dirname,
  plugins: [react(), precompress()],
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

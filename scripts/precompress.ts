/**
 * Precompressed copies of the static files: `<file>.br` (brotli, best quality) and `<file>.gz` (gzip -9) next to
 * every text file of a folder. scripts/build.ts runs it over dist/; the server (server/app.ts, @fastify/static
 * `preCompressed`) sends the copy the browser accepts, so nothing is compressed per request.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, gzipSync, constants as zlibConstants } from 'node:zlib';

const COMPRESSIBLE = /\.(js|mjs|json|html|css|svg|txt|ts)$/;

/** Writes `.br` and `.gz` next to every compressible file under `dir` (recursively); returns how many. */
export function precompress(dir: string): number {
  let count = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || !COMPRESSIBLE.test(entry.name)) continue;
    const file = path.join(entry.parentPath, entry.name);
    const data = readFileSync(file);
    const br = brotliCompressSync(data, {
      params: {
        [zlibConstants.BROTLI_PARAM_QUALITY]: zlibConstants.BROTLI_MAX_QUALITY,
        [zlibConstants.BROTLI_PARAM_SIZE_HINT]: data.length,
      },
    });
    writeFileSync(`${file}.br`, br);
    writeFileSync(`${file}.gz`, gzipSync(data, { level: 9 }));
    count++;
  }
  return count;
}

// After `react-router build`: each browser asset also as .br (brotli, best) and .gz (gzip, best),
// so the server sends the stored file instead of compressing the same bytes again for every
// visitor without the file in cache (server/app.ts serves them with serveStatic's `precompressed`).
// Brotli at its best level is too slow to run per request and 15–20 % smaller than gzip.
import { readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import zlib from "node:zlib";

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
const dir = path.join(process.env.BUILD_DIR ?? "build", "client", "assets");
const COMPRESSIBLE = /\.(js|css|svg|json|txt)$/;

const started = Date.now();
const names = (await readdir(dir)).filter((n) => COMPRESSIBLE.test(n));
let before = 0;
let after = 0;
await Promise.all(
  names.map(async (name) => {
    const file = path.join(dir, name);
    const bytes = await readFile(file);
    const [br, gz] = await Promise.all([
      brotli(bytes, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
        },
      }),
      gzip(bytes, { level: zlib.constants.Z_BEST_COMPRESSION }),
    ]);
    // A tiny file can come out larger; the original is then the better answer.
    if (br.length < bytes.length) await writeFile(`${file}.br`, br);
    if (gz.length < bytes.length) await writeFile(`${file}.gz`, gz);
    before += bytes.length;
    after += Math.min(br.length, bytes.length);
  }),
);
const kb = (n) => `${Math.round(n / 1024)} KB`;
console.log(
  `precompressed ${names.length} assets: ${kb(before)} → ${kb(after)} brotli in ${((Date.now() - started) / 1000).toFixed(1)} s`,
);

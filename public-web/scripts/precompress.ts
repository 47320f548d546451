import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';
import type { Plugin } from 'vite';
import { afterBuild } from './afterBuild';

/** Text files worth a compressed copy: smaller ones gain less than the Content-Encoding costs. */
const COMPRESSIBLE = /\.(js|css|svg)$/;
const MIN_BYTES = 1024;

/**
 * After the build, writes a brotli copy (`x.js.br`, highest quality) of every script, style and
 * SVG under dist/assets. The server sends it to browsers that accept br (api/src/web/frontends.ts):
 * 10–15 % fewer bytes than compressing each response on the fly, and no work per request.
 */
export function precompress(): Plugin {
  return afterBuild('hashar-precompress', ({ outDir }) => {
    const assets = path.join(outDir, 'assets');
    for (const name of readdirSync(assets).filter((file) => COMPRESSIBLE.test(file))) {
      const content = readFileSync(path.join(assets, name));
      if (content.length < MIN_BYTES) continue;
      const compressed = brotliCompressSync(content, {
        params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: content.length },
      });
      writeFileSync(path.join(assets, `${name}.br`), compressed);
    }
  });
}

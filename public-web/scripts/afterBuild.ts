import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Alias, Plugin } from 'vite';
import type { ManifestChunk } from '../src/sw/policy';

/** What a step after the site's build works with. */
export interface BuiltSite {
  root: string;
  outDir: string;
  /** The build's resolve.alias (@hashar/common from its sources), for builds and loads of its own. */
  alias: Alias[];
  manifest: Record<string, ManifestChunk>;
}

/** A build-only plugin that runs `step` once the site is written (vite's manifest included). */
export function afterBuild(name: string, step: (site: BuiltSite) => void | Promise<void>): Plugin {
  let site: Omit<BuiltSite, 'manifest'> | undefined;
  return {
    name,
    apply: 'build',
    configResolved(config) {
      site = { root: config.root, outDir: path.resolve(config.root, config.build.outDir), alias: config.resolve.alias };
    },
    async closeBundle() {
      const manifest = JSON.parse(readFileSync(path.join(site!.outDir, '.vite', 'manifest.json'), 'utf8')) as BuiltSite['manifest'];
      await step({ ...site!, manifest });
    },
  };
}

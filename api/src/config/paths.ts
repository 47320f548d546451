import fs from 'node:fs';
import path from 'node:path';

/** Finds the repository root (the package.json that declares workspaces), from source or dist. */
export function findRepoRoot(start: string = __dirname): string {
  let dir = start;
  for (;;) {
    const manifest = path.join(dir, 'package.json');
    if (fs.existsSync(manifest)) {
      const pkg = JSON.parse(fs.readFileSync(manifest, 'utf8')) as { workspaces?: unknown };
      if (pkg.workspaces) return dir;
    }
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error(`Cannot find the repository root above ${start}`);
    dir = parent;
  }
}

import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The pages a newcomer reads first stay true: every file or folder that docs/architecture.md and
 * docs/activities.md name (in `code`) exists. Names are written from the repository, from a
 * package's src/ or from the activity core's folder; ones with placeholders (`<kind>`) are patterns.
 */
const REPO = path.resolve(__dirname, '../..');
const ROOTS = ['', 'api/src', 'api/src/activities', 'public-web/src', 'backoffice/src', 'common/src', 'docs'];
const PAGES = ['docs/architecture.md', 'docs/activities.md'];

function namedPaths(page: string): string[] {
  const text = readFileSync(path.join(REPO, page), 'utf8');
  return [...text.matchAll(/`([^`\s]+)`/g)]
    .map((m) => m[1]!)
    .filter((name) => name.includes('/') && !/[<*…{}:]/.test(name) && !/^(\/|https?:)/.test(name))
    .filter((name) => /\.(ts|tsx|md|css|mjs|json)$|\/$/.test(name));
}

describe('the architecture pages', () => {
  it.each(PAGES)('%s names only files that exist', (page) => {
    const names = namedPaths(page);
    expect(names.length).toBeGreaterThan(10);
    const missing = names.filter((name) => !ROOTS.some((root) => existsSync(path.join(REPO, root, name))));
    expect(missing).toEqual([]);
  });
});

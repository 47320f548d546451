import path from 'node:path';

/** The part of rolldown's module info the grouping reads. */
interface ModuleInfo {
  code: string | null;
  importedIds: readonly string[];
  exports: readonly string[];
  dynamicImporters: readonly string[];
}

/** What rolldown's chunking passes to a group's `name` function. */
interface ChunkingContext {
  getModuleInfo(id: string): ModuleInfo | null;
}

/**
 * A group of modules bundled as one chunk, named after the group: the `roots` and every module
 * they import statically, except lazily loaded modules (pages) and what the first load (the entry
 * and the home page) already has. A module two groups reach goes to the first.
 */
export interface ChunkGroup {
  name: string;
  roots: readonly string[];
}

/** Where a page's first load would otherwise fan out into dozens of 1–2 KB chunks. */
export const CHUNK_GROUPS: readonly ChunkGroup[] = [
  // The domain constants and rules (@hashar/common) the first load does not need: nearly every page reads some.
  { name: 'common', roots: ['../common/src/index.ts'] },
  // The building blocks of most pages: the form kit, the loading/empty/error block, the pager.
  { name: 'kit', roots: ['src/components/forms/index.ts', 'src/components/LoadState.tsx', 'src/components/Pager.tsx'] },
  // The lazily loaded footer: shown on every page of the default layout.
  { name: 'footer', roots: ['src/components/footer/Footer.tsx'] },
  // The public activity pages (lists, a record's page) and the kinds' registry they share.
  {
    name: 'activity',
    roots: ['src/activity/ActivityPage.tsx', 'src/activity/ActivityListPage.tsx', 'src/pages/events/EventsPage.tsx'],
  },
];

/** The modules of the first load: the entry's and the home page's static imports. */
const ENTRY = 'src/main.tsx';
const FIRST_LOAD = [ENTRY, 'src/pages/home/HomePage.tsx'];
const COMMON = '../common/src/index.ts';
const COMMON_SPECIFIER = '@hashar/common';

function staticClosure(ids: readonly string[], ctx: ChunkingContext, skip: (id: string) => boolean = () => false): Set<string> {
  const found = new Set<string>();
  const stack = [...ids];
  while (stack.length) {
    const id = stack.pop()!;
    if (found.has(id) || skip(id)) continue;
    found.add(id);
    stack.push(...(ctx.getModuleInfo(id)?.importedIds ?? []));
  }
  return found;
}

/** Names a module imports from @hashar/common (its transformed code: type-only imports are gone). */
function commonNames(code: string): string[] {
  const names: string[] = [];
  const pattern = new RegExp(`import\\s*\\{([^}]*)\\}\\s*from\\s*["']${COMMON_SPECIFIER}["']`, 'g');
  for (const [, list = ''] of code.matchAll(pattern)) {
    for (const part of list.split(',')) {
      const name = part.trim().split(/\s+as\s+/)[0];
      if (name) names.push(name);
    }
  }
  return names;
}

/**
 * What the first load runs. @hashar/common is one barrel: following its `export *` would count
 * all of it, so only the modules exporting the names the first load imports (and their imports) count.
 */
function firstLoad(ctx: ChunkingContext, abs: (file: string) => string): Set<string> {
  const barrel = abs(COMMON);
  const commonDir = path.dirname(barrel) + path.sep;
  const taken = staticClosure(FIRST_LOAD.map(abs), ctx, (id) => id.startsWith(commonDir));
  const used = new Set([...taken].flatMap((id) => commonNames(ctx.getModuleInfo(id)?.code ?? '')));
  const parts = (ctx.getModuleInfo(barrel)?.importedIds ?? []).filter((id) =>
    (ctx.getModuleInfo(id)?.exports ?? []).some((name) => used.has(name)),
  );
  taken.add(barrel);
  for (const id of staticClosure(parts, ctx, (id) => id === barrel)) taken.add(id);
  return taken;
}

/**
 * rolldown's `codeSplitting.groups` for CHUNK_GROUPS. Without them every module shared by a
 * different set of pages becomes its own chunk: an event page loaded 37 files, six at a time
 * over HTTP/1.1. What the first load has stays where it is (the home page's budget), so a group
 * chunk imports the first load's chunks and never the other way round.
 */
export function chunkGroups(root: string) {
  const abs = (file: string) => path.resolve(root, file);
  // Computed once per chunking pass (rolldown reuses its module info objects within a pass).
  let cached: { pass: unknown; owner: Map<string, string> } | undefined;
  const ownerOf = (id: string, ctx: ChunkingContext): string | undefined => {
    const pass = ctx.getModuleInfo(abs(ENTRY));
    if (!cached || cached.pass !== pass) {
      const taken = firstLoad(ctx, abs);
      const owner = new Map<string, string>();
      for (const group of CHUNK_GROUPS) {
        for (const member of staticClosure(group.roots.map(abs), ctx)) {
          // A lazily loaded module (a page) stays a chunk of its own: vite's manifest and preloads name it.
          const lazy = (ctx.getModuleInfo(member)?.dynamicImporters.length ?? 0) > 0;
          if (!taken.has(member) && !owner.has(member) && !lazy) owner.set(member, group.name);
        }
      }
      cached = { pass, owner };
    }
    return cached.owner.get(id);
  };
  return CHUNK_GROUPS.map((group) => ({
    debugName: group.name,
    name: (id: string, ctx: ChunkingContext) => (ownerOf(id, ctx) === group.name ? group.name : null),
    includeDependenciesRecursively: false,
  }));
}

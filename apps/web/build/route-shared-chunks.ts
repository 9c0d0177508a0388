/**
 * Which chunk each module that pages share goes to.
 *
 * Left to itself, the bundler makes one chunk for each set of pages that share a module: 70 chunks of shared
 * code, most under 1 kB gzip, and /analysis names 32 chunks in its HTML. Each modulepreload link costs the browser
 * main-thread time while it commits the page (ADR 038: 50 to 70 ms for 35 links on this kind of machine), more
 * than a few kB of code a page does not need. So the shared modules start grouped as the bundler groups them (by
 * the set of pages that use them), and then small groups are merged where a page saves a link for fewer bytes
 * than a link is worth, with a cap on the bytes any page gains and none at all for the pages named `unchanged`
 * (the sign-in page, whose initial JavaScript has a budget). Pages, anything loaded by `import()` and the first
 * load (what the entries import) keep the bundler's placement; the framework has its own group before this one.
 */

type ModuleInfo = {
  id: string;
  code: string | null;
  isEntry: boolean;
  importers: readonly string[];
  importedIds: readonly string[];
  dynamicImporters: readonly string[];
};
type ChunkingContext = { getModuleInfo(id: string): ModuleInfo | null };

export type SharedChunkOptions = {
  /** Bytes of code (before minifying) a page's one link fewer is worth. */
  linkWorthBytes: number;
  /** Groups under this size are merged into others. */
  smallGroupBytes: number;
  /** The most bytes of code a page may gain from all merges together. */
  maxGainBytes: number;
  /** Pages (module ids) that must not gain a byte. */
  unchanged: (pageId: string) => boolean;
};

type Group = { pages: Set<string>; bytes: number; modules: string[] };

const isLoadedOnDemand = (info: ModuleInfo) => info.dynamicImporters.length > 0;

/**
 * The chunk name for each shared module, keyed by module id. Exported for its tests, which give it a small graph.
 */
export function assignSharedChunks(
  ids: Iterable<string>,
  getModuleInfo: ChunkingContext['getModuleInfo'],
  options: SharedChunkOptions,
): Map<string, string> {
  const all = [...ids];
  /** What the entries reach by static imports: the first load, which keeps its own chunks. */
  const initial = new Set<string>();
  const toVisit = all.filter((id) => getModuleInfo(id)?.isEntry);
  while (toVisit.length > 0) {
    const id = toVisit.pop() as string;
    if (initial.has(id)) continue;
    initial.add(id);
    toVisit.push(...(getModuleInfo(id)?.importedIds ?? []));
  }

  /** The pages (modules loaded on demand) that reach a module by static imports. */
  const pagesOf = (id: string): Set<string> => {
    const pages = new Set<string>();
    const seen = new Set<string>();
    const stack = [id];
    while (stack.length > 0) {
      const current = stack.pop() as string;
      if (seen.has(current)) continue;
      seen.add(current);
      const info = getModuleInfo(current);
      if (!info) continue;
      if (isLoadedOnDemand(info)) pages.add(current);
      else stack.push(...info.importers);
    }
    return pages;
  };

  const groups = new Map<string, Group>();
  for (const id of all) {
    if (id.startsWith('\0')) continue; // the bundler's own helper modules
    const info = getModuleInfo(id);
    if (!info || isLoadedOnDemand(info) || initial.has(id)) continue;
    const pages = pagesOf(id);
    if (pages.size < 2) continue; // a page's own module stays in the page's chunk
    const key = [...pages].sort().join('\n');
    const group = groups.get(key) ?? { pages, bytes: 0, modules: [] };
    group.bytes += info.code?.length ?? 0;
    group.modules.push(id);
    groups.set(key, group);
  }

  mergeSmallGroups([...groups.values()], options);
  const names = new Map<string, string>();
  let index = 0;
  for (const group of new Set(groups.values())) {
    if (group.modules.length === 0) continue;
    index += 1;
    for (const id of group.modules) names.set(id, `shared-${index}`);
  }
  return names;
}

/** Merges groups in place (the absorbed group is left empty) while a merge saves more than it costs. */
function mergeSmallGroups(groups: Group[], options: SharedChunkOptions): void {
  const gained = new Map<string, number>();
  const gainOf = (page: string) => gained.get(page) ?? 0;
  for (;;) {
    let best: { small: Group; into: Group; worth: number } | undefined;
    for (const small of groups) {
      if (small.modules.length === 0 || small.bytes >= options.smallGroupBytes) continue;
      for (const into of groups) {
        if (into === small || into.modules.length === 0) continue;
        const worth = mergeWorth(small, into, options, gainOf);
        if (worth !== undefined && worth > (best?.worth ?? 0)) best = { small, into, worth };
      }
    }
    if (!best) return;
    const { small, into } = best;
    for (const page of new Set([...small.pages, ...into.pages])) {
      const extra = extraBytesFor(page, small, into);
      if (extra > 0) gained.set(page, gainOf(page) + extra);
    }
    into.pages = new Set([...into.pages, ...small.pages]);
    into.bytes += small.bytes;
    into.modules.push(...small.modules);
    small.modules = [];
  }
}

/** The bytes a page loads that it did not before, once two groups are one chunk. */
function extraBytesFor(page: string, a: Group, b: Group): number {
  if (a.pages.has(page) && !b.pages.has(page)) return b.bytes;
  if (b.pages.has(page) && !a.pages.has(page)) return a.bytes;
  return 0;
}

/** What merging two groups saves (links saved, in bytes, less the bytes pages gain), or undefined if not allowed. */
function mergeWorth(
  a: Group,
  b: Group,
  options: SharedChunkOptions,
  gainOf: (page: string) => number,
): number | undefined {
  let linksSaved = 0;
  let bytesGained = 0;
  for (const page of new Set([...a.pages, ...b.pages])) {
    const extra = extraBytesFor(page, a, b);
    if (extra === 0) {
      linksSaved += 1;
      continue;
    }
    if (options.unchanged(page) || gainOf(page) + extra > options.maxGainBytes) return undefined;
    bytesGained += extra;
  }
  if (linksSaved === 0) return undefined;
  return linksSaved * options.linkWorthBytes - bytesGained;
}

/**
 * A Rolldown `codeSplitting` group's `test` and `name` that place the shared modules as `assignSharedChunks` says.
 * Rolldown calls `test` for every module before the first `name`, so the assignment is made once, on that call;
 * a `test` after it starts another build (a watching build runs the same group again) and a new assignment.
 */
export function sharedChunkGroup(options: SharedChunkOptions) {
  let candidates: string[] = [];
  let names: Map<string, string> | undefined;
  return {
    test: (id: string) => {
      if (names) {
        candidates = [];
        names = undefined;
      }
      candidates.push(id);
      return true;
    },
    name: (id: string, context: ChunkingContext) => {
      names ??= assignSharedChunks(candidates, (moduleId) => context.getModuleInfo(moduleId), options);
      return names.get(id) ?? null;
    },
  };
}

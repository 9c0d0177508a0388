import { describe, expect, it } from 'vitest';
import { assignSharedChunks, type SharedChunkOptions, sharedChunkGroup } from './route-shared-chunks';

type Node = { imports?: string[]; loads?: string[]; entry?: boolean; bytes?: number };

/** A module graph as Rolldown's getModuleInfo answers it: `imports` are static, `loads` are `import()`. */
function graph(nodes: Record<string, Node>) {
  const id = (name: string) => `/app/src/${name}.ts`;
  const info = (name: string) => {
    const node = nodes[name];
    if (!node) return null;
    const importers = Object.keys(nodes).filter((other) => nodes[other]?.imports?.includes(name));
    const dynamicImporters = Object.keys(nodes).filter((other) => nodes[other]?.loads?.includes(name));
    return {
      id: id(name),
      code: 'x'.repeat(node.bytes ?? 100),
      isEntry: node.entry ?? false,
      importers: importers.map(id),
      importedIds: (node.imports ?? []).map(id),
      dynamicImporters: dynamicImporters.map(id),
    };
  };
  const nameOf = (moduleId: string) => moduleId.replace('/app/src/', '').replace('.ts', '');
  return {
    ids: Object.keys(nodes).map(id),
    getModuleInfo: (moduleId: string) => info(nameOf(moduleId)),
    chunkOf: (names: Map<string, string>, name: string) => names.get(id(name)) ?? null,
  };
}

const options: SharedChunkOptions = {
  linkWorthBytes: 1_000,
  smallGroupBytes: 2_000,
  maxGainBytes: 1_500,
  unchanged: (page) => page.endsWith('/login.ts'),
};

describe('shared chunks of the pages', () => {
  it("leaves the first load, the pages and a page's own modules where the bundler puts them", () => {
    const { ids, getModuleInfo, chunkOf } = graph({
      main: { entry: true, imports: ['http'], loads: ['home', 'orders'] },
      http: {},
      home: { imports: ['http', 'card', 'home-only'] },
      orders: { imports: ['card'] },
      card: {},
      'home-only': {},
    });
    const names = assignSharedChunks(ids, getModuleInfo, options);
    expect(chunkOf(names, 'main')).toBeNull();
    expect(chunkOf(names, 'http')).toBeNull();
    expect(chunkOf(names, 'home')).toBeNull();
    expect(chunkOf(names, 'home-only')).toBeNull();
    expect(chunkOf(names, 'card')).toMatch(/^shared-/);
  });

  /** Pages a and b share `common` and `pair`; a third page uses `common` alone. */
  const pairAndCommon = (third: string) =>
    graph({
      main: { entry: true, loads: ['a', 'b', third] },
      a: { imports: ['common', 'pair'] },
      b: { imports: ['common', 'pair'] },
      [third]: { imports: ['common'] },
      common: {},
      pair: {},
    });

  it('puts two small groups that pages mostly share in one chunk', () => {
    // One link fewer for a and b, 100 bytes more for c.
    const { ids, getModuleInfo, chunkOf } = pairAndCommon('c');
    const names = assignSharedChunks(ids, getModuleInfo, options);
    expect(chunkOf(names, 'pair')).toBe(chunkOf(names, 'common'));
  });

  it('keeps groups apart when a page would gain more than a link is worth', () => {
    const { ids, getModuleInfo, chunkOf } = graph({
      main: { entry: true, loads: ['a', 'b', 'c', 'd'] },
      a: { imports: ['common', 'pair'] },
      b: { imports: ['common', 'pair'] },
      c: { imports: ['common'] },
      d: { imports: ['common'] },
      common: { bytes: 100 },
      pair: { bytes: 1_400 },
    });
    const names = assignSharedChunks(ids, getModuleInfo, options);
    expect(chunkOf(names, 'pair')).not.toBe(chunkOf(names, 'common'));
  });

  it('never adds a byte to a page named unchanged', () => {
    const { ids, getModuleInfo, chunkOf } = pairAndCommon('login');
    const names = assignSharedChunks(ids, getModuleInfo, options);
    expect(chunkOf(names, 'pair')).not.toBe(chunkOf(names, 'common'));
  });

  it('caps what any page gains from all merges together', () => {
    // `common` joins `one` first (c gains 900 bytes); `two` would then be worth joining for a and b, but c would
    // gain another 900, over the 1,500 cap. Without the cap all three are one chunk.
    const { ids, getModuleInfo, chunkOf } = graph({
      main: { entry: true, loads: ['a', 'b', 'c', 'd'] },
      a: { imports: ['common', 'one', 'two'] },
      b: { imports: ['common', 'one', 'two'] },
      c: { imports: ['common'] },
      d: { imports: ['two'] },
      common: { bytes: 100 },
      one: { bytes: 900 },
      two: { bytes: 900 },
    });
    const capped = assignSharedChunks(ids, getModuleInfo, options);
    expect(chunkOf(capped, 'one')).toBe(chunkOf(capped, 'common'));
    expect(chunkOf(capped, 'two')).not.toBe(chunkOf(capped, 'common'));
    const uncapped = assignSharedChunks(ids, getModuleInfo, { ...options, maxGainBytes: 10_000 });
    expect(chunkOf(uncapped, 'two')).toBe(chunkOf(uncapped, 'common'));
  });

  it('assigns afresh when a watching build runs the group again', () => {
    const group = sharedChunkGroup(options);
    const first = pairAndCommon('c');
    for (const id of first.ids) group.test(id);
    const context = { getModuleInfo: first.getModuleInfo };
    expect(group.name('/app/src/pair.ts', context)).toMatch(/^shared-/);
    // The next build: `pair` is no longer shared, `common` still is.
    const second = graph({
      main: { entry: true, loads: ['a', 'b'] },
      a: { imports: ['common', 'pair'] },
      b: { imports: ['common'] },
      common: {},
      pair: {},
    });
    for (const id of second.ids) group.test(id);
    const nextContext = { getModuleInfo: second.getModuleInfo };
    expect(group.name('/app/src/pair.ts', nextContext)).toBeNull();
    expect(group.name('/app/src/common.ts', nextContext)).toMatch(/^shared-/);
  });
});

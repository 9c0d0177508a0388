import type { FastifyReply } from 'fastify';
import type { Queryable } from '../db/database';

interface Level {
  answers: Map<string, Buffer>;
  next: WeakMap<object, Level>;
}

/** How many variants of one answer are kept per set of rows (pages, filters). */
const MAX_VARIANTS = 32;

/**
 * Answers written once per set of rows from the read cache (db/read-cache.ts). The cache hands back its
 * frozen rows as the same objects for as long as nothing they came from has changed (5 seconds at most), so
 * an answer built from those rows alone, and from `variant` (everything else it depends on: the user, the
 * address, the moment's visible documents), is the same bytes each time. Rows read around the cache are new
 * objects at each read: their answers are written every time, and dropped with them.
 */
export function createEncodedAnswers() {
  const roots = new WeakMap<object, Level>();

  const levelOf = (sources: readonly object[]): Level => {
    let level: Level | undefined;
    let map = roots;
    for (const source of sources) {
      level = map.get(source);
      if (!level) {
        level = { answers: new Map(), next: new WeakMap() };
        map.set(source, level);
      }
      map = level.next;
    }
    if (!level) throw new Error('An encoded answer needs the rows it is built from');
    return level;
  };

  return {
    /**
     * Sends the 200 answer built by `build`, written by the route's own serializer the first time and kept
     * with `sources` (the rows it was built from) under `variant`.
     */
    send(
      reply: FastifyReply,
      sources: readonly object[],
      variant: string,
      build: () => unknown,
    ): FastifyReply {
      reply.code(200);
      const level = levelOf(sources);
      let body = level.answers.get(variant);
      if (body === undefined) {
        const written = reply.serialize(build());
        if (typeof written !== 'string') throw new Error("The route's serializer did not write text");
        // Kept as bytes, so the text is not converted to UTF-8 again at each send.
        body = Buffer.from(written);
        if (level.answers.size < MAX_VARIANTS) level.answers.set(variant, body);
      }
      return reply.type('application/json; charset=utf-8').send(body);
    },
  };
}

export type EncodedAnswers = ReturnType<typeof createEncodedAnswers>;

/**
 * Reads through `reads` that keep every set of rows they return, in order: the sources of an answer built
 * from them by code that reads in several places.
 */
export function recordingSources(reads: Queryable): { reads: Queryable; sources: object[] } {
  const sources: object[] = [];
  return {
    sources,
    reads: {
      async query<T>(sql: string, params?: unknown[]) {
        const result = await reads.query<T>(sql, params);
        sources.push(result.rows);
        return result;
      },
      write: (tables, sql, params) => reads.write(tables, sql, params),
    },
  };
}

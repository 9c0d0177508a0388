import { isDeepStrictEqual } from 'node:util';
import fastJsonStringify, { type AnySchema } from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify/types/schema';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { type ZodType, z } from 'zod';

type JsonSchema = { [key: string]: unknown };
type Serialize = (data: unknown) => string;

/** `anyOf: [{ type: 'string', … }, { type: 'null' }]`, as zod writes `.nullable()`, becomes one typed schema. */
function simplifyNullables(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(simplifyNullables);
  if (typeof schema !== 'object' || schema === null) return schema;
  const simplified: JsonSchema = {};
  for (const [key, value] of Object.entries(schema)) simplified[key] = simplifyNullables(value);
  const options = simplified.anyOf;
  if (Array.isArray(options) && options.length === 2 && Object.keys(simplified).length === 1) {
    const [first, second] = options as JsonSchema[];
    const isNull = (option: JsonSchema | undefined) =>
      option?.type === 'null' && Object.keys(option).length === 1;
    const other = isNull(second) ? first : isNull(first) ? second : undefined;
    if (other && typeof other.type === 'string' && other.type !== 'null' && !('anyOf' in other))
      return { ...other, type: [other.type, 'null'] };
  }
  return simplified;
}

/**
 * A compiled serializer for a response's zod schema, from its JSON Schema: it writes only the properties the
 * schema declares, as zod's encoding does, at a fraction of the cost. Null when the schema cannot be written
 * as JSON Schema (transforms, dates): zod then serializes that answer.
 */
function compiledSerializer(schema: ZodType): Serialize | null {
  try {
    const jsonSchema = simplifyNullables(z.toJSONSchema(schema, { io: 'output', target: 'draft-7' }));
    return fastJsonStringify(jsonSchema as AnySchema) as Serialize;
  } catch {
    return null;
  }
}

/**
 * Answers are written by a serializer compiled from each response schema rather than checked and encoded
 * by zod on every answer (ADR 016). With `checkAgainstZod` (every environment but production, so the whole
 * test suite), each answer is also encoded by zod and any difference in the JSON value, or anything zod
 * refuses, fails the request: the compiled serializer is trusted in production because every answer the tests make agreed.
 */
export function responseSerializerCompiler(options: {
  checkAgainstZod: boolean;
}): FastifySerializerCompiler<ZodType | { properties: ZodType }> {
  return (route) => {
    const schema = route.schema instanceof z.ZodType ? route.schema : route.schema.properties;
    const compiled = compiledSerializer(schema);
    if (compiled && !options.checkAgainstZod) return compiled;
    const viaZod = zodSerializerCompiler(route) as Serialize;
    if (!compiled) return viaZod;
    return (data) => {
      const expected = viaZod(data);
      const written = compiled(data);
      // The same JSON value is enough: the two may write an object's properties in another order.
      if (written !== expected && !isDeepStrictEqual(JSON.parse(written), JSON.parse(expected))) {
        throw new Error(
          `The compiled serializer of ${route.method} ${route.url} wrote ${written} where zod wrote ${expected}`,
        );
      }
      return written;
    };
  };
}

import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import * as announcements from './announcements';
import * as auth from './auth';
import * as common from './common';
import * as health from './health';
import * as recommendations from './recommendations';
import * as staff from './staff';
import * as user from './user';

const modules = { announcements, auth, common, health, recommendations, staff, user };

describe('contract schemas', () => {
  for (const [moduleName, exports] of Object.entries(modules)) {
    for (const [name, value] of Object.entries(exports)) {
      if (!(value instanceof z.ZodType)) continue;
      it(`${moduleName}.${name} converts to JSON Schema for the OpenAPI document`, () => {
        expect(() => z.toJSONSchema(value, { io: 'input' })).not.toThrow();
        expect(() => z.toJSONSchema(value, { io: 'output' })).not.toThrow();
      });
    }
  }
});

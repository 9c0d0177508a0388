import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { repoRoot } from './lib/repo-root.mjs';

interface Service {
  image?: string;
  build?: string;
  command?: string[];
  env_file?: string;
  environment?: Record<string, string>;
  depends_on?: Record<string, { condition: string }>;
  ports?: string[];
  healthcheck?: unknown;
}

const compose = parse(readFileSync(`${repoRoot}/compose.yaml`, 'utf8'), { merge: true }) as {
  services: Record<string, Service>;
};
const exampleNames = readFileSync(`${repoRoot}/.env.example`, 'utf8')
  .split('\n')
  .flatMap((line) => /^([A-Z_]+)=/.exec(line)?.slice(1) ?? []);

describe('compose.yaml', () => {
  const { services } = compose;

  it('runs two app instances of the image, a migration first, PostgreSQL, Redis and a mail catcher', () => {
    expect(Object.keys(services).sort()).toEqual([
      'app-1',
      'app-2',
      'mailpit',
      'migrate',
      'postgres',
      'redis',
    ]);
    expect(services.mailpit?.image).toMatch(/^axllent\/mailpit:v\d/);
    expect(services.migrate?.command).toEqual(['node', 'apps/server/dist/db-cli.js', 'migrate']);
    for (const name of ['app-1', 'app-2']) {
      const app = services[name];
      expect(app?.build).toBe('.');
      expect(app?.env_file).toBe('.env');
      expect(app?.depends_on).toMatchObject({
        migrate: { condition: 'service_completed_successfully' },
        redis: { condition: 'service_healthy' },
      });
      expect(app?.ports?.[0]).toMatch(/^127\.0\.0\.1:\d+:3000$/);
    }
    expect(services.postgres?.healthcheck).toBeDefined();
    expect(services.redis?.healthcheck).toBeDefined();
  });

  it('gives each app what it needs, by variables the server reads, and never chooses the mail server for the operator', () => {
    for (const name of ['migrate', 'app-1', 'app-2']) {
      const environment = services[name]?.environment ?? {};
      for (const variable of Object.keys(environment)) expect(exampleNames, variable).toContain(variable);
      expect(environment).toMatchObject({
        NODE_ENV: 'production',
        DATABASE_URL: expect.stringContaining('@postgres:5432/fathom'),
        REDIS_URL: 'redis://redis:6379',
      });
      expect(environment.DATABASE_URL).toContain('${POSTGRES_PASSWORD:?');
      expect(environment.SMTP_URL).toMatch(/^\$\{SMTP_URL:\?/);
    }
  });
});

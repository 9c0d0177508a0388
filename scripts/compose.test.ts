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
  volumes?: string[];
  profiles?: string[];
  restart?: string;
  healthcheck?: { test?: string[] };
}

const text = readFileSync(`${repoRoot}/compose.yaml`, 'utf8');
const compose = parse(text, { merge: true }) as { services: Record<string, Service> };
/** The comment the file opens with: what an operator reads first. */
const header = text.slice(0, text.search(/^[^#]/m));
const exampleNames = readFileSync(`${repoRoot}/.env.example`, 'utf8')
  .split('\n')
  .flatMap((line) => /^([A-Z_]+)=/.exec(line)?.slice(1) ?? []);

/** A compose variable that stops `docker compose` with a message when .env leaves it blank. */
const required = (name: string) => new RegExp(`^\\$\\{${name}:\\?[^}]+\\}$`);

describe('compose.yaml', () => {
  const { services } = compose;
  const alwaysRun = Object.entries(services).filter(([, service]) => !service.profiles);

  it('runs two app instances of the image, a migration first, PostgreSQL and Redis; a mail catcher and backups by profile', () => {
    expect(Object.keys(services).sort()).toEqual([
      'app-1',
      'app-2',
      'backup',
      'mailpit',
      'migrate',
      'postgres',
      'redis',
    ]);
    expect(alwaysRun.map(([name]) => name).sort()).toEqual([
      'app-1',
      'app-2',
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
      expect(app?.depends_on).toEqual({
        migrate: { condition: 'service_completed_successfully' },
        redis: { condition: 'service_healthy' },
      });
      expect(app?.ports?.[0]).toMatch(/^127\.0\.0\.1:\d+:3000$/);
    }
    expect(services.postgres?.healthcheck).toBeDefined();
    expect(services.redis?.healthcheck).toBeDefined();
  });

  it('runs the mail catcher only in the staging profile, and nothing started without a profile waits for it', () => {
    expect(services.mailpit?.profiles).toEqual(['staging']);
    for (const [name, service] of alwaysRun) {
      const waitsFor = Object.keys(service.depends_on ?? {});
      expect(waitsFor, name).not.toContain('mailpit');
      for (const other of waitsFor)
        expect(services[other]?.profiles, `${name} waits for ${other}`).toBeUndefined();
    }
    expect(header).toContain('docker compose up -d --build');
    expect(header).toContain('docker compose --profile staging up -d --build');
    expect(header).toContain('SMTP_URL=smtp://mailpit:1025');
  });

  it('gives each app what it needs, by variables the server reads, and never chooses the mail server for the operator', () => {
    for (const name of ['migrate', 'app-1', 'app-2']) {
      const environment = services[name]?.environment ?? {};
      for (const variable of Object.keys(environment)) expect(exampleNames, variable).toContain(variable);
      expect(environment).toMatchObject({
        NODE_ENV: 'production',
        DATABASE_URL: expect.stringContaining('@postgres:5432/fathom'),
      });
      expect(environment.DATABASE_URL).toContain('${POSTGRES_PASSWORD:?');
      expect(environment.SMTP_URL).toMatch(/^\$\{SMTP_URL:\?/);
    }
  });

  it('puts Redis behind the password of REDIS_PASSWORD: required by the server, carried by REDIS_URL, given by the health check', () => {
    const redis = services.redis;
    expect(exampleNames).toContain('REDIS_PASSWORD');
    const [server, flag, password = ''] = redis?.command ?? [];
    expect([server, flag]).toEqual(['redis-server', '--requirepass']);
    expect(password).toMatch(required('REDIS_PASSWORD'));
    for (const name of ['migrate', 'app-1', 'app-2']) {
      expect(services[name]?.environment?.REDIS_URL, name).toBe(`redis://:${password}@redis:6379`);
    }
    // redis-cli reads REDISCLI_AUTH: the check pings as an authenticated client, and passes on PONG alone.
    expect(redis?.environment?.REDISCLI_AUTH).toMatch(required('REDIS_PASSWORD'));
    expect(redis?.healthcheck?.test).toEqual(['CMD-SHELL', 'redis-cli ping | grep -qx PONG']);
  });

  it('pins PostgreSQL and Redis to exact releases, the backup to the database server’s own', () => {
    expect(services.postgres?.image).toMatch(/^postgres:16\.\d+-alpine$/);
    expect(services.redis?.image).toMatch(/^redis:7\.\d+\.\d+-alpine$/);
    expect(services.backup?.image).toBe(services.postgres?.image);
    expect(header).toMatch(/tags of exact releases/);
    for (const [name, service] of Object.entries(services)) {
      if (service.build) continue;
      expect(service.image, name).toMatch(/:v?\d+\.\d+(\.\d+)?(-alpine)?$/);
    }
  });

  it('backs the database up in the backup profile: pg_dump in custom format into ./backups, one file a run', () => {
    const backup = services.backup;
    expect(backup?.profiles).toEqual(['backup']);
    expect(header).toContain('docker compose --profile backup run --rm backup');
    expect(backup?.volumes).toEqual(['./backups:/backups']);
    expect(backup?.environment).toEqual({
      PGHOST: 'postgres',
      PGUSER: 'fathom',
      PGDATABASE: 'fathom',
      PGPASSWORD: expect.stringMatching(required('POSTGRES_PASSWORD')),
    });
    expect(backup?.depends_on).toEqual({ postgres: { condition: 'service_healthy' } });
    expect(backup?.restart).toBe('no');
    const [shell, flag, script = ''] = backup?.command ?? [];
    expect([shell, flag]).toEqual(['sh', '-c']);
    // $$ is compose's escape of the shell's $: the name is made when the backup runs.
    expect(script).toMatch(/^name=fathom-\$\$\(date -u \+%Y%m%dT%H%M%SZ\)\.dump && /);
    expect(script).toContain('pg_dump --format=custom --file=/backups/$$name.partial && ');
    expect(script).toContain('mv /backups/$$name.partial /backups/$$name');
  });
});

import type { Database } from '../db/database';
import { migrate, migrationStatus } from '../db/migrate';
import { seedCatalogue } from '../db/seed/catalogue';
import { formatDemoLogins } from '../db/seed/demo-logins';
import { seedDemoData } from '../db/seed/seed-demo-data';
import {
  CommandError,
  commandConfig,
  describeDatabase,
  openConfiguredDatabase,
  requireCurrentSchema,
} from './open-configured-database';

export const DB_CLI_USAGE = `Usage: node apps/server/dist/db-cli.js <command>   (npm run db:migrate | db:status | db:seed)

Commands:
  migrate   apply the pending migrations (the server also does at start), then write the catalogue
  status    list the migrations applied (with when) and those pending
  seed      write the demo personas and promo codes to an empty database; refused with NODE_ENV=production

The database is the server's: DATABASE_URL, else the embedded database under DATA_DIR (stop the server first:
the embedded database opens in one process at a time).`;

export interface DbCommandOptions {
  env: NodeJS.ProcessEnv;
  out: (line: string) => void;
}

async function runMigrate(db: Database, out: (line: string) => void): Promise<void> {
  const applied = await migrate(db);
  // The catalogue is written at every start too (fixed product ids): migrating leaves a database ready to serve.
  await seedCatalogue(db);
  out(applied.length > 0 ? `Applied ${applied.length} migration(s):` : 'The schema is up to date.');
  for (const version of applied) out(`  ${version}`);
}

async function runStatus(db: Database, out: (line: string) => void): Promise<void> {
  const status = await migrationStatus(db);
  out(`Applied: ${status.applied.length}`);
  for (const migration of status.applied) out(`  ${migration.version}  ${migration.appliedAt.toISOString()}`);
  out(`Pending: ${status.pending.length}`);
  for (const version of status.pending) out(`  ${version}`);
  if (status.unknown.length > 0) {
    out(`Applied but unknown to this build (a newer build migrated it): ${status.unknown.join(', ')}`);
  }
}

async function runSeed(db: Database, out: (line: string) => void, production: boolean): Promise<void> {
  await requireCurrentSchema(db);
  await seedCatalogue(db);
  if (!(await seedDemoData(db, new Date(), { production }))) {
    throw new CommandError(
      'Not seeded: the database already has accounts (demo personas go only into an empty one).',
    );
  }
  out('Seeded the demo personas.');
  out(formatDemoLogins());
}

/** Runs one command; answers the process exit code. */
export async function runDbCommand(argv: readonly string[], options: DbCommandOptions): Promise<number> {
  const [command, ...extra] = argv;
  if (!command || command === 'help' || command === '--help' || command === '-h') {
    options.out(DB_CLI_USAGE);
    return command ? 0 : 1;
  }
  try {
    if (!['migrate', 'status', 'seed'].includes(command) || extra.length > 0) {
      throw new CommandError(`Unknown command "${argv.join(' ')}".\n\n${DB_CLI_USAGE}`);
    }
    const config = commandConfig(options.env);
    if (command === 'seed' && config.production) {
      throw new CommandError(
        'db:seed refuses to run with NODE_ENV=production: demo accounts and test codes never reach real customers.',
      );
    }
    const db = await openConfiguredDatabase(config);
    try {
      options.out(`Database: ${describeDatabase(config)}`);
      if (command === 'migrate') await runMigrate(db, options.out);
      else if (command === 'status') await runStatus(db, options.out);
      else await runSeed(db, options.out, config.production);
    } finally {
      await db.close();
    }
    return 0;
  } catch (error) {
    if (!(error instanceof CommandError)) throw error;
    options.out(error.message);
    return 1;
  }
}

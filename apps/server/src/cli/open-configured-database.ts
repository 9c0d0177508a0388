import { type Config, ConfigError, loadConfig } from '../config/config';
import { type Database, describeDatabase, openDatabase } from '../db/database';

export { describeDatabase };

import { migrationStatus } from '../db/migrate';

/** A command's failure that the operator reads as one line; the process exits with 1. */
export class CommandError extends Error {}

/** The configuration from the environment, as the server reads it; a bad value is one line naming it. */
export function commandConfig(env: NodeJS.ProcessEnv): Config {
  try {
    return loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) throw new CommandError(error.message);
    throw error;
  }
}

/** Opens the database the server would open, and checks that it answers. */
export async function openConfiguredDatabase(config: Config): Promise<Database> {
  let db: Database | undefined;
  try {
    db = await openDatabase(config);
    await db.query('SELECT 1');
    return db;
  } catch (error) {
    await db?.close().catch(() => {});
    const reason = error instanceof Error ? error.message : String(error);
    throw new CommandError(`Could not open the database (${describeDatabase(config)}): ${reason}`);
  }
}

/** Commands that write accounts need the current schema: they never migrate behind the operator's back. */
export async function requireCurrentSchema(db: Database): Promise<void> {
  const { pending } = await migrationStatus(db);
  if (pending.length > 0) {
    throw new CommandError(
      `The database has ${pending.length} migration(s) pending (${pending[0]}…): run npm run db:migrate first.`,
    );
  }
}

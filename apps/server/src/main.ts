import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import { type Config, ConfigError, loadConfig } from './config/config';
import { sandboxesInUse } from './config/production-guardrails';
import { type Database, describeDatabase, openDatabase } from './db/database';
import { migrate } from './db/migrate';
import { seedCatalogue } from './db/seed/catalogue';
import { formatDemoLogins } from './db/seed/demo-logins';
import { productionDatabaseRefusal } from './db/seed/production-database';
import { seedDemoData } from './db/seed/seed-demo-data';
import { chooseEmailSender } from './integrations/choose-integrations';

/** In-flight requests get this long to finish after a stop signal; then the process exits anyway. */
const shutdownGraceMs = 10_000;

function readConfig(): Config {
  try {
    return loadConfig(process.env);
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
}

async function prepareDatabase(config: Config): Promise<Database> {
  let db: Database;
  try {
    db = await openDatabase(config);
    await db.query('SELECT 1');
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    process.stderr.write(`Could not open the database (${describeDatabase(config)}): ${reason}\n`);
    process.exit(1);
  }
  await migrate(db);
  await seedCatalogue(db);
  const refusal = config.production ? await productionDatabaseRefusal(db) : undefined;
  if (refusal) {
    process.stderr.write(`${refusal}\n`);
    await db.close();
    process.exit(1);
  }
  return db;
}

/**
 * A signal to a whole process group (Ctrl-C in a terminal, a container's stop) reaches this process directly
 * and again through `npm start`, which forwards it: copies this close to the first are the same request.
 */
const sameStopWithinMs = 1_000;

function stopOnSignals(app: FastifyInstance, db: Database): void {
  let stoppingSince: number | null = null;
  const stop = (signal: NodeJS.Signals) => {
    if (stoppingSince !== null) {
      if (Date.now() - stoppingSince < sameStopWithinMs) return;
      app.log.warn({ signal }, 'second stop signal: exiting now');
      process.exit(1);
    }
    stoppingSince = Date.now();
    app.log.info({ signal }, 'stopping: no new connections, finishing requests in flight');
    setTimeout(() => {
      app.log.error('requests did not finish in time: exiting');
      process.exit(1);
    }, shutdownGraceMs).unref();
    app
      .close()
      .then(() => db.close())
      .then(
        () => process.exit(0),
        (error: unknown) => {
          app.log.error({ err: error }, 'error while stopping');
          process.exit(1);
        },
      );
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

async function main(): Promise<void> {
  const config = readConfig();
  const db = await prepareDatabase(config);
  const seeded = config.demoData
    ? await seedDemoData(db, new Date(), { production: config.production })
    : false;

  let app: FastifyInstance | undefined;
  const email = chooseEmailSender(config, {
    info: (details, message) => app?.log.info(details, message),
  });
  app = await buildApp({ config, db, email });
  stopOnSignals(app, db);
  await app.listen({ host: config.host, port: config.port });

  const lines = [
    '',
    `${config.productName} is running at ${config.publicUrl}`,
    `Database: ${describeDatabase(config)}${seeded ? ' (demo data seeded)' : ''}`,
  ];
  const sandboxes = config.production ? sandboxesInUse(config) : [];
  if (sandboxes.length > 0) {
    lines.push(
      `Sandboxes named for this staging site: ${sandboxes.join(', ')} (nothing real happens through them).`,
    );
  }
  if (config.maintenance) lines.push('MAINTENANCE is on: the API answers 503 except /api/health.');
  if (config.demoData) lines.push('', formatDemoLogins());
  process.stdout.write(`${lines.join('\n')}\n\n`);
}

main().catch((error: unknown) => {
  process.stderr.write(
    `The server could not start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
  );
  process.exit(1);
});

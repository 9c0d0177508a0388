import { prepareTestDatabaseTemplates } from './test-databases';

/** The integration tests' global setup: their database templates are made once, before any file runs. */
export default async function setup(): Promise<void> {
  await prepareTestDatabaseTemplates();
}

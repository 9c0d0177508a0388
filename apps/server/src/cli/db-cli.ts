import { runDbCommand } from './db-commands';

const exitCode = await runDbCommand(process.argv.slice(2), {
  env: process.env,
  out: (line) => console.log(line),
});
process.exitCode = exitCode;

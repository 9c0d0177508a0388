import { runStaffCommand } from './staff-commands';

const exitCode = await runStaffCommand(process.argv.slice(2), {
  baseUrl: (process.env.FATHOM_URL ?? 'http://localhost:3000').replace(/\/$/, ''),
  email: process.env.FATHOM_STAFF_EMAIL ?? '',
  password: process.env.FATHOM_STAFF_PASSWORD ?? '',
  out: (line) => console.log(line),
});
process.exitCode = exitCode;

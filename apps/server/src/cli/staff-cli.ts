import { readPasswordFromStdin, runCreateStaff } from './create-staff';
import { runStaffCommand } from './staff-commands';

const argv = process.argv.slice(2);
const out = (line: string) => console.log(line);
// create-staff writes to the database itself (the first staff account has nobody to sign in as); every other
// command goes through a running server's staff API.
const exitCode =
  argv[0] === 'create-staff'
    ? await runCreateStaff(argv.slice(1), {
        env: process.env,
        out,
        readPassword: () => readPasswordFromStdin(),
      })
    : await runStaffCommand(argv, {
        baseUrl: (process.env.FATHOM_URL ?? 'http://localhost:3000').replace(/\/$/, ''),
        email: process.env.FATHOM_STAFF_EMAIL ?? '',
        password: process.env.FATHOM_STAFF_PASSWORD ?? '',
        oneTimePassword: process.env.FATHOM_STAFF_OTP,
        token: process.env.FATHOM_STAFF_TOKEN,
        out,
      });
process.exitCode = exitCode;

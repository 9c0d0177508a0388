import { parseArgs } from 'node:util';
import { PASSWORD_MAX_LENGTH } from '@fathom/contract/auth';
import { isStaffRole, staffRoles } from '@fathom/domain/staff-roles';
import { demoPassword } from '../db/seed/demo-logins';
import { openStaffSignIn } from '../modules/auth';
import { createPasswordHasher } from '../modules/auth/passwords';
import {
  CommandError,
  commandConfig,
  describeDatabase,
  openConfiguredDatabase,
  requireCurrentSchema,
} from './open-configured-database';

/** Staff reach every customer's health records: their passwords are held to more than a customer's 8 characters. */
export const STAFF_PASSWORD_MIN_LENGTH = 12;

export const CREATE_STAFF_USAGE = `npm run staff -- create-staff --email <address> [--role admin|lab|clinician|support] [--first-name <name>] [--last-name <name>]
    Creates a staff account directly in the database (the first admin too: no server or sign-in needed), an
    admin unless --role says otherwise; it sets up two-factor sign-in at its first sign-in. The
    password is read from standard input, never from the command line: typed twice without echo in a terminal,
    or piped (printf '%s' "$PASSWORD" | npm run staff -- create-staff --email ...). At least
    ${STAFF_PASSWORD_MIN_LENGTH} characters, not the address, not the demo password.`;

export interface CreateStaffOptions {
  env: NodeJS.ProcessEnv;
  out: (line: string) => void;
  /** The password as the operator gives it (a terminal prompt, or standard input). */
  readPassword: () => Promise<string>;
}

const emailShape = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Why a staff password is refused, or null when it is acceptable. */
export function staffPasswordProblem(password: string, email: string): string | null {
  if (password.length < STAFF_PASSWORD_MIN_LENGTH) {
    return `The password must be at least ${STAFF_PASSWORD_MIN_LENGTH} characters.`;
  }
  if (password.length > PASSWORD_MAX_LENGTH) {
    return `The password may not be greater than ${PASSWORD_MAX_LENGTH} characters.`;
  }
  if (password === demoPassword) return 'The password must not be the demo password.';
  const mailbox = email.split('@')[0]?.toLowerCase() ?? '';
  if (
    password.toLowerCase().includes(email.toLowerCase()) ||
    (mailbox.length >= 4 && password.toLowerCase().includes(mailbox))
  ) {
    return 'The password must not contain the email address.';
  }
  if (new Set(password).size < 5) return 'The password must use at least 5 different characters.';
  return null;
}

/** Runs `create-staff`; answers the process exit code. */
export async function runCreateStaff(argv: readonly string[], options: CreateStaffOptions): Promise<number> {
  try {
    const { values } = parseArgs({
      args: [...argv],
      options: {
        email: { type: 'string' },
        'first-name': { type: 'string' },
        'last-name': { type: 'string' },
        role: { type: 'string' },
      },
    });
    const staffRole = values.role?.trim() || 'admin';
    if (!isStaffRole(staffRole))
      throw new CommandError(`--role is one of ${staffRoles.join(', ')}.\n\n${CREATE_STAFF_USAGE}`);
    const email = values.email?.trim() ?? '';
    if (!emailShape.test(email))
      throw new CommandError(`An --email address is required.\n\n${CREATE_STAFF_USAGE}`);
    const config = commandConfig(options.env);
    const password = await options.readPassword();
    const problem = staffPasswordProblem(password, email);
    if (problem) throw new CommandError(`${problem} No account was created.`);
    const passwordHash = await createPasswordHasher().hash(password);
    const db = await openConfiguredDatabase(config);
    try {
      await requireCurrentSchema(db);
      const id = await openStaffSignIn(db, {
        email,
        firstName: values['first-name']?.trim() || 'Staff',
        lastName: values['last-name']?.trim() || 'Member',
        passwordHash,
        staffRole,
      });
      if (!id) throw new CommandError(`An account already uses ${email}: nothing was changed.`);
      options.out(`Created the staff account ${email} (${staffRole}) in ${describeDatabase(config)}.`);
      options.out(`It signs in at ${config.publicUrl}/login with the password given.`);
    } finally {
      await db.close();
    }
    return 0;
  } catch (error) {
    if (error instanceof CommandError) {
      options.out(error.message);
      return 1;
    }
    if (error instanceof TypeError && 'code' in error && String(error.code).startsWith('ERR_PARSE_ARGS')) {
      options.out(`${error.message}\n\n${CREATE_STAFF_USAGE}`);
      return 1;
    }
    throw error;
  }
}

/**
 * The password from standard input: in a terminal, asked twice without echo; piped, the whole input without
 * its final line break.
 */
export async function readPasswordFromStdin(
  input: NodeJS.ReadStream = process.stdin,
  output: NodeJS.WriteStream = process.stderr,
): Promise<string> {
  if (!input.isTTY) {
    const chunks: Buffer[] = [];
    for await (const chunk of input) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk)));
    return Buffer.concat(chunks)
      .toString('utf8')
      .replace(/\r?\n$/, '');
  }
  const first = await promptHidden('Password for the staff account: ', input, output);
  const second = await promptHidden('The same password again: ', input, output);
  if (first !== second) throw new CommandError('The two passwords differ. No account was created.');
  return first;
}

function promptHidden(
  question: string,
  input: NodeJS.ReadStream,
  output: NodeJS.WriteStream,
): Promise<string> {
  output.write(question);
  input.setRawMode(true);
  input.setEncoding('utf8');
  input.resume();
  return new Promise((resolve, reject) => {
    let value = '';
    const finish = () => {
      input.off('data', onData);
      input.setRawMode(false);
      input.pause();
      output.write('\n');
    };
    const onData = (chunk: string) => {
      for (const character of chunk) {
        if (character === '\r' || character === '\n') {
          finish();
          resolve(value);
          return;
        }
        if (character === '\u0003' || character === '\u0004') {
          finish();
          reject(new CommandError('Cancelled. No account was created.'));
          return;
        }
        if (character === '\u007f' || character === '\b') value = value.slice(0, -1);
        else value += character;
      }
    };
    input.on('data', onData);
  });
}

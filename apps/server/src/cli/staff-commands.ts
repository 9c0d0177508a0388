import { parseArgs } from 'node:util';

/** The lab's operations over the staff API, for a terminal: each command is one or two HTTP calls. */

export interface StaffCliOptions {
  baseUrl: string;
  email: string;
  password: string;
  /** The authenticator's current code: staff sign in with two factors (FATHOM_STAFF_OTP). */
  oneTimePassword?: string;
  /** A staff session already open (FATHOM_STAFF_TOKEN): used as it is, with no sign-in. */
  token?: string;
  out: (line: string) => void;
}

export const STAFF_CLI_USAGE = `Usage: npm run staff -- <command> [arguments]

Commands:
  find --email <address> | --po <order number> | --kit <kit code>
  show <item id>                         the kit, its results (released or not) and its audit
  stage <item id> <1-8> [--carrier UPS] [--step <kit step>]
  arrival <kit code>                     the lab received the kit (a kit not registered yet is held, its owner emailed)
  results <item id> name=value ...       e.g. total_count=120 volume=2.5 lab_notes="Repeat in 3 months"
  release <item id>                      release entered results to the customer (emails them)
  sti <item id> test=outcome:value ...   e.g. hiv=negative:"Not detected" syphilis=positive:Reactive
  sti-release <item id>                  a clinician releases a reviewed STI panel
  vials <item id> <count> <facility>     store a frozen sample's vials
  create-staff --email <address> [--role admin|lab|clinician|support] [--first-name <name>] [--last-name <name>]
                                         a staff account (an admin unless --role), written to the database
                                         directly (the first admin too);
                                         the password is read from standard input (see below)
  jobs                                   background jobs that failed with no retry left (undelivered emails among them)
  jobs retry <job id>                    put a failed job back in its queue
  instalments                            instalments whose last attempt was declined: follow each up
  instalments retry <order id> <part>    charge a declined instalment again now, once (the collection job does)
  renewals                               storage renewals whose last attempt was declined: follow each up
  renewals retry <plan id> <period>      charge a declined storage renewal again now, once (the charging job does)

Environment: FATHOM_URL (default http://localhost:3000), FATHOM_STAFF_EMAIL, FATHOM_STAFF_PASSWORD and
FATHOM_STAFF_OTP (your authenticator's current code: staff sign in with two factors), or FATHOM_STAFF_TOKEN (a
staff session's token, which ends after 15 minutes without a request). Each command needs its role (lab:
find, show, stage, arrival, results, release, sti, vials; clinician: sti-release; admin: jobs, instalments,
renewals).
create-staff reads the server's own configuration (DATABASE_URL or DATA_DIR) instead, and the password from
standard input, never the command line: typed twice without echo in a terminal, or piped, e.g.
  printf '%s' "$PASSWORD" | npm run staff -- create-staff --email lab@clinic.example
At least 12 characters, not containing the address, not the demo password.`;

class CliError extends Error {}

async function signIn(options: StaffCliOptions): Promise<string> {
  if (options.token) return options.token;
  const answer = await fetch(`${options.baseUrl}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify({ email: options.email, password: options.password }),
  });
  const body = (await answer.json()) as {
    data?: { token?: string; user?: { attributes?: { google2fa_configured_at?: string | null } } };
    message?: string;
  };
  if (!answer.ok || !body.data?.token)
    throw new CliError(`Signing in failed: ${body.message ?? answer.status}`);
  if (!body.data.user?.attributes?.google2fa_configured_at) return body.data.token;
  if (!options.oneTimePassword)
    throw new CliError("Signing in needs your authenticator's current code: set FATHOM_STAFF_OTP.");
  const second = await fetch(`${options.baseUrl}/api/login-2fa`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      accept: 'application/json',
      authorization: `Bearer ${body.data.token}`,
    },
    body: JSON.stringify({ one_time_password: options.oneTimePassword }),
  });
  const completed = (await second.json()) as { data?: { token?: string }; message?: string };
  if (!second.ok || !completed.data?.token)
    throw new CliError(`Signing in failed: ${completed.message ?? second.status}`);
  return completed.data.token;
}

const numberOrText = (value: string): number | string | boolean | null => {
  if (value === 'null') return null;
  if (value === 'true' || value === 'false') return value === 'true';
  const number = Number(value);
  return value.trim() !== '' && Number.isFinite(number) ? number : value;
};

/** name=value pairs into an object; numbers and booleans are read as such. */
function pairs(args: readonly string[]): Record<string, unknown> {
  return Object.fromEntries(
    args.map((arg) => {
      const at = arg.indexOf('=');
      if (at < 1) throw new CliError(`Expected name=value, got "${arg}".`);
      return [arg.slice(0, at), numberOrText(arg.slice(at + 1))];
    }),
  );
}

function stiResults(args: readonly string[]) {
  return args.map((arg) => {
    const match = /^(\w+)=(positive|negative|inconclusive):(.+)$/.exec(arg);
    if (!match) throw new CliError(`Expected test=outcome:value, got "${arg}".`);
    return { test_key: match[1], outcome: match[2], value: match[3] };
  });
}

function required(value: string | undefined, what: string): string {
  if (!value) throw new CliError(`Missing ${what}.\n\n${STAFF_CLI_USAGE}`);
  return value;
}

/** Runs one command; answers the process exit code. */
export async function runStaffCommand(argv: readonly string[], options: StaffCliOptions): Promise<number> {
  const { values, positionals } = parseArgs({
    args: [...argv],
    allowPositionals: true,
    options: {
      email: { type: 'string' },
      po: { type: 'string' },
      kit: { type: 'string' },
      carrier: { type: 'string' },
      step: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  const [command, itemId, ...rest] = positionals;
  if (!command || values.help) {
    options.out(STAFF_CLI_USAGE);
    return command || values.help ? 0 : 1;
  }
  try {
    const token = await signIn(options);
    const call = async (method: 'GET' | 'POST', path: string, body?: unknown) => {
      const answer = await fetch(`${options.baseUrl}${path}`, {
        method,
        headers: {
          authorization: `Bearer ${token}`,
          accept: 'application/json',
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const parsed = (await answer.json()) as { data?: unknown; message?: string; errors?: unknown };
      if (!answer.ok) {
        const details = parsed.errors ? `\n${JSON.stringify(parsed.errors, null, 2)}` : '';
        throw new CliError(`${answer.status}: ${parsed.message ?? 'refused'}${details}`);
      }
      return parsed.data;
    };
    const item = () => `/api/staff/items/${encodeURIComponent(required(itemId, 'the item id'))}`;
    let answer: unknown;
    switch (command) {
      case 'find': {
        const query = new URLSearchParams();
        if (values.email) query.set('email', values.email);
        if (values.po) query.set('po_number', values.po);
        if (values.kit) query.set('kit_identifier', values.kit);
        answer = await call('GET', `/api/staff/items?${query}`);
        break;
      }
      case 'show':
        answer = await call('GET', item());
        break;
      case 'stage':
        answer = await call('POST', `${item()}/tracking`, {
          tracking_stage: Number(required(rest[0], 'the stage (1-8)')),
          ...(values.carrier ? { delivery_carrier: values.carrier } : {}),
          ...(values.step ? { status_step: values.step } : {}),
        });
        break;
      case 'arrival':
        answer = await call(
          'POST',
          `/api/staff/kits/${encodeURIComponent(required(itemId, 'the kit code'))}/arrival`,
        );
        break;
      case 'results':
        answer = await call('POST', `${item()}/results`, pairs(rest));
        break;
      case 'release':
        answer = await call('POST', `${item()}/results/release`, {});
        break;
      case 'sti':
        answer = await call('POST', `${item()}/sti-results`, { results: stiResults(rest) });
        break;
      case 'sti-release':
        answer = await call('POST', `${item()}/sti-results/release`, {});
        break;
      case 'jobs':
        answer =
          itemId === 'retry'
            ? await call(
                'POST',
                `/api/staff/jobs/${encodeURIComponent(required(rest[0], 'the job id'))}/retry`,
                {},
              )
            : await call('GET', '/api/staff/jobs/failed?per_page=100');
        break;
      case 'instalments':
        answer =
          itemId === 'retry'
            ? await call(
                'POST',
                `/api/staff/instalments/${encodeURIComponent(required(rest[0], 'the order id'))}/${encodeURIComponent(required(rest[1], 'the part'))}/retry`,
                {},
              )
            : await call('GET', '/api/staff/instalments/failed?per_page=100');
        break;
      case 'renewals':
        answer =
          itemId === 'retry'
            ? await call(
                'POST',
                `/api/staff/renewals/${encodeURIComponent(required(rest[0], 'the plan id'))}/${encodeURIComponent(required(rest[1], 'the period'))}/retry`,
                {},
              )
            : await call('GET', '/api/staff/renewals/failed?per_page=100');
        break;
      case 'vials':
        answer = await call('POST', `${item()}/vials`, {
          count: Number(required(rest[0], 'the number of vials')),
          facility: required(rest.slice(1).join(' '), 'the facility'),
        });
        break;
      default:
        throw new CliError(`Unknown command "${command}".\n\n${STAFF_CLI_USAGE}`);
    }
    options.out(answer === null ? 'Done.' : JSON.stringify(answer, null, 2));
    return 0;
  } catch (error) {
    if (!(error instanceof CliError)) throw error;
    options.out(error.message);
    return 1;
  }
}

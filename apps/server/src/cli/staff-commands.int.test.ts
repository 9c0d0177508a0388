import { afterAll, beforeAll, expect, it } from 'vitest';
import { signInDemoStaff } from '../../test/api-client';
import { describeOnDatabase, startTestServer, type TestServer } from '../../test/test-server';
import { demoStaff } from '../db/seed/demo-logins';
import { generateTotp } from '../modules/auth/totp';
import { runStaffCommand } from './staff-commands';

const clinicianSecret = demoStaff.find((staff) => staff.role === 'clinician')?.totpSecret ?? '';

describeOnDatabase("the lab's command-line tool", (database) => {
  let server: TestServer;
  const lines: string[] = [];
  const run = async (...argv: string[]) =>
    runStaffCommand(argv, {
      baseUrl: server.url,
      email: 'admin@example.com',
      password: 'Fathom-demo-1',
      // One session for the file's commands: an authenticator code signs in once.
      token: await signInDemoStaff(server.url, 'admin@example.com'),
      out: (line) => lines.push(line),
    });
  beforeAll(async () => {
    server = await startTestServer({ database });
  });
  afterAll(async () => server?.close());

  it('finds a kit, moves it on, enters and releases results, all through the staff API', async () => {
    expect(await run('find', '--email', 'pat@example.com')).toBe(0);
    const found = JSON.parse(lines.at(-1) ?? '[]') as { id: string }[];
    const kitId = found[0]?.id ?? '';
    expect(kitId).toMatch(/^[0-9a-f-]{36}$/);
    expect(await run('stage', kitId, '5', '--carrier', 'FedEx')).toBe(0);
    expect(await run('results', kitId, 'total_count=88', 'volume=3.1', 'lab_notes=Looks good')).toBe(0);
    expect(await run('release', kitId)).toBe(0);
    expect(await run('show', kitId)).toBe(0);
    const shown = JSON.parse(lines.at(-1) ?? '{}') as {
      result: { total_count: number; lab_notes: string; ready_at: string | null };
      audit: { action: string }[];
    };
    expect(shown.result).toMatchObject({ total_count: 88, lab_notes: 'Looks good' });
    expect(shown.result.ready_at).not.toBeNull();
    expect(shown.audit.map((entry) => entry.action)).toEqual([
      '/api/staff/items/:itemId/results/release',
      '/api/staff/items/:itemId/results',
      '/api/staff/items/:itemId/tracking',
    ]);
  });

  it("records a kit's arrival at the lab by its code: taylor's kit, not registered, is held", async () => {
    expect(await run('arrival', 'fk-taylor-0001')).toBe(0);
    expect(JSON.parse(lines.at(-1) ?? '{}')).toMatchObject({ registered: false, tracking_stage: 4 });
    expect(await run('arrival', 'FK-NOBODY')).toBe(1);
    expect(lines.at(-1)).toMatch(/^404: /);
  });

  it('lists failed background jobs and puts one back', async () => {
    expect(await run('jobs')).toBe(0);
    expect(JSON.parse(lines.at(-1) ?? 'null')).toEqual([]);
    expect(await run('jobs', 'retry', '00000000-0000-4000-8000-000000000000')).toBe(1);
    expect(lines.at(-1)).toMatch(/^404: /);
  });

  it("lists declined storage renewals (alex's) and tries one again; a paid instalment is refused", async () => {
    expect(await run('renewals')).toBe(0);
    const renewals = JSON.parse(lines.at(-1) ?? '[]') as {
      subscription_id: string;
      cycle: number;
      email: string;
    }[];
    const alex = renewals.find((renewal) => renewal.email === 'alex@example.com');
    if (!alex) throw new Error("alex's declined renewal is not listed");
    expect(await run('renewals', 'retry', alex.subscription_id, String(alex.cycle))).toBe(0);
    expect(JSON.parse(lines.at(-1) ?? '{}')).toEqual({ status: 'queued' });
    expect(await run('renewals', 'retry', alex.subscription_id)).toBe(1);
    expect(await run('instalments')).toBe(0);
    expect(JSON.parse(lines.at(-1) ?? 'null')).toEqual([]);
    const { rows } = await server.db.query<{ order_id: string }>(
      "SELECT order_id FROM order_instalments WHERE number = 1 AND status = 'paid' LIMIT 1",
    );
    expect(await run('instalments', 'retry', rows[0]?.order_id ?? '', '1')).toBe(1);
    expect(lines.at(-1)).toBe('409: This instalment is paid already.');
  });

  it("signs in with the authenticator's code, and each command is held to the member's role", async () => {
    const asClinician = (oneTimePassword?: string) =>
      runStaffCommand(['jobs'], {
        baseUrl: server.url,
        email: 'clinician@example.com',
        password: 'Fathom-demo-1',
        oneTimePassword,
        out: (line) => lines.push(line),
      });
    expect(await asClinician()).toBe(1);
    expect(lines.at(-1)).toBe("Signing in needs your authenticator's current code: set FATHOM_STAFF_OTP.");
    expect(await asClinician(await generateTotp(clinicianSecret, new Date()))).toBe(1);
    expect(lines.at(-1)).toMatch(/^403: /);
  });

  it('says what was refused and exits with 1', async () => {
    expect(await run('stage', '00000000-0000-4000-8000-000000000000', '9')).toBe(1);
    expect(lines.at(-1)).toMatch(/^422: /);
    expect(await run('sti', '00000000-0000-4000-8000-000000000000', 'hiv=maybe:x')).toBe(1);
    expect(lines.at(-1)).toContain('Expected test=outcome:value');
    expect(await run('launch')).toBe(1);
    expect(lines.at(-1)).toContain('Unknown command "launch"');
  });
});

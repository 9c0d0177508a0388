/** The password of every demo persona; the README and the start-up banner print it. */
export const demoPassword = 'Fathom-demo-1';

export interface DemoLogin {
  email: string;
  shows: string;
}

/** Printed at start-up when demo data is on, in the order of DESIGN.md section 7. */
export const demoLogins: readonly DemoLogin[] = [
  { email: 'sam@example.com', shows: 'client: results ready (normal), 4 stored vials, partner jamie' },
  { email: 'jamie@example.com', shows: "authorized user of sam's client" },
  { email: 'alex@example.com', shows: 'client with two-factor auth (TOTP JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP)' },
  { email: 'casey@example.com', shows: 'client: azoospermic result, consultation included (schedule it)' },
  {
    email: 'jordan@example.com',
    shows: 'client: result older than 90 days; stored vials, a withdrawal in preparation, storage to match',
  },
  {
    email: 'morgan@example.com',
    shows: 'client: analysis from before 2022-07-07; a sample without a plan, destruction date',
  },
  {
    email: 'taylor@example.com',
    shows:
      'client: kit on its way to the lab, no results; kit QR code /k-r/v-c/FK-TAYLOR-0001, born 1988-09-30',
  },
  { email: 'riley@example.com', shows: 'client: STI and supplement items, one STI positive' },
  { email: 'pat@example.com', shows: 'client: unmarketable; kit at the lab (date of birth 1985-04-12)' },
  { email: 'drew@example.com', shows: 'client: new, nothing bought' },
  { email: 'lab@example.com', shows: 'staff: operations' },
];

/** A plain-text table for the terminal. */
export function formatDemoLogins(logins: readonly DemoLogin[] = demoLogins): string {
  const width = Math.max(...logins.map((login) => login.email.length));
  const lines = logins.map((login) => `  ${login.email.padEnd(width)}  ${login.shows}`);
  return [`Demo logins (password ${demoPassword}):`, ...lines].join('\n');
}

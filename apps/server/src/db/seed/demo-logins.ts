/** The password of every demo persona; the README and the start-up banner print it. */
export const demoPassword = 'Fathom-demo-1';

/** The authenticator secret (base32) of alex, the demo customer who signs in with two factors. */
export const alexTotpSecret = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';

/**
 * The clinic's demo staff, one per role (issue 47): two-factor sign-in is required of staff, so each has an
 * authenticator secret (base32, 20 bytes) that the README shows, as alex's.
 */
export const demoStaff = [
  {
    email: 'lab@example.com',
    role: 'lab',
    firstName: 'Lena',
    lastName: 'Okafor',
    totpSecret: 'LABSTAFFLABSTAFFLABSTAFFLABSTAFF',
  },
  {
    email: 'clinician@example.com',
    role: 'clinician',
    firstName: 'Nadia',
    lastName: 'Brandt',
    totpSecret: 'CLINICIANCLINICIANCLINICIANCLINI',
  },
  {
    email: 'support@example.com',
    role: 'support',
    firstName: 'Omar',
    lastName: 'Castillo',
    totpSecret: 'SUPPORTSUPPORTSUPPORTSUPPORTSUPP',
  },
  {
    email: 'admin@example.com',
    role: 'admin',
    firstName: 'Grace',
    lastName: 'Lindqvist',
    totpSecret: 'ADMINADMINADMINADMINADMINADMINAD',
  },
] as const;

export interface DemoLogin {
  email: string;
  shows: string;
}

/** Printed at start-up when demo data is on, in the order of DESIGN.md section 7. */
export const demoLogins: readonly DemoLogin[] = [
  {
    email: 'sam@example.com',
    shows:
      'client: three analyses (latest normal, 10 days old), yearly storage plan with 4 vials, partner jamie',
  },
  { email: 'jamie@example.com', shows: 'authorized user: the partner sam added (active)' },
  {
    email: 'alex@example.com',
    shows: `client with two-factor auth (TOTP ${alexTotpSecret}); kit FK-ALEX-0002 at the lab, no results`,
  },
  { email: 'casey@example.com', shows: 'client: azoospermic result, consultation bought (schedule it)' },
  {
    email: 'jordan@example.com',
    shows:
      'client: two analyses, latest older than 90 days; stored vials, a paid withdrawal, storage to match',
  },
  {
    email: 'morgan@example.com',
    shows:
      'client: analysis from before 2022-07-07 (stale); plan cancelled, vials destroyed in about 6 weeks',
  },
  {
    email: 'taylor@example.com',
    shows:
      'client: kit on its way to the lab, no results; kit QR code /k-r/v-c/FK-TAYLOR-0001, born 1988-09-30',
  },
  { email: 'riley@example.com', shows: 'client: STI and supplement items, one STI positive' },
  { email: 'pat@example.com', shows: 'client: unmarketable; kit at the lab (date of birth 1985-04-12)' },
  { email: 'drew@example.com', shows: 'client: new, nothing bought' },
  ...demoStaff.map((staff) => ({
    email: staff.email,
    shows: `staff (${staff.role}), two-factor sign-in (TOTP ${staff.totpSecret}); the console at /staff`,
  })),
];

/** A plain-text table for the terminal. */
export function formatDemoLogins(logins: readonly DemoLogin[] = demoLogins): string {
  const width = Math.max(...logins.map((login) => login.email.length));
  const lines = logins.map((login) => `  ${login.email.padEnd(width)}  ${login.shows}`);
  return [`Demo logins (password ${demoPassword}):`, ...lines].join('\n');
}

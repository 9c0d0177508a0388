/** The demo personas that the server seeds (DESIGN.md section 7); all share one password. */
export const demoPassword = 'Fathom-demo-1';

export const personas = {
  sam: 'sam@example.com',
  jamie: 'jamie@example.com',
  alex: 'alex@example.com',
  casey: 'casey@example.com',
  jordan: 'jordan@example.com',
  morgan: 'morgan@example.com',
  taylor: 'taylor@example.com',
  riley: 'riley@example.com',
  pat: 'pat@example.com',
  drew: 'drew@example.com',
  lab: 'lab@example.com',
  clinician: 'clinician@example.com',
  support: 'support@example.com',
  admin: 'admin@example.com',
} as const;

export type Persona = keyof typeof personas;

/**
 * The mode of the consultations dialog (packages/domain/src/consultation.ts: the first that applies, in the
 * spec's order) that each client persona shows, as the README's Demo logins say. The complimentary
 * consultation of an analysis created before 2022-07-07 shows to nobody: such results are stale by now, and
 * the stale prompt comes first (morgan).
 */
export const consultationModeOf = {
  riley: 'order_semen_analysis',
  drew: 'order_semen_analysis',
  jordan: 'stale_results',
  morgan: 'stale_results',
  sam: 'book_paid',
  alex: 'book_paid',
  casey: 'schedule',
  taylor: 'results_not_ready',
  pat: 'results_not_ready',
} as const satisfies Partial<Record<Persona, string>>;

export const alexTotpSecret = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';

/** The clinic's demo staff, one per role, each with two-factor sign-in (the README's table). */
export const staffTotpSecrets = {
  lab: 'LABSTAFFLABSTAFFLABSTAFFLABSTAFF',
  clinician: 'CLINICIANCLINICIANCLINICIANCLINI',
  support: 'SUPPORTSUPPORTSUPPORTSUPPORTSUPP',
  admin: 'ADMINADMINADMINADMINADMINADMINAD',
} as const;
export type StaffPersona = keyof typeof staffTotpSecrets;

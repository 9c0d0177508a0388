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
} as const;

export type Persona = keyof typeof personas;

export const alexTotpSecret = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';

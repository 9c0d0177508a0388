import { randomUUID } from 'node:crypto';
import { alexTotpSecret, demoStaff } from './demo-logins';
import type { DemoAddress, DemoCustomer } from './demo-shop';
import { demoUrologists } from './demo-urologists';

type Row = Record<string, string | number | boolean | Date | null | string[]>;

/**
 * The rows written as they are: the personas' accounts and what the team publishes. Everything the personas
 * bought, and what followed (kits, results, storage, payments), is made by the product's own services
 * (demo-world.ts).
 */
export interface DemoDataset {
  clients: Row[];
  users: Row[];
  announcements: Row[];
  recommendations: Row[];
  verified_urologists: Row[];
}

/** Rows per table, in an order that satisfies the foreign keys. */
export const demoTableOrder: readonly (keyof DemoDataset)[] = [
  'clients',
  'users',
  'announcements',
  'recommendations',
  'verified_urologists',
];

export type CustomerPersona =
  | 'sam'
  | 'alex'
  | 'casey'
  | 'jordan'
  | 'morgan'
  | 'taylor'
  | 'riley'
  | 'pat'
  | 'drew';

interface PersonaAccount {
  email: string;
  firstName: string;
  lastName: string;
  address: DemoAddress;
  timezone: string;
  client?: Row;
  user?: Row;
}

const address = (
  first_name: string,
  last_name: string,
  place: Omit<DemoAddress, 'first_name' | 'last_name'>,
): DemoAddress => ({ first_name, last_name, ...place });

/** The client personas of DESIGN.md section 7: who they are and where their kits are sent. */
const accounts: Record<CustomerPersona, PersonaAccount> = {
  sam: {
    email: 'sam@example.com',
    firstName: 'Sam',
    lastName: 'Whitaker',
    address: address('Sam', 'Whitaker', {
      address_1: '2100 South Lamar Boulevard',
      city: 'Austin',
      state: 'TX',
      postal_code: '78704',
      phone: '+15125550142',
    }),
    timezone: 'America/Chicago',
    client: { phone: '+15125550142', date_of_birth: '1990-04-12' },
  },
  alex: {
    email: 'alex@example.com',
    firstName: 'Alex',
    lastName: 'Chen',
    address: address('Alex', 'Chen', {
      address_1: '500 Valencia Street',
      city: 'San Francisco',
      state: 'CA',
      postal_code: '94110',
      phone: '+14155550123',
    }),
    timezone: 'America/Los_Angeles',
    user: { google2fa_secret: alexTotpSecret },
  },
  casey: {
    email: 'casey@example.com',
    firstName: 'Casey',
    lastName: 'Brooks',
    address: address('Casey', 'Brooks', {
      address_1: '1600 Pearl Street',
      city: 'Denver',
      state: 'CO',
      postal_code: '80203',
      phone: '+13035550147',
    }),
    timezone: 'America/Denver',
  },
  jordan: {
    email: 'jordan@example.com',
    firstName: 'Jordan',
    lastName: 'Ellis',
    address: address('Jordan', 'Ellis', {
      address_1: '233 South Wacker Drive',
      city: 'Chicago',
      state: 'IL',
      postal_code: '60606',
      phone: '+13125550160',
    }),
    timezone: 'America/Chicago',
  },
  morgan: {
    email: 'morgan@example.com',
    firstName: 'Morgan',
    lastName: 'Hayes',
    address: address('Morgan', 'Hayes', {
      address_1: '400 Pine Street',
      city: 'Seattle',
      state: 'WA',
      postal_code: '98101',
      phone: '+12065550119',
    }),
    timezone: 'America/Los_Angeles',
  },
  taylor: {
    email: 'taylor@example.com',
    firstName: 'Taylor',
    lastName: 'Reed',
    address: address('Taylor', 'Reed', {
      address_1: '410 Congress Avenue',
      city: 'Austin',
      state: 'TX',
      postal_code: '78701',
      phone: '+15125550188',
    }),
    timezone: 'America/Chicago',
    client: { date_of_birth: '1988-09-30' },
  },
  riley: {
    email: 'riley@example.com',
    firstName: 'Riley',
    lastName: 'Patel',
    address: address('Riley', 'Patel', {
      address_1: '600 West 7th Street',
      city: 'Los Angeles',
      state: 'CA',
      postal_code: '90017',
      phone: '+12135550134',
    }),
    timezone: 'America/Los_Angeles',
  },
  pat: {
    email: 'pat@example.com',
    firstName: 'Pat',
    lastName: 'Quinn',
    address: address('Pat', 'Quinn', {
      address_1: '100 Boylston Street',
      city: 'Boston',
      state: 'MA',
      postal_code: '02116',
      phone: '+16175550171',
    }),
    timezone: 'America/New_York',
    client: { date_of_birth: '1985-04-12' },
    user: { flag_unmarketable: true },
  },
  drew: {
    email: 'drew@example.com',
    firstName: 'Drew',
    lastName: 'Foster',
    address: address('Drew', 'Foster', {
      address_1: '1 Ferry Building',
      city: 'San Francisco',
      state: 'CA',
      postal_code: '94111',
      phone: '+14155550177',
    }),
    timezone: 'America/Los_Angeles',
  },
};

export interface DemoAccounts {
  dataset: DemoDataset;
  customers: Record<CustomerPersona, DemoCustomer>;
}

const dayMs = 86_400_000;

/** The Spanish the clinic wrote for an announcement or a recommendation, as its `translations` keep it (ADR 067). */
export const spanish = (title: string, body: string): string => JSON.stringify({ es: { title, body } });

/**
 * The personas' accounts (every persona signs in with `passwordHash`), the team's announcements and
 * recommendations, and the urologists. Accounts date from `now`; the world moves each back to the
 * persona's first order.
 */
export function buildDemoDataset(passwordHash: string, now: Date): DemoAccounts {
  const daysAgo = (days: number) => new Date(now.getTime() - days * dayMs);
  const dataset: DemoDataset = {
    clients: [],
    users: [],
    announcements: [],
    recommendations: [],
    verified_urologists: demoUrologists(),
  };

  let clientNumber = 100_245;
  const customers = {} as Record<CustomerPersona, DemoCustomer>;
  for (const [persona, account] of Object.entries(accounts) as [CustomerPersona, PersonaAccount][]) {
    const clientId = randomUUID();
    const userId = randomUUID();
    dataset.clients.push({
      id: clientId,
      number: `FA-${clientNumber++}`,
      email: account.email,
      phone: null,
      date_of_birth: null,
      created_at: now,
      updated_at: now,
      ...account.client,
    });
    const twoFactorSince = account.user?.google2fa_secret ? daysAgo(40) : null;
    dataset.users.push({
      id: userId,
      email: account.email,
      password_hash: passwordHash,
      first_name: account.firstName,
      last_name: account.lastName,
      role: 'client',
      client_id: clientId,
      google2fa_configured_at: twoFactorSince,
      created_at: now,
      updated_at: now,
      ...account.user,
    });
    customers[persona] = {
      user: {
        id: userId,
        email: account.email,
        role: 'client',
        staffRole: null,
        firstName: account.firstName,
        lastName: account.lastName,
        preferredFirstName: null,
        clientId,
        parentUserId: null,
        parentClientId: null,
        google2faConfiguredAt: twoFactorSince,
        flagUnmarketable: account.user?.flag_unmarketable === true,
        language: null,
      },
      address: account.address,
      timezone: account.timezone,
    };
  }

  for (const staff of demoStaff) {
    dataset.users.push({
      id: randomUUID(),
      email: staff.email,
      password_hash: passwordHash,
      first_name: staff.firstName,
      last_name: staff.lastName,
      role: 'staff',
      staff_role: staff.role,
      google2fa_secret: staff.totpSecret,
      google2fa_configured_at: daysAgo(90),
    });
  }

  dataset.announcements.push(
    {
      id: randomUUID(),
      title: 'Holiday shipping',
      body: 'Kits sent in the last week of December may take one extra day to reach the lab.',
      translations: spanish(
        'Envíos en las fiestas',
        'Los kits que se envíen en la última semana de diciembre pueden tardar un día más en llegar al laboratorio.',
      ),
      location: 'global',
      variant: 'warning',
      client_id: null,
      starts_at: daysAgo(5),
      ends_at: daysAgo(-30),
      for_buyers: true,
    },
    {
      id: randomUUID(),
      title: 'Scheduled maintenance finished',
      body: 'The portal maintenance of last month is complete.',
      translations: spanish(
        'Mantenimiento programado terminado',
        'El mantenimiento del portal del mes pasado ya terminó.',
      ),
      location: 'global',
      variant: 'success',
      client_id: null,
      starts_at: daysAgo(40),
      ends_at: daysAgo(1),
    },
  );

  // Inserted out of order on purpose: lists must sort by sort_order, not by insertion.
  const recommendation = (
    clientId: string | null,
    sortOrder: number,
    [title, body]: [string, string],
    [spanishTitle, spanishBody]: [string, string],
    category: string,
  ) =>
    dataset.recommendations.push({
      id: randomUUID(),
      client_id: clientId,
      title,
      body,
      translations: spanish(spanishTitle, spanishBody),
      category,
      sort_order: sortOrder,
      link_url: null,
    });
  recommendation(
    null,
    3,
    ['Keep cool', 'Avoid hot tubs, saunas and laptops on your lap: heat lowers sperm production.'],
    [
      'Evite el calor',
      'Evite los jacuzzis, los saunas y la laptop sobre las piernas: el calor reduce la producción de espermatozoides.',
    ],
    'lifestyle',
  );
  recommendation(
    null,
    1,
    ['Move every day', 'Thirty minutes of moderate exercise most days supports healthy sperm.'],
    [
      'Muévase todos los días',
      'Treinta minutos de ejercicio moderado casi todos los días ayudan a tener espermatozoides sanos.',
    ],
    'lifestyle',
  );
  recommendation(
    null,
    4,
    ['Sleep seven hours or more', 'Short sleep is linked with lower sperm counts.'],
    ['Duerma siete horas o más', 'Dormir poco se asocia con un recuento de espermatozoides más bajo.'],
    'lifestyle',
  );
  recommendation(
    null,
    2,
    ['Stop smoking', 'Smoking harms sperm count, motility and DNA. Quitting helps within months.'],
    [
      'Deje de fumar',
      'Fumar daña el recuento, la movilidad y el ADN de los espermatozoides. Dejarlo ayuda en pocos meses.',
    ],
    'lifestyle',
  );
  const sam = customers.sam.user.clientId;
  recommendation(
    sam,
    2,
    ['Retest in three months', 'Sperm take about 74 days to mature: a retest shows the effect of changes.'],
    [
      'Repita el análisis en tres meses',
      'Los espermatozoides tardan unos 74 días en madurar: un nuevo análisis muestra el efecto de los cambios.',
    ],
    'lab',
  );
  recommendation(
    sam,
    1,
    ['Antioxidant-rich diet', 'Fruit, vegetables, nuts and fish support DNA integrity.'],
    [
      'Alimentación rica en antioxidantes',
      'Las frutas, las verduras, las nueces y el pescado ayudan a proteger el ADN de los espermatozoides.',
    ],
    'diet',
  );

  return { dataset, customers };
}

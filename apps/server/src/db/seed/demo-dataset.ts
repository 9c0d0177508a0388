import { randomUUID } from 'node:crypto';
import { catalogueId } from './catalogue';
import { demoPromoCodes } from './demo-promo-codes';
import { demoUrologists } from './demo-urologists';

type Row = Record<string, string | number | boolean | Date | null | string[]>;

/** Rows per table, in an order that satisfies the foreign keys. */
export interface DemoDataset {
  clients: Row[];
  users: Row[];
  items: Row[];
  result_documents: Row[];
  sti_results: Row[];
  sti_reports: Row[];
  vials: Row[];
  withdrawal_requests: Row[];
  vial_events: Row[];
  announcements: Row[];
  recommendations: Row[];
  promo_codes: Row[];
  verified_urologists: Row[];
}

export const demoTableOrder: readonly (keyof DemoDataset)[] = [
  'clients',
  'users',
  'items',
  'result_documents',
  'sti_results',
  'sti_reports',
  'vials',
  'withdrawal_requests',
  'vial_events',
  'announcements',
  'recommendations',
  'promo_codes',
  'verified_urologists',
];

const dayMs = 86_400_000;
const stiTestKeys = [
  'chlamydiaGenital',
  'gonorrheaGenital',
  'hepatitisB',
  'hepatitisCAntibody',
  'hiv',
  'syphilis',
  'syphilisIGG',
] as const;

const normalValues = {
  total_count: 120,
  total_motile_sperm: 70,
  total_motility: 58,
  concentration: 48,
  actual_ejaculate_concentration: 48,
  volume: 2.5,
  normal: 6,
  dna_fragmentation: 18,
};

const lowValues = {
  total_count: 31,
  total_motile_sperm: 12,
  total_motility: 38,
  concentration: 13,
  actual_ejaculate_concentration: 13,
  volume: 1.2,
  normal: 3,
  dna_fragmentation: 34,
};

const azoospermicValues = {
  total_count: 0,
  total_motile_sperm: 0,
  total_motility: 0,
  concentration: 0,
  actual_ejaculate_concentration: 0,
  volume: 2.1,
  normal: 0,
};

interface PersonaOptions {
  email: string;
  firstName: string;
  lastName: string;
  passwordHash: string;
}

/**
 * The demo personas of DESIGN.md section 7 and what each shows, with dates relative to `now` so
 * "ready 10 days ago" stays true whenever the database is seeded.
 */
export function buildDemoDataset(passwordHash: string, now: Date): DemoDataset {
  const daysAgo = (days: number) => new Date(now.getTime() - days * dayMs);
  const dataset: DemoDataset = {
    clients: [],
    users: [],
    items: [],
    result_documents: [],
    sti_results: [],
    sti_reports: [],
    vials: [],
    withdrawal_requests: [],
    vial_events: [],
    announcements: [],
    recommendations: [],
    verified_urologists: demoUrologists(),
    promo_codes: demoPromoCodes(now),
  };

  const products = {
    analysis: catalogueId('analysis'),
    cryoYearly: catalogueId('cryo_yearly'),
    sti: catalogueId('sti'),
    coq10: catalogueId('coq10'),
  };

  let clientNumber = 100_245;
  const client = (email: string, extra: Row = {}) => {
    const id = randomUUID();
    dataset.clients.push({
      id,
      number: `FA-${clientNumber++}`,
      email,
      phone: null,
      date_of_birth: null,
      ...extra,
    });
    return id;
  };
  const user = (options: PersonaOptions, extra: Row) => {
    const id = randomUUID();
    dataset.users.push({
      id,
      email: options.email,
      password_hash: options.passwordHash,
      first_name: options.firstName,
      last_name: options.lastName,
      ...extra,
    });
    return id;
  };
  const customer = (
    email: string,
    firstName: string,
    lastName: string,
    clientExtra: Row = {},
    userExtra: Row = {},
  ) => {
    const clientId = client(email, clientExtra);
    const userId = user(
      { email, firstName, lastName, passwordHash },
      { role: 'client', client_id: clientId, ...userExtra },
    );
    return { clientId, userId };
  };
  let poNumber = 50_001;
  const item = (
    clientId: string,
    productId: string,
    title: string,
    category: string,
    createdAt: Date,
    extra: Row = {},
  ) => {
    const id = randomUUID();
    dataset.items.push({
      id,
      client_id: clientId,
      product_id: productId,
      title,
      category,
      po_number: `PO-${poNumber++}`,
      created_at: createdAt,
      ...extra,
    });
    return id;
  };
  const finishedKit = { status_step: 'FinishedStep', tracking_stage: 6 };
  const calendarDaysFromNow = (days: number) => daysAgo(-days).toISOString().slice(0, 10);
  /** Vials received at the lab, then moved to the cryobank a few days later, each step in the vial's history. */
  const storedVials = (itemId: string, count: number, storedAt: Date, status: string) => {
    for (let vial = 0; vial < count; vial++) {
      const vialId = randomUUID();
      const permanent = status === 'permanent_storage';
      dataset.vials.push({
        id: vialId,
        item_id: itemId,
        status,
        storage_facility: permanent ? 'Fathom Cryobank, Austin, Texas' : 'Fathom Lab, Austin, Texas',
        stored_at: storedAt,
      });
      dataset.vial_events.push({
        id: randomUUID(),
        vial_id: vialId,
        kind: 'stored',
        facility: 'Fathom Lab, Austin, Texas',
        occurred_at: storedAt,
      });
      if (permanent) {
        dataset.vial_events.push({
          id: randomUUID(),
          vial_id: vialId,
          kind: 'moved',
          facility: 'Fathom Cryobank, Austin, Texas',
          note: 'Moved to permanent storage',
          occurred_at: new Date(storedAt.getTime() + 6 * dayMs),
        });
      }
    }
  };
  const analysisWithResult = (
    clientId: string,
    createdAt: Date,
    readyAt: Date,
    values: Record<string, number>,
    extra: Row = {},
  ) => {
    const itemId = item(
      clientId,
      products.analysis,
      'Semen Analysis Kit',
      'analysis',
      createdAt,
      finishedKit,
    );
    dataset.result_documents.push({
      id: randomUUID(),
      item_id: itemId,
      client_id: clientId,
      ready_at: readyAt,
      created_at: readyAt,
      ...values,
      ...extra,
    });
    return itemId;
  };

  // sam: normal results 10 days old, DNA fragmentation, 4 stored vials, an announcement, partner jamie.
  const sam = customer('sam@example.com', 'Sam', 'Whitaker', {
    phone: '+15125550142',
    date_of_birth: '1990-04-12',
  });
  const samAnalysis = analysisWithResult(sam.clientId, daysAgo(30), daysAgo(10), normalValues);
  const samStorage = item(
    sam.clientId,
    products.cryoYearly,
    'Cryogenic Storage, yearly plan',
    'cryogenic',
    daysAgo(28),
    { storage_status: 'active', matched_analysis_id: samAnalysis },
  );
  storedVials(samStorage, 4, daysAgo(26), 'permanent_storage');
  user(
    { email: 'jamie@example.com', firstName: 'Jamie', lastName: 'Whitaker', passwordHash },
    { role: 'authorized_user', client_id: sam.clientId, parent_user_id: sam.userId },
  );

  const alex = customer(
    'alex@example.com',
    'Alex',
    'Chen',
    {},
    { google2fa_secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP', google2fa_configured_at: daysAgo(60) },
  );
  analysisWithResult(alex.clientId, daysAgo(45), daysAgo(35), normalValues);

  // casey: an azoospermic result, and the fertility consultation that comes with it already arranged.
  const casey = customer('casey@example.com', 'Casey', 'Brooks', { has_active_fertility_consultation: true });
  analysisWithResult(casey.clientId, daysAgo(21), daysAgo(14), azoospermicValues, { is_azoospermic: true });

  // jordan: results older than 90 days, and a low post-thaw motility.
  // jordan also stores 4 vials, 2 of them in a withdrawal the team is preparing; the storage plan is not yet
  // matched to the analysis whose sample it holds.
  const jordan = customer('jordan@example.com', 'Jordan', 'Ellis', { has_unmatched_subscriptions: true });
  analysisWithResult(jordan.clientId, daysAgo(134), daysAgo(120), lowValues, { post_thaw_motility: 35 });
  const jordanStorage = item(
    jordan.clientId,
    products.cryoYearly,
    'Cryogenic Storage, yearly plan',
    'cryogenic',
    daysAgo(130),
    { storage_status: 'active' },
  );
  storedVials(jordanStorage, 4, daysAgo(128), 'permanent_storage');
  dataset.withdrawal_requests.push({
    id: randomUUID(),
    client_id: jordan.clientId,
    item_id: jordanStorage,
    requested_by: jordan.userId,
    destination: 'domestic',
    recipient_type: 'medical_facility',
    recipient_name: 'Dr. Priya Raman',
    recipient_facility: 'Lakeside Fertility Clinic',
    recipient_address: JSON.stringify({
      address_1: '200 Lakeshore Drive',
      city: 'Chicago',
      state: 'IL',
      postal_code: '60601',
      country: 'US',
    }),
    recipient_email: 'lab@lakeside-fertility.example',
    recipient_phone: '+13125550188',
    requested_date: calendarDaysFromNow(20),
    timezone: 'America/Chicago',
    vial_count: 2,
    signature: 'Jordan Ellis',
    status: 'requested',
    created_at: daysAgo(2),
  });

  // morgan: a sample frozen with the 2022 analysis, never given a storage plan: it has a destruction date.
  const morgan = customer('morgan@example.com', 'Morgan', 'Hayes');
  const morganSample = item(
    morgan.clientId,
    products.cryoYearly,
    'Cryogenic Storage (no plan)',
    'cryogenic',
    new Date('2022-05-24T15:00:00Z'),
    { destruction_date: calendarDaysFromNow(45) },
  );
  storedVials(morganSample, 4, new Date('2022-05-25T15:00:00Z'), 'awaiting_permanent_storage');
  analysisWithResult(
    morgan.clientId,
    new Date('2022-05-10T15:00:00Z'),
    new Date('2022-05-24T15:00:00Z'),
    normalValues,
  );

  // taylor's kit is not registered yet: its QR code (README) leads to /k-r/v-c/FK-TAYLOR-0001.
  const taylor = customer('taylor@example.com', 'Taylor', 'Reed', { date_of_birth: '1988-09-30' });
  item(taylor.clientId, products.analysis, 'Semen Analysis Kit', 'analysis', daysAgo(6), {
    status_step: 'SealShippingBoxStep',
    tracking_stage: 4,
    delivery_carrier: 'UPS',
    kit_identifier: 'FK-TAYLOR-0001',
    shipping_address: JSON.stringify({
      first_name: 'Taylor',
      last_name: 'Reed',
      address_1: '410 Congress Avenue',
      address_2: null,
      city: 'Austin',
      state: 'TX',
      postal_code: '78701',
      country: 'US',
      phone: '+15125550188',
    }),
    kit_delivery_type: 'staggered',
    order_details_completed_at: daysAgo(6),
  });

  // riley: STI results in (one positive) and a supplement; no semen analysis.
  const riley = customer('riley@example.com', 'Riley', 'Patel');
  const stiItem = item(riley.clientId, products.sti, 'STI Test Kit', 'sti', daysAgo(18), finishedKit);
  for (const testKey of stiTestKeys) {
    const positive = testKey === 'chlamydiaGenital';
    dataset.sti_results.push({
      id: randomUUID(),
      item_id: stiItem,
      test_key: testKey,
      outcome: positive ? 'positive' : 'negative',
      value: positive ? 'Detected' : 'Not detected',
    });
  }
  // Entered by the lab and released by a clinician after review.
  dataset.sti_reports.push({
    item_id: stiItem,
    client_id: riley.clientId,
    entered_at: daysAgo(4),
    released_at: daysAgo(3),
  });
  item(riley.clientId, products.coq10, 'CoQ10 Supplement', 'supplement', daysAgo(18));

  const pat = customer(
    'pat@example.com',
    'Pat',
    'Quinn',
    { date_of_birth: '1985-04-12' },
    { flag_unmarketable: true },
  );
  item(pat.clientId, products.analysis, 'Semen Analysis Kit', 'analysis', daysAgo(9), {
    status_step: 'FinishedStep',
    tracking_stage: 5,
  });

  customer('drew@example.com', 'Drew', 'Foster');

  user({ email: 'lab@example.com', firstName: 'Lena', lastName: 'Okafor', passwordHash }, { role: 'staff' });

  dataset.announcements.push(
    {
      id: randomUUID(),
      title: 'Your storage plan renews soon',
      body: 'Your yearly cryogenic storage plan renews next month. No action is needed to keep your vials stored.',
      location: 'home',
      variant: 'info',
      client_id: sam.clientId,
      starts_at: daysAgo(2),
      ends_at: null,
    },
    {
      id: randomUUID(),
      title: 'Holiday shipping',
      body: 'Kits sent in the last week of December may take one extra day to reach the lab.',
      location: 'global',
      variant: 'warning',
      client_id: null,
      starts_at: daysAgo(5),
      ends_at: daysAgo(-30),
    },
    {
      id: randomUUID(),
      title: 'Scheduled maintenance finished',
      body: 'The portal maintenance of last month is complete.',
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
    title: string,
    body: string,
    category: string,
  ) =>
    dataset.recommendations.push({
      id: randomUUID(),
      client_id: clientId,
      title,
      body,
      category,
      sort_order: sortOrder,
      link_url: null,
    });
  recommendation(
    null,
    3,
    'Keep cool',
    'Avoid hot tubs, saunas and laptops on your lap: heat lowers sperm production.',
    'lifestyle',
  );
  recommendation(
    null,
    1,
    'Move every day',
    'Thirty minutes of moderate exercise most days supports healthy sperm.',
    'lifestyle',
  );
  recommendation(
    null,
    4,
    'Sleep seven hours or more',
    'Short sleep is linked with lower sperm counts.',
    'lifestyle',
  );
  recommendation(
    null,
    2,
    'Stop smoking',
    'Smoking harms sperm count, motility and DNA. Quitting helps within months.',
    'lifestyle',
  );
  recommendation(
    sam.clientId,
    2,
    'Retest in three months',
    'Sperm take about 74 days to mature: a retest shows the effect of changes.',
    'lab',
  );
  recommendation(
    sam.clientId,
    1,
    'Antioxidant-rich diet',
    'Fruit, vegetables, nuts and fish support DNA integrity.',
    'diet',
  );

  return dataset;
}

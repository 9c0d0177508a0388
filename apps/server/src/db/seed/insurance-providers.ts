import type { Queryable } from '../database';

/** The plans Fathom accepts, one row per state; fixed ids so the list is upserted at every start. */
const acceptedPlans: readonly { id: string; providerName: string; state: string }[] = [
  { id: '0f5d3f52-5a7e-4b1e-9b53-0c2f4d8c1a01', providerName: 'Aetna', state: 'CA' },
  { id: '0f5d3f52-5a7e-4b1e-9b53-0c2f4d8c1a02', providerName: 'Aetna', state: 'NY' },
  { id: '0f5d3f52-5a7e-4b1e-9b53-0c2f4d8c1a03', providerName: 'Aetna', state: 'TX' },
  { id: '0f5d3f52-5a7e-4b1e-9b53-0c2f4d8c1a04', providerName: 'Blue Shield of California', state: 'CA' },
  { id: '0f5d3f52-5a7e-4b1e-9b53-0c2f4d8c1a05', providerName: 'Cigna', state: 'CA' },
  { id: '0f5d3f52-5a7e-4b1e-9b53-0c2f4d8c1a06', providerName: 'Cigna', state: 'FL' },
  { id: '0f5d3f52-5a7e-4b1e-9b53-0c2f4d8c1a07', providerName: 'Cigna', state: 'IL' },
  { id: '0f5d3f52-5a7e-4b1e-9b53-0c2f4d8c1a08', providerName: 'UnitedHealthcare', state: 'NY' },
  { id: '0f5d3f52-5a7e-4b1e-9b53-0c2f4d8c1a09', providerName: 'UnitedHealthcare', state: 'TX' },
  { id: '0f5d3f52-5a7e-4b1e-9b53-0c2f4d8c1a10', providerName: 'UnitedHealthcare', state: 'WA' },
];

export async function seedInsuranceProviders(tx: Queryable): Promise<void> {
  for (const plan of acceptedPlans) {
    await tx.query(
      `INSERT INTO insurance_providers (id, provider_name, state) VALUES ($1, $2, $3)
       ON CONFLICT (id) DO UPDATE SET provider_name = EXCLUDED.provider_name, state = EXCLUDED.state`,
      [plan.id, plan.providerName, plan.state],
    );
  }
}

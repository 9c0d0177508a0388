import type { InsuranceCheckRequest } from '@fathom/contract/insurance';
import type { InsuranceProviderState } from '@fathom/domain/insurance';
import type { Queryable } from '../../db/database';

export async function listInsuranceProviderStates(db: Queryable): Promise<InsuranceProviderState[]> {
  const { rows } = await db.query<InsuranceProviderState>(
    'SELECT provider_name, state FROM insurance_providers ORDER BY provider_name, state',
  );
  return rows;
}

export async function isAcceptedPlan(db: Queryable, providerName: string, state: string): Promise<boolean> {
  const { rows } = await db.query(
    'SELECT 1 FROM insurance_providers WHERE provider_name = $1 AND state = $2',
    [providerName, state],
  );
  return rows.length > 0;
}

export async function insertInsuranceApplication(
  db: Queryable,
  application: InsuranceCheckRequest & {
    id: string;
    covered: boolean;
    userId: string | null;
    holderSecretHash: string;
  },
): Promise<void> {
  await db.write(
    ['insurance_applications'],
    `INSERT INTO insurance_applications
       (id, provider_name, state, member_id, first_name, last_name, date_of_birth, covered, user_id,
        holder_secret_hash)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
    [
      application.id,
      application.provider_name,
      application.state,
      application.member_id,
      application.first_name,
      application.last_name,
      application.date_of_birth,
      application.covered,
      application.userId,
      application.holderSecretHash,
    ],
  );
}

export interface InsuranceApplicationRow {
  id: string;
  covered: boolean;
  order_id: string | null;
  user_id: string | null;
  holder_secret_hash: string | null;
}

export async function findInsuranceApplication(
  db: Queryable,
  id: string,
): Promise<InsuranceApplicationRow | null> {
  const { rows } = await db.query<InsuranceApplicationRow>(
    'SELECT id, covered, order_id, user_id, holder_secret_hash FROM insurance_applications WHERE id = $1',
    [id],
  );
  return rows[0] ?? null;
}

/** Ties a covered check to one order; false when it is not covered or another order has it. */
export async function claimInsuranceApplication(
  db: Queryable,
  id: string,
  orderId: string,
): Promise<boolean> {
  const { rows } = await db.write(
    ['insurance_applications'],
    'UPDATE insurance_applications SET order_id = $2 WHERE id = $1 AND covered AND order_id IS NULL RETURNING id',
    [id, orderId],
  );
  return rows.length > 0;
}

/** The check an order cancelled unpaid had claimed is free again, for the order placed from its restored cart. */
export async function releaseInsuranceApplication(db: Queryable, orderId: string): Promise<void> {
  await db.write(
    ['insurance_applications'],
    'UPDATE insurance_applications SET order_id = NULL WHERE order_id = $1',
    [orderId],
  );
}

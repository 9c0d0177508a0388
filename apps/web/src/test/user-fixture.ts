import type { ClientResource, UserResource } from '@fathom/contract/user';

export function clientFixture(overrides: Partial<ClientResource['attributes']> = {}): ClientResource {
  return {
    id: 'client-1',
    type: 'clients',
    attributes: {
      number: 'FA-100245',
      email: 'sam@example.com',
      phone: null,
      date_of_birth: null,
      latest_analysis: null,
      has_results_ready: false,
      has_active_fertility_consultation: false,
      has_cryogenic: false,
      has_unmatched_subscriptions: false,
      has_active_subscriptions: false,
      ...overrides,
    },
    relationships: { latest_ready_result: null, lifestyleRecommendations: [] },
  };
}

export function userFixture(
  options: {
    role?: UserResource['attributes']['role'];
    client?: ClientResource | null;
    authorized?: boolean;
    unmarketable?: boolean;
    uuid?: string;
    language?: UserResource['attributes']['language'];
  } = {},
): UserResource {
  const uuid = options.uuid ?? 'user-uuid-1';
  return {
    id: uuid,
    type: 'users',
    attributes: {
      uuid,
      name: 'Sam Rivers',
      first_name: 'Sam',
      last_name: 'Rivers',
      preferred_first_name: null,
      email: 'sam@example.com',
      google2fa_configured_at: null,
      has_authorized_user_role: options.authorized ?? false,
      role: options.role ?? 'client',
      language: options.language ?? null,
    },
    meta: { flag_unmarketable: options.unmarketable ?? false },
    relationships: {
      client: options.client === undefined ? clientFixture() : options.client,
      parent_user: null,
    },
  };
}

import { describe, expect, it } from 'vitest';
import {
  type ClientView,
  displayName,
  hasCryogenic,
  hasResultsReady,
  hasUnmatchedSubscriptions,
  isAuthorizedUser,
  isMarketable,
  latestReadyResult,
  legalName,
  mayBuy,
  type UserView,
} from './user';

function client(attributes: ClientView['attributes'], readyAt?: string): ClientView {
  return {
    id: `client-${attributes.number ?? 'x'}`,
    attributes,
    relationships: {
      latest_ready_result: readyAt ? { id: `result-${readyAt}`, attributes: { ready_at: readyAt } } : null,
    },
  };
}

function user(overrides: Partial<UserView> = {}, attributes: Partial<UserView['attributes']> = {}): UserView {
  return {
    id: 'user-1',
    attributes: {
      name: 'Samuel Carter',
      first_name: 'Samuel',
      last_name: 'Carter',
      preferred_first_name: null,
      ...attributes,
    },
    ...overrides,
  };
}

describe('legalName', () => {
  it('is the first and last name, never the preferred first name', () => {
    expect(legalName(user({}, { preferred_first_name: 'Sam' }))).toBe('Samuel Carter');
    expect(legalName(user({}, { first_name: ' Samuel ', last_name: null }))).toBe('Samuel');
  });
});

describe('displayName', () => {
  it('uses the preferred first name and the last name when a preferred name exists', () => {
    expect(displayName(user({}, { preferred_first_name: 'Sam' }))).toBe('Sam Carter');
  });

  it('uses the full name when there is no preferred first name', () => {
    expect(displayName(user())).toBe('Samuel Carter');
    expect(displayName(user({}, { preferred_first_name: '' }))).toBe('Samuel Carter');
  });

  it('shows the preferred name alone when the last name is missing', () => {
    expect(displayName(user({}, { preferred_first_name: 'Sam', last_name: null }))).toBe('Sam');
  });
});

describe('isMarketable', () => {
  it('treats a user without meta or without the flag as marketable', () => {
    expect(isMarketable(user())).toBe(true);
    expect(isMarketable(user({ meta: {} }))).toBe(true);
    expect(isMarketable(user({ meta: { flag_unmarketable: false } }))).toBe(true);
  });

  it('treats a user flagged unmarketable as not marketable', () => {
    expect(isMarketable(user({ meta: { flag_unmarketable: true } }))).toBe(false);
  });
});

describe('isAuthorizedUser', () => {
  it('is true only with has_authorized_user_role', () => {
    expect(isAuthorizedUser(user({}, { has_authorized_user_role: true }))).toBe(true);
    expect(isAuthorizedUser(user({}, { has_authorized_user_role: false }))).toBe(false);
    expect(isAuthorizedUser(user())).toBe(false);
  });
});

describe('mayBuy', () => {
  it('offers purchases to an account holder and never to a partner (an authorized user)', () => {
    expect(mayBuy(user())).toBe(true);
    expect(mayBuy(user({}, { has_authorized_user_role: true }))).toBe(false);
  });
});

describe('cryogenic and unmatched-subscription status', () => {
  const own = client({ number: 'OWN', has_cryogenic: false, has_unmatched_subscriptions: false });
  const parent = client({ number: 'PARENT', has_cryogenic: true, has_unmatched_subscriptions: true });

  it("takes an authorized user's status from the parent user's client, not its own", () => {
    const partner = user(
      { relationships: { client: own, parent_user: { relationships: { client: parent } } } },
      { has_authorized_user_role: true },
    );
    expect(hasCryogenic(partner)).toBe(true);
    expect(hasUnmatchedSubscriptions(partner)).toBe(true);
  });

  it("takes a client's status from its own client", () => {
    const customer = user({
      relationships: { client: own, parent_user: { relationships: { client: parent } } },
    });
    expect(hasCryogenic(customer)).toBe(false);
    expect(hasUnmatchedSubscriptions(customer)).toBe(false);
  });

  it('is false when there is no client', () => {
    expect(hasCryogenic(user())).toBe(false);
    expect(hasCryogenic(user({ relationships: { client: null } }, { has_authorized_user_role: true }))).toBe(
      false,
    );
  });
});

describe('hasResultsReady', () => {
  it("reads the user's own client", () => {
    expect(hasResultsReady(user({ relationships: { client: client({ has_results_ready: true }) } }))).toBe(
      true,
    );
    expect(hasResultsReady(user({ relationships: { client: client({ has_results_ready: false }) } }))).toBe(
      false,
    );
    expect(hasResultsReady(user())).toBe(false);
  });
});

describe('latestReadyResult', () => {
  it("uses the user's own client's latest ready result when present", () => {
    const customer = user({
      relationships: {
        client: client({}, '2024-03-01T10:00:00Z'),
        parent_user: { relationships: { client: client({}, '2024-01-01T10:00:00Z') } },
      },
    });
    expect(latestReadyResult(customer)?.attributes.ready_at).toBe('2024-03-01T10:00:00Z');
  });

  it("falls back to the parent's client latest ready result when its own is missing", () => {
    const partner = user({
      relationships: {
        client: client({}),
        parent_user: { relationships: { client: client({}, '2024-01-01T10:00:00Z') } },
      },
    });
    expect(latestReadyResult(partner)?.attributes.ready_at).toBe('2024-01-01T10:00:00Z');
  });

  it('is null when neither has one', () => {
    expect(latestReadyResult(user())).toBeNull();
  });
});

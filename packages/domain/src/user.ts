/**
 * Rules about the signed-in user: display name, marketability, the authorized-user role and which
 * client's status applies. The input types are structural so the contract's UserResource fits them.
 */
import { isAuthorizedUser } from './authorized-user';

export interface LatestReadyResultView {
  id: string;
  attributes: {
    ready_at: string;
    is_azoospermic?: boolean | null;
  };
}

export interface ClientView {
  id: string;
  attributes: {
    number?: string | null;
    email?: string | null;
    latest_analysis?: {
      id?: string;
      created_at: string;
      tracking_stage?: number | null;
      registered?: boolean;
      held_at_lab?: boolean;
    } | null;
    has_results_ready?: boolean | null;
    has_active_fertility_consultation?: boolean | null;
    has_cryogenic?: boolean | null;
    has_unmatched_subscriptions?: boolean | null;
    has_active_subscriptions?: boolean | null;
  };
  relationships?: {
    latest_ready_result?: LatestReadyResultView | null;
  } | null;
}

export interface UserView {
  id: string;
  attributes: {
    name: string;
    first_name?: string | null;
    last_name?: string | null;
    preferred_first_name?: string | null;
    email?: string | null;
    has_authorized_user_role?: boolean | null;
    google2fa_configured_at?: string | null;
    role?: string | null;
  };
  meta?: { flag_unmarketable?: boolean | null } | null;
  relationships?: {
    client?: ClientView | null;
    parent_user?: { relationships?: { client?: ClientView | null } | null } | null;
  } | null;
}

/** Preferred first name and last name when a preferred name exists, else the full name. */
export function displayName(user: UserView): string {
  const { preferred_first_name, last_name, name } = user.attributes;
  if (preferred_first_name?.trim()) {
    return [preferred_first_name.trim(), last_name?.trim()].filter(Boolean).join(' ');
  }
  return name;
}

/** Users are marketable unless meta.flag_unmarketable is set. */
/** The name on official documents: first and last name, never the preferred first name. */
export function legalName(user: UserView): string {
  return [user.attributes.first_name, user.attributes.last_name]
    .map((part) => part?.trim() ?? '')
    .filter(Boolean)
    .join(' ');
}

export function isMarketable(user: UserView): boolean {
  return user.meta?.flag_unmarketable !== true;
}

export { isAuthorizedUser } from './authorized-user';

/**
 * Whether the portal may offer this person anything to buy (a new analysis, storage, a consultation): an
 * authorized user reads the holder's results and never buys (DESIGN.md section 5, checklist CR-08).
 */
export function mayBuy(user: UserView): boolean {
  return !isAuthorizedUser(user);
}

export function ownClient(user: UserView): ClientView | null {
  return user.relationships?.client ?? null;
}

export function parentClient(user: UserView): ClientView | null {
  return user.relationships?.parent_user?.relationships?.client ?? null;
}

/** The client whose cryogenic and subscription status applies: the parent's for an authorized user. */
export function storageStatusClient(user: UserView): ClientView | null {
  return isAuthorizedUser(user) ? parentClient(user) : ownClient(user);
}

export function hasCryogenic(user: UserView): boolean {
  return storageStatusClient(user)?.attributes.has_cryogenic === true;
}

export function hasUnmatchedSubscriptions(user: UserView): boolean {
  return storageStatusClient(user)?.attributes.has_unmatched_subscriptions === true;
}

export function hasResultsReady(user: UserView): boolean {
  return ownClient(user)?.attributes.has_results_ready === true;
}

/** The user's own client's latest ready result, else (for a user with a parent) the parent client's. */
export function latestReadyResult(user: UserView): LatestReadyResultView | null {
  return (
    ownClient(user)?.relationships?.latest_ready_result ??
    parentClient(user)?.relationships?.latest_ready_result ??
    null
  );
}

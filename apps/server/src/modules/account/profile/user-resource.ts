import type { ClientResource, ParentUser, UserResource } from '@fathom/contract/user';
import type { UserProfile } from './profile-repository';

export function fullName(user: Pick<UserProfile, 'firstName' | 'lastName'>): string {
  return `${user.firstName} ${user.lastName}`.trim();
}

/**
 * The account holder's client as their partner sees it: the shared analysis and whether its sample is stored
 * (the bought and unmatched checks read the holder's client for a partner: checklist CR-08), nothing else of
 * the holder's record (no date of birth, phone, plans or consultation).
 */
export function partnerViewOf(client: ClientResource): ClientResource {
  return {
    ...client,
    attributes: {
      ...client.attributes,
      phone: null,
      date_of_birth: null,
      has_active_fertility_consultation: false,
      has_active_subscriptions: false,
    },
  };
}

export function toParentUser(parent: UserProfile, client: ClientResource | null): ParentUser {
  return {
    id: parent.id,
    type: 'users',
    attributes: { uuid: parent.id, name: fullName(parent), email: parent.email },
    relationships: { client: client ? partnerViewOf(client) : null },
  };
}

export function toUserResource(
  user: UserProfile,
  related: { client: ClientResource | null; parentUser: ParentUser | null },
): UserResource {
  return {
    id: user.id,
    type: 'users',
    attributes: {
      uuid: user.id,
      name: fullName(user),
      first_name: user.firstName,
      last_name: user.lastName,
      preferred_first_name: user.preferredFirstName,
      email: user.email,
      google2fa_configured_at: user.google2faConfiguredAt ? user.google2faConfiguredAt.toISOString() : null,
      has_authorized_user_role: user.role === 'authorized_user',
      role: user.role,
      language: user.language,
    },
    meta: { flag_unmarketable: user.flagUnmarketable },
    relationships: { client: related.client, parent_user: related.parentUser },
  };
}

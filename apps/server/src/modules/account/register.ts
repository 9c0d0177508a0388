import type { FastifyInstance } from 'fastify';
import type { RoomContext } from '../../platform/room-context';
import { registerClientRoutes } from './clients/routes';
import type { PartnerDeps } from './partner/partner-service';
import { registerAuthorizedUserRoutes } from './partner/routes';
import { loadUserResource, loadUserSummary } from './profile/profile-service';
import { registerProfileRoutes } from './profile/routes';
import { registerRecommendationRoutes } from './recommendations/routes';

/** The person a sign-in answers with: the account room's profile, whole or (until fully signed in) summed up. */
export const accountProfiles = { resource: loadUserResource, summary: loadUserSummary };

/**
 * The account room: the profile, the customer record, the partner on the account, recommendations. What it needs
 * of the auth room (the session cache, a partner's sign-in and invitation, the holder's proof) is handed to it.
 */
export function registerAccount(
  app: FastifyInstance,
  room: RoomContext,
  auth: Pick<PartnerDeps, 'sessionCache' | 'passwords' | 'reauthenticate' | 'sendPartnerInvitation'>,
): void {
  const { db, reads, now, outbox, config } = room;
  registerProfileRoutes(app, { db, reads, now, sessionCache: auth.sessionCache });
  registerClientRoutes(app, room);
  registerRecommendationRoutes(app, room);
  registerAuthorizedUserRoutes(app, {
    db,
    now,
    outbox,
    config,
    sessionCache: auth.sessionCache,
    passwords: auth.passwords,
    reauthenticate: auth.reauthenticate,
    sendPartnerInvitation: auth.sendPartnerInvitation,
    reauthLimiter: room.limits.partnerReauthPerUser,
  });
}

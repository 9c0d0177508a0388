import type { FastifyInstance } from 'fastify';
import type { RoomContext } from '../../platform/room-context';
import type { AuthDeps } from '../auth/index';
import { registerClientRoutes } from './clients/routes';
import { registerAuthorizedUserRoutes } from './partner/routes';
import { loadUserResource, loadUserSummary } from './profile/profile-service';
import { registerProfileRoutes } from './profile/routes';
import { registerRecommendationRoutes } from './recommendations/routes';

/** The person a sign-in answers with: the account room's profile, whole or (until fully signed in) summed up. */
export const accountProfiles: AuthDeps['profiles'] = { resource: loadUserResource, summary: loadUserSummary };

/** The account room: the profile, the customer record, the partner on the account, recommendations. */
export function registerAccount(app: FastifyInstance, room: RoomContext, auth: AuthDeps): void {
  registerProfileRoutes(app, auth);
  registerClientRoutes(app, room);
  registerRecommendationRoutes(app, room);
  registerAuthorizedUserRoutes(app, { ...auth, reauthLimiter: room.limits.partnerReauthPerUser });
}

import type { FastifyInstance } from 'fastify';
import type { RoomContext } from '../../platform/room-context';
import type { AuthDeps } from '../auth/index';
import { registerKitDetailRoutes } from './details/routes';
import { registerItemRoutes } from './items/routes';
import type { KitRegisteredHook } from './registrations/kit-registration-service';
import { registerKitSessionRoutes } from './registrations/kit-session-routes';
import { registerKitRegistrationRoutes } from './registrations/routes';

/**
 * The kits room: a customer's kits and their journey to the lab, registered by the customer or from the kit's
 * own sign-in; the lab room hears of each registration (`onKitRegistered`) in its transaction.
 */
export function registerKits(
  app: FastifyInstance,
  room: RoomContext,
  rooms: { auth: AuthDeps; onKitRegistered: KitRegisteredHook },
): void {
  const { limits, config } = room;
  registerItemRoutes(app, { ...room, onKitRegistered: rooms.onKitRegistered });
  registerKitRegistrationRoutes(app, {
    ...room,
    perKit: limits.kitDateOfBirthPerKit,
    perIp: limits.kitDateOfBirthPerIp,
    publicUrl: config.publicUrl,
    onKitRegistered: rooms.onKitRegistered,
  });
  registerKitSessionRoutes(app, rooms.auth, limits);
  registerKitDetailRoutes(app, room);
}

import type { FastifyInstance } from 'fastify';
import type { RoomContext } from '../../platform/room-context';
import { registerKitDetailRoutes } from './details/routes';
import { registerItemRoutes } from './items/routes';
import type { KitRegisteredHook } from './registrations/kit-registration-service';
import { type KitSessionAuth, registerKitSessionRoutes } from './registrations/kit-session-routes';
import { registerKitRegistrationRoutes } from './registrations/routes';

/**
 * The kits room: a customer's kits and their journey to the lab, registered by the customer or from the kit's
 * own sign-in; the lab room hears of each registration (`onKitRegistered`) in its transaction.
 */
export function registerKits(
  app: FastifyInstance,
  room: RoomContext,
  rooms: { auth: KitSessionAuth; onKitRegistered: KitRegisteredHook },
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
  registerKitSessionRoutes(app, { db: room.db, auth: rooms.auth }, limits);
  registerKitDetailRoutes(app, room);
}

import type { Catalogue } from '@fathom/contract/catalogue';
import type { FastifyInstance } from 'fastify';
import type { RoomContext } from '../../platform/room-context';
import { registerAccountSummaryRoutes } from './routes';

/** The summary room: the account's one-read overview the home page starts from. */
export function registerSummary(
  app: FastifyInstance,
  room: RoomContext,
  rooms: { catalogue: Catalogue },
): void {
  registerAccountSummaryRoutes(app, { ...room, catalogue: rooms.catalogue });
}

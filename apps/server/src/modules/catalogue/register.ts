import type { Catalogue } from '@fathom/contract/catalogue';
import type { FastifyInstance } from 'fastify';
import type { RoomContext } from '../../platform/room-context';
import { createCatalogue } from './catalogue-service';
import { registerCatalogueRoutes } from './routes';

/** The catalogue room: the products and prices every sale is priced from, and the shop's list of them. */
export function registerCatalogue(app: FastifyInstance, room: RoomContext): Catalogue {
  const catalogue = createCatalogue(room.db);
  registerCatalogueRoutes(app, { catalogue, config: room.config });
  return catalogue;
}

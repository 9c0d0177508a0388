import type { FastifyInstance } from 'fastify';
import type { RoomContext } from '../../platform/room-context';
import { registerDocumentRoutes } from './routes';

/** The documents room: the agreements a customer signs, and their signed copies. */
export function registerDocuments(app: FastifyInstance, room: RoomContext): void {
  registerDocumentRoutes(app, room);
}

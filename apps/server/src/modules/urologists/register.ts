import type { FastifyInstance } from 'fastify';
import type { RoomContext } from '../../platform/room-context';
import { registerUrologistRoutes } from './routes';

/** The urologists room: the directory of urologists a customer can find near them. */
export function registerUrologists(app: FastifyInstance, room: RoomContext): void {
  registerUrologistRoutes(app, room);
}

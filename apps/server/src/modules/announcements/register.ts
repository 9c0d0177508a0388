import type { FastifyInstance } from 'fastify';
import type { RoomContext } from '../../platform/room-context';
import { registerAnnouncementRoutes } from './routes';

/** The announcements room: what the clinic tells every customer on their home page. */
export function registerAnnouncements(app: FastifyInstance, room: RoomContext): void {
  registerAnnouncementRoutes(app, room);
}

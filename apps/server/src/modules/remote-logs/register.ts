import type { FastifyInstance } from 'fastify';
import type { RoomContext } from '../../platform/room-context';
import { DEFAULT_REMOTE_LOG_API_KEY, registerRemoteLogRoutes } from './routes';

/** The remote-logs room: what the browser reports of its own failures, into the server's log. */
export function registerRemoteLogs(app: FastifyInstance, room: RoomContext): void {
  registerRemoteLogRoutes(app, {
    apiKey: room.config.remoteLogApiKey ?? DEFAULT_REMOTE_LOG_API_KEY,
    limiter: room.limits.remoteLogsPerIp,
  });
}

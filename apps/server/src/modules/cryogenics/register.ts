import type { Catalogue } from '@fathom/contract/catalogue';
import type { FastifyInstance } from 'fastify';
import type { RoomContext } from '../../platform/room-context';
import { registerCryogenicsRoutes } from './routes';
import { createWithdrawalService, type WithdrawalDeps } from './withdrawal-service';

/** The cryogenics room: a customer's stored vials, and their withdrawals (each confirmed with their password). */
export function registerCryogenics(
  app: FastifyInstance,
  room: RoomContext,
  rooms: { auth: Pick<WithdrawalDeps, 'reauthenticate'>; catalogue: Catalogue },
): void {
  registerCryogenicsRoutes(app, {
    ...room,
    catalogue: rooms.catalogue,
    withdrawals: createWithdrawalService({ ...room, reauthenticate: rooms.auth.reauthenticate }),
    reauthLimiter: room.limits.withdrawalReauthPerUser,
    productName: room.config.productName,
  });
}

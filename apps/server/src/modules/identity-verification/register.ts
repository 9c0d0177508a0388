import type { FastifyInstance } from 'fastify';
import type { IdentityVerifier } from '../../integrations/identity-verification/index';
import type { RoomContext } from '../../platform/room-context';
import { createIdentityVerificationService } from './identity-verification-service';
import { registerIdentityVerificationRoutes } from './routes';
import { registerSandboxIdentityVerificationPage } from './sandbox-routes';

/** The identity-verification room: a customer proves who they are with the verifier before a withdrawal. */
export function registerIdentityVerification(
  app: FastifyInstance,
  room: RoomContext,
  integrations: { identityVerifier: IdentityVerifier },
): void {
  const { identityVerifier } = integrations;
  const verifications = createIdentityVerificationService({
    db: room.db,
    verifier: identityVerifier,
    publicUrl: room.config.publicUrl,
    now: room.now,
  });
  if (identityVerifier.name === 'sandbox') {
    registerSandboxIdentityVerificationPage(app, { publicUrl: room.config.publicUrl });
  }
  registerIdentityVerificationRoutes(app, {
    verifications,
    startsPerUser: room.limits.identityVerificationStartsPerUser,
    callbacksPerUser: room.limits.identityVerificationCallbacksPerUser,
  });
}

import type { FastifyInstance } from 'fastify';
import type { BenefitsVerifier } from '../../integrations/benefits/index';
import type { InsuranceVerifier } from '../../integrations/insurance/index';
import type { RoomContext } from '../../platform/room-context';
import { registerBenefitsRoutes } from './benefits/routes';
import { registerInsuranceRoutes } from './routes';

/** The insurance room: a customer's cover checked before an insured order, and their employer's benefits. */
export function registerInsurance(
  app: FastifyInstance,
  room: RoomContext,
  integrations: { insuranceVerifier: InsuranceVerifier; benefitsVerifier: BenefitsVerifier },
): void {
  registerBenefitsRoutes(app, {
    verifier: integrations.benefitsVerifier,
    limiter: room.limits.benefitsCheckPerIp,
  });
  registerInsuranceRoutes(app, {
    db: room.db,
    verifier: integrations.insuranceVerifier,
    limiter: room.limits.insuranceCheckPerIp,
    publicUrl: room.config.publicUrl,
  });
}

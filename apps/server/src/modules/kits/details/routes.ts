import { nullDataSchema } from '@fathom/contract/common';
import {
  addressOfUnshippedKitsResponseSchema,
  disabledDeliveryDatesResponseSchema,
  kitOrderDetailsRequestSchema,
  updateShippingAddressRequestSchema,
} from '@fathom/contract/items';
import { calendarDateIn } from '@fathom/domain/calendar-date';
import {
  disabledDeliveryDates,
  earliestDeliveryDate,
  isSelectableDeliveryDate,
  LAB_TIME_ZONE,
  latestDeliveryDate,
} from '@fathom/domain/kit-dates';
import { msg } from '@lingui/core/macro';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../../db/database';
import { errorAnswers } from '../../../http/error-answers';
import { HttpError } from '../../../http/errors';
import { isUuid } from '../../../http/uuid';
import { authOf, requireRole, sessionSecurity } from '../../../platform/authenticate';
import { findClientItem } from '../items/item-repository';
import type { KitChangeOutcome } from './kit-details-repository';
import { changeAddressOfUnshippedKits, changeKitAddress, completeKitDetails } from './kit-details-service';

const errors = errorAnswers(401, 403, 404, 422, 428);

export const KIT_DETAIL_MESSAGES = {
  shipped: msg`This kit has left our warehouse, so its address can no longer change. Contact us and we will help.`,
  deliveryDate: msg`This delivery date is not available. Choose one of the dates the calendar offers.`,
};

function answer(outcome: KitChangeOutcome) {
  if (outcome === 'not_found') throw new HttpError(404, 'Not found.');
  if (outcome === 'shipped') throw new HttpError(422, KIT_DETAIL_MESSAGES.shipped);
  return { data: null };
}

/** A kit's delivery: the dates it can arrive on, its address until it ships, and the order details to complete. */
export function registerKitDetailRoutes(app: FastifyInstance, deps: { db: Database; now: () => Date }): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const itemParams = z.object({ itemId: z.string().max(100) });
  const ownKitClient = (clientId: string | null, itemId: string) => {
    if (!clientId || !isUuid(itemId)) throw new HttpError(404, 'Not found.');
    return clientId;
  };
  const labToday = () => calendarDateIn(deps.now(), LAB_TIME_ZONE);

  routes.get(
    '/api/restify/items/:itemId/getters/disabled-pdd-dates',
    {
      preValidation: requireRole('client'),
      schema: {
        tags: ['items'],
        security: sessionSecurity,
        summary: 'Dates a kit cannot be delivered on, from today to the end of the 30-day window',
        params: itemParams,
        response: { 200: disabledDeliveryDatesResponseSchema, ...errors },
      },
    },
    async (request) => {
      const clientId = ownKitClient(authOf(request).user.clientId, request.params.itemId);
      const item = await findClientItem(deps.db, clientId, request.params.itemId);
      if (!item || (item.category !== 'analysis' && item.category !== 'sti'))
        throw new HttpError(404, 'Not found.');
      const today = labToday();
      return {
        data: {
          disabled_pdd_dates: disabledDeliveryDates(today),
          earliest: earliestDeliveryDate(today),
          latest: latestDeliveryDate(today),
        },
      };
    },
  );

  routes.post(
    '/api/restify/items/:itemId/actions',
    {
      preValidation: requireRole('client'),
      schema: {
        tags: ['items'],
        security: sessionSecurity,
        summary: "update-shipping-address: changes where one of the customer's kits goes, until it ships",
        params: itemParams,
        querystring: z.object({ action: z.enum(['update-shipping-address']) }),
        body: updateShippingAddressRequestSchema,
        response: { 200: nullDataSchema, ...errors },
      },
    },
    async (request) => {
      const clientId = ownKitClient(authOf(request).user.clientId, request.params.itemId);
      return answer(await changeKitAddress(deps.db, clientId, request.params.itemId, request.body.address));
    },
  );

  routes.post(
    '/api/onboarding/item/:itemId',
    {
      preValidation: requireRole('client'),
      schema: {
        tags: ['items'],
        security: sessionSecurity,
        summary:
          "Completes a kit's order details: delivery address, delivery type and preferred delivery date",
        params: itemParams,
        body: kitOrderDetailsRequestSchema,
        response: { 200: nullDataSchema, ...errors },
      },
    },
    async (request) => {
      const clientId = ownKitClient(authOf(request).user.clientId, request.params.itemId);
      const date = request.body.preferred_delivery_date;
      if (date && !isSelectableDeliveryDate(date, labToday())) {
        throw new HttpError(422, KIT_DETAIL_MESSAGES.deliveryDate, {
          preferred_delivery_date: [KIT_DETAIL_MESSAGES.deliveryDate],
        });
      }
      return answer(await completeKitDetails(deps, clientId, request.params.itemId, request.body));
    },
  );

  routes.post(
    '/api/onboarding/address',
    {
      preValidation: requireRole('client'),
      schema: {
        tags: ['items'],
        security: sessionSecurity,
        summary: "The customer's address for every one of their kits that has not shipped yet",
        body: updateShippingAddressRequestSchema,
        response: { 200: addressOfUnshippedKitsResponseSchema, ...errors },
      },
    },
    async (request) => {
      const clientId = authOf(request).user.clientId;
      if (!clientId) return { data: { kits: [] } };
      return { data: { kits: await changeAddressOfUnshippedKits(deps.db, clientId, request.body.address) } };
    },
  );
}

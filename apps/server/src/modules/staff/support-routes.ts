import { errorBodySchema } from '@fathom/contract/common';
import {
  customerKitsResponseSchema,
  customerListQuerySchema,
  customerOrdersResponseSchema,
  customerParamsSchema,
  customerRecordResponseSchema,
  customerSearchQuerySchema,
  customerSearchResponseSchema,
} from '@fathom/contract/staff-console';
import { isVialInStorage, storageStatus } from '@fathom/domain/cryogenic';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Database } from '../../db/database';
import { HttpError } from '../../http/errors';
import { listMeta, pageOf } from '../../http/list-page';
import { requireStaff, sessionSecurity } from '../../platform/authenticate';
import { type CustomerBillingSources, customerBilling } from './customer-billing';
import {
  type CustomerRow,
  customerKitsPage,
  customerOrdersPage,
  customerRecord,
  findCustomer,
  searchCustomers,
} from './support-repository';

const toSummary = (row: CustomerRow) => ({ ...row, created_at: row.created_at.toISOString() });

/** Support's reads of customers (issue 47): finding one, their record, orders and kits, without result values. Audited. */
export function registerSupportRoutes(
  app: FastifyInstance,
  deps: { db: Database; billing: CustomerBillingSources },
): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const errors = {
    401: errorBodySchema,
    403: errorBodySchema,
    404: errorBodySchema,
    422: errorBodySchema,
    428: errorBodySchema,
  };
  const supportOnly = requireStaff('support');

  routes.get(
    '/api/staff/customers',
    {
      preValidation: supportOnly,
      schema: {
        tags: ['staff'],
        security: sessionSecurity,
        summary: 'Customers found by name, email address, order number or kit id, newest first (support)',
        querystring: customerSearchQuerySchema,
        response: { 200: customerSearchResponseSchema, ...errors },
      },
    },
    async (request) => {
      const page = pageOf(request.query);
      const { rows, total } = await searchCustomers(deps.db, {
        q: request.query.q,
        limit: page.limit,
        offset: page.offset,
      });
      return { data: rows.map(toSummary), meta: listMeta(page, total) };
    },
  );

  routes.get(
    '/api/staff/customers/:clientId',
    {
      preValidation: supportOnly,
      schema: {
        tags: ['staff'],
        security: sessionSecurity,
        summary:
          "A customer's storage and billing: payments and their refunds, the card on file, instalment plans, storage renewals; their orders and kits are lists of their own (support)",
        params: customerParamsSchema,
        response: { 200: customerRecordResponseSchema, ...errors },
      },
    },
    async (request) => {
      const customer = await findCustomer(deps.db, request.params.clientId);
      if (!customer) throw new HttpError(404, 'Not found.');
      const [record, billing] = await Promise.all([
        customerRecord(deps.db, customer.client_id),
        customerBilling(deps.billing, customer.client_id),
      ]);
      return {
        data: {
          customer: toSummary(customer),
          // Worded as the customer's storage page words it (one rule, in the domain).
          storage: record.storage.map((plan) => ({
            id: plan.id,
            title: plan.title,
            storage_status: storageStatus(plan.vials, true),
            vials: plan.vials.filter(isVialInStorage).length,
          })),
          billing,
        },
      };
    },
  );

  routes.get(
    '/api/staff/customers/:clientId/orders',
    {
      preValidation: supportOnly,
      schema: {
        tags: ['staff'],
        security: sessionSecurity,
        summary: "The customer's orders, newest first, a page at a time (support)",
        params: customerParamsSchema,
        querystring: customerListQuerySchema,
        response: { 200: customerOrdersResponseSchema, ...errors },
      },
    },
    async (request) => {
      const customer = await findCustomer(deps.db, request.params.clientId);
      if (!customer) throw new HttpError(404, 'Not found.');
      const page = pageOf(request.query);
      const { rows, total } = await customerOrdersPage(deps.db, customer.client_id, page);
      return {
        data: rows.map((order) => ({
          id: order.id,
          po_number: order.po_number,
          status: order.status,
          total: order.total_cents / 100,
          created_at: order.created_at.toISOString(),
        })),
        meta: listMeta(page, total),
      };
    },
  );

  routes.get(
    '/api/staff/customers/:clientId/kits',
    {
      preValidation: supportOnly,
      schema: {
        tags: ['staff'],
        security: sessionSecurity,
        summary:
          "The customer's kits and where their results stand (never the values), newest first, a page at a time (support)",
        params: customerParamsSchema,
        querystring: customerListQuerySchema,
        response: { 200: customerKitsResponseSchema, ...errors },
      },
    },
    async (request) => {
      const customer = await findCustomer(deps.db, request.params.clientId);
      if (!customer) throw new HttpError(404, 'Not found.');
      const page = pageOf(request.query);
      const { rows, total } = await customerKitsPage(deps.db, customer.client_id, page);
      return { data: rows, meta: listMeta(page, total) };
    },
  );
}

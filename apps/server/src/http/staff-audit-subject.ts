import type { FastifyRequest } from 'fastify';

declare module 'fastify' {
  interface FastifyRequest {
    /** The kit a staff action concerned when its path names none (the staff audit finds its customer from it). */
    staffAuditKit: string | null;
    /** The customer a staff action concerned when its path names neither them, a kit nor an order. */
    staffAuditClient: string | null;
  }
}

/** Tells the staff audit which kit, and so which customer, this request's action concerned. */
export function auditKit(request: FastifyRequest, itemId: string): void {
  request.staffAuditKit = itemId;
}

/** Tells the staff audit which customer this request's action concerned (a storage plan's, say). */
export function auditClient(request: FastifyRequest, clientId: string): void {
  request.staffAuditClient = clientId;
}

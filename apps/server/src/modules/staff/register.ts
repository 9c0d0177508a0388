import type { FastifyInstance } from 'fastify';
import type { EmailSender } from '../../integrations/email/index';
import type { JobQueue } from '../../jobs/job-queue';
import type { RoomContext } from '../../platform/room-context';
import { createClinicianReview } from './clinician-review-service';
import { registerClinicianRoutes } from './clinician-routes';
import type { CustomerBillingSources } from './customer-billing';
import { registerStaffInstalmentRoutes } from './instalment-routes';
import { registerStaffJobRoutes } from './job-routes';
import { registerLabRoutes } from './lab-routes';
import { registerStaffRefundRoutes } from './refund-routes';
import { registerStaffRenewalRoutes } from './renewal-routes';
import { registerStaffRoutes } from './routes';
import { registerStaffAudit } from './staff-audit';
import { registerStaffMemberRoutes } from './staff-member-routes';
import { registerStaffStorageRoutes } from './storage-routes';
import { registerSupportEmailRoutes } from './support-email-routes';
import { registerSupportOrderRoutes } from './support-order-routes';
import { registerSupportRoutes } from './support-routes';
import { registerStaffUnpaidOrderRoutes } from './unpaid-order-routes';
import { registerViewAsRoutes, type ViewAsGrants } from './view-as-routes';

/**
 * Every staff request that succeeds is written to the staff audit: installed before any room adds a staff route
 * (rooms other than staff serve some), since it watches the routes as they are added.
 */
export function auditStaffRequests(app: FastifyInstance, room: RoomContext): void {
  registerStaffAudit(app, room);
}

type InstalmentRouteDeps = Parameters<typeof registerStaffInstalmentRoutes>[1];
type UnpaidOrderRouteDeps = Parameters<typeof registerStaffUnpaidOrderRoutes>[1];
type SupportOrderRouteDeps = Parameters<typeof registerSupportOrderRoutes>[1];
type StaffMemberRouteDeps = Parameters<typeof registerStaffMemberRoutes>[1];
type RenewalRouteDeps = Parameters<typeof registerStaffRenewalRoutes>[1];
type RefundRouteDeps = Parameters<typeof registerStaffRefundRoutes>[1];

/** What the staff's console reads and acts on, from the rooms that own it. */
export interface StaffRooms {
  /** The auth room's staff accounts, and support's views as a customer. */
  auth: ViewAsGrants & Pick<StaffMemberRouteDeps, 'staffAccounts'>;
  /** The sandbox transport's mailbox, when email goes there. */
  mailbox: Pick<EmailSender, 'delivered'>;
  jobs: Pick<JobQueue, 'failedPage' | 'retry'>;
  /** The payments ledger: a customer's payments, the card on file, refunds. */
  ledger: CustomerBillingSources['ledger'] & RefundRouteDeps['ledger'];
  instalmentPlansOf: CustomerBillingSources['instalmentPlansOf'];
  failedInstalments: InstalmentRouteDeps['failedInstalments'];
  failedRenewals: RenewalRouteDeps['failedRenewals'];
  unpaidOrders: UnpaidOrderRouteDeps['unpaidOrders'];
  cancelUnpaidOrder: SupportOrderRouteDeps['cancelUnpaidOrder'];
}

/** The staff room: the clinic's console of customers, kits, the lab's queues, money to chase, and staff members. */
export function registerStaff(app: FastifyInstance, room: RoomContext, rooms: StaffRooms): void {
  const { db, now, outbox, config, limits } = room;
  registerStaffRoutes(app, { ...room, mailbox: rooms.mailbox, production: config.production });
  registerStaffJobRoutes(app, { jobs: rooms.jobs });
  registerStaffMemberRoutes(app, { db, staffAccounts: rooms.auth.staffAccounts });
  registerSupportRoutes(app, {
    db,
    billing: { db, ledger: rooms.ledger, instalmentPlansOf: rooms.instalmentPlansOf },
  });
  registerStaffRefundRoutes(app, { db, ledger: rooms.ledger });
  registerSupportOrderRoutes(app, { db, cancelUnpaidOrder: rooms.cancelUnpaidOrder });
  registerSupportEmailRoutes(app, { db, outbox });
  registerViewAsRoutes(app, { viewAs: rooms.auth, codeAttempts: limits.oneTimePasswordPerUser });
  registerStaffStorageRoutes(app, { db, now });
  // Money to chase: each room lists its declined payments and makes one due again now for its own job to charge.
  registerStaffInstalmentRoutes(app, { failedInstalments: rooms.failedInstalments });
  registerStaffRenewalRoutes(app, { failedRenewals: rooms.failedRenewals });
  registerStaffUnpaidOrderRoutes(app, { unpaidOrders: rooms.unpaidOrders });
  const secondLook = config.labInterface.azoospermiaSecondLook;
  registerLabRoutes(app, { ...room, publicUrl: config.publicUrl, azoospermiaSecondLook: secondLook });
  registerClinicianRoutes(app, {
    review: createClinicianReview({ db, outbox, now, publicUrl: config.publicUrl, secondLook }),
  });
}

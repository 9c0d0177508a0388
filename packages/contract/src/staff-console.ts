import { staffRoles } from '@fathom/domain/staff-roles';
import { z } from 'zod';
import { dataEnvelope, emailField, isoDateTimeSchema, listEnvelope } from './common';
import { customerBillingSchema } from './staff-billing';
import { nameField } from './user';

/** The clinic's console (issue 47): its staff, their roles and the audit of what they did and read. */
export const staffRoleSchema = z.enum(staffRoles);

export const staffMeSchema = z
  .object({
    id: z.string(),
    email: z.string(),
    name: z.string(),
    staff_role: staffRoleSchema,
    two_factor_configured: z
      .boolean()
      .describe('False: the console sends them to set it up before anything else'),
    idle_timeout_seconds: z.number().int().describe('The session ends after this long without a request'),
  })
  .describe('The signed-in staff member');
export const staffMeResponseSchema = dataEnvelope(staffMeSchema);
export type StaffMe = z.infer<typeof staffMeSchema>;

/** Page, size and sort of a console list, kept in the page's URL. */
export const pageQueryShape = {
  page: z.coerce.number().int().min(1).max(100_000).optional().describe('From 1; default 1'),
  per_page: z.coerce.number().int().min(1).max(100).optional().describe('Default 25'),
};

export const staffMemberSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  staff_role: staffRoleSchema,
  status: z.enum(['invited', 'active', 'suspended']),
  two_factor_configured: z.boolean(),
  created_at: isoDateTimeSchema,
});
export type StaffMember = z.infer<typeof staffMemberSchema>;

export const staffMembersQuerySchema = z.object({
  ...pageQueryShape,
  sort: z.enum(['email', '-email', 'created_at', '-created_at', 'staff_role', '-staff_role']).optional(),
  q: z.string().trim().max(254).optional().describe('Part of a name or an email address'),
  staff_role: staffRoleSchema.optional(),
  status: z.enum(['invited', 'active', 'suspended']).optional(),
});
export type StaffMembersQuery = z.infer<typeof staffMembersQuerySchema>;
export const staffMembersResponseSchema = listEnvelope(staffMemberSchema);
export type StaffMembersResponse = z.infer<typeof staffMembersResponseSchema>;

export const inviteStaffRequestSchema = z.object({
  email: emailField(),
  first_name: nameField('first name'),
  last_name: nameField('last name'),
  staff_role: staffRoleSchema,
});
export type InviteStaffRequest = z.infer<typeof inviteStaffRequestSchema>;
export const staffMemberResponseSchema = dataEnvelope(staffMemberSchema);

export const changeStaffRoleRequestSchema = z.object({ staff_role: staffRoleSchema });
export type ChangeStaffRoleRequest = z.infer<typeof changeStaffRoleRequestSchema>;

export const staffMemberParamsSchema = z.object({ userId: z.uuid() });

export const auditEntrySchema = z.object({
  id: z.string(),
  at: isoDateTimeSchema,
  kind: z.enum(['action', 'read']),
  action: z.string().describe('The route, e.g. POST /api/staff/items/:itemId/results'),
  staff_email: z.string(),
  staff_role: staffRoleSchema.nullable(),
  client_id: z.string().nullable(),
  client_email: z.string().nullable(),
  item_id: z.string().nullable(),
  detail: z.unknown(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

const dateOnly = z.iso.date();
export const auditQuerySchema = z.object({
  ...pageQueryShape,
  sort: z.enum(['at', '-at']).optional().describe('Default -at (newest first)'),
  staff: z.string().trim().max(254).optional().describe("The staff member's email address"),
  client: z.string().trim().max(254).optional().describe("The customer's email address or client id"),
  action: z.string().trim().max(200).optional().describe('Part of the action'),
  kind: z.enum(['action', 'read']).optional(),
  from: dateOnly.optional().describe('From this day (UTC), inclusive'),
  to: dateOnly.optional().describe('Up to this day (UTC), inclusive'),
});
export type AuditQuery = z.infer<typeof auditQuerySchema>;
export const auditResponseSchema = listEnvelope(auditEntrySchema);
export type AuditResponse = z.infer<typeof auditResponseSchema>;

export const customerSearchQuerySchema = z.object({
  ...pageQueryShape,
  q: z.string().trim().min(2).max(254).describe('A name, an email address, an order number or a kit id'),
});
export type CustomerSearchQuery = z.infer<typeof customerSearchQuerySchema>;

export const customerSummarySchema = z.object({
  client_id: z.string(),
  number: z.string().describe("The client's number"),
  name: z.string(),
  email: z.string(),
  created_at: isoDateTimeSchema,
});
export type CustomerSummary = z.infer<typeof customerSummarySchema>;
export const customerSearchResponseSchema = listEnvelope(customerSummarySchema);
export type CustomerSearchResponse = z.infer<typeof customerSearchResponseSchema>;

export const customerParamsSchema = z.object({ clientId: z.uuid() });

export const customerOrderSchema = z.object({
  id: z.string(),
  po_number: z.string(),
  status: z.string(),
  total: z.number().describe('Dollars'),
  created_at: isoDateTimeSchema,
});
export type CustomerOrder = z.infer<typeof customerOrderSchema>;
export const customerOrdersResponseSchema = listEnvelope(customerOrderSchema).describe('Newest first');
export type CustomerOrdersResponse = z.infer<typeof customerOrdersResponseSchema>;

export const customerKitSchema = z.object({
  id: z.string(),
  title: z.string(),
  category: z.string(),
  kit_identifier: z.string().nullable(),
  tracking_stage: z.number().int().nullable(),
  result_state: z
    .enum(['none', 'entered', 'released'])
    .describe("Where the kit's results stand; their values are never shown to support"),
});
export type CustomerKit = z.infer<typeof customerKitSchema>;
export const customerKitsResponseSchema = listEnvelope(customerKitSchema).describe('Newest first');
export type CustomerKitsResponse = z.infer<typeof customerKitsResponseSchema>;

export const customerListQuerySchema = z.object({ ...pageQueryShape });

/** A customer's record: who they are, their storage and billing; their orders and kits are paged lists of their own. */
export const customerRecordSchema = z.object({
  customer: customerSummarySchema,
  storage: z.array(
    z.object({
      id: z.string(),
      title: z.string(),
      storage_status: z.string().nullable(),
      vials: z.number().int(),
    }),
  ),
  billing: customerBillingSchema,
});
export type CustomerRecord = z.infer<typeof customerRecordSchema>;
export const customerRecordResponseSchema = dataEnvelope(customerRecordSchema);

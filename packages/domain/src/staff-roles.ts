/**
 * The clinic's staff and what each may do (issue 47). A staff account holds one role; an admin may do
 * everything the other roles do, and alone manages staff and reads the audit.
 */
export const staffRoles = ['lab', 'clinician', 'support', 'admin'] as const;
export type StaffRole = (typeof staffRoles)[number];

/** The work a staff endpoint or console page belongs to: the role that does it (admins do all). */
export type StaffWork = StaffRole;

export function staffRoleMay(role: StaffRole | null | undefined, work: StaffWork): boolean {
  return role === 'admin' || (role !== null && role !== undefined && role === work);
}

export function isStaffRole(value: unknown): value is StaffRole {
  return typeof value === 'string' && (staffRoles as readonly string[]).includes(value);
}

/** A staff session ends after this long without a request (customers' after 30 minutes). */
export const STAFF_SESSION_IDLE_MS = 15 * 60 * 1000;

/**
 * How a staff member's read of a customer's results is named to the customer: "Fathom staff (support)"; reads
 * from before staff had roles name no role.
 */
export function staffReaderName(role: StaffRole | null): string {
  return role ? `Fathom staff (${role})` : 'Fathom staff';
}

import { describe, expect, it } from 'vitest';
import { isStaffRole, staffReaderName, staffRoleMay, staffRoles } from './staff-roles';

describe('staff roles', () => {
  it('lets each role do its own work, and an admin every work', () => {
    for (const work of staffRoles) {
      expect(staffRoleMay('admin', work)).toBe(true);
      for (const role of staffRoles.filter((role) => role !== 'admin')) {
        expect(staffRoleMay(role, work), `${role} doing ${work}`).toBe(role === work);
      }
    }
  });

  it('gives no work to an account without a staff role', () => {
    expect(staffRoleMay(null, 'support')).toBe(false);
    expect(staffRoleMay(undefined, 'lab')).toBe(false);
  });

  it('knows the four roles only', () => {
    expect(isStaffRole('clinician')).toBe(true);
    expect(isStaffRole('staff')).toBe(false);
    expect(isStaffRole(undefined)).toBe(false);
  });

  it("names a staff member's read to the customer by role", () => {
    expect(staffReaderName('support')).toBe('Fathom staff (support)');
    expect(staffReaderName(null)).toBe('Fathom staff');
  });
});

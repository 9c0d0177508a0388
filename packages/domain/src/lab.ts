/**
 * Who analyses the samples: the laboratory's identity as the results report prints it. The server takes it
 * from LAB_NAME, LAB_ADDRESS and LAB_ACCREDITATION; these are the demo lab's, used on a developer's machine
 * and refused in production, where a report must carry the real lab's certificates.
 */
import { LAB_TIME_ZONE } from './kit-dates';

export interface LabIdentity {
  name: string;
  addressLines: readonly string[];
  accreditation: string;
}

export const DEMO_LAB: LabIdentity & { city: string } = {
  name: 'Fathom Lab',
  addressLines: ['1100 East 6th Street, Suite 300', 'Austin, TX 78702, United States'],
  city: 'Austin, Texas',
  accreditation: 'Demo laboratory: no accreditation',
};

/** Report dates are the lab's days. */
export const LAB_REPORT_TIME_ZONE = LAB_TIME_ZONE;

/**
 * Who analyses the samples: the laboratory's identity as the results report prints it, in one place. The
 * accreditation is the one on the lab's certificates; change it here when a certificate is renewed.
 */
import { LAB_TIME_ZONE } from './kit-dates';

export const LAB = {
  name: 'Fathom Lab',
  addressLines: ['1100 East 6th Street, Suite 300', 'Austin, TX 78702, United States'],
  city: 'Austin, Texas',
  accreditation: 'CLIA certificate 45D2291047 · CAP accredited, No. 9361520',
  /** Report dates are the lab's days. */
  timeZone: LAB_TIME_ZONE,
} as const;

import type { KitSignInResponse, VerifyClientDateOfBirthRequest } from '@fathom/contract/kit-registrations';
import { api } from '../../../lib/http/client';

/** A session token for the kit's owner: used to sign in without leaving the registration. */
export type VerifyClientDateOfBirthAnswer = KitSignInResponse['data'];

/** POST /api/kit-registrations/verify-client-dob/{identifier}: the identifier comes from the kit's QR code. */
export function verifyClientDateOfBirth(
  identifier: string,
  body: VerifyClientDateOfBirthRequest,
): Promise<VerifyClientDateOfBirthAnswer> {
  return api.post<VerifyClientDateOfBirthAnswer>(
    `/kit-registrations/verify-client-dob/${encodeURIComponent(identifier)}`,
    body,
  );
}

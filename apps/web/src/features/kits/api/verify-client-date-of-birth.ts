import { api } from '../../../lib/http/client';

export interface VerifyClientDateOfBirthRequest {
  date_of_birth: string;
}

export interface VerifyClientDateOfBirthAnswer {
  /** A session token for the kit's owner: used to sign in without leaving the registration. */
  token: string;
}

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

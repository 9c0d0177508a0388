/** Asks a fertility-benefits provider whether a person is a member whose benefits cover Fathom's testing. */
export interface BenefitsVerifier {
  check(request: {
    provider: string;
    memberId: string;
    firstName: string;
    lastName: string;
    dateOfBirth: string;
  }): Promise<{ eligible: boolean }>;
}

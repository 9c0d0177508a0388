/** Asks an insurer whether a member's plan covers a semen analysis. */
export interface InsuranceVerifier {
  isCovered(request: { providerName: string; memberId: string; dateOfBirth: string }): Promise<boolean>;
}

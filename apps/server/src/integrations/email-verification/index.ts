/** Tells whether an address can receive mail, before an order is placed with it. */
export interface EmailVerifier {
  verify(email: string): Promise<{ valid: boolean }>;
}

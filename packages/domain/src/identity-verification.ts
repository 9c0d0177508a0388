/**
 * Identity verification through an ID.me-style provider: why a customer verifies, the groups a verification
 * can confirm, and the reasons one is refused.
 */

export const IDENTITY_VERIFICATION_PROVIDER_NAME = 'ID.me';

/** account: from the account page; benefits-check: from a benefits or eligibility check ("bc"). */
export const VERIFICATION_PURPOSES = ['account', 'benefits-check'] as const;
export type VerificationPurpose = (typeof VERIFICATION_PURPOSES)[number];

/** The portal page the provider sends the customer back to, one per purpose (the spec's two callbacks). */
export const VERIFICATION_CALLBACK_PATHS: Readonly<Record<VerificationPurpose, string>> = {
  account: '/idme/callback',
  'benefits-check': '/idme/bc-callback',
};

/** Groups a verification can confirm besides the person's identity, with how the customer reads them. */
export const VERIFIED_GROUP_LABELS = {
  military: 'Military service member',
  veteran: 'Veteran',
  military_family: 'Military family',
  responder: 'First responder',
  nurse: 'Nurse',
  medical: 'Medical provider',
  teacher: 'Teacher',
  student: 'Student',
  government: 'Government employee',
} as const;
export type VerifiedGroup = keyof typeof VERIFIED_GROUP_LABELS;
export const VERIFIED_GROUPS = Object.keys(VERIFIED_GROUP_LABELS) as VerifiedGroup[];

export function isVerifiedGroup(value: string): value is VerifiedGroup {
  return Object.hasOwn(VERIFIED_GROUP_LABELS, value);
}

/** not_verified: the provider could not verify the person; expired_code: its code was too old or used. */
export const REFUSAL_REASONS = ['not_verified', 'expired_code'] as const;
export type RefusalReason = (typeof REFUSAL_REASONS)[number];

export const IDENTITY_VERIFICATION_MESSAGES = {
  refused: {
    not_verified: `${IDENTITY_VERIFICATION_PROVIDER_NAME} could not verify your identity. Check the details you gave ${IDENTITY_VERIFICATION_PROVIDER_NAME} and try again, or contact us and we will help.`,
    expired_code: `The answer from ${IDENTITY_VERIFICATION_PROVIDER_NAME} has expired or was already used. Start the verification again.`,
  },
  invalidState: 'This verification link is not valid for your session. Start the verification again.',
  expiredState: 'This verification link has expired. Start the verification again.',
  usedState: 'This verification link has already been used. Start the verification again.',
  usedCode: 'This verification code has already been used. Start the verification again.',
  inProgress: 'This verification is still being checked. Reload the page in a moment.',
  unavailable: `${IDENTITY_VERIFICATION_PROVIDER_NAME} did not answer. Try again in a moment.`,
} as const satisfies Record<string, unknown>;

/** "Veteran", "Veteran and First responder", "Nurse, Student and Teacher"; empty for identity alone. */
export function describeVerifiedGroups(groups: readonly VerifiedGroup[]): string {
  const labels = groups.map((group) => VERIFIED_GROUP_LABELS[group]);
  if (labels.length <= 1) return labels[0] ?? '';
  return `${labels.slice(0, -1).join(', ')} and ${labels.at(-1)}`;
}

/** The sentence a customer reads about a completed verification. */
export function verifiedMessage(groups: readonly VerifiedGroup[]): string {
  const described = describeVerifiedGroups(groups);
  return described
    ? `${IDENTITY_VERIFICATION_PROVIDER_NAME} verified your identity and your status: ${described}.`
    : `${IDENTITY_VERIFICATION_PROVIDER_NAME} verified your identity.`;
}

/** Tells the account holder their partner did not consent: nothing leaves storage. No health fact in the subject. */
export function withdrawalDeclinedEmail(
  productName: string,
  withdrawal: { vialCount: number; recipient: string },
) {
  const vials = `${withdrawal.vialCount} vial${withdrawal.vialCount === 1 ? '' : 's'}`;
  const subject = `Your ${productName} withdrawal request was not confirmed`;
  const text = [
    'Hello,',
    '',
    `Your spouse or partner did not consent to sending ${vials} to ${withdrawal.recipient}, so the request has ended.`,
    'Your vials stay in storage, exactly as before. You can talk it over and make a new request at any time.',
    '',
    'If you paid for shipping, reply to this email and our team will refund it.',
  ].join('\n');
  return { subject, text };
}

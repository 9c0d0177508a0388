/** Tells a customer that staff made a sign-in link to their account, so a link they did not ask for is noticed. */
export function supportLinkEmail(productName: string, expiresAt: Date) {
  const until = expiresAt.toUTCString();
  const subject = `A ${productName} support sign-in link was made for your account`;
  const lines = [
    'Hello,',
    '',
    `A member of the ${productName} support team made a one-time link that signs in to your account, usually because`,
    `you asked them for help. It works once, until ${until}.`,
    '',
    'If you did not ask for help, reply to this email or call us, and change your password.',
  ];
  const html = [
    '<p>Hello,</p>',
    `<p>A member of the ${productName} support team made a one-time link that signs in to your account, usually because you asked them for help. It works once, until ${until}.</p>`,
    '<p>If you did not ask for help, reply to this email or call us, and change your password.</p>',
  ].join('\n');
  return { subject, text: lines.join('\n'), html };
}

import type { EmailMessage } from '../../../integrations/email/index';

const resultsLink = (publicUrl: string, itemId: string) => `${publicUrl}/onboarding/sti/${itemId}`;

/** What the customer is told when a panel is entered: its results, or a clinician's call when one is positive. */
export function stiEnteredEmail(
  publicUrl: string,
  to: string,
  itemId: string,
  hasPositive: boolean,
): EmailMessage {
  return hasPositive
    ? {
        to,
        subject: 'About your STI test',
        text: 'Your STI test has been processed. One of our clinicians will contact you within 72 hours to talk you through your results.',
      }
    : stiReadyEmail(publicUrl, to, itemId);
}

export function stiReadyEmail(publicUrl: string, to: string, itemId: string): EmailMessage {
  return {
    to,
    subject: 'Your results are ready',
    text: `Your STI results are ready. Sign in to read them: ${resultsLink(publicUrl, itemId)}`,
  };
}

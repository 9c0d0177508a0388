import type { SchedulingProvider } from './index';

/**
 * A hosted scheduler (SCHEDULING=hosted): the customer books at SCHEDULING_URL, which receives the client
 * number and where the booking started from, as the sandbox's own page does.
 */
export function createHostedScheduling(schedulingUrl: string): SchedulingProvider {
  return {
    bookingLink: ({ clientNumber, source }) => {
      const url = new URL(schedulingUrl);
      url.searchParams.set('client', clientNumber);
      url.searchParams.set('source', source);
      return url.toString();
    },
  };
}

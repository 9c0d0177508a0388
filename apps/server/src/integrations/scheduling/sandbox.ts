import type { SchedulingProvider } from './index';

/** Books on the portal's own page (/schedule-results-call) against the results_calls table. */
export function createSandboxScheduling(publicUrl: string): SchedulingProvider {
  return {
    bookingLink: ({ clientNumber, source }) => {
      const query = new URLSearchParams({ client: clientNumber, source });
      return `${publicUrl}/schedule-results-call?${query}`;
    },
  };
}

import type { Config } from '../../config';
import { createHostedScheduling } from './hosted';

/**
 * Where a customer books their results call. The sandbox books on the portal's own page against the
 * results_calls table; a hosted scheduler would answer its own booking address for the same inputs.
 */
export interface SchedulingProvider {
  bookingLink(input: { clientNumber: string; source: string }): string;
}

/** The scheduler the configuration names: the sandbox unless SCHEDULING is hosted. */
export function createScheduling(
  config: Pick<Config, 'scheduling' | 'schedulingUrl' | 'publicUrl'>,
): SchedulingProvider {
  if (config.scheduling === 'hosted' && config.schedulingUrl)
    return createHostedScheduling(config.schedulingUrl);
  return createSandboxScheduling(config.publicUrl);
}

export function createSandboxScheduling(publicUrl: string): SchedulingProvider {
  return {
    bookingLink: ({ clientNumber, source }) => {
      const query = new URLSearchParams({ client: clientNumber, source });
      return `${publicUrl}/schedule-results-call?${query}`;
    },
  };
}

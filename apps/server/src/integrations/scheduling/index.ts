/**
 * Where a customer books their results call. The sandbox books on the portal's own page against the
 * results_calls table; a hosted scheduler would answer its own booking address for the same inputs.
 */
export interface SchedulingProvider {
  bookingLink(input: { clientNumber: string; source: string }): string;
}

import { describe, expect, it } from 'vitest';
import { chooseScheduling } from '../choose-integrations';
import { createHostedScheduling } from './hosted';

describe('hosted scheduling', () => {
  it("books at the scheduler's address with the client number and where the booking started", () => {
    const scheduling = createHostedScheduling('https://book.example/fathom?team=lab');
    expect(scheduling.bookingLink({ clientNumber: 'C-1001', source: 'dialog' })).toBe(
      'https://book.example/fathom?team=lab&client=C-1001&source=dialog',
    );
  });

  it('is chosen only when the configuration names it; otherwise the portal books on its own page', () => {
    const input = { clientNumber: 'C-1', source: 'home' };
    const hosted = chooseScheduling({
      scheduling: 'hosted',
      schedulingUrl: 'https://book.example/x',
      publicUrl: 'https://portal.example',
    });
    expect(hosted.bookingLink(input)).toMatch(/^https:\/\/book\.example\/x\?/);
    const sandbox = chooseScheduling({ scheduling: 'sandbox', publicUrl: 'https://portal.example' });
    expect(sandbox.bookingLink(input)).toBe(
      'https://portal.example/schedule-results-call?client=C-1&source=home',
    );
  });
});

import { describe, expect, it } from 'vitest';
import { daysAtLab, labMessagePreview } from './lab-queue';

describe('daysAtLab', () => {
  const received = new Date('2026-12-01T15:00:00Z');
  it('counts whole days since the kit arrived', () => {
    expect(daysAtLab(received, new Date('2026-12-01T23:59:00Z'))).toBe(0);
    expect(daysAtLab(received, new Date('2026-12-02T14:59:59Z'))).toBe(0);
    expect(daysAtLab(received, new Date('2026-12-02T15:00:00Z'))).toBe(1);
    expect(daysAtLab(received, new Date('2026-12-11T16:00:00Z'))).toBe(10);
  });
  it('is never negative when the time received is a little ahead of the clock', () => {
    expect(daysAtLab(received, new Date('2026-12-01T14:00:00Z'))).toBe(0);
  });
});

describe('labMessagePreview', () => {
  it('writes segment breaks and control characters as visible escapes', () => {
    expect(labMessagePreview('MSH|^~\\&|X\rPID|1\n\u000b\u001c\u007f')).toBe(
      'MSH|^~\\&|X\\rPID|1\\n\\x0b\\x1c\\x7f',
    );
  });
  it('escapes the marks that turn text around or hide it', () => {
    expect(labMessagePreview('a\u202eb\u200bc\ufeff')).toBe('a\\x202eb\\x200bc\\xfeff');
  });
  it('cuts a long message and says there is more', () => {
    expect(labMessagePreview('x'.repeat(200), 10)).toBe(`${'x'.repeat(10)}…`);
    expect(labMessagePreview('x'.repeat(10), 10)).toBe('x'.repeat(10));
  });
  it('keeps letters of any script as they are', () => {
    expect(labMessagePreview('Müller^José')).toBe('Müller^José');
  });
});

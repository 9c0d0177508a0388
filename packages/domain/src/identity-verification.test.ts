import { describe, expect, it } from 'vitest';
import { describeVerifiedGroups, isVerifiedGroup, verifiedMessage } from './identity-verification';

describe('identity verification wording', () => {
  it('names the verified groups in a sentence, and the identity alone when there is none', () => {
    expect(describeVerifiedGroups([])).toBe('');
    expect(describeVerifiedGroups(['veteran'])).toBe('Veteran');
    expect(describeVerifiedGroups(['veteran', 'responder'])).toBe('Veteran and First responder');
    expect(describeVerifiedGroups(['nurse', 'student', 'teacher'])).toBe('Nurse, Student and Teacher');
    expect(verifiedMessage(['military_family'])).toBe(
      'ID.me verified your identity and your status: Military family.',
    );
    expect(verifiedMessage([])).toBe('ID.me verified your identity.');
  });

  it('knows its groups, and nothing inherited from objects', () => {
    expect(isVerifiedGroup('veteran')).toBe(true);
    expect(isVerifiedGroup('toString')).toBe(false);
    expect(isVerifiedGroup('Veteran')).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { describeVerifiedGroups, isVerifiedGroup, verifiedMessage } from './identity-verification';

describe('identity verification wording', () => {
  it('names the verified groups in a sentence, and the identity alone when there is none', () => {
    expect(describeVerifiedGroups([], 'en')).toBe('');
    expect(describeVerifiedGroups(['veteran'], 'en')).toBe('Veteran');
    expect(describeVerifiedGroups(['veteran', 'responder'], 'en')).toBe('Veteran and First responder');
    expect(describeVerifiedGroups(['nurse', 'student', 'teacher'], 'en')).toBe('Nurse, Student and Teacher');
    expect(verifiedMessage(['military_family'], 'en')).toBe(
      'ID.me verified your identity and your status: Military family.',
    );
    expect(verifiedMessage([], 'en')).toBe('ID.me verified your identity.');
  });

  it('knows its groups, and nothing inherited from objects', () => {
    expect(isVerifiedGroup('veteran')).toBe(true);
    expect(isVerifiedGroup('toString')).toBe(false);
    expect(isVerifiedGroup('Veteran')).toBe(false);
  });
});

describe('identity verification wording in Spanish', () => {
  it('names the verified groups with "y", and the identity alone', () => {
    expect(describeVerifiedGroups(['nurse', 'student', 'teacher'], 'es')).toBe(
      'Personal de enfermería, Estudiante y Docente',
    );
    expect(verifiedMessage(['veteran'], 'es')).toBe('ID.me verificó su identidad y su condición: Veterano.');
    expect(verifiedMessage([], 'es')).toBe('ID.me verificó su identidad.');
  });
});

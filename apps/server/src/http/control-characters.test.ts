import { describe, expect, it } from 'vitest';
import { findControlCharacter } from './control-characters';

describe('findControlCharacter', () => {
  it('finds a NUL byte or another control character wherever it is, naming its path', () => {
    expect(findControlCharacter({ account: { first_name: 'Ro\u0000bin' } })).toEqual([
      'account',
      'first_name',
    ]);
    expect(findControlCharacter({ items: [{ note: 'ok' }, { note: 'bell\u0007' }] })).toEqual([
      'items',
      '1',
      'note',
    ]);
    expect(findControlCharacter('\u009b')).toEqual([]);
    expect(findControlCharacter({ 'bad\u0000key': 1 })).toEqual(['bad?key']);
  });

  it('lets tabs, line breaks and every printable character through', () => {
    expect(findControlCharacter({ note: 'line one\r\nline two\tend', name: 'José 😀 ‮' })).toBeUndefined();
    expect(findControlCharacter([1, true, null, { a: 2.5 }])).toBeUndefined();
  });
});

import { PRETENDING_CHARACTER_MESSAGE } from '@fathom/domain/validation/plain-text';
import { describe, expect, it } from 'vitest';
import { controlCharacterMessage, findControlCharacter, findRefusedText } from './text-guard';

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

describe('findRefusedText', () => {
  it('refuses a name, an address or a note that pretends, naming its field', () => {
    expect(findRefusedText({ account: { first_name: 'Robin\u202eelaH' } })).toEqual({
      field: ['account', 'first_name'],
      message: PRETENDING_CHARACTER_MESSAGE,
    });
    expect(findRefusedText({ shipping_address: { address_1: '1 Market\u200b Street' } })).toEqual({
      field: ['shipping_address', 'address_1'],
      message: PRETENDING_CHARACTER_MESSAGE,
    });
    expect(findRefusedText({ gift: { message: ' \u0301Happy birthday' } })?.field).toEqual([
      'gift',
      'message',
    ]);
    expect(findRefusedText({ 'na\u2066me': 'Robin' })?.field).toEqual(['na?me']);
  });

  it('names a control character first, as before, and lets every script through', () => {
    expect(findRefusedText({ note: 'a\u0000\u202eb' })).toEqual({
      field: ['note'],
      message: controlCharacterMessage,
    });
    expect(
      findRefusedText({
        first_name: 'Zoë',
        last_name: 'Nuñez',
        city: '北京',
        street: 'شارع الملك',
        note: 'علی\u200cرضا',
      }),
    ).toBeUndefined();
  });

  it('leaves passwords as they are: nobody is ever shown one', () => {
    expect(findRefusedText({ password: 'pass\u200bword', current_password: 'x\u202ey' })).toBeUndefined();
    expect(findRefusedText({ password_confirmation: 'a\u200fb' })).toBeUndefined();
    expect(findRefusedText({ password: 'pass\u0000word' })?.message).toBe(controlCharacterMessage);
  });
});

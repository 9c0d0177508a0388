import { PASSWORD_MIN_LENGTH } from '@fathom/contract/auth';
import { describe, expect, it } from 'vitest';
import { NEW_PASSWORD_MIN_LENGTH } from './password-rules';

describe('new password rules', () => {
  it('ask for the same minimum length as the server', () => {
    expect(NEW_PASSWORD_MIN_LENGTH).toBe(PASSWORD_MIN_LENGTH);
  });
});

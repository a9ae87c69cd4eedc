import { VALIDATION } from '@csec/contracts';
import { passwordUpdate, profileUpdate, validateNewUser, validatePasswordChange, validateProfile } from './userForm';

const valid = { username: 'writer', email: 'writer@example.com', password: 'long enough', confirmation: 'long enough', role: 'author' as const };

describe('user form validation', () => {
  it('accepts a complete new user', () => {
    expect(validateNewUser(valid)).toEqual({});
  });

  it('names every missing field of a new user with the spec texts', () => {
    expect(validateNewUser({ username: '', email: '', password: '', confirmation: '', role: '' })).toEqual({
      username: VALIDATION.usernameMin,
      email: VALIDATION.emailRequired,
      password: VALIDATION.passwordMin,
      confirmation: VALIDATION.confirmationRequired,
      role: VALIDATION.roleRequired,
    });
  });

  it('bounds the username to 3..24 characters', () => {
    expect(validateProfile({ ...valid, username: 'ab' }).username).toBe(VALIDATION.usernameMin);
    expect(validateProfile({ ...valid, username: 'abc' }).username).toBeUndefined();
    expect(validateProfile({ ...valid, username: 'a'.repeat(24) }).username).toBeUndefined();
    expect(validateProfile({ ...valid, username: 'a'.repeat(25) }).username).toBe(VALIDATION.usernameMax);
  });

  it("needs an '@' in the email", () => {
    expect(validateProfile({ ...valid, email: 'writer.example.com' }).email).toBe(VALIDATION.emailRequired);
  });

  it('needs 8 password characters and a matching confirmation', () => {
    expect(validatePasswordChange({ password: '1234567', confirmation: '1234567' })).toEqual({ password: VALIDATION.passwordMin });
    expect(validatePasswordChange({ password: '12345678', confirmation: '' })).toEqual({
      confirmation: VALIDATION.confirmationRequired,
    });
    expect(validatePasswordChange({ password: '12345678', confirmation: '12345679' })).toEqual({
      confirmation: VALIDATION.confirmationMismatch,
    });
    expect(validatePasswordChange({ password: '12345678', confirmation: '12345678' })).toEqual({});
  });
});

describe('user update bodies', () => {
  it('sends a profile update with the password as null (unchanged)', () => {
    expect(profileUpdate(7, { username: ' writer ', email: 'w@example.com', role: 'admin' }, true)).toEqual({
      userId: 7,
      username: 'writer',
      email: 'w@example.com',
      role: 'admin',
      password: null,
    });
  });

  it('sends the role as null when the viewer may not change it', () => {
    expect(profileUpdate(1, { username: 'root', email: 'r@example.com', role: 'superadmin' }, false).role).toBeNull();
  });

  it('sends empty fields as null', () => {
    expect(profileUpdate(3, { username: '  ', email: '', role: '' }, true)).toMatchObject({
      username: null,
      email: null,
      role: null,
    });
  });

  it('sends only the id and the password for a password change', () => {
    expect(passwordUpdate(5, 'new secret')).toEqual({ userId: 5, password: 'new secret' });
  });
});

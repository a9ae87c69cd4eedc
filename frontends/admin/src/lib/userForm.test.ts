import { passwordUpdate, profileUpdate } from './userForm';

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

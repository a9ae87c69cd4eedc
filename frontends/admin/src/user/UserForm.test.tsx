import { VALIDATION } from '@csec/contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { roleSelectState } from '../lib/roleSelect';
import { button } from '../test/button';
import { renderScreen, staffUser } from '../test/renderScreen';
import { UserForm } from './UserForm';

const blank = { username: '', email: '', password: '', confirmation: '', role: '' as const };

describe('UserForm', () => {
  it('shows every message of an empty new user and does not submit', async () => {
    const onSubmit = jest.fn();
    renderScreen(
      <UserForm mode="add" initial={blank} roleState={roleSelectState('admin', null, false)} busy={false} onSubmit={onSubmit} />,
    );
    fireEvent.click(button('Save'));

    expect(await screen.findByText(VALIDATION.usernameMin)).toBeInTheDocument();
    expect(screen.getByText(VALIDATION.emailRequired)).toBeInTheDocument();
    expect(screen.getByText(VALIDATION.passwordMin)).toBeInTheDocument();
    expect(screen.getByText(VALIDATION.confirmationRequired)).toBeInTheDocument();
    expect(screen.getByText(VALIDATION.roleRequired)).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('shows the long-username and mismatch messages', async () => {
    renderScreen(
      <UserForm
        mode="add"
        initial={{ ...blank, username: 'a'.repeat(25), email: 'a@b.c', password: '12345678', confirmation: 'nope', role: 'author' }}
        roleState={roleSelectState('admin', null, false)}
        busy={false}
        onSubmit={jest.fn()}
      />,
    );
    fireEvent.click(button('Save'));
    expect(await screen.findByText(VALIDATION.usernameMax)).toBeInTheDocument();
    expect(screen.getByText(VALIDATION.confirmationMismatch)).toBeInTheDocument();
  });

  it('submits a valid edit without asking for a password', async () => {
    const onSubmit = jest.fn();
    const user = staffUser();
    renderScreen(
      <UserForm
        mode="edit"
        initial={{ ...blank, username: user.username, email: user.email, role: user.role }}
        roleState={roleSelectState('author', 'author', true)}
        busy={false}
        onSubmit={onSubmit}
      />,
    );
    expect(screen.queryByLabelText('Password')).not.toBeInTheDocument();
    fireEvent.click(button('Save'));
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ username: 'writer', role: 'author' })),
    );
  });

  it('clears a field message once the field changes', async () => {
    renderScreen(
      <UserForm mode="add" initial={blank} roleState={roleSelectState('admin', null, false)} busy={false} onSubmit={jest.fn()} />,
    );
    fireEvent.click(button('Save'));
    await screen.findByText(VALIDATION.usernameMin);
    fireEvent.change(screen.getByLabelText('Username'), { target: { value: 'newname' } });
    expect(screen.queryByText(VALIDATION.usernameMin)).not.toBeInTheDocument();
  });
});

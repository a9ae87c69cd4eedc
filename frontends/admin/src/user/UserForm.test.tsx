import { MESSAGES, VALIDATION } from '@csec/contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { roleSelectState } from '../lib/roleSelect';
import { button } from '../test/button';
import { mockApi } from '../test/mockApi';
import { renderScreen, staffUser } from '../test/renderScreen';
import { UserForm } from './UserForm';
import UserAddPage from './UserAddPage';

const blank = { username: '', email: '', password: '', confirmation: '', role: '' as const };

describe('UserForm', () => {
  it('shows every message of an empty new user and does not submit', async () => {
    const onSubmit = jest.fn();
    renderScreen(<UserForm mode="add" initial={blank} roleState={roleSelectState('admin', null, false)} busy={false} onSubmit={onSubmit} />);
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
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ username: 'writer', role: 'author' })));
  });

  it('clears a field message once the field changes', async () => {
    renderScreen(<UserForm mode="add" initial={blank} roleState={roleSelectState('admin', null, false)} busy={false} onSubmit={jest.fn()} />);
    fireEvent.click(button('Save'));
    await screen.findByText(VALIDATION.usernameMin);
    fireEvent.change(screen.getByLabelText('Username'), { target: { value: 'newname' } });
    await waitFor(() => expect(screen.queryByText(VALIDATION.usernameMin)).not.toBeInTheDocument());
  });

  it('bounds the username to 3..24 characters, needs an @ in the email and 8 password characters', async () => {
    const onSubmit = jest.fn();
    const filled = { username: 'ab', email: 'writer.example.com', password: '1234567', confirmation: '1234567', role: 'author' as const };
    renderScreen(<UserForm mode="add" initial={filled} roleState={roleSelectState('admin', null, false)} busy={false} onSubmit={onSubmit} />);
    fireEvent.click(button('Save'));
    expect(await screen.findByText(VALIDATION.usernameMin)).toBeInTheDocument();
    expect(screen.getByText(VALIDATION.emailRequired)).toBeInTheDocument();
    expect(screen.getByText(VALIDATION.passwordMin)).toBeInTheDocument();

    fireEvent.change(screen.getByLabelText('Username'), { target: { value: ' abc ' } });
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'writer@example.com' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: '12345678' } });
    fireEvent.change(screen.getByLabelText('Confirmation Password'), { target: { value: '12345678' } });
    await waitFor(() => expect(document.querySelectorAll('.ant-form-item-explain-error')).toHaveLength(0));
    fireEvent.change(screen.getByLabelText('Username'), { target: { value: 'a'.repeat(24) } });
    fireEvent.click(button('Save'));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ username: 'a'.repeat(24), password: '12345678' })));
  });

  it("shows the server's field messages under their fields", async () => {
    const calls = mockApi({
      'POST /api/register': [
        400,
        { status: 'Failed', error: true, message: 'Email is required', errors: { email: 'Email is required', username: 'max 24 characters for username' } },
      ],
    });
    renderScreen(<UserAddPage />, { path: '/dashboard/user/add', user: staffUser({ role: 'admin' }) });
    fireEvent.change(screen.getByLabelText('Username'), { target: { value: 'newcomer' } });
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'new@comer' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'long enough' } });
    fireEvent.change(screen.getByLabelText('Confirmation Password'), { target: { value: 'long enough' } });
    fireEvent.mouseDown(document.getElementById('user-role') as HTMLElement);
    fireEvent.click(await screen.findByTitle('Author'));
    fireEvent.click(button('Save'));

    expect(await screen.findByText(MESSAGES.registrationFailed)).toBeInTheDocument();
    const messages = () => Array.from(document.querySelectorAll('.ant-form-item-explain-error'), (node) => node.textContent);
    await waitFor(() => expect(messages()).toEqual([VALIDATION.usernameMax, VALIDATION.emailRequired]));
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ username: 'newcomer', email: 'new@comer', password: 'long enough', role: 'author' });
    expect(screen.getByTestId('location')).toHaveTextContent('/dashboard/user/add');
  });
});

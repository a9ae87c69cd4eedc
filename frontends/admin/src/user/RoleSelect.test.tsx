import { VALIDATION } from '@csec/contracts';
import { fireEvent, screen } from '@testing-library/react';
import { Form } from 'antd';
import { roleSelectState } from '../lib/roleSelect';
import type { RoleSelectState } from '../lib/roleSelect';
import { button } from '../test/button';
import { renderScreen } from '../test/renderScreen';
import { RoleSelect } from './RoleSelect';

const selectRoot = () => document.querySelector('.ant-select') as HTMLElement;

/** The role field in a form of its own, holding `role`. */
function renderRole(state: RoleSelectState, role: string) {
  renderScreen(
    <Form initialValues={{ role }}>
      <RoleSelect state={state} />
      <button type="submit">Check</button>
    </Form>,
  );
}

describe('RoleSelect', () => {
  it("is disabled for an author, offering only author, with the spec's hint", () => {
    renderRole(roleSelectState('author', 'author', true), 'author');
    expect(screen.getByText(VALIDATION.authorCannotChangeRole)).toBeInTheDocument();
    expect(selectRoot()).toHaveClass('ant-select-disabled');
    expect(screen.getByText('Author')).toBeInTheDocument();
  });

  it("shows a superadmin's role as Super Admin, disabled, with the spec's hint", () => {
    renderRole(roleSelectState('admin', 'superadmin', false), 'superadmin');
    expect(screen.getByText('Super Admin')).toBeInTheDocument();
    expect(screen.getByText(VALIDATION.superadminRoleLocked)).toBeInTheDocument();
    expect(selectRoot()).toHaveClass('ant-select-disabled');
  });

  it('is open to admin-level staff editing another account', () => {
    renderRole(roleSelectState('superadmin', 'author', false), 'author');
    expect(selectRoot()).not.toHaveClass('ant-select-disabled');
    expect(screen.queryByText(VALIDATION.authorCannotChangeRole)).not.toBeInTheDocument();
  });

  it('shows the required-role message', async () => {
    renderRole(roleSelectState('admin', null, false), '');
    fireEvent.click(button('Check'));
    expect(await screen.findByText(VALIDATION.roleRequired)).toBeInTheDocument();
  });
});

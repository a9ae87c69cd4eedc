import { VALIDATION } from '@csec/contracts';
import { screen } from '@testing-library/react';
import { roleSelectState } from '../lib/roleSelect';
import { renderScreen } from '../test/renderScreen';
import { RoleSelect } from './RoleSelect';

const selectRoot = () => document.querySelector('.ant-select') as HTMLElement;

describe('RoleSelect', () => {
  it("is disabled for an author, offering only author, with the spec's hint", () => {
    renderScreen(<RoleSelect state={roleSelectState('author', 'author', true)} value="author" onChange={jest.fn()} />);
    expect(screen.getByText(VALIDATION.authorCannotChangeRole)).toBeInTheDocument();
    expect(selectRoot()).toHaveClass('ant-select-disabled');
    expect(screen.getByText('Author')).toBeInTheDocument();
  });

  it("shows a superadmin's role as Super Admin, disabled, with the spec's hint", () => {
    renderScreen(<RoleSelect state={roleSelectState('admin', 'superadmin', false)} value="superadmin" onChange={jest.fn()} />);
    expect(screen.getByText('Super Admin')).toBeInTheDocument();
    expect(screen.getByText(VALIDATION.superadminRoleLocked)).toBeInTheDocument();
    expect(selectRoot()).toHaveClass('ant-select-disabled');
  });

  it('is open to admin-level staff editing another account', () => {
    renderScreen(<RoleSelect state={roleSelectState('superadmin', 'author', false)} value="author" onChange={jest.fn()} />);
    expect(selectRoot()).not.toHaveClass('ant-select-disabled');
    expect(screen.queryByText(VALIDATION.authorCannotChangeRole)).not.toBeInTheDocument();
  });

  it('shows the required-role message', () => {
    renderScreen(
      <RoleSelect state={roleSelectState('admin', null, false)} value="" error={VALIDATION.roleRequired} onChange={jest.fn()} />,
    );
    expect(screen.getByText(VALIDATION.roleRequired)).toBeInTheDocument();
  });
});

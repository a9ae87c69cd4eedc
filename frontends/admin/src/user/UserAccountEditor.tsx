import { KeyOutlined } from '@ant-design/icons';
import { MESSAGES } from '@csec/contracts';
import type { UserView } from '@csec/contracts';
import { Button } from 'antd';
import { useState } from 'react';
import { api } from '../api/endpoints';
import { useToast } from '../feedback/useToast';
import { roleSelectState } from '../lib/roleSelect';
import { passwordUpdate, profileUpdate } from '../lib/userForm';
import type { UserFormValues } from '../lib/userForm';
import { useCurrentUser } from '../session/SessionContext';
import { PasswordDialog } from './PasswordDialog';
import { UserForm } from './UserForm';

interface UserAccountEditorProps {
  user: UserView;
  /** after a successful save, e.g. to refresh the top bar's name */
  onSaved(): void;
}

/** Edits one account: the profile form plus the password dialog (Update a User and Profil). */
export function UserAccountEditor({ user, onSaved }: UserAccountEditorProps) {
  const viewer = useCurrentUser();
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  const [dialogOpen, setDialogOpen] = useState(false);
  const roleState = roleSelectState(viewer.role, user.role, viewer.id === user.id);

  const saveProfile = async (values: UserFormValues) => {
    setBusy(true);
    try {
      await api.updateUser(profileUpdate(user.id, values, !roleState.disabled));
      toast.success(MESSAGES.profileUpdated);
      onSaved();
    } catch (error) {
      toast.failure(error, { network: MESSAGES.profileUpdateError });
    } finally {
      setBusy(false);
    }
  };

  const changePassword = async (password: string) => {
    setBusy(true);
    try {
      await api.updateUser(passwordUpdate(user.id, password));
      toast.success(MESSAGES.passwordChanged);
      setDialogOpen(false);
    } catch (error) {
      toast.failure(error, { network: MESSAGES.passwordChangeError });
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <UserForm
        mode="edit"
        initial={{ username: user.username, email: user.email, role: user.role, password: '', confirmation: '' }}
        roleState={roleState}
        busy={busy}
        onSubmit={saveProfile}
        extraActions={
          <Button icon={<KeyOutlined />} onClick={() => setDialogOpen(true)}>
            Change Password
          </Button>
        }
      />
      <PasswordDialog open={dialogOpen} busy={busy} onSave={changePassword} onCancel={() => setDialogOpen(false)} />
    </>
  );
}

import { KeyOutlined } from '@ant-design/icons';
import type { UserView } from '@csec/contracts';
import { Button, Form } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUpdateUser } from '../api/mutations';
import { useToast } from '../feedback/useToast';
import { roleSelectState } from '../lib/roleSelect';
import { showServerErrors } from '../lib/serverErrors';
import { USER_SERVER_FIELDS, passwordUpdate, profileUpdate } from '../lib/userForm';
import type { UserFormValues } from '../lib/userForm';
import { useCurrentUser } from '../session/session';
import { PasswordDialog, type PasswordValues } from './PasswordDialog';
import { UserForm } from './UserForm';

/**
 * Edits one account: the profile form plus the password dialog (Update a User and Profil).
 * A saved profile refreshes the account's cached reads (and the current user, for one's own).
 */
export function UserAccountEditor({ user }: { user: UserView }) {
  const viewer = useCurrentUser();
  const toast = useToast();
  const { t } = useTranslation();
  const [form] = Form.useForm<UserFormValues>();
  const [passwordForm] = Form.useForm<PasswordValues>();
  const [dialogOpen, setDialogOpen] = useState(false);
  const update = useUpdateUser();
  const roleState = roleSelectState(viewer.role, user.role, viewer.id === user.id);

  // mutateAsync: a saved account comes back with a new updatedAt, which remounts this editor
  // before a mutate() callback could run; the awaited promise resolves all the same.
  const saveProfile = async (values: UserFormValues) => {
    try {
      await update.mutateAsync(profileUpdate(user.id, values, !roleState.disabled));
      toast.success(t('messages.profileUpdated'));
    } catch (error) {
      showServerErrors(form, error, USER_SERVER_FIELDS);
      toast.failure(error, { network: t('messages.profileUpdateError') });
    }
  };

  const changePassword = async (password: string) => {
    try {
      await update.mutateAsync(passwordUpdate(user.id, password));
      toast.success(t('messages.passwordChanged'));
      setDialogOpen(false);
    } catch (error) {
      showServerErrors(passwordForm, error, { password: 'password' });
      toast.failure(error, { network: t('messages.passwordChangeError') });
    }
  };

  return (
    <>
      <UserForm
        mode="edit"
        form={form}
        initial={{ username: user.username, email: user.email, role: user.role, password: '', confirmation: '' }}
        roleState={roleState}
        busy={update.isPending}
        onSubmit={(values) => void saveProfile(values)}
        extraActions={
          <Button icon={<KeyOutlined />} onClick={() => setDialogOpen(true)}>
            {t('user.changePassword')}
          </Button>
        }
      />
      <PasswordDialog
        open={dialogOpen}
        busy={update.isPending}
        form={passwordForm}
        onSave={(password) => void changePassword(password)}
        onCancel={() => setDialogOpen(false)}
      />
    </>
  );
}

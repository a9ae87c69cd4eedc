import { MESSAGES } from '@csec/contracts';
import type { AssignableRole } from '@csec/contracts';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { api } from '../api/endpoints';
import { useToast } from '../feedback/useToast';
import { roleSelectState } from '../lib/roleSelect';
import type { UserFormValues } from '../lib/userForm';
import { USERS_PATH } from '../paths';
import { useCurrentUser } from '../session/SessionContext';
import { PageHeader } from '../ui/PageHeader';
import { UserForm } from './UserForm';

const BLANK: UserFormValues = { username: '', email: '', password: '', confirmation: '', role: '' };

/** /dashboard/user/add */
export default function UserAddPage() {
  const viewer = useCurrentUser();
  const navigate = useNavigate();
  const toast = useToast();
  const [busy, setBusy] = useState(false);

  const register = async (values: UserFormValues) => {
    setBusy(true);
    try {
      await api.register({
        username: values.username.trim(),
        email: values.email.trim(),
        password: values.password,
        // the select offers only assignable roles
        role: values.role as AssignableRole,
      });
      toast.success(MESSAGES.registrationSuccess);
      navigate(USERS_PATH);
    } catch (error) {
      toast.failure(error, { failed: MESSAGES.registrationFailed, network: MESSAGES.registrationError });
      setBusy(false);
    }
  };

  return (
    <>
      <PageHeader title="Action a User" backTo={USERS_PATH} />
      <UserForm
        mode="add"
        initial={BLANK}
        roleState={roleSelectState(viewer.role, null, false)}
        busy={busy}
        onSubmit={register}
      />
    </>
  );
}

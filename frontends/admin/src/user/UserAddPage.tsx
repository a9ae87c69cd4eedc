import type { AssignableRole } from '@csec/contracts';
import { Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useRegisterUser } from '../api/mutations';
import { useToast } from '../feedback/useToast';
import { roleSelectState } from '../lib/roleSelect';
import { showServerErrors } from '../lib/serverErrors';
import { USER_SERVER_FIELDS } from '../lib/userForm';
import type { UserFormValues } from '../lib/userForm';
import { USERS_PATH } from '../paths';
import { useCurrentUser } from '../session/session';
import { PageHeader } from '../ui/PageHeader';
import { UserForm } from './UserForm';

const BLANK: UserFormValues = { username: '', email: '', password: '', confirmation: '', role: '' };

/** /dashboard/user/add */
export default function UserAddPage() {
  const viewer = useCurrentUser();
  const navigate = useNavigate();
  const toast = useToast();
  const { t } = useTranslation();
  const [form] = Form.useForm<UserFormValues>();
  const register = useRegisterUser();

  const submit = (values: UserFormValues) =>
    register.mutate(
      {
        username: values.username.trim(),
        email: values.email.trim(),
        password: values.password,
        // the select offers only assignable roles
        role: values.role as AssignableRole,
      },
      {
        onSuccess: () => {
          toast.success(t('messages.registrationSuccess'));
          navigate(USERS_PATH);
        },
        onError: (error) => {
          showServerErrors(form, error, USER_SERVER_FIELDS);
          toast.failure(error, { failed: t('messages.registrationFailed'), network: t('messages.registrationError') });
        },
      },
    );

  return (
    <>
      <PageHeader title={t('user.addTitle')} backTo={USERS_PATH} />
      <UserForm
        mode="add"
        form={form}
        initial={BLANK}
        roleState={roleSelectState(viewer.role, null, false)}
        // stays busy from a success until the list opens
        busy={register.isPending || register.isSuccess}
        onSubmit={submit}
      />
    </>
  );
}

import { useQuery } from '@tanstack/react-query';
import { Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { userQuery } from '../api/queries';
import { USERS_PATH } from '../paths';
import { PageHeader } from '../ui/PageHeader';
import { PageSpinner } from '../ui/PageSpinner';
import { UserAccountEditor } from './UserAccountEditor';

/** /dashboard/user/edit/{id} */
export default function UserEditPage() {
  const { id } = useParams();
  const { t } = useTranslation();
  const userId = Number(id);
  const valid = Number.isInteger(userId) && userId >= 1;
  const { data: user, isPending } = useQuery({ ...userQuery(userId), enabled: valid });

  return (
    <>
      <PageHeader title={t('user.editTitle')} backTo={USERS_PATH} />
      {valid && isPending && <PageSpinner />}
      {(!valid || (!isPending && !user)) && <Result status="404" title={t('messages.userNotFound')} />}
      {/* a saved account comes back with a new updatedAt: the form starts again from it */}
      {user && <UserAccountEditor key={user.updatedAt} user={user} />}
    </>
  );
}

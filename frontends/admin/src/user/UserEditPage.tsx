import { MESSAGES } from '@csec/contracts';
import { useQuery } from '@tanstack/react-query';
import { Result } from 'antd';
import { useParams } from 'react-router-dom';
import { userQuery } from '../api/queries';
import { USERS_PATH } from '../paths';
import { PageHeader } from '../ui/PageHeader';
import { PageSpinner } from '../ui/PageSpinner';
import { UserAccountEditor } from './UserAccountEditor';

/** /dashboard/user/edit/{id} */
export default function UserEditPage() {
  const { id } = useParams();
  const userId = Number(id);
  const valid = Number.isInteger(userId) && userId >= 1;
  const { data: user, isPending } = useQuery({ ...userQuery(userId), enabled: valid });

  return (
    <>
      <PageHeader title="Update a User" backTo={USERS_PATH} />
      {valid && isPending && <PageSpinner />}
      {(!valid || (!isPending && !user)) && <Result status="404" title={MESSAGES.userNotFound} />}
      {/* a saved account comes back with a new updatedAt: the form starts again from it */}
      {user && <UserAccountEditor key={user.updatedAt} user={user} />}
    </>
  );
}

import { MESSAGES, roleLabel } from '@csec/contracts';
import type { UserView } from '@csec/contracts';
import { Tag } from 'antd';
import { api } from '../api/endpoints';
import { useToast } from '../feedback/useToast';
import { formatListDate } from '../lib/formatDate';
import { rowNumber } from '../lib/pagination';
import { ListScreen } from '../list/ListScreen';
import { RowActions } from '../list/RowActions';
import { useConfirmDelete } from '../list/useConfirmDelete';
import { USER_ADD_PATH, userEditPath } from '../paths';
import { useCurrentUser } from '../session/SessionContext';

const FAILURE = { failed: MESSAGES.usersFailed, network: MESSAGES.usersError };

/** /dashboard/user: staff accounts, for admin and superadmin. */
export default function UserListPage() {
  const me = useCurrentUser();
  const toast = useToast();
  const confirmDelete = useConfirmDelete();

  return (
    <ListScreen<UserView>
      title="Users"
      searchPlaceholder="Search for username..."
      createLabel="Create new user"
      createTo={USER_ADD_PATH}
      fetchPage={api.users}
      failure={FAILURE}
      rowKey="id"
      columns={({ page, reload }) => [
        { title: 'NO', key: 'no', width: 64, render: (_value, _row, index) => rowNumber(page, index) },
        { title: 'USERNAME', dataIndex: 'username', key: 'username' },
        { title: 'ROLE', dataIndex: 'role', key: 'role', render: (role: string) => <Tag>{roleLabel(role)}</Tag> },
        { title: 'EMAIL', dataIndex: 'email', key: 'email' },
        { title: 'CREATED AT', dataIndex: 'createdAt', key: 'createdAt', render: (date: string) => formatListDate(date) },
        {
          title: 'ACTION',
          key: 'action',
          render: (_value, user) => (
            <RowActions
              editTo={userEditPath(user.id)}
              name={`user ${user.username}`}
              // the API keeps the superadmin and one's own account; no point offering it
              canDelete={user.role !== 'superadmin' && user.id !== me.id}
              onDelete={() =>
                confirmDelete(`Are you sure to delete '${user.username}' account?`, async () => {
                  try {
                    await api.deleteUser(user.id);
                    toast.success(MESSAGES.userDeleted);
                    reload();
                  } catch (error) {
                    toast.failure(error, { failed: MESSAGES.userDeleteFailed, network: MESSAGES.userDeleteFailed });
                  }
                })
              }
            />
          ),
        },
      ]}
    />
  );
}

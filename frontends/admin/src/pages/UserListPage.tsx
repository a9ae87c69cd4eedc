import { MESSAGES, roleLabel } from '@csec/contracts';
import { Tag } from 'antd';
import { useDeleteUser } from '../api/mutations';
import { userListQuery } from '../api/queries';
import { useToast } from '../feedback/useToast';
import { formatListDate } from '../lib/formatDate';
import { rowNumber } from '../lib/pagination';
import { ListScreen } from '../list/ListScreen';
import { RowActions } from '../list/RowActions';
import { useConfirmDelete } from '../list/useConfirmDelete';
import { USER_ADD_PATH, userEditPath } from '../paths';
import { useCurrentUser } from '../session/session';

const DELETE_FAILED = { failed: MESSAGES.userDeleteFailed, network: MESSAGES.userDeleteFailed };

/** /dashboard/user: staff accounts, for admin and superadmin. */
export default function UserListPage() {
  const me = useCurrentUser();
  const toast = useToast();
  const confirmDelete = useConfirmDelete();
  const deleteUser = useDeleteUser();

  return (
    <ListScreen
      title="Users"
      searchPlaceholder="Search for username..."
      create={{ label: 'Create new user', to: USER_ADD_PATH }}
      listQuery={userListQuery}
      rowKey="id"
      columns={({ page }) => [
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
                    await deleteUser.mutateAsync(user.id);
                    toast.success(MESSAGES.userDeleted);
                  } catch (error) {
                    toast.failure(error, DELETE_FAILED);
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

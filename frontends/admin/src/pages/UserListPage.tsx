import type { Role } from '@csec/contracts';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
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

/** /dashboard/user: staff accounts, for admin and superadmin. */
export default function UserListPage() {
  const me = useCurrentUser();
  const toast = useToast();
  const confirmDelete = useConfirmDelete();
  const deleteUser = useDeleteUser();
  const { t } = useTranslation();
  const deleteFailed = t('messages.userDeleteFailed');

  return (
    <ListScreen
      title={t('userList.title')}
      searchPlaceholder={t('userList.search')}
      create={{ label: t('userList.create'), to: USER_ADD_PATH }}
      listQuery={userListQuery}
      rowKey="id"
      columns={({ page }) => [
        { title: t('userList.columns.no'), key: 'no', width: 64, render: (_value, _row, index) => rowNumber(page, index) },
        { title: t('userList.columns.username'), dataIndex: 'username', key: 'username' },
        { title: t('userList.columns.role'), dataIndex: 'role', key: 'role', render: (role: Role) => <Tag>{t(`roles.${role}`)}</Tag> },
        { title: t('userList.columns.email'), dataIndex: 'email', key: 'email' },
        { title: t('userList.columns.createdAt'), dataIndex: 'createdAt', key: 'createdAt', render: (date: string) => formatListDate(date) },
        {
          title: t('userList.columns.action'),
          key: 'action',
          render: (_value, user) => (
            <RowActions
              editTo={userEditPath(user.id)}
              name={t('userList.rowName', { username: user.username })}
              // the API keeps the superadmin and one's own account; no point offering it
              canDelete={user.role !== 'superadmin' && user.id !== me.id}
              onDelete={() =>
                confirmDelete(t('userList.confirmDelete', { username: user.username }), async () => {
                  try {
                    await deleteUser.mutateAsync(user.id);
                    toast.success(t('messages.userDeleted'));
                  } catch (error) {
                    toast.failure(error, { failed: deleteFailed, network: deleteFailed });
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

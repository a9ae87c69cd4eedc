import { MESSAGES } from '@csec/contracts';
import type { UserView } from '@csec/contracts';
import { Result } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { useParams } from 'react-router-dom';
import { ApiError } from '../api/client';
import { api } from '../api/endpoints';
import { useToast } from '../feedback/useToast';
import { USERS_PATH } from '../paths';
import { useSession } from '../session/SessionContext';
import { PageHeader } from '../ui/PageHeader';
import { PageSpinner } from '../ui/PageSpinner';
import { UserAccountEditor } from './UserAccountEditor';

type Load = { state: 'loading' } | { state: 'missing' } | { state: 'ready'; user: UserView };

/** /dashboard/user/edit/{id} */
export default function UserEditPage() {
  const { id } = useParams();
  const toast = useToast();
  const session = useSession();
  const [load, setLoad] = useState<Load>({ state: 'loading' });

  const fetchUser = useCallback(async () => {
    const userId = Number(id);
    if (!Number.isInteger(userId) || userId < 1) return setLoad({ state: 'missing' });
    try {
      const response = await api.user(userId);
      setLoad(response.data ? { state: 'ready', user: response.data } : { state: 'missing' });
    } catch (error) {
      setLoad({ state: 'missing' });
      if (!(error instanceof ApiError && error.httpStatus === 404)) {
        toast.failure(error, { failed: MESSAGES.userDetailFailed, network: MESSAGES.userDetailFailed });
      }
    }
  }, [id, toast]);

  useEffect(() => {
    void fetchUser();
  }, [fetchUser]);

  return (
    <>
      <PageHeader title="Update a User" backTo={USERS_PATH} />
      {load.state === 'loading' && <PageSpinner />}
      {load.state === 'missing' && <Result status="404" title={MESSAGES.userNotFound} />}
      {load.state === 'ready' && (
        <UserAccountEditor
          key={load.user.updatedAt}
          user={load.user}
          onSaved={() => {
            void fetchUser();
            // the top bar shows the viewer's own name
            if (load.user.id === session.user?.id) void session.refresh();
          }}
        />
      )}
    </>
  );
}

import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { setUnauthorizedHandler } from '../api/client';
import { queryKeys } from '../api/queryKeys';
import { LOGIN_PATH } from '../paths';

/**
 * A rejected token (any call answered 401, which also clears the token) forgets the current
 * user and goes to the login page. Renders nothing.
 */
export function UnauthorizedRedirect() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  useEffect(() => {
    setUnauthorizedHandler(() => {
      queryClient.setQueryData(queryKeys.me, null);
      navigate(LOGIN_PATH, { replace: true });
    });
  }, [navigate, queryClient]);
  return null;
}

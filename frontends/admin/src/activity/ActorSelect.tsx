import { useQuery } from '@tanstack/react-query';
import { Select } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { userListQuery, userQuery } from '../api/queries';

/** Typing waits this long before it asks the API, so a name typed quickly is one request. */
export const ACTOR_SEARCH_DELAY_MS = 300;

interface ActorSelectProps {
  value: number | undefined;
  onChange: (actor: number | undefined) => void;
}

/**
 * Whose actions to show: the first page of accounts, narrowed by the username typed. The chosen
 * account keeps its name when the list does not hold it; a deleted one shows as its id.
 */
export function ActorSelect({ value, onChange }: ActorSelectProps) {
  const { t } = useTranslation();
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  useEffect(() => {
    const next = typed.trim();
    if (next === search) return;
    const timer = setTimeout(() => setSearch(next), ACTOR_SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [typed, search]);
  const users = useQuery(userListQuery(1, search));
  const chosen = useQuery({ ...userQuery(value ?? 0), enabled: value !== undefined });

  const options = (users.data?.data ?? []).map((user) => ({ value: String(user.id), label: user.username }));
  if (value !== undefined && !options.some((option) => option.value === String(value))) {
    options.unshift({ value: String(value), label: chosen.data?.username ?? `#${value}` });
  }

  return (
    <Select
      id="activity-filter-actor"
      aria-label={t('activity.actorFilter')}
      prefix={`${t('activity.actorFilter')}:`}
      value={value === undefined ? '' : String(value)}
      options={[{ value: '', label: t('common.all') }, ...options]}
      showSearch={{ filterOption: false, onSearch: setTyped }}
      loading={users.isFetching}
      onChange={(next: string) => {
        // the next opening offers every account again
        setTyped('');
        setSearch('');
        onChange(next ? Number(next) : undefined);
      }}
      popupMatchSelectWidth={false}
      style={{ minWidth: 180 }}
    />
  );
}

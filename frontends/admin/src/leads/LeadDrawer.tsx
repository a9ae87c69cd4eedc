import type { LeadStatus } from '@csec/contracts';
import { useQuery } from '@tanstack/react-query';
import { Descriptions, Drawer, Result, Select, Typography } from 'antd';
import type { DescriptionsProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../api/client';
import { useSetLeadStatus } from '../api/mutations';
import { leadQuery } from '../api/queries';
import { useToast } from '../feedback/useToast';
import { formatFullDate } from '../lib/formatDate';
import { leadStatusOptions, mailtoHref, telHref } from './lead';
import type { Lead } from './lead';
import { ZoneNote } from '../ui/ZoneNote';

const orDash = (value: string | null) => (value === null || value === '' ? '-' : value);

interface LeadDrawerProps {
  /** the row whose View was pressed; it stays while the drawer slides out */
  lead: Lead | null;
  open: boolean;
  onClose: () => void;
}

/** A lead's every field, read fresh from the API (the row shows meanwhile), and its status to change. */
export function LeadDrawer({ lead, open, onClose }: LeadDrawerProps) {
  const { t } = useTranslation();
  return (
    <Drawer
      open={open}
      onClose={onClose}
      destroyOnHidden
      size={560}
      title={lead ? t('leads.drawerTitle', { name: lead.name }) : t('leads.drawerTitleEmpty')}
      extra={<ZoneNote />}
    >
      {lead && <LeadDetails row={lead} />}
    </Drawer>
  );
}

function LeadDetails({ row }: { row: Lead }) {
  const toast = useToast();
  const { t } = useTranslation();
  const detail = useQuery({ ...leadQuery(row.id), placeholderData: row });
  const setStatus = useSetLeadStatus();
  const lead = detail.data;

  if (!lead) {
    if (detail.isPending || detail.isFetching) return null;
    const notFound = !detail.isError || (detail.error instanceof ApiError && detail.error.httpStatus === 404);
    return <Result status={notFound ? '404' : 'error'} title={notFound ? t('leads.leadNotFound') : t('leads.detailFailed')} />;
  }

  const changeStatus = async (status: LeadStatus) => {
    try {
      await setStatus.mutateAsync({ id: lead.id, status });
      toast.success(t('leads.leadUpdated'));
    } catch (error) {
      toast.failure(error, { network: t('leads.updateError') });
    }
  };

  const items: DescriptionsProps['items'] = [
    { key: 'id', label: t('leads.fields.id'), children: lead.id },
    { key: 'createdAt', label: t('leads.fields.received'), children: formatFullDate(lead.createdAt) },
    { key: 'kind', label: t('leads.fields.kind'), children: t(`leads.kinds.${lead.kind}`) },
    {
      key: 'status',
      label: t('leads.fields.status'),
      children: (
        <Select<LeadStatus>
          id="lead-status"
          aria-label={t('leads.fields.status')}
          // the chosen status shows while it is being saved
          value={setStatus.isPending ? setStatus.variables.status : lead.status}
          options={leadStatusOptions()}
          loading={setStatus.isPending}
          disabled={setStatus.isPending}
          onChange={(status) => void changeStatus(status)}
          style={{ minWidth: 160 }}
        />
      ),
    },
    { key: 'name', label: t('leads.fields.name'), children: lead.name },
    { key: 'organisation', label: t('leads.fields.organisation'), children: lead.organisation },
    { key: 'jobTitle', label: t('leads.fields.jobTitle'), children: orDash(lead.jobTitle) },
    { key: 'email', label: t('leads.fields.email'), children: <a href={mailtoHref(lead.email)}>{lead.email}</a> },
    { key: 'phone', label: t('leads.fields.phone'), children: lead.phone ? <a href={telHref(lead.phone)}>{lead.phone}</a> : '-' },
    { key: 'interest', label: t('leads.fields.interest'), children: orDash(lead.interest) },
    {
      key: 'message',
      label: t('leads.fields.message'),
      children: lead.message ? (
        <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', margin: 0 }}>{lead.message}</Typography.Paragraph>
      ) : (
        '-'
      ),
    },
    { key: 'clientIp', label: t('leads.fields.clientIp'), children: orDash(lead.clientIp) },
    { key: 'updatedAt', label: t('leads.fields.updatedAt'), children: formatFullDate(lead.updatedAt) },
  ];

  return <Descriptions bordered size="small" column={1} items={items} />;
}

import { LEAD_MESSAGES } from '@csec/contracts';
import type { LeadStatus } from '@csec/contracts';
import { useQuery } from '@tanstack/react-query';
import { Descriptions, Drawer, Result, Select, Typography } from 'antd';
import type { DescriptionsProps } from 'antd';
import { ApiError } from '../api/client';
import { useSetLeadStatus } from '../api/mutations';
import { LEAD_DETAIL_FAILED, leadQuery } from '../api/queries';
import { useToast } from '../feedback/useToast';
import { formatFullDate } from '../lib/formatDate';
import { LEAD_KIND_LABELS, LEAD_STATUS_OPTIONS, mailtoHref, telHref } from './lead';
import type { Lead } from './lead';
import { ZoneNote } from '../ui/ZoneNote';

const UPDATE_FAILED = { network: 'An error occurred during updating the lead. Please try again later.' };

const orDash = (value: string | null) => (value === null || value === '' ? '-' : value);

interface LeadDrawerProps {
  /** the row whose View was pressed; it stays while the drawer slides out */
  lead: Lead | null;
  open: boolean;
  onClose: () => void;
}

/** A lead's every field, read fresh from the API (the row shows meanwhile), and its status to change. */
export function LeadDrawer({ lead, open, onClose }: LeadDrawerProps) {
  return (
    <Drawer open={open} onClose={onClose} destroyOnHidden size={560} title={lead ? `Lead from ${lead.name}` : 'Lead'} extra={<ZoneNote />}>
      {lead && <LeadDetails row={lead} />}
    </Drawer>
  );
}

function LeadDetails({ row }: { row: Lead }) {
  const toast = useToast();
  const detail = useQuery({ ...leadQuery(row.id), placeholderData: row });
  const setStatus = useSetLeadStatus();
  const lead = detail.data;

  if (!lead) {
    if (detail.isPending || detail.isFetching) return null;
    const notFound = !detail.isError || (detail.error instanceof ApiError && detail.error.httpStatus === 404);
    return <Result status={notFound ? '404' : 'error'} title={notFound ? LEAD_MESSAGES.leadNotFound : LEAD_DETAIL_FAILED} />;
  }

  const changeStatus = async (status: LeadStatus) => {
    try {
      await setStatus.mutateAsync({ id: lead.id, status });
      toast.success(LEAD_MESSAGES.leadUpdated);
    } catch (error) {
      toast.failure(error, UPDATE_FAILED);
    }
  };

  const items: DescriptionsProps['items'] = [
    { key: 'id', label: 'Lead ID', children: lead.id },
    { key: 'createdAt', label: 'Received', children: formatFullDate(lead.createdAt) },
    { key: 'kind', label: 'Kind', children: LEAD_KIND_LABELS[lead.kind] },
    {
      key: 'status',
      label: 'Status',
      children: (
        <Select<LeadStatus>
          id="lead-status"
          aria-label="Status"
          // the chosen status shows while it is being saved
          value={setStatus.isPending ? setStatus.variables.status : lead.status}
          options={LEAD_STATUS_OPTIONS}
          loading={setStatus.isPending}
          disabled={setStatus.isPending}
          onChange={(status) => void changeStatus(status)}
          style={{ minWidth: 160 }}
        />
      ),
    },
    { key: 'name', label: 'Name', children: lead.name },
    { key: 'organisation', label: 'Organisation', children: lead.organisation },
    { key: 'jobTitle', label: 'Job title', children: orDash(lead.jobTitle) },
    { key: 'email', label: 'E-mail', children: <a href={mailtoHref(lead.email)}>{lead.email}</a> },
    { key: 'phone', label: 'Phone', children: lead.phone ? <a href={telHref(lead.phone)}>{lead.phone}</a> : '-' },
    { key: 'interest', label: 'Interest', children: orDash(lead.interest) },
    {
      key: 'message',
      label: 'Message',
      children: lead.message ? (
        <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', margin: 0 }}>{lead.message}</Typography.Paragraph>
      ) : (
        '-'
      ),
    },
    { key: 'clientIp', label: 'Client IP', children: orDash(lead.clientIp) },
    { key: 'updatedAt', label: 'Last updated', children: formatFullDate(lead.updatedAt) },
  ];

  return <Descriptions bordered size="small" column={1} items={items} />;
}

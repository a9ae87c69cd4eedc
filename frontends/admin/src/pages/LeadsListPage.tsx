import { DeleteOutlined, DownloadOutlined, EyeOutlined } from '@ant-design/icons';
import { LEAD_MESSAGES } from '@csec/contracts';
import { Button, Space, Tag } from 'antd';
import { useState } from 'react';
import { useDeleteLead, useExportLeads } from '../api/mutations';
import { leadListQuery } from '../api/queries';
import { useToast } from '../feedback/useToast';
import { LeadDrawer } from '../leads/LeadDrawer';
import { LEAD_KIND_LABELS, LEAD_KIND_OPTIONS, LEAD_STATUS_COLORS, LEAD_STATUS_LABELS, LEAD_STATUS_OPTIONS, leadFilters } from '../leads/lead';
import type { Lead, LeadFilters } from '../leads/lead';
import { saveBlob } from '../lib/download';
import { formatListDate } from '../lib/formatDate';
import { ListScreen } from '../list/ListScreen';
import { useConfirmDelete } from '../list/useConfirmDelete';
import type { FilterValues, ListFilter } from '../list/useListParams';

const FILTERS: readonly ListFilter[] = [
  { name: 'kind', label: 'Kind', options: LEAD_KIND_OPTIONS },
  { name: 'status', label: 'Status', options: LEAD_STATUS_OPTIONS },
];

/** One page of the list: the URL's search text and filters as the API's parameters. */
const leadsPage = (page: number, query: string, filters: FilterValues) => leadListQuery(page, leadFilters(query, filters));

const DELETE_FAILED = { failed: 'Delete lead failed!', network: 'Delete lead failed!' };
const EXPORT_FAILED = { failed: 'Failed to download the CSV', network: 'An error occurred during download the CSV. Please try again later.' };

/** /dashboard/leads: the registrations and contact requests visitors send, for admin and superadmin. */
export default function LeadsListPage() {
  const toast = useToast();
  const confirmDelete = useConfirmDelete();
  const deleteLead = useDeleteLead();
  const exportLeads = useExportLeads();
  const [viewing, setViewing] = useState<Lead | null>(null);
  const [open, setOpen] = useState(false);

  const download = async (filters: LeadFilters) => {
    try {
      const { blob, fileName } = await exportLeads.mutateAsync(filters);
      saveBlob(blob, fileName);
    } catch (error) {
      toast.failure(error, EXPORT_FAILED);
    }
  };

  return (
    <>
      <ListScreen
        title="Leads"
        searchPlaceholder="Search name, organisation, email..."
        filters={FILTERS}
        toolbar={({ query, filters }) => (
          <Button icon={<DownloadOutlined />} loading={exportLeads.isPending} onClick={() => void download(leadFilters(query, filters))}>
            Download CSV
          </Button>
        )}
        listQuery={leadsPage}
        rowKey="id"
        columns={() => [
          { title: 'RECEIVED', dataIndex: 'createdAt', key: 'createdAt', render: (date: string) => formatListDate(date) },
          { title: 'NAME', dataIndex: 'name', key: 'name' },
          { title: 'ORGANISATION', dataIndex: 'organisation', key: 'organisation', ellipsis: true, width: 200 },
          { title: 'KIND', dataIndex: 'kind', key: 'kind', render: (kind: Lead['kind']) => LEAD_KIND_LABELS[kind] },
          { title: 'INTEREST', dataIndex: 'interest', key: 'interest', ellipsis: true, width: 200, render: (interest: string | null) => interest ?? '-' },
          {
            title: 'STATUS',
            dataIndex: 'status',
            key: 'status',
            render: (status: Lead['status']) => <Tag color={LEAD_STATUS_COLORS[status]}>{LEAD_STATUS_LABELS[status]}</Tag>,
          },
          {
            title: 'ACTION',
            key: 'action',
            render: (_value, lead) => (
              <Space>
                <Button
                  size="small"
                  icon={<EyeOutlined />}
                  aria-label={`View lead ${lead.name}`}
                  onClick={() => {
                    setViewing(lead);
                    setOpen(true);
                  }}
                >
                  View
                </Button>
                <Button
                  danger
                  size="small"
                  icon={<DeleteOutlined />}
                  aria-label={`Delete lead ${lead.name}`}
                  onClick={() =>
                    confirmDelete(`Are you sure to delete the lead from '${lead.name}'?`, async () => {
                      try {
                        await deleteLead.mutateAsync(lead.id);
                        toast.success(LEAD_MESSAGES.leadDeleted);
                      } catch (error) {
                        toast.failure(error, DELETE_FAILED);
                      }
                    })
                  }
                />
              </Space>
            ),
          },
        ]}
      />
      <LeadDrawer lead={viewing} open={open} onClose={() => setOpen(false)} />
    </>
  );
}

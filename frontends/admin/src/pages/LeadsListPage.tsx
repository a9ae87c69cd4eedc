import { DeleteOutlined, DownloadOutlined, EyeOutlined } from '@ant-design/icons';
import { Button, Space, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDeleteLead, useExportLeads } from '../api/mutations';
import { leadListQuery } from '../api/queries';
import { useToast } from '../feedback/useToast';
import { LeadDrawer } from '../leads/LeadDrawer';
import { LEAD_STATUS_COLORS, leadFilters, leadKindOptions, leadStatusOptions } from '../leads/lead';
import type { Lead, LeadFilters } from '../leads/lead';
import { saveBlob } from '../lib/download';
import { formatListDate } from '../lib/formatDate';
import { ListScreen } from '../list/ListScreen';
import { useConfirmDelete } from '../list/useConfirmDelete';
import type { FilterValues, ListFilter } from '../list/useListParams';

const filtersOf = (kind: string, status: string): readonly ListFilter[] => [
  { name: 'kind', label: kind, options: leadKindOptions() },
  { name: 'status', label: status, options: leadStatusOptions() },
];

/** One page of the list: the URL's search text and filters as the API's parameters. */
const leadsPage = (page: number, query: string, filters: FilterValues) => leadListQuery(page, leadFilters(query, filters));

/** /dashboard/leads: the registrations and contact requests visitors send, for admin and superadmin. */
export default function LeadsListPage() {
  const toast = useToast();
  const { t } = useTranslation();
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
      toast.failure(error, { failed: t('leads.exportFailed'), network: t('leads.exportError') });
    }
  };

  return (
    <>
      <ListScreen
        title={t('leads.title')}
        searchPlaceholder={t('leads.search')}
        filters={filtersOf(t('leads.fields.kind'), t('leads.fields.status'))}
        toolbar={({ query, filters }) => (
          <Button icon={<DownloadOutlined />} loading={exportLeads.isPending} onClick={() => void download(leadFilters(query, filters))}>
            {t('leads.download')}
          </Button>
        )}
        listQuery={leadsPage}
        rowKey="id"
        columns={() => [
          { title: t('leads.columns.received'), dataIndex: 'createdAt', key: 'createdAt', render: (date: string) => formatListDate(date) },
          { title: t('leads.columns.name'), dataIndex: 'name', key: 'name' },
          { title: t('leads.columns.organisation'), dataIndex: 'organisation', key: 'organisation', ellipsis: true, width: 200 },
          { title: t('leads.columns.kind'), dataIndex: 'kind', key: 'kind', render: (kind: Lead['kind']) => t(`leads.kinds.${kind}`) },
          {
            title: t('leads.columns.interest'),
            dataIndex: 'interest',
            key: 'interest',
            ellipsis: true,
            width: 200,
            render: (interest: string | null) => interest ?? '-',
          },
          {
            title: t('leads.columns.status'),
            dataIndex: 'status',
            key: 'status',
            render: (status: Lead['status']) => <Tag color={LEAD_STATUS_COLORS[status]}>{t(`leads.statuses.${status}`)}</Tag>,
          },
          {
            title: t('leads.columns.action'),
            key: 'action',
            render: (_value, lead) => (
              <Space>
                <Button
                  size="small"
                  icon={<EyeOutlined />}
                  aria-label={t('leads.viewNamed', { name: lead.name })}
                  onClick={() => {
                    setViewing(lead);
                    setOpen(true);
                  }}
                >
                  {t('common.view')}
                </Button>
                <Button
                  danger
                  size="small"
                  icon={<DeleteOutlined />}
                  aria-label={t('leads.deleteNamed', { name: lead.name })}
                  onClick={() =>
                    confirmDelete(t('leads.confirmDelete', { name: lead.name }), async () => {
                      try {
                        await deleteLead.mutateAsync(lead.id);
                        toast.success(t('leads.leadDeleted'));
                      } catch (error) {
                        toast.failure(error, { failed: t('leads.deleteFailed'), network: t('leads.deleteFailed') });
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

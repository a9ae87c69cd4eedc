import { DeleteOutlined, EditOutlined, ExportOutlined, EyeOutlined } from '@ant-design/icons';
import { Button, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

interface RowActionsProps {
  editTo: string;
  /** what the row is, for screen readers, in the dashboard's language: 'blog My title' */
  name: string;
  canDelete: boolean;
  onDelete: () => void;
  /** the row's public page (a published post), opened in a new tab */
  viewHref?: string;
  /** the caller may only read the row: its link opens it read-only, and says so */
  readOnly?: boolean;
}

export function RowActions({ editTo, name, canDelete, onDelete, viewHref, readOnly = false }: RowActionsProps) {
  const { t } = useTranslation();
  return (
    <Space>
      {readOnly ? (
        <Link to={editTo} aria-label={t('list.openReadOnly', { name })}>
          <EyeOutlined /> {t('common.open')}
        </Link>
      ) : (
        <Link to={editTo} aria-label={t('list.editNamed', { name })}>
          <EditOutlined /> {t('common.edit')}
        </Link>
      )}
      {viewHref && (
        <a href={viewHref} target="_blank" rel="noopener noreferrer" aria-label={t('list.viewNamed', { name })}>
          <ExportOutlined /> {t('common.view')}
        </a>
      )}
      <Button danger size="small" icon={<DeleteOutlined />} disabled={!canDelete} aria-label={t('list.deleteNamed', { name })} onClick={onDelete} />
    </Space>
  );
}

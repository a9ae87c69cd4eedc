import { DeleteOutlined, EditOutlined, ExportOutlined, EyeOutlined } from '@ant-design/icons';
import { Button, Space } from 'antd';
import { Link } from 'react-router-dom';

interface RowActionsProps {
  editTo: string;
  /** what the row is, for screen readers: 'blog My title' */
  name: string;
  canDelete: boolean;
  onDelete: () => void;
  /** the row's public page (a published post), opened in a new tab */
  viewHref?: string;
  /** the caller may only read the row: its link opens it read-only, and says so */
  readOnly?: boolean;
}

export function RowActions({ editTo, name, canDelete, onDelete, viewHref, readOnly = false }: RowActionsProps) {
  return (
    <Space>
      {readOnly ? (
        <Link to={editTo} aria-label={`Open ${name} (read-only)`}>
          <EyeOutlined /> Open
        </Link>
      ) : (
        <Link to={editTo} aria-label={`Edit ${name}`}>
          <EditOutlined /> Edit
        </Link>
      )}
      {viewHref && (
        <a href={viewHref} target="_blank" rel="noopener noreferrer" aria-label={`View ${name}`}>
          <ExportOutlined /> View
        </a>
      )}
      <Button danger size="small" icon={<DeleteOutlined />} disabled={!canDelete} aria-label={`Delete ${name}`} onClick={onDelete} />
    </Space>
  );
}

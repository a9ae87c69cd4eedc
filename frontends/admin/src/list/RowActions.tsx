import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import { Button, Space } from 'antd';
import { Link } from 'react-router-dom';

interface RowActionsProps {
  editTo: string;
  /** what the row is, for screen readers: 'blog My title' */
  name: string;
  canDelete: boolean;
  onDelete(): void;
}

export function RowActions({ editTo, name, canDelete, onDelete }: RowActionsProps) {
  return (
    <Space>
      <Link to={editTo} aria-label={`Edit ${name}`}>
        <EditOutlined /> Edit
      </Link>
      <Button danger size="small" icon={<DeleteOutlined />} disabled={!canDelete} aria-label={`Delete ${name}`} onClick={onDelete} />
    </Space>
  );
}

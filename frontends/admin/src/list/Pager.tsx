import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import { Button, Flex } from 'antd';
import { pageWindow } from '../lib/pagination';

interface PagerProps {
  page: number;
  totalPages: number;
  onChange: (page: number) => void;
}

/** Previous, the three-page window, next (spec section 2). */
export function Pager({ page, totalPages, onChange }: PagerProps) {
  if (totalPages < 1) return null;
  return (
    <Flex component="nav" aria-label="Pagination" gap={8} justify="flex-end" style={{ marginTop: 16 }}>
      <Button aria-label="Previous page" icon={<LeftOutlined />} disabled={page <= 1} onClick={() => onChange(page - 1)} />
      {pageWindow(page, totalPages).map((n) => (
        <Button key={n} type={n === page ? 'primary' : 'default'} aria-current={n === page ? 'page' : undefined} onClick={() => onChange(n)}>
          {n}
        </Button>
      ))}
      <Button aria-label="Next page" icon={<RightOutlined />} disabled={page >= totalPages} onClick={() => onChange(page + 1)} />
    </Flex>
  );
}

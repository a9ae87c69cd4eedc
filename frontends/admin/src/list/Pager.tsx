import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import { Button, Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import { pageWindow } from '../lib/pagination';

interface PagerProps {
  page: number;
  totalPages: number;
  onChange: (page: number) => void;
}

/** Previous, the three-page window, next (spec section 2). */
export function Pager({ page, totalPages, onChange }: PagerProps) {
  const { t } = useTranslation();
  if (totalPages < 1) return null;
  return (
    <Flex component="nav" aria-label={t('list.pagination')} gap={8} justify="flex-end" style={{ marginTop: 16 }}>
      <Button aria-label={t('list.previousPage')} icon={<LeftOutlined />} disabled={page <= 1} onClick={() => onChange(page - 1)} />
      {pageWindow(page, totalPages).map((n) => (
        <Button key={n} type={n === page ? 'primary' : 'default'} aria-current={n === page ? 'page' : undefined} onClick={() => onChange(n)}>
          {n}
        </Button>
      ))}
      <Button aria-label={t('list.nextPage')} icon={<RightOutlined />} disabled={page >= totalPages} onClick={() => onChange(page + 1)} />
    </Flex>
  );
}

import { ArrowLeftOutlined } from '@ant-design/icons';
import { Flex, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

interface PageHeaderProps {
  title: string;
  /** where the Back link goes; none on the profile */
  backTo?: string;
  actions?: ReactNode;
}

export function PageHeader({ title, backTo, actions }: PageHeaderProps) {
  const { t } = useTranslation();
  return (
    <>
      {backTo && (
        <Link to={backTo}>
          <ArrowLeftOutlined /> {t('common.back')}
        </Link>
      )}
      <Flex justify="space-between" align="center" gap={12} wrap style={{ margin: '8px 0 16px' }}>
        <Typography.Title level={3} style={{ margin: 0 }}>
          {title}
        </Typography.Title>
        {actions}
      </Flex>
    </>
  );
}

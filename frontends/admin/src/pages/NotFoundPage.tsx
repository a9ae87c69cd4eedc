import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { DASHBOARD_PATH } from '../paths';

/** Any /dashboard path that is not a screen. */
export default function NotFoundPage() {
  const navigate = useNavigate();
  const { t } = useTranslation();
  return (
    <Result
      status="404"
      title="404"
      subTitle={t('notFound.text')}
      extra={
        <Button type="primary" onClick={() => navigate(DASHBOARD_PATH)}>
          {t('notFound.back')}
        </Button>
      }
    />
  );
}

import { NOT_FOUND_TEXT } from '@csec/contracts';
import { Button, Result } from 'antd';
import { useNavigate } from 'react-router-dom';
import { DASHBOARD_PATH } from '../paths';

/** Any /dashboard path that is not a screen. */
export default function NotFoundPage() {
  const navigate = useNavigate();
  return (
    <Result
      status="404"
      title="404"
      subTitle={NOT_FOUND_TEXT}
      extra={
        <Button type="primary" onClick={() => navigate(DASHBOARD_PATH)}>
          Back to dashboard
        </Button>
      }
    />
  );
}

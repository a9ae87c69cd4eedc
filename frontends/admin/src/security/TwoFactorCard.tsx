import type { TwoFactorSetup } from '@csec/contracts';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStartTwoFactorSetup } from '../api/mutations';
import { twoFactorQuery } from '../api/queries';
import { useToast } from '../feedback/useToast';
import { RecoveryCodes } from './RecoveryCodes';
import { TurnOffForm } from './TurnOffForm';
import { TwoFactorSetupPanel } from './TwoFactorSetupPanel';

/** What the card shows below its title: the status, or one of the steps started from it. */
type Step = { kind: 'status' } | { kind: 'setup'; setup: TwoFactorSetup } | { kind: 'codes'; codes: string[] } | { kind: 'turnOff' };

const STATUS: Step = { kind: 'status' };

/** The profile's "Two-factor login" card: the status, turning it on (QR code, code, recovery codes) and off. */
export function TwoFactorCard() {
  // read afresh on each visit: a login elsewhere may have spent a recovery code since the dashboard opened
  const status = useQuery({ ...twoFactorQuery, staleTime: 0 });
  const startSetup = useStartTwoFactorSetup();
  const toast = useToast();
  const { t } = useTranslation();
  const [step, setStep] = useState<Step>(STATUS);
  const enabled = status.data?.enabled ?? false;

  const turnOn = async () => {
    try {
      setStep({ kind: 'setup', setup: await startSetup.mutateAsync() });
    } catch (error) {
      toast.failure(error, { network: t('security.twoFactorError') });
    }
  };

  const body = () => {
    switch (step.kind) {
      case 'setup':
        return <TwoFactorSetupPanel setup={step.setup} onEnabled={(codes) => setStep({ kind: 'codes', codes })} onCancel={() => setStep(STATUS)} />;
      case 'codes':
        return <RecoveryCodes codes={step.codes} onDone={() => setStep(STATUS)} />;
      case 'turnOff':
        return <TurnOffForm onDone={() => setStep(STATUS)} />;
      case 'status':
        if (!status.data) return status.isError ? <Typography.Text type="danger">{t('security.twoFactorStatusFailed')}</Typography.Text> : null;
        return enabled ? (
          <>
            <Typography.Paragraph>{t('security.onHint', { count: status.data.recoveryCodesLeft })}</Typography.Paragraph>
            <Button danger onClick={() => setStep({ kind: 'turnOff' })}>
              {t('security.turnOff')}
            </Button>
          </>
        ) : (
          <>
            <Typography.Paragraph>{t('security.offHint')}</Typography.Paragraph>
            <Button type="primary" loading={startSetup.isPending} onClick={() => void turnOn()}>
              {t('security.turnOn')}
            </Button>
          </>
        );
    }
  };

  return (
    <Card
      title={t('security.twoFactorTitle')}
      loading={status.isPending}
      extra={status.data && <Tag color={enabled ? 'green' : 'default'}>{enabled ? t('security.on') : t('security.off')}</Tag>}
      style={{ maxWidth: 560 }}
    >
      {body()}
    </Card>
  );
}

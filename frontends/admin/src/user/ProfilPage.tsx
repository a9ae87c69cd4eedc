import { Alert, Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import { SessionsCard } from '../security/SessionsCard';
import { TwoFactorCard } from '../security/TwoFactorCard';
import { useEnrolment } from '../session/enrolment';
import { useCurrentUser } from '../session/session';
import { PageHeader } from '../ui/PageHeader';
import { UserAccountEditor } from './UserAccountEditor';

/**
 * /dashboard/profil: one's own account, no Back link; then two-factor login and the sessions.
 * While the role's required two-factor login is not on yet, the notice and the set-up come first
 * and the account form waits (the API would refuse its saves).
 */
export default function ProfilPage() {
  const user = useCurrentUser();
  const enrolment = useEnrolment();
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('user.profilTitle')} />
      {enrolment.pending ? (
        <Alert type="warning" showIcon title={t('security.totpEnrolmentRequired')} style={{ marginBottom: 16 }} />
      ) : (
        <UserAccountEditor key={user.updatedAt} user={user} />
      )}
      <Flex vertical gap={16} style={{ marginTop: 24 }}>
        <TwoFactorCard />
        <SessionsCard />
      </Flex>
    </>
  );
}

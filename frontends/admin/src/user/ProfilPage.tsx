import { Flex } from 'antd';
import { SessionsCard } from '../security/SessionsCard';
import { TwoFactorCard } from '../security/TwoFactorCard';
import { useCurrentUser } from '../session/session';
import { PageHeader } from '../ui/PageHeader';
import { UserAccountEditor } from './UserAccountEditor';

/** /dashboard/profil: one's own account, no Back link; then two-factor login and the sessions. */
export default function ProfilPage() {
  const user = useCurrentUser();
  return (
    <>
      <PageHeader title="Profil" />
      <UserAccountEditor key={user.updatedAt} user={user} />
      <Flex vertical gap={16} style={{ marginTop: 24 }}>
        <TwoFactorCard />
        <SessionsCard />
      </Flex>
    </>
  );
}

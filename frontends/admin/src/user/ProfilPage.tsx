import { PageHeader } from '../ui/PageHeader';
import { useCurrentUser, useSession } from '../session/SessionContext';
import { UserAccountEditor } from './UserAccountEditor';

/** /dashboard/profil: one's own account, no Back link. */
export default function ProfilPage() {
  const user = useCurrentUser();
  const { refresh } = useSession();
  return (
    <>
      <PageHeader title="Profil" />
      <UserAccountEditor key={user.updatedAt} user={user} onSaved={() => void refresh()} />
    </>
  );
}

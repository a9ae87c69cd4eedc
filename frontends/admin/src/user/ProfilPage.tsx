import { PageHeader } from '../ui/PageHeader';
import { useCurrentUser } from '../session/session';
import { UserAccountEditor } from './UserAccountEditor';

/** /dashboard/profil: one's own account, no Back link. */
export default function ProfilPage() {
  const user = useCurrentUser();
  return (
    <>
      <PageHeader title="Profil" />
      <UserAccountEditor key={user.updatedAt} user={user} />
    </>
  );
}

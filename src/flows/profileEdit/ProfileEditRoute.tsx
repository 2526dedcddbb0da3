/** /profile/edit: the member edits their profile (spec sections 2, 3, 5, 7 and 8). */
import { PageShell } from '@/ui/layout/PageShell';
import { ProfileEditScreen } from './ProfileEditScreen';

export default function ProfileEditRoute() {
  return (
    <PageShell titleId="profile.edit.title" backTo="/profile" requireSignIn>
      <ProfileEditScreen />
    </PageShell>
  );
}

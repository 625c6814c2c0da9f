import { ProfileSettings } from '@/components/profile/profile-settings';
import { AfterPlaceholder } from '@/components/ui/placeholder-hold';
import type { ProfileDialog } from '@/lib/accounts/completion';
import { requireCurrentUser } from '@/app/_lib/session/current-user';
import { getSession } from '@/app/_lib/session/session';
import { firstParam, type SearchParams } from '@/lib/http/query';

export const metadata = { title: 'Profile settings', description: 'Edit your profile, pictures, social links, password and email.', robots: { index: false } };

const DIALOGS: readonly ProfileDialog[] = ['basic', 'socials', 'avatar', 'banner'];

export default async function ProfileSettingsPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const me = await requireCurrentUser('/users/update');
  const requested = firstParam(await searchParams, 'dialog') as ProfileDialog | undefined;
  const { pendingEmail } = await getSession();
  return (
    <AfterPlaceholder>
      <ProfileSettings
        initialUser={me.user}
        initialDialog={requested && DIALOGS.includes(requested) ? requested : null}
        // A code taken by the mailed link leaves nothing to ask for.
        initialPendingEmail={pendingEmail && pendingEmail !== me.user.email?.toLowerCase() ? pendingEmail : null}
      />
    </AfterPlaceholder>
  );
}

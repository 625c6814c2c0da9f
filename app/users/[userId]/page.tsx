import { ServerImage } from '@/components/ui/server-image';
import { AfterPlaceholder } from '@/components/ui/placeholder-hold';
import Link from 'next/link';
import { redirect } from 'next/navigation';
import { CompletionMeter } from '@/components/profile/completion-meter';
import { MembershipSlot } from '@/components/profile/membership-slot';
import { readMembership } from '@/lib/profile/chain';
import { ProfileTabs } from '@/components/profile/profile-tabs';
import { ACCOUNT_MESSAGES } from '@/lib/accounts/messages';
import { completionOf } from '@/lib/accounts/profile-completion';
import { socialHref } from '@/lib/accounts/completion';
import { truncate } from '@/lib/format/text';
import { getOwnedItems, getUser } from '@/lib/platform/users';
import { ownedTokensOf } from '@/app/users/_lib/owned-tokens';
import { galleryEntries } from '@/lib/profile/gallery';
import { OwnedGallery } from '@/components/profile/owned-gallery';
import { OwnedCard } from '@/components/profile/owned-card';
import { OwnedActivity } from '@/components/profile/owned-activity';
import gallery from '@/components/profile/gallery.module.css';
import { orNull } from '@/app/_lib/not-found';
import { UnauthorizedError } from '@/lib/platform/errors';
import { getSession } from '@/app/_lib/session/session';
import { TRUNCATE } from '@/lib/constants';
import page from '@/components/ui/page.module.css';
import styles from '@/components/profile/profile.module.css';

type Params = { params: Promise<{ userId: string }> };

function logged(err: unknown): null {
  console.error('[profile] the collection could not be read', err);
  return null;
}

function LoadFailed() {
  return (
    <p role="alert">
      The collection could not be loaded right now. <a href="">Try again</a>
    </p>
  );
}

async function load(userId: string) {
  const session = await getSession();
  const ownKey = session.userKey ?? null;
  // An owner's expired token must not break a public page: read again as a visitor.
  const user = await orNull(
    getUser(userId, ownKey ? session.token : null).catch((err) => (err instanceof UnauthorizedError ? getUser(userId) : Promise.reject(err))),
  );
  // Users with no profile key go home (platform-core §6).
  if (!user?.key) redirect('/');
  return { user, isOwner: ownKey === user.key };
}

export async function generateMetadata({ params }: Params) {
  const { user } = await load((await params).userId);
  const name = user.displayName || user.username;
  return { title: name, description: user.bio ? truncate(user.bio, 155) : `${name}'s profile and collection.`, robots: { index: false } };
}

export default async function ProfilePage({ params }: Params) {
  const { user, isOwner } = await load((await params).userId);
  const { level, dialog } = completionOf(user);
  const socials = Object.entries(user.social).filter(([, v]) => v);
  // Mint controls are the owner's; drop items only for a verified e-mail (collections §2).
  const [membership, tokens, items] = await Promise.all([
    isOwner ? readMembership(user.address) : null,
    ownedTokensOf(user.key, user.address).catch(logged),
    user.emailVerified ? getOwnedItems(user.key).catch(logged) : [],
  ]);
  const entries = tokens && items ? galleryEntries(tokens, items, { dropItems: user.emailVerified, from: user.username || user.key }) : null;
  const unverifiedNote =
    isOwner && !user.emailVerified ? <p className={gallery.hint}>Your drop items are listed here once your e-mail address is verified.</p> : undefined;
  return (
    <AfterPlaceholder>
      <div className={page.page}>
        <header>
          <div className={styles.banner}>{user.banner.original && <ServerImage src={user.banner.original} alt="" fill priority sizes="100vw" />}</div>
          <div className={styles.head}>
            <div className={styles.avatar}>
              {user.avatar.original && <ServerImage src={user.avatar.original} alt={`${user.displayName} avatar`} fill sizes="112px" />}
            </div>
            <div className={styles.identity}>
              <h1 className={styles.name}>{user.displayName || user.username}</h1>
              {user.username && <p className={styles.handle}>@{user.username}</p>}
            </div>
          </div>
        </header>
        {isOwner && !user.emailVerified && (
          <p className={styles.notice} role="status">
            {ACCOUNT_MESSAGES.verifyNotice}
            <br />
            <Link href="/verifyemail">Send a new code</Link>
          </p>
        )}
        <div className={styles.layout}>
          <div>
            {user.bio && <p>{truncate(user.bio, TRUNCATE.bio)}</p>}
            {user.location && <p className={page.muted}>{user.location}</p>}
            {socials.length > 0 && (
              <>
                <h2 id="profile-socials" className="visually-hidden">
                  Social links
                </h2>
                <ul className={styles.socials} aria-labelledby="profile-socials">
                  {socials.map(([network, value]) => (
                    <li key={network}>
                      {socialHref(value) ? (
                        <a href={socialHref(value)!} target="_blank" rel="noopener noreferrer">
                          {network}
                        </a>
                      ) : (
                        <span>
                          {network}: {value}
                        </span>
                      )}
                    </li>
                  ))}
                </ul>
              </>
            )}
            <ProfileTabs
              panels={{
                All: entries ? (
                  <OwnedGallery
                    entries={entries}
                    cards={Object.fromEntries(entries.map((e) => [e.id, <OwnedCard key={e.id} entry={e} />]))}
                    note={unverifiedNote}
                  />
                ) : (
                  <LoadFailed />
                ),
                Activity: items ? <OwnedActivity items={items} from={user.username || user.key} /> : <LoadFailed />,
              }}
            />
          </div>
          {isOwner && (
            <aside>
              <CompletionMeter level={level} dialog={dialog} />
              {membership && (
                <MembershipSlot
                  userKey={user.key}
                  completion={level}
                  dialog={dialog}
                  emailVerified={user.emailVerified}
                  address={user.address}
                  minted={membership.minted}
                  supply={membership.supply}
                />
              )}
              <p>
                <Link href="/users/update">Edit profile</Link>
              </p>
            </aside>
          )}
        </div>
      </div>
    </AfterPlaceholder>
  );
}

import { useState } from 'react';
import { Link, Navigate, useParams, useSearchParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import {
  PROFILE_IMPORT_TEXT,
  PROFILE_MESSAGES,
  PROFILE_TEXT,
  UI_TEXT,
  policyUserOf,
  profilesPolicy,
  type Profile,
} from '@careerhub/shared';
import { UserX } from 'lucide-react';
import { Button, buttonClasses } from '../../components/ui/Button';
import { ErrorState } from '../../components/ui/ErrorState';
import { Skeleton } from '../../components/ui/Skeleton';
import { Spinner } from '../../components/ui/Spinner';
import { Tabs, type TabItem } from '../../components/ui/Tabs';
import { isApiError } from '../../lib/api';
import { useIdentity } from '../auth/identity';
import { PROFILE_KEY_ROOT, useProfile } from './api';
import { ProfileEditDialog } from './edit/ProfileEditDialog';
import { ImportDialog } from './import/ImportDialog';
import { useImportRefresh, type ImportRefreshState } from './import/useImportRefresh';
import { IMPORT_BUTTON_ID, ProfileHeader } from './ProfileHeader';
import { AboutTab } from './tabs/AboutTab';
import { AccountTab } from './tabs/AccountTab';
import { CareerCirclesTab } from './tabs/CareerCirclesTab';
import { CareerTimelineTab } from './tabs/CareerTimelineTab';
import { LearnFromTab } from './tabs/LearnFromTab';
import { fullName } from './names';

function ProfileSkeleton() {
  return (
    <div aria-busy="true" aria-label="Loading profile" className="flex flex-col gap-4">
      <div className="overflow-hidden rounded-2xl border border-border bg-surface">
        <Skeleton className="h-20 w-full rounded-none sm:h-28" />
        <div className="flex items-end gap-4 px-4 pb-5 sm:px-6">
          <Skeleton className="-mt-12 size-24 rounded-full sm:size-28" />
          <div className="flex flex-1 flex-col gap-2">
            <Skeleton className="h-7 w-48" />
            <Skeleton className="h-4 w-32" />
          </div>
        </div>
      </div>
      <Skeleton className="h-10 w-full" />
      <Skeleton className="h-40 w-full rounded-2xl" />
    </div>
  );
}

/** The page for a slug nobody has (spec section 2): the text and a Go to Home button. */
function UnknownUser() {
  return (
    <section className="flex flex-col items-center gap-4 px-6 py-16 text-center">
      <div
        aria-hidden="true"
        className="grid size-14 place-items-center rounded-2xl bg-primary-soft text-primary"
      >
        <UserX className="size-7" />
      </div>
      <h1 className="text-2xl font-bold text-text">{PROFILE_TEXT.userNotFoundTitle}</h1>
      <p className="max-w-md text-muted">{PROFILE_MESSAGES.userNotFound}</p>
      <Link to="/" className={buttonClasses('primary')}>
        {PROFILE_TEXT.goToHome}
      </Link>
    </section>
  );
}

function profileTabs(profile: Profile, isOwner: boolean): TabItem[] {
  const name = fullName(profile);
  const about = {
    value: 'about',
    label: PROFILE_TEXT.tabAbout,
    content: <AboutTab profile={profile} isOwner={isOwner} />,
  };
  // Influencers show About and what one can learn from them (spec section 2).
  if (profile.is_influencer) {
    return [
      about,
      {
        value: 'learn',
        label: PROFILE_TEXT.tabLearnFrom(name),
        content: <LearnFromTab profile={profile} name={name} />,
      },
      ...(isOwner
        ? [{ value: 'account', label: PROFILE_TEXT.tabAccount, content: <AccountTab profile={profile} /> }]
        : []),
    ];
  }
  return [
    about,
    {
      value: 'career',
      label: PROFILE_TEXT.tabCareerTree,
      content: <CareerTimelineTab userId={profile.id} type="work" />,
    },
    {
      value: 'education',
      label: PROFILE_TEXT.tabEducation,
      content: <CareerTimelineTab userId={profile.id} type="education" />,
    },
    {
      value: 'circles',
      label: PROFILE_TEXT.tabCareerCircles,
      content: <CareerCirclesTab userId={profile.id} />,
    },
    ...(isOwner
      ? [{ value: 'account', label: PROFILE_TEXT.tabAccount, content: <AccountTab profile={profile} /> }]
      : []),
  ];
}

/** While the background import runs: what is happening, and when it is slow, what to do. */
function ImportProgress({ state, onDismiss }: { state: ImportRefreshState; onDismiss: () => void }) {
  if (state === 'idle') return null;
  return (
    <div
      role="status"
      className="flex flex-wrap items-center gap-3 rounded-2xl border border-primary/30 bg-primary-soft/50 px-4 py-3 text-sm text-text"
    >
      {state === 'updating' ? (
        <>
          <span
            aria-hidden="true"
            className="size-4 animate-spin rounded-full border-2 border-primary border-t-transparent"
          />
          <span className="min-w-0 flex-1">{PROFILE_IMPORT_TEXT.updating}</span>
        </>
      ) : (
        <>
          <span className="min-w-0 flex-1">{PROFILE_IMPORT_TEXT.stillUpdating}</span>
          <Button variant="ghost" size="sm" onClick={onDismiss}>
            {UI_TEXT.dismiss}
          </Button>
        </>
      )}
    </div>
  );
}

/** /profile/{name_slug}: header, tabs per kind of user, and the owner's edit dialog. */
export default function ProfilePage() {
  const { slug = '' } = useParams();
  // ?tab=circles opens a tab (the circle leaders directory links a leader's circles).
  const [params] = useSearchParams();
  const queryClient = useQueryClient();
  const identity = useIdentity().data;
  const query = useProfile(slug);
  const [editing, setEditing] = useState(false);
  const [importing, setImporting] = useState(false);
  const importRefresh = useImportRefresh();

  let body;
  if (query.isPending) body = <ProfileSkeleton />;
  else if (query.isError) {
    body =
      isApiError(query.error) && query.error.status === 404 ? (
        <UnknownUser />
      ) : (
        <ErrorState
          title={PROFILE_TEXT.couldNotLoadProfile}
          action={
            <Button variant="outline" onClick={() => void query.refetch()}>
              {UI_TEXT.refresh}
            </Button>
          }
        />
      );
  } else {
    const profile = query.data;
    const isOwner = identity?.id === profile.id;
    const canImport = profilesPolicy.canImport(policyUserOf(identity), profile.id);
    const tabs = profileTabs(profile, isOwner);
    body = (
      <div className="flex flex-col gap-4">
        <ProfileHeader
          profile={profile}
          isOwner={isOwner}
          onEdit={() => setEditing(true)}
          onImport={canImport ? () => setImporting(true) : undefined}
          onFollowChange={() => void queryClient.invalidateQueries({ queryKey: PROFILE_KEY_ROOT })}
        />
        <ImportProgress state={importRefresh.state} onDismiss={importRefresh.dismiss} />
        <Tabs
          key={profile.id}
          label="Profile sections"
          items={tabs}
          {...(tabs.some((tab) => tab.value === params.get('tab'))
            ? { defaultValue: params.get('tab')! }
            : {})}
        />
        {isOwner && editing && (
          <ProfileEditDialog profile={profile} open={editing} onOpenChange={setEditing} />
        )}
        {canImport && (
          <ImportDialog
            open={importing}
            onOpenChange={(open) => {
              setImporting(open);
              // The dialog has no trigger of its own: focus goes back to the button that opened it.
              if (!open) requestAnimationFrame(() => document.getElementById(IMPORT_BUTTON_ID)?.focus());
            }}
            profile={profile}
            forOtherUser={!isOwner}
            onConfirmed={importRefresh.watch}
          />
        )}
      </div>
    );
  }
  return <div className="mx-auto w-full max-w-5xl px-4 py-6 sm:px-6 lg:px-8">{body}</div>;
}

/** /profile without a slug: the signed-in user's own page. */
export function OwnProfileRedirect() {
  const identity = useIdentity();
  if (identity.data) return <Navigate to={`/profile/${identity.data.name_slug}`} replace />;
  if (identity.isError) return <ErrorState title={PROFILE_TEXT.couldNotLoadProfile} />;
  return (
    <div className="grid flex-1 place-items-center py-20 text-primary">
      <Spinner label="Loading your profile" />
    </div>
  );
}

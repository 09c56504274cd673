import { PROFILE_IMPORT_TEXT, PROFILE_TEXT, type Profile } from '@careerhub/shared';
import { Award, FileUp, MapPin, Pencil, Sparkles } from 'lucide-react';
import { Button } from '../../components/ui/Button';
import { MessageButton } from '../chat/MessageButton';
import { Avatar } from './Avatar';
import { setFollow } from './api';
import { FollowButton } from './FollowButton';
import { countryLabel } from '../../lib/geo';
import { fullName } from './names';

/** The import button's id: the page gives it the focus back when the import dialog closes. */
export const IMPORT_BUTTON_ID = 'profile-import-button';

interface ProfileHeaderProps {
  profile: Profile;
  isOwner: boolean;
  onEdit: () => void;
  /** Import from a resume or LinkedIn: the owner, and staff on anyone's profile. */
  onImport?: (() => void) | undefined;
  onFollowChange: () => void;
}

export function Badge({
  icon: Icon,
  children,
  tone,
}: {
  icon: typeof Award;
  children: string;
  tone: 'gold' | 'violet';
}) {
  return (
    <span
      className={
        tone === 'gold'
          ? 'inline-flex items-center gap-1 rounded-full bg-amber-50 px-2.5 py-0.5 text-xs font-semibold text-amber-900 ring-1 ring-amber-200'
          : 'inline-flex items-center gap-1 rounded-full bg-violet-50 px-2.5 py-0.5 text-xs font-semibold text-violet-900 ring-1 ring-violet-200'
      }
    >
      <Icon aria-hidden="true" className="size-3.5" />
      {children}
    </span>
  );
}

/** Picture, name, title, badges and the owner's Edit or a visitor's Message and Follow (influencers get neither). */
export function ProfileHeader({ profile, isOwner, onEdit, onImport, onFollowChange }: ProfileHeaderProps) {
  const name = fullName(profile);
  // "Singapore, Singapore" says it once.
  const place = [...new Set([profile.location, countryLabel(profile.country)].filter(Boolean))].join(', ');
  return (
    <header className="overflow-hidden rounded-2xl border border-border bg-surface shadow-sm">
      <div aria-hidden="true" className="h-20 bg-gradient-to-r from-primary to-primary/60 sm:h-28" />
      <div className="flex flex-col gap-4 px-4 pb-5 sm:flex-row sm:flex-wrap sm:items-end sm:px-6">
        <div className="-mt-12 sm:-mt-14">
          <Avatar profile={profile} />
        </div>
        <div className="min-w-0 flex-1 sm:min-w-56">
          <h1 className="text-2xl font-bold tracking-tight break-words text-text">{name}</h1>
          {profile.title && <p className="mt-0.5 text-muted">{profile.title}</p>}
          <div className="mt-2 flex flex-wrap items-center gap-2 text-sm text-muted">
            {profile.is_influencer && (
              <Badge icon={Sparkles} tone="violet">
                {PROFILE_TEXT.influencerBadge}
              </Badge>
            )}
            {profile.is_certified && (
              <Badge icon={Award} tone="gold">
                {PROFILE_TEXT.certifiedBadge}
              </Badge>
            )}
            {place && (
              <span className="inline-flex items-center gap-1">
                <MapPin aria-hidden="true" className="size-4" />
                {place}
              </span>
            )}
            <span>{PROFILE_TEXT.followersCount(profile.followers_count)}</span>
            <span>{PROFILE_TEXT.followingCount(profile.following_count)}</span>
          </div>
        </div>
        <div className="flex shrink-0 flex-wrap gap-2">
          {isOwner && (
            <Button variant="outline" onClick={onEdit}>
              <Pencil aria-hidden="true" className="size-4" />
              {PROFILE_TEXT.editProfile}
            </Button>
          )}
          {onImport && (
            <Button id={IMPORT_BUTTON_ID} variant="outline" onClick={onImport}>
              <FileUp aria-hidden="true" className="size-4" />
              {PROFILE_IMPORT_TEXT.open}
            </Button>
          )}
          {!profile.is_influencer && !isOwner && <MessageButton userId={profile.id} />}
          {!profile.is_influencer && !isOwner && (
            <FollowButton
              name={name}
              isFollowing={profile.is_following}
              isSelf={false}
              onToggle={async (action) => {
                const result = await setFollow(profile.id, action);
                onFollowChange();
                return result;
              }}
            />
          )}
        </div>
      </div>
      {isOwner && (
        <div className="border-t border-border px-4 py-3 sm:px-6">
          <div className="flex items-center justify-between text-xs font-medium text-muted">
            <span>{PROFILE_TEXT.profileCompletion(profile.completion_percent)}</span>
          </div>
          <div
            role="progressbar"
            aria-label={PROFILE_TEXT.profileCompletion(profile.completion_percent)}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={profile.completion_percent}
            className="mt-1.5 h-2 overflow-hidden rounded-full bg-slate-200"
          >
            <div
              className="h-full rounded-full bg-primary"
              style={{ width: `${profile.completion_percent}%` }}
            />
          </div>
        </div>
      )}
    </header>
  );
}

import { cn } from '../../components/ui/cn';
import type { Profile } from '@careerhub/shared';
import { fullName } from './names';

const SIZES = { md: 'size-16 text-xl', lg: 'size-24 text-3xl sm:size-28' } as const;

/** The profile picture, or the initials on the brand colour when there is none. */
export function Avatar({
  profile,
  size = 'lg',
}: {
  profile: Pick<Profile, 'picture' | 'first_name' | 'last_name'>;
  size?: keyof typeof SIZES;
}) {
  const classes = cn('shrink-0 rounded-full object-cover ring-4 ring-surface', SIZES[size]);
  if (profile.picture)
    return <img src={profile.picture} alt={`Profile picture of ${fullName(profile)}`} className={classes} />;
  const initials = `${profile.first_name[0] ?? ''}${profile.last_name[0] ?? ''}`.toUpperCase();
  return (
    <span
      aria-hidden="true"
      className={cn(classes, 'grid place-items-center bg-primary font-bold text-primary-foreground')}
    >
      {initials}
    </span>
  );
}

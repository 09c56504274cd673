import { cn } from '../../components/ui/cn';
import type { ChatUser } from './types';

const SIZES = { sm: 'size-8 text-xs', md: 'size-10 text-sm' } as const;

function initialsOf(name: string): string {
  const parts = name.trim().split(/\s+/u);
  return (
    `${parts[0]?.[0] ?? ''}${parts.length > 1 ? (parts[parts.length - 1]?.[0] ?? '') : ''}`.toUpperCase() ||
    '?'
  );
}

/** A member's picture in chat, or their initials; decorative (the name is always written beside it). */
export function ChatAvatar({ user, size = 'md' }: { user: ChatUser | undefined; size?: keyof typeof SIZES }) {
  const classes = cn('shrink-0 rounded-full', SIZES[size]);
  if (user?.image_path) return <img src={user.image_path} alt="" className={cn(classes, 'object-cover')} />;
  return (
    <span
      aria-hidden="true"
      className={cn(classes, 'grid place-items-center bg-primary font-bold text-primary-foreground')}
    >
      {initialsOf(user?.name ?? '')}
    </span>
  );
}

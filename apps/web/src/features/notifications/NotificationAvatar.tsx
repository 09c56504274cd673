import type { Notification } from '@careerhub/shared';
import { Bell, CalendarDays, Mail, UsersRound } from 'lucide-react';
import { cn } from '../../components/ui/cn';

const ICONS: Record<string, typeof Bell> = { invitation: Mail, event: CalendarDays, circle: UsersRound };

/** The picture of the person or group a notification is about, its initials, or an icon of its type. */
export function NotificationAvatar({
  notification,
  className,
}: {
  notification: Notification;
  className?: string;
}) {
  const classes = cn('size-10 shrink-0 rounded-full', className);
  const { image, name } = notification.data;
  if (image) return <img src={image} alt="" className={cn(classes, 'object-cover')} />;
  if (notification.type === 'user_connection' && name) {
    const initials = name
      .split(/\s+/)
      .slice(0, 2)
      .map((part) => part.charAt(0))
      .join('')
      .toUpperCase();
    return (
      <span
        aria-hidden="true"
        className={cn(
          classes,
          'grid place-items-center bg-primary text-sm font-bold text-primary-foreground',
        )}
      >
        {initials}
      </span>
    );
  }
  const Icon = ICONS[notification.type] ?? Bell;
  return (
    <span aria-hidden="true" className={cn(classes, 'grid place-items-center bg-primary-soft text-primary')}>
      <Icon className="size-5" />
    </span>
  );
}

/** The small dot that marks an unread notification, named for screen readers. */
export function UnreadDot({ label }: { label: string }) {
  return (
    <span className="mt-1.5 size-2.5 shrink-0 rounded-full bg-primary">
      <span className="sr-only">{label}</span>
    </span>
  );
}

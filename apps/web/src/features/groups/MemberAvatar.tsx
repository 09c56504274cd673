import { cn } from '../../components/ui/cn';

/** A small round picture, or initials on the brand colour. */
export function MemberAvatar({
  name,
  image,
  className,
}: {
  name: string;
  image: string | null;
  className?: string;
}) {
  const classes = cn('size-9 shrink-0 rounded-full object-cover', className);
  if (image) return <img src={image} alt="" className={classes} />;
  const initials = name
    .split(/\s+/)
    .slice(0, 2)
    .map((part) => part[0] ?? '')
    .join('')
    .toUpperCase();
  return (
    <span
      aria-hidden="true"
      className={cn(classes, 'grid place-items-center bg-primary text-xs font-bold text-primary-foreground')}
    >
      {initials}
    </span>
  );
}

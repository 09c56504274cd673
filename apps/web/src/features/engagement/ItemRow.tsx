import { Link } from 'react-router';
import { Bot, BookOpen, Briefcase, CalendarDays, Lightbulb, MessageSquareText, Users } from 'lucide-react';
import type { EngagementItem } from '@careerhub/shared';
import { Badge } from '../groups/parts';
import { statusLabel } from './sections';

const ICONS = {
  content: BookOpen,
  comment: MessageSquareText,
  job: Briefcase,
  circle: Users,
  event: CalendarDays,
  use_case: Lightbulb,
  ai_tool: Bot,
} as const;

export function ItemIcon({ item }: { item: EngagementItem }) {
  const Icon = ICONS[item.content_type];
  return item.image ? (
    <img src={item.image} alt="" className="size-10 shrink-0 rounded-lg object-cover" />
  ) : (
    <span
      aria-hidden="true"
      className="grid size-10 shrink-0 place-items-center rounded-lg bg-primary-soft text-primary"
    >
      <Icon className="size-5" />
    </span>
  );
}

export function StatusBadge({ status }: { status: string | null }) {
  const label = statusLabel(status);
  if (!label) return null;
  const tone =
    status === 'approved' || status === 'accepted' ? 'good' : status === 'pending' ? 'warn' : 'neutral';
  return <Badge tone={tone}>{label}</Badge>;
}

/** One item of a section preview: icon, linked title, its group, the status. */
export function ItemRow({ item }: { item: EngagementItem }) {
  return (
    <li className="flex min-w-0 items-center gap-3 py-3">
      <ItemIcon item={item} />
      <div className="min-w-0 flex-1">
        <Link to={item.url} className="line-clamp-1 font-medium break-words text-text hover:text-primary">
          {item.title}
        </Link>
        {item.subtitle && <p className="truncate text-xs text-muted">{item.subtitle}</p>}
      </div>
      <StatusBadge status={item.status} />
    </li>
  );
}

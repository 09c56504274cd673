import { useState } from 'react';
import { Link } from 'react-router';
import { ASSISTANT_LIMITS, ASSISTANT_MESSAGES as M, type RecommendedItem } from '@careerhub/shared';
import { Dialog } from '../../components/ui/Dialog';
import { hrefOf } from './api';
import { KIND_ICONS } from '../recommendations/kindIcons';

function Card({ item }: { item: RecommendedItem }) {
  const Icon = KIND_ICONS[item.type];
  return (
    <Link
      to={hrefOf(item)}
      className="flex gap-3 rounded-xl border border-border bg-surface p-3 text-left transition hover:border-primary focus-visible:outline-2 focus-visible:outline-primary"
    >
      <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
      <span className="min-w-0">
        <span className="block line-clamp-2 font-semibold text-text">{item.title ?? item.name}</span>
        <span className="block text-xs text-muted">{item.reason}</span>
      </span>
    </Link>
  );
}

/** Two recommendations inline, the rest in a drawer titled Related (spec 9, Assistant). */
export function RecommendationCards({ items }: { items: RecommendedItem[] }) {
  const [open, setOpen] = useState(false);
  const inline = items.slice(0, ASSISTANT_LIMITS.inlineRecommendations);
  return (
    <div className="mt-3 flex flex-col gap-2">
      {inline.map((item) => (
        <Card key={`${item.type}-${item.id}`} item={item} />
      ))}
      {items.length > inline.length && (
        <Dialog
          open={open}
          onOpenChange={setOpen}
          title={M.related}
          placement="left"
          trigger={
            <button type="button" className="self-start text-sm font-semibold text-primary hover:underline">
              {M.showMore}
            </button>
          }
        >
          <div className="flex flex-col gap-2">
            {items.map((item) => (
              <Card key={`${item.type}-${item.id}`} item={item} />
            ))}
          </div>
        </Dialog>
      )}
    </div>
  );
}

import { Lock } from 'lucide-react';
import { Badge } from '../groups/parts';
import { CONTENT_TEXT as T } from './text';
import type { Content } from './types';

/** The badges over a resource or prompt, on its card and its page: kind, premium, contributed, review state. */
export function ContentBadges({
  item,
}: {
  item: Pick<Content, 'type' | 'is_premium' | 'is_contributed' | 'status'>;
}) {
  return (
    <div className="flex flex-wrap gap-1.5">
      {item.type === 'prompt' && <Badge tone="brand">{T.prompt}</Badge>}
      {item.is_premium && (
        <Badge tone="warn">
          <Lock aria-hidden="true" className="mr-1 size-3" />
          {T.premium}
        </Badge>
      )}
      {item.is_contributed && item.status === 'approved' && <Badge tone="good">{T.contributed}</Badge>}
      {item.status === 'pending' && <Badge tone="warn">{T.pending}</Badge>}
      {item.status === 'rejected' && <Badge>{T.rejected}</Badge>}
    </div>
  );
}

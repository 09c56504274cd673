import { Link } from 'react-router';
import { Bot } from 'lucide-react';
import { CATALOG_LIMITS, truncateText, type AiTool } from '@careerhub/shared';
import { useAppConfig } from '../../app/providers/AppConfigProvider';
import { Badge } from '../groups/parts';
import { EngagementSlot } from './EngagementSlot';
import { CATALOG_TEXT as T } from './text';

export const aiToolPath = (slug: string) => `/ai-tool/${slug}`;

/** The logo of a tool, or its initial on the brand colour. */
export function ToolLogo({
  url,
  name,
  size = 'md',
}: {
  url: string | null;
  name: string;
  size?: 'md' | 'lg';
}) {
  const box = size === 'lg' ? 'size-20 rounded-2xl' : 'size-12 rounded-xl';
  if (url)
    return (
      <img src={url} alt="" className={`${box} shrink-0 border border-border bg-white object-contain p-1`} />
    );
  return (
    <div
      aria-hidden="true"
      className={`${box} grid shrink-0 place-items-center bg-primary-soft text-primary`}
    >
      <Bot className="size-6" />
      <span className="sr-only">{name}</span>
    </div>
  );
}

/** Category labels of the app configuration (aitool_categories). */
export function useToolCategoryLabel() {
  const { options } = useAppConfig();
  const labels = new Map(options.aitool_categories.map((o) => [Number(o.value), o.label]));
  return (id: number) => labels.get(id) ?? String(id);
}

/** An AI tool in the grid: logo, title (20 characters), description (40), two categories, vote bar. */
export function AiToolCard({ item }: { item: AiTool }) {
  const label = useToolCategoryLabel();
  const path = aiToolPath(item.slug);
  return (
    <article className="relative flex h-full flex-col gap-3 rounded-2xl border border-border bg-surface p-4 shadow-sm transition focus-within:ring-2 focus-within:ring-primary/40 hover:border-primary/40 hover:shadow-md">
      <div className="flex items-start gap-3">
        <ToolLogo url={item.logo_url} name={item.name} />
        <div className="min-w-0 flex-1">
          <h2 className="text-base font-semibold text-text" title={item.name}>
            <Link
              to={path}
              className="after:absolute after:inset-0 after:content-[''] hover:text-primary focus:outline-none"
            >
              {truncateText(item.name, CATALOG_LIMITS.toolCardTitleChars)}
            </Link>
          </h2>
          <p className="text-sm text-muted">
            {truncateText(item.description.replace(/\s+/g, ' '), CATALOG_LIMITS.toolCardDescriptionChars)}
          </p>
        </div>
      </div>
      <div className="mt-auto flex items-center justify-between gap-2">
        <ul className="flex min-w-0 flex-wrap gap-1.5" aria-label={T.categoriesLabel}>
          {item.categories.slice(0, 2).map((id) => (
            <li key={id}>
              <Badge tone="brand">{label(id)}</Badge>
            </li>
          ))}
          {item.status !== 'approved' && (
            <li>
              <Badge tone="warn">{item.status === 'pending' ? T.pending : T.rejected}</Badge>
            </li>
          )}
        </ul>
        <EngagementSlot contentType="ai_tool" item={item} path={path} title={item.name} />
      </div>
    </article>
  );
}

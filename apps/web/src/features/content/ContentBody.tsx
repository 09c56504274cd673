import { cn } from '../../components/ui/cn';

/**
 * A content item's text. INTEGRATION POINT: the shared `RichTextView` (apps/web/src/components/richtext,
 * branch wip/richtext) renders `data.blocks` here once merged; until then the plain text is shown as
 * paragraphs (never the HTML, which only the shared view renders).
 */
export function ContentBody({ text, className }: { text: string; className?: string }) {
  const paragraphs = text.split(/\n\s*\n/).filter((p) => p.trim());
  return (
    <div className={cn('flex flex-col gap-3 leading-relaxed break-words text-text', className)}>
      {paragraphs.map((p, i) => (
        <p key={i} className="whitespace-pre-line">
          {p}
        </p>
      ))}
    </div>
  );
}

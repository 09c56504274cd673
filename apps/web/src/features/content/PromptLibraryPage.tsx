import { useEffect, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { PAGE_SIZES } from '@careerhub/shared';
import { Plus } from 'lucide-react';
import { Button } from '../../components/ui/Button';
import { FormField } from '../../components/ui/FormField';
import { useDebounced } from '../../lib/useDebounced';
import { useCanContribute } from './permissions';
import { ResourceFormDialog } from './ResourceFormDialog';
import { ResourceGrid } from './ResourceGrid';
import { CONTENT_TEXT as T } from './text';

/** /prompt-library: the AI Prompt Library, approved prompts with a search; Submit Prompt for certified users. */
export default function PromptLibraryPage() {
  const [params, setParams] = useSearchParams();
  const { pathname } = useLocation();
  const current = params.get('search') ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const [text, setText] = useState(current);
  const search = useDebounced(text, 300);
  const canSubmit = useCanContribute();
  const [submitting, setSubmitting] = useState(false);

  useEffect(() => {
    if (window.location.pathname !== pathname || search !== text) return;
    if (search.trim() !== current)
      setParams(search.trim() ? { search: search.trim() } : {}, { replace: true });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [search, text, current]);

  const term = current.trim();
  return (
    <div className="@container flex flex-col gap-6 p-4 sm:p-6">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold text-text sm:text-3xl">{T.promptHeading}</h1>
          <p className="mt-1 text-muted">{T.promptSubheading}</p>
        </div>
        {canSubmit && (
          <Button onClick={() => setSubmitting(true)}>
            <Plus aria-hidden="true" className="size-4" />
            {T.submitPrompt}
          </Button>
        )}
      </header>
      <div role="search" className="rounded-2xl border border-border bg-surface p-4 shadow-sm">
        <FormField
          label={T.promptSearchLabel}
          type="search"
          placeholder={T.searchPlaceholder}
          value={text}
          onChange={(e) => setText(e.target.value)}
        />
      </div>
      <ResourceGrid
        query={{ type: 'prompt', status: 'approved', search: term.length >= 2 ? term : undefined }}
        page={page}
        pageSize={PAGE_SIZES.prompts}
        onPageChange={(next) => {
          const copy = new URLSearchParams(params);
          copy.set('page', String(next));
          setParams(copy);
        }}
        emptyTitle={T.noPrompts}
        emptyHint={term ? T.noResourcesHint : undefined}
        results={T.promptResults}
      />
      {canSubmit && (
        <ResourceFormDialog open={submitting} onClose={() => setSubmitting(false)} kind="prompt" />
      )}
    </div>
  );
}

import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Mail, PenSquare } from 'lucide-react';
import { Button } from '../../components/ui/Button';
import { useIdentity } from '../auth/identity';
import { PostFormDialog } from './PostFormDialog';
import { CONTENT_TEXT as T } from './text';

/** The home page's share-something entry; group managers also submit newsletters. Both return home. */
export function ShareSomething() {
  const { data: identity } = useIdentity();
  const navigate = useNavigate();
  const [open, setOpen] = useState<'post' | 'newsletter' | null>(null);
  const manages = (identity?.switchable_orgs ?? []).some((org) =>
    ['admin', 'leader'].includes(org.role ?? ''),
  );
  return (
    <section
      aria-labelledby="share-something-heading"
      className="flex flex-col gap-3 rounded-2xl border border-border bg-surface p-4 shadow-sm sm:flex-row sm:items-center sm:p-5"
    >
      <div className="min-w-0 flex-1">
        <h2 id="share-something-heading" className="font-semibold text-text">
          {T.shareSomething}
        </h2>
        <p className="text-sm text-muted">{T.shareSomethingHint}</p>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button onClick={() => setOpen('post')}>
          <PenSquare aria-hidden="true" className="size-4" />
          {T.shareSomething}
        </Button>
        {manages && (
          <Button variant="outline" onClick={() => setOpen('newsletter')}>
            <Mail aria-hidden="true" className="size-4" />
            {T.submitNewsletter}
          </Button>
        )}
      </div>
      <PostFormDialog
        open={open !== null}
        kind={open ?? 'post'}
        onClose={() => setOpen(null)}
        onSaved={() => void navigate('/')}
      />
    </section>
  );
}

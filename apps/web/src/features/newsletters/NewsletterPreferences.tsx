import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ERRORS,
  NEWSLETTER_PREFERENCE_TEXT as T,
  UI_TEXT,
  type NewsletterPreference,
} from '@careerhub/shared';
import { Newspaper } from 'lucide-react';
import { Skeleton } from '../../components/ui/Skeleton';
import { Switch } from '../../components/ui/Switch';
import { api, getErrorMessage } from '../../lib/api';
import { notify } from '../../lib/notify';

const KEY = ['newsletters', 'preferences'] as const;
type Answer = { data: NewsletterPreference[] };

/**
 * The notification settings page's newsletter section: one switch per group the member belongs
 * to, the same choice as the unsubscribe link of each newsletter (saved at once).
 */
export function NewsletterPreferences() {
  const client = useQueryClient();
  const query = useQuery({
    queryKey: KEY,
    queryFn: ({ signal }) => api.get<Answer>('/newsletters/preferences/', { signal, silent: true }),
    staleTime: 0,
  });
  const update = useMutation({
    mutationFn: (body: { group: number; subscribed: boolean }) =>
      api.patch<Answer & { message: string }>('/newsletters/preferences/', body, { silent: true }),
    onSuccess: (answer) => {
      client.setQueryData(KEY, { data: answer.data });
      notify(answer.message, 'success');
    },
    onError: (error) => notify(getErrorMessage(error, ERRORS.somethingWentWrong), 'error'),
  });

  return (
    <section
      aria-labelledby="newsletter-preferences-heading"
      className="mt-6 rounded-3xl border border-border bg-surface p-6 shadow-sm sm:p-8"
    >
      <div className="flex items-center gap-3">
        <span className="grid size-11 shrink-0 place-items-center rounded-xl bg-primary-soft text-primary">
          <Newspaper aria-hidden="true" className="size-5" />
        </span>
        <h2 id="newsletter-preferences-heading" className="text-xl font-bold tracking-tight text-text">
          {T.heading}
        </h2>
      </div>
      <p className="mt-3 text-muted">{T.intro}</p>
      {query.isPending ? (
        <div aria-busy="true" className="mt-6 flex flex-col gap-4">
          <Skeleton className="h-5 w-56" />
          <Skeleton className="h-5 w-48" />
        </div>
      ) : query.isError ? (
        <p role="alert" className="mt-6 text-sm text-danger">
          {getErrorMessage(query.error, UI_TEXT.couldNotFetchItems)}
        </p>
      ) : query.data.data.length === 0 ? (
        <p className="mt-6 text-sm text-muted">{T.none}</p>
      ) : (
        <ul className="mt-6 divide-y divide-border">
          {query.data.data.map((preference) => (
            <li key={preference.group.id} className="py-4 first:pt-0 last:pb-0">
              <Switch
                checked={preference.subscribed}
                disabled={update.isPending}
                onCheckedChange={(subscribed) => update.mutate({ group: preference.group.id, subscribed })}
                label={T.label(preference.group.name)}
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

import { Link } from 'react-router';
import { NOTIFICATION_TEXT, UI_TEXT, type EmailKind } from '@careerhub/shared';
import { ArrowLeft, MailCheck } from 'lucide-react';
import { Button } from '../../components/ui/Button';
import { ErrorState } from '../../components/ui/ErrorState';
import { Skeleton } from '../../components/ui/Skeleton';
import { Switch } from '../../components/ui/Switch';
import { getErrorMessage } from '../../lib/api';
import { notify } from '../../lib/notify';
import { NewsletterPreferences } from '../newsletters/NewsletterPreferences';
import { useEmailPreferences, useUpdateEmailPreferences } from './queries';

/** /notification/settings: one switch per kind of email; each change is saved at once. */
export default function NotificationSettingsPage() {
  const query = useEmailPreferences();
  const update = useUpdateEmailPreferences();

  const toggle = (kind: EmailKind, enabled: boolean) =>
    update.mutate(
      { [kind]: enabled },
      {
        onSuccess: (answer) => notify(answer.message, 'success'),
        onError: (error) => notify(getErrorMessage(error) || NOTIFICATION_TEXT.couldNotSave, 'error'),
      },
    );

  return (
    <div className="px-4 py-8 sm:px-6 lg:px-8">
      <div className="mx-auto w-full max-w-2xl">
        <Link
          to="/notification"
          className="inline-flex items-center gap-1.5 rounded text-sm font-semibold text-primary underline-offset-4 hover:underline"
        >
          <ArrowLeft aria-hidden="true" className="size-4" />
          {NOTIFICATION_TEXT.backToNotifications}
        </Link>
        <section className="mt-4 rounded-3xl border border-border bg-surface p-6 shadow-sm sm:p-8">
          <div className="flex items-center gap-3">
            <span className="grid size-11 shrink-0 place-items-center rounded-xl bg-primary-soft text-primary">
              <MailCheck aria-hidden="true" className="size-5" />
            </span>
            <h1 className="text-2xl font-bold tracking-tight text-text sm:text-3xl">
              {NOTIFICATION_TEXT.preferencesHeading}
            </h1>
          </div>
          <p className="mt-3 text-muted">{NOTIFICATION_TEXT.preferencesIntro}</p>

          {query.isPending ? (
            <div aria-busy="true" className="mt-8 flex flex-col gap-6">
              {Array.from({ length: 5 }, (_, i) => (
                <div key={i} className="flex items-start justify-between gap-4">
                  <span className="flex flex-1 flex-col gap-2">
                    <Skeleton className="h-4 w-40" />
                    <Skeleton className="h-3 w-64 max-w-full" />
                  </span>
                  <Skeleton className="h-6 w-11 rounded-full" />
                </div>
              ))}
            </div>
          ) : query.isError ? (
            <ErrorState
              title={UI_TEXT.couldNotFetchItems}
              description={getErrorMessage(query.error)}
              action={
                <Button variant="outline" onClick={() => void query.refetch()}>
                  Try again
                </Button>
              }
            />
          ) : (
            <ul className="mt-8 divide-y divide-border">
              {query.data.data.map((preference) => (
                <li key={preference.kind} className="py-4 first:pt-0 last:pb-0">
                  <Switch
                    checked={preference.enabled}
                    disabled={update.isPending}
                    onCheckedChange={(enabled) => toggle(preference.kind, enabled)}
                    label={preference.label}
                    description={preference.description}
                  />
                </li>
              ))}
            </ul>
          )}
        </section>
        <NewsletterPreferences />
      </div>
    </div>
  );
}

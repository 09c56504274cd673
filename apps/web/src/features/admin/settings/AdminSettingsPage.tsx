import { SETTINGS_TEXT as T } from '@careerhub/shared';
import { Settings } from 'lucide-react';
import { Button } from '../../../components/ui/Button';
import { ErrorState } from '../../../components/ui/ErrorState';
import { Skeleton } from '../../../components/ui/Skeleton';
import { useIdentity } from '../../auth/identity';
import { useBrandSettings } from './api';
import { OptionsEditor } from './OptionsEditor';
import { Section, SettingsForm } from './SettingsForm';

function SettingsLoading() {
  return (
    <div role="status" aria-label="Loading the settings" className="flex flex-col gap-5">
      {[0, 1, 2].map((n) => (
        <div key={n} className="flex flex-col gap-4 rounded-2xl border border-border bg-surface p-6">
          <Skeleton className="h-6 w-32" />
          <Skeleton className="h-11 w-full" />
          <Skeleton className="h-11 w-full" />
        </div>
      ))}
    </div>
  );
}

/**
 * /admin-dashboard/settings (staff): this host's brand (name, landing text, greeting), theme and
 * features, and the app's option lists, saved for every server at once (issue 23 item 6).
 */
export default function AdminSettingsPage() {
  const identity = useIdentity();
  const isStaff = Boolean(identity.data?.is_staff);
  const query = useBrandSettings(isStaff);

  if (identity.data && !isStaff) return <ErrorState title={T.staffOnlyScreen} className="flex-1" />;
  const state = query.data;
  const saved = state?.updated_at
    ? T.lastSaved(new Date(state.updated_at).toLocaleString(), state.updated_by?.name ?? null)
    : T.neverSaved;

  return (
    <div className="mx-auto flex w-full max-w-3xl min-w-0 flex-col gap-5 p-4 sm:p-6">
      <div className="flex items-start gap-3">
        <span className="grid size-11 shrink-0 place-items-center rounded-xl bg-primary-soft text-primary">
          <Settings aria-hidden="true" className="size-5" />
        </span>
        <div className="min-w-0">
          <h1 className="text-2xl font-bold tracking-tight text-text">{T.title}</h1>
          {state && (
            <p className="text-muted">
              {T.intro(state.settings.name, state.hosts.join(', '))} {saved}
            </p>
          )}
        </div>
      </div>
      {query.isError ? (
        <ErrorState
          title={T.loadFailed}
          action={
            <Button variant="outline" onClick={() => void query.refetch()}>
              Try again
            </Button>
          }
        />
      ) : state ? (
        <>
          <SettingsForm key={state.brand_key} state={state} />
          <Section id="settings-options" title={T.options} hint={T.optionsHint}>
            <OptionsEditor />
          </Section>
        </>
      ) : (
        <SettingsLoading />
      )}
    </div>
  );
}

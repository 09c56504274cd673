import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { FOCUS_AREAS, ONBOARDING_TEXT as T, PROFILE_MESSAGES, profileUpdateSchema } from '@careerhub/shared';
import { applyServerErrors, useZodForm } from '../../components/form';
import { Button } from '../../components/ui/Button';
import { Dialog } from '../../components/ui/Dialog';
import { Skeleton } from '../../components/ui/Skeleton';
import { useAppConfig } from '../../app/providers/AppConfigProvider';
import { api, getErrorMessage } from '../../lib/api';
import { notify } from '../../lib/notify';
import { OWN_PROFILE_KEY, updateProfile, useOwnProfile } from './api';
import type { CareerGoal } from '@careerhub/shared';
import { ChoiceGroup } from './fields';

interface UserService {
  id: string;
  name: string;
  description: string;
  membership_type: string | null;
}

const SERVICES_KEY = ['user-services'] as const;
const DEFAULT_FOCUS: CareerGoal = 'both';
/** The two preferences, checked by the shared profile update rules. */
const preferencesSchema = profileUpdateSchema.pick({ persona: true, focus_area: true });

export const focusLabel = (id: string | null | undefined) =>
  (FOCUS_AREAS.find((f) => f.id === id) ?? FOCUS_AREAS.find((f) => f.id === DEFAULT_FOCUS))!.label;

/** Portal preferences (spec section 2): a summary, then Select Persona, Choose Focus Area, save. */
export function PortalPreferencesDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={T.portalPreferences} className="max-w-xl">
      {open && <PreferencesBody />}
    </Dialog>
  );
}

function PreferencesBody() {
  const { options } = useAppConfig();
  const profile = useOwnProfile();
  const queryClient = useQueryClient();
  const [mode, setMode] = useState<'summary' | 'persona' | 'focus'>('summary');
  const form = useZodForm(preferencesSchema, { persona: null, focus_area: DEFAULT_FOCUS }, 'preferences');
  const { persona, focus_area: focus } = form.watch();
  const personas = options.current_roles.map((r) => ({ value: r.label, label: r.label }));
  // A refusal of the persona goes back to its step.
  const backToRefused = (fields: string[]) => fields.includes('persona') && setMode('persona');
  const save = form.handleSubmit(
    async (body) => {
      try {
        await updateProfile(body);
        notify(PROFILE_MESSAGES.preferencesUpdated, 'success');
        await queryClient.invalidateQueries({ queryKey: OWN_PROFILE_KEY });
        setMode('summary');
      } catch (error) {
        backToRefused(applyServerErrors(form, error).fields);
        notify(getErrorMessage(error, PROFILE_MESSAGES.couldNotUpdate), 'error');
      }
    },
    (errors) => backToRefused(Object.keys(errors)),
  );
  const saving = form.formState.isSubmitting;

  if (profile.isPending) return <Skeleton className="h-32 rounded-xl" />;
  if (profile.isError)
    return (
      <p role="alert" className="text-sm text-danger">
        We could not load your preferences.
      </p>
    );

  function startEdit() {
    form.reset({ persona: profile.data!.persona, focus_area: profile.data!.focus_area ?? DEFAULT_FOCUS });
    setMode('persona');
  }

  if (mode === 'summary')
    return (
      <div className="flex flex-col gap-6">
        <dl className="grid gap-3 rounded-2xl bg-primary-soft/50 p-4 text-sm sm:grid-cols-2">
          <div>
            <dt className="text-muted">Persona</dt>
            <dd className="font-semibold text-text">{profile.data.persona ?? 'Not set'}</dd>
          </div>
          <div>
            <dt className="text-muted">Focus area</dt>
            <dd className="font-semibold text-text">{focusLabel(profile.data.focus_area)}</dd>
          </div>
        </dl>
        <Button variant="outline" onClick={startEdit} className="self-start">
          Edit preferences
        </Button>
        <ServicesList />
      </div>
    );

  const isPersona = mode === 'persona';
  return (
    <form
      className="flex flex-col gap-5"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        if (isPersona) setMode('focus');
        else void save(e);
      }}
    >
      <p className="text-sm font-semibold text-primary">Step {isPersona ? 1 : 2} of 2</p>
      {isPersona ? (
        <ChoiceGroup
          legend={T.selectPersona}
          name="persona"
          choices={personas}
          isChecked={(v) => v === persona}
          onToggle={(v) => form.change('persona', String(v))}
          error={form.errorOf('persona')}
        />
      ) : (
        <ChoiceGroup
          legend={T.chooseFocusArea}
          name="focus_area"
          columns={1}
          choices={FOCUS_AREAS.map((f) => ({ value: f.id, label: f.label, description: f.description }))}
          isChecked={(v) => v === focus}
          onToggle={(v) => form.change('focus_area', v as CareerGoal)}
          error={form.errorOf('focus_area')}
        />
      )}
      <div className="flex justify-between gap-3 border-t border-border pt-4">
        <Button
          variant="outline"
          onClick={() => setMode(isPersona ? 'summary' : 'persona')}
          disabled={saving}
        >
          {T.back}
        </Button>
        <Button type="submit" loading={saving}>
          {isPersona ? T.next : 'Save'}
        </Button>
      </div>
    </form>
  );
}

/** Services the user may add to the portal (those without a membership yet). */
function ServicesList() {
  const queryClient = useQueryClient();
  const services = useQuery({
    queryKey: SERVICES_KEY,
    queryFn: ({ signal }) => api.get<{ data: UserService[] }>('/user-services/', { signal, silent: true }),
  });
  const join = useMutation({
    mutationFn: (service: string) =>
      api.post<{ message: string }>('/user-services/', { service }, { silent: true }),
    onSuccess: async (result) => {
      notify(result.message, 'success');
      await queryClient.invalidateQueries({ queryKey: SERVICES_KEY });
    },
    onError: (error) => notify(getErrorMessage(error), 'error'),
  });
  const joinable = services.data?.data.filter((s) => !s.membership_type) ?? [];

  return (
    <section aria-labelledby="services-heading" className="flex flex-col gap-3">
      <h3 id="services-heading" className="font-semibold text-text">
        Services
      </h3>
      {services.isPending ? (
        <Skeleton className="h-20 rounded-xl" />
      ) : services.isError ? (
        <p role="alert" className="text-sm text-danger">
          {T.couldNotFetchItems}
        </p>
      ) : joinable.length === 0 ? (
        <p className="text-sm text-muted">{T.noServices}</p>
      ) : (
        <ul className="flex flex-col gap-2">
          {joinable.map((s) => (
            <li key={s.id} className="flex items-center gap-3 rounded-xl border border-border p-3">
              <span className="min-w-0 flex-1">
                <span className="block text-sm font-semibold text-text">{s.name}</span>
                <span className="block text-xs text-muted">{s.description}</span>
              </span>
              <Button
                size="sm"
                variant="secondary"
                aria-label={`Add ${s.name}`}
                loading={join.isPending && join.variables === s.id}
                onClick={() => join.mutate(s.id)}
              >
                Add
              </Button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

import { useState } from 'react';
import {
  CLASSROOM_MESSAGES as C,
  EVENT_ROLES,
  GROUP_MEMBER_ROLES,
  classroomSyncSchema,
  type ClassroomRoleName,
  type ClassroomSyncInput,
  type ClassroomSyncResult,
  type Group,
} from '@careerhub/shared';
import { GraduationCap } from 'lucide-react';
import { Button } from '../../components/ui/Button';
import { Dialog } from '../../components/ui/Dialog';
import { SelectField } from '../../components/ui/SelectField';
import { Skeleton } from '../../components/ui/Skeleton';
import { applyServerErrors, focusFirstInvalid, useZodForm, type FormCheck } from '../../components/form';
import { firstMessages } from '../../components/form/validate';
import { getErrorMessage } from '../../lib/api';
import { notify } from '../../lib/notify';
import {
  startClassroomConnect,
  useClassroomCourses,
  useClassroomDisconnect,
  useClassroomStatus,
  useClassroomSync,
  useClassroomSyncs,
} from './classroom';
import { groupPath } from './paths';

const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** The group role people are added as, by default, for a Classroom role (the server's default too). */
export function defaultGroupRole(groupType: string, role: ClassroomRoleName): string {
  if (groupType === 'event') return role === 'student' ? 'attendee' : 'presenter';
  return role === 'student' ? 'student' : 'faculty';
}

export function groupRoleOptions(groupType: string): string[] {
  const roles: readonly string[] = groupType === 'event' ? EVENT_ROLES : GROUP_MEMBER_ROLES;
  return roles.filter((r) => r !== 'admin');
}

interface SyncValues {
  course_id: string;
  role: ClassroomRoleName;
  group_role: string;
}
/** A course must be chosen (the screen's message); then the shared sync schema on the request. */
export const syncCheck: FormCheck<SyncValues, ClassroomSyncInput> = (values) => {
  if (!values.course_id) return { errors: { course_id: 'Please choose a course.' } };
  const errors = firstMessages(classroomSyncSchema, values);
  return Object.keys(errors).length ? { errors } : { data: values };
};

/**
 * The People tab's "Google Classroom" button, for certified administrators when the site has
 * Classroom keys: nothing at all otherwise.
 */
export function ClassroomButton({ group }: { group: Group }) {
  const allowed = Boolean(group.permissions?.can_sync_classroom);
  const status = useClassroomStatus(allowed);
  const [open, setOpen] = useState(false);
  if (!allowed || !status.data?.enabled) return null;
  return (
    <>
      <Button variant="outline" onClick={() => setOpen(true)}>
        <GraduationCap aria-hidden="true" className="size-4" />
        Google Classroom
      </Button>
      {open && <ClassroomDialog group={group} onClose={() => setOpen(false)} />}
    </>
  );
}

function ClassroomDialog({ group, onClose }: { group: Group; onClose: () => void }) {
  const status = useClassroomStatus(true);
  const connected = Boolean(status.data?.connected);
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title="Google Classroom" size="lg">
      {status.isPending ? (
        <Skeleton className="h-24 w-full" />
      ) : connected ? (
        <SyncForm group={group} email={status.data?.google_email ?? null} onClose={onClose} />
      ) : (
        <ConnectStep group={group} onClose={onClose} />
      )}
    </Dialog>
  );
}

function ConnectStep({ group, onClose }: { group: Group; onClose: () => void }) {
  const [busy, setBusy] = useState(false);
  async function connect() {
    setBusy(true);
    try {
      await startClassroomConnect(group.id, `${groupPath(group)}/people`);
    } catch (error) {
      setBusy(false);
      notify(getErrorMessage(error, C.notConnected), 'error');
    }
  }
  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-muted">
        Connect the Google account you teach with, then add a course&apos;s students or teachers to{' '}
        <strong className="text-text">{group.name}</strong>. People with an account here are added; others get
        an invitation by email.
      </p>
      <div className="flex justify-end gap-2">
        <Button variant="outline" onClick={onClose}>
          Cancel
        </Button>
        <Button loading={busy} onClick={() => void connect()}>
          Connect Google Classroom
        </Button>
      </div>
    </div>
  );
}

function SyncForm({ group, email, onClose }: { group: Group; email: string | null; onClose: () => void }) {
  const courses = useClassroomCourses(group.id, true);
  const syncs = useClassroomSyncs(group.id, true);
  const sync = useClassroomSync(group.id);
  const disconnect = useClassroomDisconnect();
  const form = useZodForm(
    syncCheck,
    { course_id: '', role: 'student', group_role: defaultGroupRole(group.group_type, 'student') },
    'classroom',
    { focus: 'screen' },
  );
  const role = form.watch('role');
  const [result, setResult] = useState<ClassroomSyncResult | null>(null);

  function pickRole(next: ClassroomRoleName) {
    form.change('role', next);
    form.setValue('group_role', defaultGroupRole(group.group_type, next));
  }

  const submit = form.handleSubmit(
    async (body) => {
      try {
        const done = await sync.mutateAsync(body);
        setResult(done);
        notify(done.message, 'success');
      } catch (error) {
        focusFirstInvalid(applyServerErrors(form, error).fields, form.idPrefix);
        notify(getErrorMessage(error, C.syncFailed(body.role)), 'error');
      }
    },
    (errors) => focusFirstInvalid(errors, form.idPrefix),
  );

  return (
    <form noValidate onSubmit={(e) => void submit(e)} className="flex flex-col gap-5">
      <div className="flex flex-wrap items-center justify-between gap-2 rounded-lg bg-slate-50 px-3 py-2 text-sm">
        <span>
          Connected as <strong>{email ?? 'your Google account'}</strong>
        </span>
        <Button
          variant="ghost"
          size="sm"
          loading={disconnect.isPending}
          onClick={() =>
            void disconnect.mutateAsync().then(
              (r) => notify(r.message, 'success'),
              (error: unknown) => notify(getErrorMessage(error, C.notConnected), 'error'),
            )
          }
        >
          Disconnect
        </Button>
      </div>

      {courses.isPending ? (
        <Skeleton className="h-11 w-full" />
      ) : courses.isError ? (
        <p role="alert" className="text-sm font-medium text-danger">
          {getErrorMessage(courses.error, C.couldNotLoadCourses)}
        </p>
      ) : courses.data.length === 0 ? (
        <p className="text-sm text-muted">No active courses found in your Google Classroom.</p>
      ) : (
        <SelectField
          label="Course"
          placeholder="Choose a course"
          // Controlled: the courses arrive after the first render.
          id="classroom-course_id"
          value={form.watch('course_id')}
          onChange={(e) => form.change('course_id', e.target.value)}
          options={courses.data.map((c) => ({
            value: c.id,
            label: c.section ? `${c.name} (${c.section})` : c.name,
          }))}
          error={form.errorOf('course_id')}
        />
      )}

      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 text-sm font-medium text-text">Whom to add</legend>
        <div className="flex flex-wrap gap-4">
          {(['student', 'teacher'] as const).map((r) => (
            <label key={r} className="inline-flex items-center gap-2 text-sm">
              <input
                type="radio"
                name="classroom-role"
                value={r}
                checked={role === r}
                onChange={() => pickRole(r)}
              />
              {r === 'student' ? 'Students' : 'Teachers'}
            </label>
          ))}
        </div>
      </fieldset>

      <SelectField
        label="Add them as"
        {...form.field('group_role')}
        options={groupRoleOptions(group.group_type).map((r) => ({ value: r, label: capitalise(r) }))}
      />

      {result && (
        <div role="status" className="rounded-lg border border-border p-3 text-sm">
          <p className="font-medium text-text">{result.course_name}</p>
          <ul className="mt-1 grid grid-cols-2 gap-x-4 gap-y-1 text-muted sm:grid-cols-4">
            <li>{result.added} added</li>
            <li>{result.invited} invited</li>
            <li>{result.already_members} already members</li>
            <li>{result.without_email} without email</li>
          </ul>
        </div>
      )}

      {syncs.data && syncs.data.length > 0 && (
        <div className="text-sm">
          <h3 className="font-medium text-text">Last syncs</h3>
          <ul className="mt-1 flex flex-col gap-1 text-muted">
            {syncs.data.map((s) => (
              <li key={s.id}>
                {new Date(s.created_at).toLocaleString()}: {s.course_name},{' '}
                {s.role === 'student' ? 'students' : 'teachers'} as {s.group_role} ({s.added} added,{' '}
                {s.invited} invited)
              </li>
            ))}
          </ul>
        </div>
      )}

      <div className="flex justify-end gap-2">
        <Button variant="outline" onClick={onClose}>
          Close
        </Button>
        <Button
          type="submit"
          loading={form.formState.isSubmitting}
          disabled={!courses.data || courses.data.length === 0}
        >
          Sync {role === 'student' ? 'students' : 'teachers'}
        </Button>
      </div>
    </form>
  );
}

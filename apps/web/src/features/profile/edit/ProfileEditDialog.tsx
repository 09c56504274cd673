import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { PROFILE_MESSAGES, PROFILE_TEXT, VALIDATION, type Profile } from '@careerhub/shared';
import { Button } from '../../../components/ui/Button';
import { Dialog } from '../../../components/ui/Dialog';
import { Tabs } from '../../../components/ui/Tabs';
import { getErrorMessage, isApiError } from '../../../lib/api';
import { applyServerErrors, useZodForm } from '../../../components/form';
import { notify } from '../../../lib/notify';
import { IDENTITY_KEY } from '../../auth/identity';
import type { FieldErrors } from '../../../components/form/validate';
import { AlternateEmail } from '../AlternateEmail';
import { PROFILE_KEY_ROOT, saveGroupProfile, updateProfile } from '../api';
import { CareerInfoTab } from './CareerInfoTab';
import { FORM_ID, fieldId, type FormTabProps } from './formProps';
import { PersonalInfoTab } from './PersonalInfoTab';
import type { FIELDS_BY_TAB } from './profileForm';
import {
  FORM_FIELDS,
  isDirty,
  rulesFor,
  tabOfFirstError,
  toGroupProfileInput,
  toProfileUpdate,
  validateProfileForm,
  valuesFromProfile,
  type ProfileField,
  type ProfileFormValues,
} from './profileForm';
import { SocialLinksTab } from './SocialLinksTab';
import { UploadFilesTab } from './UploadFilesTab';

type EditTab = keyof typeof FIELDS_BY_TAB | 'uploads' | 'account';

interface ProfileEditDialogProps {
  profile: Profile;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Focuses the first field with an error once its tab is shown. */
function focusFirst(errors: FieldErrors<ProfileField>) {
  const field = FORM_FIELDS.find((f) => errors[f]);
  if (field) requestAnimationFrame(() => document.getElementById(fieldId(field))?.focus());
}

/** The profile edit dialog (spec section 2): five tabs, one Save for the three form tabs. */
export function ProfileEditDialog({ profile, open, onOpenChange }: ProfileEditDialogProps) {
  const queryClient = useQueryClient();
  const rules = rulesFor(profile);
  const [initial, setInitial] = useState(() => valuesFromProfile(profile));
  // Every rule of spec section 5 the dialog applies, with the shared schemas' messages.
  const form = useZodForm<ProfileFormValues, ProfileFormValues>(
    (checked) => {
      const errors = validateProfileForm(checked, initial, rules);
      return Object.values(errors).some(Boolean) ? { errors } : { data: checked };
    },
    initial,
    FORM_ID,
  );
  const values = form.watch();
  const errors: FieldErrors<ProfileField> = Object.fromEntries(
    FORM_FIELDS.map((field) => [field, form.errorOf(field)]),
  );
  const formError = form.formState.errors.root?.message;
  const [tab, setTab] = useState<EditTab>('career');
  const [confirming, setConfirming] = useState(false);
  const saving = form.formState.isSubmitting;
  const dirty = isDirty(initial, values);

  const set: FormTabProps['set'] = (field, value) => {
    form.setValue(field, value as never);
    form.clearOnEdit(field);
  };

  function close() {
    const fresh = valuesFromProfile(profile);
    setInitial(fresh);
    form.reset(fresh);
    setConfirming(false);
    onOpenChange(false);
  }

  /** Closing with unsaved changes asks first (spec section 4, Forms). */
  function requestClose(next: boolean) {
    if (next) return onOpenChange(true);
    if (dirty && !saving) setConfirming(true);
    else if (!saving) close();
  }

  function showErrors(found: FieldErrors<ProfileField>) {
    form.setError('root', { message: VALIDATION.formSummary });
    const first = tabOfFirstError(found);
    if (first) setTab(first);
    focusFirst(found);
  }

  const save = form.handleSubmit(
    async (checked) => {
      try {
        const result = await updateProfile(toProfileUpdate(checked, rules));
        const group = toGroupProfileInput(checked, initial, rules);
        if (group) await saveGroupProfile(profile.group_profile?.id ?? null, group);
        await Promise.all([
          queryClient.invalidateQueries({ queryKey: PROFILE_KEY_ROOT }),
          queryClient.invalidateQueries({ queryKey: IDENTITY_KEY }),
        ]);
        notify(result.message || PROFILE_MESSAGES.updated, 'success');
        onOpenChange(false);
        form.clearErrors();
      } catch (error) {
        const { fields } = applyServerErrors(form, error);
        if (fields.length > 0) showErrors(Object.fromEntries(fields.map((field) => [field, 'server'])));
        notify(
          isApiError(error) && error.status !== null && error.status < 500
            ? getErrorMessage(error, PROFILE_MESSAGES.couldNotUpdate)
            : PROFILE_TEXT.failedToUpdate,
          'error',
        );
      }
    },
    (found) =>
      showErrors(Object.fromEntries(Object.entries(found).map(([field, e]) => [field, e?.message ?? '']))),
  );

  const tabProps: FormTabProps = { form, values, errors, rules, set, disabled: saving };
  const isFormTab = tab === 'career' || tab === 'personal' || tab === 'social';
  return (
    <Dialog open={open} onOpenChange={requestClose} title={PROFILE_TEXT.editDialogTitle} size="lg">
      {formError && isFormTab && (
        <p role="alert" className="mb-3 rounded-lg bg-red-50 px-3 py-2 text-sm font-medium text-danger">
          {formError}
        </p>
      )}
      <Tabs
        label={PROFILE_TEXT.editDialogTitle}
        value={tab}
        onValueChange={(v) => setTab(v as EditTab)}
        items={[
          {
            value: 'career',
            label: PROFILE_TEXT.editTabCareerInfo,
            content: <CareerInfoTab {...tabProps} />,
          },
          {
            value: 'personal',
            label: PROFILE_TEXT.editTabPersonalInfo,
            content: <PersonalInfoTab {...tabProps} />,
          },
          {
            value: 'social',
            label: PROFILE_TEXT.editTabSocialLinks,
            content: <SocialLinksTab {...tabProps} />,
          },
          {
            value: 'uploads',
            label: PROFILE_TEXT.editTabUploadFiles,
            content: <UploadFilesTab profile={profile} />,
          },
          {
            value: 'account',
            label: PROFILE_TEXT.editTabAccount,
            content: <AlternateEmail profile={profile} />,
          },
        ]}
      />
      <div className="sticky bottom-0 mt-6 flex justify-end gap-2 border-t border-border bg-surface pt-4">
        <Button variant="outline" onClick={() => requestClose(false)} disabled={saving}>
          {PROFILE_TEXT.cancel}
        </Button>
        {isFormTab && (
          <Button onClick={() => void save()} loading={saving}>
            {PROFILE_TEXT.save}
          </Button>
        )}
      </div>
      <Dialog
        open={confirming}
        onOpenChange={setConfirming}
        title={PROFILE_TEXT.discardTitle}
        description={PROFILE_TEXT.discardText}
      >
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="outline" onClick={() => setConfirming(false)}>
            {PROFILE_TEXT.keepEditing}
          </Button>
          <Button variant="danger" onClick={close}>
            {PROFILE_TEXT.discard}
          </Button>
        </div>
      </Dialog>
    </Dialog>
  );
}

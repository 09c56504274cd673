import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { PROFILE_MESSAGES, PROFILE_TEXT, VALIDATION, type Profile } from '@careerhub/shared';
import { Button } from '../../../components/ui/Button';
import { Dialog } from '../../../components/ui/Dialog';
import { Tabs } from '../../../components/ui/Tabs';
import { getErrorMessage, getFieldErrors, isApiError } from '../../../lib/api';
import { notify } from '../../../lib/notify';
import { IDENTITY_KEY } from '../../auth/identity';
import type { FieldErrors } from '../../../components/form/validate';
import { AlternateEmail } from '../AlternateEmail';
import { PROFILE_KEY_ROOT, saveGroupProfile, updateProfile } from '../api';
import { CareerInfoTab } from './CareerInfoTab';
import { fieldId, type FormTabProps } from './formProps';
import { PersonalInfoTab } from './PersonalInfoTab';
import {
  FIELDS_BY_TAB,
  isDirty,
  rulesFor,
  tabOfFirstError,
  toGroupProfileInput,
  toProfileUpdate,
  validateProfileForm,
  valuesFromProfile,
  type ProfileField,
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
  const field = Object.values(FIELDS_BY_TAB)
    .flat()
    .find((f) => errors[f]);
  if (field) requestAnimationFrame(() => document.getElementById(fieldId(field))?.focus());
}

/** The profile edit dialog (spec section 2): five tabs, one Save for the three form tabs. */
export function ProfileEditDialog({ profile, open, onOpenChange }: ProfileEditDialogProps) {
  const queryClient = useQueryClient();
  const rules = rulesFor(profile);
  const [initial, setInitial] = useState(() => valuesFromProfile(profile));
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors<ProfileField>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [tab, setTab] = useState<EditTab>('career');
  const [saving, setSaving] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const dirty = isDirty(initial, values);

  const set: FormTabProps['set'] = (field, value) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => (current[field] ? { ...current, [field]: undefined } : current));
  };

  function close() {
    const fresh = valuesFromProfile(profile);
    setInitial(fresh);
    setValues(fresh);
    setErrors({});
    setFormError(null);
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
    setErrors(found);
    setFormError(VALIDATION.formSummary);
    const first = tabOfFirstError(found);
    if (first) setTab(first);
    focusFirst(found);
  }

  async function save() {
    const found = validateProfileForm(values, initial, rules);
    if (Object.values(found).some(Boolean)) return showErrors(found);
    setSaving(true);
    setFormError(null);
    try {
      const result = await updateProfile(toProfileUpdate(values, rules));
      const group = toGroupProfileInput(values, initial, rules);
      if (group) await saveGroupProfile(profile.group_profile?.id ?? null, group);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: PROFILE_KEY_ROOT }),
        queryClient.invalidateQueries({ queryKey: IDENTITY_KEY }),
      ]);
      notify(result.message || PROFILE_MESSAGES.updated, 'success');
      setSaving(false);
      onOpenChange(false);
      setErrors({});
    } catch (error) {
      setSaving(false);
      const fieldErrors = getFieldErrors(error) as FieldErrors<ProfileField>;
      if (Object.keys(fieldErrors).length > 0) showErrors(fieldErrors);
      notify(
        isApiError(error) && error.status !== null && error.status < 500
          ? getErrorMessage(error, PROFILE_MESSAGES.couldNotUpdate)
          : PROFILE_TEXT.failedToUpdate,
        'error',
      );
    }
  }

  const tabProps: FormTabProps = { values, errors, rules, set, disabled: saving };
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

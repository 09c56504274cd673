import { useState, type KeyboardEvent } from 'react';
import {
  GROUP_MESSAGES,
  GROUPS_TEXT as T,
  INVITATION_MESSAGES,
  PAGE_SIZES,
  type Page,
  type Group,
} from '@careerhub/shared';
import { X } from 'lucide-react';
import { Button } from '../../components/ui/Button';
import { Dialog } from '../../components/ui/Dialog';
import { FormField } from '../../components/ui/FormField';
import { TagPicker } from '../../components/ui/TagPicker';
import { applyServerErrors, useZodForm } from '../../components/form';
import { api, getErrorMessage } from '../../lib/api';
import { notify } from '../../lib/notify';
import type { SearchResultItem } from '../search/api';
import { useInviteUsers } from './api';
import {
  addEmails,
  inviteCheck,
  inviteFieldOf,
  type InviteFormValues,
  type InviteRequest,
} from './inviteForm';
import { MemberAvatar } from './MemberAvatar';

/** The invite user search waits 300 ms after typing stops (spec: groups, invitations). */
const INVITE_SEARCH_DEBOUNCE_MS = 300;

async function searchPeople(search: string, signal: AbortSignal) {
  const page = await api.get<Page<SearchResultItem>>('/search/', {
    signal,
    silent: true,
    query: { type: 'user', search, page_size: PAGE_SIZES.inviteUserSearch },
  });
  return page.data;
}

/** Invite by email or by picking people (search from 2 characters, 300 ms after typing stops). */
export function InviteDialog({ group, onClose }: { group: Pick<Group, 'id' | 'name'>; onClose: () => void }) {
  const invite = useInviteUsers();
  const [check] = useState(() => inviteCheck<SearchResultItem>(group.id));
  const form = useZodForm<InviteFormValues<SearchResultItem>, InviteRequest>(
    check,
    { typed: '', emails: [], users: [] },
    'invite',
  );
  const { emails, users } = form.watch();
  const typedField = form.field('typed');

  /** Turns what is typed into chips; a wrong or repeated address stays in the field with its message. */
  function commitTyped() {
    const { typed } = form.getValues();
    if (typed.trim() === '') return;
    const result = addEmails(form.getValues('emails'), typed);
    form.setValue('emails', result.list);
    form.setValue('typed', result.rest);
    if (result.error) form.setError('typed', { message: result.error });
    else form.clearErrors('typed');
  }
  function onEmailKey(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Enter' || event.key === ',') {
      event.preventDefault();
      commitTyped();
    }
  }

  const submit = form.handleSubmit(async (body) => {
    try {
      const result = await invite.mutateAsync(body);
      notify(result.message || INVITATION_MESSAGES.sent, 'success');
      onClose();
    } catch (err) {
      applyServerErrors(form, err, inviteFieldOf);
      notify(getErrorMessage(err, GROUP_MESSAGES.couldNotInvite), 'error');
    }
  });

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title={T.inviteTitle(group.name)}>
      <form
        noValidate
        onSubmit={(e) => {
          commitTyped();
          void submit(e);
        }}
        className="flex flex-col gap-5"
      >
        <div className="flex flex-col gap-2">
          <div className="flex items-end gap-2">
            <FormField
              className="flex-1"
              label={T.inviteEmails}
              type="email"
              autoComplete="off"
              hint={T.inviteEmailsHint}
              {...typedField}
              onKeyDown={onEmailKey}
              onBlur={(e) => {
                void typedField.onBlur(e);
                commitTyped();
              }}
            />
          </div>
          {emails.length > 0 && (
            <ul aria-label={T.addedEmails} className="flex flex-wrap gap-1.5">
              {emails.map((email) => (
                <Chip
                  key={email}
                  label={email}
                  onRemove={() =>
                    form.change(
                      'emails',
                      emails.filter((e) => e !== email),
                    )
                  }
                />
              ))}
            </ul>
          )}
        </div>
        <TagPicker
          label={T.inviteUsers}
          hint={T.inviteUsersHint}
          chosenLabel={T.chosenPeople}
          id="invite-users"
          value={users}
          onChange={(chosen) => form.change('users', chosen)}
          error={form.errorOf('users')}
          loadSuggestions={searchPeople}
          allowNew={false}
          max={Number.POSITIVE_INFINITY}
          debounceMs={INVITE_SEARCH_DEBOUNCE_MS}
          itemKey={(person) => String(person.id)}
          renderOption={(person) => (
            <span className="flex items-center gap-3">
              <MemberAvatar name={person.name} image={person.image} className="size-8" />
              <span className="min-w-0 flex-1">
                <span className="block font-medium text-text">{person.name}</span>
                {person.institution_name && (
                  <span className="block text-xs text-muted">{person.institution_name}</span>
                )}
              </span>
            </span>
          )}
        />
        {form.formError && (
          <p role="alert" className="text-sm font-medium text-danger">
            {form.formError}
          </p>
        )}
        <div className="flex justify-end gap-2">
          <Button variant="outline" onClick={onClose}>
            {T.cancel}
          </Button>
          <Button type="submit" loading={form.formState.isSubmitting}>
            {T.sendInvitations}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

function Chip({ label, onRemove }: { label: string; onRemove: () => void }) {
  return (
    <li className="inline-flex items-center gap-1 rounded-full bg-primary-soft py-1 pr-1 pl-3 text-sm text-text">
      {label}
      <button
        type="button"
        onClick={onRemove}
        aria-label={T.removeItem(label)}
        className="grid size-6 place-items-center rounded-full hover:bg-white/60"
      >
        <X aria-hidden="true" className="size-3.5" />
      </button>
    </li>
  );
}

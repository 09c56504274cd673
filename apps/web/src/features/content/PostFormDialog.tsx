import { useState } from 'react';
import { textToBlocks } from '@careerhub/shared';
import { Button } from '../../components/ui/Button';
import { Dialog } from '../../components/ui/Dialog';
import { SelectField } from '../../components/ui/SelectField';
import { Switch } from '../../components/ui/Switch';
import { applyServerErrors, focusFirstInvalid, useZodForm } from '../../components/form';
import { getErrorMessage } from '../../lib/api';
import { notify } from '../../lib/notify';
import { useIdentity } from '../auth/identity';
import { useSaveContent } from './api';
import { PostEditorField } from './ContentEditorField';
import { postCheck, postFieldOf, type PostFormState } from './postForm';
import { CONTENT_TEXT as T } from './text';
import type { Content } from './types';

const MANAGER_ROLES = ['admin', 'leader'];

export interface PostFormDialogProps {
  open: boolean;
  onClose: () => void;
  /** The post to edit; without it the dialog creates one. */
  post?: Content;
  kind?: 'post' | 'newsletter';
  /** The group the post goes to (a group's Posts tab); without it the form offers the member's groups. */
  groupId?: number;
  groupName?: string;
  onSaved?: (post: Content) => void;
}

/** The post create / edit modal, also the share-something and submit-newsletter modals. */
export function PostFormDialog(props: PostFormDialogProps) {
  if (!props.open) return null;
  return <PostForm {...props} />;
}

function PostForm({ onClose, post, kind = 'post', groupId, groupName, onSaved }: PostFormDialogProps) {
  const editing = post ?? null;
  const effectiveKind = editing?.type === 'newsletter' ? 'newsletter' : kind;
  const { data: identity } = useIdentity();
  const orgs = (identity?.switchable_orgs ?? []).filter(
    (org) => effectiveKind === 'post' || MANAGER_ROLES.includes(org.role ?? ''),
  );
  const picksGroup = !editing && !groupId;
  const isNewsletter = effectiveKind === 'newsletter';
  const [check] = useState(() =>
    postCheck({ needsGroup: picksGroup, kind: effectiveKind, editing: Boolean(editing) }),
  );
  const form = useZodForm<PostFormState, Record<string, unknown>>(
    check,
    {
      blocks: editing?.data?.blocks ?? textToBlocks(editing?.raw_text ?? ''),
      group: groupId ? String(groupId) : orgs.length === 1 ? String(orgs[0]!.id) : '',
      // New posts are private by default (groups-jobs-payments 6).
      isPrivate: editing ? editing.security_level === 20 : true,
      sendEmail: true,
      alsoPost: false,
    },
    'post',
    { focus: 'screen' },
  );
  const values = form.watch();
  const save = useSaveContent();
  const title = editing
    ? T.editPost
    : isNewsletter
      ? T.submitNewsletter
      : groupId
        ? T.createPost
        : T.shareSomething;

  const submit = form.handleSubmit(
    async (body) => {
      try {
        const answer = await save.mutateAsync({ id: editing?.id, body });
        notify(
          answer.message || (editing ? T.postUpdated : isNewsletter ? T.newsletterSubmitted : T.postCreated),
          'success',
        );
        onSaved?.(answer.data);
        onClose();
      } catch (error) {
        const { fields } = applyServerErrors(form, error, postFieldOf);
        focusFirstInvalid(fields, form.idPrefix);
        notify(getErrorMessage(error, T.couldNotCreatePost), 'error');
      }
    },
    (errors) => focusFirstInvalid(errors, form.idPrefix),
  );

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title={title} size="lg">
      <form noValidate onSubmit={(e) => void submit(e)} className="flex flex-col gap-4">
        {picksGroup ? (
          orgs.length === 0 ? (
            <p role="alert" className="text-sm text-muted">
              {T.noGroups}
            </p>
          ) : (
            <SelectField
              label={T.groupLabel}
              placeholder={T.chooseGroup}
              options={orgs.map((org) => ({ value: org.id, label: org.name }))}
              // Controlled: the groups come with the identity, after the first render.
              id="post-group"
              value={values.group}
              error={form.errorOf('group')}
              onChange={(e) => form.change('group', e.target.value)}
            />
          )
        ) : (
          groupName && (
            <p className="text-sm text-muted">
              {T.groupLabel}: <span className="font-medium text-text">{groupName}</span>
            </p>
          )
        )}
        <PostEditorField
          label={isNewsletter ? T.newsletterContentLabel : T.postContentLabel}
          id="post-blocks"
          value={values.blocks}
          error={form.errorOf('blocks')}
          onChange={(blocks) => form.change('blocks', blocks)}
        />
        <Switch
          checked={values.isPrivate}
          onCheckedChange={(isPrivate) => form.change('isPrivate', isPrivate)}
          label={T.privatePost}
        />
        {isNewsletter && !editing && (
          <>
            <Switch
              checked={values.sendEmail}
              onCheckedChange={(sendEmail) => form.change('sendEmail', sendEmail)}
              label={T.sendEmail}
            />
            <Switch
              checked={values.alsoPost}
              onCheckedChange={(alsoPost) => form.change('alsoPost', alsoPost)}
              label={T.alsoPost}
            />
          </>
        )}
        <div className="flex justify-end gap-3 pt-2">
          <Button type="button" variant="outline" onClick={onClose}>
            {T.cancel}
          </Button>
          <Button
            type="submit"
            loading={form.formState.isSubmitting}
            disabled={picksGroup && orgs.length === 0}
          >
            {editing ? T.save : T.post}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

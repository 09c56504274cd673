import { useState } from 'react';
import { textToBlocks } from '@careerhub/shared';
import { Button } from '../../components/ui/Button';
import { Dialog } from '../../components/ui/Dialog';
import { SelectField } from '../../components/ui/SelectField';
import { Switch } from '../../components/ui/Switch';
import { getErrorMessage, getFieldErrors } from '../../lib/api';
import { notify } from '../../lib/notify';
import { useIdentity } from '../auth/identity';
import { useSaveContent } from './api';
import { PostEditorField } from './ContentEditorField';
import { postPayload, validatePostForm, type PostFormState } from './postForm';
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
  const [form, setForm] = useState<PostFormState>(() => ({
    blocks: editing?.data?.blocks ?? textToBlocks(editing?.raw_text ?? ''),
    group: groupId ? String(groupId) : orgs.length === 1 ? String(orgs[0]!.id) : '',
    // New posts are private by default (groups-jobs-payments 6).
    isPrivate: editing ? editing.security_level === 20 : true,
    sendEmail: true,
    alsoPost: false,
  }));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useSaveContent();
  const set = (patch: Partial<PostFormState>) => setForm((f) => ({ ...f, ...patch }));
  const isNewsletter = effectiveKind === 'newsletter';
  const title = editing
    ? T.editPost
    : isNewsletter
      ? T.submitNewsletter
      : groupId
        ? T.createPost
        : T.shareSomething;

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    const found = validatePostForm(form, picksGroup);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    try {
      const answer = await save.mutateAsync({
        id: editing?.id,
        body: postPayload(form, effectiveKind, Boolean(editing)),
      });
      notify(
        answer.message || (editing ? T.postUpdated : isNewsletter ? T.newsletterSubmitted : T.postCreated),
        'success',
      );
      onSaved?.(answer.data);
      onClose();
    } catch (error) {
      setErrors(getFieldErrors(error));
      notify(getErrorMessage(error, T.couldNotCreatePost), 'error');
    }
  }

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
              value={form.group}
              error={errors.group}
              onChange={(e) => set({ group: e.target.value })}
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
          value={form.blocks}
          error={errors.content}
          onChange={(blocks) => set({ blocks })}
        />
        <Switch
          checked={form.isPrivate}
          onCheckedChange={(isPrivate) => set({ isPrivate })}
          label={T.privatePost}
        />
        {isNewsletter && !editing && (
          <>
            <Switch
              checked={form.sendEmail}
              onCheckedChange={(sendEmail) => set({ sendEmail })}
              label={T.sendEmail}
            />
            <Switch
              checked={form.alsoPost}
              onCheckedChange={(alsoPost) => set({ alsoPost })}
              label={T.alsoPost}
            />
          </>
        )}
        <div className="flex justify-end gap-3 pt-2">
          <Button type="button" variant="outline" onClick={onClose}>
            {T.cancel}
          </Button>
          <Button type="submit" loading={save.isPending} disabled={picksGroup && orgs.length === 0}>
            {editing ? T.save : T.post}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

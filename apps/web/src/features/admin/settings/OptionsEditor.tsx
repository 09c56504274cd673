import { useEffect, useState } from 'react';
import { useFieldArray, type Path } from 'react-hook-form';
import { z } from 'zod';
import { ArrowDown, ArrowUp, Plus, Trash2 } from 'lucide-react';
import {
  OPTION_LIST_KEYS,
  SETTINGS_LIMITS as L,
  SETTINGS_TEXT as T,
  optionListValueSchema,
  type OptionItem,
  type OptionListKey,
} from '@careerhub/shared';
import { focusFirstInvalid, useZodForm } from '../../../components/form';
import { Button } from '../../../components/ui/Button';
import { Dialog } from '../../../components/ui/Dialog';
import { FormField } from '../../../components/ui/FormField';
import { SelectField } from '../../../components/ui/SelectField';
import { useAppConfig } from '../../../app/providers/AppConfigProvider';
import { getErrorMessage, getFieldErrors } from '../../../lib/api';
import { notify } from '../../../lib/notify';
import { useResetOption, useSaveOption } from './api';

const listForm = z.object({ choices: optionListValueSchema });
interface ChoiceInput {
  value: number | string;
  label: string;
  description?: string;
}
interface ListInput {
  choices: ChoiceInput[];
}

const toInput = (items: readonly OptionItem[]): ListInput => ({
  choices: items.map((item) => ({
    value: item.value,
    label: item.label,
    description: item.description ?? '',
  })),
});

/** What is sent: descriptions left blank are left out. */
const toValue = (choices: ReadonlyArray<ChoiceInput>): OptionItem[] =>
  choices.map(({ value, label, description }) => ({
    value,
    label: label.trim(),
    ...(description?.trim() ? { description: description.trim() } : {}),
  }));

/** A new choice's value: the next number after the list's highest, or a free `choice_N` in a list of words. */
export function nextChoiceValue(values: ReadonlyArray<number | string>): number | string {
  if (values.every((v) => typeof v === 'number')) return Math.max(0, ...(values as number[])) + 1;
  const taken = new Set(values.map(String));
  let n = values.length + 1;
  while (taken.has(`choice_${n}`)) n++;
  return `choice_${n}`;
}

/** The server names a row's field `value.3.label`; the form calls it `choices.3.label`. */
const formName = (serverField: string) => serverField.replace(/^value(?=\.|$)/, 'choices');

function ListForm({
  optionKey,
  items,
  onDirty,
}: {
  optionKey: OptionListKey;
  items: OptionItem[];
  onDirty: (dirty: boolean) => void;
}) {
  const name = T.optionNames[optionKey];
  const form = useZodForm<ListInput, { choices: OptionItem[] }>(
    listForm,
    toInput(items),
    `options-${optionKey}`,
    {
      focus: 'screen',
    },
  );
  const choices = useFieldArray({ control: form.control, name: 'choices' });
  const save = useSaveOption();
  const reset = useResetOption();
  const [confirmReset, setConfirmReset] = useState(false);
  const dirty = form.formState.isDirty;
  useEffect(() => onDirty(dirty), [dirty, onDirty]);
  const listError = form.errorOf('choices') ?? form.errorOf('choices.root' as Path<ListInput>);

  const applyServerFailure = (failure: unknown) => {
    const fields = getFieldErrors(failure);
    const names = Object.keys(fields).map(formName);
    Object.entries(fields).forEach(([field, message]) =>
      form.setError(formName(field) as Path<ListInput>, { type: 'server', message }),
    );
    if (names.length) focusFirstInvalid(names, form.idPrefix);
    else notify(getErrorMessage(failure), 'error');
  };

  const onSubmit = form.handleSubmit(
    async () => {
      try {
        const saved = await save.mutateAsync({ key: optionKey, value: toValue(form.getValues('choices')) });
        form.reset(toInput(saved.value as OptionItem[]));
        notify(saved.message, 'success');
      } catch (failure) {
        applyServerFailure(failure);
      }
    },
    (errors) => focusFirstInvalid(errors, form.idPrefix),
  );

  const onReset = async () => {
    try {
      const restored = await reset.mutateAsync(optionKey);
      form.reset(toInput(restored.value as OptionItem[]));
      setConfirmReset(false);
      notify(restored.message, 'success');
    } catch (failure) {
      setConfirmReset(false);
      notify(getErrorMessage(failure), 'error');
    }
  };

  const add = () => {
    choices.append(
      { value: nextChoiceValue(form.getValues('choices').map((c) => c.value)), label: '', description: '' },
      { shouldFocus: true, focusName: `choices.${choices.fields.length}.label` },
    );
  };

  return (
    <form noValidate onSubmit={onSubmit} aria-label={name} className="flex flex-col gap-4">
      <p className="text-sm text-muted" aria-live="polite">
        {T.choicesCount(choices.fields.length)}
      </p>
      {listError && (
        <p role="alert" className="text-sm font-medium text-danger">
          {listError}
        </p>
      )}
      <ol className="flex flex-col gap-3">
        {choices.fields.map((field, index) => {
          const label = form.watch(`choices.${index}.label`);
          const value = form.getValues(`choices.${index}.value`);
          const isNew = !items.some((item) => item.value === value);
          return (
            <li
              key={field.id}
              className="flex flex-col gap-3 rounded-xl border border-border bg-background p-3"
            >
              <div className="flex items-center justify-between gap-2">
                <span className="rounded-full bg-primary-soft px-2.5 py-1 text-xs font-medium text-text">
                  {index + 1}. {isNew ? T.newChoice : T.choiceValue(value)}
                </span>
                <div className="flex gap-1">
                  {[
                    {
                      Icon: ArrowUp,
                      name: T.moveUp(label),
                      off: index === 0,
                      run: () => choices.move(index, index - 1),
                    },
                    {
                      Icon: ArrowDown,
                      name: T.moveDown(label),
                      off: index === choices.fields.length - 1,
                      run: () => choices.move(index, index + 1),
                    },
                    {
                      Icon: Trash2,
                      name: T.removeChoice(label),
                      off: choices.fields.length === 1,
                      run: () => choices.remove(index),
                    },
                  ].map(({ Icon, name: actionName, off, run }) => (
                    <Button
                      key={actionName}
                      type="button"
                      variant="ghost"
                      size="sm"
                      aria-label={actionName}
                      disabled={off}
                      onClick={run}
                    >
                      <Icon
                        aria-hidden="true"
                        className={Icon === Trash2 ? 'size-4 text-danger' : 'size-4'}
                      />
                    </Button>
                  ))}
                </div>
              </div>
              <div className="grid gap-3 sm:grid-cols-2">
                <FormField
                  {...form.field(`choices.${index}.label`)}
                  label={T.choiceLabel(index + 1)}
                  maxLength={L.optionLabel}
                  required
                />
                <FormField
                  {...form.field(`choices.${index}.description`)}
                  label={T.choiceDescription(index + 1)}
                  maxLength={L.optionDescription}
                />
              </div>
            </li>
          );
        })}
      </ol>
      <Button
        type="button"
        variant="outline"
        className="self-start"
        disabled={choices.fields.length >= L.optionItems}
        onClick={add}
      >
        <Plus aria-hidden="true" className="size-4" />
        {T.addChoice}
      </Button>
      <div className="flex flex-wrap items-center justify-end gap-3 border-t border-border pt-4">
        <Button type="button" variant="ghost" onClick={() => setConfirmReset(true)}>
          {T.resetOptions}
        </Button>
        <Button
          type="button"
          variant="outline"
          disabled={!dirty || form.formState.isSubmitting}
          onClick={() => form.reset(toInput(items))}
        >
          {T.reset}
        </Button>
        <Button type="submit" loading={form.formState.isSubmitting}>
          {T.saveOptions}
        </Button>
      </div>
      <Dialog
        open={confirmReset}
        onOpenChange={setConfirmReset}
        title={T.resetTitle}
        description={T.resetBody(name)}
      >
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="outline" onClick={() => setConfirmReset(false)}>
            {T.cancel}
          </Button>
          <Button variant="danger" loading={reset.isPending} onClick={() => void onReset()}>
            {T.resetOptions}
          </Button>
        </div>
      </Dialog>
    </form>
  );
}

/**
 * The app's option lists (issue 23 item 6): pick a list, rename, describe, order, add and remove
 * its choices, save for every server at once, or put it back as installed. Another list can be
 * picked once the open one is saved or its changes discarded.
 */
export function OptionsEditor() {
  const { options } = useAppConfig();
  const [optionKey, setOptionKey] = useState<OptionListKey>(OPTION_LIST_KEYS[0]);
  const [dirty, setDirty] = useState(false);
  return (
    <div className="flex flex-col gap-5">
      <SelectField
        label={T.optionList}
        value={optionKey}
        disabled={dirty}
        aria-describedby={dirty ? 'options-locked' : undefined}
        onChange={(event) => setOptionKey(event.target.value as OptionListKey)}
        options={OPTION_LIST_KEYS.map((key) => ({ value: key, label: T.optionNames[key] }))}
      />
      {dirty && (
        <p id="options-locked" className="-mt-3 text-sm text-muted">
          {T.optionsLocked}
        </p>
      )}
      <ListForm key={optionKey} optionKey={optionKey} items={options[optionKey]} onDirty={setDirty} />
    </div>
  );
}

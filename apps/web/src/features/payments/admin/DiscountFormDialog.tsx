import { PLAN_ADMIN_TEXT as T, type AdminDiscount, type AdminPlan } from '@careerhub/shared';
import { useState } from 'react';
import { applyServerErrors, useZodForm } from '../../../components/form';
import { Button } from '../../../components/ui/Button';
import { Dialog } from '../../../components/ui/Dialog';
import { FormField } from '../../../components/ui/FormField';
import { TextAreaField } from '../../../components/ui/TextAreaField';
import { getErrorMessage } from '../../../lib/api';
import { notify } from '../../../lib/notify';
import { CheckboxGroup } from '../../groups/CheckboxGroup';
import { useSaveDiscount } from './api';
import { discountCheck, discountFormFrom } from './planForm';

/** Create or edit a discount: a percentage with at most 2 decimals, on some or all of the plans. */
export function DiscountFormDialog(props: {
  open: boolean;
  onClose: () => void;
  organizationId: number | null;
  plans: AdminPlan[];
  discount?: AdminDiscount | undefined;
}) {
  if (!props.open) return null;
  return <DiscountForm {...props} />;
}

function DiscountForm({
  onClose,
  organizationId,
  plans,
  discount,
}: {
  onClose: () => void;
  organizationId: number | null;
  plans: AdminPlan[];
  discount?: AdminDiscount | undefined;
}) {
  const [initial] = useState(() => discountFormFrom(discount));
  const form = useZodForm(discountCheck, initial, 'discount');
  const planIds = form.watch('plan_ids');
  const save = useSaveDiscount();

  const submit = form.handleSubmit(async (body) => {
    try {
      const saved = await save.mutateAsync({
        ...(discount ? { id: discount.id } : {}),
        organizationId,
        body,
      });
      notify(saved.message, 'success');
      onClose();
    } catch (error) {
      const { fields, formMessage } = applyServerErrors(form, error, (path) => path.split('.')[0]!);
      if (fields.length === 0) notify(formMessage || getErrorMessage(error), 'error');
    }
  });

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={discount ? T.editDiscount : T.newDiscount}
    >
      <form noValidate onSubmit={(e) => void submit(e)} className="flex flex-col gap-4">
        <FormField label={T.name} required {...form.field('name')} />
        <FormField
          label={T.percent}
          inputMode="decimal"
          required
          placeholder="12.5"
          {...form.field('discount_percentage')}
        />
        <TextAreaField label={T.description} rows={2} {...form.field('description')} />
        <CheckboxGroup
          legend={T.appliesTo}
          options={plans.filter((p) => p.is_active).map((p) => ({ value: p.id, label: p.name }))}
          value={planIds}
          onChange={(ids) => form.change('plan_ids', ids as number[])}
          error={form.errorOf('plan_ids')}
        />
        <div className="flex justify-end gap-2">
          <Button type="button" variant="outline" onClick={onClose}>
            {T.cancel}
          </Button>
          <Button type="submit" loading={form.formState.isSubmitting}>
            {T.save}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

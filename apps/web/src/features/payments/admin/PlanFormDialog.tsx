import { PLAN_ADMIN_TEXT as T, PLAN_FLAGS, type AdminPlan } from '@careerhub/shared';
import { useState } from 'react';
import { applyServerErrors, useZodForm } from '../../../components/form';
import { Button } from '../../../components/ui/Button';
import { Dialog } from '../../../components/ui/Dialog';
import { FormField } from '../../../components/ui/FormField';
import { Switch } from '../../../components/ui/Switch';
import { TextAreaField } from '../../../components/ui/TextAreaField';
import { getErrorMessage } from '../../../lib/api';
import { notify } from '../../../lib/notify';
import { useSavePlan } from './api';
import { emptyPlanForm, planCheck, planFieldOf, planFormFrom } from './planForm';

/** Create or edit a plan: prices in major units, trial days, features one a line, the flags. */
export function PlanFormDialog(props: {
  open: boolean;
  onClose: () => void;
  organizationId: number | null;
  plan?: AdminPlan | undefined;
}) {
  if (!props.open) return null;
  return <PlanForm {...props} />;
}

function PlanForm({
  onClose,
  organizationId,
  plan,
}: {
  onClose: () => void;
  organizationId: number | null;
  plan?: AdminPlan | undefined;
}) {
  const [initial] = useState(() => (plan ? planFormFrom(plan) : emptyPlanForm()));
  const form = useZodForm(planCheck, initial, 'plan');
  const flags = form.watch('flags');
  const save = useSavePlan();

  const submit = form.handleSubmit(async (body) => {
    try {
      const saved = await save.mutateAsync({ ...(plan ? { id: plan.id } : {}), organizationId, body });
      notify(saved.message, 'success');
      onClose();
    } catch (error) {
      const { fields, formMessage } = applyServerErrors(form, error, (path) => planFieldOf(path, body));
      if (fields.length === 0) notify(formMessage || getErrorMessage(error), 'error');
    }
  });

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title={plan ? T.editPlan : T.newPlan} size="lg">
      <form noValidate onSubmit={(e) => void submit(e)} className="flex flex-col gap-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField label={T.name} required {...form.field('name')} />
          <FormField label={T.tier} inputMode="numeric" required {...form.field('subscription_tier')} />
        </div>
        <TextAreaField label={T.description} rows={2} {...form.field('description')} />
        <div className="grid gap-4 sm:grid-cols-3">
          <FormField label={T.monthly} inputMode="decimal" placeholder="19.00" {...form.field('monthly')} />
          <FormField label={T.yearly} inputMode="decimal" placeholder="190.00" {...form.field('yearly')} />
          <FormField label={T.currency} maxLength={3} {...form.field('currency')} />
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField label={T.trialDays} inputMode="numeric" {...form.field('trial_days')} />
          <FormField
            label={T.circleDiscount}
            inputMode="numeric"
            {...form.field('circle_discount_percent')}
          />
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextAreaField label={T.included} rows={3} {...form.field('included')} />
          <TextAreaField label={T.excluded} rows={3} {...form.field('excluded')} />
        </div>
        <fieldset className="grid gap-3 sm:grid-cols-2">
          <legend className="mb-2 text-sm font-medium text-text">What members get</legend>
          {PLAN_FLAGS.map((flag) => (
            <Switch
              key={flag}
              label={T.flags[flag]}
              checked={flags[flag]}
              onCheckedChange={(checked) => form.change(`flags.${flag}`, checked)}
            />
          ))}
        </fieldset>
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

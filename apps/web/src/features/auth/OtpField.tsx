import { cn } from '../../components/ui/cn';
import { OtpInput } from './OtpInput';
import type { OtpForm } from './otpForm';

/**
 * The OTP boxes of a form on the kit: a fieldset named by its legend, the boxes (the first has
 * the id `${idPrefix}-otp`, so focus can go back to it), the hint and the form's message (id `${idPrefix}-error`) under them.
 */
export function OtpField({
  form,
  legend,
  hideLegend = false,
  hintId,
  disabled,
}: {
  form: OtpForm;
  legend: string;
  hideLegend?: boolean;
  hintId?: string | undefined;
  disabled?: boolean;
}) {
  const error = form.errorOf('otp');
  const errorId = `${form.idPrefix}-error`;
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className={cn('mb-2 text-sm font-medium text-text', hideLegend && 'sr-only')}>{legend}</legend>
      <OtpInput
        id={`${form.idPrefix}-otp`}
        value={form.watch('otp')}
        onChange={(boxes) => form.change('otp', boxes)}
        errorId={error ? errorId : undefined}
        hintId={hintId}
        disabled={disabled}
      />
      {error && (
        <p id={errorId} role="alert" className="text-sm font-medium text-danger">
          {error}
        </p>
      )}
    </fieldset>
  );
}

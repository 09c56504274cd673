import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import {
  AGENT_MESSAGES as M,
  careerGpsSignupFields,
  isCountryCode,
  type CareerGpsSignupFields,
} from '@careerhub/shared';
import { useQueryClient } from '@tanstack/react-query';
import { UserPlus } from 'lucide-react';
import { applyServerErrors, useZodForm } from '../../components/form';
import { Button, buttonClasses } from '../../components/ui/Button';
import { ComboboxField } from '../../components/ui/ComboboxField';
import { FormField } from '../../components/ui/FormField';
import { isApiError } from '../../lib/api';
import { countryOptions } from '../../lib/geo';
import { signIn } from '../auth/session';
import { AGENTS_KEY, registerCareerGps } from './api';
import type { Values } from './InputStepView';

const text = (v: unknown) => (typeof v === 'string' ? v.trim() : '');

/** The registration step's answers as the sign-up form's start (country as a code, else US). */
export function signupDefaults(answers: Values): CareerGpsSignupFields {
  const country = text(answers.country).toUpperCase();
  return {
    first_name: text(answers.first_name),
    last_name: text(answers.last_name),
    email: text(answers.email),
    country: isCountryCode(country) ? country : 'US',
  };
}

/** A refused sign-up (spec 4): `active` → log in; any other status → register. */
type Refusal = { message: string; action: 'login' | 'register' };

/**
 * The last step for a visitor (redirect_to_signup): sign up with the details given at the start.
 * The new account keeps the report; the access token is stored and the report is shown.
 */
export function SignupStep({
  agentId,
  session,
  reportSlug,
  answers,
}: {
  agentId: number;
  session: string;
  reportSlug: string;
  answers: Values;
}) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const form = useZodForm(careerGpsSignupFields, signupDefaults(answers), 'gps-signup');
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const [failure, setFailure] = useState('');
  const report = `/careergps-report/${reportSlug}`;
  const next = `?next=${encodeURIComponent(report)}`;

  const submit = form.handleSubmit(async (values) => {
    setRefusal(null);
    setFailure('');
    try {
      const result = await registerCareerGps({ ...values, agent: agentId, session });
      signIn(result.access_token, result.refresh_token);
      await queryClient.invalidateQueries({ queryKey: AGENTS_KEY });
      navigate(report);
    } catch (error) {
      if (isApiError(error) && error.status === 400) {
        const { fields, formMessage } = applyServerErrors(form, error);
        if (fields.length) return;
        // The server's detail is shown (spec 8); its two known sentences choose the way on.
        if (formMessage === M.signupActive || formMessage === M.signupUsedBefore) {
          setRefusal({ message: formMessage, action: formMessage === M.signupActive ? 'login' : 'register' });
          return;
        }
        setFailure(formMessage || M.agentFailure);
        return;
      }
      setFailure(isApiError(error) && error.body.message ? error.body.message : M.agentFailure);
    }
  });

  return (
    <form noValidate onSubmit={(e) => void submit(e)}>
      <h2 className="text-lg font-semibold text-text">{M.signupTitle}</h2>
      <p className="mt-1 text-sm text-muted">{M.signupText}</p>
      <div className="mt-4 grid gap-4 sm:grid-cols-2">
        <FormField label="First name" autoComplete="given-name" {...form.field('first_name')} />
        <FormField label="Last name" autoComplete="family-name" {...form.field('last_name')} />
        <ComboboxField
          id="gps-signup-country"
          label="Country"
          options={countryOptions()}
          value={form.watch('country')}
          onChange={(value) => form.change('country', value)}
          error={form.errorOf('country')}
        />
        <FormField label="Email" type="email" autoComplete="email" {...form.field('email')} />
      </div>
      {refusal && (
        <div
          role="alert"
          className="mt-4 rounded-xl border border-amber-200 bg-amber-50 p-4 text-sm text-text"
        >
          <p>{refusal.message}</p>
          <Link
            to={`${refusal.action === 'login' ? '/login' : '/signup'}${next}`}
            className={buttonClasses('outline', 'sm', 'mt-3')}
          >
            {refusal.action === 'login' ? M.logIn : M.register}
          </Link>
        </div>
      )}
      {failure && (
        <p role="alert" className="mt-4 text-sm font-medium text-danger">
          {failure}
        </p>
      )}
      <div className="mt-6 flex flex-col-reverse items-stretch justify-between gap-3 sm:flex-row sm:items-center">
        <Link to={report} className="text-sm font-semibold text-primary underline">
          {M.signupSkip}
        </Link>
        <Button type="submit" loading={form.formState.isSubmitting}>
          <UserPlus aria-hidden="true" className="size-4" />
          {M.signupButton}
        </Button>
      </div>
    </form>
  );
}

import { Link } from 'react-router';
import {
  AGENT_LIMITS,
  AGENT_MESSAGES as M,
  profileCompletionPercent,
  type AgentInputStep,
  type AgentQuestion,
  type Identity,
} from '@careerhub/shared';
import { cn } from '../../components/ui/cn';

export type Values = Record<string, unknown>;
export type Errors = Record<string, string[]>;

export const optionsOf = (q: Pick<AgentQuestion, 'options'>): string[] =>
  Array.isArray(q.options)
    ? q.options
    : (q.options ?? '')
        .split(',')
        .map((o) => o.trim())
        .filter(Boolean);

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const blank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');
const REGISTRATION = [
  ['first_name', 'First name', 'given-name'],
  ['last_name', 'Last name', 'family-name'],
  ['country', 'Country', 'country'],
  ['email', 'Email', 'email'],
] as const;

/** Profile completion as a percent of the wizard's parts (the identity's profile_completion). */
export function completionPercent(identity: Identity | undefined): number {
  return identity ? profileCompletionPercent(identity.profile_completion) : 0;
}

/** The same checks the server makes, so most mistakes are caught before the call. */
export function checkScreen(input: AgentInputStep, values: Values, identity: Identity | undefined): Errors {
  const errors: Errors = {};
  for (const q of input.questions ?? [])
    if (q.required && blank(values[q.id])) errors[q.id] = [M.answerRequired(q.label)];
  if (input.type === 'registration')
    for (const [key] of REGISTRATION) {
      const value = values[key] ?? (key === 'country' ? 'US' : undefined);
      if (blank(value)) errors[key] = [M.required];
      else if (key === 'email' && !EMAIL.test(String(value).trim())) errors[key] = [M.invalidEmail];
    }
  if (
    input.type === 'auth_profile_source' &&
    completionPercent(identity) <= AGENT_LIMITS.profileCompletionPercent
  )
    errors._profile = [M.profileCompletion(AGENT_LIMITS.profileCompletionPercent)];
  return errors;
}

/** The keys a screen answers (to find the screen of a field the server refused). */
export function keysOf(input: AgentInputStep): string[] {
  return [
    ...(input.questions ?? []).map((q) => q.id),
    ...(input.sections ?? []).flatMap((s) => s.options.map((o) => o.key)),
    ...(input.type === 'registration' ? REGISTRATION.map(([k]) => k) : []),
    // The server's profile-completion gate answers on this key.
    ...(input.type === 'auth_profile_source' ? ['_profile'] : []),
  ];
}

const inputClass =
  'w-full rounded-lg border border-border bg-surface px-3 py-2 text-sm text-text focus-visible:outline-2 focus-visible:outline-primary';

function FieldError({ id, errors }: { id: string; errors: string[] | undefined }) {
  if (!errors?.length) return null;
  return (
    <p id={id} className="mt-1 text-sm text-danger">
      {errors[0]}
    </p>
  );
}

function Question({
  q,
  value,
  onChange,
  errors,
}: {
  q: AgentQuestion;
  value: unknown;
  onChange: (v: unknown) => void;
  errors: string[] | undefined;
}) {
  const id = `q-${q.id}`;
  const errorId = `${id}-error`;
  const options = optionsOf(q);
  if (q.type === 'radio')
    return (
      <fieldset
        aria-describedby={errors ? errorId : undefined}
        className="border-t border-border py-4 first:border-t-0"
      >
        <legend className="float-left w-full text-sm font-medium text-text">
          {q.label}
          {q.required && <span className="sr-only"> (required)</span>}
        </legend>
        <div className="clear-both flex flex-wrap gap-2 pt-3">
          {options.map((option, i) => (
            <label
              key={option}
              className={cn(
                'cursor-pointer rounded-full border px-3 py-1.5 text-sm transition has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-primary',
                value === i + 1
                  ? 'border-primary bg-primary text-primary-foreground'
                  : 'border-border bg-surface text-text hover:border-primary',
              )}
            >
              <input
                type="radio"
                name={id}
                value={i + 1}
                checked={value === i + 1}
                onChange={() => onChange(i + 1)}
                className="sr-only"
              />
              {option}
            </label>
          ))}
        </div>
        <FieldError id={errorId} errors={errors} />
      </fieldset>
    );
  const common = {
    id,
    'aria-invalid': Boolean(errors) || undefined,
    'aria-describedby': errors ? errorId : undefined,
    className: inputClass,
  };
  return (
    <div className="py-3">
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-text">
        {q.label}
        {!q.required && <span className="font-normal text-muted"> (optional)</span>}
      </label>
      {q.type === 'textarea' ? (
        <textarea
          {...common}
          rows={q.rows ?? 3}
          maxLength={AGENT_LIMITS.answerText}
          placeholder={q.placeholder ?? undefined}
          value={typeof value === 'string' ? value : ''}
          onChange={(e) => onChange(e.target.value)}
        />
      ) : q.type === 'selection' ? (
        <select
          {...common}
          value={typeof value === 'string' ? value : ''}
          onChange={(e) => onChange(e.target.value)}
        >
          <option value="">Choose…</option>
          {options.map((o) => (
            <option key={o} value={o}>
              {o}
            </option>
          ))}
        </select>
      ) : (
        <input
          {...common}
          type="text"
          maxLength={AGENT_LIMITS.answerText}
          placeholder={q.placeholder ?? undefined}
          value={typeof value === 'string' ? value : ''}
          onChange={(e) => onChange(e.target.value)}
        />
      )}
      <FieldError id={errorId} errors={errors} />
    </div>
  );
}

/** One screen of a step: its questions, checklist, registration fields or profile gate. */
export function InputStepView({
  input,
  values,
  errors,
  onChange,
  identity,
}: {
  input: AgentInputStep;
  values: Values;
  errors: Errors;
  onChange: (key: string, value: unknown) => void;
  identity: Identity | undefined;
}) {
  return (
    <div>
      {input.title && <h2 className="text-lg font-semibold text-text">{input.title}</h2>}
      {input.description && <p className="mt-1 text-sm text-muted">{input.description}</p>}
      <div className="mt-3">
        {input.type === 'registration' &&
          REGISTRATION.map(([key, label, autoComplete]) => (
            <div key={key} className="py-2">
              <label htmlFor={`reg-${key}`} className="mb-1 block text-sm font-medium text-text">
                {label}
              </label>
              <input
                id={`reg-${key}`}
                type={key === 'email' ? 'email' : 'text'}
                autoComplete={autoComplete}
                className={inputClass}
                aria-invalid={Boolean(errors[key]) || undefined}
                aria-describedby={errors[key] ? `reg-${key}-error` : undefined}
                value={String(values[key] ?? (key === 'country' ? 'US' : ''))}
                onChange={(e) => onChange(key, e.target.value)}
              />
              <FieldError id={`reg-${key}-error`} errors={errors[key]} />
            </div>
          ))}
        {(input.questions ?? []).map((q) => (
          <Question
            key={q.id}
            q={q}
            value={values[q.id]}
            errors={errors[q.id]}
            onChange={(v) => onChange(q.id, v)}
          />
        ))}
        {(input.sections ?? []).map((section) => (
          <fieldset key={section.key} className="border-t border-border py-4 first:border-t-0">
            <legend className="text-base font-semibold text-text">{section.title}</legend>
            <ul className="mt-2 flex flex-col gap-2">
              {section.options.map((option) => (
                <li key={option.key}>
                  <label className="flex cursor-pointer items-start gap-3 rounded-lg p-2 text-sm text-text hover:bg-slate-50">
                    <input
                      type="checkbox"
                      className="mt-0.5 size-4 accent-[var(--color-primary)]"
                      checked={values[option.key] === true}
                      onChange={(e) => onChange(option.key, e.target.checked)}
                    />
                    {option.label}
                  </label>
                </li>
              ))}
            </ul>
          </fieldset>
        ))}
        {input.type === 'auth_profile_source' && (
          <div className="rounded-xl bg-slate-50 p-4 text-sm text-text">
            <p>
              Your profile is {completionPercent(identity)}% complete. The plan uses your experience,
              education and résumé.
            </p>
            {errors._profile && (
              <p role="alert" className="mt-2 font-medium text-danger">
                {errors._profile[0]}
              </p>
            )}
            <Link to="/profile" className="mt-2 inline-block font-semibold text-primary underline">
              Complete your profile
            </Link>
          </div>
        )}
        {input.type === 'report_generation' && (
          <p className="rounded-xl bg-primary-soft p-4 text-sm text-text">
            Your answers are saved. Create your report to see your results and what this community has for
            you.
          </p>
        )}
      </div>
    </div>
  );
}

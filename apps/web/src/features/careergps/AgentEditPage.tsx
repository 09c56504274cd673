import { useQueryClient } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import {
  AGENT_MESSAGES as M,
  agentPatchSchema,
  agentStepPatchSchema,
  type AgentDetail,
  type AgentStep,
} from '@careerhub/shared';
import { ArrowLeft, Save } from 'lucide-react';
import { applyServerErrors, useZodForm } from '../../components/form';
import { Button, buttonClasses } from '../../components/ui/Button';
import { ErrorState } from '../../components/ui/ErrorState';
import { FormField } from '../../components/ui/FormField';
import { Skeleton } from '../../components/ui/Skeleton';
import { TextAreaField } from '../../components/ui/TextAreaField';
import { api, getErrorMessage } from '../../lib/api';
import { notify } from '../../lib/notify';
import { useIdentity } from '../auth/identity';
import { AGENTS_KEY, useAgent } from './api';

export const EDIT_TEXT = {
  title: (name: string) => `Edit ${name}`,
  agentSaved: 'Agent saved',
  stepSaved: 'Step saved',
  stepsHeading: 'Steps',
  userPromptHint:
    'What the language model is asked at this step, when one is configured. The built-in engine does not read it.',
} as const;

/** The agent's own fields: name, description and its switches. */
function AgentFields({ agent }: { agent: AgentDetail }) {
  const queryClient = useQueryClient();
  const form = useZodForm(
    agentPatchSchema,
    {
      name: agent.name,
      description: agent.description,
      is_premium: agent.is_premium,
      is_published: agent.is_published,
      can_chat: agent.can_chat,
    },
    'agent',
  );
  const onSubmit = form.handleSubmit(async (data) => {
    try {
      await api.patch(`/agents/${agent.id}/`, data, { silent: true });
      await queryClient.invalidateQueries({ queryKey: AGENTS_KEY });
      notify(EDIT_TEXT.agentSaved, 'success');
    } catch (failure) {
      if (applyServerErrors(form, failure).fields.length === 0) notify(getErrorMessage(failure), 'error');
    }
  });
  const checkbox = (name: 'is_premium' | 'is_published' | 'can_chat', label: string) => (
    <label className="flex items-center gap-2 text-sm text-text">
      <input type="checkbox" className="size-4 accent-[var(--color-primary)]" {...form.register(name)} />
      {label}
    </label>
  );
  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4" aria-label="Agent">
      <FormField label="Name" {...form.field('name')} />
      <TextAreaField label="Description" rows={3} {...form.field('description')} />
      <fieldset className="flex flex-wrap gap-x-6 gap-y-2">
        <legend className="sr-only">Availability</legend>
        {checkbox('is_published', 'Published')}
        {checkbox('is_premium', 'Premium (members with premium agents only)')}
        {checkbox('can_chat', 'Ask Anything beside it')}
      </fieldset>
      <div>
        <Button type="submit" loading={form.formState.isSubmitting}>
          <Save aria-hidden="true" className="size-4" />
          Save agent
        </Button>
      </div>
    </form>
  );
}

/** One step's texts and its user prompt, saved on their own. */
function StepFields({ step }: { step: AgentStep }) {
  const queryClient = useQueryClient();
  const form = useZodForm(
    agentStepPatchSchema,
    {
      header_text: step.header_text,
      loading_text: step.loading_text,
      description: step.description,
      next_text: step.next_text,
      user_prompt: step.user_prompt ?? '',
    },
    `step-${step.id}`,
  );
  const onSubmit = form.handleSubmit(async (data) => {
    try {
      await api.patch(`/agents/steps/${step.id}/`, data, { silent: true });
      await queryClient.invalidateQueries({ queryKey: AGENTS_KEY });
      notify(EDIT_TEXT.stepSaved, 'success');
    } catch (failure) {
      if (applyServerErrors(form, failure).fields.length === 0) notify(getErrorMessage(failure), 'error');
    }
  });
  return (
    <li className="rounded-2xl border border-border bg-surface p-5 shadow-sm">
      <h3 className="text-base font-semibold text-text">
        Step {step.order}: {step.header_text}
        <span className="ml-2 text-xs font-normal text-muted">{step.type.replaceAll('_', ' ')}</span>
      </h3>
      <form
        noValidate
        onSubmit={onSubmit}
        className="mt-4 grid gap-4 sm:grid-cols-2"
        aria-label={`Step ${step.order}`}
      >
        <FormField label="Header" {...form.field('header_text')} />
        <FormField label="Next button" {...form.field('next_text')} />
        <FormField label="Loading text" className="sm:col-span-2" {...form.field('loading_text')} />
        <TextAreaField
          label="Description"
          rows={2}
          className="sm:col-span-2"
          {...form.field('description')}
        />
        <TextAreaField
          label="User prompt"
          rows={4}
          className="sm:col-span-2"
          hint={EDIT_TEXT.userPromptHint}
          {...form.field('user_prompt')}
        />
        <div className="sm:col-span-2">
          <Button type="submit" variant="outline" loading={form.formState.isSubmitting}>
            Save step {step.order}
          </Button>
        </div>
      </form>
    </li>
  );
}

/** /careergps/{slug}/edit: staff edit an agent and each step's texts and user prompt, no deploy (spec 6, issue 22). */
export default function AgentEditPage() {
  const { slug = '' } = useParams();
  const identity = useIdentity();
  const isStaff = Boolean(identity.data?.is_staff);
  const agent = useAgent(slug, isStaff);
  let body;
  if (identity.data && !isStaff) body = <ErrorState title={M.packageNoAccess} />;
  else if (agent.isError) body = <ErrorState title={M.stepNotFound} />;
  else if (!agent.data)
    body = (
      <div aria-label="Loading the agent" className="flex flex-col gap-4">
        <Skeleton className="h-48 rounded-2xl" />
        <Skeleton className="h-64 rounded-2xl" />
      </div>
    );
  else
    body = (
      <>
        <h1 className="text-2xl font-bold tracking-tight text-text sm:text-3xl">
          {EDIT_TEXT.title(agent.data.name)}
        </h1>
        <section className="mt-6 rounded-2xl border border-border bg-surface p-5 shadow-sm">
          <AgentFields agent={agent.data} />
        </section>
        <h2 className="mt-8 text-xl font-semibold text-text">{EDIT_TEXT.stepsHeading}</h2>
        <ul className="mt-4 flex flex-col gap-4">
          {agent.data.steps.map((step) => (
            <StepFields key={step.id} step={step} />
          ))}
        </ul>
      </>
    );
  return (
    <div className="px-4 py-8 sm:px-6 lg:px-8">
      <div className="mx-auto max-w-3xl">
        <Link to={`/careergps/${slug}`} className={buttonClasses('ghost', 'sm', 'mb-4')}>
          <ArrowLeft aria-hidden="true" className="size-4" />
          Back to the agent
        </Link>
        {body}
      </div>
    </div>
  );
}

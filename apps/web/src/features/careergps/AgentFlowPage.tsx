import { useMemo, useRef, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import {
  AGENT_MESSAGES as M,
  type AgentDetail,
  type AgentInputStep,
  type AgentStep,
  type SearchResult,
} from '@careerhub/shared';
import { ArrowLeft, ArrowRight, RotateCcw, UserRound } from 'lucide-react';
import { Button, buttonClasses } from '../../components/ui/Button';
import { ErrorState } from '../../components/ui/ErrorState';
import { Skeleton } from '../../components/ui/Skeleton';
import { Spinner } from '../../components/ui/Spinner';
import { cn } from '../../components/ui/cn';
import { isApiError } from '../../lib/api';
import { useIdentity } from '../auth/identity';
import { useIsSignedIn } from '../auth/session';
import { processStage, useAgent } from './api';
import { InputStepView, checkScreen, keysOf, type Errors, type Values } from './InputStepView';
import { PersonPicker } from './PersonPicker';
import { SignupStep } from './SignupStep';

interface Screen {
  step: AgentStep;
  input: AgentInputStep;
  /** The stage's final input step: Next runs the stage on the server. */
  isLastOfStage: boolean;
}

/** The run's key, kept for this tab so a reload or a retry continues the same run. */
function sessionKey(slug: string): string {
  const storageKey = `careergps:${slug}`;
  const kept = window.sessionStorage.getItem(storageKey);
  if (kept) return kept;
  const fresh = `${crypto.randomUUID()}`;
  window.sessionStorage.setItem(storageKey, fresh);
  return fresh;
}

function screensOf(agent: AgentDetail, registered: boolean): Screen[] {
  return agent.steps.flatMap((step) => {
    const inputs = step.extra_info.input_steps[registered ? 'authenticated' : 'unauthenticated'];
    return inputs.map((input, i) => ({ step, input, isLastOfStage: i === inputs.length - 1 }));
  });
}

const pill = 'flex items-center gap-2 rounded-full px-3 py-1 text-xs font-semibold';

/** The stages; a visitor's last pill is the sign-up (`signup`: whether it is the current one). */
function Stepper({
  steps,
  current,
  signup,
}: {
  steps: AgentStep[];
  current: AgentStep | null;
  signup: boolean | null;
}) {
  return (
    <ol aria-label="Steps" className="flex flex-wrap gap-2">
      {steps.map((s, i) => (
        <li
          key={s.id}
          aria-current={s.id === current?.id ? 'step' : undefined}
          className={cn(
            pill,
            s.id === current?.id
              ? 'bg-primary text-primary-foreground'
              : !current || s.order < current.order
                ? 'bg-primary-soft text-text'
                : 'bg-slate-100 text-muted',
          )}
        >
          <span aria-hidden="true">{i + 1}</span>
          {s.header_text}
        </li>
      ))}
      {signup !== null && (
        <li
          aria-current={signup ? 'step' : undefined}
          className={cn(pill, signup ? 'bg-primary text-primary-foreground' : 'bg-slate-100 text-muted')}
        >
          <span aria-hidden="true">{steps.length + 1}</span>
          {M.signupStep}
        </li>
      )}
    </ol>
  );
}

/** The visitor's last step: the stages done, the sign-up form with the registration answers. */
function SignupScreen({
  agent,
  finished,
  answers,
}: {
  agent: AgentDetail;
  finished: { slug: string; session: string };
  answers: Record<number, Values>;
}) {
  return (
    <div className="mx-auto max-w-3xl">
      <h1 className="text-2xl font-bold tracking-tight text-text sm:text-3xl">{agent.name}</h1>
      <div className="mt-4">
        <Stepper steps={agent.steps} current={null} signup />
      </div>
      <section className="mt-6 rounded-2xl border border-border bg-surface p-5 shadow-sm sm:p-6">
        <SignupStep
          agentId={agent.id}
          session={finished.session}
          reportSlug={finished.slug}
          answers={Object.assign({}, ...Object.values(answers)) as Values}
        />
      </section>
    </div>
  );
}

/** Staff only: whom the run is for, chosen before the first step (the member's report, their profile). */
function RunFor({
  beneficiary,
  onPick,
  locked,
}: {
  beneficiary: SearchResult | null;
  onPick: (person: SearchResult | null) => void;
  locked: boolean;
}) {
  return (
    <div className="mt-4 rounded-xl border border-border bg-slate-50 p-4 text-sm">
      {beneficiary ? (
        <p className="flex flex-wrap items-center gap-2 text-text">
          <UserRound aria-hidden="true" className="size-4 text-primary" />
          Running for <strong>{beneficiary.name}</strong>
          {!locked && (
            <Button variant="ghost" size="sm" onClick={() => onPick(null)}>
              Run for myself
            </Button>
          )}
        </p>
      ) : locked ? (
        <p className="text-muted">Running for yourself.</p>
      ) : (
        <PersonPicker id="run-for" label="Run Agent for a member (optional)" onPick={onPick} />
      )}
    </div>
  );
}

function Flow({ agent }: { agent: AgentDetail }) {
  const navigate = useNavigate();
  const identity = useIdentity().data;
  const signedIn = useIsSignedIn();
  const registered = signedIn && !identity?.is_trial_user;
  /** A visitor's finished run: the sign-up step comes last (redirect_to_signup, spec 4). */
  const [finished, setFinished] = useState<{ slug: string; session: string } | null>(null);
  const screens = useMemo(() => screensOf(agent, registered), [agent, registered]);
  const [index, setIndex] = useState(0);
  const [answers, setAnswers] = useState<Record<number, Values>>({});
  const [errors, setErrors] = useState<Errors>({});
  const [state, setState] = useState<'idle' | 'loading' | 'failed'>('idle');
  const [failure, setFailure] = useState<string>(M.agentFailure);
  /** Staff "Run Agent" for a beneficiary (spec 4): the report is the member's. */
  const [beneficiary, setBeneficiary] = useState<SearchResult | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const screen = screens[index];
  if (finished) return <SignupScreen agent={agent} finished={finished} answers={answers} />;
  if (!screen) return <ErrorState title={M.stepNotFound} />;
  const stageValues = answers[screen.step.order] ?? {};

  const goTo = (next: number) => {
    setIndex(next);
    setErrors({});
    window.scrollTo({ top: 0 });
    requestAnimationFrame(() => heading.current?.focus());
  };

  async function runStage() {
    setState('loading');
    try {
      const session = sessionKey(agent.slug);
      const result = await processStage(agent.id, screen!.step.order, {
        session,
        user_response: stageValues,
        ...(beneficiary ? { user_id: beneficiary.id } : {}),
      });
      setState('idle');
      if (result.status === 'completed') {
        window.sessionStorage.removeItem(`careergps:${agent.slug}`);
        if (!signedIn) {
          setFinished({ slug: result.report_slug, session });
          window.scrollTo({ top: 0 });
          return;
        }
        navigate(`/careergps-report/${result.report_slug}`);
        return;
      }
      goTo(index + 1);
    } catch (error) {
      if (isApiError(error) && error.status === 400 && Object.keys(error.body.field_errors).length) {
        // Back to the screen of the first answer the server refused.
        const first = Object.keys(error.body.field_errors)[0]!;
        const at = screens.findIndex(
          (s) => s.step.order === screen!.step.order && keysOf(s.input).includes(first),
        );
        setState('idle');
        if (at >= 0 && at !== index) goTo(at);
        setErrors(error.body.field_errors);
        return;
      }
      setFailure(
        isApiError(error) && error.status === 403 ? error.body.message || M.agentFailure : M.agentFailure,
      );
      setState('failed');
    }
  }

  function next() {
    const found = checkScreen(screen!.input, stageValues, identity);
    if (Object.keys(found).length) {
      setErrors(found);
      return;
    }
    if (screen!.isLastOfStage) void runStage();
    else goTo(index + 1);
  }

  const change = (key: string, value: unknown) => {
    setAnswers((all) => ({
      ...all,
      [screen.step.order]: { ...(all[screen.step.order] ?? {}), [key]: value },
    }));
    if (errors[key]) setErrors(({ [key]: _gone, ...rest }) => rest);
  };

  return (
    <div className="mx-auto max-w-3xl">
      <Link to="/careergps" className="inline-flex items-center gap-1 text-sm font-semibold text-primary">
        <ArrowLeft aria-hidden="true" className="size-4" />
        CareerGPS
      </Link>
      <h1
        ref={heading}
        tabIndex={-1}
        className="mt-3 text-2xl font-bold tracking-tight text-text sm:text-3xl"
      >
        {agent.name}
      </h1>
      {identity?.is_staff && <RunFor beneficiary={beneficiary} onPick={setBeneficiary} locked={index > 0} />}
      {screen.step.extra_info.show_stepper && (
        <div className="mt-4">
          <Stepper steps={agent.steps} current={screen.step} signup={signedIn ? null : false} />
          <div className="mt-3 flex items-center gap-3">
            <div
              role="progressbar"
              aria-label="Progress"
              aria-valuemin={1}
              aria-valuemax={screens.length}
              aria-valuenow={index + 1}
              className="h-1.5 flex-1 overflow-hidden rounded-full bg-slate-200"
            >
              <div
                className="h-full bg-primary"
                style={{ width: `${((index + 1) / screens.length) * 100}%` }}
              />
            </div>
            <span className="text-xs whitespace-nowrap text-muted">
              Step {index + 1} of {screens.length}
            </span>
          </div>
        </div>
      )}
      <section className="relative mt-6 rounded-2xl border border-border bg-surface p-5 shadow-sm sm:p-6">
        <p className="text-sm font-semibold text-primary">{screen.step.header_text}</p>
        {screen.step.description && <p className="mt-1 text-sm text-muted">{screen.step.description}</p>}
        <div className="mt-4">
          <InputStepView
            input={screen.input}
            values={stageValues}
            errors={errors}
            onChange={change}
            identity={identity}
          />
        </div>
        {Object.keys(errors).length > 0 && (
          <p role="alert" className="mt-4 text-sm font-medium text-danger">
            {M.invalidAnswers}
          </p>
        )}
        {state === 'failed' && (
          <div role="alert" className="mt-4 rounded-xl border border-red-200 bg-red-50 p-4 text-sm text-text">
            <p>{failure}</p>
            <Button variant="outline" size="sm" className="mt-3" onClick={() => void runStage()}>
              <RotateCcw aria-hidden="true" className="size-4" />
              {M.retry}
            </Button>
          </div>
        )}
        <div className="mt-6 flex items-center justify-between gap-3">
          <Button
            variant="ghost"
            onClick={() => goTo(index - 1)}
            disabled={index === 0 || state === 'loading'}
          >
            <ArrowLeft aria-hidden="true" className="size-4" />
            Back
          </Button>
          <Button onClick={next} loading={state === 'loading'}>
            {screen.isLastOfStage ? screen.step.next_text || 'Next' : 'Next'}
            <ArrowRight aria-hidden="true" className="size-4" />
          </Button>
        </div>
        {state === 'loading' && (
          <div
            aria-live="polite"
            className="absolute inset-0 flex flex-col items-center justify-center gap-3 rounded-2xl bg-surface/90 p-6 text-center"
          >
            <Spinner label={screen.step.loading_text || 'Working'} className="text-primary" />
            <p className="font-medium text-text">{screen.step.loading_text}</p>
          </div>
        )}
      </section>
      {agent.extra_info.credit && <p className="mt-6 text-xs text-muted">{agent.extra_info.credit}</p>}
    </div>
  );
}

/** /careergps/{slug}: an agent's stepper; visitors use it inside the public layout (spec 2.12). */
export default function AgentFlowPage() {
  const { slug = '' } = useParams();
  const agent = useAgent(slug);
  return (
    <div className="px-4 py-8 sm:px-6 lg:px-8">
      {agent.isPending ? (
        <div className="mx-auto max-w-3xl" aria-busy="true">
          <Skeleton className="h-8 w-64" />
          <Skeleton className="mt-6 h-96 rounded-2xl" />
        </div>
      ) : agent.isError ? (
        <ErrorState
          title={isApiError(agent.error) && agent.error.status === 404 ? M.agentNotFound : M.agentFailure}
          action={
            <Link to="/careergps" className={buttonClasses('outline')}>
              Back to CareerGPS
            </Link>
          }
        />
      ) : !agent.data.access.allowed ? (
        <ErrorState
          title={agent.data.name}
          description={agent.data.access.message}
          action={
            <Link
              to={agent.data.access.reason === 'UNREGISTERED_PREMIUM_RESTRICTED' ? '/signup' : '/pricing'}
              className={buttonClasses('primary')}
            >
              {agent.data.access.reason === 'UNREGISTERED_PREMIUM_RESTRICTED'
                ? 'Sign up'
                : 'See membership plans'}
            </Link>
          }
        />
      ) : (
        <Flow agent={agent.data} />
      )}
    </div>
  );
}

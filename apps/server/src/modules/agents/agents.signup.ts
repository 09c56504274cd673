import {
  AGENT_MESSAGES as M,
  type CareerGpsSignup,
  type CareerGpsSignupRefusal,
  type CareerGpsSignupResult,
} from '@careerhub/shared';
import { AppError, notFound } from '../../http/errors.js';
import type { RateLimiter } from '../../platform/ratelimit/index.js';
import { throttled } from '../auth/auth.passwords.js';
import type { AuthService, RequestMeta } from '../auth/auth.service.js';
import type { AgentsRepository } from './agents.repository.js';

/** A 400 of career guidance registration: the error body with the address's `status` (spec 4). */
export class SignupRefused extends AppError {
  constructor(readonly status: CareerGpsSignupRefusal) {
    const message = status === 'active' ? M.signupActive : M.signupUsedBefore;
    super(400, message, { non_field_errors: [message] });
  }
  override toBody() {
    return { ...super.toBody(), status: this.status };
  }
}

/**
 * Sign-ups per address and hour: a refusal names the kind of account an email has (the spec's
 * statuses) and leaves the run unclaimed, so tries are counted.
 */
const SIGNUPS_PER_HOUR = 20;

export interface CareerGpsSignupDeps {
  repo: AgentsRepository;
  limiter: RateLimiter;
  registerTrial: AuthService['registerTrial'];
  /** The report has an owner now: forget its cached public answer. */
  onClaimed: (slug: string) => void;
}

/**
 * POST register-career-gps/: a visitor who finished a non-premium agent signs up at its last step.
 * The run is found by the agent and the session key only the visitor's browser holds; the trial
 * account and the claim of the report are written in one transaction (auth registerTrial).
 */
export function createCareerGpsSignup({ repo, limiter, registerTrial, onClaimed }: CareerGpsSignupDeps) {
  return async function registerCareerGps(
    input: CareerGpsSignup,
    meta: RequestMeta,
  ): Promise<CareerGpsSignupResult> {
    const limit = await limiter.hit(`careergps-signup:ip:${meta.ip}`, SIGNUPS_PER_HOUR, 3600);
    if (!limit.allowed) throw throttled(limit.retryAfter);
    const run = await repo.findRun(input.agent, input.session);
    if (!run || run.userId !== null || run.status !== 'completed') throw notFound(M.reportNotFound);
    const result = await registerTrial(input, meta, async (userId) => {
      // Someone claimed it a moment ago: nothing of the account is kept.
      if (!(await repo.claimRun(run.id, userId, input.country))) throw notFound(M.reportNotFound);
    });
    if ('refused' in result) throw new SignupRefused(result.refused);
    onClaimed(run.slug);
    return {
      access_token: result.pair.access,
      refresh_token: result.pair.refresh,
      detail: M.signupDone,
      status: 'created',
      report_slug: run.slug,
    };
  };
}

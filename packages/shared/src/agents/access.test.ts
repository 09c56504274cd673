import { describe, expect, it } from 'vitest';
import { agentAccess, agentUsageLimit, type AgentViewer } from './access.js';

const member = (over: Partial<AgentViewer> = {}): AgentViewer => ({
  isStaff: false,
  isRegistered: true,
  canUsePremiumAgents: false,
  usageCount: 0,
  usageLimit: 5,
  ...over,
});
const free = { isPremium: false };
const premium = { isPremium: true };

describe('CareerGPS access rules (content-ai-admin 4)', () => {
  it.each([
    ['visitor, free agent', null, free, null],
    ['visitor, premium agent', null, premium, 'UNREGISTERED_PREMIUM_RESTRICTED'],
    [
      'trial account, premium agent',
      member({ isRegistered: false }),
      premium,
      'UNREGISTERED_PREMIUM_RESTRICTED',
    ],
    ['trial account, free agent', member({ isRegistered: false, usageCount: 99 }), free, null],
    ['member, free agent, under the limit', member({ usageCount: 4 }), free, null],
    ['member, free agent, at the limit', member({ usageCount: 5 }), free, 'USAGE_LIMIT_REACHED'],
    ['member without premium, premium agent', member(), premium, 'NO_PREMIUM_SUBSCRIPTION'],
    ['member with premium, premium agent', member({ canUsePremiumAgents: true }), premium, null],
    [
      'member with premium, at the limit',
      member({ canUsePremiumAgents: true, usageCount: 5 }),
      premium,
      'USAGE_LIMIT_REACHED',
    ],
    ['member without a limit', member({ usageLimit: null, usageCount: 1000 }), free, null],
    ['staff, premium, over any limit', member({ isStaff: true, usageCount: 1000 }), premium, null],
    ['staff without a subscription', member({ isStaff: true, canUsePremiumAgents: false }), premium, null],
  ] as const)('%s', (_name, viewer, agent, reason) => {
    const access = agentAccess(viewer, agent);
    expect(access.reason).toBe(reason);
    expect(access.allowed).toBe(reason === null);
  });

  it('names a premium subscription before the usage limit', () => {
    expect(agentAccess(member({ usageCount: 5 }), premium).reason).toBe('NO_PREMIUM_SUBSCRIPTION');
  });

  it('reads the usage limit by membership tier; an unknown tier gets the free one', () => {
    expect(agentUsageLimit(0)).toBe(5);
    expect(agentUsageLimit(3)).toBeNull();
    expect(agentUsageLimit(42)).toBe(5);
  });
});

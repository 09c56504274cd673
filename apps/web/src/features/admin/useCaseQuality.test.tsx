import { render, screen } from '@testing-library/react';
import { USE_CASE_CURATION_REASONS, type UseCase } from '@careerhub/shared';
import { describe, expect, it } from 'vitest';
import { QualityBadge, qualityOf } from './useCaseQuality';

const answer = (agentId: number, level: 'high' | 'low' | null) => ({
  agent_id: agentId,
  response: {
    quality_level: level,
    last_run_at: level ? '2026-11-28T00:00:00.000Z' : null,
    reasons: level ? ['DESCRIPTION_DETAILED', 'NEAR_DUPLICATE'] : [],
    confidence: level ? 0.78 : null,
    overridden: false,
  },
});

describe('use case quality', () => {
  it("reads the curation agent's answer only, and only once it has a level", () => {
    const item = { agent_responses: [answer(2, 'low'), answer(3, 'high')] } as unknown as UseCase;
    expect(qualityOf(item, 3)?.quality_level).toBe('high');
    expect(qualityOf(item, 2)?.quality_level).toBe('low');
    expect(qualityOf(item, 9)).toBeNull();
    expect(qualityOf({ agent_responses: [answer(3, null)] } as unknown as UseCase, 3)).toBeNull();
  });

  it('shows the level with every reason written out and on hover', () => {
    render(<QualityBadge quality="medium" reasons={['DESCRIPTION_DETAILED', 'NEAR_DUPLICATE']} />);
    const badge = screen.getByText('Medium');
    expect(badge.getAttribute('title')).toBe(
      `${USE_CASE_CURATION_REASONS.DESCRIPTION_DETAILED}\n${USE_CASE_CURATION_REASONS.NEAR_DUPLICATE}`,
    );
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      USE_CASE_CURATION_REASONS.DESCRIPTION_DETAILED,
      USE_CASE_CURATION_REASONS.NEAR_DUPLICATE,
    ]);
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LearningPath as Path, LearningStepView } from '@careerhub/shared';
import { json } from '../../test/fetchStub';
import { renderPage } from '../../test/renderApp';
import { withMark } from './api';
import { LearningPath } from './LearningPath';

const step = (key: LearningStepView['key'], number: number, over: Partial<LearningStepView> = {}) =>
  ({
    key,
    number,
    title: `Title of ${key}`,
    description: `About ${key}`,
    action: 'Open it',
    item: { type: 'resource', id: number, title: `Item ${key}`, url: `/resource/item-${number}` },
    done: false,
    done_by: null,
    ...over,
  }) satisfies LearningStepView;

const path = (): Path => ({
  focus: 'career_development',
  tracks: [
    {
      key: 'career_development',
      title: 'Career development',
      done_count: 1,
      steps: [
        step('complete_profile', 1, { done: true, done_by: 'platform' }),
        step('interest_explorer', 2),
        step('join_circle', 3, {
          item: { type: 'circle', id: 9, title: 'Open data circle', url: '/circle/open-data' },
        }),
        step('read_career_tips', 4),
        step('apply_job', 5),
      ],
    },
    {
      key: 'learn_ai_skills',
      title: 'Learn AI skills',
      done_count: 0,
      steps: [
        step('ai_readiness', 1),
        step('read_resource', 2),
        step('explore_use_cases', 3),
        step('try_ai_tool', 4),
        step('save_prompts', 5),
        step('ask_assistant', 6),
      ],
    },
  ],
});

afterEach(() => vi.unstubAllGlobals());

describe('LearningPath (content-ai-admin 2.3 home)', () => {
  it('shows the focused track first as a keyboard tablist with numbered steps linking to their items', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(path())),
    );
    renderPage(<LearningPath />);
    expect(screen.getByRole('status', { name: 'Loading your learning path' })).toBeInTheDocument();
    const tablist = await screen.findByRole('tablist', { name: 'Learning path tracks' });
    const tabs = within(tablist).getAllByRole('tab');
    expect(tabs.map((t) => t.textContent)).toEqual(['Career development', 'Learn AI skills']);
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
    const steps = within(screen.getByRole('list', { name: 'Career development steps' })).getAllByRole(
      'listitem',
    );
    expect(steps).toHaveLength(5);
    expect(screen.getByText('1 of 5 steps done')).toBeInTheDocument();
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '1');
    expect(within(steps[2]!).getByRole('link', { name: /Open data circle/ })).toHaveAttribute(
      'href',
      '/circle/open-data',
    );
    // The platform saw step 1 done: Done, and nothing to undo.
    expect(within(steps[0]!).getByText('Done')).toBeInTheDocument();
    expect(within(steps[0]!).queryByRole('button')).toBeNull();

    const user = userEvent.setup();
    await user.click(tabs[0]!);
    await user.keyboard('{ArrowRight}');
    expect(tabs[1]).toHaveFocus();
    expect(tabs[1]).toHaveAttribute('aria-selected', 'true');
    expect(
      within(screen.getByRole('list', { name: 'Learn AI skills steps' })).getAllByRole('listitem'),
    ).toHaveLength(6);
    expect(screen.getByText('0 of 6 steps done')).toBeInTheDocument();
  });

  it('marks a step done and undoes it through PUT progress/', async () => {
    let current = path();
    const bodies: unknown[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: string, init?: RequestInit) => {
        if (init?.method === 'PUT') {
          const body = JSON.parse(String(init.body)) as { step: 'join_circle'; done: boolean };
          bodies.push(body);
          current = withMark(current, body.step, body.done);
          return json(body);
        }
        return json(current);
      }),
    );
    renderPage(<LearningPath />);
    const list = await screen.findByRole('list', { name: 'Career development steps' });
    const circle = within(list).getAllByRole('listitem')[2]!;
    const user = userEvent.setup();
    await user.click(within(circle).getByRole('button', { name: 'Mark as done' }));
    expect(await within(circle).findByRole('button', { name: 'Undo' })).toBeInTheDocument();
    expect(within(circle).getByText('Done')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText('2 of 5 steps done')).toBeInTheDocument());
    await user.click(within(circle).getByRole('button', { name: 'Undo' }));
    expect(await within(circle).findByRole('button', { name: 'Mark as done' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText('1 of 5 steps done')).toBeInTheDocument());
    expect(bodies).toEqual([
      { step: 'join_circle', done: true },
      { step: 'join_circle', done: false },
    ]);
  });

  it('shows an error with Retry, and the path once Retry works', async () => {
    let fail = true;
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => (fail ? json({ message: 'Something went wrong' }, 500) : json(path()))),
    );
    renderPage(<LearningPath />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not fetch items.');
    fail = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('tablist', { name: 'Learning path tracks' })).toBeInTheDocument();
  });

  it('withMark never undoes what the platform saw, and recounts the track', () => {
    const undone = withMark(path(), 'complete_profile', false);
    expect(undone.tracks[0]!.steps[0]).toMatchObject({ done: true, done_by: 'platform' });
    const marked = withMark(path(), 'apply_job', true);
    expect(marked.tracks[0]!.steps[4]).toMatchObject({ done: true, done_by: 'member' });
    expect(marked.tracks[0]!.done_count).toBe(2);
  });
});

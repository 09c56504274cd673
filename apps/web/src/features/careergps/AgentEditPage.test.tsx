import { AGENT_MESSAGES as M } from '@careerhub/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, stubWrites } from '../../test/fetchStub';
import { renderPage } from '../../test/renderApp';
import AgentEditPage from './AgentEditPage';

const agent = {
  id: 4,
  slug: 'interest-explorer',
  name: 'Interest Explorer',
  description: 'Find the work that fits your interests.',
  is_premium: false,
  is_published: true,
  can_chat: false,
  steps: [
    {
      id: 41,
      order: 1,
      type: 'checklist',
      header_text: 'Your interests',
      loading_text: 'Scoring…',
      description: 'Rate each activity.',
      next_text: 'Next',
      user_prompt: 'Summarise the interests.',
      extra_info: { show_stepper: true },
    },
  ],
};

function open(isStaff: boolean) {
  window.localStorage.setItem('access_token', 'token');
  const { bodies, answer } = stubWrites((url) =>
    url.includes('/identity/') ? json({ id: 1, is_staff: isStaff }) : json(agent),
  );
  const user = userEvent.setup();
  renderPage(<AgentEditPage />, { path: '/careergps/:slug/edit', url: '/careergps/interest-explorer/edit' });
  return { user, bodies, answer };
}

afterEach(() => {
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

describe('the staff agent editor', () => {
  it('saves the agent’s fields and a step’s user prompt with PATCH bodies from the shared schemas', async () => {
    const { user, bodies, answer } = open(true);
    const name = await screen.findByLabelText('Name');
    await user.clear(name);
    await user.type(name, 'Interest Explorer (IPIP)');
    await user.click(screen.getByLabelText('Premium (members with premium agents only)'));
    await user.click(screen.getByRole('button', { name: 'Save agent' }));
    expect(bodies[0]).toEqual({
      name: 'Interest Explorer (IPIP)',
      description: 'Find the work that fits your interests.',
      is_premium: true,
      is_published: true,
      can_chat: false,
    });
    answer(json({ ...agent, name: 'Interest Explorer (IPIP)', is_premium: true }));

    const step = screen.getByRole('form', { name: 'Step 1' });
    const prompt = within(step).getByLabelText('User prompt');
    await user.clear(prompt);
    await user.type(prompt, 'List the top three areas.');
    await user.click(within(step).getByRole('button', { name: 'Save step 1' }));
    expect(bodies[1]).toMatchObject({
      header_text: 'Your interests',
      user_prompt: 'List the top three areas.',
    });
  });

  it('keeps the name required: nothing is sent without it', async () => {
    const staff = open(true);
    const name = await screen.findByLabelText('Name');
    await staff.user.clear(name);
    await staff.user.click(screen.getByRole('button', { name: 'Save agent' }));
    expect(staff.bodies).toEqual([]);
    expect(name).toHaveAttribute('aria-invalid', 'true');
  });

  it('shows a member the no-access message', async () => {
    open(false);
    expect(await screen.findByText(M.packageNoAccess)).toBeInTheDocument();
  });
});

import { AGENT_MESSAGES as M } from '@careerhub/shared';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, stubWrites } from '../../test/fetchStub';
import { renderPage } from '../../test/renderApp';
import { SignupStep, signupDefaults } from './SignupStep';

const refusal = (message: string, status: string) =>
  json({ message, non_field_errors: [message], field_errors: {}, detail: message, status }, 400);

function open() {
  const user = userEvent.setup();
  const view = renderPage(
    <SignupStep
      agentId={3}
      session="run-abc-12345"
      reportSlug="interest-explorer-ab12"
      answers={{ first_name: ' Vera ', last_name: 'Visitor', email: 'vera@example.com', country: 'Nepal' }}
    />,
  );
  return { user, ...view };
}

afterEach(() => {
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

describe('the CareerGPS sign-up step (career guidance registration)', () => {
  it('starts from the registration step’s answers; a country that is not a code becomes US', () => {
    expect(signupDefaults({ first_name: ' Vera ', email: 'v@x.io', country: 'np' })).toEqual({
      first_name: 'Vera',
      last_name: '',
      email: 'v@x.io',
      country: 'NP',
    });
    expect(signupDefaults({ country: 'Nepal' }).country).toBe('US');
  });

  it('sends the fields with the run, stores the access token and shows the report', async () => {
    const { bodies, answer } = stubWrites();
    const { user, router } = open();
    expect(screen.getByLabelText('First name')).toHaveValue('Vera');
    await user.click(screen.getByRole('button', { name: M.signupButton }));
    expect(bodies).toEqual([
      {
        first_name: 'Vera',
        last_name: 'Visitor',
        email: 'vera@example.com',
        country: 'US',
        agent: 3,
        session: 'run-abc-12345',
      },
    ]);
    answer(
      json({
        access_token: 'new-access',
        refresh_token: 'new-refresh',
        detail: M.signupDone,
        status: 'created',
        report_slug: 'interest-explorer-ab12',
      }),
    );
    await screen.findByTestId('elsewhere');
    expect(router.state.location.pathname).toBe('/careergps-report/interest-explorer-ab12');
    expect(window.localStorage.getItem('access_token')).toBe('new-access');
    expect(window.localStorage.getItem('refresh_token')).toBe('new-refresh');
  });

  it('checks the email before sending', async () => {
    const { bodies } = stubWrites();
    const { user } = open();
    await user.clear(screen.getByLabelText('Email'));
    await user.type(screen.getByLabelText('Email'), 'vera');
    await user.click(screen.getByRole('button', { name: M.signupButton }));
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(M.invalidEmail);
    expect(bodies).toHaveLength(0);
  });

  it.each([
    [M.signupActive, 'active', M.logIn, '/login'],
    [M.signupUsedBefore, 'trial', M.register, '/signup'],
  ])(
    'a 400 with status shows the server’s detail and the way on: %s',
    async (message, status, link, path) => {
      const { answer } = stubWrites();
      const { user } = open();
      await user.click(screen.getByRole('button', { name: M.signupButton }));
      answer(refusal(message, status));
      expect(await screen.findByRole('alert')).toHaveTextContent(message);
      expect(screen.getByRole('link', { name: link })).toHaveAttribute(
        'href',
        `${path}?next=${encodeURIComponent('/careergps-report/interest-explorer-ab12')}`,
      );
      expect(window.localStorage.getItem('access_token')).toBeNull();
    },
  );
});

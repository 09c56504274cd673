import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ONBOARDING_TEXT as T } from '@careerhub/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fieldErrors, json, stubWrites } from '../../test/fetchStub';
import { renderPage } from '../../test/renderApp';
import { PortalPreferencesDialog } from './PortalPreferencesDialog';

const serve = () =>
  stubWrites((url) =>
    url.includes('/user-services/') ? json({ data: [] }) : json({ persona: 'Mentor', focus_area: 'both' }),
  );

afterEach(() => vi.unstubAllGlobals());

describe('PortalPreferencesDialog on the form kit', () => {
  it('sends the persona and the focus area; a refused persona goes back to its step with the message', async () => {
    const { bodies, answer } = serve();
    const user = userEvent.setup();
    renderPage(<PortalPreferencesDialog open onOpenChange={() => {}} />);
    const dialog = await screen.findByRole('dialog', { name: T.portalPreferences });
    await user.click(await within(dialog).findByRole('button', { name: 'Edit preferences' }));
    await user.click(within(dialog).getByRole('button', { name: T.next }));
    await user.click(within(dialog).getByRole('radio', { name: /Learn AI Skills/ }));
    const save = within(dialog).getByRole('button', { name: 'Save' });
    await user.click(save);

    await vi.waitFor(() => expect(bodies).toEqual([{ persona: 'Mentor', focus_area: 'learn_ai_skills' }]));
    expect(save).toBeDisabled();
    answer(fieldErrors({ persona: ['Choose one of the personas.'] }));
    const persona = await within(dialog).findByRole('group', { name: T.selectPersona });
    expect(persona).toHaveAccessibleDescription('Choose one of the personas.');
  });
});

import { apiTokens, expect as baseExpect, expectNoA11yViolations, test } from '../fixtures';
import { STAFF } from '../content-helpers';
import { ensureCareerAnswers, screens, toast, useTokens } from '../session';

const expect = baseExpect.configure({ timeout: 20_000 });

// Issue 23 item 6: staff edit the app's option lists from the settings page. The spec edits
// "Services members are interested in", which no other spec picks from, and resets it at the end.
const KEY = 'interested_services';
type Choice = { value: number | string; label: string; description?: string };

test('staff rename, reorder and add choices of an option list, then reset it to the defaults', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const tokens = await apiTokens(request, STAFF);
  await ensureCareerAnswers(request, tokens.access);
  const auth = { authorization: `Bearer ${tokens.access}` };
  const choices = async () =>
    ((await (await request.get('/api/v1/options-config/')).json()) as { options: Record<string, Choice[]> })
      .options[KEY]!;
  const installed = await choices();
  const stamp = Date.now().toString(36);

  try {
    await useTokens(page, tokens);
    await page.goto('/admin-dashboard/settings');
    const section = page.getByRole('region', { name: 'App options' });
    await expect(section).toBeVisible();
    const list = section.getByLabel('Option list');
    await list.selectOption(KEY);
    await expect(section.getByLabel('Choice 1 label')).toHaveValue(installed[0]!.label);
    await expect(section.getByText(`${installed.length} choices`)).toBeVisible();
    await expectNoA11yViolations(page, 'option lists');

    // Rename the second choice and move it to the top; add one at the end.
    const renamed = `Peer circles ${stamp}`;
    await section.getByLabel('Choice 2 label').fill(renamed);
    await section.getByRole('button', { name: `Move ${renamed} up` }).click();
    await expect(section.getByLabel('Choice 1 label')).toHaveValue(renamed);
    await expect(list, 'another list waits until this one is saved').toBeDisabled();
    await section.getByRole('button', { name: 'Add a choice' }).click();
    const added = section.getByLabel(`Choice ${installed.length + 1} label`);
    await expect(added).toBeFocused();
    await added.fill(`Internship matching ${stamp}`);

    // A label twice is refused where it is, before anything is sent.
    await section.getByLabel('Choice 3 label').fill(renamed.toUpperCase());
    await section.getByRole('button', { name: 'Save options' }).click();
    await expect(section.getByText('This label is already in the list.')).toBeVisible();
    await expect(section.getByLabel('Choice 3 label')).toBeFocused();
    await section.getByLabel('Choice 3 label').fill(installed[2]!.label);

    await section.getByRole('button', { name: 'Save options' }).click();
    await expect(toast(page, 'Options saved')).toBeVisible();
    await expect(list).toBeEnabled();
    const saved = await choices();
    expect(saved[0]).toEqual({ ...installed[1], label: renamed });
    expect(saved.at(-1)).toMatchObject({ label: `Internship matching ${stamp}` });
    expect(saved.at(-1)!.value, 'a new choice gets a value of its own').not.toBe(installed.at(-1)!.value);
    await expectNoA11yViolations(page, 'option list saved');
    await screens(page, 'settings-options');

    // Reset: asked first, then the installed list for everyone.
    await section.getByRole('button', { name: 'Reset to defaults' }).click();
    const dialog = page.getByRole('dialog', { name: 'Reset this list to the defaults?' });
    await expect(dialog).toBeVisible();
    await expectNoA11yViolations(page, 'reset dialog');
    await dialog.getByRole('button', { name: 'Reset to defaults' }).click();
    await expect(toast(page, 'Options reset to the defaults')).toBeVisible();
    await expect(section.getByLabel('Choice 1 label')).toHaveValue(installed[0]!.label);
    expect(await choices()).toEqual(installed);
  } finally {
    await request.delete(`/api/v1/options-config/${KEY}/`, { headers: auth });
  }
});

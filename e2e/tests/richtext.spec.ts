import type { Locator } from '@playwright/test';
import { expect as baseExpect, expectNoA11yViolations, test } from '../fixtures';
import { signInDemo } from '../session';

// The machine running these is shared and often loaded: screens get more time to appear.
const expect = baseExpect.configure({ timeout: 20_000 });

// Issue 18, the rich-text editor: a staff member edits an organization's description with bold
// text, a list, a link and a pasted YouTube address, saves, and sees it rendered on the page.

const STAFF = 'staff@demo.careerhub.example';
const VIDEO = 'https://www.youtube.com/watch?v=dQw4w9WgXcQ';

/** What the editor itself has selected (its state, which the page's selection reaches a moment later). */
function editorSelection(editor: Locator) {
  return editor.evaluate((element) => {
    type State = {
      selection: { from: number; to: number; empty: boolean };
      doc: { textBetween(from: number, to: number): string };
    };
    // Tiptap keeps its editor on the editable element.
    const { state } = (element as unknown as { editor: { state: State } }).editor;
    return {
      text: state.doc.textBetween(state.selection.from, state.selection.to),
      empty: state.selection.empty,
    };
  });
}

test('rich text: bold, a list, a link and a YouTube embed in a group description', async ({
  page,
  request,
}) => {
  test.setTimeout(400_000);
  await signInDemo(page, request, STAFF);
  await page.goto('/org/careerhub-community');
  await expect(page.getByRole('heading', { level: 1, name: 'CareerHub Community' })).toBeVisible();
  await page.getByRole('button', { name: 'Edit', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: /^Edit / });
  await expect(dialog).toBeVisible();

  // The demo organization has no country yet: the form needs one to save.
  const country = dialog.getByLabel('Country *');
  if ((await country.inputValue()) === '') await country.fill('Nepal');
  const editor = dialog.getByRole('textbox', { name: 'Description *' });
  await editor.click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.press('Delete');
  await page.keyboard.type('Welcome to ');
  // Bold by the toolbar button, then off again by the shortcut.
  await dialog.getByRole('toolbar', { name: 'Formatting' }).getByRole('button', { name: 'Bold' }).click();
  await page.keyboard.type('our community');
  await expect(dialog.getByRole('button', { name: 'Bold' })).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.press('ControlOrMeta+B');
  await page.keyboard.type('.');
  await page.keyboard.press('Enter');
  // A bulleted list by the markdown shortcut.
  await page.keyboard.type('- Mentoring');
  await page.keyboard.press('Enter');
  await page.keyboard.type('Workshops');
  await page.keyboard.press('Enter');
  await page.keyboard.press('Enter');
  // A link through the link dialog (Ctrl+K) on the selected word.
  await page.keyboard.type('Read the guide');
  await expect(editor).toContainText('Read the guide');
  // The editor reads the page's selection a moment after each key: on a loaded machine a press can
  // be lost (CI once linked "uide"). Select again until the editor itself holds exactly the word.
  await expect(async () => {
    await page.keyboard.press('End');
    for (let i = 0; i < 5; i++) await page.keyboard.press('Shift+ArrowLeft');
    await expect.poll(async () => (await editorSelection(editor)).text, { timeout: 2_000 }).toBe('guide');
  }).toPass();
  await page.keyboard.press('ControlOrMeta+K');
  const linkDialog = page.getByRole('dialog', { name: 'Add link' });
  await expect(linkDialog).toBeVisible();
  await linkDialog.getByLabel('Link address').fill('javascript:alert(1)');
  await linkDialog.getByRole('button', { name: 'Save link' }).click();
  await expect(linkDialog.getByText('Enter a valid URL.')).toBeVisible();
  await linkDialog.getByLabel('Link address').fill('example.com/guide');
  await linkDialog.getByRole('button', { name: 'Save link' }).click();
  await expect(linkDialog).toBeHidden();
  await expect(editor).toBeFocused();
  // The linked word is still selected when focus comes back: wait for the link, then move the
  // caret past it. The page's selection can be collapsed while the editor still holds the word
  // (an Enter then replaced it on CI): Enter waits until the editor's own selection is empty.
  await expect(editor.getByRole('link', { name: 'guide', exact: true })).toBeVisible();
  await expect(async () => {
    await page.keyboard.press('End');
    await expect.poll(async () => (await editorSelection(editor)).empty, { timeout: 2_000 }).toBe(true);
  }).toPass();
  await page.keyboard.press('Enter');
  // Pasting a YouTube address embeds the video.
  await editor.evaluate((element, url) => {
    const data = new DataTransfer();
    data.setData('text/plain', url);
    element.dispatchEvent(
      new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
    );
  }, VIDEO);
  await expect(editor.getByText('YouTube video')).toBeVisible();
  await expect(dialog.getByText(/\d+ \/ 4,000 characters/)).toBeVisible();

  await expectNoA11yViolations(page, 'group form with the rich-text editor');
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.waitForTimeout(150);
    await dialog.screenshot({ path: `test-results/screens/richtext-editor-${width}.png` });
  }

  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(
    page
      .getByRole('status')
      .filter({ hasText: /Successfully updated/ })
      .first(),
  ).toBeVisible();
  await expect(dialog).toBeHidden();

  // The page shows what was written, as elements, with the video in the YouTube player.
  const main = page.getByRole('main');
  await expect(main.locator('strong', { hasText: 'our community' })).toBeVisible();
  await expect(main.getByRole('listitem').filter({ hasText: 'Mentoring' })).toBeVisible();
  await expect(main.getByRole('listitem').filter({ hasText: 'Workshops' })).toBeVisible();
  await expect(main.getByRole('link', { name: 'guide', exact: true })).toHaveAttribute(
    'href',
    'https://example.com/guide',
  );
  await expect(main.locator('iframe[title="YouTube video"]')).toHaveAttribute(
    'src',
    'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
  );
  // Reloaded from the server: the same content.
  await page.reload();
  await expect(main.locator('strong', { hasText: 'our community' })).toBeVisible();
  await expectNoA11yViolations(page, 'organization page with a rich-text description');
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.waitForTimeout(150);
    await page.screenshot({ path: `test-results/screens/richtext-view-${width}.png`, fullPage: true });
  }
});

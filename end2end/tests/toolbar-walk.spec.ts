import type { Page } from '@playwright/test';
import { test, expect, openEditor, joinSession, workshopBlog } from './fixtures';

// Every toolbar action, in every state a page can be in: offline, and in a
// live session locked, following the owner, and with a question open (as
// the owner and as an attendee). Whatever an action cannot do then, it
// says; nothing panics and the console stays clean.

// The browser logs each request an offline page makes.
const offlineFetch = /net::ERR_INTERNET_DISCONNECTED/;
test.use({ allowedConsoleErrors: [offlineFetch] });

const SMALL_SQL = 'CREATE TABLE shelves (id INT PRIMARY KEY, label TEXT);';

/** Presses each toolbar control once, closing what it opens, and answers
 *  any confirmation with Cancel (so nothing is replaced for everyone). */
async function walkToolbar(page: Page): Promise<number> {
  let pressed = 0;
  const toolbar = page.getByRole('toolbar', { name: 'Editor tools' });
  // The panels a button opens, by the button's name; each may wait for its
  // module (or, offline, never open).
  const opens: Record<string, string> = {
    'My models': 'My models',
    Shortcuts: 'Keyboard shortcuts',
    Share: 'Share link',
    'Private link': 'Share link',
  };
  const closeWhatOpened = async (pressed?: string) => {
    const panel = pressed && opens[pressed] ? page.getByRole('dialog', { name: opens[pressed] }) : null;
    if (panel) await panel.waitFor({ state: 'visible', timeout: 2_000 }).catch(() => {});
    for (const close of await page.getByRole('button', { name: 'Close', exact: true }).all()) {
      if (await close.isVisible()) await close.click();
    }
    await page.keyboard.press('Escape');
  };
  // Real buttons: the file pickers (role button too) are set below.
  for (const button of await toolbar.locator('button').all()) {
    if (!(await button.isVisible()) || !(await button.isEnabled())) continue;
    const label = (await button.textContent())?.trim();
    await button.click({ timeout: 5_000 });
    pressed += 1;
    await closeWhatOpened(label);
  }
  await toolbar.getByRole('checkbox', { name: 'with advice' }).click();
  for (const menu of ['Open an example', 'Export schema']) {
    const select = toolbar.getByRole('combobox', { name: menu });
    if (!(await select.isEnabled())) continue;
    const values = await select.locator('option').evaluateAll((options) =>
      options.map((option) => (option as HTMLOptionElement).value).filter(Boolean),
    );
    for (const value of values.slice(0, 3)) await select.selectOption(value);
    await closeWhatOpened();
  }
  for (const input of ['import-file', 'open-file']) {
    const picker = toolbar.getByTestId(input);
    if (!(await picker.isEnabled())) continue;
    await picker.setInputFiles({ name: 'shelves.sql', mimeType: 'application/sql', buffer: Buffer.from(SMALL_SQL) });
  }
  const name = toolbar.getByRole('textbox').first();
  if (await name.isEditable()) {
    await name.fill('Walked');
    await name.press('Enter');
  }
  // The editor still answers a click.
  await page.getByTestId('canvas').click({ position: { x: 20, y: 20 } });
  return pressed;
}

test('offline, every toolbar action says what it cannot do and nothing panics', async ({ page, context }) => {
  test.setTimeout(90_000);
  page.on('dialog', (dialog) => dialog.dismiss());
  await openEditor(page);
  await page.getByRole('button', { name: 'New entity' }).click();
  await context.setOffline(true);
  expect(await walkToolbar(page)).toBeGreaterThanOrEqual(14);
  await context.setOffline(false);
  await expect(page.getByTestId('canvas').getByRole('button', { name: /^Entity / }).first()).toBeVisible();
});

test('in a live session, locked, following and with a question open, every toolbar action is safe', async ({
  browser,
  request,
}) => {
  test.setTimeout(150_000);
  const started = await request.post('/api/v1/sessions', { data: workshopBlog });
  const { url, owner_key: ownerKey } = await started.json();
  const errors: string[] = [];
  const owner = await joinSession(browser, url, 'Olive', { ownerKey, errors });
  const attendee = await joinSession(browser, url, 'Ann', { errors });
  for (const page of [owner, attendee]) page.on('dialog', (dialog) => dialog.dismiss());
  const status = attendee.getByTestId('live-status');

  await owner.getByRole('button', { name: 'Lock editing' }).click();
  await expect(status).toContainText('Editing is locked');
  // New and the other replacing actions are disabled for an attendee.
  expect(await walkToolbar(attendee)).toBeGreaterThan(10);
  await owner.getByRole('button', { name: 'Unlock editing' }).click();
  await expect(status).not.toContainText('locked');

  await owner.getByRole('button', { name: 'Follow me' }).click();
  await expect(status).toContainText("Following the owner's view");
  expect(await walkToolbar(attendee)).toBeGreaterThan(10);
  await owner.getByRole('button', { name: 'Stop follow me' }).click();

  await owner.getByRole('button', { name: /^Relationship / }).first().click();
  await owner.getByRole('button', { name: 'Ask about this relationship' }).click();
  await expect(attendee.getByTestId('live-question')).toBeVisible();
  expect(await walkToolbar(attendee)).toBeGreaterThan(10);
  expect(await walkToolbar(owner)).toBeGreaterThanOrEqual(14);

  // The session still carries edits both ways.
  await owner.getByRole('button', { name: 'New entity' }).click();
  const boxes = (page: Page) => page.getByTestId('canvas').getByRole('button', { name: /^Entity / });
  await expect(boxes(attendee)).toHaveCount(await boxes(owner).count());
  expect(errors.filter((error) => !offlineFetch.test(error))).toEqual([]);
});

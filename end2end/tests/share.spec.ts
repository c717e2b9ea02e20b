import { test as plainTest } from '@playwright/test';
import { test, expect, waitForHydration, openEditor, addEntity } from './fixtures';

// Sharing: the link opens the same model and recommendations in a fresh
// browser; an edit there makes a fork with a new link, the old one unchanged.
test('a shared link shows the model to others, and their edits fork it', async ({ page, browser }) => {
  await openEditor(page);
  await page.getByRole('textbox', { name: 'Model name' }).fill('Library');
  await page.getByRole('textbox', { name: 'Model name' }).press('Enter');
  await addEntity(page, 'Student');
  await addEntity(page, 'Email');
  await page.getByRole('button', { name: 'Entity Student' }).click();
  await page.getByRole('combobox', { name: 'Relationship target' }).selectOption({ label: 'Email' });
  await page.getByRole('combobox', { name: 'Cardinality' }).selectOption('one-to-few');
  await page.getByRole('button', { name: 'Add relationship' }).click();

  await page.getByRole('button', { name: 'Share' }).click();
  const linkInput = page.getByRole('textbox', { name: 'Share link' });
  await expect(linkInput).toHaveValue(/\/m\/[A-Za-z0-9_-]{22}$/);
  const link = await linkInput.inputValue();
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.getByRole('button', { name: 'Copy link' }).click();
  await expect(page.getByRole('dialog', { name: 'Share link' })).toContainText('Copied.');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
  // What the link stores, to compare after someone forks it.
  const stored = await (await page.request.get(link.replace('/m/', '/api/v1/models/'))).json();
  expect(stored.name).toBe('Library');

  // Someone else opens it, in a browser with work of their own.
  const other = await browser.newContext();
  const visitor = await other.newPage();
  await visitor.goto('/editor');
  await waitForHydration(visitor);
  await addEntity(visitor, 'Mine');
  // Before any script: the server rendered the diagram and the verdict.
  const html = await (await visitor.request.get(link)).text();
  expect(html).toContain('<title>Library · Nestlink</title>');
  expect(html).toContain('property="og:title"');
  expect(html).toContain('Student → Email');
  // Its model is read before the page is taken over, by a split module the
  // page asks for beside the main module, not a round trip after it; the
  // editor's own page, with nothing to read first, does not ask for it.
  expect(html).toMatch(/<link rel="preload" href="\/pkg\/chunk_\d+\.[\w-]+\.wasm" as="fetch" crossorigin="anonymous">/);
  expect(html).toMatch(/<link rel="preload" href="\/pkg\/split_read_shared_\d+\.[\w-]+\.wasm" as="fetch" crossorigin="anonymous">/);
  expect(await (await visitor.request.get('/editor')).text()).not.toContain('read_shared');
  expect(html).toMatch(/data-testid="verdict-pattern"[^>]*data-pattern="embed-array"[^>]*>Embed an array</);
  await visitor.goto(link);
  await waitForHydration(visitor);
  await expect(visitor.getByRole('button', { name: 'Entity Student' })).toBeVisible();
  await expect(visitor.getByRole('button', { name: 'Entity Email' })).toBeVisible();
  // In the browser the live advice takes over from the server's verdicts.
  await expect(visitor.getByTestId('verdict-icon')).toHaveAttribute('data-pattern', 'embed-array');
  await expect(visitor.getByTestId('verdicts')).toHaveCount(0);
  await expect(visitor.getByTestId('shared-banner')).toContainText('first edit');

  // An edit forks it; sharing again gives a new link.
  await visitor.keyboard.press('n');
  await expect(visitor.getByTestId('shared-banner')).toContainText('a fork of');
  await visitor.getByRole('button', { name: 'Share' }).click();
  const forkInput = visitor.getByRole('textbox', { name: 'Share link' });
  await expect(forkInput).toHaveValue(/\/m\/[A-Za-z0-9_-]{22}$/);
  expect(await forkInput.inputValue()).not.toBe(link);

  // The fork is a new model of the visitor's own, at an address that
  // reopens it; their own work stays as it was, in My models.
  await expect(visitor).toHaveURL(/\/editor#mine=[0-9]+$/);
  await visitor.getByRole('textbox', { name: 'Share link' }).press('Escape');
  await visitor.reload();
  await waitForHydration(visitor);
  await expect(visitor.getByTestId('entity')).toHaveCount(3);
  await visitor.getByRole('button', { name: 'My models' }).click();
  const mine = visitor.getByRole('dialog', { name: 'My models' });
  await expect(mine.getByTestId('my-model')).toHaveCount(2);
  await expect(mine.getByTestId('my-model').first()).toContainText('open here');
  await expect(mine.getByRole('textbox', { name: 'Name of Library', exact: true })).toHaveValue('Library');
  await mine.getByRole('button', { name: 'Open Untitled model', exact: true }).click();
  await expect(visitor.getByRole('button', { name: 'Entity Mine' })).toBeVisible();
  await expect(visitor.getByTestId('entity')).toHaveCount(1);

  // The original link still shows the original, exactly as it was stored.
  const original = await visitor.request.get(link.replace('/m/', '/api/v1/models/'));
  const model = await original.json();
  expect(model.entities).toHaveLength(2);
  expect(model).toEqual(stored);
  await other.close();
});

// Chromium logs the 404 of the page itself as a console error, so this one
// does without the console check.
plainTest('an unknown share link says so', async ({ page }) => {
  let loads = 0;
  page.on('load', () => loads++);
  const response = await page.goto('/m/AAAAAAAAAAAAAAAAAAAAAA');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  // Once the browser has taken the page over, it stays: no reloading.
  await waitForHydration(page);
  await page.waitForLoadState('networkidle');
  expect(loads).toBe(1);
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
});

test('a private link carries the model itself; a model too large for one is pointed to Share', async ({ page, browser }) => {
  await openEditor(page);
  await addEntity(page, 'Host');
  await page.getByRole('button', { name: 'Private link' }).click();
  const link = await page.getByRole('textbox', { name: 'Share link' }).inputValue();
  expect(link).toMatch(/\/editor#m=[A-Za-z0-9_-]+$/);

  const other = await browser.newContext();
  const visitor = await other.newPage();
  await visitor.goto(link);
  await waitForHydration(visitor);
  await expect(visitor.getByRole('button', { name: 'Entity Host' })).toBeVisible();
  // The model leaves the address once opened: the address names the new
  // model it became in this browser, so a reload does not open it twice.
  await expect(visitor).toHaveURL(/\/editor#mine=[0-9]+$/);
  await visitor.reload();
  await waitForHydration(visitor);
  await expect(visitor.getByRole('button', { name: 'Entity Host' })).toBeVisible();
  await visitor.getByRole('button', { name: 'My models' }).click();
  await expect(visitor.getByRole('dialog', { name: 'My models' }).getByTestId('my-model')).toHaveCount(1);
  await other.close();

  // Random names do not compress: far over what a link can carry.
  const random = () => Math.random().toString(36).slice(2, 12);
  const entities = Array.from({ length: 120 }, (_, i) => ({
    id: `e${i}`,
    name: `E ${random()}`,
    x: (i % 12) * 300,
    y: Math.floor(i / 12) * 300,
    fields: Array.from({ length: 6 }, () => ({ name: `f_${random()}`, type: 'string' })),
  }));
  await page.getByTestId('open-file').setInputFiles({
    name: 'big.json',
    mimeType: 'application/json',
    buffer: Buffer.from(JSON.stringify({ version: 1, name: 'Big', entities, relationships: [] })),
  });
  await expect(page.getByRole('button', { name: 'Entity E', exact: false }).first()).toBeVisible();
  await page.getByRole('button', { name: 'Private link' }).click();
  const alert = page.getByRole('alert').filter({ hasText: 'too large to carry inside a link' });
  await expect(alert).toContainText('Use Share');
  // The message offers the stored link at once.
  await alert.getByRole('button', { name: 'Share instead' }).click();
  await expect(page.getByRole('textbox', { name: 'Share link' })).toHaveValue(/\/m\/[A-Za-z0-9_-]{22}$/);
});

// Chromium logs the 503 itself as a console error, so this one checks only
// that nothing on the page throws.
plainTest('with the database down, Share says so and the editor keeps working locally', async ({ page }) => {
  const thrown: string[] = [];
  page.on('pageerror', (error) => thrown.push(error.message));
  await page.route('**/api/v1/models', (route) =>
    route.fulfill({
      status: 503,
      contentType: 'application/json',
      body: JSON.stringify({
        error: {
          code: 'storage_unavailable',
          message: 'Sharing is unavailable right now; your model is safe in this browser.',
        },
      }),
    }),
  );
  await openEditor(page);
  await addEntity(page, 'Offline');
  await page.getByRole('button', { name: 'Share' }).click();
  const alert = page.getByRole('alert').filter({ hasText: 'Not shared' });
  await expect(alert).toContainText('safe in this browser');
  await expect(page.getByRole('textbox', { name: 'Share link' })).toHaveCount(0);
  // Editing goes on, and the work survives a reload.
  await page.keyboard.press('Escape');
  await addEntity(page, 'Still here');
  await page.reload();
  await waitForHydration(page);
  await expect(page.getByRole('button', { name: 'Entity Offline' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Entity Still here' })).toBeVisible();
  expect(thrown).toEqual([]);
});

import { test, expect, waitForHydration, openEditor, addEntity } from './fixtures';
import type { Page } from '@playwright/test';

// My models: the browser keeps every model under its own key, so nothing
// one model does writes over another.

function savedDocument(name: string, entity: string) {
  const model = {
    version: 1,
    name,
    entities: [{ id: 'e1', name: entity, x: 40, y: 40, fields: [{ name: '_id', type: 'objectId' }] }],
    relationships: [],
  };
  return JSON.stringify({ model, history: { past: [], future: [] } });
}

/** A browser whose earlier version left `saved` as its one autosave. */
async function savedEarlier(page: Page, saved: string) {
  await page.goto('/');
  await page.evaluate((saved) => {
    localStorage.clear();
    localStorage.setItem('nestlink.editor.v1', saved);
  }, saved);
}

async function openMyModels(page: Page) {
  await page.getByRole('button', { name: 'My models' }).click();
  return page.getByRole('dialog', { name: 'My models' });
}

test('the single save of earlier versions moves into My models, and nothing saved is lost', async ({ page }) => {
  const old = savedDocument('Old blog', 'Post');
  const aside = savedDocument('Set aside', 'Draft');
  // What an earlier version left in this browser: its one autosave, and the
  // copy it set aside before a shared model replaced it.
  await page.goto('/');
  await page.evaluate(
    ([old, aside]) => {
      localStorage.clear();
      localStorage.setItem('nestlink.editor.v1', old);
      localStorage.setItem('nestlink.editor.v1.previous', aside);
    },
    [old, aside],
  );
  await openEditor(page);
  await expect(page.getByTestId('canvas').getByRole('button', { name: 'Entity Post' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Model name' })).toHaveValue('Old blog');
  await expect(page).toHaveURL(/\/editor#mine=[0-9]+$/);

  const panel = await openMyModels(page);
  await expect(panel.getByTestId('my-model')).toHaveCount(2);
  await expect(panel.getByRole('textbox', { name: 'Name of Old blog', exact: true })).toHaveValue('Old blog');
  await expect(panel.getByRole('textbox', { name: 'Name of Set aside', exact: true })).toHaveValue('Set aside');
  // The old keys are left as they were.
  expect(await page.evaluate(() => localStorage.getItem('nestlink.editor.v1'))).toBe(old);
  expect(await page.evaluate(() => localStorage.getItem('nestlink.editor.v1.previous'))).toBe(aside);

  // The copy set aside opens, and its address reopens it after a reload.
  await panel.getByRole('button', { name: 'Open Set aside', exact: true }).click();
  await expect(panel).toHaveCount(0);
  await expect(page.getByTestId('canvas').getByRole('button', { name: 'Entity Draft' })).toBeVisible();
  await page.reload();
  await waitForHydration(page);
  await expect(page.getByTestId('canvas').getByRole('button', { name: 'Entity Draft' })).toBeVisible();
  // A second start migrates nothing again.
  await expect((await openMyModels(page)).getByTestId('my-model')).toHaveCount(2);
});

test('a saved model is read by a module of its own: the tools wait for it, and an entity added meanwhile is kept as a model of its own', async ({ page }) => {
  // The model this browser saved, read by a split module (app/src/reading.rs)
  // held back here, as a slow network would.
  await savedEarlier(page, savedDocument('Old blog', 'Post'));
  let release = () => {};
  const held = new Promise<void>((done) => (release = done));
  let asked = false;
  await page.route('**/split_read_saved_*.wasm', async (route) => {
    asked = true;
    await held;
    await route.continue();
  });
  await page.goto('/editor');
  await waitForHydration(page);
  await expect.poll(() => asked).toBe(true);
  // Until it is open, the toolbar takes no click that it would undo.
  await expect(page.getByRole('button', { name: 'New entity' })).toBeDisabled();
  // A key still adds an entity to the model on the screen.
  await page.keyboard.press('Shift+N');
  await expect(page.getByTestId('entity')).toHaveCount(1);
  release();
  await expect(page.getByRole('button', { name: 'New entity' })).toBeEnabled();
  // That work is not replaced by the saved model, and both are kept.
  await expect(page.getByTestId('entity')).toHaveCount(1);
  await expect(page.getByTestId('canvas').getByRole('button', { name: 'Entity Post' })).toHaveCount(0);
  const panel = await openMyModels(page);
  await expect(panel.getByTestId('my-model')).toHaveCount(2);
  await expect(panel.getByRole('textbox', { name: 'Name of Old blog', exact: true })).toHaveValue('Old blog');
  await expect(panel.getByTestId('my-model').first()).toContainText('1 entity, 0 relationships · open here');
});

test('a saved model opens once its reader arrives, with the toolbar', async ({ page }) => {
  await savedEarlier(page, savedDocument('Old blog', 'Post'));
  await openEditor(page);
  await expect(page.getByTestId('canvas').getByRole('button', { name: 'Entity Post' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'New entity' })).toBeEnabled();
  await addEntity(page, 'Comment');
  await page.reload();
  await waitForHydration(page);
  await expect(page.getByTestId('canvas').getByRole('button', { name: 'Entity Comment' })).toBeVisible();
  await expect((await openMyModels(page)).getByTestId('my-model')).toHaveCount(1);
});

test('New keeps the model you had; My models renames, duplicates, deletes with undo and opens', async ({ page }) => {
  await openEditor(page);
  await page.getByRole('textbox', { name: 'Model name' }).fill('Blog');
  await page.getByRole('textbox', { name: 'Model name' }).press('Enter');
  await addEntity(page, 'Author');
  await page.getByRole('button', { name: 'New', exact: true }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'kept in My models' })).toBeVisible();
  await expect(page.getByTestId('entity')).toHaveCount(0);
  await addEntity(page, 'Tag');

  const panel = await openMyModels(page);
  const rows = panel.getByTestId('my-model');
  await expect(rows).toHaveCount(2);
  // The last edited first: the new one, open here.
  await expect(rows.first()).toContainText('1 entity, 0 relationships · open here');
  await expect(panel.getByRole('button', { name: 'Delete Untitled model', exact: true })).toBeDisabled();

  // Renamed in the list, without opening it.
  const blog = panel.getByRole('textbox', { name: 'Name of Blog', exact: true });
  await blog.fill('Blog v1');
  await blog.press('Enter');
  await expect(panel.getByRole('textbox', { name: 'Name of Blog v1', exact: true })).toHaveValue('Blog v1');

  await panel.getByRole('button', { name: 'Duplicate Blog v1', exact: true }).click();
  await expect(rows).toHaveCount(3);
  await expect(panel.getByRole('textbox', { name: 'Name of Blog v1 (copy)', exact: true })).toHaveValue('Blog v1 (copy)');

  await panel.getByRole('button', { name: 'Delete Blog v1 (copy)', exact: true }).click();
  await expect(rows).toHaveCount(2);
  await expect(panel).toContainText('Deleted "Blog v1 (copy)".');
  await panel.getByRole('button', { name: 'Undo delete' }).click();
  await expect(rows).toHaveCount(3);
  await expect(panel.getByRole('button', { name: 'Undo delete' })).toHaveCount(0);

  // Opening one shows it, and the model that was open is still there.
  await panel.getByRole('button', { name: 'Open Blog v1', exact: true }).click();
  await expect(page.getByTestId('canvas').getByRole('button', { name: 'Entity Author' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Model name' })).toHaveValue('Blog v1');
  // Its rename is an undo step of its own.
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(page.getByRole('textbox', { name: 'Model name' })).toHaveValue('Blog');
  const again = await openMyModels(page);
  await again.getByRole('button', { name: 'Open Untitled model', exact: true }).click();
  await expect(page.getByTestId('canvas').getByRole('button', { name: 'Entity Tag' })).toBeVisible();
});

test('Escape closes My models, as it closes the shortcuts panel', async ({ page }) => {
  await openEditor(page);
  await addEntity(page, 'Author');
  const panel = await openMyModels(page);
  await expect(panel).toBeVisible();
  // In the panel's name box, Escape first leaves the box; then it closes.
  await panel.getByRole('textbox').first().click();
  await page.keyboard.press('Escape');
  await expect(panel).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(page.getByRole('button', { name: 'My models' })).toBeEnabled();
});

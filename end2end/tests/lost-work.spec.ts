import type { Locator, Page } from '@playwright/test';
import { test, expect, openEditor, addEntity, joinSession } from './fixtures';

// Nothing a person types is lost: a name typed and left by a click on the
// canvas is kept, an attendee of a locked session is told why instead of a
// crash, and two people adding at the same moment each keep their own.

function entity(page: Page, name: string) {
  return page.getByTestId('canvas').getByRole('button', { name: `Entity ${name}`, exact: true });
}

/** Adds a field to the selected entity and types its name, leaving the box focused. */
async function typeNewField(page: Page, name: string) {
  await page.getByRole('button', { name: 'Add field' }).click();
  const box = page.getByRole('textbox', { name: /^Field \d+ name$/ }).last();
  await expect(box).toBeFocused();
  await box.fill(name);
}

async function expectField(page: Page, entityName: string, field: string) {
  await entity(page, entityName).click();
  await expect(page.getByRole('textbox', { name: 'Entity name' })).toHaveValue(entityName);
  await expect(page.getByRole('textbox', { name: /^Field \d+ name$/ }).last()).toHaveValue(field);
}

test('a field name typed and left by a click on the canvas or another entity is kept', async ({ page }) => {
  await openEditor(page);
  await addEntity(page, 'Alpha');
  await addEntity(page, 'Beta');

  // Left by a click on the canvas's empty background.
  await entity(page, 'Alpha').click();
  await typeNewField(page, 'email');
  const canvas = (await page.getByTestId('canvas').boundingBox())!;
  await page.mouse.click(canvas.x + canvas.width - 30, canvas.y + canvas.height - 30);
  await expectField(page, 'Alpha', 'email');

  // Left by a click on another entity.
  await typeNewField(page, 'phone');
  await entity(page, 'Beta').click();
  await expect(page.getByRole('textbox', { name: 'Entity name' })).toHaveValue('Beta');
  await expectField(page, 'Alpha', 'phone');

  // A count typed in the entity's facts, left the same way.
  const count = page.getByRole('spinbutton', { name: 'Document count' });
  await count.fill('5000');
  await entity(page, 'Beta').click();
  await entity(page, 'Alpha').click();
  await expect(page.getByRole('spinbutton', { name: 'Document count' })).toHaveValue('5000');
});

const library = {
  version: 1,
  name: 'Library',
  entities: [{ id: 'author', name: 'Author', x: 40, y: 60, fields: [{ name: 'name', type: 'string' }] }],
  relationships: [],
};

test('a locked attendee pressing New entity with an entity selected is told why, and the notice goes on unlock', async ({
  browser,
  request,
}) => {
  const errors: string[] = [];
  const started = await request.post('/api/v1/sessions', { data: library });
  const { url, owner_key: ownerKey } = await started.json();
  const owner = await joinSession(browser, url, 'Olive', { ownerKey, errors });
  const ann = await joinSession(browser, url, 'Ann', { errors });

  await entity(ann, 'Author').click();
  await expect(ann.getByRole('textbox', { name: 'Entity name' })).toHaveValue('Author');
  await owner.getByRole('button', { name: 'Lock editing' }).click();
  await expect(ann.getByTestId('live-status')).toContainText('Editing is locked');

  await ann.getByRole('button', { name: 'New entity' }).click();
  const notice = ann.getByRole('alert').filter({ hasText: 'locked editing' });
  await expect(notice).toBeVisible();
  await expect(ann.getByTestId('canvas').getByRole('button', { name: /^Entity / })).toHaveCount(1);
  const annsName = ann.getByRole('textbox', { name: 'Entity name' });
  await expect(annsName).toHaveValue('Author');
  // While locked, the inspector takes no typing (a name typed there would
  // only stay in its box, refused).
  await expect(annsName).toBeDisabled();

  await owner.getByRole('button', { name: 'Unlock editing' }).click();
  await expect(ann.getByTestId('live-status')).not.toContainText('locked');
  await expect(notice).toHaveCount(0);
  await expect(annsName).toBeEnabled();
  await annsName.fill('Writer');
  await annsName.press('Enter');
  await expect(entity(owner, 'Writer')).toBeVisible();
  expect(errors).toEqual([]);
});

test('two people adding an entity at the same moment each name their own', async ({ browser, request }) => {
  const errors: string[] = [];
  const started = await request.post('/api/v1/sessions', { data: library });
  const { url } = await started.json();
  const ann = await joinSession(browser, url, 'Ann', { errors });
  const bob = await joinSession(browser, url, 'Bob', { errors });

  await Promise.all([
    ann.getByRole('button', { name: 'New entity' }).click(),
    bob.getByRole('button', { name: 'New entity' }).click(),
  ]);
  // Each names the entity their own editor made and selected.
  await Promise.all(
    [
      [ann, 'Alpha'],
      [bob, 'Gamma'],
    ].map(async ([page, name]) => {
      const box = (page as Page).getByRole('textbox', { name: 'Entity name' });
      await box.fill(name as string);
      await box.press('Enter');
    }),
  );
  for (const page of [ann, bob]) {
    await expect(entity(page, 'Alpha')).toBeVisible();
    await expect(entity(page, 'Gamma')).toBeVisible();
    await expect(page.getByTestId('canvas').getByRole('button', { name: /^Entity / })).toHaveCount(3);
    // Given the same free place at once, the later box moved: neither hides the other.
    await expect.poll(() => overlapping(entity(page, 'Alpha'), entity(page, 'Gamma'))).toBe(false);
  }
  expect(errors).toEqual([]);
});

async function overlapping(one: Locator, other: Locator) {
  const [a, b] = [(await one.boundingBox())!, (await other.boundingBox())!];
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

test('a name someone else takes while a person types it is numbered for that person, who is told', async ({
  browser,
  request,
}) => {
  const errors: string[] = [];
  const book = { id: 'book', name: 'Book', x: 400, y: 60, fields: [{ name: 'title', type: 'string' }] };
  const started = await request.post('/api/v1/sessions', {
    data: { ...library, entities: [...library.entities, book] },
  });
  const { url } = await started.json();
  const ann = await joinSession(browser, url, 'Ann', { errors });
  const bob = await joinSession(browser, url, 'Bob', { errors });

  // Bob types Book's new name; before he presses Enter, Ann gives Author that name.
  await entity(bob, 'Book').click();
  const bobsName = bob.getByRole('textbox', { name: 'Entity name' });
  await bobsName.fill('Shared');
  await entity(ann, 'Author').click();
  const annsName = ann.getByRole('textbox', { name: 'Entity name' });
  await annsName.fill('Shared');
  await annsName.press('Enter');
  await expect(entity(bob, 'Shared')).toBeVisible();
  await bobsName.press('Enter');

  for (const page of [ann, bob]) {
    await expect(entity(page, 'Shared')).toBeVisible();
    await expect(entity(page, 'Shared 2')).toBeVisible();
    await expect(page.getByTestId('problem-count')).toHaveText('No problems');
  }
  await expect(bob.getByRole('alert')).toContainText('yours is \u201cShared 2\u201d');
  await expect(bobsName).toHaveValue('Shared 2');
  expect(errors).toEqual([]);
});

test('in a live session only the owner replaces the whole model, once they confirm', async ({ browser, request }) => {
  const errors: string[] = [];
  const started = await request.post('/api/v1/sessions', { data: library });
  const { url, owner_key: ownerKey } = await started.json();
  const owner = await joinSession(browser, url, 'Olive', { ownerKey, errors });
  const ann = await joinSession(browser, url, 'Ann', { errors });

  // An attendee's New, Open file, Import, Examples and My models are off, with the reason.
  await expect(ann.getByRole('button', { name: 'New', exact: true })).toBeDisabled();
  await expect(ann.getByRole('combobox', { name: 'Open an example' })).toBeDisabled();
  // Said beside them, in the words the page carries (`data-note`).
  const [shown, note] = await ann
    .getByTestId('replace-model')
    .evaluate((fieldset) => [getComputedStyle(fieldset, '::after').content, fieldset.getAttribute('data-note')]);
  expect(note).toBe("Only the session's owner replaces the model.");
  expect(shown).toMatch(/^attr\(data-note\)$|Only the session's owner replaces the model/);
  await expect(owner.getByRole('button', { name: 'New', exact: true })).toBeEnabled();

  // The owner is asked first; declining changes nothing.
  let asked = '';
  owner.once('dialog', (dialog) => {
    asked = dialog.message();
    void dialog.dismiss();
  });
  await owner.getByRole('button', { name: 'New', exact: true }).click();
  await expect.poll(() => asked).toContain('for everyone');
  await expect(entity(ann, 'Author')).toBeVisible();
  await expect(entity(owner, 'Author')).toBeVisible();

  // Confirmed, the example replaces everyone's model.
  owner.once('dialog', (dialog) => void dialog.accept());
  await owner.getByRole('combobox', { name: 'Open an example' }).selectOption({ label: 'Hosts and their log messages' });
  for (const page of [owner, ann]) {
    await expect(entity(page, 'Host')).toBeVisible();
    await expect(entity(page, 'Author')).toHaveCount(0);
  }
  expect(errors).toEqual([]);
});

test("a person whose edit someone replaced a moment later is told on the canvas, by the box", async ({
  browser,
  request,
}) => {
  const errors: string[] = [];
  const started = await request.post('/api/v1/sessions', { data: library });
  const { url } = await started.json();
  const ann = await joinSession(browser, url, 'Ann', { errors });
  const bob = await joinSession(browser, url, 'Bob', { errors });

  const rename = async (page: Page, from: string, to: string) => {
    await entity(page, from).click();
    const box = page.getByRole('textbox', { name: 'Entity name' });
    await box.fill(to);
    await box.press('Enter');
  };
  await rename(ann, 'Author', 'Writer');
  await expect(entity(bob, 'Writer')).toBeVisible();
  await rename(bob, 'Writer', 'Poet');

  // Ann is told, over the canvas next to the box, who changed it; Bob,
  // whose edit is the one kept, is not.
  const told = ann.getByTestId('canvas').getByTestId('live-overwritten');
  await expect(told).toContainText("Bob changed what you had just set (an entity's name)");
  const [said, box] = [(await told.boundingBox())!, (await entity(ann, 'Poet').boundingBox())!];
  expect(Math.abs(said.x - box.x)).toBeLessThan(6);
  // Beside the box, never over its name.
  expect(said.y + said.height <= box.y || said.y >= box.y + box.height).toBe(true);
  await expect(bob.getByTestId('live-overwritten')).toHaveCount(0);
  // Briefly: it goes by itself.
  await expect(told).toHaveCount(0, { timeout: 8_000 });
  expect(errors).toEqual([]);
});

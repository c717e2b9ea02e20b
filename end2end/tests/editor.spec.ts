import { test, expect, waitForHydration, openEditor, addEntity } from './fixtures';

test('draws entities, fields and a relationship, and finds them again after a reload', async ({ page }) => {
  await openEditor(page);
  await addEntity(page, 'Student');
  await page.getByRole('button', { name: 'Add field' }).click();
  const fieldName = page.getByRole('textbox', { name: 'Field 1 name' });
  await fieldName.fill('first_name');
  await fieldName.press('Enter');
  await expect(page.getByTestId('canvas')).toContainText('first_name');

  await addEntity(page, 'Email');
  await page.getByTestId('canvas').getByRole('button', { name: 'Entity Student' }).click();
  await page.getByRole('combobox', { name: 'Relationship target' }).selectOption({ label: 'Email' });
  await page.getByRole('combobox', { name: 'Cardinality' }).selectOption('one-to-few');
  await page.getByRole('button', { name: 'Add relationship' }).click();
  await expect(page.getByRole('heading', { name: 'Relationship' })).toBeVisible();
  await expect(page.getByTestId('relationship')).toHaveCount(1);
  await expect(page.getByTestId('relationship')).toContainText('1:few');
  // The question counts in the plural.
  await expect(page.getByTestId('how-many')).toContainText('How many Emails per Student, typically?');

  await page.reload();
  await waitForHydration(page);
  await expect(page.getByTestId('canvas').getByRole('button', { name: 'Entity Student' })).toBeVisible();
  await expect(page.getByTestId('canvas').getByRole('button', { name: 'Entity Email' })).toBeVisible();
  await expect(page.getByTestId('canvas')).toContainText('first_name');
  await expect(page.getByTestId('relationship')).toHaveCount(1);
});

test('undo and redo walk through edits, with buttons and the keyboard, across a reload', async ({ page }) => {
  await openEditor(page);
  await addEntity(page, 'Host');
  await page.keyboard.press('Escape');
  await page.keyboard.press('n');
  await expect(page.getByTestId('entity')).toHaveCount(2);
  // The new entity's name has the keys: Escape gives them back to the editor.
  await expect(page.getByRole('textbox', { name: 'Entity name' })).toBeFocused();
  await page.keyboard.press('Escape');

  await page.keyboard.press('Control+z');
  await expect(page.getByTestId('entity')).toHaveCount(1);
  await page.keyboard.press('Control+Shift+z');
  await expect(page.getByTestId('entity')).toHaveCount(2);
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(page.getByTestId('entity')).toHaveCount(1);

  // The history survives a reload: the rename and the creation can still be undone.
  await page.reload();
  await waitForHydration(page);
  await expect(page.getByTestId('canvas').getByRole('button', { name: 'Entity Host' })).toBeVisible();
  await page.keyboard.press('Control+y');
  await expect(page.getByTestId('entity')).toHaveCount(2);
  await page.keyboard.press('Control+z');
  await page.keyboard.press('Control+z');
  await expect(page.getByTestId('canvas').getByRole('button', { name: 'Entity Entity 1' })).toBeVisible();
  await page.keyboard.press('Control+z');
  await expect(page.getByTestId('entity')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Undo' })).toBeDisabled();
});

test('dragging an entity moves it, as one undo step', async ({ page }) => {
  await openEditor(page);
  await addEntity(page, 'Book');
  const book = page.getByTestId('canvas').getByRole('button', { name: 'Entity Book' });
  const before = await book.boundingBox();
  expect(before).not.toBeNull();
  await page.mouse.move(before!.x + 40, before!.y + 15);
  await page.mouse.down();
  await page.mouse.move(before!.x + 140, before!.y + 95, { steps: 5 });
  await page.mouse.up();
  const after = await book.boundingBox();
  expect(after!.x - before!.x).toBeCloseTo(100, 0);
  expect(after!.y - before!.y).toBeCloseTo(80, 0);

  await page.getByRole('button', { name: 'Undo' }).click();
  const undone = await book.boundingBox();
  expect(undone!.x).toBeCloseTo(before!.x, 0);
});

test('a problem is shown next to the thing at fault', async ({ page }) => {
  await openEditor(page);
  await addEntity(page, 'Course');
  await expect(page.getByTestId('problem-count')).toHaveText('No problems');
  await page.getByRole('button', { name: 'Add field' }).click();
  await page.getByRole('button', { name: 'Add field' }).click();
  const second = page.getByRole('textbox', { name: 'Field 2 name' });
  await second.fill('field_1');
  await second.press('Enter');
  await expect(page.getByTestId('problems')).toBeVisible();
  await expect(page.getByTestId('problem-count')).toHaveText('1 problem');
});

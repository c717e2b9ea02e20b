import { test, expect, waitForHydration } from './fixtures';
import type { Page } from '@playwright/test';

// The university of the seed tutorial (DigitalOcean's, read in three translations): a student with an ID
// card, e-mails, courses and message-board posts, drawn with mouse and keyboard.

async function addEntity(page: Page, name: string, fields: string[]) {
  await page.keyboard.press('Escape');
  await page.keyboard.press('n');
  const nameInput = page.getByRole('textbox', { name: 'Entity name' });
  await nameInput.fill(name);
  await nameInput.press('Enter');
  for (const [i, field] of fields.entries()) {
    await page.getByRole('button', { name: 'Add field' }).click();
    const input = page.getByRole('textbox', { name: `Field ${i + 1} name` });
    await input.fill(field);
    await input.press('Enter');
  }
  await nameInput.press('Escape');
}

async function relateInInspector(page: Page, from: string, to: string, cardinality: string) {
  await page.getByTestId('canvas').getByRole('button', { name: `Entity ${from}` }).focus();
  await page.keyboard.press('Enter');
  await page.getByRole('combobox', { name: 'Relationship target' }).selectOption({ label: to });
  await page.getByRole('combobox', { name: 'Cardinality' }).selectOption(cardinality);
  await page.getByRole('button', { name: 'Add relationship' }).click();
  await expect(page.getByRole('heading', { name: 'Relationship' })).toBeVisible();
}

async function setNumber(page: Page, label: string, value: string) {
  const input = page.getByRole('spinbutton', { name: label });
  await input.fill(value);
  await input.press('Enter');
}

test('draws the university model and finds it intact after a reload', async ({ page }) => {
  await page.goto('/editor');
  await waitForHydration(page);

  await addEntity(page, 'Student', ['first_name', 'last_name']);
  await addEntity(page, 'Email', ['email', 'type']);
  await addEntity(page, 'IdCard', ['number']);
  // Types and how often a field changes, set from the keyboard.
  await page.getByTestId('canvas').getByRole('button', { name: 'Entity IdCard' }).focus();
  await page.keyboard.press('Enter');
  await page.getByRole('combobox', { name: 'Type of number' }).selectOption('long');
  await page.getByRole('combobox', { name: 'How often number changes' }).selectOption('never');
  await page.keyboard.press('Escape');
  await addEntity(page, 'Course', ['name']);
  await addEntity(page, 'Post', ['title']);
  await page.keyboard.press('l');
  await page.keyboard.press('f');

  // Student -> Email by dragging from the handle, then the counts in the inspector.
  const handle = page.getByTestId('canvas').getByRole('button', { name: 'Entity Student' }).getByTestId('connector');
  const email = await page.getByTestId('canvas').getByRole('button', { name: 'Entity Email' }).boundingBox();
  await handle.hover();
  await page.mouse.down();
  await page.mouse.move(email!.x + email!.width / 2, email!.y + email!.height / 2, { steps: 6 });
  await page.mouse.up();
  await expect(page.getByText('From Student to Email')).toBeVisible();
  await page.getByRole('combobox', { name: 'Cardinality' }).selectOption('one-to-few');
  await setNumber(page, 'Typical count', '2');
  await setNumber(page, 'Maximum count', '5');

  await relateInInspector(page, 'Student', 'IdCard', 'one-to-one');
  await relateInInspector(page, 'Student', 'Course', 'many-to-many');
  await page.getByRole('checkbox', { name: 'Course is read or updated on its own' }).check();
  await relateInInspector(page, 'Student', 'Post', 'one-to-squillions');
  await page.getByRole('checkbox', { name: 'No upper limit (grows for ever)' }).check();
  await expect(page.getByTestId('relationship')).toHaveCount(4);
  await expect(page.getByTestId('problem-count')).toHaveText('No problems');

  await page.reload();
  await waitForHydration(page);
  for (const name of ['Student', 'Email', 'IdCard', 'Course', 'Post']) {
    await expect(page.getByTestId('canvas').getByRole('button', { name: `Entity ${name}` })).toBeVisible();
  }
  await expect(page.getByTestId('relationship')).toHaveCount(4);
  await page.getByRole('button', { name: /^Relationship Email/ }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('spinbutton', { name: 'Typical count' })).toHaveValue('2');
  await expect(page.getByRole('spinbutton', { name: 'Maximum count' })).toHaveValue('5');
  await expect(page.getByRole('combobox', { name: 'Cardinality' })).toHaveValue('one-to-few');
  await page.getByRole('button', { name: /^Relationship Post/ }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('checkbox', { name: 'No upper limit (grows for ever)' })).toBeChecked();
  await page.getByRole('button', { name: /^Relationship Course/ }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('checkbox', { name: 'Course is read or updated on its own' })).toBeChecked();
  await page.getByTestId('canvas').getByRole('button', { name: 'Entity IdCard' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('combobox', { name: 'Type of number' })).toHaveValue('long');
  await expect(page.getByRole('combobox', { name: 'How often number changes' })).toHaveValue('never');
});

import { test, expect, openEditor, smallestText } from './fixtures';
import type { Locator, Page } from '@playwright/test';

// Drawing a small model should take few actions: a new entity appears in
// view with its name ready to type over, Enter in a field's name adds the
// next field, and the keys reach everything. Both tests draw the same
// five-entity blog model and count what it took.

const FIELDS: Record<string, string[]> = {
  Blog: ['name'],
  Post: ['title', 'body'],
  Comment: ['text'],
  Author: ['name'],
  Tag: ['label'],
};

/** Counts every mouse action and every key pressed. */
class Counter {
  mouse = 0;
  keys = 0;
  constructor(private page: Page) {}
  async click(target: Locator) {
    this.mouse++;
    await target.click();
  }
  async press(key: string) {
    this.keys++;
    await this.page.keyboard.press(key);
  }
  async type(text: string) {
    this.keys += text.length;
    await this.page.keyboard.type(text);
  }
  /** Drags from the entity's round handle onto another entity: one action. */
  async relate(from: string, to: string) {
    this.mouse++;
    const canvas = this.page.getByTestId('canvas');
    const handle = canvas.getByRole('button', { name: `Entity ${from}`, exact: true }).getByTestId('connector');
    const target = (await canvas.getByRole('button', { name: `Entity ${to}`, exact: true }).boundingBox())!;
    await handle.hover();
    await this.page.mouse.down();
    await this.page.mouse.move(target.x + target.width / 2, target.y + target.height / 2, { steps: 6 });
    await this.page.mouse.up();
  }
}

/** The entity's box lies wholly inside the canvas. */
async function expectInView(page: Page, name: string) {
  const canvas = (await page.getByTestId('canvas').boundingBox())!;
  const box = (await page.getByTestId('canvas').getByRole('button', { name: `Entity ${name}`, exact: true }).boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(canvas.x);
  expect(box.y).toBeGreaterThanOrEqual(canvas.y);
  expect(box.x + box.width).toBeLessThanOrEqual(canvas.x + canvas.width);
  expect(box.y + box.height).toBeLessThanOrEqual(canvas.y + canvas.height);
}

/** The finished model, as the canvas and the problem count show it. */
async function expectBlogModel(page: Page) {
  const canvas = page.getByTestId('canvas');
  for (const [entity, fields] of Object.entries(FIELDS)) {
    const box = canvas.getByRole('button', { name: `Entity ${entity}`, exact: true });
    await expect(box).toBeVisible();
    for (const field of fields) await expect(box).toContainText(field);
  }
  await expect(page.getByTestId('entity')).toHaveCount(5);
  await expect(page.getByTestId('relationship')).toHaveCount(4);
  await expect(page.getByTestId('relationship').filter({ hasText: 'N:M' })).toHaveCount(1);
  await expect(page.getByTestId('problem-count')).toHaveText('No problems');
}

test('the blog model drawn with the mouse (names typed) takes at most 45 mouse actions', async ({ page }) => {
  await openEditor(page);
  const count = new Counter(page);
  for (const [entity, fields] of Object.entries(FIELDS)) {
    await count.click(page.getByRole('button', { name: 'New entity' }));
    // The name is selected: typing replaces it.
    await expect(page.getByRole('textbox', { name: 'Entity name' })).toBeFocused();
    await count.type(entity);
    await count.press('Enter');
    await expectInView(page, entity);
    await count.click(page.getByRole('button', { name: 'Add field' }));
    for (const field of fields) {
      await expect(page.getByRole('textbox', { name: /^Field \d+ name$/ }).last()).toBeFocused();
      await count.type(field);
      await count.press('Enter');
    }
    // Enter made one more field: Escape takes it away while it is untouched
    // (pressed once it has the focus, a frame after Enter, as a person sees it).
    const fieldNames = page.getByRole('textbox', { name: /^Field \d+ name$/ });
    await expect(fieldNames).toHaveCount(fields.length + 1);
    await expect(fieldNames.last()).toBeFocused();
    await count.press('Escape');
    await expect(page.getByRole('textbox', { name: /^Field \d+ name$/ })).toHaveCount(fields.length);
  }
  await count.relate('Blog', 'Post');
  await count.relate('Post', 'Comment');
  await count.relate('Author', 'Post');
  await count.relate('Tag', 'Post');
  await count.click(page.getByRole('combobox', { name: 'Cardinality' }));
  count.mouse++; // picking the option
  await page.getByRole('combobox', { name: 'Cardinality' }).selectOption('many-to-many');
  await expectBlogModel(page);

  // Rename in place selects the old name, so typing replaces it.
  await count.click(page.getByTestId('canvas').getByRole('button', { name: 'Entity Tag', exact: true }));
  count.mouse++; // a double-click is two clicks
  await page.getByTestId('canvas').getByRole('button', { name: 'Entity Tag', exact: true }).dblclick();
  await count.type('Label');
  await count.press('Enter');
  await expect(page.getByTestId('canvas').getByRole('button', { name: 'Entity Label', exact: true })).toBeVisible();
  console.log(`quick drawing with the mouse: ${count.mouse} mouse actions, ${count.keys} keys for names`);
  expect(count.mouse).toBeLessThanOrEqual(45);

  // On a 1280x720 projector, presenter view shows the model whole in large type.
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.getByRole('button', { name: 'Presenter view', exact: true }).click();
  await expect.poll(() => smallestText(page, '.entity-name')).toBeGreaterThanOrEqual(18);
  expect(await smallestText(page, '.field-name')).toBeGreaterThanOrEqual(18);
  for (const entity of ['Blog', 'Post', 'Comment', 'Author', 'Label']) await expectInView(page, entity);
});

test('the blog model drawn without a mouse takes at most 150 keys', async ({ page }) => {
  await openEditor(page);
  const count = new Counter(page);
  const target = page.getByRole('combobox', { name: 'Relationship target' });
  // Relates the selected entity: R goes to its target list, letters pick one.
  const relate = async (letters: string, to: string, manyToMany = false) => {
    await count.press('r');
    await expect(target).toBeFocused();
    await count.type(letters);
    await expect(target.locator('option:checked')).toHaveText(to);
    await count.press('Tab');
    if (manyToMany) await count.type('m');
    await count.press('Tab');
    await count.press('Enter');
    await expect(page.getByRole('heading', { name: 'Relationship' })).toBeVisible();
  };
  for (const [entity, fields] of Object.entries(FIELDS)) {
    await count.press('n');
    await expect(page.getByRole('textbox', { name: 'Entity name' })).toBeFocused();
    await count.type(entity);
    await count.press('Enter');
    await count.press('Escape');
    await expectInView(page, entity);
    // A adds a field, its name ready; Enter adds the next.
    await count.press('a');
    for (const field of fields) {
      await expect(page.getByRole('textbox', { name: /^Field \d+ name$/ }).last()).toBeFocused();
      await count.type(field);
      await count.press('Enter');
    }
    // As in the mouse test: Enter made one more field, which takes the
    // focus a frame later; Escape takes it away once it has it (pressed
    // before, Escape left the previous field and the next keys were typed
    // into the new one).
    const fieldNames = page.getByRole('textbox', { name: /^Field \d+ name$/ });
    await expect(fieldNames).toHaveCount(fields.length + 1);
    await expect(fieldNames.last()).toBeFocused();
    await count.press('Escape');
    if (entity === 'Post') {
      await count.press('[');
      await relate('p', 'Post');
    } else if (entity === 'Comment') {
      await count.press('[');
      await relate('co', 'Comment');
    } else if (entity === 'Author') {
      await relate('p', 'Post');
    } else if (entity === 'Tag') {
      await relate('p', 'Post', true);
    }
  }
  await expectBlogModel(page);
  console.log(`quick drawing from the keyboard: ${count.keys} keys`);
  expect(count.keys).toBeLessThanOrEqual(150);
});

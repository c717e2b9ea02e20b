import { test, expect, openEditor, addEntity, waitForHydration } from './fixtures';

// A model of `count` entities on a grid `columns` wide, far wider than the screen.
function gridModel(count: number, columns = 10) {
  const entities = Array.from({ length: count }, (_, i) => ({
    id: `e${i}`,
    name: `Grid ${i}`,
    x: (i % columns) * 400,
    y: Math.floor(i / columns) * 300,
    fields: [{ name: 'title', type: 'string' }],
  }));
  const relationships = [{ id: 'r0', from: 'e0', to: 'e59', cardinality: 'one-to-many' }];
  return { version: 1, name: 'Grid', entities, relationships };
}

test('a big model draws what is on screen, and all of it once fitted', async ({ page }) => {
  await openEditor(page);
  await page.getByTestId('open-file').setInputFiles({
    name: 'grid.json',
    mimeType: 'application/json',
    buffer: Buffer.from(JSON.stringify(gridModel(60))),
  });
  // Opened, it is fitted: every box is drawn; too small to read, fields become bars.
  await expect(page.getByTestId('entity')).toHaveCount(60);
  await expect(page.getByTestId('canvas')).not.toContainText('title');
  for (let click = 0; click < 6; click++) await page.getByRole('button', { name: 'Zoom in' }).click();
  await expect(page.getByTestId('canvas')).toContainText('title');

  // Zoomed in on the first box, the far corner is not drawn...
  await page.keyboard.press(']');
  await expect(page.getByTestId('canvas').getByRole('button', { name: 'Entity Grid 0', exact: true })).toBeVisible();
  await expect(page.getByTestId('canvas').getByRole('button', { name: 'Entity Grid 59', exact: true })).toHaveCount(0);
  const drawn = await page.getByTestId('entity').count();
  expect(drawn).toBeGreaterThan(0);
  expect(drawn).toBeLessThan(60);
  // ...but the line from the first box to it is, since it starts on screen.
  await expect(page.getByTestId('relationship')).toHaveCount(1);

  // Fitted again, every box is drawn.
  await page.getByRole('button', { name: 'Fit' }).click();
  await expect(page.getByTestId('entity')).toHaveCount(60);
});

test('a thousand-box schema fits whole as an overview, where a box still drags', async ({ page }) => {
  // A thousand boxes are drawn three times over: more than the usual budget.
  test.setTimeout(90_000);
  await openEditor(page);
  await page.getByTestId('open-file').setInputFiles({
    name: 'enterprise.json',
    mimeType: 'application/json',
    buffer: Buffer.from(JSON.stringify(gridModel(1000, 32))),
  });
  await expect(page.getByTestId('canvas').getByRole('button', { name: 'Entity Grid 0', exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Fit' }).click();
  await expect(page.getByTestId('entity')).toHaveCount(1000);
  // Every box lies inside the canvas: the schema is seen whole.
  const outside = await page.getByTestId('canvas').evaluate((canvas) => {
    const frame = canvas.getBoundingClientRect();
    return [...canvas.querySelectorAll('[data-testid="entity"]')].filter((box) => {
      const r = box.getBoundingClientRect();
      return r.left < frame.left - 1 || r.right > frame.right + 1 || r.top < frame.top - 1 || r.bottom > frame.bottom + 1;
    }).length;
  });
  expect(outside).toBe(0);
  // Too small for names: the boxes are bare, and still move with the pointer.
  await expect(page.getByText('Grid 500', { exact: true })).toBeHidden();
  const box = page.getByTestId('canvas').getByRole('button', { name: 'Entity Grid 500', exact: true });
  const before = await box.boundingBox();
  await page.mouse.move(before!.x + before!.width / 2, before!.y + 2);
  await page.mouse.down();
  for (let step = 1; step <= 5; step++) await page.mouse.move(before!.x + before!.width / 2 + step * 10, before!.y + 2);
  await page.mouse.up();
  await expect.poll(async () => Math.round((await box.boundingBox())!.x - before!.x)).toBe(50);
  // Zoomed in far enough to read, the names come back.
  const canvas = (await page.getByTestId('canvas').boundingBox())!;
  await page.mouse.move(canvas.x + canvas.width / 2, canvas.y + canvas.height / 2);
  await page.mouse.wheel(0, -2000);
  await expect(page.getByTestId('canvas').getByText(/^Grid \d+$/).first()).toBeVisible();
});

test('a reload shows the same part of the diagram at the same zoom', async ({ page }) => {
  await openEditor(page);
  await addEntity(page, 'Student');
  const tools = page.getByRole('toolbar', { name: 'Editor tools' });
  await tools.getByRole('button', { name: 'Zoom in' }).click();
  await tools.getByRole('button', { name: 'Zoom in' }).click();
  await expect(tools.getByText('144%')).toBeVisible();
  const box = page.getByTestId('canvas').getByRole('button', { name: 'Entity Student' });
  const before = (await box.boundingBox())!;
  await page.reload();
  await waitForHydration(page);
  await expect(tools.getByText('144%')).toBeVisible();
  const after = (await box.boundingBox())!;
  expect(Math.abs(after.x - before.x)).toBeLessThan(3);
  expect(Math.abs(after.y - before.y)).toBeLessThan(3);
});

test('the inspector keeps focus while a person types, tabs and undoes', async ({ page }) => {
  await openEditor(page);
  await addEntity(page, 'Student');
  await page.getByRole('button', { name: 'Add field' }).click();
  await page.getByRole('button', { name: 'Add field' }).click();

  const name = page.getByRole('textbox', { name: 'Entity name' });
  await name.fill('Pupil');
  await name.press('Tab');
  // The rename is applied and focus moved on to the next control, not lost.
  await expect(page.getByTestId('canvas').getByRole('button', { name: 'Entity Pupil' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Field 1 name' })).toBeFocused();

  await page.keyboard.type('email');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('combobox', { name: 'Type of email' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('combobox', { name: 'How often email changes' })).toBeFocused();

  // Undo puts the old name back into the very same input element: the
  // form was not rebuilt under the person.
  const field = page.getByRole('textbox', { name: 'Field 1 name' });
  const element = await field.elementHandle();
  if (!element) throw new Error('no field input');
  await field.focus();
  await page.keyboard.press('Escape');
  await page.keyboard.press('Control+z');
  await expect(field).toHaveValue('field_1');
  expect(await element.evaluate((input) => input.isConnected)).toBe(true);
  expect(await element.evaluate((input) => (input as HTMLInputElement).value)).toBe('field_1');
});

test('two fingers pinch to zoom on a touch screen', async ({ page }) => {
  await openEditor(page);
  await addEntity(page, 'Host');
  await expect(page.getByText('100%')).toBeVisible();
  const canvas = page.getByTestId('canvas');
  const box = await canvas.boundingBox();
  if (!box) throw new Error('the canvas has no box');
  const [cx, cy] = [box.x + box.width / 2, box.y + box.height / 2];
  // Playwright has no multi-touch; the browser gets the same pointer events a
  // touch screen sends.
  await canvas.evaluate(
    (element, { cx, cy }) => {
      const send = (type: string, id: number, x: number) =>
        element.dispatchEvent(
          new PointerEvent(type, { pointerId: id, pointerType: 'touch', clientX: x, clientY: cy, bubbles: true, isPrimary: id === 1 }),
        );
      send('pointerdown', 1, cx - 50);
      send('pointerdown', 2, cx + 50);
      for (let step = 1; step <= 10; step++) {
        send('pointermove', 1, cx - 50 - step * 5);
        send('pointermove', 2, cx + 50 + step * 5);
      }
      send('pointerup', 1, cx - 100);
      send('pointerup', 2, cx + 100);
    },
    { cx, cy },
  );
  await expect(page.getByText('200%')).toBeVisible();
});

import { test, expect, waitForHydration, openEditor, addEntity, expectNoOverlaps, renderedSince } from './fixtures';
import type { Locator, Page } from '@playwright/test';

// The editor as a drawing tool: renaming in place, field order, the keyboard
// paths, line ends, auto-layout and the rubber band, and the layout at the
// sizes and themes people use.

async function openUniversity(page: Page) {
  await page.goto('/editor#example=university');
  await waitForHydration(page);
  await expect(page.getByTestId('entity')).toHaveCount(5);
}

function centre(box: { x: number; y: number; width: number; height: number }) {
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

/** An attribute of the drawn line inside a relationship. */
function lineAttribute(relationship: Locator, name: string) {
  return relationship.evaluate(
    (g, attribute) => g.querySelector('[class="relationship-line"]')!.getAttribute(attribute),
    name,
  );
}

test('an entity is renamed in place: double-click or F2, Enter keeps it, Escape does not', async ({ page }) => {
  await openEditor(page);
  await addEntity(page, 'Student');
  await page.getByTestId('canvas').getByRole('button', { name: 'Entity Student' }).dblclick();
  const rename = page.getByRole('textbox', { name: 'Rename Student' });
  await expect(rename).toBeFocused();
  await rename.fill('Learner');
  await rename.press('Enter');
  await expect(rename).toHaveCount(0);
  await expect(page.getByTestId('canvas').getByRole('button', { name: 'Entity Learner' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Entity name' })).toHaveValue('Learner');

  await page.keyboard.press('F2');
  const again = page.getByRole('textbox', { name: 'Rename Learner' });
  await expect(again).toBeFocused();
  await again.fill('Not this');
  await again.press('Escape');
  await expect(again).toHaveCount(0);
  await expect(page.getByTestId('canvas').getByRole('button', { name: 'Entity Learner' })).toBeVisible();

  // One undo step for the rename.
  await page.keyboard.press('Control+z');
  await expect(page.getByTestId('canvas').getByRole('button', { name: 'Entity Student' })).toBeVisible();
});

test('fields are retyped and reordered, and a field at fault is marked on its own row', async ({ page }) => {
  await openEditor(page);
  await addEntity(page, 'Book');
  // Add field focuses the new name; Enter there adds the next one, and
  // Escape takes the last, untouched one away.
  await page.getByRole('button', { name: 'Add field' }).click();
  for (const [i, name] of ['title', 'isbn'].entries()) {
    const input = page.getByRole('textbox', { name: `Field ${i + 1} name` });
    await expect(input).toBeFocused();
    await input.fill(name);
    await input.press('Enter');
  }
  await expect(page.getByRole('textbox', { name: 'Field 3 name' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('textbox', { name: /^Field \d name$/ })).toHaveCount(2);
  await page.getByRole('combobox', { name: 'Type of isbn' }).selectOption('long');
  await page.getByRole('combobox', { name: 'How often isbn changes' }).selectOption('never');
  await page.getByRole('button', { name: 'Move title down' }).click();
  await expect(page.getByRole('textbox', { name: 'Field 1 name' })).toHaveValue('isbn');
  await expect(page.getByRole('textbox', { name: 'Field 2 name' })).toHaveValue('title');
  await expect(page.getByRole('button', { name: 'Move title down' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Move isbn up' })).toBeDisabled();
  await expect(page.getByRole('combobox', { name: 'Type of isbn' })).toHaveValue('long');
  await expect(page.getByRole('combobox', { name: 'How often isbn changes' })).toHaveValue('never');

  // Two fields with one name: the second row says so, the first does not.
  const second = page.getByRole('textbox', { name: 'Field 2 name' });
  await second.fill('isbn');
  await second.press('Tab');
  const rows = page.getByRole('listitem').filter({ has: page.getByRole('textbox', { name: /^Field \d name$/ }) });
  await expect(rows.nth(1).getByTestId('problems')).toBeVisible();
  await expect(rows.nth(0).getByTestId('problems')).toHaveCount(0);
  await expect(page.getByTestId('canvas').getByRole('button', { name: 'Entity Book' })).toHaveAttribute('aria-invalid', 'true');
});

test('the keyboard reaches everything: shortcuts, every entity, panning, zoom, buttons', async ({ page }) => {
  await openUniversity(page);
  await page.keyboard.press('Escape');
  await page.keyboard.press('?');
  const panel = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
  await expect(panel).toBeVisible();
  await expect(panel).toContainText('Rename the selected entity');
  await expect(panel.getByRole('button', { name: 'Close' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(panel).toHaveCount(0);

  // ] and [ walk through the entities, each selected and brought into view.
  await page.keyboard.press(']');
  await expect(page.getByTestId('canvas').getByRole('button', { name: 'Entity Student' })).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.press(']');
  const idCard = page.getByTestId('canvas').getByRole('button', { name: 'Entity ID card' });
  await expect(idCard).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('canvas').getByRole('button', { name: 'Entity Student' })).toHaveAttribute('aria-pressed', 'false');
  await expect(page.getByRole('textbox', { name: 'Entity name' })).toHaveValue('ID card');
  const canvas = (await page.getByTestId('canvas').boundingBox())!;
  const middle = centre(canvas);
  await expect.poll(async () => Math.abs(centre((await idCard.boundingBox())!).x - middle.x)).toBeLessThan(20);
  await page.keyboard.press('[');
  await expect(page.getByTestId('canvas').getByRole('button', { name: 'Entity Student' })).toHaveAttribute('aria-pressed', 'true');
  // Arrow keys move the selected entity, one undo step each.
  const placed = (await page.getByTestId('canvas').getByRole('button', { name: 'Entity Student' }).boundingBox())!;
  await page.keyboard.press('ArrowRight');
  await expect
    .poll(async () => (await page.getByTestId('canvas').getByRole('button', { name: 'Entity Student' }).boundingBox())!.x)
    .toBeGreaterThan(placed.x + 2);
  await page.keyboard.press('Control+z');
  await expect
    .poll(async () => (await page.getByTestId('canvas').getByRole('button', { name: 'Entity Student' }).boundingBox())!.x)
    .toBeCloseTo(placed.x, 0);

  // With nothing selected the arrow keys pan.
  await page.keyboard.press('Escape');
  const before = (await idCard.boundingBox())!;
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowDown');
  await expect.poll(async () => (await idCard.boundingBox())!.x).toBeCloseTo(before.x - 40, -1);
  await expect.poll(async () => (await idCard.boundingBox())!.y).toBeCloseTo(before.y - 40, -1);

  // + zooms around the middle of the canvas.
  const student = page.getByTestId('canvas').getByRole('button', { name: 'Entity Student' });
  const at = centre((await student.boundingBox())!);
  await page.keyboard.press('+');
  await expect
    .poll(async () => centre((await student.boundingBox())!).x)
    .toBeCloseTo(middle.x + (at.x - middle.x) * 1.2, -1);
  expect(centre((await student.boundingBox())!).y).toBeCloseTo(middle.y + (at.y - middle.y) * 1.2, -1);

  // Space presses a focused button rather than starting a pan.
  await page.getByRole('button', { name: 'New entity' }).focus();
  await page.keyboard.press('Space');
  await expect(page.getByTestId('entity')).toHaveCount(6);
});

test('lines end in cardinality marks, lines between the same boxes part, a click on the handle draws nothing', async ({ page }) => {
  await openUniversity(page);
  const emails = page.getByRole('button', { name: /^Relationship emails .*from Student to Email$/ });
  await expect(emails).toHaveCount(1);
  expect(await lineAttribute(emails, 'marker-start')).toBe('url(#mark-one)');
  expect(await lineAttribute(emails, 'marker-end')).toBe('url(#mark-few)');
  const courses = page.getByRole('button', { name: /^Relationship courses .*from Student to Course$/ });
  expect(await lineAttribute(courses, 'marker-start')).toBe('url(#mark-many)');
  expect(await lineAttribute(courses, 'marker-end')).toBe('url(#mark-many)');

  // A second relationship Student -> Email is drawn beside the first.
  await page.getByTestId('canvas').getByRole('button', { name: 'Entity Student' }).focus();
  await page.keyboard.press('Enter');
  await page.getByRole('combobox', { name: 'Relationship target' }).selectOption({ label: 'Email' });
  await page.getByRole('button', { name: 'Add relationship' }).click();
  const both = page.getByRole('button', { name: /from Student to Email$/ });
  await expect(both).toHaveCount(2);
  const [first, second] = [await lineAttribute(both.nth(0), 'd'), await lineAttribute(both.nth(1), 'd')];
  expect(first).not.toEqual(second);
  // Drawn or made in the inspector, a new relationship starts as one-to-many.
  await expect(page.getByRole('combobox', { name: 'Cardinality' })).toHaveValue('one-to-many');

  // A click on the round handle, without a drag, relates nothing: pressed
  // on its inner half, over the box itself (where a release would once have
  // drawn a self-relationship).
  await page.keyboard.press('Escape');
  const handle = page.getByTestId('canvas').getByRole('button', { name: 'Entity Course' }).getByTestId('connector');
  const size = (await handle.boundingBox())!;
  await handle.click({ position: { x: size.width * 0.25, y: size.height / 2 } });
  await renderedSince(page);
  await expect(page.getByTestId('relationship')).toHaveCount(5);
  await expect(page.getByRole('button', { name: /from Course to Course$/ })).toHaveCount(0);
});

test('a relationship that breaks a rule is marked on the canvas', async ({ page }) => {
  await openUniversity(page);
  const emails = page.getByRole('button', { name: /^Relationship emails / });
  await emails.focus();
  await page.keyboard.press('Enter');
  await expect(emails).toHaveAttribute('aria-invalid', 'false');
  const typical = page.getByRole('spinbutton', { name: 'Typical count' });
  await typical.fill('50');
  await typical.press('Enter');
  const most = page.getByRole('spinbutton', { name: 'Maximum count' });
  await most.fill('10');
  await most.press('Enter');
  await expect(emails).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByTestId('problem-count')).not.toHaveText('No problems');
});

test('auto-layout untangles a pile, and a rubber band selects what it touches', async ({ page }) => {
  await openUniversity(page);
  // Pile every box on Student, then lay out again.
  const student = (await page.getByTestId('canvas').getByRole('button', { name: 'Entity Student' }).boundingBox())!;
  for (const name of ['ID card', 'Email', 'Course', 'Post']) {
    const box = page.getByTestId('canvas').getByRole('button', { name: `Entity ${name}` });
    const from = (await box.boundingBox())!;
    await page.mouse.move(from.x + 40, from.y + 12);
    await page.mouse.down();
    await page.mouse.move(student.x + 40, student.y + 12, { steps: 5 });
    await page.mouse.up();
  }
  await page.getByRole('button', { name: 'Auto-layout' }).click();
  // The layout's code arrives as a module of its own: wait for it to apply.
  await expect(async () => {
    await page.getByRole('button', { name: 'Fit' }).click();
    await expectNoOverlaps(page);
  }).toPass();

  // Shift+drag from an empty corner over the first two boxes.
  await page.keyboard.press('Escape');
  const a = (await page.getByTestId('canvas').getByRole('button', { name: 'Entity Student' }).boundingBox())!;
  const b = (await page.getByTestId('canvas').getByRole('button', { name: 'Entity Email' }).boundingBox())!;
  const canvas = (await page.getByTestId('canvas').boundingBox())!;
  await page.keyboard.down('Shift');
  await page.mouse.move(canvas.x + 3, canvas.y + 3);
  await page.mouse.down();
  await page.mouse.move(Math.max(a.x, b.x) + 20, Math.max(a.y, b.y) + 20, { steps: 5 });
  await page.mouse.up();
  await page.keyboard.up('Shift');
  await expect(page.getByTestId('canvas').getByRole('button', { name: 'Entity Student' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('canvas').getByRole('button', { name: 'Entity Email' })).toHaveAttribute('aria-pressed', 'true');
});

for (const [width, height] of [
  [1280, 720],
  [1920, 1080],
]) {
  for (const theme of ['light', 'dark']) {
    test(`the editor fits a ${width}x${height} screen in the ${theme} theme`, async ({ page }) => {
      await page.setViewportSize({ width, height });
      await openUniversity(page);
      const toggle = page.getByRole('button', { name: 'Dark theme' });
      if (theme === 'dark') await toggle.click();
      await expect(page.getByTestId('frame')).toHaveAttribute('data-theme', theme);

      // Nothing runs off the side; the canvas keeps most of the screen.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      const canvas = (await page.getByTestId('canvas').boundingBox())!;
      expect(canvas.width).toBeGreaterThan(width * 0.45);
      expect(canvas.height).toBeGreaterThan(height * 0.5);
      expect(canvas.y + canvas.height).toBeLessThanOrEqual(height + 1);
      // Every tool is on screen.
      const tools = page.getByRole('toolbar', { name: 'Editor tools' }).getByRole('button');
      for (const tool of await tools.all()) {
        const box = (await tool.boundingBox())!;
        expect(box.x + box.width, `${await tool.textContent()} fits`).toBeLessThanOrEqual(width);
      }
      // Fit shows every box inside the canvas.
      await page.getByRole('button', { name: 'Fit' }).click();
      for (const entity of await page.getByTestId('entity').all()) {
        const box = (await entity.boundingBox())!;
        expect(box.x).toBeGreaterThanOrEqual(canvas.x - 1);
        expect(box.x + box.width).toBeLessThanOrEqual(canvas.x + canvas.width + 8);
        expect(box.y + box.height).toBeLessThanOrEqual(canvas.y + canvas.height + 1);
      }
      // A box's name stands out from its header in either theme.
      const colours = await page
        .getByRole('button', { name: 'Entity Student' })
        .evaluate((g) => {
          const text = g.querySelector('[class="entity-name"]')!;
          const header = g.querySelector('[class="entity-header"]')!;
          return [getComputedStyle(text).fill, getComputedStyle(header).fill];
        });
      expect(colours[0]).not.toEqual(colours[1]);
    });
  }
}

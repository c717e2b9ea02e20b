import { test, expect, waitForHydration, smallestText } from './fixtures';
import type { Page } from '@playwright/test';

// Presenter view scales the whole workspace for a projector: the diagram's
// text as well as the advice's, fitted to the canvas the moment it is
// turned on, with every control still within reach.

/** Fails unless the element lies wholly inside the window. */
async function expectOnScreen(page: Page, box: { x: number; y: number; width: number; height: number } | null, what: string) {
  const { width, height } = page.viewportSize()!;
  expect(box, what).not.toBeNull();
  expect(box!.x, what).toBeGreaterThanOrEqual(0);
  expect(box!.y, what).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width, what).toBeLessThanOrEqual(width + 0.5);
  expect(box!.y + box!.height, what).toBeLessThanOrEqual(height + 0.5);
}

// The examples with the most entities and the widest layouts.
for (const slug of ['university', 'sensor-readings', 'theater-screenings']) {
  test(`presenter view at 1280x720 shows ${slug} whole, its entity text at least 18 px, every control reachable`, async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 720 });
    await page.goto(`/editor#example=${slug}`);
    await waitForHydration(page);
    await expect(page.getByRole('alert').filter({ hasText: 'Opened the example' })).toBeVisible();
    const before = await smallestText(page, '.entity-name');
    expect(before).toBeLessThan(18);

    await page.getByRole('button', { name: 'Presenter view', exact: true }).click();
    await expect(page.getByRole('button', { name: 'Presenter view', exact: true })).toHaveAttribute('aria-pressed', 'true');
    // Fitted on its own, and again with Fit: the same large text both times.
    for (const fit of [false, true]) {
      if (fit) await page.getByRole('button', { name: 'Fit', exact: true }).click();
      await expect.poll(() => smallestText(page, '.entity-name'), { message: `names, fit=${fit}` }).toBeGreaterThanOrEqual(18);
      expect(await smallestText(page, '.field-name'), `fields, fit=${fit}`).toBeGreaterThanOrEqual(18);
      // The whole diagram is on the canvas.
      const canvas = (await page.getByTestId('canvas').boundingBox())!;
      for (const entity of await page.getByTestId('entity').all()) {
        const box = (await entity.boundingBox())!;
        expect(box.x).toBeGreaterThanOrEqual(canvas.x);
        expect(box.y).toBeGreaterThanOrEqual(canvas.y);
        expect(box.x + box.width).toBeLessThanOrEqual(canvas.x + canvas.width + 0.5);
        expect(box.y + box.height).toBeLessThanOrEqual(canvas.y + canvas.height + 0.5);
      }
    }
    // The advice is in large type too.
    const advice = page.getByTestId('advice');
    expect(await advice.evaluate((el) => parseFloat(getComputedStyle(el).fontSize))).toBeGreaterThanOrEqual(24);

    // Every toolbar control is on screen, and the page does not scroll.
    for (const control of await page.getByRole('toolbar', { name: 'Editor tools' }).locator('button:visible, select:visible').all()) {
      await expectOnScreen(page, await control.boundingBox(), (await control.getAttribute('aria-label')) ?? (await control.innerText()));
    }
    expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeLessThanOrEqual(720);

    // The inspector stays within reach: an entity is renamed in presenter view.
    const first = page.getByTestId('entity').first();
    await first.focus();
    await page.keyboard.press('Enter');
    const inspector = page.getByRole('complementary', { name: 'Inspector' });
    const name = inspector.getByRole('textbox', { name: 'Entity name' });
    await expect(name).toBeVisible();
    await expectOnScreen(page, await name.boundingBox(), 'the entity name box');
    await name.fill('Renamed in presenter view');
    await name.press('Enter');
    await expect(page.getByRole('button', { name: 'Entity Renamed in presenter view' })).toBeVisible();

    // Leaving presenter view frames the diagram for editing again.
    await page.getByRole('button', { name: 'Presenter view', exact: true }).click();
    await expect.poll(() => smallestText(page, '.entity-name')).toBeLessThan(18);
  });
}

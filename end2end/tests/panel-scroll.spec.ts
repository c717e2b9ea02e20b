import { test, expect, waitForHydration } from './fixtures';
import type { Locator, Page } from '@playwright/test';

// A panel whose content is replaced by a new selection opens at its top,
// with the new heading in view, not where the last one was scrolled to.

const scrollTop = (panel: Locator) => panel.evaluate((el) => el.scrollTop);

async function scrollToBottom(panel: Locator) {
  await panel.evaluate((el) => { el.scrollTop = el.scrollHeight; });
  await expect.poll(() => scrollTop(panel)).toBeGreaterThan(50);
}

async function selectRelationship(page: Page, name: RegExp) {
  const line = page.getByRole('button', { name });
  await line.focus();
  await page.keyboard.press('Enter');
}

test('the inspector and the advice open a new selection at their top', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.goto('/editor#example=university');
  await waitForHydration(page);
  const canvas = page.getByTestId('canvas');
  const inspector = page.getByRole('complementary', { name: 'Inspector' });

  await canvas.getByRole('button', { name: 'Entity Student', exact: true }).click();
  await expect(inspector.getByRole('heading', { level: 2 })).toBeVisible();
  await scrollToBottom(inspector);
  await canvas.getByRole('button', { name: 'Entity Course', exact: true }).click();
  await expect.poll(() => scrollTop(inspector)).toBe(0);
  await expect(inspector.getByRole('textbox', { name: 'Entity name' })).toHaveValue('Course');
  await expect(inspector.getByRole('textbox', { name: 'Entity name' })).toBeInViewport();

  const advice = page.getByTestId('advice');
  await selectRelationship(page, /^Relationship emails /);
  await expect(advice.getByTestId('advice-pattern')).toBeVisible();
  await scrollToBottom(advice);
  await selectRelationship(page, /^Relationship courses /);
  await expect.poll(() => scrollTop(advice)).toBe(0);
  await expect(advice.getByRole('heading', { name: 'Advice' })).toBeInViewport();
});

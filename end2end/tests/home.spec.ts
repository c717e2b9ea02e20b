import { test as plainTest } from '@playwright/test';
import { test, expect, waitForHydration } from './fixtures';

test('the home page is rendered on the server, before any script runs', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Nest or link?' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Open the editor' })).toBeVisible();
  await context.close();
});

test('the page hydrates: the theme switch works only once the WASM is live', async ({ page }) => {
  await page.goto('/');
  await waitForHydration(page);
  const frame = page.getByTestId('frame');
  const toggle = page.getByRole('button', { name: 'Dark theme' });

  await expect(frame).toHaveAttribute('data-theme', 'light');
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  await toggle.click();
  await expect(frame).toHaveAttribute('data-theme', 'dark');
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  await toggle.click();
  await expect(frame).toHaveAttribute('data-theme', 'light');
});

// Each page is a page load of its own (the app has no router in the
// browser); the header's links say which page is open.
test('the home page links to the editor, and the header marks the page that is open', async ({ page }) => {
  await page.goto('/');
  await waitForHydration(page);
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'Editor' })).not.toHaveAttribute('aria-current');
  await page.getByRole('link', { name: 'Open the editor' }).click();
  // (The editor adds its model's key to the address once it runs.)
  await expect(page).toHaveURL(/\/editor(#.*)?$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Editor' })).toBeVisible();
  await expect(page).toHaveTitle('Editor · Nestlink');
  await waitForHydration(page);
  await expect(nav.getByRole('link', { name: 'Editor' })).toHaveAttribute('aria-current', 'page');
  await nav.getByRole('link', { name: 'Examples' }).click();
  await expect(page).toHaveURL(/\/examples$/);
  await waitForHydration(page);
  await expect(nav.getByRole('link', { name: 'Examples' })).toHaveAttribute('aria-current', 'page');
  await expect(nav.getByRole('link', { name: 'Editor' })).not.toHaveAttribute('aria-current');
});

// Chromium logs the 404 of the page itself as a console error, so this one
// does without the console check.
plainTest('an unknown page says so', async ({ page }) => {
  const response = await page.goto('/no/such/page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
});

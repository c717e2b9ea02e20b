import { test, expect, waitForHydration } from './fixtures';

// The API answers in the language it is asked for (issue 32). The editor
// asks in its page's language, so a Russian browser reading the English
// editor gets English messages from the API, not a mix of both.

test.use({ locale: 'ru-RU', viewport: { width: 1280, height: 720 } });

test('the editor asks the API in its page language, not the browser one', async ({ page }) => {
  const analyzed = page.waitForRequest((request) => request.url().endsWith('/api/v1/analyze'));
  await page.goto('/editor');
  await waitForHydration(page);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.getByRole('button', { name: 'New entity' }).click();
  const request = await analyzed;
  expect(await request.headerValue('accept-language')).toBe('en');
  const response = await request.response();
  expect(await response?.headerValue('content-language')).toBe('en');
});

test('the API answers a Russian reader in Russian where it can', async ({ request }) => {
  const response = await request.get('/api/v1/examples/none', {
    headers: { 'Accept-Language': 'ru-RU,ru;q=0.9' },
  });
  expect(response.status()).toBe(404);
  expect(response.headers()['content-language']).toBe('ru');
  const body = await response.json();
  expect(body.error.message).toBe('Примера «none» нет; список примеров выдаёт GET /api/v1/examples.');
});

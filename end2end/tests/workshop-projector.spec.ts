import type { Page } from '@playwright/test';
import { test, expect, joinSession, workshopBlog as blog } from './fixtures';

// The workshop as an instructor projects it at 1280x720: the link to hand
// out, copied or shown large; the owner's own screen keeps the answer
// hidden while a question waits unless they choose to see it; the tally
// says how many of those here answered, and only the owner sees it before
// the reveal; presenter view leaves the diagram most of the height.

test('an instructor projects the workshop: the link, a hidden answer, the tally, presenter view', async ({
  browser,
  request,
}) => {
  test.setTimeout(60_000);
  const errors: string[] = [];
  const { url, owner_key: ownerKey } = await (await request.post('/api/v1/sessions', { data: blog })).json();
  const owner = await joinSession(browser, url, 'Olive', { ownerKey, errors });
  const ann = await joinSession(browser, url, 'Ann', { errors });
  const bob = await joinSession(browser, url, 'Bob', { errors });

  // The link: copied, and shown large enough for the back of the room.
  await owner.getByRole('button', { name: 'Copy link' }).click();
  await expect.poll(() => owner.evaluate(() => navigator.clipboard.readText())).toContain(url);
  // The button says so, then goes back to its words.
  await expect(owner.getByRole('button', { name: 'Copied' })).toBeVisible();
  await expect(owner.getByRole('button', { name: 'Copy link' })).toBeVisible({ timeout: 5_000 });
  await owner.getByRole('button', { name: 'Show link' }).click();
  const link = owner.getByTestId('live-link');
  await expect(link).toContainText(url);
  const size = await link.evaluate((element) => parseFloat(getComputedStyle(element).fontSize));
  expect(size).toBeGreaterThanOrEqual(32);
  await owner.getByRole('button', { name: 'Show link' }).click();
  await expect(link).toHaveCount(0);
  await expect(ann.getByRole('button', { name: 'Copy link' })).toHaveCount(0);

  // A question: the owner's screen hides the answer too, until "show me".
  await owner.getByTestId('canvas').getByRole('button', { name: /^Relationship / }).first().click();
  await owner.getByRole('button', { name: 'Ask about this relationship' }).click();
  const verdicts = (page: Page) => page.locator('.verdict-icon').first();
  await expect(verdicts(owner)).toBeHidden();
  await owner.getByRole('button', { name: 'Show me the advice' }).click();
  await expect(verdicts(owner)).toBeVisible();
  await expect(verdicts(ann)).toBeHidden();
  await owner.getByRole('button', { name: 'Show me the advice' }).click();
  await expect(verdicts(owner)).toBeHidden();

  // Answers: "1 of 2 answered" for everyone, the bars for the owner alone.
  await ann.getByRole('button', { name: 'Embed' }).click();
  await expect(owner.getByTestId('live-tally')).toContainText('1 of 2 answered.');
  await expect(bob.getByTestId('live-answered')).toContainText('1 of 2 answered.');
  await expect(bob.getByTestId('live-tally')).toHaveCount(0);
  await bob.getByRole('button', { name: 'Reference' }).click();
  await expect(owner.getByTestId('live-tally')).toContainText('2 of 2 answered.');

  // Presenter view at 1280x720: the diagram keeps at least 60% of the height.
  await owner.getByRole('button', { name: 'Presenter view' }).click();
  await expect
    .poll(async () => (await owner.getByTestId('canvas').boundingBox())!.height)
    .toBeGreaterThanOrEqual(0.6 * 720);
  await expect(owner.getByTestId('live-tally')).toBeVisible();

  // The reveal: everyone sees the tally and the advice again.
  await owner.getByRole('button', { name: 'Reveal the answer' }).click();
  await expect(bob.getByTestId('live-tally')).toContainText('2 of 2 answered.');
  await expect(verdicts(bob)).toBeVisible();
  await expect(verdicts(owner)).toBeVisible();
  await owner.screenshot({ path: test.info().outputPath('presenter.png') });

  // Nothing covers the advice's buttons: presenter view is left with a
  // click, and with the revealed question still open every canvas keeps
  // most of the height (the question card sits in the side column).
  await owner.getByRole('button', { name: 'Presenter view' }).click();
  await expect(owner.locator('.editor.presenter')).toHaveCount(0);
  for (const page of [owner, ann, bob]) {
    await expect(page.getByTestId('live-reveal')).toBeVisible();
    await expect
      .poll(async () => (await page.getByTestId('canvas').boundingBox())!.height)
      .toBeGreaterThanOrEqual(0.6 * 720);
  }
  expect(errors).toEqual([]);
});

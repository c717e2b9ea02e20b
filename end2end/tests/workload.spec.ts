import { test, expect, waitForHydration } from './fixtures';
import type { Page } from '@playwright/test';

// The workload questions of the relationship inspector, and what they do
// to the advice.

async function openHostLogs(page: Page) {
  await page.goto('/editor#example=host-logs');
  await waitForHydration(page);
  await expect(page.getByRole('alert').filter({ hasText: 'Opened the example' })).toBeVisible();
  const line = page.getByRole('button', { name: /^Relationship / });
  await line.focus();
  await page.keyboard.press('Enter');
}

test('the inspector asks about the workload in groups, with the defaults shown as defaults', async ({ page }) => {
  await openHostLogs(page);
  for (const group of ['How many?', 'How does it grow?', 'How is it read?',
    'What is copied, and must copies keep their old value?', 'What do queries filter or sort on?']) {
    await expect(page.getByRole('group', { name: group })).toBeVisible();
  }
  const readAs = page.getByRole('combobox', { name: 'Read as' });
  await expect(readAs.locator('option:checked')).toHaveText('all of them (default)');
  const relinks = page.getByRole('combobox', { name: 'Relinks' });
  await expect(relinks.locator('option:checked')).toHaveText('rarely (default)');
  await expect(page.getByRole('checkbox', { name: /^Each LogMessage is kept/ })).toBeChecked();
  // A page needs its size: choosing pages offers one, which can be changed.
  await readAs.selectOption({ label: 'a page at a time' });
  await expect(page.getByRole('spinbutton', { name: 'Page size' })).toHaveValue('20');
});

test('a stream of log lines read by the hour becomes buckets, and back', async ({ page }) => {
  await openHostLogs(page);
  const pattern = page.getByTestId('advice-pattern');
  await expect(pattern).toHaveAttribute('data-pattern', 'parent-reference');

  await page.getByRole('checkbox', { name: 'LogMessage is read or updated on its own' }).uncheck();
  const count = page.getByRole('spinbutton', { name: 'Growth count' });
  await count.fill('1');
  await count.press('Enter');
  await page.getByRole('combobox', { name: 'Growth period' }).selectOption('minute');
  await page.getByRole('combobox', { name: 'Read as' }).selectOption({ label: 'a range at a time (an hour of readings)' });

  await expect(pattern).toHaveAttribute('data-pattern', 'bucket');
  await expect(page.getByTestId('advice-rationale')).toContainText('one bucket holds an hour');
  const advice = page.getByTestId('advice');
  await expect(advice).toContainText('$push');
  await expect(advice.getByRole('link', { name: /Group Data with the Bucket Pattern/ })).toHaveAttribute(
    'href', /mongodb\.com\/docs\/manual\/data-modeling\/design-patterns\/group-data\/bucket-pattern/);

  // Only totals read: the computed pattern; read by range again: buckets.
  await page.getByRole('combobox', { name: 'Read as' }).selectOption({ label: 'only totals (sums, counts, averages)' });
  await expect(pattern).toHaveAttribute('data-pattern', 'computed');
  await page.getByRole('combobox', { name: 'Read as' }).selectOption({ label: 'a range at a time (an hour of readings)' });
  await expect(pattern).toHaveAttribute('data-pattern', 'bucket');
});

test('with nothing selected, the findings name the anti-patterns and lead to their parts', async ({ page }) => {
  await page.goto('/editor#example=university');
  await waitForHydration(page);
  await expect(page.getByTestId('entity')).toHaveCount(5);
  const advice = page.getByTestId('advice');
  await expect(advice.getByTestId('collection').first()).toBeVisible();
  await expect(advice.getByTestId('finding')).toHaveCount(0);

  // Courses per student without an upper limit: the id array grows for ever.
  const courses = page.getByRole('button', { name: /^Relationship courses / });
  await courses.focus();
  await page.keyboard.press('Enter');
  await page.getByRole('checkbox', { name: 'No upper limit (grows for ever)' }).check();
  await page.keyboard.press('Escape'); // leaves the field
  await page.keyboard.press('Escape'); // selects nothing
  await expect(page.getByRole('heading', { name: 'Nothing selected' })).toBeVisible();

  const finding = advice.getByTestId('finding');
  await expect(finding).toHaveCount(1);
  await expect(finding).toHaveAttribute('data-code', 'unbounded-array');
  await expect(finding).toContainText('Unbounded array');
  await finding.getByRole('button', { name: /relationship Student → Course/ }).click();
  await expect(page.getByRole('heading', { name: 'Relationship' })).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'No upper limit (grows for ever)' })).toBeChecked();
});

test('with nothing selected, a kept history is advised for the whole collection, with its sources', async ({ page }) => {
  await page.goto('/editor#example=policy-history');
  await waitForHydration(page);
  await expect(page.getByRole('alert').filter({ hasText: 'Opened the example' })).toBeVisible();
  const advice = page.getByTestId('advice');
  const history = advice.getByRole('region', { name: 'Document versioning of Policy' });
  await expect(history).toBeVisible();
  await expect(history).toContainText('keep_history');
  await expect(history.getByRole('link', { name: /Keep a History of Document Versions/ })).toHaveAttribute(
    'href', /mongodb\.com\/docs\/manual\/data-modeling\/design-patterns\/data-versioning\/document-versioning/);
  await history.getByText('Side by side').click();
  await expect(history.getByTestId('variant-document-versioning')).toContainText('policies_revisions');
  await expect(advice.getByRole('group', { name: 'Collection policies_revisions' })).toBeVisible();
});

test('an entity says how its documents are kept, and the advice follows', async ({ page }) => {
  await page.goto('/editor#example=policy-history');
  await waitForHydration(page);
  await expect(page.getByRole('alert').filter({ hasText: 'Opened the example' })).toBeVisible();
  await page.getByTestId('canvas').getByRole('button', { name: 'Entity Policy' }).click();
  const kept = page.getByRole('group', { name: 'How are its documents kept?' });
  const history = kept.getByRole('checkbox', { name: /^Earlier versions must stay readable/ });
  await expect(history).toBeChecked();
  await expect(kept.getByRole('spinbutton', { name: 'Document shapes' })).toHaveValue('');

  const advice = page.getByTestId('advice');
  await expect(advice.getByRole('region', { name: 'Document versioning of Policy' })).toBeVisible();
  await history.uncheck();
  await expect(advice.getByRole('region', { name: 'Document versioning of Policy' })).toHaveCount(0);
  await expect(advice.getByRole('group', { name: 'Collection policies_revisions' })).toHaveCount(0);

  const shapes = kept.getByRole('spinbutton', { name: 'Document shapes' });
  await shapes.fill('2');
  await shapes.press('Enter');
  await expect(advice.getByRole('region', { name: 'Schema versioning of Policy' })).toContainText('shape_versions 2');
  // Zero shapes is not a model: the inspector says what to fix, beside the field.
  await shapes.fill('0');
  await shapes.press('Enter');
  await expect(kept.getByText(/shape_versions counts the document shapes/)).toBeVisible();
});

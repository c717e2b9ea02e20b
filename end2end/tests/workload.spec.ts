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

test('a stream of log lines read by the hour goes into a time series collection, and by pages into buckets', async ({ page }) => {
  await openHostLogs(page);
  const pattern = page.getByTestId('advice-pattern');
  await expect(pattern).toHaveAttribute('data-pattern', 'parent-reference');

  await page.getByRole('checkbox', { name: 'LogMessage is read or updated on its own' }).uncheck();
  const count = page.getByRole('spinbutton', { name: 'Growth count' });
  await count.fill('1');
  await count.press('Enter');
  await page.getByRole('combobox', { name: 'Growth period' }).selectOption('minute');
  const readAs = page.getByRole('combobox', { name: 'Read as' });
  await readAs.selectOption({ label: 'a range at a time (an hour of readings)' });

  // Written once, each with its time, read by time: a time series collection.
  await expect(pattern).toHaveAttribute('data-pattern', 'time-series');
  await expect(page.getByTestId('advice-rationale')).toContainText('granularity "minutes"');
  const advice = page.getByTestId('advice');
  await expect(advice.getByRole('link', { name: /Time Series.*MongoDB manual/ }).first()).toHaveAttribute(
    'href', /mongodb\.com\/docs\/manual\/core\/timeseries-collections/);

  // A page at a time: buckets made by hand, one page each, and the advice says why.
  await readAs.selectOption({ label: 'a page at a time' });
  await expect(pattern).toHaveAttribute('data-pattern', 'bucket');
  await expect(page.getByTestId('advice-rationale')).toContainText('not pages of a fixed size');
  await expect(advice).toContainText('$push');
  await expect(advice.getByRole('link', { name: /Group Data with the Bucket Pattern/ })).toHaveAttribute(
    'href', /mongodb\.com\/docs\/manual\/data-modeling\/design-patterns\/group-data\/bucket-pattern/);

  // Only totals read: the computed pattern; read by range again: the time series.
  await readAs.selectOption({ label: 'only totals (sums, counts, averages)' });
  await expect(pattern).toHaveAttribute('data-pattern', 'computed');
  await readAs.selectOption({ label: 'a range at a time (an hour of readings)' });
  await expect(pattern).toHaveAttribute('data-pattern', 'time-series');
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
  // The canvas marks the line the finding is about.
  await expect(courses).toHaveClass(/has-finding/);
  await expect(page.getByTestId('canvas').locator('.has-finding')).toHaveCount(1);
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

test("a link's own fields are edited in the inspector, and the advice follows", async ({ page }) => {
  await page.goto('/editor#example=theater-screenings');
  await waitForHydration(page);
  await expect(page.getByRole('alert').filter({ hasText: 'Opened the example' })).toBeVisible();
  const line = page.getByRole('button', { name: /^Relationship movies / });
  await line.focus();
  await page.keyboard.press('Enter');
  const pattern = page.getByTestId('advice-pattern');
  await expect(pattern).toHaveAttribute('data-pattern', 'extended-reference');
  const link = page.getByRole('group', { name: 'What belongs to the link itself?' });
  await expect(link.getByRole('textbox', { name: 'Link field 1 name' })).toHaveValue('views');
  await expect(page.getByTestId('advice-rationale')).toContainText('"views"');

  // Without it, the copies beside the ids still make an extended reference,
  // and the advice no longer speaks of the link's field.
  await link.getByRole('button', { name: 'Delete link field views' }).click();
  await expect(page.getByTestId('advice-rationale')).not.toContainText('"views"');
  await expect(pattern).toHaveAttribute('data-pattern', 'extended-reference');
  // A new one, renamed: each element stands for the link again.
  await link.getByRole('button', { name: 'Add a field of the link' }).click();
  const name = link.getByRole('textbox', { name: 'Link field 1 name' });
  await expect(name).toHaveValue('quantity');
  await name.fill('seats_sold');
  await name.press('Enter');
  await expect(pattern).toHaveAttribute('data-pattern', 'extended-reference');
  await expect(page.getByTestId('advice-rationale')).toContainText('"seats_sold"');
  // A name two fields share is refused beside the form.
  await link.getByRole('button', { name: 'Add a field of the link' }).click();
  const second = link.getByRole('textbox', { name: 'Link field 2 name' });
  await second.fill('seats_sold');
  await second.press('Enter');
  await expect(page.getByTestId('problems').first()).toBeVisible();
});

test('a field may be approximate and an entity may age out, from the entity inspector', async ({ page }) => {
  await page.goto('/editor#example=city-population');
  await waitForHydration(page);
  await expect(page.getByRole('alert').filter({ hasText: 'Opened the example' })).toBeVisible();
  const advice = page.getByTestId('advice');
  const approximation = advice.getByRole('region', { name: 'Approximation of City' });
  await expect(approximation).toContainText('every 100');
  await expect(approximation.getByRole('link', { name: /Use the Approximation Pattern/ })).toBeVisible();

  await page.getByTestId('canvas').getByRole('button', { name: 'Entity City' }).click();
  await page.getByText('How population is used').click();
  const approximate = page.getByRole('checkbox', { name: /^An approximate value is good enough/ });
  await expect(approximate).toBeChecked();
  await approximate.uncheck();
  await expect(approximation).toHaveCount(0);
  await approximate.check();
  await expect(advice.getByRole('region', { name: 'Approximation of City' })).toBeVisible();

  // Documents rarely read after five years move to an archive.
  const kept = page.getByRole('group', { name: 'How are its documents kept?' });
  const age = kept.getByRole('spinbutton', { name: 'Archive age' });
  await age.fill('5');
  await age.press('Enter');
  await expect(kept.getByRole('combobox', { name: 'Archive age unit' })).toHaveValue('year');
  const archive = advice.getByRole('region', { name: 'Archive of City' });
  await expect(archive).toContainText('5 years');
  await expect(advice.getByRole('group', { name: 'Collection cities_archive' })).toBeVisible();
  await age.fill('');
  await age.press('Enter');
  await expect(archive).toHaveCount(0);
});

test('an "is a" link is drawn apart from the other relationships', async ({ page }) => {
  await page.goto('/editor#example=university');
  await waitForHydration(page);
  await expect(page.getByRole('alert').filter({ hasText: 'Opened the example' })).toBeVisible();
  const line = page.getByRole('button', { name: /^Relationship ID card · 1:1/ });
  await line.focus();
  await page.keyboard.press('Enter');
  await expect(line).not.toHaveClass(/is-a/);
  // The question and its answer take "an" before "ID card".
  await page.getByRole('group', { name: 'Is an ID card a kind of Student?' })
    .getByRole('checkbox', { name: /^Yes: an ID card is a Student of one kind/ }).check();
  const drawn = page.getByRole('button', { name: /^Relationship ID card · is a/ });
  await expect(drawn).toHaveClass(/is-a/);
});

test('the kinds of an entity are framed with its collection', async ({ page }) => {
  // The gallery's athletes: dotted "is a" lines, inside the frame of the
  // collection of the entity they are kinds of.
  await page.goto('/editor#example=athletes');
  await waitForHydration(page);
  await expect(page.getByRole('alert').filter({ hasText: 'Opened the example' })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Relationship Bowler · is a/ })).toHaveClass(/is-a/);
  await expect(page.getByTestId('collection-group')).toHaveAttribute('data-collection', 'athletes');
});

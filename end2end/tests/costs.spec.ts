import { test, expect, waitForHydration } from './fixtures';
import type { Page } from '@playwright/test';

// The advice weighed by cost, as a person reads it at 1280x720: each way
// the advisor compared in one small table, the recommended first, and a
// line for each other way saying what it would gain and what it would
// cost; the whole-model smells as findings, each citing its page.

test.use({ viewport: { width: 1280, height: 720 } });

async function openModel(page: Page, model: object) {
  await page.goto('/editor');
  await waitForHydration(page);
  await page.getByTestId('open-file').setInputFiles({
    name: 'model.json',
    mimeType: 'application/json',
    buffer: Buffer.from(JSON.stringify(model)),
  });
}

const blog = {
  version: 1,
  name: 'Blog',
  entities: [
    { id: 'blog', name: 'Blog', x: 60, y: 120, fields: [{ name: 'title', type: 'string' }] },
    {
      id: 'post', name: 'Post', x: 420, y: 120,
      fields: [
        { name: 'title', type: 'string' },
        { name: 'body', type: 'string', size_bytes: 4000 },
        { name: 'createdAt', type: 'date' },
      ],
    },
  ],
  relationships: [{ id: 'r1', from: 'blog', to: 'post', cardinality: 'one-to-many' }],
};

test('the ways the advisor weighed are compared in a table that fits the panel', async ({ page }) => {
  await openModel(page, blog);
  const line = page.getByRole('button', { name: /^Relationship / }).first();
  await line.focus();
  await page.keyboard.press('Enter');
  const advice = page.getByTestId('advice');
  await expect(advice.getByTestId('advice-pattern')).toHaveAttribute('data-pattern', 'parent-reference');
  // Drawn without counts: the assumed number that would turn the verdict.
  await expect(advice.getByTestId('advice-rationale')).toContainText(
    'if a Blog never has more than 257 Posts, embedding them saves a round trip',
  );
  const table = advice.getByTestId('costs');
  await expect(table).toBeVisible();
  const rows = table.locator('tbody tr');
  await expect(rows).toHaveCount(3);
  await expect(rows.first()).toHaveAttribute('data-pattern', 'parent-reference');
  await expect(rows.first()).toHaveClass(/recommended/);
  await expect(table.getByRole('rowheader', { name: 'Embed an array' })).toBeVisible();
  // One line per way not chosen, gains first, then what they cost.
  const whyNot = advice.getByTestId('why-not');
  await expect(whyNot).toHaveCount(2);
  await expect(whyNot.filter({ hasText: 'Embed an array' })).toContainText(
    '1 round trip fewer, one atomic write, but 7.8 MiB at the maximum',
  );
  // It fits the panel: nothing scrolls sideways.
  const overflow = await table.evaluate((el) => el.scrollWidth - el.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  const box = await table.boundingBox();
  const panel = await advice.boundingBox();
  expect(box && panel && box.x + box.width <= panel.x + panel.width + 1).toBeTruthy();
});

test('a counter of page views in a stable document is a finding that cites its page', async ({ page }) => {
  await openModel(page, {
    version: 1,
    name: 'Articles',
    entities: [{
      id: 'article', name: 'Article', x: 80, y: 120,
      fields: [
        { name: 'title', type: 'string', updates: 'rare' },
        { name: 'views', type: 'int', updates: 'often' },
      ],
    }],
    relationships: [],
  });
  const finding = page.getByTestId('finding').and(page.locator('[data-code="hot-counter"]'));
  await expect(finding).toContainText('mark it approximate');
  await expect(finding.getByRole('button', { name: 'entity Article, field views' })).toBeVisible();
  const source = finding.getByRole('link', { name: /Use the Approximation Pattern/ });
  await expect(source).toHaveAttribute(
    'href',
    'https://www.mongodb.com/docs/manual/data-modeling/design-patterns/computed-values/approximation-schema-pattern/',
  );
});

test('a way the facts rule out says why in its line', async ({ page }) => {
  // Posts used on their own: embedding them would be cheaper to read, and
  // the line says what the facts hold against it.
  const independent = structuredClone(blog);
  Object.assign(independent.relationships[0], { typical: 5, max: 20, independent_access: true });
  await openModel(page, independent);
  const line = page.getByRole('button', { name: /^Relationship / }).first();
  await line.focus();
  await page.keyboard.press('Enter');
  const advice = page.getByTestId('advice');
  await expect(advice.getByTestId('costs')).toBeVisible();
  const embedded = advice.getByTestId('why-not').and(page.locator('[data-pattern="embed-array"]'));
  await expect(embedded).toContainText(
    'not for these facts: Post is read or updated on its own, which is a compelling reason not to embed it',
  );
});

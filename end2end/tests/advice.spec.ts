import { test, expect, waitForHydration, expectNoOverlaps, addEntity } from './fixtures';
import type { Page, APIRequestContext } from '@playwright/test';
import * as fs from 'node:fs';

// The advice panel beside the canvas, the examples gallery and teaching mode.

type Summary = { slug: string; title: string; summary: string };

async function examples(request: APIRequestContext): Promise<Summary[]> {
  const response = await request.get('/api/v1/examples');
  expect(response.status()).toBe(200);
  return response.json();
}

/** What the advisor answers for an example's model, straight from the API. */
async function analysisOf(request: APIRequestContext, slug: string) {
  const model = await (await request.get(`/api/v1/examples/${slug}`)).json();
  const analysis = await (await request.post('/api/v1/analyze', { data: model })).json();
  return { model, analysis };
}

/** Selects a relationship from the keyboard, whatever the shape of its line. */
async function selectRelationship(page: Page, name: RegExp) {
  const line = page.getByRole('button', { name });
  await line.focus();
  await page.keyboard.press('Enter');
}

async function openExample(page: Page, slug: string) {
  await page.goto(`/editor#example=${slug}`);
  await waitForHydration(page);
  await expect(page.getByRole('alert').filter({ hasText: 'Opened the example' })).toBeVisible();
}

async function setNumber(page: Page, label: string, value: string) {
  const input = page.getByRole('spinbutton', { name: label, exact: true });
  await input.fill(value);
  await input.press('Enter');
}

// The gallery is walked in shards, so the examples spread over the workers
// and one shard's time stays well inside a test's limit on a slow machine.
const GALLERY_SHARDS = 3;
for (let shard = 0; shard < GALLERY_SHARDS; shard++) {
  test(`every gallery example opens in the editor with its advice and both documents (part ${shard + 1} of ${GALLERY_SHARDS})`, async ({ page, request }) => {
    const list = await examples(request);
    expect(list.length).toBeGreaterThanOrEqual(9);
    const mine = list.filter((_, i) => i % GALLERY_SHARDS === shard);
    // About 1.5 s an example here; room for a machine several times slower.
    test.setTimeout(20_000 + 6_000 * mine.length);
    for (const example of mine) {
      await page.goto('/examples');
      await waitForHydration(page);
      const card = page.getByTestId('example').filter({ has: page.getByRole('heading', { name: example.title }) });
      await expect(card).toContainText(example.summary);
      await Promise.all([
        page.waitForURL('**/editor**'),
        card.getByRole('link', { name: `Open ${example.title} in the editor` }).click(),
      ]);
      await waitForHydration(page);
      await expect(page.getByRole('alert').filter({ hasText: 'Opened the example' })).toBeVisible();

      const { model, analysis } = await analysisOf(request, example.slug);
      // Every entity is drawn, laid out: no two boxes overlap.
      const boxes = page.getByTestId('canvas').getByRole('button', { name: /^Entity / });
      await expect(boxes).toHaveCount(model.entities.length);
      await expectNoOverlaps(page);

      const first = model.relationships[0];
      if (first === undefined) {
        // An example of a pattern for an entity's documents as a whole: the
        // panel shows it with nothing selected.
        const entityPattern = page.getByTestId('advice').getByTestId('entity-pattern').first();
        await expect(entityPattern.locator('[data-pattern]')).toHaveAttribute('data-pattern', analysis.entities[0].pattern);
        continue;
      }
      const expected = analysis.relationships.find((r: { relationship: string }) => r.relationship === first.id);
      await selectRelationship(page, new RegExp(`^Relationship ${(first.label ?? model.entities.find((e: { id: string }) => e.id === first.to).name).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} `));
      const advice = page.getByTestId('advice');
      await expect(advice.getByTestId('advice-pattern')).toHaveAttribute('data-pattern', expected.pattern);
      await expect(advice.getByTestId('advice-rationale')).toHaveText(expected.rationale);
      for (const column of ['variant-embedded', 'variant-referenced']) {
        const documents = advice.getByTestId(column);
        await expect(documents).toBeVisible();
        await expect(documents.locator('pre').filter({ hasText: '"_id"' }).first()).toBeVisible();
        await expect(documents.getByRole('button', { name: /^Copy / }).first()).toBeVisible();
      }
      // The canvas says the same at a glance, on the selected line.
      await expect(
        page.locator('[data-testid="relationship"][class~="selected"]').getByTestId('verdict-icon'),
      ).toHaveAttribute('data-pattern', expected.pattern);
    }
  });
}

test('nothing selected shows the collections with samples, indexes and validators', async ({ page, request }) => {
  await openExample(page, 'university');
  const { analysis } = await analysisOf(request, 'university');
  const advice = page.getByTestId('advice');
  await expect(advice.getByTestId('collection')).toHaveCount(analysis.collections.length);
  const students = advice.getByRole('group', { name: 'Collection students' });
  await expect(students).toContainText('holds Student, ID card, Email');
  await expect(students.locator('pre').first()).toContainText('"emails"');
  await students.getByText('Validation ($jsonSchema)').click();
  await expect(students).toContainText('$jsonSchema');
  // Embedded entities are drawn inside their parent's collection.
  await expect(page.getByTestId('collection-group')).toHaveAttribute('data-collection', 'students');
  await expect(page.getByTestId('verdict-icon')).toHaveCount(analysis.relationships.length);
});

test('a new entity is put outside the collection frames, not where it would look nested', async ({ page }) => {
  await openExample(page, 'university');
  const frame = page.getByTestId('collection-group').locator('rect');
  await expect(frame).toHaveCount(1);
  const boxes = page.getByTestId('entity');
  const ids = () => boxes.evaluateAll((all) => all.map((box) => box.getAttribute('data-entity-id')));
  const before = await ids();
  // One by the toolbar, one by the key: both place the box the same way.
  await page.getByRole('button', { name: 'New entity', exact: true }).click();
  await expect(boxes).toHaveCount(before.length + 1);
  await page.keyboard.press('Escape');
  await page.keyboard.press('n');
  await expect(boxes).toHaveCount(before.length + 2);
  const added = (await ids()).filter((id) => !before.includes(id));
  expect(added).toHaveLength(2);
  const area = await frame.boundingBox();
  expect(area).not.toBeNull();
  for (const id of added) {
    const box = await page.locator(`[data-testid="entity"][data-entity-id="${id}"]`).boundingBox();
    expect(box, id ?? '').not.toBeNull();
    if (!box || !area) continue;
    const apart =
      box.x >= area.x + area.width || area.x >= box.x + box.width || box.y >= area.y + area.height || area.y >= box.y + box.height;
    expect(apart, `${id} at ${JSON.stringify(box)} is inside the frame ${JSON.stringify(area)}`).toBe(true);
  }
});

test("a student's e-mails: typical 3 is embedded, typical 100000 is referenced", async ({ page }) => {
  await openExample(page, 'university');
  await selectRelationship(page, /^Relationship emails /);
  const badge = page.getByTestId('advice').getByTestId('advice-pattern');
  await expect(badge).toHaveAttribute('data-pattern', 'embed-array');
  // Each rule cites its article by title and publisher and links the public original.
  const advice = page.getByTestId('advice');
  const source = advice.getByRole('link', { name: /6 Rules of Thumb for MongoDB Schema Design.*MongoDB blog/ }).first();
  await expect(source).toHaveAttribute('href', 'https://www.mongodb.com/blog/post/6-rules-of-thumb-for-mongodb-schema-design');
  await expect(advice).not.toContainText('.txt');
  await expect(advice).not.toContainText('_access');
  // No stated maximum: the typical count alone decides.
  await setNumber(page, 'Maximum count', '');
  await setNumber(page, 'Typical count', '3');
  await expect(badge).toHaveAttribute('data-pattern', 'embed-array');
  const line = page.locator('[data-testid="relationship"][class~="selected"]');
  await expect(line.getByTestId('verdict-icon')).toHaveAttribute('data-pattern', 'embed-array');
  await setNumber(page, 'Typical count', '100000');
  await expect(badge).toHaveAttribute('data-pattern', 'parent-reference');
  await expect(line.getByTestId('verdict-icon')).toHaveAttribute('data-pattern', 'parent-reference');
  await expect(page.getByTestId('advice-status')).toHaveText('Up to date');
});

test('a model that needs a fix says so in the panel, with the place and a way there', async ({ page }) => {
  await openExample(page, 'university');
  await selectRelationship(page, /^Relationship emails /);
  await setNumber(page, 'Typical count', '100000'); // above the "at most" of 5
  const error = page.getByTestId('advice-error');
  await expect(error).toContainText('typical (100000) is larger than max (5)');
  await expect(error).toContainText('At relationship Student → Email, `typical`.');
  await expect(page.getByTestId('advice-status')).toHaveText('Needs a fix');
  await page.keyboard.press('Escape'); // leaves the field
  await page.keyboard.press('Escape'); // selects nothing
  await expect(page.getByRole('heading', { name: 'Nothing selected' })).toBeVisible();
  await error.getByRole('button', { name: 'Show it' }).click();
  await expect(page.getByRole('spinbutton', { name: 'Typical count', exact: true })).toHaveValue('100000');
  await setNumber(page, 'Maximum count', '200000');
  await expect(error).toBeHidden();
  await expect(page.getByTestId('advice').getByTestId('advice-pattern')).toHaveAttribute('data-pattern', 'parent-reference');
});

test('only the latest answer counts: a slow older one is dropped', async ({ page }) => {
  await openExample(page, 'university');
  await selectRelationship(page, /^Relationship emails /);
  const badge = page.getByTestId('advice').getByTestId('advice-pattern');
  await expect(badge).toHaveAttribute('data-pattern', 'embed-array');

  // Answers about a model with "at most 5" e-mails come back late.
  let slowDone: () => void = () => {};
  const slowAnswered = new Promise<void>((resolve) => (slowDone = resolve));
  const withMaxFive = (body: string | null) => /"max":5[,}]/.test(body ?? '');
  await page.route('**/panel/advice', async (route) => {
    const slow = withMaxFive(route.request().postData());
    if (slow) await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
    if (slow) slowDone();
  });
  const slowAsked = page.waitForRequest((r) => r.url().endsWith('/panel/advice') && withMaxFive(r.postData()));
  const slowResponse = page.waitForResponse((r) => r.url().endsWith('/panel/advice') && withMaxFive(r.request().postData()));
  await setNumber(page, 'Typical count', '4'); // asked with max 5: slow, embed
  await slowAsked;
  await setNumber(page, 'Maximum count', '200000'); // fast: reference
  await expect(badge).toHaveAttribute('data-pattern', 'parent-reference');
  // From here on, every pattern the panel shows is written down.
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { patternsSeen: string[] }).patternsSeen = seen;
    const panel = document.querySelector('[data-testid="advice"]')!;
    new MutationObserver(() => {
      const shown = panel.querySelector('[data-testid="advice-pattern"]');
      if (shown) seen.push(shown.getAttribute('data-pattern') ?? '');
    }).observe(panel, { subtree: true, childList: true, attributes: true });
  });
  await slowAnswered;
  await (await slowResponse).finished();
  // An edit after the slow answer arrived: its own answer comes later
  // still, so once the panel shows it, the page has read the slow one.
  const laterAnswer = page.waitForResponse((r) => r.url().endsWith('/panel/advice') && /"max":300000[,}]/.test(r.request().postData() ?? ''));
  await setNumber(page, 'Maximum count', '300000');
  await (await laterAnswer).finished();
  await expect(page.getByTestId('advice-status')).toHaveText('Up to date');
  await expect(badge).toHaveAttribute('data-pattern', 'parent-reference');
  const seen = await page.evaluate(() => (window as unknown as { patternsSeen: string[] }).patternsSeen);
  expect(seen, 'the later answer was seen being shown').toContain('parent-reference');
  expect(seen, 'the slow answer was never shown').not.toContain('embed-array');
});

test('teaching mode: attendees answer first, then Nestlink reveals and explains', async ({ page }) => {
  await openExample(page, 'university');
  // The answer is there (on the canvas and in the panel) before teaching starts.
  await expect(page.getByTestId('verdict-icon')).toHaveCount(4);
  await expect(page.getByTestId('collection-group')).toHaveCount(1);
  await page.getByRole('button', { name: 'Teaching mode' }).click();
  await expect(page.getByRole('button', { name: 'Teaching mode' })).toHaveAttribute('aria-pressed', 'true');
  // No spoilers on the canvas either.
  await expect(page.getByTestId('verdict-icon')).toHaveCount(0);
  await expect(page.getByTestId('collection-group')).toHaveCount(0);
  await expect(page.getByTestId('advice').getByTestId('collection')).toHaveCount(0);

  await selectRelationship(page, /^Relationship emails /);
  const advice = page.getByTestId('advice');
  const quiz = advice.getByRole('group', { name: 'Your answer' });
  await expect(quiz).toBeVisible();
  await expect(advice.getByTestId('advice-pattern')).toHaveCount(0);

  await quiz.getByRole('button', { name: 'Reference' }).click();
  const feedback = advice.getByTestId('teaching-feedback');
  await expect(feedback).toContainText('Nestlink recommends Embed an array, not a reference.');
  // The answer is explained in the pattern's own terms.
  await expect(feedback).toContainText("It keeps the children as an array inside the parent's document");
  await expect(feedback).toContainText('With a reference:');
  await expect(advice.getByTestId('advice-pattern')).toHaveAttribute('data-pattern', 'embed-array');
  await expect(page.getByTestId('verdict-icon')).toHaveCount(1);

  await feedback.getByRole('button', { name: 'Ask again' }).click();
  await advice.getByRole('combobox', { name: /Or name the pattern/ }).selectOption('embed-array');
  await expect(advice.getByTestId('teaching-feedback')).toHaveText(/Exactly: Embed an array\./);

  // The presenter view: large type; the inspector keeps to a strip, the advice has the rest.
  await page.getByRole('button', { name: 'Presenter view' }).click();
  await expect(page.getByRole('button', { name: 'Presenter view' })).toHaveAttribute('aria-pressed', 'true');
  const inspector = (await page.getByRole('complementary', { name: 'Inspector' }).boundingBox())!;
  expect((await advice.boundingBox())!.height).toBeGreaterThanOrEqual(2 * inspector.height);
  const size = await advice.evaluate((el) => parseFloat(getComputedStyle(el).fontSize));
  expect(size).toBeGreaterThanOrEqual(24);
});

test('teaching mode asks about an entity with a pattern of its own, then reveals it', async ({ page }) => {
  await openExample(page, 'policy-history');
  await page.getByRole('button', { name: 'Teaching mode' }).click();
  const advice = page.getByTestId('advice');
  // Nothing selected: no answer is given away.
  await expect(advice.getByTestId('entity-pattern')).toHaveCount(0);
  const policy = page.getByTestId('canvas').getByRole('button', { name: 'Entity Policy', exact: true });
  await policy.focus();
  await page.keyboard.press('Enter');
  const quiz = advice.getByRole('group', { name: 'Your answer' });
  await expect(quiz).toContainText("Which pattern fits Policy's documents as a whole?");
  await expect(advice.getByTestId('entity-pattern')).toHaveCount(0);
  // Only the patterns for whole documents are offered.
  const choices = quiz.getByRole('combobox', { name: /Name the pattern/ });
  await expect(choices.locator('option')).toHaveText(['Choose a pattern…', 'Schema versioning', 'Document versioning', 'Approximation', 'Archive']);

  await choices.selectOption('schema-versioning');
  const feedback = advice.getByTestId('teaching-feedback');
  await expect(feedback).toContainText('Nestlink recommends Document versioning, not Schema versioning.');
  await expect(feedback).toContainText('It keeps the current version of each document in one collection');
  await expect(advice.getByTestId('entity-pattern')).toHaveCount(1);
  await expect(advice.getByTestId('entity-pattern').locator('[data-pattern]').first()).toHaveAttribute('data-pattern', 'document-versioning');

  await feedback.getByRole('button', { name: 'Ask again' }).click();
  await expect(quiz).toBeVisible();
  await quiz.getByRole('combobox', { name: /Name the pattern/ }).selectOption('document-versioning');
  await expect(advice.getByTestId('teaching-feedback')).toContainText('Exactly: Document versioning.');
});

test('teaching mode credits a partly right guess in the pattern\'s own terms', async ({ page }) => {
  await openExample(page, 'product-reviews');
  await page.getByRole('button', { name: 'Teaching mode' }).click();
  await selectRelationship(page, /^Relationship reviews /);
  const advice = page.getByTestId('advice');
  await advice.getByRole('group', { name: 'Your answer' }).getByRole('button', { name: 'Embed' }).click();
  const feedback = advice.getByTestId('teaching-feedback');
  await expect(feedback).toContainText('Partly right: Subset embeds the latest few children in the parent');
  await expect(advice.getByTestId('advice-pattern')).toHaveAttribute('data-pattern', 'subset');
  // The alternatives say where the reasons are, whatever comes first on screen.
  await expect(advice).not.toContainText('reasons above');
});

test('the editor menu opens an example as a new model, and the model you had stays in My models', async ({
  page,
  request,
}) => {
  await page.goto('/editor');
  await waitForHydration(page);
  await addEntity(page, 'Mine');
  const menu = page.getByRole('combobox', { name: 'Open an example' });
  // Every example of the gallery, after the menu's title.
  await expect(menu.locator('option')).toHaveCount((await examples(request)).length + 1);
  await menu.selectOption({ label: 'Hosts and their log messages' });
  await expect(page.getByTestId('canvas').getByRole('button', { name: 'Entity Host' })).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: 'as a new model' })).toBeVisible();
  await expect(menu).toHaveValue('');
  await page.getByRole('button', { name: 'My models' }).click();
  const panel = page.getByRole('dialog', { name: 'My models' });
  await expect(panel.getByTestId('my-model')).toHaveCount(2);
  await panel.getByRole('button', { name: 'Open Untitled model', exact: true }).click();
  await expect(page.getByTestId('canvas').getByRole('button', { name: 'Entity Mine' })).toBeVisible();
});

test('a subset gets a third column, sizes against 16 MiB, and every block copies', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await openExample(page, 'movie-details');
  await selectRelationship(page, /^Relationship details /);
  const advice = page.getByTestId('advice');
  await expect(advice.getByTestId('advice-pattern')).toHaveAttribute('data-pattern', 'subset');
  const third = advice.getByTestId('variant-recommended');
  await expect(third.getByRole('heading', { name: 'Subset Recommended' })).toBeVisible();
  await expect(advice.getByTestId('variant-embedded')).not.toContainText('Recommended');
  for (const column of ['variant-embedded', 'variant-referenced', 'variant-recommended']) {
    const documents = advice.getByTestId(column);
    await expect(documents.getByText('Typical')).toBeVisible();
    await expect(documents.locator('.size-bar').first()).toHaveAttribute('title', /16 MiB/);
    await expect(documents.locator('.trips')).toHaveText(/^\d+ round trips?$/);
  }
  // The read of the referenced shape, copied as shown.
  const read = advice.getByTestId('variant-referenced').locator('.code').first();
  await read.getByRole('button', { name: 'Copy read' }).click();
  await expect(read.getByRole('button', { name: 'Copy read' })).toHaveText('Copied');
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toBe(await read.locator('pre').textContent());
  expect(copied).toContain('db.');
});

test('exports for handouts carry the verdict icons and collection frames, and with advice each reason', async ({ page, request }) => {
  await openExample(page, 'university');
  const { model, analysis } = await analysisOf(request, 'university');
  await expect(page.getByTestId('canvas').getByTestId('verdict-icon')).toHaveCount(model.relationships.length);
  const exported = async (button: string) => {
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: button }).click();
    return fs.readFileSync((await (await download).path())!);
  };
  const svg = (await exported('Export SVG')).toString('utf8');
  expect(svg.match(/class="verdict-icon"/g)).toHaveLength(model.relationships.length);
  for (const advice of analysis.relationships) expect(svg).toContain(`data-pattern="${advice.pattern}"`);
  expect(svg).toContain('collection students');
  expect(svg).not.toContain('class="advice-heading"');
  const plainPng = await exported('Export PNG');

  await page.getByRole('checkbox', { name: 'with advice' }).check();
  const withAdvice = (await exported('Export SVG')).toString('utf8');
  expect(withAdvice.match(/class="advice-heading"/g)).toHaveLength(model.relationships.length);
  // The reason is the rationale's first sentence; its first words open the line.
  const firstWords = analysis.relationships[0].rationale.split(' ').slice(0, 3).join(' ');
  expect(withAdvice).toContain(`class="advice-reason"`);
  const unescaped = withAdvice.replace(/&quot;/g, '"').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');
  expect(unescaped).toContain(firstWords);
  // The PNG grows by the advice column (its width is bytes 16-19 of the header).
  const advicePng = await exported('Export PNG');
  expect(advicePng.readUInt32BE(16)).toBeGreaterThan(plainPng.readUInt32BE(16) + 400);
});

// On a projector: the advice widened to be read, measured at both sizes
// and in both themes.
for (const [width, height] of [
  [1280, 720],
  [1920, 1080],
]) {
  for (const theme of ['light', 'dark']) {
    test(`wide advice at ${width}x${height} (${theme}): the documents side by side, nothing cut or covered`, async ({ page }) => {
      await page.setViewportSize({ width, height });
      await openExample(page, 'product-reviews');
      if (theme === 'dark') await page.getByRole('button', { name: 'Dark theme' }).click();
      await selectRelationship(page, /^Relationship reviews /);
      const advice = page.getByTestId('advice');
      await expect(advice.getByTestId('advice-pattern')).toHaveAttribute('data-pattern', 'subset');
      await advice.getByRole('button', { name: 'Wide advice' }).click();
      await expect(page.getByRole('complementary', { name: 'Inspector' })).toBeHidden();

      // The advice is as tall as the window below the toolbar (and a notice).
      const toolbar = (await page.getByRole('toolbar', { name: 'Editor tools' }).boundingBox())!;
      const panel = (await advice.boundingBox())!;
      expect(panel.y + panel.height).toBeGreaterThanOrEqual(height - 2);
      expect(panel.height).toBeGreaterThanOrEqual((height - (toolbar.y + toolbar.height)) * 0.8);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);

      // Embedded, referenced and the recommended subset: one row, each at least 360 px.
      const columns = advice.locator('.variants').first().locator('[data-testid^="variant-"]');
      await expect(columns).toHaveCount(3);
      const boxes = [];
      for (const column of await columns.all()) boxes.push((await column.boundingBox())!);
      for (const box of boxes) {
        expect(box.width).toBeGreaterThanOrEqual(360);
        expect(Math.abs(box.y - boxes[0].y)).toBeLessThan(2);
        expect(box.x + box.width).toBeLessThanOrEqual(panel.x + panel.width + 1);
      }
      // No Copy button covers a document's text: it sits above the first line.
      const blocks = advice.locator('.variants').first().locator('.code');
      for (const block of (await blocks.all()).slice(0, 6)) {
        const clear = await block.evaluate((code) => {
          const pre = code.querySelector('pre')!;
          const button = code.querySelector('button')!.getBoundingClientRect();
          const firstLine = pre.getBoundingClientRect().top + parseFloat(getComputedStyle(pre).paddingTop);
          return button.bottom <= firstLine + 1;
        });
        expect(clear).toBe(true);
      }
    });
  }
}

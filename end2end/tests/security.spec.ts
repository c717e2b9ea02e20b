import { test, expect, waitForHydration, openEditor } from './fixtures';
import type { Page } from '@playwright/test';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';

// No text in a model ever runs as script or becomes markup: the classic
// payloads go through every string a model carries (its name, entity names,
// field names, labels; ids through the error messages, since the validator
// refuses them as ids) and are checked where they show: the shared page,
// the editor, the inspector, the advice panel, teaching mode, the exported
// SVG opened as a page, and the names of downloads.

const PAYLOADS = [
  '</title><script>alert("title")</script>',
  '</script><script>alert("script")</script>',
  '<img src=x onerror=alert("img")>',
  '"><svg onload=alert("svg")>',
  'javascript:alert("url")',
  'line\u2028sep\u2029para',
  '<'.repeat(64),
];

/** A valid model with a payload in every string it can carry. */
function hostileModel() {
  const entities = PAYLOADS.map((payload, i) => ({
    id: `e${i}`,
    name: payload,
    x: 40 + (i % 4) * 300,
    y: 40 + Math.floor(i / 4) * 320,
    fields: PAYLOADS.map((field) => ({ name: field, type: 'string' })),
  }));
  const relationships = PAYLOADS.slice(1).map((payload, i) => ({
    id: `r${i}`,
    from: `e${i}`,
    to: `e${i + 1}`,
    label: payload,
    cardinality: i % 2 ? 'one-to-few' : 'many-to-many',
    display_fields: [PAYLOADS[i]],
    independent_access: i % 2 === 0,
  }));
  return { version: 1, name: PAYLOADS.join(' '), entities, relationships };
}

/** Opens `model` as a file in a fresh editor, and fits every box in view
 * (boxes off screen are not drawn). */
async function openModelFile(page: Page, model: object) {
  await openEditor(page);
  await page.getByTestId('open-file').setInputFiles({
    name: 'model.json',
    mimeType: 'application/json',
    buffer: Buffer.from(JSON.stringify(model)),
  });
  await page.getByRole('button', { name: 'Fit' }).click();
  await expect(page.getByTestId('entity')).toHaveCount(PAYLOADS.length);
}

/** Every dialog (alert, confirm...) the page opens: there must be none. */
function watchDialogs(page: Page) {
  const dialogs: string[] = [];
  page.on('dialog', async (dialog) => {
    dialogs.push(dialog.message());
    await dialog.dismiss();
  });
  return dialogs;
}

/** Elements no payload may have made, and inline scripts the app did not write. */
async function expectNoInjectedMarkup(page: Page) {
  const found = await page.evaluate(() => {
    const bad: string[] = [];
    for (const el of Array.from(document.querySelectorAll('*'))) {
      for (const attr of Array.from(el.attributes)) {
        if (attr.name.startsWith('on')) bad.push(`${el.tagName} ${attr.name}`);
        if (/^\s*javascript:/i.test(attr.value) && ['href', 'src', 'action', 'xlink:href'].includes(attr.name)) {
          bad.push(`${el.tagName} ${attr.name}=${attr.value}`);
        }
      }
    }
    // The app's own images come from the site (the logo, /favicon.svg).
    for (const img of Array.from(document.querySelectorAll('img'))) {
      if (!(img.getAttribute('src') ?? '').startsWith('/')) bad.push(`img ${img.getAttribute('src')}`);
    }
    for (const script of Array.from(document.querySelectorAll('script'))) {
      if (script.type === 'application/json') continue;
      if ((script.textContent ?? '').includes('alert')) bad.push('script with alert');
    }
    // SVG has <title> elements of its own (tooltips); the document has one.
    const titles = Array.from(document.querySelectorAll('title')).filter((t) => !t.closest('svg'));
    if (titles.length > 1) bad.push('a second <title>');
    return bad;
  });
  expect(found, 'elements a payload made').toEqual([]);
}

test('a hostile shared model renders as text on the server and in the browser', async ({ page, request }) => {
  const dialogs = watchDialogs(page);
  const model = hostileModel();
  const created = await request.post('/api/v1/models', { data: model });
  expect(created.status()).toBe(201);
  const { url } = await created.json();

  // The server's HTML: every payload escaped, the title included.
  const response = await request.get(url);
  const html = await response.text();
  for (const raw of ['<script>alert', '<img src=x', '<svg onload', '</title><script>']) {
    expect(html, raw).not.toContain(raw);
  }
  expect(html.match(/<title>/g)).toHaveLength(1);
  const policy = response.headers()['content-security-policy'];
  const scripts = policy.split(';').find((d) => d.trim().startsWith('script-src'))!;
  expect(scripts.trim()).toMatch(/^script-src 'self' 'nonce-[A-Za-z0-9_-]{16,}' 'wasm-unsafe-eval'$/);

  await page.goto(url);
  await waitForHydration(page);
  await expect(page).toHaveTitle(`${model.name} · Nestlink`);
  await expect(page.getByRole('button', { name: `Entity ${PAYLOADS[2]}` })).toBeVisible();
  await expectNoInjectedMarkup(page);

  // It still works: select a relationship, see its advice, edit (a fork).
  const line = page.getByRole('button', { name: /^Relationship / }).first();
  await line.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('advice').getByTestId('advice-pattern')).toBeVisible();
  await expectNoInjectedMarkup(page);
  await page.getByRole('button', { name: 'New entity' }).click();
  await expect(page.getByTestId('shared-banner')).toContainText('a fork of');
  await expect(page.getByRole('textbox', { name: 'Entity name' })).toHaveValue(/^Entity/);
  expect(dialogs).toEqual([]);
});

test('a hostile model opened in the editor: canvas, inspector, advice, teaching mode, exports', async ({ page }) => {
  const dialogs = watchDialogs(page);
  const model = hostileModel();
  await openModelFile(page, model);
  await expect(page.getByRole('textbox', { name: 'Model name' })).toHaveValue(model.name);
  await expectNoInjectedMarkup(page);

  // The inspector of an entity, with every payload as a field name. (The
  // findings name the entities too: their buttons select them.)
  await page.getByTestId('canvas').getByRole('button', { name: `Entity ${PAYLOADS[3]}` }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('textbox', { name: 'Entity name' })).toHaveValue(PAYLOADS[3]);
  await expectNoInjectedMarkup(page);

  // Each relationship's advice: labels and field names in the documents.
  const lines = page.getByRole('button', { name: /^Relationship / });
  const count = await lines.count();
  expect(count).toBe(PAYLOADS.length - 1);
  for (let i = 0; i < count; i++) {
    await lines.nth(i).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('advice').getByTestId('advice-pattern')).toBeVisible();
    await expectNoInjectedMarkup(page);
  }
  await expect(page.getByTestId('advice')).toContainText(PAYLOADS[6]);
  await expect(page.getByTestId('advice')).toContainText('</script><script>alert(\\"script\\")</script>');

  // Teaching mode shows the same strings in its questions and feedback.
  await page.getByRole('button', { name: 'Teaching mode' }).click();
  await lines.first().focus();
  await page.keyboard.press('Enter');
  const quiz = page.getByTestId('advice').getByRole('group', { name: 'Your answer' });
  await quiz.getByRole('button', { name: 'Reference' }).click();
  await expect(page.getByTestId('advice').getByTestId('teaching-feedback')).toBeVisible();
  await expectNoInjectedMarkup(page);
  await page.getByRole('button', { name: 'Teaching mode' }).click();

  // The SVG export, opened as a document of its own.
  const svgDownload = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export SVG' }).click();
  const svg = await svgDownload;
  expect(svg.suggestedFilename()).toMatch(/^[a-z0-9-]+\.svg$/);
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'nestlink-svg-')), 'export.svg');
  fs.copyFileSync((await svg.path())!, file);
  const text = fs.readFileSync(file, 'utf8');
  expect(text).not.toContain('<script');
  // Escaped text has no '<', so every '<' starts a tag the export wrote;
  // attributes are checked on the parsed document below.
  expect(text).not.toContain('<img');
  expect(text.match(/<svg/g)).toHaveLength(1);

  const viewer = await page.context().newPage();
  const viewerDialogs = watchDialogs(viewer);
  await viewer.goto(`file://${file}`);
  const parsed = await viewer.evaluate(() => ({
    root: document.documentElement.tagName,
    texts: Array.from(document.querySelectorAll('text')).map((t) => t.textContent),
    error: document.querySelector('parsererror')?.textContent ?? null,
  }));
  expect(parsed.error).toBeNull();
  expect(parsed.root).toBe('svg');
  expect(parsed.texts).toContain(PAYLOADS[0]);
  await expectNoInjectedMarkup(viewer);
  expect(viewerDialogs).toEqual([]);
  await viewer.close();

  // The PNG export draws the same picture; the file name stays plain.
  const pngDownload = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export PNG' }).click();
  expect((await pngDownload).suggestedFilename()).toMatch(/^[a-z0-9-]+\.png$/);

  // And the editor still works.
  await page.getByRole('button', { name: 'New entity' }).click();
  await expect(page.getByRole('textbox', { name: 'Entity name' })).toHaveValue(/^Entity/);
  await expectNoInjectedMarkup(page);
  expect(dialogs).toEqual([]);
});

test('payloads as ids are refused, and the errors that quote them stay text', async ({ page, request }) => {
  const dialogs = watchDialogs(page);
  const model = {
    version: 1,
    name: 'ids',
    entities: PAYLOADS.map((payload, i) => ({ id: payload, name: `E${i}` })),
    relationships: [{ id: PAYLOADS[0], from: PAYLOADS[1], to: PAYLOADS[2], cardinality: 'one-to-few' }],
  };
  const refused = await request.post('/api/v1/analyze', { data: model });
  expect(refused.status()).toBe(422);
  expect(refused.headers()['content-type']).toContain('application/json');
  const body = await refused.json();
  expect(body.error.code).toBe('invalid_model');

  // The editor opens it to be fixed: the ids are drawn (as attributes) and
  // every problem quotes one.
  await openModelFile(page, model);
  await expect(page.getByRole('alert').filter({ hasText: 'not valid' }).first()).toBeVisible();
  await expect(page.getByTestId('problem-count')).not.toHaveText('No problems');
  await expectNoInjectedMarkup(page);
  await page.getByRole('button', { name: 'New entity' }).click();
  await expect(page.getByRole('textbox', { name: 'Entity name' })).toHaveValue(/^Entity/);
  expect(dialogs).toEqual([]);
});

test('every page kind carries a nonce policy without unsafe-inline scripts, and hydrates', async ({ page, request }) => {
  const created = await request.post('/api/v1/models', {
    data: { version: 1, name: 'Plain', entities: [{ id: 'a', name: 'A' }], relationships: [] },
  });
  const { url } = await created.json();
  const scriptsOf = (policy: string) => policy.split(';').find((d) => d.trim().startsWith('script-src'))!;
  for (const where of ['/', '/editor', '/examples', url]) {
    const response = await page.goto(where);
    expect(response!.status(), where).toBe(200);
    const scripts = scriptsOf((await response!.allHeaders())['content-security-policy']);
    expect(scripts, where).not.toContain('unsafe-inline');
    expect(scripts, where).toMatch(/'nonce-[A-Za-z0-9_-]{16,}'/);
    // The nonce-carrying bootstrap ran: the page was taken over.
    await waitForHydration(page);
  }
  // The "not found" page too (fetched, since Chromium logs any 404 page as an error).
  for (const where of ['/no/such/page', '/m/AAAAAAAAAAAAAAAAAAAAAA']) {
    const response = await request.get(where);
    expect(response.status(), where).toBe(404);
    const nonce = scriptsOf(response.headers()['content-security-policy']).match(/'nonce-([A-Za-z0-9_-]{16,})'/);
    expect(nonce, where).not.toBeNull();
    expect(await response.text(), where).toContain(`nonce="${nonce![1]}"`);
  }
  // Two renders of a page have two nonces.
  const first = (await request.get('/editor')).headers()['content-security-policy'];
  const second = (await request.get('/editor')).headers()['content-security-policy'];
  expect(first).not.toBe(second);
  // A picture that is not a page allows no inline script at all.
  const picture = (await request.get('/favicon.svg')).headers()['content-security-policy'];
  expect(picture).not.toContain("'nonce-");
  expect(scriptsOf(picture)).not.toContain('unsafe-inline');
  // What is never shown as a document (JSON, the WASM modules) may load nothing.
  const api = (await request.get('/api/health')).headers()['content-security-policy'];
  expect(api).toBe("default-src 'none'; frame-ancestors 'none'");
});

test("a live session's secret client id comes from the browser's cryptographic generator", async ({ page, request }) => {
  // Counts the page's calls to crypto.getRandomValues, and makes
  // Math.random worthless: an id made from it would be the same each time.
  await page.addInitScript(() => {
    const counted = window as unknown as { cryptoCalls: number };
    counted.cryptoCalls = 0;
    const original = crypto.getRandomValues.bind(crypto);
    crypto.getRandomValues = <T extends ArrayBufferView | null>(array: T): T => {
      counted.cryptoCalls += 1;
      return original(array as never) as T;
    };
    Math.random = () => 0.5;
  });
  const started = await request.post('/api/v1/sessions', {
    data: { version: 1, name: 'Id', entities: [{ id: 'a', name: 'A', x: 0, y: 0, fields: [] }], relationships: [] },
  });
  const { url } = await started.json();
  await page.goto(url);
  await waitForHydration(page);
  await page.getByTestId('live-name').fill('Ann');
  await page.getByRole('button', { name: 'Join' }).click();
  await expect(page.getByTestId('live-people')).toContainText('Ann');
  // Three 32-bit draws make the id's secret part. They are counted from the
  // page's start: the session's module may draw the id before hydration
  // is seen to end, and nothing else on the page asks for random values.
  const calls = await page.evaluate(() => (window as unknown as { cryptoCalls: number }).cryptoCalls);
  expect(calls).toBeGreaterThanOrEqual(3);
});

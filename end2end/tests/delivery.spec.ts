import { test as plainTest } from '@playwright/test';
import { test, expect, waitForHydration } from './fixtures';
import type { APIRequestContext } from '@playwright/test';

// How the site travels: compressed as the browser asks, asset names that
// carry their content hash kept for good, everything else revalidated
// (ETag / Last-Modified and 304), and a toolbar that says it is loading
// instead of ignoring clicks.

/** The site's own files, as the editor page links them. */
async function assets(request: APIRequestContext) {
  const html = await (await request.get('/editor')).text();
  const find = (pattern: RegExp) => {
    const match = html.match(pattern);
    expect(match, `${pattern} in the editor page`).not.toBeNull();
    return match![1];
  };
  return {
    css: find(/href="(\/pkg\/nestlink\.[A-Za-z0-9_-]{22}\.css)"/),
    js: find(/href="(\/pkg\/nestlink\.[A-Za-z0-9_-]{22}\.js)"/),
    wasm: find(/href="(\/pkg\/nestlink\.[A-Za-z0-9_-]{22}\.wasm)"/),
  };
}

test('pages, API answers and files are compressed as asked, and plain otherwise', async ({ request }) => {
  const { css, js, wasm } = await assets(request);
  for (const where of ['/editor', '/api/v1/examples', css, js, wasm]) {
    for (const [asked, expected] of [['br', 'br'], ['gzip', 'gzip'], ['br, gzip', 'br']]) {
      const response = await request.get(where, { headers: { 'Accept-Encoding': asked } });
      expect(response.status(), where).toBe(200);
      expect(response.headers()['content-encoding'], `${where} for ${asked}`).toBe(expected);
      expect(response.headers()['vary'] ?? '', where).toMatch(/accept-encoding/i);
    }
    const plain = await request.get(where, { headers: { 'Accept-Encoding': 'identity' } });
    expect(plain.headers()['content-encoding'], `${where} plainly`).toBeUndefined();
  }
  // The analysis of a posted model too.
  const model = await (await request.get('/api/v1/examples/university')).json();
  const analysis = await request.post('/api/v1/analyze', { data: model, headers: { 'Accept-Encoding': 'br' } });
  expect(analysis.status()).toBe(200);
  expect(analysis.headers()['content-encoding']).toBe('br');
  expect((await analysis.json()).relationships.length).toBe(model.relationships.length);
});

test('hashed files are immutable; pages, answers and other files are revalidated', async ({ request }) => {
  const { css, js, wasm } = await assets(request);
  const loader = (await (await request.get(js)).text()).match(/__wasm_split\.[A-Za-z0-9_-]{22}\.js/);
  expect(loader, 'the main module imports the split loader by its hashed name').not.toBeNull();
  const split = (await (await request.get(`/pkg/${loader![0]}`)).text()).match(/split_[A-Za-z0-9_]+\.[A-Za-z0-9_-]{22}\.wasm/);
  expect(split, 'the loader fetches split modules by their hashed names').not.toBeNull();
  for (const where of [css, js, wasm, `/pkg/${loader![0]}`, `/pkg/${split![0]}`]) {
    const response = await request.get(where);
    expect(response.status(), where).toBe(200);
    expect(response.headers()['cache-control'], where).toBe('public, max-age=31536000, immutable');
  }
  // A file without a hash in its name is asked for again: 304 while unchanged.
  const icon = await request.get('/favicon.svg');
  expect(icon.headers()['cache-control']).toBe('no-cache');
  const since = icon.headers()['last-modified'];
  expect(since).toBeTruthy();
  expect((await request.get('/favicon.svg', { headers: { 'If-Modified-Since': since } })).status()).toBe(304);

  // Pages and API answers: no-cache with an ETag, 304 on a match.
  for (const where of ['/editor', '/', '/examples', '/api/v1/examples', '/api/v1/examples/university']) {
    const first = await request.get(where);
    // Pages carry their own nonce, so only the browser may keep them.
    expect(first.headers()['cache-control'], where).toBe(where.startsWith('/api') ? 'no-cache' : 'private, no-cache');
    const tag = first.headers()['etag'];
    expect(tag, where).toMatch(/^W\/"[0-9a-f]+(-[A-Za-z0-9_-]+)?"$/);
    const again = await request.get(where, { headers: { 'If-None-Match': tag } });
    expect(again.status(), where).toBe(304);
    expect(await again.body(), where).toHaveLength(0);
    expect(again.headers()['etag'], where).toBe(tag);
    const stale = await request.get(where, { headers: { 'If-None-Match': 'W/"0000"' } });
    expect(stale.status(), where).toBe(200);
  }
  // A page's 304 names the nonce of the copy the browser holds.
  const page = await request.get('/editor');
  const nonce = page.headers()['etag'].match(/-([A-Za-z0-9_-]+)"$/)![1];
  expect(page.headers()['content-security-policy']).toContain(`'nonce-${nonce}'`);
  expect(await page.text()).toContain(`nonce="${nonce}"`);
  const revisit = await request.get('/editor', { headers: { 'If-None-Match': page.headers()['etag'] } });
  expect(revisit.status()).toBe(304);
  expect(revisit.headers()['content-security-policy']).toContain(`'nonce-${nonce}'`);
});

test('a warm revisit of the editor transfers under 20 KB and hydrates', async ({ page, context }) => {
  await page.goto('/editor');
  await waitForHydration(page);
  await expect(page.getByRole('toolbar', { name: 'Editor tools' })).toHaveAttribute('data-ready', 'true');
  // Warm means after the first visit has fetched everything it asks for: a
  // module still in flight when the page is left is not cached (on a busy
  // machine the advice's module can still be coming).
  await page.waitForLoadState('networkidle');
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  let bytes = 0;
  // What each request brought, so a revisit over budget says which files
  // were not taken from the cache.
  const urls = new Map<string, string>();
  const fetched: string[] = [];
  cdp.on('Network.requestWillBeSent', ({ requestId, request }) => urls.set(requestId, request.url));
  cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
    bytes += encodedDataLength;
    fetched.push(`${urls.get(requestId) ?? requestId}: ${encodedDataLength} B`);
  });
  await page.goto('about:blank');
  await page.goto('/editor');
  await waitForHydration(page);
  await expect(page.getByRole('toolbar', { name: 'Editor tools' })).toHaveAttribute('data-ready', 'true');
  await page.waitForLoadState('networkidle');
  expect(bytes, fetched.join('\n')).toBeLessThan(20 * 1024);
  // The page's words are a file named by its content: kept, not fetched again.
  expect(fetched.filter((line) => line.includes('/words/') && !line.endsWith(': 0 B'))).toEqual([]);
  await page.getByRole('button', { name: 'New entity' }).click();
  await expect(page.getByTestId('entity')).toHaveCount(1);
});

test('the toolbar works once the page is taken over; until the forms are in, a new entity is named on the canvas', async ({ page, request }) => {
  // The server sends the toolbar disabled, with the progress line.
  const html = await (await request.get('/editor')).text();
  expect(html).toMatch(/<fieldset (disabled class="toolbar-controls"|class="toolbar-controls" disabled)/);
  expect(html).toContain('aria-busy="true"');
  // No split module is asked for in the head: on a slow network it would
  // share the line with the main module, and the first click wait for both.
  expect(html).not.toMatch(/<link[^>]*href="\/pkg\/(split|chunk)_[^"]*"/);
  // The main module is asked for before the page's words: its preload
  // link comes first in the head. The words are a file of their own.
  const preload = html.search(/<link rel="preload" href="\/pkg\/nestlink\.[A-Za-z0-9_-]{22}\.wasm"/);
  expect(preload).toBeGreaterThan(0);
  const link = /<link rel="preload" id="nl-words" href="(\/words\/en\.[0-9a-f]{20}\.json)" data-rest="(\/words\/en\.[0-9a-f]{20}\.json)" as="fetch" crossorigin="anonymous"/;
  const words = html.search(link);
  expect(words).toBeGreaterThan(preload);
  expect(html).not.toContain('"texts"');
  // Two files: the words the main module says, which the page waits for,
  // and the rest, which only split modules say (the inspector's questions).
  const [, firstHref, restHref] = html.match(link)!;
  const first = (await (await request.get(firstHref)).json()).texts;
  const rest = (await (await request.get(restHref)).json()).texts;
  expect(first['new-entity']).toBe('New entity');
  expect(first['q-documents']).toBeUndefined();
  expect(rest['q-documents']).toBe('How are its documents kept?');
  expect(rest['new-entity']).toBeUndefined();

  // Hold the split modules back, as a slow network would: once the page is
  // taken over, the toolbar works all the same.
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/pkg\/split_.*\.wasm$/, async (route) => {
    await held;
    await route.continue();
  });
  const restAsked: string[] = [];
  page.on('request', (asked) => {
    if (asked.url().endsWith(restHref)) restAsked.push(asked.url());
  });
  await page.goto('/editor');
  await waitForHydration(page);
  const toolbar = page.getByRole('toolbar', { name: 'Editor tools' });
  const loading = page.getByRole('progressbar', { name: 'Loading the editor' });
  const newEntity = page.getByRole('button', { name: 'New entity' });
  await expect(newEntity).toBeEnabled();
  await expect(loading).toBeVisible();
  await expect(toolbar).toHaveAttribute('data-ready', 'false');
  await newEntity.click();
  const canvas = page.getByTestId('canvas');
  await expect(canvas.getByRole('button', { name: /^Entity / })).toHaveCount(1);
  // The name box on the canvas has the keys: what is typed is kept.
  const rename = page.getByTestId('rename-entity');
  await expect(rename).toBeFocused();
  await page.keyboard.type('Shelf');
  await page.keyboard.press('Enter');
  await expect(canvas.getByRole('button', { name: 'Entity Shelf' })).toBeVisible();

  // The forms arrive: the inspector shows the new entity, its name kept.
  release();
  await expect(loading).toBeHidden();
  await expect(toolbar).toHaveAttribute('data-ready', 'true');
  await expect(page.getByRole('textbox', { name: 'Entity name' })).toHaveValue('Shelf');
  // The rest of the words came with the split modules, once.
  expect(restAsked).toHaveLength(1);
  // From now on a new entity's name is typed in the inspector.
  await newEntity.click();
  await expect(page.getByRole('textbox', { name: 'Entity name' })).toBeFocused();
});

test('the relationships\' forms are fetched once a relationship is pointed at, not with the page', async ({ page }) => {
  const asked: string[] = [];
  page.on('request', (request) => {
    if (/\/pkg\/split_relationship_form_/.test(request.url())) asked.push(request.url());
  });
  // A model with relationships, as a shared page or an example opens it.
  await page.goto('/editor#example=university');
  await waitForHydration(page);
  await expect(page.getByRole('toolbar', { name: 'Editor tools' })).toHaveAttribute('data-ready', 'true');
  await page.waitForLoadState('networkidle');
  expect(asked).toHaveLength(0);
  const line = page.getByRole('button', { name: /^Relationship emails / });
  await line.hover();
  await expect.poll(() => asked.length).toBe(1);
  await line.click();
  await expect(page.getByRole('heading', { name: 'Relationship' })).toBeVisible();
});

// Chromium logs the 503 itself as a console error, so this one does without
// the console check.
plainTest('an analysis turned away by a busy server is asked for again when it says', async ({ page }) => {
  const callTimes: number[] = [];
  let turnedAway = false;
  await page.route('**/panel/advice', async (route) => {
    // Only the example's model is turned away, once: without asking again
    // the panel would never show its advice.
    if (!(route.request().postData() ?? '').includes('"emails"')) return route.continue();
    callTimes.push(Date.now());
    if (!turnedAway) {
      turnedAway = true;
      await route.fulfill({
        status: 503,
        headers: { 'Retry-After': '2', 'Content-Type': 'application/json' },
        body: JSON.stringify({ error: { code: 'overloaded', message: 'The server is busy.' } }),
      });
    } else {
      await route.continue();
    }
  });
  await page.goto('/editor#example=university');
  await waitForHydration(page);
  const line = page.getByRole('button', { name: /^Relationship emails / });
  await line.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('advice').getByTestId('advice-pattern')).toHaveAttribute('data-pattern', 'embed-array');
  expect(callTimes.length).toBeGreaterThanOrEqual(2);
  // Asked again after the 2 s the server said, not sooner.
  expect(callTimes[1] - callTimes[0]).toBeGreaterThanOrEqual(1_900);
});

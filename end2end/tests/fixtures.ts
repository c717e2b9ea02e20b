import { test as base, expect, Browser, Page } from '@playwright/test';

// Every test fails if the page logs a console error or throws: a broken
// hydration often shows up only there. A test that asks for an error answer
// on purpose names the console line it expects in `allowedConsoleErrors`.
export const test = base.extend<{ consoleErrors: string[]; allowedConsoleErrors: RegExp[] }>({
  allowedConsoleErrors: [[], { option: true }],
  consoleErrors: [
    async ({ page, allowedConsoleErrors }, use) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        const text = message.text();
        if (message.type() === 'error' && !allowedConsoleErrors.some((allowed) => allowed.test(text))) {
          errors.push(text);
        }
      });
      page.on('pageerror', (error) => errors.push(error.message));
      await use(errors);
      expect(errors, 'the browser console shows no errors').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** Waits until the WASM has taken over the server-rendered page. */
export async function waitForHydration(page: Page) {
  await expect(page.getByTestId('frame')).toHaveAttribute('data-hydrated', 'true');
}

/**
 * Waits until the page has handled what was done to it and drawn the
 * result: two animation frames (the first runs after the pending events and
 * their reactive updates, the second after that frame was drawn). A check
 * that something did not happen goes after this, not after a fixed time.
 */
export async function renderedSince(page: Page) {
  await page.evaluate(
    () => new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done()))),
  );
}

/** Opens the editor and waits for it to be interactive. */
export async function openEditor(page: Page) {
  await page.goto('/editor');
  await waitForHydration(page);
  await waitForForms(page);
}

/**
 * Waits until the inspector's forms are in (a module fetched once the page
 * runs): until then a new entity is named on the canvas, not in them.
 */
export async function waitForForms(page: Page) {
  await expect(page.getByRole('toolbar', { name: 'Editor tools' })).toHaveAttribute('data-ready', 'true');
}

/** Adds an entity with the toolbar button and names it in the inspector. */
export async function addEntity(page: Page, name: string) {
  await waitForForms(page);
  await page.getByRole('button', { name: 'New entity' }).click();
  const nameInput = page.getByRole('textbox', { name: 'Entity name' });
  await nameInput.fill(name);
  await nameInput.press('Enter');
  await expect(page.getByTestId('canvas').getByRole('button', { name: `Entity ${name}` })).toBeVisible();
}

/** Fails when two entity boxes on the canvas overlap. */
export async function expectNoOverlaps(page: Page) {
  const boxes = page.getByTestId('canvas').getByRole('button', { name: /^Entity / });
  const rects = [];
  for (const box of await boxes.all()) rects.push((await box.boundingBox())!);
  for (let i = 0; i < rects.length; i++) {
    for (let j = i + 1; j < rects.length; j++) {
      const [a, b] = [rects[i], rects[j]];
      const apart =
        a.x + a.width <= b.x || b.x + b.width <= a.x || a.y + a.height <= b.y || b.y + b.height <= a.y;
      expect(apart, `boxes ${i} and ${j} overlap: ${JSON.stringify([a, b])}`).toBe(true);
    }
  }
}

/** The smallest on-screen font size, in pixels, of the canvas text matching `selector`. */
export async function smallestText(page: Page, selector: string) {
  return page.getByTestId('canvas').evaluate((canvas, selector) => {
    const sizes = [...canvas.querySelectorAll<SVGGraphicsElement>(selector)].map(
      (text) => parseFloat(getComputedStyle(text).fontSize) * (text.getScreenCTM()?.a ?? 0),
    );
    return sizes.length ? Math.min(...sizes) : 0;
  }, selector);
}

/** Opens a live session's page in a browser of its own (1280x720) and joins
 *  as `name`: as the owner with `ownerKey` (kept where the share dialog keeps
 *  it). Console errors of that page land in `errors`, which the caller
 *  checks: the fixture only watches the test's own page. */
export async function joinSession(
  browser: Browser,
  url: string,
  name: string,
  { ownerKey, errors }: { ownerKey?: string; errors?: string[] } = {},
): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 720 } });
  if (ownerKey) {
    const id = url.split('/').pop();
    await context.addInitScript(
      ([key, value]) => window.localStorage.setItem(key, value),
      [`nestlink.live.owner.${id}`, ownerKey],
    );
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  }
  const page = await context.newPage();
  if (errors) {
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(`${name}: ${message.text()}`);
    });
    page.on('pageerror', (error) => errors.push(`${name}: ${error.message}`));
  }
  await page.goto(url);
  await waitForHydration(page);
  await expect(page.getByTestId('shared-banner')).toContainText('Live:');
  await page.getByTestId('live-name').fill(name);
  await page.getByRole('button', { name: 'Join' }).click();
  await expect(page.getByTestId('live-people').getByRole('listitem').filter({ hasText: '(you)' })).toContainText(name);
  return page;
}

/** The blog the workshop specs run a session on: an author's posts, with
 *  no bound on how many. */
export const workshopBlog = {
  version: 1,
  name: 'Blog',
  entities: [
    { id: 'author', name: 'Author', x: 40, y: 60, fields: [{ name: 'name', type: 'string' }] },
    { id: 'post', name: 'Post', x: 380, y: 60, fields: [{ name: 'title', type: 'string' }] },
  ],
  relationships: [{ id: 'wrote', from: 'author', to: 'post', cardinality: 'one-to-squillions' }],
};

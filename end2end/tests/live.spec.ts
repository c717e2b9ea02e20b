import type { Browser, Page } from '@playwright/test';
import { test, expect, waitForHydration, openEditor, addEntity } from './fixtures';

// Live sessions: several people edit one model at once, each in a browser
// of their own, and every edit reaches everyone.

const library = {
  version: 1,
  name: 'Library',
  entities: [
    { id: 'book', name: 'Book', x: 40, y: 40, fields: [{ name: 'title', type: 'string' }] },
    { id: 'author', name: 'Author', x: 340, y: 40, fields: [{ name: 'name', type: 'string' }] },
  ],
  relationships: [],
};

/** Opens the session's page in a browser of its own, joined. */
async function join(browser: Browser, url: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await page.goto(url);
  await waitForHydration(page);
  await expect(page.getByTestId('shared-banner')).toContainText('Live:');
  return page;
}

function entity(page: Page, name: string) {
  return page.getByTestId('canvas').getByRole('button', { name: `Entity ${name}` });
}

async function rename(page: Page, from: string, to: string) {
  await entity(page, from).click();
  const name = page.getByRole('textbox', { name: 'Entity name' });
  await name.fill(to);
  await name.press('Enter');
}

test('two people edit one model at once, and both see every edit', async ({ browser, request }) => {
  const started = await request.post('/api/v1/sessions', { data: library });
  expect(started.status()).toBe(201);
  const { url, owner_key: ownerKey } = await started.json();
  expect(url).toMatch(/^\/s\/[A-Za-z0-9_-]{22}$/);
  expect(url).not.toContain(ownerKey);

  // Before any script: the server rendered the session's model.
  const html = await (await request.get(url)).text();
  expect(html).toContain('<title>Library · Nestlink</title>');

  const ann = await join(browser, url);
  const bob = await join(browser, url);
  await expect(ann.getByTestId('shared-banner')).toContainText('live session');

  // Different things at the same moment: both survive, for both.
  await Promise.all([rename(ann, 'Book', 'Novel'), addEntity(bob, 'Shelf')]);
  for (const page of [ann, bob]) {
    await expect(entity(page, 'Novel')).toBeVisible();
    await expect(entity(page, 'Shelf')).toBeVisible();
    await expect(entity(page, 'Author')).toBeVisible();
  }

  // The same name at the same moment: one wins, the same one everywhere.
  await Promise.all([rename(ann, 'Author', 'Writer'), rename(bob, 'Author', 'Poet')]);
  const names = async (page: Page) =>
    (await page.getByTestId('canvas').getByRole('button', { name: /^Entity / }).allTextContents()).sort();
  await expect.poll(async () => JSON.stringify(await names(ann))).toBe(JSON.stringify(await names(bob)));
  await expect(async () => {
    const [a, b] = [await names(ann), await names(bob)];
    expect(a).toEqual(b);
    expect(a.some((n) => n.includes('Writer') || n.includes('Poet'))).toBe(true);
  }).toPass();

  // Undo takes back one's own edit only: Ann adds Loan, then Bob adds
  // Desk; Ann's Undo takes Loan away, for both, and Desk stays.
  await addEntity(ann, 'Loan');
  await expect(entity(bob, 'Loan')).toBeVisible();
  await addEntity(bob, 'Desk');
  await expect(entity(ann, 'Desk')).toBeVisible();
  await ann.getByRole('button', { name: 'Undo' }).click();
  for (const page of [ann, bob]) {
    await expect(entity(page, 'Loan')).toHaveCount(0);
    await expect(entity(page, 'Desk')).toBeVisible();
  }

  // The session keeps it all: a newcomer sees the same model.
  const carol = await join(browser, url);
  await expect(entity(carol, 'Shelf')).toBeVisible();
  await expect(entity(carol, 'Novel')).toBeVisible();
});

test('edits made offline are sent when the connection is back', async ({ browser, request }) => {
  const started = await request.post('/api/v1/sessions', { data: library });
  const { url } = await started.json();
  const ann = await join(browser, url);
  const bob = await join(browser, url);

  await bob.context().setOffline(true);
  // Dropping the connection the way a network does: the server closes it.
  await bob.evaluate(() => window.dispatchEvent(new Event('offline')));
  await expect(bob.getByTestId('shared-banner')).toContainText('Offline');
  await addEntity(ann, 'Loan');
  await rename(bob, 'Book', 'Atlas');
  await expect(entity(bob, 'Atlas')).toBeVisible();
  // Held in Bob's browser meanwhile, and Ann's edit not yet there.
  await expect(entity(ann, 'Book')).toBeVisible();
  await expect(entity(bob, 'Loan')).toHaveCount(0);
  await bob.context().setOffline(false);

  for (const page of [ann, bob]) {
    await expect(entity(page, 'Atlas')).toBeVisible({ timeout: 15_000 });
    await expect(entity(page, 'Loan')).toBeVisible({ timeout: 15_000 });
  }
});

test('an editor can start a live session from the share dialog', async ({ page, browser }) => {
  await openEditor(page);
  await addEntity(page, 'Course');
  await page.getByRole('button', { name: 'Share' }).click();
  await page.getByRole('button', { name: 'Start a live session' }).click();
  await expect(page).toHaveURL(/\/s\/[A-Za-z0-9_-]{22}$/);
  await waitForHydration(page);
  await expect(page.getByTestId('shared-banner')).toContainText('Live:');
  await expect(entity(page, 'Course')).toBeVisible();
  const other = await join(browser, page.url());
  await addEntity(other, 'Teacher');
  await expect(entity(page, 'Teacher')).toBeVisible();
});

test("a relationship's facts changed by one person reach the other, set and taken away", async ({ browser, request }) => {
  const model = {
    ...library,
    relationships: [{ id: 'writes', from: 'author', to: 'book', cardinality: 'one-to-many' }],
  };
  const started = await request.post('/api/v1/sessions', { data: model });
  expect(started.status()).toBe(201);
  const { url } = await started.json();
  const ann = await join(browser, url);
  const bob = await join(browser, url);

  const select = async (page: Page) => {
    const line = page.getByRole('button', { name: /^Relationship Book / });
    await line.focus();
    await page.keyboard.press('Enter');
    return page.getByRole('spinbutton', { name: 'Typical count', exact: true });
  };
  // One key of the relationship, set by Ann: Bob's form shows it.
  const annTypical = await select(ann);
  await annTypical.fill('40');
  await annTypical.press('Enter');
  const bobTypical = await select(bob);
  await expect(bobTypical).toHaveValue('40');
  // Taken away by Bob: gone for Ann too (the default is shown again).
  await bobTypical.fill('');
  await bobTypical.press('Enter');
  await expect(annTypical).toHaveValue('');
  // A newcomer reads the session as it is.
  const carol = await join(browser, url);
  await expect(await select(carol)).toHaveValue('');
});

test("an attendee's toolbar stays where it was drawn as the session is joined, without the examples it cannot open; the owner's is the owner's as it starts to work", async ({ browser, request }) => {
  const started = await request.post('/api/v1/sessions', { data: library });
  const { url, owner_key: ownerKey } = await started.json();
  // The server draws the page as an attendee's: only the owner replaces the model.
  const html = await (await request.get(url)).text();
  expect(html).toMatch(/<fieldset data-testid="replace-model"[^>]* disabled[ >]/);

  const attendee = await (await browser.newContext({ viewport: { width: 1280, height: 720 } })).newPage();
  const asked: string[] = [];
  attendee.on('request', (r) => asked.push(new URL(r.url()).pathname));
  await attendee.goto(url);
  const newEntity = attendee.getByRole('button', { name: 'New entity' });
  await expect(newEntity).toBeEnabled();
  const drawn = await newEntity.boundingBox();
  // Joined: the session's bar is there, and the button has not moved.
  await expect(attendee.getByTestId('shared-banner')).toContainText('Live:');
  await expect(attendee.getByTestId('live-name')).toBeVisible();
  expect(await newEntity.boundingBox()).toEqual(drawn);
  await expect(attendee.getByRole('button', { name: 'New', exact: true })).toBeDisabled();
  // An attendee cannot open an example, so the page does not fetch the list.
  await attendee.waitForLoadState('networkidle');
  expect(asked).not.toContain('/api/v1/examples');

  const owner = await (await browser.newContext({ viewport: { width: 1280, height: 720 } })).newPage();
  await owner.addInitScript(
    ([key, value]) => window.localStorage.setItem(key, value),
    [`nestlink.live.owner.${url.split('/').pop()}`, ownerKey],
  );
  await owner.goto(url);
  await expect(owner.getByRole('button', { name: 'New entity' })).toBeEnabled();
  await expect(owner.getByRole('button', { name: 'New', exact: true })).toBeEnabled();
  await expect(owner.getByRole('combobox').filter({ hasText: 'Examples…' }).getByRole('option')).not.toHaveCount(1);
});

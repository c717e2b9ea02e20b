import { test, expect, openEditor } from './fixtures';

// The editor fetches some of its code when first needed (split modules). A
// person whose connection drops before a module arrived gets a line saying
// what waits for the network, and what they asked for happens once it is
// back: never a crash (a failed fetch used to panic the WASM, and every
// click after it failed with "RefCell already borrowed").

// The browser logs each fetch the dropped network refuses.
test.use({ allowedConsoleErrors: [/net::ERR_/] });

test('offline before a split module arrived: the action waits for the network, no crash', async ({ page, context }) => {
  await openEditor(page);
  // The toolbar is ready (the entity form's module is in); nothing else
  // arrives until the network is back.
  await expect(page.getByRole('toolbar', { name: 'Editor tools' })).toHaveAttribute('data-ready', 'true');
  const splitModule = /\/pkg\/(chunk_|split_)[^/]*\.wasm$/;
  await page.route(splitModule, (route) => route.abort('internetdisconnected'));
  await context.setOffline(true);

  await page.getByRole('button', { name: 'New entity' }).click();
  await page.getByRole('button', { name: 'Shortcuts' }).click();
  const waiting = page.getByRole('status').filter({ hasText: 'a part of the editor is still to be fetched' });
  await expect(waiting).toBeVisible();
  // The editor still answers: the new entity is on the canvas, and undo
  // and redo work.
  const canvas = page.getByTestId('canvas');
  const boxes = canvas.getByRole('button', { name: /^Entity / });
  await expect(boxes).toHaveCount(1);
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(boxes).toHaveCount(0);
  await page.getByRole('button', { name: 'Redo' }).click();
  await expect(boxes).toHaveCount(1);

  await page.unroute(splitModule);
  await context.setOffline(false);
  // What waited now happens: the shortcuts open, and the editor goes on.
  await expect(page.getByRole('dialog', { name: 'Keyboard shortcuts' })).toBeVisible();
  await expect(waiting).toHaveCount(0);
  await page.keyboard.press('Escape');
  await boxes.first().click();
  await page.getByRole('textbox', { name: 'Entity name' }).fill('Shelf');
  await page.getByRole('textbox', { name: 'Entity name' }).press('Enter');
  await expect(canvas.getByRole('button', { name: 'Entity Shelf' })).toBeVisible();
});

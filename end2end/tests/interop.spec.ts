import { test, expect, openEditor, addEntity, expectNoOverlaps } from './fixtures';
import * as fs from 'node:fs';

// Schemas in and out of the editor: SQL imported into a model that goes
// straight to the advice, and the recommended schema downloaded as a
// mongosh script.

const SHOP_SQL = `CREATE TABLE customers (id SERIAL PRIMARY KEY, name TEXT NOT NULL);
CREATE TABLE orders (
  id BIGSERIAL PRIMARY KEY,
  customer_id INT NOT NULL REFERENCES customers (id),
  placed_at TIMESTAMPTZ
);
CREATE TABLE products (id SERIAL PRIMARY KEY, title TEXT, price NUMERIC(8, 2));
CREATE TABLE order_lines (
  order_id BIGINT REFERENCES orders (id),
  product_id INT REFERENCES products (id),
  quantity INT NOT NULL,
  PRIMARY KEY (order_id, product_id)
);
CREATE VIEW big_orders AS SELECT * FROM orders;`;

test('an SQL schema imports as a model with its advice, and undo brings back the old one', async ({ page }) => {
  await openEditor(page);
  await addEntity(page, 'Scratch');
  await page.getByTestId('import-file').setInputFiles({
    name: 'shop.sql',
    mimeType: 'application/sql',
    buffer: Buffer.from(SHOP_SQL),
  });
  const canvas = page.getByTestId('canvas');
  for (const name of ['Customer', 'Order', 'Product']) {
    await expect(canvas.getByRole('button', { name: `Entity ${name}` })).toBeVisible();
  }
  await expect(canvas.getByRole('button', { name: 'Entity Order line' })).toHaveCount(0);
  await expectNoOverlaps(page);
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('Imported shop.sql: 3 entities and 2 relationships');
  // The notes say what was skipped or guessed, a line each.
  const notes = page.getByTestId('import-notes');
  await expect(notes).toContainText('Views are not imported');
  await expect(notes).toContainText("link's own fields");

  // Straight to the advice: the recommended collections of the import.
  await expect(page.getByTestId('advice').getByTestId('collection').first()).toBeVisible();

  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(canvas.getByRole('button', { name: 'Entity Scratch' })).toBeVisible();
  await expect(canvas.getByRole('button', { name: 'Entity Customer' })).toHaveCount(0);
});

test('mongoexport documents and a Compass diagram import too', async ({ page }) => {
  await openEditor(page);
  await page.getByTestId('import-file').setInputFiles({
    name: 'hosts.jsonl',
    mimeType: 'application/json',
    buffer: Buffer.from(
      '{"_id": {"$oid": "65a1b2c3d4e5f60718293a40"}, "name": "web-1", "logs": [{"at": {"$date": "2026-01-01T00:00:00Z"}, "text": "up"}]}\n' +
        '{"_id": {"$oid": "65a1b2c3d4e5f60718293a41"}, "name": "web-2", "logs": []}\n',
    ),
  });
  const canvas = page.getByTestId('canvas');
  await expect(canvas.getByRole('button', { name: 'Entity Host' })).toBeVisible();
  await expect(canvas.getByRole('button', { name: 'Entity Log' })).toBeVisible();
  await expect(page.getByRole('alert')).toContainText('Imported hosts.jsonl: 2 entities and 1 relationship');

  // Out to Compass and back in.
  const download = page.waitForEvent('download');
  await page.getByRole('combobox', { name: 'Export schema' }).selectOption({ label: 'MongoDB Compass diagram' });
  const diagram = await download;
  expect(diagram.suggestedFilename()).toMatch(/\.mdm$/);
  await page.getByRole('button', { name: 'New', exact: true }).click();
  await expect(canvas.getByRole('button', { name: 'Entity Host' })).toHaveCount(0);
  await page.getByTestId('import-file').setInputFiles({
    name: diagram.suggestedFilename(),
    mimeType: 'application/json',
    buffer: fs.readFileSync((await diagram.path())!),
  });
  await expect(canvas.getByRole('button', { name: 'Entity Host' })).toBeVisible();
  await expect(canvas.getByRole('button', { name: 'Entity Log' })).toBeVisible();
});

// Pastes `text` onto the page as a person's Ctrl+V would deliver it.
async function paste(page: import('@playwright/test').Page, text: string) {
  await page.evaluate((text) => {
    const data = new DataTransfer();
    data.setData('text/plain', text);
    document.activeElement!.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
  }, text);
}

test('pasted documents or SQL import like a file; a paste into a field stays there', async ({ page }) => {
  await openEditor(page);
  const canvas = page.getByTestId('canvas');
  await paste(page, '{"_id": 1, "title": "Dune", "reviews": [{"stars": 5, "text": "Vast"}]}\n{"_id": 2, "title": "Emma", "reviews": []}');
  await expect(canvas.getByRole('button', { name: 'Entity Document' })).toBeVisible();
  await expect(canvas.getByRole('button', { name: 'Entity Review' })).toBeVisible();
  await expect(page.getByRole('alert')).toContainText('Imported the pasted text: 2 entities and 1 relationship');

  await paste(page, SHOP_SQL);
  await expect(canvas.getByRole('button', { name: 'Entity Customer' })).toBeVisible();
  await expect(canvas.getByRole('button', { name: 'Entity Document' })).toHaveCount(0);

  // Text pasted into a field is that field's, not an import.
  await canvas.getByRole('button', { name: 'Entity Customer' }).click();
  const name = page.getByRole('textbox', { name: 'Entity name' });
  await name.focus();
  await paste(page, 'CREATE TABLE other (id int);');
  await expect(canvas.getByRole('button', { name: 'Entity Other' })).toHaveCount(0);
  await expect(canvas.getByRole('button', { name: 'Entity Customer' })).toBeVisible();
});

test.describe('refused SQL', () => {
  // The browser logs the import's 422 answer, which this test asks for.
  test.use({ allowedConsoleErrors: [/status of 422/] });

  test('SQL that cannot be read says where, and the model stays as it was', async ({ page }) => {
    await openEditor(page);
    await addEntity(page, 'Keeper');
    await page.getByTestId('import-file').setInputFiles({
      name: 'broken.sql',
      mimeType: 'application/sql',
      buffer: Buffer.from('CREATE TABLE a (id INT);\nCREATE TABLE b (id INT,, name TEXT);'),
    });
    const alert = page.getByRole('alert');
    await expect(alert).toContainText('Nothing was imported from broken.sql');
    await expect(alert).toContainText('line 2');
    await expect(page.getByTestId('canvas').getByRole('button', { name: 'Entity Keeper' })).toBeVisible();
  });
});

test('the recommended schema downloads as a mongosh script', async ({ page }) => {
  await openEditor(page);
  const modelName = page.getByRole('textbox', { name: 'Model name' });
  await modelName.fill('Bookshop');
  await modelName.press('Enter');
  await addEntity(page, 'Book');
  const menu = page.getByRole('combobox', { name: 'Export schema' });
  const download = page.waitForEvent('download');
  await menu.selectOption({ label: 'mongosh script' });
  const file = await download;
  expect(file.suggestedFilename()).toBe('bookshop.js');
  const script = fs.readFileSync((await file.path())!, 'utf8');
  expect(script).toContain('db.createCollection("books"');
  await expect(menu).toHaveValue('');
});

import { test, expect, openEditor, addEntity } from './fixtures';
import * as path from 'node:path';

// mongoexport files of several collections come in as one import, so the
// references between the collections are found, and what the import
// skipped or guessed stays on screen until the person dismisses it.

const folder = path.resolve(__dirname, '..', '..', 'server', 'tests', 'imports', 'bookshop-documents');
const files = ['books.json', 'customers.json', 'orders.jsonl'].map((name) => path.join(folder, name));

async function expectBookshop(page: import('@playwright/test').Page, shown: string) {
  const canvas = page.getByTestId('canvas');
  for (const name of ['Book', 'Customer', 'Order', 'Author']) {
    await expect(canvas.getByRole('button', { name: `Entity ${name}` })).toBeVisible();
  }
  // Orders refer to customers and books: found across the files.
  await expect(page.getByRole('alert')).toContainText(`Imported ${shown}: 6 entities and 5 relationships`);
}

test('several documents files import as one model with the references between them', async ({ page }) => {
  await openEditor(page);
  await page.getByTestId('import-file').setInputFiles(files);
  await expectBookshop(page, '3 files');
  await page.getByRole('button', { name: 'New', exact: true }).click();
  await page.getByTestId('import-folder').setInputFiles(folder);
  await expectBookshop(page, '3 files');
});

test('files of two kinds at once are refused with what to choose', async ({ page }) => {
  await openEditor(page);
  await addEntity(page, 'Keeper');
  await page.getByTestId('import-file').setInputFiles([
    { name: 'a.sql', mimeType: 'application/sql', buffer: Buffer.from('CREATE TABLE a (id INT);') },
    { name: 'b.json', mimeType: 'application/json', buffer: Buffer.from('[{"_id": 1}]') },
  ]);
  await expect(page.getByRole('alert')).toContainText('Choose files of one kind');
  await expect(page.getByTestId('canvas').getByRole('button', { name: 'Entity Keeper' })).toBeVisible();
});

test('import notes stay through edits and a reload until dismissed', async ({ page }) => {
  await openEditor(page);
  await page.getByTestId('import-file').setInputFiles({
    name: 'shop.sql',
    mimeType: 'application/sql',
    buffer: Buffer.from(
      'CREATE TABLE customers (id INT PRIMARY KEY, email TEXT);\n' +
        'CREATE VIEW recent AS SELECT * FROM customers;\n',
    ),
  });
  const notes = page.getByTestId('import-notes');
  await expect(notes).toContainText('Views are not imported');
  // An edit clears the notice line, not the notes.
  await addEntity(page, 'Extra');
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect(notes).toContainText('Views are not imported');
  await page.reload();
  await expect(page.getByTestId('frame')).toHaveAttribute('data-hydrated', 'true');
  await expect(notes).toContainText('Views are not imported');
  // Folded, they take one line; dismissed, they are gone for good.
  await notes.getByText(/^Import notes \(\d+\)/).click();
  await expect(notes.getByRole('listitem').first()).toBeHidden();
  await notes.getByText(/^Import notes \(\d+\)/).click();
  await notes.getByRole('button', { name: 'Dismiss the notes' }).click();
  await expect(notes).toHaveCount(0);
  await page.reload();
  await expect(page.getByTestId('frame')).toHaveAttribute('data-hydrated', 'true');
  await expect(page.getByTestId('canvas').getByRole('button', { name: 'Entity Extra' })).toBeVisible();
  await expect(notes).toHaveCount(0);
});

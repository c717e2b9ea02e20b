import { test, expect, openEditor, addEntity } from './fixtures';
import type { Page } from '@playwright/test';
import * as fs from 'node:fs';

async function downloadText(page: Page, button: string) {
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: button }).click();
  const file = await download;
  const path = await file.path();
  return { name: file.suggestedFilename(), bytes: fs.readFileSync(path!) };
}

test('exports the diagram as SVG and PNG, rendered in the browser', async ({ page }) => {
  await openEditor(page);
  const modelName = page.getByRole('textbox', { name: 'Model name' });
  await modelName.fill('University');
  await modelName.press('Enter');
  await addEntity(page, 'Student');
  await addEntity(page, 'Course');

  const svg = await downloadText(page, 'Export SVG');
  expect(svg.name).toBe('university.svg');
  const text = svg.bytes.toString('utf8');
  expect(text).toContain('<svg');
  expect(text).toContain('>Student</text>');
  expect(text).toContain('>Course</text>');

  const png = await downloadText(page, 'Export PNG');
  expect(png.name).toBe('university.png');
  expect(png.bytes.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
});

test('saves the model as a file and opens it again', async ({ page }) => {
  await openEditor(page);
  await addEntity(page, 'Host');
  const saved = await downloadText(page, 'Save file');
  const model = JSON.parse(saved.bytes.toString('utf8'));
  expect(model.version).toBe(1);
  expect(model.entities.map((e: { name: string }) => e.name)).toEqual(['Host']);

  await page.getByRole('button', { name: 'New', exact: true }).click();
  await expect(page.getByTestId('entity')).toHaveCount(0);
  await page.getByTestId('open-file').setInputFiles({
    name: 'host.json',
    mimeType: 'application/json',
    buffer: saved.bytes,
  });
  await expect(page.getByTestId('canvas').getByRole('button', { name: 'Entity Host' })).toBeVisible();
});

test('a bad file is refused with a clear message and the model stays as it was', async ({ page }) => {
  await openEditor(page);
  await addEntity(page, 'Publisher');
  await page.getByTestId('open-file').setInputFiles({
    name: 'broken.json',
    mimeType: 'application/json',
    buffer: Buffer.from('{"version": 1, "entities": ['),
  });
  await expect(page.getByRole('alert')).toContainText('Nothing was opened');
  await expect(page.getByRole('alert')).toContainText('not valid JSON');
  await expect(page.getByTestId('canvas').getByRole('button', { name: 'Entity Publisher' })).toBeVisible();

  await page.getByTestId('open-file').setInputFiles({
    name: 'other.json',
    mimeType: 'application/json',
    buffer: Buffer.from('{"version": 1, "tables": []}'),
  });
  await expect(page.getByRole('alert')).toContainText('tables');
  await expect(page.getByTestId('entity')).toHaveCount(1);
});

test('a file without positions opens laid out, not as a pile', async ({ page }) => {
  await openEditor(page);
  const model = {
    version: 1,
    name: 'Blog',
    entities: ['Author', 'Post', 'Comment'].map((name) => ({
      id: name.toLowerCase(),
      name,
      fields: [{ name: 'title', type: 'string' }],
    })),
    relationships: [
      { id: 'r1', from: 'author', to: 'post', cardinality: 'one-to-many' },
      { id: 'r2', from: 'post', to: 'comment', cardinality: 'one-to-many' },
    ],
  };
  await page.getByTestId('open-file').setInputFiles({
    name: 'blog.json',
    mimeType: 'application/json',
    buffer: Buffer.from(JSON.stringify(model)),
  });
  const boxes = await Promise.all(
    ['Author', 'Post', 'Comment'].map((name) => page.getByTestId('canvas').getByRole('button', { name: `Entity ${name}` }).boundingBox()),
  );
  const xs = boxes.map((box) => box!.x);
  expect(new Set(xs).size).toBe(3);
  expect(xs[0]).toBeLessThan(xs[1]);
  expect(xs[1]).toBeLessThan(xs[2]);
  // It opens fitted: every box on the canvas, with no Fit pressed.
  const canvas = (await page.getByTestId('canvas').boundingBox())!;
  for (const box of boxes) {
    expect(box!.x).toBeGreaterThanOrEqual(canvas.x);
    expect(box!.x + box!.width).toBeLessThanOrEqual(canvas.x + canvas.width);
    expect(box!.y).toBeGreaterThanOrEqual(canvas.y);
    expect(box!.y + box!.height).toBeLessThanOrEqual(canvas.y + canvas.height);
  }
});

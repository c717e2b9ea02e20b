import { test, expect, openEditor } from './fixtures';

// A right-to-left name (Hebrew), or one holding a right-to-left override,
// is isolated wherever it sits in the app's own sentences, so it cannot
// reorder the words around it; names of left-to-right letters are shown
// exactly as typed.

const FSI = '\u2068';
const PDI = '\u2069';
const hebrew = 'מחבר';
const override = 'Post\u202Ekcab';

const model = {
  version: 1,
  name: 'Bidi',
  entities: [
    { id: 'author', name: hebrew, x: 40, y: 60, fields: [{ name: 'name', type: 'string' }] },
    { id: 'post', name: override, x: 380, y: 60, fields: [{ name: 'title', type: 'string' }] },
  ],
  relationships: [{ id: 'wrote', from: 'author', to: 'post', cardinality: 'one-to-many' }],
};

test('right-to-left names are isolated in the advice, the inspector and the canvas', async ({ page }) => {
  await openEditor(page);
  await page.getByTestId('open-file').setInputFiles({
    name: 'bidi.json',
    mimeType: 'application/json',
    buffer: Buffer.from(JSON.stringify(model)),
  });
  const isolated = (name: string) => `${FSI}${name}${PDI}`;
  // The notice names the model, which needs no isolating.
  await expect(page.getByRole('alert')).toContainText('"Bidi"');

  await page.getByRole('button', { name: /^Relationship / }).click();
  // The advice's heading and its sentences, written by the server.
  const advice = page.getByTestId('advice');
  await expect(advice.getByRole('heading', { level: 3 })).toHaveText(`${isolated(hebrew)} → ${isolated(override)}`);
  const rationale = advice.getByTestId('advice-rationale');
  await expect(rationale).toBeVisible();
  const text = (await rationale.textContent()) ?? '';
  expect(text).toMatch(new RegExp(`${FSI}(${hebrew}|${override.replace('\u202E', '\\u202E')})`));
  // No bare occurrence: each is inside an isolate.
  for (const name of [hebrew, override]) {
    expect(text.split(name).length - 1).toBe(text.split(isolated(name)).length - 1);
  }
  // The inspector's sentences about the relationship.
  await expect(page.getByText(`From ${isolated(hebrew)} to ${isolated(override)}`)).toBeVisible();
  // The canvas line's label beside its cardinality.
  await expect(page.getByTestId('canvas').getByText(`${isolated(override)} · 1:N`)).toBeVisible();
});

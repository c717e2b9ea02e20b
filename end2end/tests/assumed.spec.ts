import { test, expect, openEditor, addEntity } from './fixtures';

// Every count the advisor assumes because nobody entered it is said, in the
// inspector and in the advice, and one click makes it the person's own.
test('assumed counts are shown in the inspector and the advice, and Keep makes one explicit', async ({ page }) => {
  await openEditor(page);
  await addEntity(page, 'Post');
  await addEntity(page, 'Tag');
  await page.getByTestId('canvas').getByRole('button', { name: 'Entity Post', exact: true }).click();
  await page.getByRole('combobox', { name: 'Relationship target' }).selectOption({ label: 'Tag' });
  await page.getByRole('combobox', { name: 'Cardinality' }).selectOption('many-to-many');
  await page.getByRole('button', { name: 'Add relationship' }).click();

  const assumed = page.getByTestId('assumed');
  await expect(assumed).toHaveText([
    'Assumed: 10 Tags per Post, typical for many-to-many. Keep',
    'Assumed: at most 100 Tags per Post, typical for many-to-many. Keep',
    'Assumed: 10 Posts per Tag, typical for many-to-many. Keep',
  ]);
  const advice = page.getByTestId('advice').getByTestId('advice-assumed');
  await expect(advice).toContainText('10 Tags per Post; at most 100 Tags per Post; 10 Posts per Tag');

  // Keep: the same number, now entered; the advice no longer calls it assumed.
  await page.getByRole('button', { name: 'Keep 10 Posts per Tag' }).click();
  await expect(page.getByRole('spinbutton', { name: 'Inverse typical count' })).toHaveValue('10');
  await expect(assumed).toHaveCount(2);
  await expect(advice).not.toContainText('Posts per Tag');
  // An entered count is not assumed; the maximum follows it.
  const typical = page.getByRole('spinbutton', { name: 'Typical count', exact: true });
  await typical.fill('500');
  await typical.press('Enter');
  await expect(assumed).toHaveText(['Assumed: at most 500 Tags per Post, typical for many-to-many. Keep']);

  // A control that does not apply is disabled and says why.
  await page.getByRole('checkbox', { name: 'No upper limit (grows for ever)' }).check();
  const most = page.getByRole('spinbutton', { name: 'Maximum count' });
  await expect(most).toBeDisabled();
  await expect(most).toHaveAttribute('title', /No upper limit is ticked/);
  await expect(assumed).toHaveCount(0);
  await expect(advice).toHaveCount(0);
});

import type { Page } from '@playwright/test';
import { test, expect, joinSession, workshopBlog as blog } from './fixtures';

// A workshop from a live session: one owner (who holds the owner key) and
// three attendees, each in a browser of their own. Presence, lock, follow
// me, a live question with its tally, and the reveal.

function entity(page: Page, name: string) {
  return page.getByTestId('canvas').getByRole('button', { name: `Entity ${name}` });
}

test('an owner leads three attendees: lock, follow, question, tally, reveal', async ({ browser, request }) => {
  test.setTimeout(90_000);
  const started = await request.post('/api/v1/sessions', { data: blog });
  const { url, owner_key: ownerKey } = await started.json();

  const owner = await joinSession(browser, url, 'Olive', { ownerKey });
  const attendees = [
    await joinSession(browser, url, 'Ann'),
    await joinSession(browser, url, 'Bob'),
    await joinSession(browser, url, 'Cy'),
  ];
  const everyone = [owner, ...attendees];

  // Presence: everyone sees everyone, the owner marked; only the owner has
  // the workshop's controls.
  for (const page of everyone) {
    const people = page.getByTestId('live-people');
    for (const name of ['Olive (owner)', 'Ann', 'Bob', 'Cy']) await expect(people).toContainText(name);
  }
  for (const page of attendees) await expect(page.getByRole('button', { name: 'Lock editing' })).toHaveCount(0);

  // The owner's pointer and selection show on the others' canvases.
  const canvas = owner.getByTestId('canvas');
  const box = (await canvas.boundingBox())!;
  await owner.mouse.move(box.x + box.width / 2, box.y + box.height - 40);
  await expect(attendees[0].getByTestId('live-pointer').filter({ hasText: 'Olive' })).toBeVisible();

  // Someone leaving disappears from everyone's list.
  const guest = await joinSession(browser, url, 'Dee');
  await expect(owner.getByTestId('live-people')).toContainText('Dee');
  await guest.context().close();
  await expect(owner.getByTestId('live-people')).not.toContainText('Dee');

  // Lock: the attendees watch; an edit of theirs is taken back and said why.
  await owner.getByRole('button', { name: 'Lock editing' }).click();
  for (const page of attendees) await expect(page.getByTestId('live-status')).toContainText('Editing is locked');
  await attendees[0].getByRole('button', { name: 'New entity' }).click();
  await expect(attendees[0].getByText('locked editing')).toBeVisible();
  await expect(attendees[0].getByTestId('canvas').getByRole('button', { name: /^Entity / })).toHaveCount(2);
  // The owner still edits, for everyone.
  await entity(owner, 'Post').click();
  const postName = owner.getByRole('textbox', { name: 'Entity name' });
  await postName.fill('Article');
  await postName.press('Enter');
  for (const page of attendees) await expect(entity(page, 'Article')).toBeVisible();
  await owner.getByRole('button', { name: 'Unlock editing' }).click();
  for (const page of attendees) await expect(page.getByTestId('live-status')).not.toContainText('locked');

  // Follow me: the attendees' selection and view track the owner's.
  await owner.getByRole('button', { name: 'Follow me' }).click();
  for (const page of attendees) await expect(page.getByTestId('live-status')).toContainText("Following the owner's view");
  await entity(owner, 'Author').click();
  for (const page of attendees) {
    await expect(page.getByRole('textbox', { name: 'Entity name' })).toHaveValue('Author');
    // Everyone else's selection (all following, all on Author) is outlined
    // in their colour on each canvas: the three other people's.
    await expect(page.getByTestId('live-selected')).toHaveCount(3);
  }
  await owner.getByRole('button', { name: 'Stop follow me' }).click();

  // The live question, about the relationship the owner selected.
  await owner.getByRole('button', { name: /^Relationship .*from Author to Article$/ }).click();
  await owner.getByRole('button', { name: 'Ask about this relationship' }).click();
  for (const page of attendees) {
    await expect(page.getByTestId('live-question')).toContainText('Which pattern fits Author → Article?');
  }
  // Attendees see no tally before the reveal, nor the advisor's verdict on
  // the canvas; nor does the owner's screen (often the projected one) until
  // they choose to see it; the owner sees the tally grow.
  await expect(attendees[0].getByTestId('live-tally')).toHaveCount(0);
  await expect(attendees[0].getByTestId('verdict-icon')).toBeHidden();
  await expect(owner.getByTestId('verdict-icon')).toBeHidden();
  await owner.getByRole('button', { name: 'Show me the advice' }).click();
  await expect(owner.getByTestId('verdict-icon')).toBeVisible();
  await attendees[0].getByRole('button', { name: 'Embed', exact: true }).click();
  await expect(owner.getByTestId('live-tally')).toContainText('1 of 3 answered.');
  await attendees[1].getByRole('button', { name: 'Reference', exact: true }).click();
  await attendees[2].getByRole('combobox', { name: 'Or a pattern' }).selectOption('child-references');
  const tally = owner.getByTestId('live-tally');
  await expect(tally).toContainText('3 of 3 answered.');
  await expect(tally.getByRole('listitem')).toHaveCount(3);
  await expect(tally).toContainText('Embed');
  await expect(tally).toContainText('Reference');
  await expect(tally).toContainText('Child references');

  // The reveal: the advisor's answer, the same for everyone at once, and
  // each attendee told how theirs compares.
  await owner.getByRole('button', { name: 'Reveal the answer' }).click();
  const advice = await request.post('/api/v1/analyze', {
    data: { ...blog, entities: [blog.entities[0], { ...blog.entities[1], name: 'Article' }] },
  });
  const pattern = (await advice.json()).relationships[0].pattern;
  expect(pattern).not.toBe('embed');
  for (const page of everyone) {
    await expect(page.getByTestId('live-reveal')).toContainText('The advisor:');
    await expect(page.getByTestId('live-tally')).toContainText('3 of 3 answered.');
  }
  await expect(attendees[0].getByTestId('live-reveal')).toContainText('sees it differently');
  await expect(attendees[0].getByTestId('verdict-icon')).toBeVisible();
  await expect(attendees[1].getByTestId('live-reveal')).toContainText('You agree with the advisor');
  await owner.getByRole('button', { name: 'End question' }).click();
  for (const page of everyone) await expect(page.getByTestId('live-question')).toHaveCount(0);
});

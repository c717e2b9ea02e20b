import { test, expect, waitForHydration } from './fixtures';
import type { Page } from '@playwright/test';

// Nestlink in the reader's language (issue 32): the pages come in the
// browser's language, or the one chosen from the header's menu, which is
// kept; the editor asks the server for its advice in the page's language,
// so the advice is in the same words as the page around it.

/** Each language, with the start page's heading, the toolbar's "New
 *  entity" and the shortcuts panel's title in it. */
const LANGUAGES = [
  { tag: 'en', name: 'English', heading: 'Nest or link?', newEntity: 'New entity', shortcuts: 'Keyboard shortcuts' },
  { tag: 'ru', name: 'Русский', heading: 'Вложить или сослаться?', newEntity: 'Новая сущность', shortcuts: 'Сочетания клавиш' },
  { tag: 'zh-CN', name: '简体中文', heading: '嵌入还是引用？', newEntity: '新建实体', shortcuts: '键盘快捷键' },
  { tag: 'bg', name: 'Български', heading: 'Вграждане или препратка?', newEntity: 'Нов обект', shortcuts: 'Клавишни комбинации' },
  { tag: 'pt-BR', name: 'Português (Brasil)', heading: 'Incorporar ou referenciar?', newEntity: 'Nova entidade', shortcuts: 'Atalhos de teclado' },
  { tag: 'it', name: 'Italiano', heading: 'Incorporare o collegare?', newEntity: 'Nuova entità', shortcuts: 'Scorciatoie da tastiera' },
];

test.describe('a Russian browser', () => {
  test.use({ locale: 'ru-RU', viewport: { width: 1280, height: 720 } });

  test('gets the editor in Russian, and its advice from the server in Russian', async ({ page }) => {
    const analyzed = page.waitForRequest((request) => request.url().endsWith('/panel/advice'));
    await page.goto('/editor#example=university');
    await waitForHydration(page);
    await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
    await expect(page.getByRole('toolbar', { name: 'Инструменты редактора' })).toBeVisible();
    await expect(page.getByTestId('problem-count')).toHaveText('Проблем нет');
    const request = await analyzed;
    expect(await request.headerValue('accept-language')).toBe('ru');
    const response = await request.response();
    expect(await response?.headerValue('content-language')).toBe('ru');

    // A relationship selected: the inspector's questions and the advice,
    // its headings and its reasons, in Russian.
    await page.getByTestId('canvas').getByRole('button', { name: /^Связь emails · 1:few, от Student к Email/ }).click();
    await expect(page.getByRole('heading', { name: 'Связь', level: 2 })).toBeVisible();
    await expect(page.getByText('Сколько «Email» обычно приходится на один «Student»?')).toBeVisible();
    const advice = page.getByTestId('advice');
    await expect(advice.getByRole('heading', { name: 'На каких правилах основан' })).toBeVisible();
    await expect(advice.getByTestId('advice-rationale')).toHaveText(/[а-яё]{4,}/);
    // The fact questions (a module of their own), the cardinality's words,
    // the pattern's name and the cost table's reasons, in Russian too.
    const inspector = page.getByRole('complementary', { name: 'Инспектор' });
    await expect(inspector.getByTestId('how-it-grows')).toContainText('Как она растёт?');
    await expect(inspector.getByTestId('how-it-is-read')).toContainText('«Email» обычно показывают вместе с «Student»');
    await expect(inspector.getByLabel('Кратность')).toContainText('один к нескольким');
    await expect(advice.getByTestId('advice-pattern')).toHaveText(/^[А-ЯЁ][а-яё ]+$/);
    await expect(advice.getByTestId('why-not').first()).toHaveText(/^Почему не «.+»: .+\.$/);
    // No English sentence is left in the inspector: its words are the
    // model's own names and Russian.
    expect(await inspector.innerText()).not.toMatch(/\b(the|of|and|is|are|with|how|what)\b/i);
    await page.screenshot({ path: test.info().outputPath('advice-ru.png') });

    // A count the model's rules refuse: the panel says where, in Russian.
    const typical = inspector.getByRole('spinbutton', { name: 'Обычное количество', exact: true });
    const before = await typical.inputValue();
    await typical.fill('100000');
    await typical.press('Enter');
    const refused = page.getByTestId('advice-error');
    await expect(refused).toContainText('Место: связь Student → Email, `typical`.');
    await typical.fill(before);
    await typical.press('Enter');
    await expect(refused).toBeHidden();

    // A problem of the model, found in the browser, in Russian.
    await page.getByTestId('canvas').getByRole('button', { name: 'Сущность Student' }).click();
    const second = inspector.getByRole('textbox', { name: 'Имя поля 2' });
    await second.fill('first.name');
    await second.press('Tab');
    await expect(inspector.getByTestId('problems')).toHaveText(
      'Имя поля "first.name" не может содержать точку (MongoDB читает точки как пути).',
    );
    await second.fill('last_name');
    await second.press('Tab');
    await expect(inspector.getByTestId('problems')).toHaveCount(0);

    // My models counts in Russian's plural forms.
    await page.getByRole('button', { name: 'Мои модели' }).click();
    const models = page.getByRole('dialog', { name: 'Мои модели' });
    await expect(models.getByTestId('my-model').first()).toContainText(/5 сущностей, 4 связи · открыта здесь/);
    await models.getByRole('button', { name: 'Закрыть' }).click();

    // A new entity, empty, says so in Russian on the canvas, and its name
    // box there is labelled in Russian.
    await page.getByRole('button', { name: 'Новая сущность' }).click();
    const added = page.getByTestId('canvas').getByTestId('entity').last();
    await expect(added).toContainText('полей пока нет');
    // Named in Russian too, with the first number free.
    await expect(page.getByTestId('canvas').getByRole('button', { name: 'Сущность Сущность 1' })).toBeVisible();
    await added.dblclick();
    await expect(page.getByRole('textbox', { name: /^Переименовать «.+»$/ })).toBeFocused();
    await page.keyboard.press('Escape');

    // A new model is untitled in Russian.
    await page.getByRole('button', { name: 'Новая', exact: true }).click();
    await expect(page.getByRole('textbox', { name: 'Название модели' })).toHaveValue('Модель без названия');
  });

  test('finds the gallery\'s titles and stories in Russian', async ({ page }) => {
    await page.goto('/examples');
    await waitForHydration(page);
    const first = page.getByTestId('example').first();
    await expect(first.getByRole('heading', { level: 2 })).toHaveText(/[А-Яа-яЁё]/);
    await expect(first).toContainText('студент');
    await page.screenshot({ path: test.info().outputPath('gallery-ru.png') });
  });

  test('is answered by the API in Russian where it can be', async ({ request }) => {
    const response = await request.get('/api/v1/examples/none', {
      headers: { 'Accept-Language': 'ru-RU,ru;q=0.9' },
    });
    expect(response.status()).toBe(404);
    expect(response.headers()['content-language']).toBe('ru');
    const body = await response.json();
    expect(body.error.message).toBe('Примера «none» нет; список примеров выдаёт GET /api/v1/examples.');
  });
});

test('the language menu changes the page, keeps the choice, and leaves the address as it was', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.goto('/editor#example=university');
  await waitForHydration(page);
  await expect(page.getByTestId('entity')).toHaveCount(5);
  await expect(page).toHaveURL(/#mine=/);
  const fragment = new URL(page.url()).hash;
  await page.getByLabel('Language: English').click();
  await page.getByRole('link', { name: 'Italiano' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'it');
  // No `lang` in the address (a link copied from it opens in its reader's
  // language), and the model the fragment named is still there.
  expect(new URL(page.url()).search).toBe('');
  expect(new URL(page.url()).hash).toBe(fragment);
  await waitForHydration(page);
  await expect(page.getByRole('button', { name: 'Nuova entità' })).toBeVisible();
  await expect(page.getByTestId('entity')).toHaveCount(5);
  // The choice is kept for the next page.
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Incorporare o collegare?');
  await page.getByLabel('Lingua: Italiano').click();
  await expect(page.getByRole('link', { name: 'Italiano' })).toHaveAttribute('aria-current', 'true');
  await expect(page.getByRole('link', { name: 'Русский' })).toHaveAttribute('lang', 'ru');
});

/** Fails when an element of `selector` inside `within` has text cut off,
 *  or two of them overlap. */
async function expectLaidOut(page: Page, within: string, selector: string) {
  const trouble = await page.locator(within).evaluate((root, selector) => {
    const found: string[] = [];
    const shown = [...root.querySelectorAll<HTMLElement>(selector)].filter((el) => el.offsetParent !== null);
    const boxes = shown.map((el) => el.getBoundingClientRect());
    shown.forEach((el, i) => {
      if (el.scrollWidth > el.clientWidth + 1) found.push(`cut: ${el.textContent}`);
      if (boxes[i].right > window.innerWidth + 1) found.push(`off screen: ${el.textContent}`);
      for (let j = i + 1; j < shown.length; j++) {
        const [a, b] = [boxes[i], boxes[j]];
        const apart = a.right <= b.left + 1 || b.right <= a.left + 1 || a.bottom <= b.top + 1 || b.bottom <= a.top + 1;
        if (!apart) found.push(`overlap: ${el.textContent} / ${shown[j].textContent}`);
      }
    });
    return found;
  }, selector);
  expect(trouble).toEqual([]);
}

for (const language of LANGUAGES) {
  test.describe(`a browser in ${language.name}`, () => {
  test.use({ locale: language.tag, viewport: { width: 1280, height: 720 } });

  test(`gets pages that hold at 1280x720`, async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    await expect(page.locator('html')).toHaveAttribute('lang', language.tag);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(language.heading);
    await expectLaidOut(page, '.topbar', 'a, button, summary');
    await expectLaidOut(page, '.hero', 'a');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1280);

    await page.goto('/editor#example=university');
    await waitForHydration(page);
    await expect(page.getByTestId('entity')).toHaveCount(5);
    await expect(page.getByRole('button', { name: language.newEntity })).toBeVisible();
    await expectLaidOut(page, '.toolbar', 'button, label, select, .model-name, .status');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1280);
    const canvas = (await page.getByTestId('canvas').boundingBox())!;
    expect(canvas.height).toBeGreaterThan(720 * 0.5);
    await page.screenshot({ path: test.info().outputPath(`editor-${language.tag}.png`) });

    // The shortcuts panel lists every line in the reader's words.
    await page.keyboard.press('Escape');
    await page.keyboard.press('?');
    const panel = page.getByRole('dialog', { name: language.shortcuts });
    await expect(panel).toBeVisible();
    await expect(panel.locator('dd').first()).toHaveText(language.newEntity);
    await expect(panel.locator('dd')).toHaveCount(22);
    for (const line of await panel.locator('dt, dd').allTextContents()) {
      expect(line, 'a message id shows instead of its words').not.toMatch(/^shortcut-/);
    }
  });
  });
}

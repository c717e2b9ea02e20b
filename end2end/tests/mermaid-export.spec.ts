import { test, expect } from './fixtures';
import * as path from 'node:path';

// Both Mermaid exports of every gallery example, read by Mermaid's own
// parser (the npm package, in the browser it is written for): a diagram
// Mermaid refuses is a file nobody can use.

test('every Mermaid export of every example is one diagram Mermaid parses', async ({ page, request }) => {
  await page.goto('about:blank');
  await page.addScriptTag({ path: path.join(require.resolve('mermaid'), '..', 'mermaid.min.js') });
  const examples = (await (await request.get('/api/v1/examples')).json()) as { slug: string }[];
  expect(examples.length).toBeGreaterThan(10);
  const refused: string[] = [];
  for (const { slug } of examples) {
    const model = await (await request.get(`/api/v1/examples/${slug}`)).json();
    for (const format of ['mermaid', 'mermaid-model']) {
      const response = await request.post(`/api/v1/export/${format}`, { data: model });
      expect(response.status(), `${slug} exports as ${format}`).toBe(200);
      const text = await response.text();
      const error = await page.evaluate(async (text) => {
        try {
          // `mermaid` is the global the package's browser build defines.
          const parsed = await (window as unknown as { mermaid: { parse(text: string): Promise<{ diagramType: string }> } }).mermaid.parse(text);
          return parsed.diagramType === 'er' ? null : `parsed as ${parsed.diagramType}`;
        } catch (error) {
          return String((error as Error).message ?? error);
        }
      }, text);
      if (error) refused.push(`${slug} (${format}): ${error}\n${text}`);
    }
  }
  expect(refused, refused.join('\n\n')).toEqual([]);
});

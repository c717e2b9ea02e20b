// Measures the editor on a large model, as issue 5 asks: how long opening a
// 300-entity model takes to render, and the frame times while dragging an
// entity. Prints the figures; it is a measurement, not a pass/fail test.
//
// Usage: node perf/editor-perf.mjs [baseURL]   (the server must be running)
import { chromium } from 'playwright-core';

const baseURL = process.argv[2] ?? 'http://127.0.0.1:3000';
const ENTITIES = 300;
const FIELDS = 8;
const RELATIONSHIPS = 400;
const TYPES = ['string', 'int', 'date', 'double', 'bool', 'objectId', 'decimal', 'long'];
const KINDS = ['one-to-one', 'one-to-few', 'one-to-many', 'one-to-squillions', 'many-to-many'];

function generatedModel() {
  const entities = Array.from({ length: ENTITIES }, (_, i) => ({
    id: `e${i}`,
    name: `Entity ${i}`,
    x: (i % 20) * 280,
    y: Math.floor(i / 20) * 260,
    fields: Array.from({ length: FIELDS }, (_, f) => ({ name: `field_${f}`, type: TYPES[f % TYPES.length] })),
  }));
  // A deterministic spread of links between nearby and far entities.
  const relationships = Array.from({ length: RELATIONSHIPS }, (_, r) => ({
    id: `r${r}`,
    from: `e${r % ENTITIES}`,
    to: `e${(r * 7 + 1) % ENTITIES}`,
    cardinality: KINDS[r % KINDS.length],
  }));
  return { version: 1, name: 'Perf 300x8', entities, relationships };
}

function percentile(values, p) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
});
const page = await browser.newPage({ viewport: { width: 1920, height: 1080 } });
await page.goto(`${baseURL}/editor`);
await page.waitForSelector('[data-hydrated="true"]');

const model = Buffer.from(JSON.stringify(generatedModel()));
const openStart = Date.now();
await page.getByTestId('open-file').setInputFiles({ name: 'perf.json', mimeType: 'application/json', buffer: model });
await page.waitForFunction((n) => document.querySelectorAll('[data-testid="entity"]').length === n, ENTITIES);
await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
const openMs = Date.now() - openStart;

// Frame times while dragging: requestAnimationFrame deltas in the page.
await page.evaluate(() => {
  window.__frames = [];
  let last = performance.now();
  const tick = (now) => {
    window.__frames.push(now - last);
    last = now;
    if (window.__recording) requestAnimationFrame(tick);
  };
  window.__recording = true;
  requestAnimationFrame(tick);
});
const box = await page.getByRole('button', { name: 'Entity Entity 21', exact: true }).boundingBox();
await page.mouse.move(box.x + 60, box.y + 15);
await page.mouse.down();
for (let step = 1; step <= 120; step++) {
  await page.mouse.move(box.x + 60 + step * 3, box.y + 15 + Math.sin(step / 10) * 40);
}
await page.mouse.up();
const frames = await page.evaluate(() => {
  window.__recording = false;
  return window.__frames.slice(1);
});
await browser.close();

console.log(`model: ${ENTITIES} entities x ${FIELDS} fields, ${RELATIONSHIPS} relationships`);
console.log(`open and render: ${openMs} ms (target < 500 ms)`);
console.log(`drag: ${frames.length} frames, p50 ${percentile(frames, 50).toFixed(1)} ms, p95 ${percentile(frames, 95).toFixed(1)} ms (target p95 < 16 ms)`);

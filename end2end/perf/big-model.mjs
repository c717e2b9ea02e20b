// The large model the measurements use: 300 entities of 8 fields and 400
// relationships, the same every time. Imported by the browser measurements;
// run directly, it prints the model (for the load test).
//
// Usage: node perf/big-model.mjs > model.json
import { fileURLToPath } from 'node:url';

export const ENTITIES = 300;
export const FIELDS = 8;
export const RELATIONSHIPS = 400;
const TYPES = ['string', 'int', 'date', 'double', 'bool', 'objectId', 'decimal', 'long'];
const KINDS = ['one-to-one', 'one-to-few', 'one-to-many', 'one-to-squillions', 'many-to-many'];

export function generatedModel() {
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

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  process.stdout.write(JSON.stringify(generatedModel()));
}

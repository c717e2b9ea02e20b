// The large models the measurements use: by default 300 entities of 8
// fields and 400 relationships, the same every time; `generatedModel(1000,
// 1300)` is the size of an enterprise schema (issue 17). Imported by the
// browser measurements; run directly, it prints the model (for the load test).
//
// Usage: node perf/big-model.mjs [entities relationships] > model.json
import { fileURLToPath } from 'node:url';

export const ENTITIES = 300;
export const FIELDS = 8;
export const RELATIONSHIPS = 400;
const TYPES = ['string', 'int', 'date', 'double', 'bool', 'objectId', 'decimal', 'long'];
const KINDS = ['one-to-one', 'one-to-few', 'one-to-many', 'one-to-squillions', 'many-to-many'];

// Rows of 20 boxes, or a square for larger models.
export const columnsFor = (entityCount) => Math.max(20, Math.ceil(Math.sqrt(entityCount)));

export function generatedModel(entityCount = ENTITIES, relationshipCount = RELATIONSHIPS) {
  const columns = columnsFor(entityCount);
  const entities = Array.from({ length: entityCount }, (_, i) => ({
    id: `e${i}`,
    name: `Entity ${i}`,
    x: (i % columns) * 280,
    y: Math.floor(i / columns) * 260,
    fields: Array.from({ length: FIELDS }, (_, f) => ({ name: `field_${f}`, type: TYPES[f % TYPES.length] })),
  }));
  // A deterministic spread of links between nearby and far entities.
  const relationships = Array.from({ length: relationshipCount }, (_, r) => ({
    id: `r${r}`,
    from: `e${r % entityCount}`,
    to: `e${(r * 7 + 1) % entityCount}`,
    cardinality: KINDS[r % KINDS.length],
  }));
  return { version: 1, name: `Perf ${entityCount}x${FIELDS}`, entities, relationships };
}

// A PostgreSQL schema of `tableCount` tables, each with a foreign key or two
// to earlier tables: what a person moving a large relational database brings.
export function generatedDdl(tableCount) {
  const tables = [];
  for (let t = 0; t < tableCount; t++) {
    const columns = ['  id bigserial PRIMARY KEY', '  name text NOT NULL', '  created_at timestamptz', '  amount numeric(12, 2)'];
    if (t > 0) columns.push(`  parent_id bigint REFERENCES table_${Math.floor(t / 2)} (id)`);
    if (t > 2 && t % 3 === 0) columns.push(`  other_id bigint REFERENCES table_${t - 3} (id)`);
    tables.push(`CREATE TABLE table_${t} (\n${columns.join(',\n')}\n);`);
  }
  return tables.join('\n\n');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [entities, relationships] = process.argv.slice(2).map(Number);
  process.stdout.write(JSON.stringify(generatedModel(entities || ENTITIES, relationships || RELATIONSHIPS)));
}

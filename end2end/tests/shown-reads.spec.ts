import { test, expect } from '@playwright/test';
import type { APIRequestContext } from '@playwright/test';
import * as fs from 'node:fs';
import * as path from 'node:path';
import * as vm from 'node:vm';
import { aggregate, find } from 'mingo';

// Every read the advice shows, run on the sample documents shown beside it
// by mingo, an in-memory MongoDB query engine: a read that returns nothing
// on its own samples teaches the wrong query. The mongosh text is run as
// written, with `db` standing for the variant's collections.

type Doc = Record<string, unknown>;
type Reads = { mongosh: string; aggregate?: string };
type Variant = { pattern: string; documents: Record<string, Doc[]>; reads: Reads };
type Analysis = {
  relationships: { relationship: string; variants: Record<string, Variant | undefined> }[];
  entities?: { entity: string; variants: Variant[] }[];
};

/** An ObjectId whose equality mingo reads from `toString`. */
class ObjectId {
  constructor(readonly hex: string) {}
  toString() {
    return `ObjectId(${this.hex})`;
  }
}

/** Relaxed Extended JSON to the values mongosh would hold. */
function revive(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(revive);
  if (value && typeof value === 'object') {
    const object = value as Doc;
    if (typeof object.$oid === 'string') return new ObjectId(object.$oid);
    if ('$date' in object) {
      const date = object.$date as string | { $numberLong: string };
      return new Date(typeof date === 'string' ? date : Number(date.$numberLong));
    }
    for (const number of ['$numberDecimal', '$numberLong', '$numberDouble', '$numberInt']) {
      if (typeof object[number] === 'string') return Number(object[number]);
    }
    return Object.fromEntries(Object.entries(object).map(([key, item]) => [key, revive(item)]));
  }
  return value;
}

/** A query made inside the read's own context, with its regular
 *  expressions, dates and objects remade in this one, where mingo checks
 *  their types. */
function host(value: unknown): unknown {
  const kind = Object.prototype.toString.call(value);
  if (kind === '[object RegExp]') {
    const regex = value as RegExp;
    return new RegExp(regex.source, regex.flags);
  }
  if (kind === '[object Date]') return new Date((value as Date).getTime());
  if (Array.isArray(value)) return value.map(host);
  if (value instanceof ObjectId) return value;
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, host(item)]));
  }
  return value;
}

/** What one shown read gave: documents, or why it gave none. */
function run(code: string, documents: Record<string, Doc[]>): { found: number; empty: string[] } {
  const collections = Object.fromEntries(
    Object.entries(documents).map(([name, docs]) => [name, docs.map((doc) => revive(doc) as Doc)]),
  );
  const options = { collectionResolver: (name: string) => collections[name] ?? [] };
  const empty: string[] = [];
  const collection = (name: string) => {
    const docs = collections[name];
    if (!docs) throw new Error(`the read names a collection the samples lack: ${name}`);
    return {
      findOne: (query: Doc) => find(docs, host(query) as Doc, {}, options).next() ?? null,
      find: (query: Doc) => {
        let cursor = find(docs, host(query) as Doc, {}, options);
        const chain = {
          sort: (order: Record<string, 1 | -1>) => ((cursor = cursor.sort(host(order) as Record<string, 1 | -1>)), chain),
          skip: (n: number) => ((cursor = cursor.skip(n)), chain),
          limit: (n: number) => ((cursor = cursor.limit(n)), chain),
          toArray: () => cursor.all(),
        };
        return chain;
      },
      aggregate: (stages: Doc[]) => {
        const pipeline = host(stages) as Doc[];
        const result = aggregate(docs, pipeline, options) as Doc[];
        // A $lookup that joins nothing still returns its outer documents:
        // the joined array must hold something too, right after the stage
        // (a later stage may fold it in and drop it).
        pipeline.forEach((stage, at) => {
          const lookup = stage.$lookup as { as: string } | undefined;
          if (!lookup) return;
          const joined = aggregate(docs, pipeline.slice(0, at + 1), options) as Doc[];
          if (!joined.some((doc) => (doc[lookup.as] as unknown[] | undefined)?.length)) {
            empty.push(`$lookup as ${lookup.as} joined nothing`);
          }
        });
        return result;
      },
    };
  };
  const db = new Proxy(
    { getCollection: collection },
    { get: (target, key: string) => (key in target ? target[key as 'getCollection'] : collection(key)) },
  );
  // As in mongosh, the answer is the value of the last statement run.
  const answer = vm.runInNewContext(code, {
    db,
    ObjectId: (hex: string) => new ObjectId(hex),
    ISODate: (text: string) => new Date(text),
  });
  const found = answer == null ? 0 : Array.isArray(answer) ? answer.length : 'toArray' in answer ? answer.toArray().length : 1;
  return { found, empty };
}

async function models(request: APIRequestContext): Promise<[string, unknown][]> {
  const all: [string, unknown][] = [];
  const examples = (await (await request.get('/api/v1/examples')).json()) as { slug: string }[];
  for (const { slug } of examples) {
    all.push([`example ${slug}`, await (await request.get(`/api/v1/examples/${slug}`)).json()]);
  }
  const cases = path.resolve(__dirname, '..', '..', 'server', 'tests', 'cases');
  for (const file of fs.readdirSync(cases).filter((name) => name.endsWith('.json')).sort()) {
    all.push([`case ${file}`, JSON.parse(fs.readFileSync(path.join(cases, file), 'utf8'))]);
  }
  return all;
}

test('every shown read returns documents on its own samples', async ({ request }) => {
  const failures: string[] = [];
  let reads = 0;
  for (const [name, model] of await models(request)) {
    const response = await request.post('/api/v1/analyze', { data: model });
    expect(response.status(), `${name} is analysed`).toBe(200);
    const analysis = (await response.json()) as Analysis;
    // Each relationship's variants, and each entity's (a pattern for its
    // documents alone).
    const shown: [string, Variant][] = [
      ...analysis.relationships.flatMap((advice) =>
        Object.entries(advice.variants).flatMap(([which, variant]) =>
          variant ? [[`${advice.relationship}, ${which}`, variant] as [string, Variant]] : [],
        ),
      ),
      ...(analysis.entities ?? []).flatMap((advice) =>
        advice.variants.map((variant) => [advice.entity, variant] as [string, Variant]),
      ),
    ];
    for (const [which, variant] of shown) {
      for (const code of [variant.reads.mongosh, variant.reads.aggregate]) {
        if (!code) continue;
        reads += 1;
        const where = `${name}, ${which} (${variant.pattern}):\n${code}`;
        try {
          const { found, empty } = run(code, variant.documents);
          if (found === 0) failures.push(`${where}\n  returns no documents`);
          for (const why of empty) failures.push(`${where}\n  ${why}`);
        } catch (error) {
          failures.push(`${where}\n  fails: ${(error as Error).message}`);
        }
      }
    }
  }
  expect(reads).toBeGreaterThan(100);
  expect(failures, failures.join('\n\n')).toEqual([]);
});

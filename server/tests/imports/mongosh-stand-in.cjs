// Runs a mongosh script against a stand-in for the mongosh globals it uses
// (db, ObjectId, ISODate, Decimal128, NumberLong, Double, BinData) and
// prints what it would create as canonical Extended JSON: for each
// collection its validator, indexes and documents. Plain whole numbers are
// Int32, as mongosh stores them. Usage: node mongosh-stand-in.cjs script.js
"use strict";
const fs = require("fs");
const vm = require("vm");

const path = process.argv[2];
const source = fs.readFileSync(path, "utf8");

class Typed {
  constructor(json) { this.json = json; }
}
const fail = (message) => { throw new Error(message); };

function canonical(value) {
  if (value instanceof Typed) return value.json;
  if (Array.isArray(value)) return value.map(canonical);
  if (value === null || typeof value === "string" || typeof value === "boolean") return value;
  if (typeof value === "number") {
    return Number.isInteger(value) && value >= -(2 ** 31) && value < 2 ** 31
      ? { $numberInt: String(value) }
      : { $numberDouble: String(value) };
  }
  if (typeof value === "object") {
    const out = {};
    for (const [key, inner] of Object.entries(value)) out[key] = canonical(inner);
    return out;
  }
  return fail(`a value mongosh cannot store: ${String(value)}`);
}

const collections = {};
const created = (name) => collections[name] ?? fail(`${name} is used before it is created`);
const globals = {
  ObjectId: (hex) => /^[0-9a-f]{24}$/.test(hex) ? new Typed({ $oid: hex }) : fail(`bad ObjectId ${hex}`),
  ISODate: (text) => Number.isNaN(Date.parse(text))
    ? fail(`bad date ${text}`)
    : new Typed({ $date: { $numberLong: String(Date.parse(text)) } }),
  Decimal128: (text) => typeof text === "string" ? new Typed({ $numberDecimal: text }) : fail("Decimal128 takes a string"),
  NumberLong: (text) => typeof text === "string" && /^-?\d+$/.test(text) ? new Typed({ $numberLong: text }) : fail("NumberLong takes a string"),
  Double: (number) => new Typed({ $numberDouble: String(Number(number)) }),
  BinData: (subtype, base64) => new Typed({ $binary: { base64, subType: subtype.toString(16).padStart(2, "0") } }),
  db: {
    createCollection(name, options = {}) {
      if (typeof name !== "string") fail("a collection name is a string");
      if (collections[name]) fail(`${name} is created twice`);
      if (options.timeseries && options.validator) fail(`${name}: a time series collection takes no validator`);
      collections[name] = {
        validator: canonical(options.validator ?? null),
        timeseries: canonical(options.timeseries ?? null),
        expireAfterSeconds: options.expireAfterSeconds ?? null,
        indexes: [],
        documents: [],
      };
    },
    getCollection(name) {
      const collection = created(name);
      return {
        createIndex(keys, options = {}) { collection.indexes.push({ keys, unique: Boolean(options.unique) }); },
        insertOne(document) { collection.documents.push(canonical(document)); },
        insertMany(documents) { documents.forEach((document) => collection.documents.push(canonical(document))); },
      };
    },
  },
};
vm.runInNewContext(source, globals, { filename: path });
process.stdout.write(JSON.stringify(collections));

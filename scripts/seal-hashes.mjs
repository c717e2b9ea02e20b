// Gives the main module's JS and WASM, and the split loader, names that are
// a hash of their final content, so browsers may keep them for good.
//
// Why: cargo-leptos (`hash-files`) names each file by a hash of its content,
// but the main JS and WASM import the split loader, and the loader imports
// the main JS; cargo-leptos hashes the three before it writes those names
// into them. A build that changes only split code then ships new bytes under
// old names, and a browser that kept the old ones would break. The three
// refer to each other, so no file can be named by its own hash alone; they
// are named together, by one hash of all three (the names inside them are
// then rewritten, which keeps every length: the hashes are all 22 long).
//
// It also makes the loader fetch a module again when the network is back
// (`split-loader-retry.mjs`), and gives the main module's imports short
// names (`short-import-names.mjs`).
//
// Run after `cargo leptos build --release --split --precompress`; updates
// the hash file beside the server binary and the precompressed copies.
// Usage: node scripts/seal-hashes.mjs [site pkg dir] [hash file]
import { createHash } from 'node:crypto';
import * as fs from 'node:fs';
import * as path from 'node:path';
import * as zlib from 'node:zlib';

import { shortenImportNames } from './short-import-names.mjs';
import { patchLoader } from './split-loader-retry.mjs';

const pkg = process.argv[2] ?? 'target/site/pkg';
const hashFile = process.argv[3] ?? 'target/release/hash.txt';

const lines = fs.readFileSync(hashFile, 'utf8').split('\n');
const hashes = Object.fromEntries(
  lines.filter((line) => line.includes(':')).map((line) => line.split(':').map((part) => part.trim())),
);
const { js, wasm, split } = hashes;
if (!js || !wasm || !split) {
  console.error(`seal-hashes: ${hashFile} lacks a js, wasm or split line; nothing changed.`);
  process.exit(1);
}

const names = {
  js: `nestlink.${js}.js`,
  wasm: `nestlink.${wasm}.wasm`,
  loader: `__wasm_split.${split}.js`,
};
const files = Object.fromEntries(Object.entries(names).map(([key, name]) => [key, fs.readFileSync(path.join(pkg, name))]));
// The loader waits for the network instead of failing (see split-loader-retry.mjs);
// patched first, so the hash covers what is served.
files.loader = Buffer.from(patchLoader(files.loader.toString('utf8')));
// The imports' hashed names made short, in the module and its glue alike;
// before hashing too.
const shortened = shortenImportNames(files.wasm, files.js.toString('utf8'));
files.wasm = shortened.wasm;
files.js = Buffer.from(shortened.glue);

// One hash of the three as they are: it changes whenever any of them does.
const digest = createHash('md5');
for (const key of ['js', 'wasm', 'loader']) digest.update(files[key]);
const sealed = digest.digest('base64url');
if (sealed.length !== js.length || js.length !== wasm.length || js.length !== split.length) {
  console.error('seal-hashes: the hashes differ in length, so names cannot be replaced in place; nothing changed.');
  process.exit(1);
}

const renamed = {
  js: `nestlink.${sealed}.js`,
  wasm: `nestlink.${sealed}.wasm`,
  loader: `__wasm_split.${sealed}.js`,
};
// Byte-for-byte replacement of equally long names, so the WASM's import
// section stays valid.
function replaceAll(buffer, from, to) {
  const needle = Buffer.from(from);
  const replacement = Buffer.from(to);
  let at = buffer.indexOf(needle);
  while (at !== -1) {
    replacement.copy(buffer, at);
    at = buffer.indexOf(needle, at + needle.length);
  }
}
for (const key of Object.keys(files)) {
  for (const which of Object.keys(names)) replaceAll(files[key], names[which], renamed[which]);
}

for (const key of Object.keys(files)) {
  const target = path.join(pkg, renamed[key]);
  fs.writeFileSync(target, files[key]);
  fs.writeFileSync(`${target}.gz`, zlib.gzipSync(files[key], { level: 9 }));
  fs.writeFileSync(
    `${target}.br`,
    zlib.brotliCompressSync(files[key], { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
  );
  for (const old of [names[key], `${names[key]}.gz`, `${names[key]}.br`]) fs.rmSync(path.join(pkg, old), { force: true });
}

// The split manifest (which chunks each split module needs) is named by
// cargo-leptos with a hash that is not of its content and differs from one
// build of the same commit to the next: it is named by its content here.
let manifest = hashes.manifest;
if (manifest) {
  const oldName = `__wasm_split_manifest.${manifest}.json`;
  const content = fs.readFileSync(path.join(pkg, oldName));
  manifest = createHash('md5').update(content).digest('base64url');
  const target = path.join(pkg, `__wasm_split_manifest.${manifest}.json`);
  for (const old of [oldName, `${oldName}.gz`, `${oldName}.br`]) fs.rmSync(path.join(pkg, old), { force: true });
  fs.writeFileSync(target, content);
  fs.writeFileSync(
    `${target}.br`,
    zlib.brotliCompressSync(content, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
  );
}

// Every gzip copy of the site written again: cargo-leptos's carry a time
// in their header, so two builds of one commit differed in all of them.
// Node's gzip writes none, and the same bytes give the same copy.
function regzip(dir) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      regzip(file);
    } else if (entry.name.endsWith('.gz')) {
      fs.rmSync(file);
    }
  }
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isFile() && fs.existsSync(`${file}.br`)) {
      fs.writeFileSync(`${file}.gz`, zlib.gzipSync(fs.readFileSync(file), { level: 9 }));
    }
  }
}
regzip(path.dirname(pkg));

// `sealed` tells the server that every hashed name now covers its bytes,
// so it may mark them immutable (a `cargo leptos watch` build has no such line).
const updated = lines
  .filter((line) => !line.startsWith('sealed:') && line.trim() !== '')
  .map((line) => {
    const [key] = line.split(':');
    if (key.trim() === 'manifest' && manifest) return `manifest: ${manifest}`;
    return ['js', 'wasm', 'split'].includes(key.trim()) ? `${key.trim()}: ${sealed}` : line;
  });
updated.push(`sealed: ${sealed}`);
fs.writeFileSync(hashFile, `${updated.join('\n')}\n`);
console.log(
  `seal-hashes: ${Object.values(names).join(', ')} -> ${Object.values(renamed).join(', ')}; ${shortened.renamed} imports named short`,
);

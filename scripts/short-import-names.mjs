// Gives the main module's JavaScript imports short names, in the WASM and in
// its JS glue alike.
//
// Why: wasm-bindgen names each function the module imports from its glue by
// the function and a 16-digit hash (`__wbg_setAttribute_6a58b6c4b3e9f5e2`),
// and every name is written twice, in the WASM's import section and as a key
// of the glue's import object. The hashes do not compress: for 226 names
// they were 3.0 KB of the main module's brotli and 2.3 KB of the glue's,
// bytes every cold page waits for. Here each such name becomes `$` and a
// number in base 36, given in the import section's order, so the same build
// always gives the same names.
//
// Only a name imported from the glue (`*_bg.js`) that ends with a hash is
// renamed, and the glue must write it exactly once, as an object key, or
// the build stops: a change in wasm-bindgen's output cannot ship a module
// whose imports the glue does not provide.

const HASHED = /_[0-9a-f]{16}$/;

function readLeb(bytes, at) {
  let value = 0;
  let shift = 0;
  for (;;) {
    const byte = bytes[at++];
    value += (byte & 0x7f) * 2 ** shift;
    shift += 7;
    if (byte < 0x80) return [value, at];
  }
}

function leb(value) {
  const out = [];
  do {
    let byte = value & 0x7f;
    value = Math.floor(value / 128);
    if (value) byte |= 0x80;
    out.push(byte);
  } while (value);
  return out;
}

/** Where one import's description (after its two names) ends. */
function skipImportKind(bytes, at) {
  const kind = bytes[at++];
  if (kind === 0) return readLeb(bytes, at)[1]; // a function: its type
  if (kind === 1 || kind === 2) {
    if (kind === 1) at++; // a table: its element type
    const flags = bytes[at++];
    at = readLeb(bytes, at)[1];
    return flags & 1 ? readLeb(bytes, at)[1] : at;
  }
  if (kind === 3) return at + 2; // a global: its type and mutability
  throw new Error(`short-import-names: an import of unknown kind ${kind}`);
}

/** The glue with every `from` key written as its `to`, or an error. */
function renameKeys(glue, renames) {
  let text = glue;
  for (const [from, to] of renames) {
    const found = text.split(from).length - 1;
    if (found !== 1 || !text.includes(`${from}:`)) {
      throw new Error(`short-import-names: the glue writes ${from} ${found} times, not once as a key`);
    }
    text = text.replace(`${from}:`, `${to}:`);
  }
  return text;
}

/**
 * The WASM's import section, where it is (`at`, its id's byte; `end`), and
 * each import: its module, its name, and where the rest of its entry
 * (`description` to `after`) lies. `null` when the module imports nothing.
 */
function importSection(wasm) {
  let at = 8;
  while (at < wasm.length) {
    const [size, start] = readLeb(wasm, at + 1);
    if (wasm[at] === 2) {
      const entries = [];
      let [count, entry] = readLeb(wasm, start);
      for (; count > 0; count--) {
        const [moduleLength, moduleAt] = readLeb(wasm, entry);
        const moduleName = wasm.subarray(moduleAt, moduleAt + moduleLength).toString('utf8');
        const [nameLength, nameAt] = readLeb(wasm, moduleAt + moduleLength);
        const name = wasm.subarray(nameAt, nameAt + nameLength).toString('utf8');
        const description = nameAt + nameLength;
        entry = skipImportKind(wasm, description);
        entries.push({ moduleName, name, description, after: entry });
      }
      return { at, end: start + size, entries };
    }
    at = start + size;
  }
  return null;
}

/** Whether an import is one this script names short. */
const hashedFromGlue = ({ moduleName, name }) => moduleName.endsWith('_bg.js') && HASHED.test(name);

/**
 * The WASM (a Buffer) and its glue (a string) with short import names:
 * `{ wasm, glue, renamed }`.
 */
export function shortenImportNames(wasm, glue) {
  const section = importSection(wasm);
  if (!section) return { wasm, glue, renamed: 0 };
  const renames = new Map();
  let next = 0;
  const freshName = () => {
    for (;;) {
      const name = `$${(next++).toString(36)}`;
      if (!glue.includes(name)) return name;
    }
  };
  const written = [...leb(section.entries.length)];
  for (const entry of section.entries) {
    let name = entry.name;
    if (hashedFromGlue(entry)) {
      name = freshName();
      renames.set(entry.name, name);
    }
    const moduleName = Buffer.from(entry.moduleName, 'utf8');
    const nameBytes = Buffer.from(name, 'utf8');
    written.push(...leb(moduleName.length), ...moduleName, ...leb(nameBytes.length), ...nameBytes);
    written.push(...wasm.subarray(entry.description, entry.after));
  }
  return {
    wasm: Buffer.concat([
      wasm.subarray(0, section.at),
      Buffer.from([2, ...leb(written.length), ...written]),
      wasm.subarray(section.end),
    ]),
    glue: renameKeys(glue, renames),
    renamed: renames.size,
  };
}

/** The names the WASM still imports from its glue with a hash: none after the release build. */
export function hashedImportNames(wasm) {
  return (importSection(wasm)?.entries ?? []).filter(hashedFromGlue).map((entry) => entry.name);
}

// The split loader (`__wasm_split.*.js`, written by cargo-leptos's wasm-split)
// reports a module it could not fetch as a failure, and the WASM side panics
// on it: one click while the Wi-Fi dropped would stop the editor for good.
// This rewrites the loader so a module that cannot be fetched is fetched
// again when the browser is back online (or after a pause), while a line at
// the foot of the page says what it waits for; the waiting action then
// finishes. Nothing is ever reported as failed, so nothing panics.
//
// It also brings the page's second file of words, those only split modules
// say (nestlink_core::words: the link `nl-words` names it in `data-rest`),
// with the first module, and keeps its texts in `nestlinkRestWords` for the
// main module to read: no split module runs before they are there, but for
// the readers that say no words (WORDLESS, app/src/reading.rs). A shared
// model's page reads its data with one of them before it is taken over, and
// would otherwise wait a round trip more for words it does not show.
//
// The loader is generated: the text this looks for is checked, and a loader
// that no longer has it stops the build rather than shipping unpatched.

const CALL = 'await callee();';
// Each module's fetch starts before the modules it needs have arrived; when
// one of those fails, its own failure is never awaited and would surface
// as an unhandled rejection ("Failed to fetch").
const FETCH = 'const src = fetch(';
// The split modules (their `#[lazy]` functions' names) that say no words.
export const WORDLESS = ['read_saved', 'read_shared'];

const HELPER = `
// Nestlink: fetch a split module until it arrives (see scripts/split-loader-retry.mjs).
function nestlinkFetch(url) {
    const fetched = fetch(url);
    fetched.catch(() => {}); // awaited by instantiateStreaming, or retried
    return fetched;
}
// A module's load that need not wait for the second file of words.
function wrapWordlessCb(callee) {
    const load = () => callee();
    load.wordless = true;
    return wrapAsyncCb(load);
}
let nestlinkRest;
function nestlinkRestWords() {
    const href = document.getElementById("nl-words")?.dataset.rest;
    if (!href || globalThis.nestlinkRestWords) return Promise.resolve();
    if (!nestlinkRest) {
        nestlinkRest = fetch(href)
            .then((response) => {
                if (!response.ok) throw new Error(href + ": " + response.status);
                return response.json();
            })
            .then((words) => { globalThis.nestlinkRestWords = words.texts; });
        nestlinkRest.catch(() => { nestlinkRest = undefined; }); // asked again on the next try
    }
    return nestlinkRest;
}
let nestlinkWaiting = 0;
function nestlinkSay(text) {
    let line = document.getElementById("nestlink-network-wait");
    if (!text) {
        line?.remove();
        return;
    }
    if (!line) {
        line = document.createElement("p");
        line.id = "nestlink-network-wait";
        line.className = "network-wait";
        line.setAttribute("role", "status");
        document.body.append(line);
    }
    line.textContent = text;
}
async function untilLoaded(load) {
    for (let attempt = 1; ; attempt++) {
        try {
            const [loaded] = await Promise.all([load(), load.wordless || nestlinkRestWords()]);
            if (attempt > 1 && --nestlinkWaiting === 0) nestlinkSay(null);
            return loaded;
        } catch (error) {
            if (attempt === 1) nestlinkWaiting++;
            console.warn("Nestlink: a part of the editor could not be fetched; trying again.", error);
            nestlinkSay(navigator.onLine && attempt > 3
                ? "A part of the editor cannot be fetched from the server. Reloading the page may help; your model is kept in this browser."
                : "Offline: a part of the editor is still to be fetched. What you asked for happens when the connection is back.");
            // Whichever comes first: the browser back online, or the pause.
            await new Promise((resolve) => {
                const online = () => { clearTimeout(pause); resolve(); };
                const pause = setTimeout(() => { removeEventListener("online", online); resolve(); },
                    Math.min(2000 * attempt, 15000));
                addEventListener("online", online, { once: true });
            });
        }
    }
}
`;

/** The loader's text, rewritten to wait for the network. */
export function patchLoader(text) {
  if (text.includes('await untilLoaded(callee);') && text.endsWith(HELPER)) return text; // patched already
  const calls = text.split(CALL).length - 1;
  const fetches = text.split(FETCH).length - 1;
  if (calls !== 1 || fetches === 0) {
    throw new Error(
      `split-loader-retry: the split loader holds "${CALL}" ${calls} times (not once) and "${FETCH}" ${fetches} times; its generator changed, so check this patch.`,
    );
  }
  let wordless = 0;
  const patched = text.replace(
    new RegExp(`(export const __wasm_split_load_(?:${WORDLESS.join('|')})_\\d+ = )wrapAsyncCb\\(`, 'g'),
    (_, head) => {
      wordless++;
      return `${head}wrapWordlessCb(`;
    },
  );
  if (wordless !== WORDLESS.length) {
    throw new Error(
      `split-loader-retry: ${wordless} of the ${WORDLESS.length} modules that say no words (${WORDLESS.join(', ')}) found in the split loader; check this patch.`,
    );
  }
  return patched.replace(CALL, 'await untilLoaded(callee);').replaceAll(FETCH, 'const src = nestlinkFetch(') + HELPER;
}

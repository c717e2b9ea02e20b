#!/usr/bin/env python3
"""The project's structure, checked (run by `make test`):

1. No circle of modules at any level: two files of one folder, two folders
   of one crate (`editor` and `shared`), or a file and a folder beside it,
   never use each other, directly or around a circle. A module using its own
   parent or its own children is how Rust modules are built, not a circle.
2. No source file is over 600 lines, tests left out.
3. The server takes from the UI crate (`app`) only what renders a page;
   the logic both share is `nestlink-core`'s (Cargo keeps the core from
   depending on either).

Usage: scripts/structure.py   (exits 1 and says what is wrong)
"""
import collections
import os
import re
import sys

CRATES = ("core/src", "app/src", "server/src")
MAX_LINES = 600
# What of `app` the server may name outside its tests: the page shell, the
# app it renders, and the advice panel's answer, laid out as the page is.
SERVER_MAY_USE_FROM_APP = {"shell", "App", "advice_panel"}

PATH = re.compile(r"\b((?:crate|super|self)(?:::[A-Za-z_][A-Za-z0-9_]*)+)")
USE_TREE = re.compile(r"\buse\s+((?:crate|super|self)(?:::[A-Za-z_][A-Za-z0-9_]*)*::\{[^;]*);")
APP_USE_TREE = re.compile(r"\buse\s+(app::\{[^;]*);")
APP_PATH = re.compile(r"\bapp::([A-Za-z_][A-Za-z0-9_]*)")


def without_tests(text):
    """The file up to its test module (which sits last, by convention)."""
    cut = text.find("#[cfg(test)]")
    return text if cut < 0 else text[:cut]


def is_test_file(path):
    parts = path.split(os.sep)
    return parts[-1] == "tests.rs" or "tests" in parts[:-1]


def module_of(root, path):
    """`editor/canvas.rs` -> ['editor', 'canvas']; `editor/mod.rs` -> ['editor']."""
    parts = os.path.relpath(path, root)[:-3].split(os.sep)
    return parts[:-1] if parts[-1] in ("mod", "lib", "main") else parts


def file_for(root, parts):
    """The file that defines the longest module prefix of `parts`."""
    for end in range(len(parts), 0, -1):
        base = os.path.join(root, *parts[:end])
        for candidate in (base + ".rs", os.path.join(base, "mod.rs")):
            if os.path.exists(candidate):
                return candidate
    return None


def flatten(tree):
    """`crate::{a::B, c::{d, e}}` -> the paths it names."""
    tree = re.sub(r"\s+", "", tree)
    brace = tree.find("{")
    if brace < 0:
        return [tree]
    prefix, inner = tree[:brace], tree[brace + 1 : tree.rfind("}")]
    items, depth, current = [], 0, ""
    for ch in inner:
        depth += ch == "{"
        depth -= ch == "}"
        if ch == "," and depth == 0:
            items.append(current)
            current = ""
        else:
            current += ch
    items.append(current)
    paths = []
    for item in filter(None, items):
        if item in ("self", "*"):
            paths.append(prefix.rstrip(":"))
        else:
            paths += flatten(prefix + item.split(" as ")[0])
    return paths


def target_module(root, here, is_folder_module, text):
    parts = text.split("::")
    if parts[0] == "crate":
        wanted = parts[1:]
    else:
        # `self` is the module itself; `super` its parent. A file's own
        # module is `here`; a mod.rs is the folder's module.
        base = list(here)
        rest = parts[1:]
        if parts[0] == "super":
            base = base[:-1]
        while rest and rest[0] == "super":
            base, rest = base[:-1], rest[1:]
        wanted = base + rest
    wanted = [p for p in wanted if re.match(r"^[a-z_][a-z0-9_]*$", p)]
    found = file_for(root, wanted)
    return module_of(root, found) if found else None


def circles_in(graph):
    """Strongly connected groups of more than one node (Tarjan)."""
    index, low, stack, on_stack, found, counter = {}, {}, [], set(), [], [0]

    def visit(node):
        index[node] = low[node] = counter[0]
        counter[0] += 1
        stack.append(node)
        on_stack.add(node)
        for next_node in graph.get(node, ()):
            if next_node not in index:
                visit(next_node)
                low[node] = min(low[node], low[next_node])
            elif next_node in on_stack:
                low[node] = min(low[node], index[next_node])
        if low[node] == index[node]:
            group = []
            while True:
                member = stack.pop()
                on_stack.discard(member)
                group.append(member)
                if member == node:
                    break
            if len(group) > 1:
                found.append(sorted(group))

    sys.setrecursionlimit(10000)
    for node in list(graph):
        if node not in index:
            visit(node)
    return found


def main():
    problems = []
    for root in CRATES:
        # One graph per folder: its children (files and folders) as nodes.
        graphs = collections.defaultdict(lambda: collections.defaultdict(set))
        for folder, _, files in os.walk(root):
            for name in sorted(files):
                if not name.endswith(".rs"):
                    continue
                path = os.path.join(folder, name)
                text = without_tests(open(path, encoding="utf-8").read())
                if not is_test_file(path) and text.count("\n") > MAX_LINES:
                    problems.append(f"long: {path} has {text.count(chr(10))} lines without its tests (at most {MAX_LINES})")
                if is_test_file(path):
                    continue
                here = module_of(root, path)
                is_folder_module = name in ("mod.rs", "lib.rs", "main.rs")
                named = [m.group(1) for m in PATH.finditer(text)]
                for m in USE_TREE.finditer(text):
                    named += flatten(m.group(1))
                for text_path in named:
                    there = target_module(root, here, is_folder_module, text_path)
                    if there is None:
                        continue
                    shared = 0
                    while shared < min(len(here), len(there)) and here[shared] == there[shared]:
                        shared += 1
                    # Its own ancestor or descendant: not a circle.
                    if shared == len(here) or shared == len(there):
                        continue
                    scope = "/".join(here[:shared]) or "(crate root)"
                    graphs[scope][here[shared]].add(there[shared])
                if root == "server/src":
                    used = {m.group(1) for m in APP_PATH.finditer(text)}
                    for m in APP_USE_TREE.finditer(text):
                        used |= {p.split("::")[1] for p in flatten(m.group(1))}
                    for name in sorted(used - SERVER_MAY_USE_FROM_APP):
                        problems.append(
                            f"layering: {path} uses app::{name}; the server takes from app only "
                            f"{', '.join(sorted(SERVER_MAY_USE_FROM_APP))} (shared logic belongs in core/)"
                        )
        for scope, graph in sorted(graphs.items()):
            for group in circles_in(graph):
                problems.append(f"circle in {root}/{'' if scope == '(crate root)' else scope}: {' <-> '.join(group)}")
    for problem in problems:
        print(problem)
    print(f"structure: {len(problems)} problems in {', '.join(CRATES)}")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())

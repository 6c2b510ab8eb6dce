#!/usr/bin/env python3
"""Puts the SwiftUI and UIKit shells' symbols into a module's Linux symbol graphs, so that the
archive docc builds from them documents the shells too. Run by Tests/Docs/build:

    Tests/Docs/merge_shells.py LINUX-GRAPHS APPLE-GRAPHS MODULE

LINUX-GRAPHS/<MODULE>/*.symbols.json come from the debug build; APPLE-GRAPHS/<MODULE>/ from
Tests/Docs/shell-graphs (the module compiled against the SwiftUI and UIKit stub, `os(iOS)`
true). A shell is a file of the module's folder that imports SwiftUI or UIKit under
`#if canImport(...)`; every symbol declared in one (with its extension block, when it extends
another module's type) and every relationship that names one is copied, by file: StoreSwiftUI@SwiftUI's
symbols go to StoreSwiftUI@SwiftUI.symbols.json. Nothing else of the Apple graphs is taken, so the stub
frameworks' own declarations cannot reach the archive. Prints what it added.
"""
import glob
import json
import os
import re
import sys

SHELL = re.compile(r"#if\s+canImport\((SwiftUI|UIKit)\)")


def module_folder(module, root="."):
    """Where a module's sources are: Sources/<module> (Router), or Sources/Store/<part> for one
    of Store's (StoreCore in Sources/Store/Core, the umbrella Store in Sources/Store/Store)."""
    if module.startswith("Store"):
        return os.path.join(root, "Sources", "Store", module[len("Store"):] or "Store")
    return os.path.join(root, "Sources", module)


def shell_files(module, root="."):
    """The shells of Sources/<module> under the package at `root`, as paths relative to it
    (Sources/...)."""
    found = []
    for path in sorted(glob.glob(os.path.join(module_folder(module, root), "**", "*.swift"),
                                 recursive=True)):
        with open(path) as file:
            if SHELL.search(file.read()):
                found.append(os.path.relpath(path, root))
    return found


def in_shell(symbol, shells):
    """Declared in one of `shells` (not a member a type gets from a protocol's extension, which
    SwiftUI's `View` would bring by the dozen)."""
    if "::SYNTHESIZED::" in symbol["identifier"]["precise"]:
        return False
    uri = symbol.get("location", {}).get("uri", "")
    return any(uri.endswith("/" + shell) for shell in shells)


def main():
    if len(sys.argv) != 4:
        print("usage: Tests/Docs/merge_shells.py LINUX-GRAPHS APPLE-GRAPHS MODULE",
              file=sys.stderr)
        return 2
    linux, apple, module = sys.argv[1:]
    shells = shell_files(module)
    added = 0
    for path in sorted(glob.glob(os.path.join(apple, module, "*.symbols.json"))):
        name = os.path.basename(path)
        with open(path) as file:
            graph = json.load(file)
        ids = {s["identifier"]["precise"] for s in graph["symbols"] if in_shell(s, shells)}
        if not ids:
            continue
        target = os.path.join(linux, module, name)
        if os.path.exists(target):
            with open(target) as file:
                merged = json.load(file)
        else:
            merged = dict(graph, symbols=[], relationships=[])
        have = {s["identifier"]["precise"] for s in merged["symbols"]}
        new = [s for s in graph["symbols"]
               if s["identifier"]["precise"] in ids and s["identifier"]["precise"] not in have]
        merged["symbols"] += new
        related = {json.dumps(r, sort_keys=True) for r in merged["relationships"]}
        for relation in graph["relationships"]:
            key = json.dumps(relation, sort_keys=True)
            if (relation["source"] in ids or relation["target"] in ids) and key not in related:
                merged["relationships"].append(relation)
                related.add(key)
        with open(target, "w") as file:
            json.dump(merged, file)
        added += len(new)
        print(f"docs: {module}: {len(new)} shell symbols merged into {name}")
    print(f"docs: {module}: {added} symbols of {len(shells)} shells "
          f"({', '.join(os.path.basename(s) for s in shells)})")
    return 0


if __name__ == "__main__":
    sys.exit(main())

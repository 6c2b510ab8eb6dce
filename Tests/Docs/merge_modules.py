#!/usr/bin/env python3
"""Makes one symbol graph of `import Store` from the graphs of Store's modules, so that the Store
catalog documents every symbol a user of `import Store` has, under the names the articles use
(``Store/Store``, ``ConsoleProgram``), as when Store was one module. Run by Tests/Docs/build:

    Tests/Docs/merge_modules.py IN-DIR OUT-DIR NAME MODULE...

IN-DIR/<MODULE>/*.symbols.json are each module's graphs (swift-symbolgraph-extract with
extension blocks). Every symbol goes to OUT-DIR/NAME.symbols.json, or, when it extends a type
of another library (Swift's, Foundation's), to OUT-DIR/NAME@That.symbols.json, as one module's
graphs are laid out. A member one of the modules adds to another's type (StoreConsole's
`Store.acceptConsoles`) becomes a member of that type, as a member of the same module is: its
extension block is dropped and what it related to the block is related to the type. Prints the
counts; fails when a relationship names a symbol no graph has (nothing is dropped silently).
"""
import glob
import json
import os
import sys


def extensions_of(folder, name, modules):
    """--extended FOLDER NAME MODULE...: another module's graphs (Router's) extend Store's types
    as NAME's, not as the module's that declares each: FOLDER/X@MODULE.symbols.json are made one
    X@NAME.symbols.json."""
    merged = None
    for module in modules:
        for path in sorted(glob.glob(os.path.join(folder, f"*@{module}.symbols.json"))):
            graph = json.load(open(path))
            for symbol in graph["symbols"]:
                extension = symbol.get("swiftExtension")
                if extension and extension.get("extendedModule") in modules:
                    extension["extendedModule"] = name
            if merged is None:
                merged, owner = graph, os.path.basename(path).split("@")[0]
            else:
                merged["symbols"] += graph["symbols"]
                merged["relationships"] += graph["relationships"]
            os.remove(path)
    if merged is not None:
        json.dump(merged, open(os.path.join(folder, f"{owner}@{name}.symbols.json"), "w"))
        print(f"docs: {owner}: its extensions of {', '.join(modules)} read as extensions of {name}")


def main():
    if sys.argv[1] == "--extended":
        return extensions_of(sys.argv[2], sys.argv[3], sys.argv[4:])
    source, out, name, modules = sys.argv[1], sys.argv[2], sys.argv[3], sys.argv[4:]
    ours = set(modules) | {name}
    graphs = {}  # file name -> graph
    blocks = {}  # an extension block of one of our types -> the type's id
    loaded = []
    for module in modules:
        for path in sorted(glob.glob(os.path.join(source, module, "*.symbols.json"))):
            graph = json.load(open(path))
            stem = os.path.basename(path)[: -len(".symbols.json")]
            extended = stem.split("@", 1)[1] if "@" in stem else None
            loaded.append((extended, graph))
            if extended in ours:
                for relation in graph["relationships"]:
                    if relation["kind"] == "extensionTo":
                        blocks[relation["source"]] = relation["target"]
    for extended, graph in loaded:
        target = f"{name}.symbols.json" if extended is None or extended in ours else f"{name}@{extended}.symbols.json"
        merged = graphs.setdefault(target, dict(graph, module=dict(graph["module"], name=name), symbols=[], relationships=[]))
        merged["symbols"] += [s for s in graph["symbols"] if s["identifier"]["precise"] not in blocks]
        for relation in graph["relationships"]:
            if relation["kind"] == "extensionTo" and relation["source"] in blocks:
                continue
            relation = dict(relation, source=blocks.get(relation["source"], relation["source"]),
                            target=blocks.get(relation["target"], relation["target"]))
            if relation["source"] == relation["target"]:
                continue
            merged["relationships"].append(relation)
    os.makedirs(out, exist_ok=True)
    known = {s["identifier"]["precise"] for g in graphs.values() for s in g["symbols"]}
    total = 0
    for file, graph in graphs.items():
        seen, kept = set(), []
        for relation in graph["relationships"]:
            key = json.dumps(relation, sort_keys=True)
            if key not in seen:
                seen.add(key)
                kept.append(relation)
        graph["relationships"] = kept
        if file == f"{name}.symbols.json":
            for relation in kept:
                if relation["kind"] in ("memberOf", "defaultImplementationOf", "requirementOf") and relation["target"] not in known and relation["target"].startswith("s:") and any(m in relation["target"] for m in ours):
                    sys.exit(f"docs: merge: {relation['source']} is a member of {relation['target']}, which no graph of {', '.join(modules)} has")
        json.dump(graph, open(os.path.join(out, file), "w"))
        total += len(graph["symbols"])
    print(f"docs: {name}: {total} symbols of {len(modules)} modules in {len(graphs)} graphs ({len(blocks)} extension blocks of their own types folded into the types)")


if __name__ == "__main__":
    main()

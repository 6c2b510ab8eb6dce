#!/usr/bin/env python3
"""Makes the API dump of a module that re-exports others (`Store`, made of Store's modules) as
one module's dump, as 2.7.0's single `Store` module was dumped, and names Store's modules as
`Store` in another module's dump (Router's `StoreCore.Reducer` is the `Store.Reducer` a user
of `import Store` writes). Run by Tests/API/check-breaking-changes:

    Tests/API/merge_dumps.py OUT NAME MODULE=DUMP... [--rename MODULE...]

Each DUMP is swift-api-digester's `-dump-sdk` of MODULE. Its names, USRs and mangled names are
rewritten from MODULE to NAME, and the declarations merged: a type two modules extend is one
type with the members of both. With --rename, the one DUMP is only rewritten (its own module
keeps its name), MODULE... being the ones to read as NAME. What it cannot see: a declaration
two modules both declare is kept twice (the compiler would refuse that in one module).
"""
import json
import re
import sys

args = sys.argv[1:]
out, name = args[0], args[1]
rename = []
if "--rename" in args:
    rename = args[args.index("--rename") + 1:]
    args = args[:args.index("--rename")]
parts = args[2:]
modules = rename or [p.split("=")[0] for p in parts]


def norm(text):
    for module in modules:
        text = text.replace(f"{len(module)}{module}", f"{len(name)}{name}")
        text = re.sub(r"\b" + module + r"\b", name, text)
    return text


def walk(value):
    if isinstance(value, dict):
        return {k: walk(v) for k, v in value.items()}
    if isinstance(value, list):
        return [walk(v) for v in value]
    if isinstance(value, str):
        return norm(value)
    return value


def key(child):
    return (child.get("kind"), child.get("name"), child.get("usr", child.get("printedName")))


def merge(into, other):
    index = {key(c): c for c in into.get("children", [])}
    for child in other.get("children", []):
        k = key(child)
        if k in index and child.get("kind") == "TypeDecl":
            merge(index[k], child)
        elif k in index and child.get("kind") == "Import":
            continue
        else:
            into.setdefault("children", []).append(child)
            index[k] = child


if rename:
    own = json.load(open(parts[0].split("=")[1]))
    json.dump(walk(own), open(out, "w"))
    sys.exit(0)
root = None
for part in parts:
    module, path = part.split("=")
    dump = walk(json.load(open(path)))
    if root is None:
        root = dump
    else:
        merge(root["ABIRoot"], dump["ABIRoot"])
children, seen = [], set()
for child in root["ABIRoot"]["children"]:
    if child.get("kind") == "Import":
        if child["name"] == name or child["name"] in seen:
            continue
        seen.add(child["name"])
    children.append(child)
root["ABIRoot"]["children"] = children
root["ABIRoot"]["name"] = root["ABIRoot"]["printedName"] = name
json.dump(root, open(out, "w"))

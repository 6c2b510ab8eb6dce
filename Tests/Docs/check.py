#!/usr/bin/env python3
"""What a reader of the built documentation meets, checked over the symbol graphs, the built
archives' render JSON and the catalogs' Markdown. Run by Tests/Docs/build after docc:

    Tests/Docs/check.py OUTPUT-DIR MODULE...

OUTPUT-DIR holds graphs/<MODULE>/*.symbols.json and <MODULE>.doccarchive; each catalog is
Sources/<MODULE>/<MODULE>.docc or Sources/<MODULE>/<MODULE>/<MODULE>.docc (under DOCS_CATALOG_ROOT when set, for Tests/Docs/selftest).
Prints one count per check (and each finding, with where it is),
and exits 1 when any count is not 0:

- uncurated: a public top-level symbol, or a module this one extends, in no topic group an
  author wrote (left to DocC's "Structures", "Extended Modules", ... on the landing page);
  members are grouped by kind on their type's page, as DocC does, unless deprecated;
- deprecated: a deprecated symbol (of this module's source) not curated in a group titled
  "Deprecated";
- no summary: a public symbol written in source (not synthesized by the compiler or inherited
  from a protocol extension) without a `///` summary;
- unlinked: in a catalog's Markdown, outside code blocks, a single-backtick span naming a public
  symbol (`Store`, `EnumCase<Root, Value>`, `ActionLog.replay`, `send(_:)`, `.none`,
  `console.completions(for:)`) where a ``double-backtick`` link belongs; a symbol of the other
  module is linked as ``/Module/Name`` (each catalog is built against the other's archive);
- no overview: a public top-level symbol (a type, a protocol, a function, a macro) whose page
  has its summary and nothing more (no overview from its `///` comment or its extension file
  in the catalog), or an overview with no example in it;
- overloads: on a symbol's page, two of its overloads (members of one name, as
  `scope(state:action:)`) in one topic group, where the sidebar cuts them to the same text;
  each belongs under a heading of its own that says how it differs (a protocol's default
  implementations, which DocC gathers on pages of their own, are left alone);
- paths: in a catalog's Markdown outside code blocks, or in a symbol's `///` comment, a path
  into this repository (`Tests/NotesRepl/Notes.swift`, `Sources/holiday-repl/…`, `.ci/run`)
  or a source file's name (`ChooseCountry.swift`), which hosted documentation cannot follow:
  link the symbol or the article, or name the example in prose;
- long code: a line of a code block in a catalog's Markdown, or in a public symbol's `///`
  comment (its column counted without the `/// ` and the fence's indentation), longer than 74
  columns (what the code box of a rendered page holds at 1280 px without scrolling sideways,
  as Tests/Docs/browser measures it in Chromium: a line of 75 or 76 columns is clipped);
- sections: an article (not a symbol's page) whose prose runs past about a screen
  (3,000 characters) with no `##` section a reader can jump to, or a paragraph that opens with a
  bold lead-in (`**Time.**`) where a heading belongs;
- shells: a public symbol declared in a SwiftUI or UIKit shell (a file under `#if canImport`,
  compiled only on Apple platforms; OUTPUT-DIR/graphs-apple/<MODULE> holds the module's graphs
  compiled against the stub of both) with no page in the module's archive, or a page for a
  symbol of the stub frameworks themselves;
- dead links: in the merged archive (OUTPUT-DIR/Holidays.doccarchive, when it is there), a
  link on any page (a topic, a breadcrumb, a link across the two catalogs) to a page that is not
  in it.
"""
import glob
import json
import os
import re
import sys

from merge_shells import in_shell, module_folder, shell_files

MAX_COLUMNS = 74
SCREEN = 3000


def load_symbols(graph_dir):
    """Every public symbol in a module's graphs, with the file it came from."""
    symbols = []
    for path in sorted(glob.glob(os.path.join(graph_dir, "*.symbols.json"))):
        with open(path) as file:
            graph = json.load(file)
        extension = "@" in os.path.basename(path)
        for symbol in graph["symbols"]:
            if symbol.get("accessLevel") not in ("public", "open"):
                continue
            symbol["_extension"] = extension
            symbols.append(symbol)
    return symbols


def is_written(symbol):
    """Written in this package's source, so it can carry a `///` comment (an `extension`
    block itself is not a symbol a reader looks up)."""
    return ("::SYNTHESIZED::" not in symbol["identifier"]["precise"] and "location" in symbol
            and symbol["kind"]["identifier"] != "swift.extension")


def is_deprecated(symbol):
    return any(
        entry.get("deprecated") or entry.get("isUnconditionallyDeprecated")
        for entry in symbol.get("availability", [])
    )


def has_summary(symbol):
    lines = (symbol.get("docComment") or {}).get("lines", [])
    return any(line.get("text", "").strip() for line in lines)


def has_overview(page):
    """Whether a symbol's page says more than its summary (a discussion section with text)."""
    return any(section.get("kind") == "content" and section.get("content")
               for section in page.get("primaryContentSections", []))


def has_example(page):
    """Whether a symbol's page shows code (a code block in its overview)."""
    return '"codeListing"' in json.dumps(page.get("primaryContentSections", []))


def where(symbol):
    location = symbol.get("location", {})
    uri = location.get("uri", "")
    uri = uri[uri.find("Sources/"):] if "Sources/" in uri else uri
    line = location.get("position", {}).get("line", -1) + 1
    return f"{uri}:{line}"


def render_pages(archive):
    pages = []
    for path in glob.glob(os.path.join(archive, "data", "documentation", "**", "*.json"),
                          recursive=True):
        with open(path) as file:
            pages.append(json.load(file))
    return pages


def curation(pages, module):
    """The page identifier of each symbol (by precise id), what authors' groups hold, and what
    the landing page leaves to DocC's own groups ("Structures", "Extended Modules", ...)."""
    page_of = {}
    curated = {}
    fallback = []
    for page in pages:
        if page["identifier"]["url"].endswith(f"/documentation/{module}"):
            for section in page.get("topicSections", []):
                if section.get("generated"):
                    fallback += [(section.get("title", ""), i) for i in section["identifiers"]]
        external = page.get("metadata", {}).get("externalID")
        if external:
            page_of[external] = page["identifier"]["url"]
        for section in page.get("topicSections", []):
            if section.get("generated"):
                continue
            for identifier in section.get("identifiers", []):
                curated.setdefault(identifier, set()).add(section.get("title", ""))
    return page_of, curated, fallback


def markdown_prose(path):
    """(line number, text) of each line outside fenced code blocks, and the code lines."""
    prose, code = [], []
    fence = None
    with open(path) as file:
        for number, line in enumerate(file, 1):
            line = line.rstrip("\n")
            stripped = line.lstrip()
            if fence is None and (stripped.startswith("```") or stripped.startswith("~~~")):
                fence = stripped[:3]
            elif fence is not None and stripped.startswith(fence):
                fence = None
            elif fence is not None:
                code.append((number, line))
            else:
                prose.append((number, line))
    return prose, code


def comment_code(symbol):
    """(file:line, columns) of each code line in a symbol's `///` comment, counted as the
    rendered page shows it: without the `/// ` (the graph's text has none) and without the
    indentation of the fence that opens it."""
    comment = symbol.get("docComment") or {}
    uri = comment.get("uri") or symbol.get("location", {}).get("uri", "")
    uri = uri[uri.find("Sources/"):] if "Sources/" in uri else uri
    found = []
    fence = None
    for line in comment.get("lines", []):
        text = line.get("text", "").rstrip()
        stripped = text.lstrip()
        if fence is None and (stripped.startswith("```") or stripped.startswith("~~~")):
            fence = (stripped[:3], len(text) - len(stripped))
        elif fence is not None and stripped.startswith(fence[0]):
            fence = None
        elif fence is not None:
            indent = fence[1] if not text[:fence[1]].strip() else len(text) - len(stripped)
            number = line.get("range", {}).get("start", {}).get("line", -1) + 1
            found.append((f"{uri}:{number}", len(text) - indent))
    return found


REPOSITORY_PATH = re.compile(r"(?<![\w/.$-])(?:Tests|Sources|\.ci)/|\b[\w+-]+\.swift\b")


def source_names():
    """The names of this package's Swift files, but those every package has (`main.swift`,
    `Package.swift`), which an article may name for the reader's own."""
    names = {os.path.basename(path) for path in glob.glob(
        os.path.join(PACKAGE, "**", "*.swift"), recursive=True) if "/.build" not in path}
    return names - {"main.swift", "Package.swift"}
SPAN = re.compile(r"(?<!`)`([^`\n]+)`(?!`)")
IDENT = r"[A-Za-z_]\w*"
SIGNATURE = r"\((?:(?:\w+|_):)*\)"


class Names:
    """What a span must look like to name a public symbol of the documented modules."""

    def __init__(self, symbols_by_module, relationships):
        self.types = {}        # top-level name -> module
        self.members = {}      # member title, as `send(_:)` -> the symbols' link paths
        self.type_level = {}   # static member or enum case base name -> the symbols' link paths
        for module, symbols in symbols_by_module.items():
            for symbol in symbols:
                if not is_written(symbol) or symbol["_extension"]:
                    continue
                components = symbol["pathComponents"]
                kind = symbol["kind"]["identifier"]
                path = f"/{module}/" + "/".join(components)
                if len(components) == 1:
                    self.types[components[0]] = module
                    continue
                # a member standing for another module's requirement (`encode(to:)`,
                # `description`) names that protocol's requirement, not this symbol
                origin = relationships.get(symbol["identifier"]["precise"], "")
                if origin and not any(f"{len(m)}{m}" in origin for m in symbols_by_module):
                    continue
                title = components[-1]
                if "(" in title and not kind.endswith(".op"):
                    self.members.setdefault(title, []).append(path)
                if kind in ("swift.type.method", "swift.type.property", "swift.enum.case"):
                    self.type_level.setdefault(title.split("(")[0], []).append(path)

    def named(self, span):
        """The link paths of the symbols a code span names; empty when it is code, not a name."""
        text = span.strip()
        head = re.match(IDENT, text)
        if head and head.group(0) in self.types:
            rest = text[head.end():]
            module = self.types[head.group(0)]
            if rest == "" or re.fullmatch(r"<[^()]*>", rest):
                return [f"/{module}/{head.group(0)}"]
            if re.fullmatch(rf"(?:[./]{IDENT}(?:{SIGNATURE})?)+", rest):
                return [f"/{module}/{head.group(0)}" + rest.replace(".", "/")]
        bare = text[1:] if text.startswith(".") else text
        if re.fullmatch(rf"{IDENT}{SIGNATURE}", bare) and bare in self.members:
            return self.members[bare]
        # a member's name on a receiver, as `console.completions(for:)`
        called = re.fullmatch(rf"{IDENT}(?:\.{IDENT})*\.({IDENT}{SIGNATURE})", text)
        if called and called.group(1) in self.members:
            return self.members[called.group(1)]
        if text.startswith(".") and re.fullmatch(IDENT, bare) and bare in self.type_level:
            return self.type_level[bare]
        return []


def origins(graph_dir):
    """Each symbol's requirement of origin, when it implements one (memberOf's sourceOrigin)."""
    found = {}
    for path in glob.glob(os.path.join(graph_dir, "*.symbols.json")):
        with open(path) as file:
            graph = json.load(file)
        for relation in graph.get("relationships", []):
            origin = relation.get("sourceOrigin")
            if origin:
                found[relation["source"]] = origin.get("identifier", "")
    return found


def link_hint(paths, module):
    """How to write the link in a catalog of `module`: ``Type/member``, or ``/Other/Type``."""
    shown = []
    for path in sorted(paths, key=len)[:3]:
        prefix = f"/{module}/"
        local = path[len(prefix):]
        # ``Store/send(_:)`` in Store's catalog would name the module; keep the module there
        if path.startswith(prefix) and local.split("/")[0] != module:
            path = local
        elif path.startswith(prefix):
            path = f"{module}/{local}"
        shown.append("``" + path + "``")
    return " or ".join(shown)


PACKAGE = os.path.normpath(os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", ".."))


def shell_findings(out, module, pages):
    """The shells' public symbols without a page in the archive, and the pages of symbols the
    stub frameworks declare (those the graphs place outside Sources/: SwiftUI's `View`
    modifiers, which every view of ours gets from its protocol extension)."""
    graphs = os.path.join(out, "graphs-apple", module)
    shells = shell_files(module, PACKAGE)
    if not os.path.isdir(graphs):
        # A module an Apple platform does not compile (StoreTerminal) has no shell to miss.
        return [f"{module}: no {graphs}; Tests/Docs/shell-graphs makes it"] if shells else []
    declared = {}
    stub = set()
    for path in sorted(glob.glob(os.path.join(graphs, "*.symbols.json"))):
        with open(path) as file:
            graph = json.load(file)
        for symbol in graph["symbols"]:
            precise = symbol["identifier"]["precise"]
            if symbol.get("accessLevel") not in ("public", "open"):
                continue
            if in_shell(symbol, shells) and symbol["kind"]["identifier"] != "swift.extension":
                declared[precise] = symbol
            elif "/Sources/" not in symbol.get("location", {}).get("uri", "/Sources/"):
                stub.add(precise)
    documented = {page.get("metadata", {}).get("externalID"): page["identifier"]["url"]
                  for page in pages}
    found = []
    if shells and not declared:
        found.append(f"{module}: {len(shells)} shells and no public symbol in {graphs}")
    for precise, symbol in sorted(declared.items(), key=lambda item: where(item[1])):
        if precise not in documented:
            found.append(f"{module}: {'/'.join(symbol['pathComponents'])} ({where(symbol)}) "
                         f"has no page in the archive (is it merged? Tests/Docs/merge_shells.py)")
    for external, url in sorted(documented.items(), key=lambda item: item[1]):
        if external in stub:
            found.append(f"{module}: {url} documents a symbol of the stub frameworks")
    return found


def overload_findings(pages):
    """Each topic group of a symbol's page that holds two members of one title."""
    found = []
    for page in pages:
        url = page["identifier"]["url"].split("/documentation/", 1)[-1]
        if url.endswith("-Implementations") or page.get("kind") != "symbol":
            continue
        for section in page.get("topicSections", []):
            titles = {}
            for identifier in section.get("identifiers", []):
                title = page.get("references", {}).get(identifier, {}).get("title")
                titles.setdefault(title, []).append(identifier)
            for title, same in sorted(titles.items(), key=lambda item: str(item[0])):
                if title and len(same) > 1 and section.get("title") != "Default Implementations":
                    found.append(f"{url}: {len(same)} `{title}` in \"{section.get('title', '')}\"; "
                                 f"give each a heading of its own (an extension file's Topics)")
    return found


def dead_links(archive):
    """Each link of the archive's pages to a page it does not hold, once, with a page using it."""
    data = os.path.join(archive, "data")
    dead = {}
    for page in render_pages(archive):
        for reference in page.get("references", {}).values():
            url = reference.get("url", "")
            # A topic, or a link written as an address in this archive (`/documentation`, the
            # first page; `/documentation/store/platformsandlimits`).
            if reference.get("type") not in ("topic", "link") or not (url == "/documentation" or url.startswith("/documentation/")):
                continue
            target = os.path.join(data, url.split("#")[0].strip("/") + ".json")
            if not os.path.exists(target):
                dead.setdefault(url, page["identifier"]["url"])
    return [f"{url} (linked from {page})" for url, page in sorted(dead.items())]


def main():
    if len(sys.argv) < 3:
        print("usage: Tests/Docs/check.py OUTPUT-DIR MODULE...", file=sys.stderr)
        return 2
    out, modules = sys.argv[1], sys.argv[2:]
    root = os.environ.get("DOCS_CATALOG_ROOT") or os.path.normpath(
        os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", ".."))
    symbols = {m: load_symbols(os.path.join(out, "graphs", m)) for m in modules}
    relationships = {}
    for m in modules:
        relationships.update(origins(os.path.join(out, "graphs", m)))
    names = Names(symbols, relationships)
    sources = source_names()
    findings = {key: [] for key in ("uncurated", "deprecated", "no summary", "no overview",
                                    "overloads", "unlinked", "paths", "long code", "sections",
                                    "shells")}

    for module in modules:
        pages = render_pages(os.path.join(out, f"{module}.doccarchive"))
        page_of, curated, fallback = curation(pages, module)
        findings["shells"] += shell_findings(out, module, pages)
        findings["overloads"] += overload_findings(pages)
        page_by_id = {page.get("metadata", {}).get("externalID"): page for page in pages}
        reported = set()
        long_lines = set()
        for symbol in symbols[module]:
            if not is_written(symbol):
                continue
            for at, columns in comment_code(symbol):
                # a comment shared by a symbol's graphs (a shell's, an extension's) once
                if columns > MAX_COLUMNS and at not in long_lines:
                    long_lines.add(at)
                    findings["long code"].append(
                        f"{at}: {columns} columns in the `///` comment of {module}'s "
                        f"{'/'.join(symbol['pathComponents'])} (at most {MAX_COLUMNS})")
            name = "/".join(symbol["pathComponents"])
            if not has_summary(symbol):
                findings["no summary"].append(f"{module}: {name} ({where(symbol)})")
            comment = " ".join(line.get("text", "") for line in
                               (symbol.get("docComment") or {}).get("lines", []))
            for match in REPOSITORY_PATH.finditer(comment):
                if not match.group(0).endswith(".swift") or match.group(0) in sources:
                    findings["paths"].append(
                        f"{module}: {name} ({where(symbol)}): its `///` comment names "
                        f"`{match.group(0)}`, a path in the repository")
            if symbol["_extension"]:
                continue
            page = page_of.get(symbol["identifier"]["precise"])
            groups = curated.get(page, set()) if page else set()
            own = page_by_id.get(symbol["identifier"]["precise"])
            if len(symbol["pathComponents"]) == 1 and own and not has_overview(own):
                findings["no overview"].append(f"{module}: {name} ({where(symbol)})")
            elif len(symbol["pathComponents"]) == 1 and own and not has_example(own):
                findings["no overview"].append(
                    f"{module}: {name} ({where(symbol)}): an overview without an example")
            if len(symbol["pathComponents"]) == 1 and not groups:
                findings["uncurated"].append(f"{module}: {name} ({where(symbol)})")
                reported.add(page)
            if is_deprecated(symbol) and "Deprecated" not in groups:
                findings["deprecated"].append(f"{module}: {name} ({where(symbol)})")

        for title, identifier in fallback:
            if identifier not in reported:
                shown = identifier.split("/documentation/", 1)[-1]
                findings["uncurated"].append(f"{module}: {shown} (in DocC's \"{title}\")")

        # A module's catalog is its folder's <Module>.docc (Sources/Store/Core/StoreCore.docc).
        catalog = os.path.join(module_folder(module, root), f"{module}.docc")
        if not os.path.isdir(catalog):
            sys.exit(f"docs check: {module}: no catalog at {os.path.relpath(catalog, root)}")
        for path in sorted(glob.glob(os.path.join(catalog, "**", "*.md"), recursive=True)):
            relative = os.path.relpath(path, root)
            prose, code = markdown_prose(path)
            for index, (number, line) in enumerate(prose):
                for match in SPAN.finditer(line):
                    paths = names.named(match.group(1))
                    if not paths:
                        continue
                    findings["unlinked"].append(
                        f"{relative}:{number}: `{match.group(1)}` names a public symbol; "
                        f"link it: {link_hint(paths, module)}")
            for number, line in prose:
                for match in REPOSITORY_PATH.finditer(line):
                    if match.group(0).endswith(".swift") and match.group(0) not in sources:
                        continue
                    findings["paths"].append(
                        f"{relative}:{number}: `{match.group(0)}` is a path in the repository; "
                        f"link the symbol or article, or name the example in prose")
            article = bool(prose) and not prose[0][1].startswith("# ``")
            headings = [n for n, line in prose if line.startswith("## ")]
            length = sum(len(line) for _, line in prose)
            if article and length > SCREEN and not headings:
                findings["sections"].append(
                    f"{relative}: {length} characters of prose and no `##` section")
            for index, (number, line) in enumerate(prose):
                opens = index == 0 or not prose[index - 1][1].strip()
                if article and opens and re.match(r"\*\*[^*]+\*\*", line):
                    findings["sections"].append(
                        f"{relative}:{number}: a bold lead-in opens the paragraph; make it a "
                        f"`##` heading")
            for number, line in code:
                if len(line) > MAX_COLUMNS:
                    findings["long code"].append(
                        f"{relative}:{number}: {len(line)} columns (at most {MAX_COLUMNS})")

    merged = os.path.join(out, "Holidays.doccarchive")
    if os.path.isdir(merged):
        findings["dead links"] = dead_links(merged)

    failed = False
    for key, items in findings.items():
        for item in items:
            print(f"docs check: {key}: {item}")
    summary = ", ".join(f"{key} {len(items)}" for key, items in findings.items())
    print(f"docs check: {summary}")
    failed = any(findings.values())
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())

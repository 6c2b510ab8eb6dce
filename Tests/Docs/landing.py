#!/usr/bin/env python3
"""Makes the merged archive's first page a way in. `docc merge` synthesizes the landing page of
an archive made of several catalogs with a title and a card per module, and nothing else: no
word on what the package is, how to add it, or where to start. This writes the content of
Tests/Docs/landing.md into that page (DocC's render JSON: paragraphs, `##` headings, Swift code
and numbered lists, `code` and links to the archive's own pages), and lists the modules as a
list in the order a newcomer needs them, each with its summary.

    Tests/Docs/landing.py ARCHIVE LANDING.md

A link in landing.md to a page the archive does not hold fails here, naming it; the docs check
(check.py) then reads the page like any other (dead links).
"""
import json
import os
import re
import sys

# The order a newcomer needs the modules in, and the groups the first page shows them in.
GROUPS = [
    ("Write and Test a Feature", ["StoreCore", "StoreText"]),
    ("Drive It from Text", ["StoreConsole", "StoreLogs", "StoreExplorer", "StoreAttach", "StoreTerminal"]),
    ("Show It", ["StoreSwiftUI", "StoreUIKit", "Router"]),
    ("Everything in One Import", ["Store"]),
]


def page(archive, url):
    path = os.path.join(archive, "data", url.strip("/").split("#")[0] + ".json")
    if not os.path.exists(path):
        sys.exit(f"landing: {url} is not a page of the archive (landing.md links it)")
    with open(path) as file:
        return json.load(file)


def inline(text, archive, references):
    """Inline content: `code`, [text](/documentation/...) links, and plain text."""
    content = []
    for part in re.split(r"(`[^`]+`|\[[^\]]+\]\([^)]+\))", text):
        if not part:
            continue
        if part.startswith("`"):
            content.append({"type": "codeVoice", "code": part[1:-1]})
        elif part.startswith("["):
            title, url = re.match(r"\[([^\]]+)\]\(([^)]+)\)", part).groups()
            target = page(archive, url)
            identifier = target["identifier"]["url"]
            references[identifier] = {
                "type": "topic", "kind": target.get("kind", "article"),
                "role": target.get("metadata", {}).get("role", "article"),
                "title": target.get("metadata", {}).get("title", title), "url": url,
                "identifier": identifier, "abstract": target.get("abstract", []),
            }
            content.append({"type": "reference", "identifier": identifier, "isActive": True,
                            "overridingTitle": title, "overridingTitleInlineContent": [{"type": "text", "text": title}]})
        else:
            content.append({"type": "text", "text": part})
    return content


def blocks(markdown, archive, references):
    """The abstract (the first paragraph) and the content of the rest."""
    parts = re.split(r"\n\s*\n", markdown.strip())
    abstract = inline(parts[0].replace("\n", " "), archive, references)
    content = []
    index = 1
    while index < len(parts):
        part = parts[index]
        if part.startswith("```"):
            # A listing may hold blank lines: gather its parts up to the closing fence.
            while not part.rstrip().endswith("```") or part.count("```") < 2:
                index += 1
                part += "\n\n" + parts[index]
            lines = part.strip().split("\n")
            content.append({"type": "codeListing", "syntax": lines[0][3:] or None, "code": lines[1:-1]})
        elif part.startswith("## "):
            title = part[3:].strip()
            content.append({"type": "heading", "level": 2, "text": title,
                            "anchor": re.sub(r"[^a-z0-9]+", "-", title.lower()).strip("-")})
        elif re.match(r"\d+\. ", part):
            items = re.split(r"\n(?=\d+\. )", part)
            content.append({"type": "orderedList", "items": [
                {"content": [{"type": "paragraph", "inlineContent": inline(re.sub(r"^\d+\. ", "", item).replace("\n", " "), archive, references)}]}
                for item in items]})
        else:
            content.append({"type": "paragraph", "inlineContent": inline(part.replace("\n", " "), archive, references)})
        index += 1
    return abstract, content


def main():
    archive, source = sys.argv[1], sys.argv[2]
    path = os.path.join(archive, "data", "documentation.json")
    with open(path) as file:
        landing = json.load(file)
    with open(source) as file:
        markdown = file.read()
    references = landing.setdefault("references", {})
    abstract, content = blocks(markdown, archive, references)
    landing["abstract"] = abstract
    landing["primaryContentSections"] = [{"kind": "content", "content": content}]
    modules = {reference["title"]: identifier for identifier, reference in references.items()
               if reference.get("role") == "collection" and reference.get("kind") == "symbol"}
    listed = [name for _, names in GROUPS for name in names]
    missing = sorted(set(modules) - set(listed))
    if missing:
        sys.exit(f"landing: module {', '.join(missing)} is in no group of the first page (Tests/Docs/landing.py, GROUPS)")
    landing["topicSections"] = [{"title": title, "identifiers": [modules[name] for name in names if name in modules]}
                                for title, names in GROUPS]
    landing["topicSectionsStyle"] = "list"
    with open(path, "w") as file:
        json.dump(landing, file)
    # The theme settings every page asks for at the archive's root (a host answering 404 logs
    # an error in the reader's console): the site's title, the theme left as DocC's.
    with open(os.path.join(archive, "theme-settings.json"), "w") as file:
        json.dump({"meta": {"title": "Holidays"}, "theme": {}, "features": {}}, file)
    print(f"landing: the first page has {len(content)} blocks and {len(listed)} modules in {len(GROUPS)} groups")


if __name__ == "__main__":
    main()

"""How each Apple platform's compiler reads the package's `#if` lines.

`read_as(text, platform, debug)` rewrites every condition of a `#if`/`#elseif` line into `true`
or `false` as that platform's compiler evaluates it, so that a Linux compiler given the result
compiles exactly the branches the platform compiles. A condition it cannot evaluate (an atom not
in the tables below) is an error naming the file and line: nothing an Apple platform compiles is
left unread. Used by ../check-apple-platforms.
"""
import re

# The package's platforms (Package.swift declares macOS, iOS, tvOS and watchOS; SwiftPM admits
# visionOS by default; iPadOS and Mac Catalyst are iOS's SDK) as their compilers read them.
APPLE = ["iOS", "iPadOS", "Mac Catalyst", "macOS", "tvOS", "visionOS", "watchOS"]
OS = {"iOS": "iOS", "iPadOS": "iOS", "Mac Catalyst": "iOS", "macOS": "macOS", "tvOS": "tvOS",
      "visionOS": "visionOS", "watchOS": "watchOS"}
# The modules `canImport` finds on each (those of the toolchain, the SDK's and the stubs').
COMMON = {"Darwin", "Dispatch", "Foundation", "ObjectiveC", "Observation", "Synchronization",
          "SwiftUI", "Combine", "os"}
IMPORTS = {
    "iOS": COMMON | {"UIKit"}, "iPadOS": COMMON | {"UIKit"}, "Mac Catalyst": COMMON | {"UIKit"},
    "visionOS": COMMON | {"UIKit"}, "tvOS": COMMON | {"UIKit"}, "watchOS": COMMON | {"UIKit"},
    "macOS": COMMON | {"AppKit"},
}
# Modules no Apple platform has (Linux's, Windows's, Android's).
NOWHERE = {"Glibc", "Musl", "Android", "WinSDK", "FoundationNetworking", "FoundationEssentials",
           "FoundationInternationalization", "Bionic", "WASILibc", "ucrt", "CRT"}
# The package's own modules each platform builds (Package.swift's conditions), set by
# platforms.py from ../modules.py: `canImport(StoreTerminal)` is true where SwiftPM builds it.
PACKAGE_MODULES = {}

KNOWN_OS = {"iOS", "macOS", "tvOS", "watchOS", "visionOS", "Linux", "Windows", "Android",
            "FreeBSD", "OpenBSD", "WASI", "Cygwin", "PS4", "Haiku", "none"}

ATOM = re.compile(r"(os|canImport|targetEnvironment)\(\s*([A-Za-z_][A-Za-z0-9_.]*)\s*\)|\b(DEBUG|true|false)\b|([A-Za-z_][A-Za-z0-9_]*(?:\([^)]*\))?)")


class Unreadable(Exception):
    pass


# Every Apple platform compiles a `canImport(ObjectiveC)` branch, and no compiler here can: Linux
# has no Objective-C runtime (no `@objc`, no optional requirements, none of NSObject's runtime
# methods). Such a branch would go to devices unchecked, so it is refused: one spelling for all.
OBJECTIVE_C = ("canImport(ObjectiveC): iOS, iPadOS, Mac Catalyst, macOS, tvOS, visionOS and watchOS compile this branch, "
               "and nothing here can (Linux has no Objective-C runtime: https://developer.apple.com/documentation/objectivec); "
               "write one spelling that every platform compiles")


def evaluate_atom(match, platform, debug, linux_libc):
    kind, name, flag, other = match.group(1), match.group(2), match.group(3), match.group(4)
    if kind == "canImport" and linux_libc and name in ("Glibc", "Darwin"):
        return "true" if name == "Glibc" else "false"
    if kind == "os":
        if name not in KNOWN_OS:
            raise Unreadable(f"os({name}) names no platform Swift knows")
        return "true" if OS[platform] == name else "false"
    if kind == "canImport" and name == "ObjectiveC":
        raise Unreadable(OBJECTIVE_C)
    if kind == "canImport" and any(name in built for built in PACKAGE_MODULES.values()):
        return "true" if name in PACKAGE_MODULES.get(platform, ()) else "false"
    if kind == "canImport":
        if name in IMPORTS[platform]:
            return "true"
        if name in NOWHERE or any(name in IMPORTS[p] for p in APPLE):
            return "false"
        raise Unreadable(f"canImport({name}): which Apple platforms have {name} is not in Tests/Platform/Ledger/conditions.py")
    if kind == "targetEnvironment":
        if name == "macCatalyst":
            return "true" if platform == "Mac Catalyst" else "false"
        if name == "simulator":
            raise Unreadable("targetEnvironment(simulator): a simulator build is not read by these checks")
        raise Unreadable(f"targetEnvironment({name}) is not read by these checks")
    if flag == "DEBUG":
        return "true" if debug else "false"
    if flag in ("true", "false"):
        return flag
    raise Unreadable(f"`{other}` is a condition these checks cannot evaluate (only os, canImport, targetEnvironment(macCatalyst) and DEBUG)")


def read_as(text, platform, debug, path="<source>", linux_libc=False):
    """`text` as `platform`'s compiler reads it; with `linux_libc`, the C library's branches
    (`canImport(Glibc)` and `canImport(Darwin)`) are read as Linux's, for a compile beside
    Linux's Foundation."""
    out = []
    for number, line in enumerate(text.split("\n"), 1):
        m = re.match(r"^(\s*#(?:if|elseif)\s+)(.*?)(\s*(//.*)?)$", line)
        if m:
            try:
                atoms = ATOM.sub(lambda a: evaluate_atom(a, platform, debug, linux_libc), m.group(2))
                expression = re.sub(r"!(?!=)", " not ", atoms).replace("&&", " and ").replace("||", " or ")
                if not re.fullmatch(r"[\s()]*((true|false|not|and|or)[\s()]*)+", expression):
                    raise Unreadable(f"`{m.group(2)}` is not a condition these checks can read")
                value = eval(expression.replace("true", "True").replace("false", "False"), {"__builtins__": {}})
            except Unreadable as error:
                raise Unreadable(f"{path}:{number}: {error}")
            line = m.group(1) + ("true" if value else "false") + m.group(3)
        out.append(line)
    return "\n".join(out)

"""Reads every class's deinit from the compiler's own output (the canonical SIL of each module as
an Apple platform compiles it, written by platforms.py) and fails on each shape that a Release
build at the package's minimums crashes on or traps with:

  - a generic class with an isolated deinit: `isolated deinit` has a runtime floor (macOS 15.4,
    iOS 18.4 and the like) above the package's minimums, so an Apple build takes its
    back-deployment path, and at -O that path crashes swift-frontend in the performance inliner
    (swiftlang/swift#90625, #89896, #85308, #82523);
  - an NSObject subclass with an isolated deinit: its Objective-C deallocating thunk asserts the
    executor and traps when the last reference drops off the main actor (swiftlang/swift#85500,
    fixed only for Swift 6.4);
  - a generic class whose synthesized deinit is isolated because its module defaults to the main
    actor (swiftlang/swift#90385): the first shape, with no `deinit` written.

An isolated deinit is the compiler's `__isolated_deallocating_deinit` (mangled `fZ`); a class is
generic when that function's SIL type has a generic signature (a class nested in a generic type
is too); an NSObject subclass is one whose vtable holds NSObject's entries. The package's way out
is `MainActorCleanup` (StoreCore): a non-generic, pure Swift helper the class holds.

What it cannot see: the optimizer's Apple path itself (no Apple toolchain runs here, and Linux
has no floor: the three-line repro of #90625 compiles at -O on Linux), so a new shape of that
crash that none of these rules names passes; code that only a platform not compiled here reads.
Usage: deinits.py FILE.sil... (each file is one module's SIL); exits 1 naming each class found.
"""
import re
import subprocess
import sys

ISSUES = {
    "generic": "a generic class with an isolated deinit: a Release build below the feature's floor "
               "crashes the compiler (swiftlang/swift#90625, #89896, #85308, #82523)",
    "nsobject": "an NSObject subclass with an isolated deinit: released off the main actor, its "
                "Objective-C deallocating thunk traps (swiftlang/swift#85500)",
    "synthesized": "a generic class whose synthesized deinit is isolated under the module's default "
                   "main-actor isolation: a Release build crashes the compiler (swiftlang/swift#90385, #90625)",
}
FIX = "hold a MainActorCleanup (StoreCore) for the main-actor work and leave the class's deinit nonisolated"

ISOLATED = re.compile(r"^sil [^@]*@(\$s\S+CfZ) : \$@convention\(thin\) (<[^>]*>)? ?\(@owned ([^)]*)\)")
VTABLE = re.compile(r"^sil_vtable (?:\[[^\]]*\] )?(\S+) \{")
CLASS = re.compile(r"^(?:@\S+ )*(?:final |open |public |package |internal |private |fileprivate )*class (\S+?)(?:<[^{]*?>)?(?: : ([^{]*))? \{")


def demangle(symbols):
    if not symbols:
        return {}
    result = subprocess.run(["swift-demangle", "-compact"], input="\n".join(symbols), capture_output=True, text=True, check=True)
    return dict(zip(symbols, result.stdout.splitlines()))


def read(path):
    """[(class, problem)] for the SIL file at `path`."""
    lines = open(path, encoding="utf-8").read().splitlines()
    isolated = {}  # symbol -> generic?
    nsobject = set()  # classes (by their SIL names) whose vtable holds NSObject's entries
    written = {}  # class name -> the deinit line its declaration prints
    current_class, current_vtable = None, None
    for line in lines:
        match = ISOLATED.match(line)
        if match:
            isolated[match.group(1)] = bool(match.group(2)) or "<" in match.group(3)
            continue
        match = VTABLE.match(line)
        if match:
            current_vtable = match.group(1)
            continue
        if current_vtable is not None:
            if line.startswith("}"):
                current_vtable = None
            elif "@$s10Foundation8NSObjectC" in line or line.lstrip().startswith("#NSObject."):
                nsobject.add(current_vtable)
            continue
        match = CLASS.match(line)
        if match:
            current_class = match.group(1)
            continue
        if current_class is not None:
            if line.startswith("}"):
                current_class = None
            elif re.match(r"^\s+(?:@\S+ )*(?:isolated |nonisolated )?deinit\s*$", line):
                written[current_class] = line.strip()
    names = demangle(sorted(isolated))
    found = []
    for symbol, generic in sorted(isolated.items()):
        owner = names[symbol].rsplit(".__isolated_deallocating_deinit", 1)[0]
        short = owner.split(".")[-1]
        declared = written.get(short, "")
        spelled = declared.startswith("isolated") or "Actor deinit" in declared or re.search(r"@\w+Actor", declared)
        if short in nsobject or owner.split(".", 1)[-1] in nsobject:
            found.append((owner, "nsobject"))
        if generic:
            found.append((owner, "generic" if spelled else "synthesized"))
    return found


def main():
    problems = []
    for path in sys.argv[1:]:
        for owner, kind in read(path):
            problems.append(f"deinits: {owner}: {ISSUES[kind]}; {FIX}")
    for problem in dict.fromkeys(problems):
        print(problem)
    if problems:
        sys.exit(1)
    print(f"deinits: no generic class or NSObject subclass has an isolated deinit in {len(sys.argv) - 1} modules' SIL")


if __name__ == "__main__":
    main()

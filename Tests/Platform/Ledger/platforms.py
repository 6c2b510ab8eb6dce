"""Compiles Store, Router and HolidayFeature, with every module of Store's they depend on on that
platform (Package.swift's conditions: no StoreTerminal but on macOS), as each Apple platform's
compiler reads them, and holds every symbol of Apple's frameworks they reference to the ledger of
where it exists. It prints the modules each platform compiles, and fails when a platform that
cannot run a terminal compiles StoreTerminal.

For each platform the package builds for (conditions.APPLE) and for a debug and a release build,
every `#if` line is evaluated as that platform evaluates it (conditions.py; a condition it cannot
evaluate fails, naming its line), and each module is compiled whole, in Swift 6 mode with
warnings as errors, against the stubs of UIKit and SwiftUI as that platform's SDK has them.
Platforms that read a module the same way share one compile; two compiles run at a time, each
once the modules it imports are compiled. Each compile also writes the module's canonical SIL,
from which deinits.py reads every class's deinit (no isolated deinit on a generic class or an
NSObject subclass: a Release build at the package's minimums crashes the compiler or traps). A
target's default isolation (Package.swift's Swift settings) is compiled as SwiftPM compiles it.
The compiler's index of each compile
(the index store, read by index-refs.c) gives every reference each file makes, with its line;
every one that names a symbol of Foundation, Dispatch, Observation, Synchronization, UIKit or
SwiftUI must have a row in ledger.tsv, and the row must list the platform, at a first version the
package's deployment target reaches. A use outside a platform's availability fails naming the
file, the line, the platform and the row's page.

What it cannot see: the C library's calls in the `canImport(Darwin)` branches, which cannot be
compiled beside Linux's Foundation (its Glibc and the Darwin stub's headers clash), are read as
Linux's here; ../check-darwin-types compiles those branches against the Darwin stub, and this
script fails if a file with such a branch is not among the ones that script checks. Foundation
here is Linux's: a symbol Apple's Foundation lacks fails only through the ledger, whose rows say
what the pages say, and a member is held to its own row only where it has one (else to its
type's). Standard-library symbols are not held to availability. Behaviour is not checked at all.
"""
import glob
import hashlib
import json
import os
import re
import shutil
import subprocess
import sys

sys.path.insert(0, os.path.dirname(__file__))
import conditions  # noqa: E402

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), "../../.."))
# The modules compiled: Store, Router and HolidayFeature with every module they depend on, as
# Package.swift gives them for each platform (../modules.py): a dependency a platform condition
# leaves out (StoreTerminal on iOS) is not compiled for that platform.
ROOTS = ["Store", "Router", "HolidayFeature"]
# Modules that run only where a program runs from a terminal and starts processes: the line
# editor and `explore --jobs`'s workers. No platform but macOS may compile them (Linux is not
# among the platforms here): an iPhone app of store, router and fronts must not.
TERMINAL_ONLY = {"StoreTerminal"}
# SwiftPM's names of the platforms, for the manifest's conditions.
SWIFTPM = {"iOS": "ios", "iPadOS": "ios", "Mac Catalyst": "maccatalyst", "visionOS": "visionos",
           "tvOS": "tvos", "watchOS": "watchos", "macOS": "macos"}
# Which stubs each platform compiles against (check-apple-ui builds them in WORK/<name>).
STUBS = {"iOS": "iOS", "iPadOS": "iOS", "Mac Catalyst": "iOS", "visionOS": "iOS",
         "tvOS": "tvOS", "watchOS": "watchOS", "macOS": "macOS"}
# Frameworks whose symbols the ledger holds, by the module names the index gives them here.
FRAMEWORKS = {"Foundation": "Foundation", "FoundationEssentials": "Foundation",
              "FoundationInternationalization": "Foundation", "FoundationNetworking": "Foundation",
              "Dispatch": "Dispatch", "Observation": "Observation",
              "Synchronization": "Synchronization", "UIKit": "UIKit", "SwiftUI": "SwiftUI"}
# Apple's Foundation holds URLSession, which Linux's keeps in FoundationNetworking: every file
# imports that too, as `import Foundation` on Apple's platforms would give it.
FLAGS = ["-swift-version", "6", "-warnings-as-errors", "-parse-as-library", "-package-name", "holidays",
         "-Xfrontend", "-import-module", "-Xfrontend", "FoundationNetworking"]


# Each module's flags from its target's Swift settings (modules.py): its default isolation.
SETTINGS = {}


def deployment_targets():
    """The first version of each platform the package admits, from Package.swift."""
    text = open(os.path.join(ROOT, "Package.swift")).read()
    found = dict(re.findall(r"\.(macOS|iOS|tvOS|watchOS|visionOS)\(\.v(\d+(?:_\d+)?)\)", text))
    targets = {name: version(v.replace("_", ".")) for name, v in found.items()}
    # SwiftPM's default for a platform the manifest does not name (tools 6.2).
    targets.setdefault("visionOS", version("1.0"))
    targets["iPadOS"] = targets["iOS"]
    targets["Mac Catalyst"] = targets["iOS"]
    return targets


def load_ledger(path):
    rows = {}
    columns = None
    for number, line in enumerate(open(path, encoding="utf-8"), 1):
        line = line.rstrip("\n")
        if not line or line.startswith("#"):
            if line.startswith("# symbol\t"):
                columns = line[2:].split("\t")
            continue
        cells = line.split("\t")
        if columns is None or len(cells) != len(columns):
            sys.exit(f"apple platforms: {path}:{number}: a row needs {len(columns or [])} tab-separated cells ({' '.join(columns or [])})")
        row = dict(zip(columns, cells))
        if not row["page"].startswith("https://developer.apple.com/"):
            sys.exit(f"apple platforms: {path}:{number}: {row['symbol']}: the page must be Apple's (https://developer.apple.com/...)")
        for platform in conditions.APPLE:
            value = row[platform]
            if value not in ("-", "*") and not re.fullmatch(r"\d+(\.\d+)*", value):
                sys.exit(f"apple platforms: {path}:{number}: {row['symbol']}: {platform} must be a first version, '*' or '-', not '{value}'")
        if any(row[platform] == "-" for platform in conditions.APPLE) and not row.get("page"):
            sys.exit(f"apple platforms: {path}:{number}: {row['symbol']}: a row needs its page")
        if row["symbol"] in rows:
            sys.exit(f"apple platforms: {path}:{number}: {row['symbol']} has a row already")
        rows[row["symbol"]] = (row, number)
    return rows


def symbol_paths(demangled):
    """The ledger keys a demangled USR may be held to, most precise first; [] for none of
    Apple's frameworks."""
    name = re.sub(r"^(static |class )", "", demangled)
    extension = None
    match = re.match(r"\(extension in ([A-Za-z_]+)\):(.*)", name)
    if match:
        extension, name = match.group(1), match.group(2)
    name = re.sub(r"<[^<>]*>", "", name)
    name = re.split(r"\(| : | -> ", name)[0]
    name = re.sub(r"\.(getter|setter|modify|_modify|read|unsafeAddressor|unsafeMutableAddressor)$", "", name)
    parts = [p for p in name.split(".") if p]
    if not parts:
        return []
    if extension is not None:
        framework = FRAMEWORKS.get(extension)
        if framework is None:
            return []
        owner = FRAMEWORKS.get(parts[0], parts[0])
        if owner == framework:
            parts = parts[1:]
        elif parts[0] == "Swift":
            parts = parts[1:]
    else:
        framework = FRAMEWORKS.get(parts[0])
        if framework is None:
            return []
        parts = parts[1:]
    if not parts:
        return []
    return [framework + "." + ".".join(parts[:n]) for n in range(len(parts), 0, -1)]


def modules_for(platform):
    """[(module, folder, dependencies)] in the order they compile, for `platform`."""
    script = os.path.join(ROOT, "Tests", "Platform", "modules.py")
    output = subprocess.run([sys.executable, script, "--platform", SWIFTPM[platform], *ROOTS], capture_output=True, text=True, check=True, cwd=ROOT).stdout
    found = []
    for line in output.splitlines():
        name, folder, dependencies, flags = line.split("\t")
        SETTINGS[name] = flags.split()
        found.append((name, folder, [d for d in dependencies.split(",") if d]))
    return found


def transitive(dependencies, modules):
    """`dependencies` and every module they depend on: a module's compile must find them all."""
    table = {name: deps for name, _, deps in modules}
    found, pending = [], list(dependencies)
    while pending:
        name = pending.pop()
        if name not in found:
            found.append(name)
            pending += table[name]
    return sorted(found)


def read_module(folder, platform, debug):
    base = os.path.join(ROOT, folder)
    texts = {}
    for folder, _, names in os.walk(base):
        for name in sorted(names):
            if name.endswith(".swift"):
                path = os.path.join(folder, name)
                relative = os.path.relpath(path, ROOT)
                try:
                    texts[relative] = conditions.read_as(open(path, encoding="utf-8").read(), platform, debug, relative, linux_libc=True)
                except conditions.Unreadable as error:
                    sys.exit(f"apple platforms: {error}")
    return texts


def plan_variant(work, module, texts, stub_dir, dependencies, platforms, plans):
    """The folder of the compile that reads `module` so; its sources are written and its command
    kept in `plans` (folder -> (command, dependency folders, originals, platforms)) to run later."""
    # The stubs a compile reads matter only to a module that imports UIKit or SwiftUI (one whose
    # dependencies do differs through their folders): the others, read alike by every platform,
    # compile once for all of them.
    stubs = stub_dir if any(re.search(r"^\s*(@\S+\s+)*import\s+(UIKit|SwiftUI)\b", t, re.M) for t in texts.values()) else None
    digest = hashlib.sha256(json.dumps([module, stubs, dependencies, sorted(texts.items())]).encode()).hexdigest()[:12]
    folder = os.path.join(work, f"{module}-{digest}")
    if folder in plans:
        plans[folder][3].update(platforms)
        return digest, folder, False
    if os.path.exists(os.path.join(folder, "done")):
        # Compiled by an earlier run into the same WORK (the selftest's plants share one).
        plans[folder] = (None, dependencies, json.load(open(os.path.join(folder, "originals.json"))), set(platforms))
        return digest, folder, False
    shutil.rmtree(folder, ignore_errors=True)
    source_dir = os.path.join(folder, "src")
    os.makedirs(source_dir)
    files, originals, output_map = [], {}, {"": {}}
    for index, (relative, text) in enumerate(sorted(texts.items())):
        path = os.path.join(source_dir, f"{index:03d}-{os.path.basename(relative)}")
        open(path, "w", encoding="utf-8").write(text)
        files.append(path)
        originals[path] = relative
        output_map[path] = {"object": path[:-6] + ".o"}
    if module == "HolidayFeature":
        accessor = os.path.join(source_dir, "resource_bundle_accessor.swift")
        open(accessor, "w").write("import Foundation\nextension Foundation.Bundle {\n    static let module = Bundle.main\n}\n")
        files.append(accessor)
        originals[accessor] = None
        output_map[accessor] = {"object": accessor[:-6] + ".o"}
    json.dump(output_map, open(os.path.join(folder, "map.json"), "w"))
    json.dump(originals, open(os.path.join(folder, "originals.json"), "w"))
    includes = ["-I", stub_dir] + [a for d in dependencies for a in ("-I", d)]
    # The compiler also writes the module's canonical SIL beside its objects: its own account of
    # each class's deinit, which deinits.py reads (a file list would put the outputs in a map
    # that the SIL output cannot join, hence the threshold).
    command = ["swiftc", "-c", "-wmo", "-num-threads", "2", "-Onone", *FLAGS, *SETTINGS.get(module, []), *includes,
               "-module-name", module, "-emit-module", "-emit-module-path", os.path.join(folder, module + ".swiftmodule"),
               "-index-store-path", os.path.join(folder, "index"), "-index-ignore-system-modules",
               "-Xfrontend", "-sil-output-path", "-Xfrontend", os.path.join(folder, module + ".sil"),
               "-driver-filelist-threshold", "100000",
               "-output-file-map", os.path.join(folder, "map.json"), *files]
    plans[folder] = (command, dependencies, originals, set(platforms))
    return digest, folder, True


def run_compiles(plans, jobs=2):
    """Runs the planned compiles, `jobs` at a time, each once the compiles it imports are done;
    the first that fails ends the run, its output shown with the sources' own paths."""
    from concurrent.futures import FIRST_COMPLETED, ThreadPoolExecutor, wait
    done, running = set(), {}
    pending = list(plans)
    with ThreadPoolExecutor(jobs) as pool:
        while pending or running:
            # Those an earlier run compiled are done as soon as what they import is.
            ready = True
            while ready:
                ready = [f for f in pending if plans[f][0] is None and all(d in done for d in plans[f][1])]
                for folder in ready:
                    pending.remove(folder)
                    done.add(folder)
            for folder in [f for f in pending if plans[f][0] is not None and all(d in done for d in plans[f][1])][:max(0, jobs - len(running))]:
                pending.remove(folder)
                running[pool.submit(subprocess.run, plans[folder][0], capture_output=True, text=True)] = folder
            if not running and not pending:
                break
            if not running:
                sys.exit("apple platforms: a compile waits on one that was never planned")
            finished, _ = wait(running, return_when=FIRST_COMPLETED)
            for future in finished:
                folder = running.pop(future)
                result = future.result()
                if result.returncode != 0:
                    output = result.stdout + result.stderr
                    for path, relative in plans[folder][2].items():
                        if relative:
                            output = output.replace(path, relative)
                    sys.stderr.write(output)
                    module = os.path.basename(folder).split("-")[0]
                    sys.exit(f"apple platforms: {', '.join(sorted(plans[folder][3]))}: {module} does not compile as that compiler reads it (above)")
                open(os.path.join(folder, "done"), "w").close()
                done.add(folder)


# What a module's `#if` lines may test for it to compile on Linux as it does here: the C library
# (read as Linux's) and DEBUG (off in a Release read, as in a plain swiftc compile).
LINUX_ALIKE = re.compile(r"^\s*#(?:else)?if\b(.*)$")
LINUX_TOKENS = re.compile(r"canImport\((?:Darwin|Glibc)\)|DEBUG|true|false|[!&|() ]")


def kept_for_linux(keep, release_ios, modules):
    """Leaves, in KEEP/<Module>/, the modules compiled here that compile the same on Linux (no
    UIKit or SwiftUI, no `#if` on anything but the C library and DEBUG): lib<Module>.a, its
    .swiftmodule, and sources.sha (the SHA-256 of its files, each `./path` relative to its folder
    then its text, in byte order). run-apple-ui-model takes such a module instead of compiling it
    when its own copy of the files has that SHA-256."""
    for module, folder, _ in modules:
        if module not in release_ios:
            continue
        compiled, texts = release_ios[module]
        if any(re.search(r"^\s*(@\S+\s+)*import\s+(UIKit|SwiftUI)\b", t, re.M) for t in texts.values()):
            continue
        base = os.path.join(ROOT, folder)
        files = sorted("./" + os.path.relpath(os.path.join(d, n), base) for d, _, names in os.walk(base) for n in names if n.endswith(".swift"))
        raw = b""
        alike = True
        for relative in files:
            content = open(os.path.join(base, relative), "rb").read()
            raw += relative.encode() + b"\n" + content
            for line in content.decode("utf-8").splitlines():
                match = LINUX_ALIKE.match(line)
                if match and LINUX_TOKENS.sub("", match.group(1).split("//")[0]).strip():
                    alike = False
        if not alike:
            continue
        out = os.path.join(keep, module)
        shutil.rmtree(out, ignore_errors=True)
        os.makedirs(out)
        objects = sorted(glob.glob(os.path.join(compiled, "src", "*.o")))
        subprocess.run(["ar", "rcs", os.path.join(out, f"lib{module}.a"), *objects], check=True)
        for name in (module + ".swiftmodule", module + ".swiftdoc"):
            if os.path.exists(os.path.join(compiled, name)):
                shutil.copy(os.path.join(compiled, name), out)
        open(os.path.join(out, "sources.sha"), "w").write(hashlib.sha256(raw).hexdigest() + "\n")


def references(folder, tool):
    originals = json.load(open(os.path.join(folder, "originals.json")))
    output = subprocess.run([tool, os.path.join(folder, "index")], capture_output=True, text=True, check=True).stdout
    found = []
    for line in output.splitlines():
        path, row, column, usr, name = line.split("\t")
        relative = originals.get(path)
        if relative is None:
            continue
        found.append((relative, int(row), usr, name))
    return found


def demangle(usrs):
    swift = sorted(u for u in usrs if u.startswith("s:"))
    result = subprocess.run(["swift-demangle"], input="\n".join("$s" + u[2:] for u in swift), capture_output=True, text=True, check=True)
    return dict(zip(swift, result.stdout.splitlines()))


def version(text):
    parts = [int(p) for p in text.split(".")]
    return tuple(parts + [0] * (3 - len(parts)))


def main():
    global ROOTS
    work, tool, ledger_path = sys.argv[1], sys.argv[2], sys.argv[3]
    # The selftest compiles only the module it plants a defect in (and those it depends on).
    only = os.environ.get("LEDGER_MODULES")
    if only:
        ROOTS = only.split(",")
    listing = "--list" in sys.argv
    ledger = load_ledger(ledger_path)
    targets = deployment_targets()
    # Each (module, platform, build) to the compile that reads it so.
    variants = {}
    compiled = 0
    # The selftest compiles only the platform a planted defect shows on.
    platforms_wanted = os.environ.get("LEDGER_PLATFORMS", ",".join(conditions.APPLE)).split(",")
    order = []
    built = {}
    plans = {}
    # Each module as iOS's Release build reads it, for APPLE_PLATFORMS_KEEP.
    release_ios = {}
    # What SwiftPM builds on every platform (not only those compiled now): `canImport` of one of
    # the package's modules reads it (conditions.PACKAGE_MODULES).
    listed = {}
    for platform in conditions.APPLE:
        if SWIFTPM[platform] not in listed:
            listed[SWIFTPM[platform]] = modules_for(platform)
        conditions.PACKAGE_MODULES[platform] = {m for m, _, _ in listed[SWIFTPM[platform]]}
    for platform in [p for p in conditions.APPLE if p in platforms_wanted]:
        modules = listed[SWIFTPM[platform]]
        built[platform] = [m for m, _, _ in modules]
        leaked = sorted(TERMINAL_ONLY & set(built[platform])) if platform != "macOS" else []
        if leaked:
            sys.exit(f"apple platforms: {platform} compiles {', '.join(leaked)} (a terminal, a line editor, worker processes), which cannot run there: Package.swift must leave it out of {platform} builds (`condition: .when(platforms: [.macOS, .linux])`)")
        order += [m for m, _, _ in modules if m not in order]
        for debug in (True, False):
            keys = {}
            for module, folder, dependencies in modules:
                texts = read_module(folder, platform, debug)
                stub_dir = os.path.join(work, STUBS[platform])
                _, folder, fresh = plan_variant(work, module, texts, stub_dir, [keys[d] for d in transitive(dependencies, modules)], [platform], plans)
                compiled += fresh
                keys[module] = folder
                if platform == "iOS" and debug:
                    # Beside the iOS stubs, for the README's samples (check-apple-ui).
                    link = os.path.join(stub_dir, module + ".swiftmodule")
                    if os.path.lexists(link):
                        os.remove(link)
                    os.symlink(os.path.join(folder, module + ".swiftmodule"), link)
                variants.setdefault(folder, set()).add(platform)
                if platform == "iOS" and not debug:
                    release_ios[module] = (folder, texts)
    run_compiles(plans)
    keep = os.environ.get("APPLE_PLATFORMS_KEEP")
    if keep:
        kept_for_linux(keep, release_ios, modules_for("iOS"))
    for platform, modules in built.items():
        print(f"apple platforms: {platform} builds {', '.join(modules)}")
    def place(item):
        folder, platforms = item
        return (order.index(os.path.basename(folder).split("-")[0]), min(conditions.APPLE.index(p) for p in platforms))
    for folder, platforms in sorted(variants.items(), key=place):
        module = os.path.basename(folder).split("-")[0]
        print(f"apple platforms: {', '.join(p for p in conditions.APPLE if p in platforms)}: {module} compiles whole")
    # Every class's deinit, as the compiler wrote it (deinits.py).
    deinits = subprocess.run([sys.executable, os.path.join(os.path.dirname(__file__), "deinits.py"),
                              *(os.path.join(f, os.path.basename(f).split("-")[0] + ".sil") for f in sorted(variants))],
                             capture_output=True, text=True)
    sys.stdout.write(deinits.stdout.replace("deinits: ", "apple platforms: "))
    sys.stderr.write(deinits.stderr)
    if deinits.returncode != 0:
        sys.exit(1)
    # Every reference to a framework's symbol, with the platforms whose compile made it.
    uses = {}
    for folder, platforms in variants.items():
        for relative, row, usr, name in references(folder, tool):
            uses.setdefault((relative, row, usr), set()).update(platforms)
    names = demangle({usr for _, _, usr in uses})
    problems, missing, held = [], {}, set()
    for (relative, row, usr), platforms in sorted(uses.items()):
        demangled = names.get(usr)
        if demangled is None:
            continue
        paths = symbol_paths(demangled)
        if not paths:
            continue
        entry = next((ledger[p] for p in paths if p in ledger), None)
        if entry is None:
            missing.setdefault(paths[0], []).append(f"{relative}:{row}")
            continue
        cells, _ = entry
        held.add(cells["symbol"])
        for platform in conditions.APPLE:
            if platform not in platforms:
                continue
            first = cells[platform]
            if first == "-":
                problems.append(f"{relative}:{row}: {cells['symbol']} is not on {platform} ({cells['page']}), and {platform} compiles this line")
            elif first != "*" and version(first) > targets[platform]:
                problems.append(f"{relative}:{row}: {cells['symbol']} is on {platform} from {first} ({cells['page']}); the package admits {platform} {'.'.join(map(str, targets[platform])).removesuffix('.0.0')}")
    if listing:
        for key in sorted(missing):
            print(key)
        return
    for key, places in sorted(missing.items()):
        problems.append(f"{places[0]}: {key} has no row in {os.path.relpath(ledger_path, ROOT)} (add it with its page's availability)" + (f", nor {len(places) - 1} more uses" if len(places) > 1 else ""))
    if problems:
        for problem in dict.fromkeys(problems):
            print(f"apple platforms: {problem}")
        sys.exit(1)
    print(f"apple platforms: {len(uses)} references to {len(held)} symbols of Apple's frameworks, each on every platform that compiles it (ledger: {len(ledger)} rows); {compiled} compiles")


if __name__ == "__main__":
    main()

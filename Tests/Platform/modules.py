#!/usr/bin/env python3
"""The package's library modules as Package.swift declares them, for the scripts that compile
them by hand (the platform checks, the model of UIKit and SwiftUI, the documentation):

    Tests/Platform/modules.py [--platform NAME] [MODULE...]

prints one line per module that MODULE... (default: Store, Router, HolidayFeature) need, each
after the modules it depends on: `name<TAB>folder<TAB>dependencies,comma,separated<TAB>flags`,
the flags being the compiler's spelling of the target's Swift settings that change what its code
means (its default isolation: `-default-isolation MainActor`). With
--platform (a name of SwiftPM's: ios, tvos, watchos, visionos, macos, linux), a dependency whose
condition leaves that platform out is left out, as SwiftPM leaves it out of that platform's
build. It reads the manifest through `swift package dump-package`, so it sees what SwiftPM sees;
it cannot see what a module's own `#if` lines leave out.
"""
import json
import subprocess
import sys

args = sys.argv[1:]
platform = None
if args[:1] == ["--platform"]:
    platform, args = args[1], args[2:]
wanted = args or ["Store", "Router", "HolidayFeature"]
manifest = json.loads(subprocess.run(["swift", "package", "dump-package"], capture_output=True, text=True, check=True).stdout)
targets = {t["name"]: t for t in manifest["targets"]}


def dependencies(name):
    found = []
    for dependency in targets[name]["dependencies"]:
        if "byName" in dependency:
            dep, condition = dependency["byName"]
        else:
            dep, condition = dependency["target"]
        if platform and condition and condition.get("platformNames") and platform not in condition["platformNames"]:
            continue
        if dep in targets:
            found.append(dep)
    return found


order, seen = [], set()


def visit(name):
    if name in seen:
        return
    seen.add(name)
    for dep in dependencies(name):
        visit(dep)
    order.append(name)


for name in wanted:
    visit(name)
def flags(name):
    found = []
    for setting in targets[name].get("settings", []):
        isolation = setting.get("kind", {}).get("defaultIsolation")
        if setting.get("tool") == "swift" and isolation:
            found += ["-default-isolation", isolation.get("_0", "MainActor")]
    return " ".join(found)


for name in order:
    print(f"{name}\t{targets[name].get('path') or 'Sources/' + name}\t{','.join(dependencies(name))}\t{flags(name)}")

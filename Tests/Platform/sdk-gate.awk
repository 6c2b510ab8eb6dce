# Reads a stub (AppleUIStub/*.swift) and prints it as the oldest Xcode the package admits sees
# it: each declaration must carry, on the line above it, the SDK it first ships in
# (`// sdk: Xcode N (iOS M)`); one newer than Xcode `floor` is printed unavailable, so a shell
# that calls it fails to type-check with that message. A declaration without its line is an
# error that names it. With `-v platform=tvOS`, one whose line says `not tvOS` (tvOS's SDK lacks
# it) is printed unavailable too. Used by check-apple-ui.
BEGIN { bad = 0 }
{
    line = $0
    if (line ~ /^[ \t]*(@[A-Za-z_]+(\([^)]*\))?[ \t]+)*((public|open|nonisolated|required|override|convenience|static|mutating|final|weak)[ \t]+)*(func|init|var|let|class|struct|enum|protocol|typealias|associatedtype|subscript)[ \t(<?]/) {
        if (previous !~ /^[ \t]*\/\/ sdk: Xcode [0-9]+(\.[0-9]+)? \(/) {
            printf "%s:%d: the declaration has no `// sdk: Xcode N (iOS M)` line above it: %s\n", FILENAME, NR, line > "/dev/stderr"
            bad = 1
        } else {
            split(previous, words, "Xcode ")
            xcode = words[2] + 0
            indent = line; sub(/[^ \t].*$/, "", indent)
            if (platform == "tvOS" && previous ~ /not tvOS/) {
                printf "%s@available(*, unavailable, message: \"not in tvOS's SDK\")\n", indent
            } else if (xcode > floor) {
                printf "%s@available(*, unavailable, message: \"first in Xcode %s; the package admits Xcode %s (swift-tools-version %s)\")\n", indent, xcode, floor, tools
            }
        }
    }
    print line
    if (line !~ /^[ \t]*$/) previous = line
}
END { exit bad }

// When the model evaluates a view's body again (see SwiftUIModel.draw).
//
// https://developer.apple.com/documentation/swiftui/managing-model-data-in-your-app: "With
// Observation, a view in SwiftUI can form dependencies on observable data models and update the
// UI when data changes"; the page's "Observe model data in a view" has a view depend on what its
// body reads (the corpus gave that section only in part: the model reads it as "a body is
// evaluated again when something it read changed, and not for what it did not read"). The page's
// earlier, ObservableObject form says SwiftUI may create or recreate a view at any time, and that
// initializing a view with a given set of inputs must always result in the same view. So a child
// view that its parent's new body makes again with the same inputs, and whose own body read
// nothing that changed since, is not evaluated again: its last body stands.
//
// Apple does not document how it compares inputs. The model takes the strictest reading, the one
// under which a child is evaluated again whenever it cannot be shown to be the same:
// - a reference (a store, a key path) is the same only if it is the same object;
// - a closure is the same only if it is the same closure value (same function, same captured
//   context): a closure made anew by a parent's body is a new input;
// - an `Equatable` value is compared with `==`; any other value field by field;
// - a `State` is not an input (SwiftUI keeps its storage by the view's place), nor an
//   `Environment` (it reads the values where the view is: SwiftUI+Environment.swift).

/// Whether two values of a view's stored properties are the same input, read strictly (above).
@MainActor
func sameInput(_ old: Any, _ new: Any) -> Bool {
    let oldType = type(of: old), newType = type(of: new)
    guard ObjectIdentifier(oldType) == ObjectIdentifier(newType) else { return false }
    if old is any StateField || old is any EnvironmentField { return true }
    if oldType is AnyClass { return ObjectIdentifier(old as AnyObject) == ObjectIdentifier(new as AnyObject) }
    let mirror = Mirror(reflecting: old)
    if mirror.displayStyle == nil, "\(oldType)".contains("->") { return sameClosure(old, new) }
    if let old = old as? any Equatable { return equal(old, new) }
    let newMirror = Mirror(reflecting: new)
    if mirror.displayStyle == .enum, "\(old)".prefix(while: { $0 != "(" }) != "\(new)".prefix(while: { $0 != "(" }) { return false }
    let oldChildren = Array(mirror.children), newChildren = Array(newMirror.children)
    guard oldChildren.count == newChildren.count else { return false }
    for (a, b) in zip(oldChildren, newChildren) where a.label != b.label || !sameInput(a.value, b.value) {
        return false
    }
    return true
}

/// Two closures are the same when both their function and their captured context are: the two
/// words a thick function value holds, inline in an `Any`'s buffer.
private func sameClosure(_ old: Any, _ new: Any) -> Bool {
    var old = old, new = new
    let oldWords = withUnsafeBytes(of: &old) { ($0.load(as: UInt.self), $0.load(fromByteOffset: MemoryLayout<UInt>.size, as: UInt.self)) }
    let newWords = withUnsafeBytes(of: &new) { ($0.load(as: UInt.self), $0.load(fromByteOffset: MemoryLayout<UInt>.size, as: UInt.self)) }
    return oldWords == newWords
}

private func equal<T: Equatable>(_ old: T, _ new: Any) -> Bool {
    (new as? T).map { old == $0 } ?? false
}

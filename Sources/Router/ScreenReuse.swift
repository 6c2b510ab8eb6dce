/// What a front made for each screen of a stack (a view controller), kept while the screen stays
/// on the stack and made once for a screen that arrives; the UIKit shell's navigation
/// controller is given these, so a screen that stays keeps its view controller and its state.
///
/// ```swift
/// var made = ScreenReuse<UIViewController>()
/// navigationController.setViewControllers(made.values(for: stack.layer(from: root)) { make($0) }, animated: true)
/// ```
package struct ScreenReuse<Value: AnyObject> {
    private var made: [StackElementID: Value] = [:]

    package init() {}

    /// The values for `ids`, in order: those made before for the same ids, and new ones from
    /// `make` (an id it gives nothing for is left out); the values of ids no longer given are
    /// let go.
    package mutating func values(for ids: [StackElementID], make: (StackElementID) -> Value?) -> [Value] {
        var kept: [StackElementID: Value] = [:]
        let values = ids.compactMap { id -> Value? in
            guard let value = made[id] ?? make(id) else { return nil }
            kept[id] = value
            return value
        }
        made = kept
        return values
    }

    /// The id of the screen `value` was made for, if it is still kept.
    package func id(of value: Value) -> StackElementID? {
        made.first { $0.value === value }?.key
    }
}

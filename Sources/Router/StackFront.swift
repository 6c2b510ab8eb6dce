// What a navigation front (SwiftUI's `NavigationStack`, UIKit's `UINavigationController`) shows
// of a stack, and the one action that makes the stack agree when the user changed the front
// without asking the store: a back swipe, a long press on Back, a system pop, a sheet swiped
// down. The SwiftUI and UIKit shells only forward to these; the tests run them here.
//
// A front shows a stack in layers: one navigation container for the root and the screens
// pushed on it, and one more, presented over it, for each modal and the screens pushed on that.
//
// The rule: a user can only take screens off the top of a layer, so what a layer shows after
// the user acted is always a prefix of what the stack holds there. Such a report becomes a
// `.pop` (one screen off the top layer) or a `.popTo(id:)` (anything else); a report that is
// not a prefix (a screen the stack does not hold, a reordering, a layer it no longer has) is a
// front out of date, never something the user did: it yields no action, and the shell redraws
// the front from the stack. So no report can ever push, present or reorder a screen.

import StoreCore

extension ScreenStack {
    /// The ids of the layers' first screens, from the bottom: the root, then each modal.
    ///
    /// ```swift
    /// // [0, 4]: the root's container, and a sheet for the modal 4
    /// stack.layerBases
    /// ```
    public var layerBases: [StackElementID] {
        elements.filter { $0.presentation != .pushed }.map(\.id)
    }

    /// The screens one navigation container shows, when `base` is its first screen: `base`, then
    /// the screens pushed on it, up to the next modal; empty when `base` is not on the stack or
    /// is a pushed screen.
    ///
    /// ```swift
    /// // [0, 1, 2]: the root and two pushed screens
    /// stack.layer(from: stack.root.id)
    /// ```
    public func layer(from base: StackElementID) -> [StackElementID] {
        guard let start = index(of: base), elements[start].presentation != .pushed else { return [] }
        var ids = [base]
        for element in elements[(start + 1)...] {
            if element.presentation != .pushed { break }
            ids.append(element.id)
        }
        return ids
    }

    /// The modal presented over the layer from `base`, if one is up.
    public func modal(over base: StackElementID) -> StackElement<Screen>? {
        let layer = layer(from: base)
        guard let last = layer.last, let index = index(of: last), index + 1 < elements.count else { return nil }
        return elements[index + 1]
    }

    /// What a navigation container from `base` shows above it (its path), as `Observation`
    /// tracks it: a view reading it is redrawn only when its own layer changes.
    subscript(pushedOn base: StackElementID) -> [StackElementID] {
        Array(layer(from: base).dropFirst())
    }

    /// The id of the modal over the layer from `base`, as `Observation` tracks it.
    subscript(modalOver base: StackElementID) -> StackElementID? {
        modal(over: base)?.id
    }

    /// What the layer `depth` modals up shows (its first screen, the screens pushed on it, the
    /// modal over it), as a SwiftUI front observes it: a view reading it is redrawn only when
    /// its own layer changes; `nil` when the stack has no layer there. It is named by its depth,
    /// not by its first screen: a store keeps each field read through `Observation` for its
    /// life, and compares it after each action until it changes, so a field per first screen
    /// would add one for every sheet a session ever showed; by depth they are as many as the
    /// layers on screen at once.
    subscript(layerAt depth: Int) -> ShownLayer? {
        let bases = layerBases
        guard bases.indices.contains(depth) else { return nil }
        let base = bases[depth]
        let modal = bases.indices.contains(depth + 1) ? bases[depth + 1] : nil
        return ShownLayer(base: base, pushed: Array(layer(from: base).dropFirst()), modal: modal)
    }

    /// The action that makes this stack agree with a navigation container that now shows
    /// `shown` (its first screen, then the pushed ones) after the user changed it: `.pop` when
    /// it lost the one screen on top of the top layer, `.popTo(id:)` when it lost more or lost
    /// screens under a modal (the modal goes with them), `nil` when it agrees already or when
    /// `shown` is not what a pop can leave (see the note at the top of this file).
    ///
    /// ```swift
    /// // the stack holds 0, 1, 2, 3; a long press on Back picks 1
    /// stack.agreement(with: [0, 1])    // .popTo(id: 1)
    /// ```
    public func agreement<ScreenAction>(with shown: [StackElementID]) -> StackAction<Screen, ScreenAction>? {
        guard let base = shown.first else { return nil }
        let held = layer(from: base)
        guard shown.count < held.count, held.starts(with: shown), let last = shown.last else { return nil }
        let isTopLayer = modal(over: base) == nil
        return isTopLayer && shown.count == held.count - 1 ? .pop : .popTo(id: last)
    }

    /// The action that makes this stack agree with a front that closed the modal `id` by
    /// itself (a sheet swiped down, a cover closed by the system): `.dismiss` when it is the
    /// top-most modal, `.popTo(id:)` of the screen under it when a modal is up above it, `nil`
    /// when it is not a modal on the stack (the store took it down already).
    ///
    /// ```swift
    /// stack.agreement(closingModal: picker)    // .dismiss
    /// ```
    public func agreement<ScreenAction>(closingModal id: StackElementID) -> StackAction<Screen, ScreenAction>? {
        guard let index = index(of: id), elements[index].presentation == .modal else { return nil }
        return topModal?.id == id ? .dismiss : .popTo(id: elements[index - 1].id)
    }
}

extension Store {
    /// A store of the screen `id` of this store's stack, sending its actions as
    /// `.element(id:action:)`: `nil` when the screen is not on the stack; the same store each
    /// time while the screen stays; once made, it gives the screen as it was last read through it
    /// after the screen leaves (what its view last drew).
    ///
    /// ```swift
    /// if let detail = store.scope(element: id) { ScreenView(store: detail) }
    /// ```
    public func scope<Screen, ScreenAction>(element id: StackElementID) -> Store<Screen, ScreenAction>?
    where State == ScreenStack<Screen>, Action == StackAction<Screen, ScreenAction> {
        scope(cached: elementKey(id), keepsLast: true, presented: { $0[id: id] }, action: { .element(id: id, action: $0) }, extract: { action in
            guard case .element(let element, let screenAction) = action, element == id else { return nil }
            return screenAction
        })
    }

    /// The store last handed out for the screen `id`, while it is on the stack or after it left:
    /// what a closing sheet still shows.
    func lastScope<Screen, ScreenAction>(element id: StackElementID) -> Store<Screen, ScreenAction>?
    where State == ScreenStack<Screen>, Action == StackAction<Screen, ScreenAction> {
        lastScope(elementKey(id), as: Store<Screen, ScreenAction>.self)
    }
}

extension ScreenStack {
    /// Whether a front shows the modal `modal` over a layer: only once the layer itself is on
    /// screen. SwiftUI and UIKit take one presentation at a time, so a stack that holds a
    /// modal over a modal (a deep link, a restored state) comes up one layer per update.
    ///
    /// ```swift
    /// ScreenStack<Screen>.isModalShown(picker, layerAppeared: false)    // false: wait for the layer
    /// ```
    static func isModalShown(_ modal: StackElementID?, layerAppeared: Bool) -> Bool {
        modal != nil && layerAppeared
    }
}

extension Store {
    /// The modal over the layer from `base`: the one up, else the last one that was (a sheet
    /// the store dismissed shows it while it slides away); `nil` when none ever was. `depth`
    /// names the layer by where it stands (0: the root's), as a front keeps it: a deep link may
    /// give the same place a new base, and the sheet over it still closes with what it showed.
    func modalShowing<Screen, ScreenAction>(over base: StackElementID, depth: Int) -> StackElementID?
    where State == ScreenStack<Screen>, Action == StackAction<Screen, ScreenAction> {
        let key = ChildKey(scope: "modal over", child: depth)
        if let modal = state.modal(over: base)?.id {
            childStores.remember(modal, as: key)
            childStores.pin(elementKey(modal), as: key)
            return modal
        }
        return childStores.recall(key).flatMap { $0.base as? StackElementID }
    }
}

/// The key of the store of the screen `id` among a stack store's children.
func elementKey(_ id: StackElementID) -> ChildKey {
    ChildKey(scope: "element", child: id)
}

/// What one layer of a stack shows: its first screen, the screens pushed on it, and the modal
/// presented over it.
struct ShownLayer: Hashable, Sendable {
    var base: StackElementID
    var pushed: [StackElementID]
    var modal: StackElementID?
}


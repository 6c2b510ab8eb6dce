// The SwiftUI model's sheets and dialogs as a view tree draws them (see SwiftUIModel.swift for
// the rules, SwiftUI+Time.swift for what takes time).

extension SwiftUIModel {
    /// A sheet: shown while its binding says so, one presentation change per update.
    func sheet(isPresented: Binding<Bool>, onDismiss: (() -> Void)?, content: () -> some View) {
        let key = position.joined(separator: "/")
        let wanted = isPresented.get(), shown = shownSheets[key] ?? false
        let flying = !inFlight.isEmpty
        if wanted != shown, changesThisUpdate > 0 || flying {
            deferredSheets.append((key, changesThisUpdate == 0))
            notes.append("deferred: the sheet at \(key) \(wanted ? "presenting" : "dismissing"), another \(changesThisUpdate > 0 ? "changed in this update" : "in flight")")
        }
        // One sheet per presenter: a sheet asked while another sheet of the same layer is up.
        if wanted, !shown, let other = shownSheets.first(where: { $0.value && $0.key != key && Self.layer(of: $0.key) == Self.layer(of: key) }) {
            sheetsRefused.append(key)
            notes.append("refused: the sheet at \(key), while the sheet at \(other.key) is up from the same layer")
            return
        }
        // A dialog up from the same layer: its hosting controller presents it.
        if wanted, !shown, let up = dialogUp(atLayerOf: key) {
            sheetsRefused.append(key)
            notes.append("refused: the sheet at \(key), while the dialog at \(up) is up from the same layer")
            return
        }
        if wanted != shown, changesThisUpdate == 0, !flying {
            changesThisUpdate += 1
            shownSheets[key] = wanted
            inFlight[key] = wanted
            if !wanted {
                if let onDismiss { dismissed.append { onDismiss() } }
                defer { forget(under: key) }
                let layersBefore = layers, pathsBefore = paths, sheetsBefore = sheetBindings, textsBefore = textsDrawn
                let askedBefore = dialogAsked
                drawingClosing = true
                draw(content(), at: "closing sheet")
                drawingClosing = false
                dialogAsked = askedBefore
                layers = layersBefore
                paths = pathsBefore
                sheetBindings = sheetsBefore
                if textsDrawn == textsBefore { log.append("a closing sheet went blank while it slid away (\(key))") }
            }
        }
        guard shownSheets[key] == true else { return }
        sheetBindings.append((key, isPresented, onDismiss))
        sheetsAround += 1
        draw(content(), at: "sheet")
        sheetsAround -= 1
    }

    /// How many sheets' contents enclose the place `key`: the layer whose hosting controller
    /// presents a sheet asked there.
    static func layer(of key: String) -> Int {
        key.split(separator: "/").filter { $0 == "sheet" }.count
    }

    /// A sheet that closed takes what it held with it: the sheets and the state inside its
    /// content (drawn at `sheet` and, while it slides away, `closing sheet` under its place),
    /// not those of the view it is attached to (drawn at `base`), which stays.
    func forget(under key: String) {
        let inside = { (place: String) in place.hasPrefix(key + "/sheet/") || place.hasPrefix(key + "/closing sheet/") }
        shownSheets = shownSheets.filter { !inside($0.key) }
        shownPaths = shownPaths.filter { !inside($0.key) }
        states = states.filter { !inside($0.key) }
    }

    /// A dialog whose binding reads `wanted`: asked if it does, shown at the update's end if
    /// the rules of SwiftUI+Time.swift let it.
    func dialog(title: String, isPresented: Binding<Bool>, wanted: Bool, confirmation: Bool, actions: () -> some View) {
        let key = position.joined(separator: "/")
        dialogPlaces.insert(key)
        guard wanted else {
            closedByUser.remove(key)
            return
        }
        if let other = dialogAsked {
            log.append("two dialogs asked in one update: '\(title)' (at \(key)) is not shown over '\(other.title)'")
            return
        }
        collectingButtons = []
        collectingCancel = nil
        draw(actions(), at: "dialog")
        let buttons = collectingButtons ?? []
        collectingButtons = nil
        dialogAsked = (title, buttons, isPresented, key, sheetsAround, confirmation, collectingCancel)
    }
}

// The SwiftUI model's navigation stacks as a view tree draws them: a layer each, its root and
// a screen for each element of its path (SwiftUIModel+Pushes.swift for what a push or a pop
// takes).

extension SwiftUIModel {
    func register(_ destination: @escaping (AnyHashable) -> (any View)?) {
        destinations.append(destination)
    }

    /// A navigation stack: a new layer, its root then a destination for each element of the
    /// path it reads from its binding.
    func navigationStack(root: some View, read: @escaping @MainActor () -> [AnyHashable], write: @escaping @MainActor ([AnyHashable]) -> Void) {
        let savedDestinations = destinations
        destinations = []
        layers.append([])
        let layer = layers.count - 1
        paths.append((placeKey, read, write))
        layers[layer].append(screen(layer, 0) { draw(root, at: "root") })
        for (index, element) in shownPath(at: placeKey, wanted: read()).enumerated() {
            guard let view = destinations.lazy.compactMap({ $0(element) }).first else {
                log.append("no navigationDestination for \(element)")
                continue
            }
            layers[layer].append(screen(layer, index + 1) { draw(view, at: Self.destination(index, element)) })
        }
        destinations = savedDestinations
    }

    func screen(_ layer: Int, _ index: Int, _ draw: () -> Void) -> String {
        let saved = screenTexts, savedScreen = screenDrawn
        screenTexts = []
        screenDrawn = (layer, index)
        draw()
        let texts = screenTexts ?? []
        screenTexts = saved
        screenDrawn = savedScreen
        return texts.joined(separator: " ")
    }
}

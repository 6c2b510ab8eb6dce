// ElementAction's spelling from 1.x (see Console/EarlierNames.swift for the other 1.x names).

extension ElementAction {
    /// The earlier way to make an element's action; it is an enum case now, which a parent can
    /// match: `.element(id: 1, action: .toggled)`.
    @available(*, deprecated, renamed: "element(id:action:)")
    public init(id: ID, action: Action) {
        self = .element(id: id, action: action)
    }
}

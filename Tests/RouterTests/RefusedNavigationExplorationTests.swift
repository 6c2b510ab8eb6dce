import Router
import Store
import Testing

/// A shop of three screens with a bug planted in its navigation: the basket, shown modally,
/// offers `pay` once it holds something, and the parent answers the payment by presenting the
/// receipt while the basket is still up. The stack refuses a second modal, so the console
/// refuses the whole line ("what it leads to is refused"): a button that does nothing.
enum ShopScreen: Equatable, Codable, Sendable {
    case shelf(items: Int)
    case basket(items: Int)
    case receipt(items: Int)
}

enum ShopAction: Equatable, Codable, Sendable {
    case addTapped
    case basketTapped
    case payTapped
    case closeTapped
}

struct ShopScreenFeature: Reducer {
    func reduce(into state: inout ShopScreen, action: ShopAction) -> Effect<ShopAction> {
        if case .shelf(let items) = state, action == .addTapped { state = .shelf(items: items + 1) }
        return .none
    }
}

func shop(dismissesTheBasketFirst: Bool) -> StackRouter<ShopScreenFeature> {
    StackRouter(screen: ShopScreenFeature()) { stack, _, action in
        let items = if case .shelf(let items) = stack.root.screen { items } else { 0 }
        switch action {
        case .basketTapped: stack.present(.basket(items: items))
        case .payTapped:
            if dismissesTheBasketFirst { stack.dismiss() }   // the planted bug: the basket stays up
            stack.present(.receipt(items: items))
        case .closeTapped: stack.dismiss()
        case .addTapped: break
        }
        return .none
    }
}

func shopScreen(_ stack: ScreenStack<ShopScreen>) -> Rendering<StackAction<ShopScreen, ShopAction>> {
    let top = stack.top
    let commands: [ScreenCommand<ShopAction>] = switch top.screen {
    case .shelf:
        [ScreenCommand(name: "add", summary: "put one in the basket", sends: .addTapped),
         ScreenCommand(name: "basket", summary: "show the basket", sends: .basketTapped)]
    case .basket(let items):
        (items > 0 ? [ScreenCommand(name: "pay", summary: "pay for what is in the basket", sends: .payTapped)] : [])
            + [ScreenCommand(name: "close", summary: "back to the shelf", sends: .closeTapped)]
    case .receipt:
        [ScreenCommand(name: "close", summary: "back to the shelf", sends: .closeTapped)]
    }
    return Rendering(title: "\(top.screen)", lines: [], commands: commands).map { .element(id: top.id, action: $0) }
}

@MainActor
@Suite struct RefusedNavigationExplorationTests {
    func explorer(dismissesTheBasketFirst: Bool) -> Explorer<StackRouter<ShopScreenFeature>> {
        Explorer(initialState: ScreenStack(root: .shelf(items: 0)), reducer: shop(dismissesTheBasketFirst: dismissesTheBasketFirst), configuration: .init(render: shopScreen))
    }

    @Test func aShownButtonWhoseNavigationIsRefusedAsAWholeIsFoundAndShrunk() async throws {
        let report = await explorer(dismissesTheBasketFirst: false).walk(steps: 2_000, seed: 4)
        let failure = try #require(report.failure, "\(report)")
        #expect(failure.invariant == "a screen accepts what it offers")
        #expect(failure.message.hasPrefix("the screen offers `pay`, and it is refused: `.payTapped` was not sent: what it leads to is refused: a modal is already up"), "\(failure.message)")
        #expect(failure.lines == ["add", "basket", "pay"], "\(failure)")
        #expect(failure.linesBeforeShrinking > 3, "\(failure)")
        let search = await explorer(dismissesTheBasketFirst: false).search(depth: 3)
        #expect(search.failure?.lines == ["add", "basket", "pay"], "\(search)")
    }

    @Test func theShopThatDismissesTheBasketFirstExploresClean() async {
        let report = await explorer(dismissesTheBasketFirst: true).walk(steps: 2_000, seed: 1)
        #expect(report.failure == nil, "\(report)")
    }
}

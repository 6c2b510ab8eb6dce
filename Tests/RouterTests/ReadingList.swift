import Router
import Store

/// A small app of a user's own, not the holiday app: a reading list whose search is debounced
/// and restarts on each keystroke, and a pushed detail screen with a stopwatch on a clock.
struct Book: Equatable, Codable, Sendable {
    var title: String
    var author: String
}

struct BookSearch: Reducer {
    struct State: Equatable, Codable, Sendable {
        var query = ""
        var books: [Book] = []
        var searches = 0
    }

    enum Action: Equatable, Codable, Sendable {
        case queryChanged(String)
        case booksLoaded([Book])
        case bookTapped(Int)
        case delegate(Delegate)

        enum Delegate: Equatable, Codable, Sendable {
            case open(Book)
        }
    }

    struct SearchID: Hashable, Sendable {}
    let clock: TestClock
    let search: @Sendable (String) async throws -> [Book]

    func reduce(
        into state: inout State, action: Action
    ) -> Effect<Action> {
        switch action {
        case .queryChanged(let query):
            state.query = query
            state.searches += 1
            return .run { [search] send in
                await send(.booksLoaded(try await search(query)))
            }
            .debounce(id: SearchID(), for: .milliseconds(300), clock: clock)
        case .booksLoaded(let books):
            state.books = books
            return .none
        case .bookTapped(let index):
            guard state.books.indices.contains(index) else { return .none }
            return .send(.delegate(.open(state.books[index])))
        case .delegate:
            return .none
        }
    }
}

struct BookDetail: Reducer {
    struct State: Equatable, Codable, Sendable {
        var book: Book
        var secondsRead = 0
        var isTiming = false
    }

    enum Action: Equatable, Codable, Sendable {
        case startTapped
        case stopTapped
        case tick
    }

    struct TimerID: Hashable, Sendable {}
    let clock: TestClock

    func reduce(
        into state: inout State, action: Action
    ) -> Effect<Action> {
        switch action {
        case .startTapped:
            state.isTiming = true
            return .run { [clock] send in
                while true {
                    try await clock.sleep(for: .seconds(1))
                    await send(.tick)
                }
            }
            .cancellable(id: TimerID(), cancelInFlight: true)
        case .stopTapped:
            state.isTiming = false
            return .cancel(id: TimerID())
        case .tick:
            state.secondsRead += 1
            return .none
        }
    }
}

enum ReadingScreen: Equatable, Codable, Sendable {
    case search(BookSearch.State)
    case detail(BookDetail.State)
}

enum ReadingScreenAction: Equatable, Codable, Sendable {
    case search(BookSearch.Action)
    case detail(BookDetail.Action)
}

/// The two screens, each on its own case: no hand-written switch.
func readingScreens(clock: TestClock, search: @escaping @Sendable (String) async throws -> [Book]) -> EnumReducer<ReadingScreen, ReadingScreenAction> {
    EnumReducer()
        .on(ReadingScreen.search, ReadingScreenAction.search, BookSearch(clock: clock, search: search))
        .on(ReadingScreen.detail, ReadingScreenAction.detail, BookDetail(clock: clock))
}

func readingList(clock: TestClock, search: @escaping @Sendable (String) async throws -> [Book]) -> StackRouter<EnumReducer<ReadingScreen, ReadingScreenAction>> {
    StackRouter(screen: readingScreens(clock: clock, search: search)) { stack, _, action in
        if case .search(.delegate(.open(let book))) = action {
            stack.push(.detail(BookDetail.State(book: book)))
        }
        return .none
    }
}

let library = [
    Book(title: "The Left Hand of Darkness", author: "Ursula K. Le Guin"),
    Book(title: "The Dispossessed", author: "Ursula K. Le Guin"),
    Book(title: "Dune", author: "Frank Herbert"),
]

/// Searches the library, sleeping on the clock first as a slow service would.
func librarySearch(clock: TestClock, delay: Duration = .milliseconds(200)) -> @Sendable (String) async throws -> [Book] {
    { query in
        try await clock.sleep(for: delay)
        return library.filter { $0.title.lowercased().contains(query.lowercased()) }
    }
}

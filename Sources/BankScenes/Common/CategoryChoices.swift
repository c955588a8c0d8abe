import BankDomain

/// The categories a scene's commands may name, which Tab and `?` suggest with each one's kind: a
/// use case every scene with a category argument shares (`filter category`, a record's
/// `category`, a row's `category`), read only when the session asks for suggestions.
enum CategoryChoices {
    struct Response: Sendable, Equatable {
        let definitions: [CategoryDefinition]
    }

    struct ViewModel: Sendable, Equatable {
        /// The categories' names, in the book's order.
        let names: [String]
        /// Each category's kind, in the same order.
        let kinds: [String]

        /// None: before the first load, or when the bank could not be read.
        static let none = ViewModel(names: [], kinds: [])
    }

    /// The bank's categories as `fetch` reads them; none when it cannot: suggestions are a
    /// convenience, and a command naming a category says what is wrong when it runs.
    static func response(reading fetch: () async throws -> CategoryBook) async -> Response {
        Response(definitions: (try? await fetch().definitions) ?? [])
    }

    /// The names and kinds, as Tab and `?` show them.
    static func viewModel(_ response: Response) -> ViewModel {
        ViewModel(
            names: response.definitions.map(\.category.rawValue), kinds: response.definitions.map(\.kind.rawValue))
    }
}

extension ConsoleDisplaying where Self: Scene {
    /// Shows a view model through the console: as the text `text` renders, or, in JSON output,
    /// as a ``DisplayRecord`` naming this scene and the display method it was called from.
    ///
    /// ```swift
    /// func displayAccounts(_ viewModel: Accounts.FetchAccounts.ViewModel) {
    ///     show(viewModel) { Table(columns: columns, rows: viewModel.rows.map(\.cells)) }
    /// }
    /// ```
    public func show<ViewModel: Encodable & Sendable>(
        _ viewModel: ViewModel, kind: String = #function, text: () -> any Renderable
    ) {
        let record = DisplayRecord(displayMethod: kind, of: Self.self, viewModel: viewModel)
        withoutActuallyEscaping(text) { console.display(record, text: $0) }
    }

    /// Records a display call whose text form writes nothing (one that routes, say): JSON output
    /// still gets its line.
    public func show<ViewModel: Encodable & Sendable>(_ viewModel: ViewModel, kind: String = #function) {
        console.display(DisplayRecord(displayMethod: kind, of: Self.self, viewModel: viewModel), text: nil)
    }
}

extension ConsoleDisplaying where Self: Scene {
    /// Shows a view model through the console: as the text `text` renders, or, in JSON output,
    /// as a ``DisplayRecord`` of this scene's ``Scene/sceneName`` and `kind`. The kind is part of
    /// the wire format scripts read: declare it here, once per display.
    ///
    /// ```swift
    /// func displayAccounts(_ viewModel: Accounts.FetchAccounts.ViewModel) {
    ///     show(viewModel, kind: "accounts") { RowTable(columns: Self.columns, rows: viewModel.rows) }
    /// }
    /// ```
    /// - Parameters:
    ///   - viewModel: What JSON output writes, as it is.
    ///   - kind: The display's stable name in JSON output, such as `accounts`.
    ///   - text: What text output renders; not called for JSON output.
    @inlinable
    public func show<ViewModel: Encodable & Sendable>(
        _ viewModel: ViewModel, kind: String, text: () -> any Renderable
    ) {
        // Inlinable, so the record's type is the app's own view model's, known where it is built:
        // generic code looked its metadata up at every display.
        let record = DisplayRecord(scene: Self.sceneName, kind: kind, viewModel: viewModel)
        withoutActuallyEscaping(text) { console.display(record, text: $0) }
    }

    /// Records a display call whose text form writes nothing (one that routes, say): JSON output
    /// still gets its line.
    /// - Parameters:
    ///   - viewModel: What JSON output writes, as it is.
    ///   - kind: The display's stable name in JSON output.
    @inlinable
    public func show<ViewModel: Encodable & Sendable>(_ viewModel: ViewModel, kind: String) {
        console.display(DisplayRecord(scene: Self.sceneName, kind: kind, viewModel: viewModel), text: nil)
    }
}

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

    /// Shows a view model as ``show(_:kind:text:)`` does, drawn from the view model alone: shown
    /// again for an equal view model, in the same context, the display writes the bytes it wrote
    /// then, without drawing (the last eight displays are kept). A presenter's memo gives back the
    /// view model it made before for an unchanged response, so a scene shown again on unchanged
    /// data costs a comparison and a copy.
    ///
    /// A drawing is kept under the scene's name, `kind`, the view model and the context, so every
    /// display of one kind in a scene must draw alike: give a display drawn another way a kind of
    /// its own.
    ///
    /// ```swift
    /// func displayAccounts(_ viewModel: Accounts.FetchAccounts.ViewModel) {
    ///     show(
    ///         viewModel, kind: "accounts",
    ///         keptDrawing: { viewModel in RowTable(columns: Self.tableColumns, rows: viewModel.rows) })
    /// }
    /// ```
    /// - Parameters:
    ///   - viewModel: What JSON output writes, as it is, and all `drawing` draws from.
    ///   - kind: The display's stable name in JSON output, such as `accounts`.
    ///   - drawing: What text output renders, made from the view model it is given and constants
    ///     alone: it captures nothing, so that an equal view model is drawn as it was.
    @inlinable
    public func show<ViewModel: Encodable & Sendable & Equatable>(
        _ viewModel: ViewModel, kind: String, keptDrawing drawing: @escaping @Sendable (ViewModel) -> any Renderable
    ) {
        show(viewModel, kind: kind) { KeptDisplay(viewModel, scene: Self.sceneName, kind: kind, drawing: drawing) }
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

/// The bytes of the displays drawn last from view models alone, so that a display shown again for
/// an equal view model in the same context (a view model its presenter kept, shown again after
/// `back`, on paging back or when a scene is opened again on unchanged data) writes what it wrote
/// then, instead of building and drawing its headings, lists, charts and tables again.
///
/// A drawing is a function of its key alone, which is what a display drawn through
/// ``ConsoleDisplaying/show(_:kind:keptDrawing:)`` promises: the scene and the kind of display, the
/// view model, and the render context. A kept view model is held here, compared with `==`: one the
/// presenter kept shares its storage with the one shown, so the comparison is the storage's
/// identity, and an equal one made afresh compares equal field by field.
///
/// Kept for the whole process (``KeptDrawings``).
package final class DrawnDisplays: Sendable {
    // MARK: - Nested Types

    /// What a drawing depends on.
    package struct Key: Sendable {
        let scene: String
        let kind: String
        let context: RenderContext
        /// The type of the view model, told apart before the view model is read as one.
        let viewModelType: ObjectIdentifier
        /// The view model drawn, in a ``KeptViewModel`` of that type.
        let viewModel: any AnyObject & Sendable
    }

    // MARK: - Constants

    /// The displays a session shows again most: Home, a list, an account or two and a page or two.
    package static let shared = DrawnDisplays(capacity: 8)

    // MARK: - Properties

    private let drawings: KeptDrawings<Key>

    // MARK: - Initialization

    /// A memo of `capacity` drawings, none yet.
    package init(capacity: Int) {
        drawings = KeptDrawings(capacity: capacity)
    }

    // MARK: - Drawing

    /// Appends the drawing of `viewModel` as the display `kind` of `scene` to `buffer`: the bytes
    /// kept when an equal view model was drawn for the same display and context, or what `draw`
    /// appends, which are then kept in place of the drawing used longest ago.
    /// - Parameters:
    ///   - viewModel: What the display shows.
    ///   - scene: The scene showing it.
    ///   - kind: The kind of display, as JSON output names it.
    ///   - context: The width, colour, glyphs and mode it is drawn for.
    ///   - buffer: Where the drawing goes.
    ///   - draw: Draws the display into the buffer it is given.
    package func draw<ViewModel: Equatable & Sendable>(
        _ viewModel: ViewModel, scene: String, kind: String, context: RenderContext, into buffer: inout TextBuffer,
        _ draw: (inout TextBuffer) -> Void
    ) {
        let type = ObjectIdentifier(ViewModel.self)
        drawings.draw(
            into: &buffer,
            keyedBy: { key in
                // The type first: only then is the kept view model read as one of this type.
                key.viewModelType == type && key.kind == kind && key.scene == scene && key.context == context
                    && unsafeDowncast(key.viewModel, to: KeptViewModel<ViewModel>.self).value == viewModel
            },
            newKey: {
                Key(
                    scene: scene, kind: kind, context: context, viewModelType: type,
                    viewModel: KeptViewModel(viewModel))
            },
            draw
        )
    }
}

/// A view model kept with the drawing made from it.
final class KeptViewModel<Value: Sendable>: Sendable {
    let value: Value

    init(_ value: Value) {
        self.value = value
    }
}

/// A display drawn from its view model alone, and drawn once for equal view models in the same
/// context (``DrawnDisplays``).
@usableFromInline
struct KeptDisplay<ViewModel: Equatable & Sendable>: Renderable {
    // MARK: - Properties

    let viewModel: ViewModel
    let scene: String
    let kind: String
    let drawing: @Sendable (ViewModel) -> any Renderable

    // MARK: - Initialization

    @usableFromInline
    init(
        _ viewModel: ViewModel, scene: String, kind: String, drawing: @escaping @Sendable (ViewModel) -> any Renderable
    ) {
        self.viewModel = viewModel
        self.scene = scene
        self.kind = kind
        self.drawing = drawing
    }

    // MARK: - Renderable

    @usableFromInline
    func render(into buffer: inout TextBuffer, context: RenderContext) {
        DrawnDisplays.shared.draw(viewModel, scene: scene, kind: kind, context: context, into: &buffer) { buffer in
            drawing(viewModel).render(into: &buffer, context: context)
        }
    }
}

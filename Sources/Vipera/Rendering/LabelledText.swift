/// A label such as `error:` followed by text that wraps under itself, optionally led by plain
/// text such as a script location.
struct LabelledText: Renderable {
    // MARK: - Properties

    let lead: String?
    let label: String
    let labelStyle: TextStyle
    let text: String

    // MARK: - Initialization

    init(lead: String? = nil, label: String, labelStyle: TextStyle, text: String) {
        self.lead = lead
        self.label = label
        self.labelStyle = labelStyle
        self.text = text
    }

    // MARK: - Renderable

    func render(into buffer: inout TextBuffer, context: RenderContext) {
        var writer = LineWriter(context: context)
        var used = 0
        let labelWidth = min(DisplayWidth.of(label), max(context.width / 2, 1))
        if let lead {
            // The label is kept whole, and a long lead (a script's path) keeps its end: the
            // file's name, its line and its column.
            let room = max(context.width / 2 - labelWidth - 1, 1)
            let shownLead = DisplayWidth.truncateStart(TerminalSanitizer.sanitize(lead), toWidth: room)
            used = DisplayWidth.of(shownLead)
            writer.write(shownLead, width: used, into: &buffer)
            writer.pad(1)
            used += 1
        }
        let shownLabel = DisplayWidth.truncate(label, toWidth: labelWidth)
        writer.write(shownLabel, width: DisplayWidth.of(shownLabel), style: labelStyle, into: &buffer)
        let indent = used + labelWidth + 1
        let lines = TextWrapper.wrap(TerminalSanitizer.sanitize(text), width: context.width - indent)
        for (index, line) in lines.enumerated() {
            writer.pad(index == 0 ? 1 : indent)
            writer.write(line, width: DisplayWidth.of(line), into: &buffer)
            writer.endLine(into: &buffer)
        }
        if lines.isEmpty {
            writer.endLine(into: &buffer)
        }
    }
}

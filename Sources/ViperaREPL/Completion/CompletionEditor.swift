import Vipera

/// What a line editor must offer for Tab completion to edit the line.
@MainActor
protocol EditableLine: AnyObject {
    /// The text before the cursor.
    var textBeforeCursor: String { get }
    /// Deletes `count` characters (Unicode scalars) before the cursor.
    func deleteBackward(_ count: Int)
    /// Inserts text at the cursor; returns false when the editor refused it.
    func insert(_ text: String) -> Bool
    /// Shows a list of candidates under the line, each with its description when it has one;
    /// the editor redraws the prompt and line after it.
    func showCandidates(_ candidates: [String], descriptions: [String: String])
}

/// What Tab did, which libedit turns into a redraw, a beep or nothing.
enum CompletionAction: Equatable {
    /// The line changed: redraw it.
    case refresh
    /// A list was printed: redraw the prompt and line under it.
    case redisplay
    /// Nothing matches: beep.
    case error
}

/// Applies a completion to the line being edited: one candidate is inserted with a space after
/// it, several share their common start or are listed, none beeps.
@MainActor
enum CompletionEditor {
    static func complete(_ line: some EditableLine, with completion: Completion) -> CompletionAction {
        switch completion.candidates.count {
        case 0:
            return .error
        case 1:
            let candidate = completion.candidates[0]
            // A folder takes no space after it, so that Tab goes on into it.
            let end = candidate.hasSuffix("/") ? "" : " "
            return replaceTypedWord(in: line, completion: completion, with: completion.insertion(for: candidate) + end)
        default:
            let prefix = completion.commonPrefix
            if prefix.count > completion.typedText.count {
                return replaceTypedWord(
                    in: line, completion: completion, with: completion.partialInsertion(for: prefix))
            }
            line.showCandidates(completion.candidates, descriptions: completion.descriptions)
            return .redisplay
        }
    }

    private static func replaceTypedWord(
        in line: some EditableLine,
        completion: Completion,
        with text: String
    ) -> CompletionAction {
        line.deleteBackward(completion.typedWord.unicodeScalars.count)
        return line.insert(text) ? .refresh : .error
    }
}

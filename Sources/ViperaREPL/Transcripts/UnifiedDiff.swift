/// The differences between two lists of lines in unified format, as `diff -u` writes them:
/// hunks of changed lines with a few lines of context and the line numbers of both sides.
package struct UnifiedDiff {
    // MARK: - Nested Types

    private enum Edit: Equatable {
        case same(old: Int, new: Int)
        case removed(old: Int)
        case added(new: Int)
    }

    // MARK: - Constants

    /// How many unchanged lines surround each change unless told otherwise.
    package static let defaultContext = 3

    // MARK: - Properties

    private let old: [String]
    private let new: [String]
    private let context: Int

    // MARK: - Initialization

    /// Compares `old` with `new`.
    /// - Parameters:
    ///   - old: The lines before.
    ///   - new: The lines after.
    ///   - context: How many unchanged lines surround each change.
    package init(old: [String], new: [String], context: Int = UnifiedDiff.defaultContext) {
        self.old = old
        self.new = new
        self.context = context
    }

    // MARK: - Output

    /// The diff's lines, headed `--- oldName` and `+++ newName`; empty when the lists are equal.
    /// - Parameters:
    ///   - oldName: The name of the old side.
    ///   - newName: The name of the new side.
    package func lines(oldName: String, newName: String) -> [String] {
        let edits = Self.edits(old, new)
        let hunks = hunkRanges(edits)
        guard !hunks.isEmpty else { return [] }
        var lines = ["--- " + oldName, "+++ " + newName]
        for range in hunks {
            lines += hunk(of: edits, in: range)
        }
        return lines
    }

    // MARK: - Private

    /// A shortest edit script, from a table of the longest common subsequence of every pair of
    /// suffixes; removals come before additions, as `diff` writes them.
    private static func edits(_ old: [String], _ new: [String]) -> [Edit] {
        let rows = old.count + 1
        let columns = new.count + 1
        var common = [Int](repeating: 0, count: rows * columns)
        for i in stride(from: old.count - 1, through: 0, by: -1) {
            for j in stride(from: new.count - 1, through: 0, by: -1) {
                common[i * columns + j] =
                    old[i] == new[j]
                    ? common[(i + 1) * columns + j + 1] + 1
                    : max(common[(i + 1) * columns + j], common[i * columns + j + 1])
            }
        }
        var edits: [Edit] = []
        var i = 0
        var j = 0
        while i < old.count || j < new.count {
            if i < old.count, j < new.count, old[i] == new[j] {
                edits.append(.same(old: i, new: j))
                i += 1
                j += 1
            } else if i < old.count, j == new.count || common[(i + 1) * columns + j] >= common[i * columns + j + 1] {
                edits.append(.removed(old: i))
                i += 1
            } else {
                edits.append(.added(new: j))
                j += 1
            }
        }
        return edits
    }

    /// The ranges of edits each hunk shows: every change with `context` edits around it, merged
    /// where they touch.
    private func hunkRanges(_ edits: [Edit]) -> [Range<Int>] {
        var ranges: [Range<Int>] = []
        for (index, edit) in edits.enumerated() {
            if case .same = edit { continue }
            let range = max(0, index - context)..<min(edits.count, index + context + 1)
            if let last = ranges.last, last.upperBound >= range.lowerBound {
                ranges[ranges.count - 1] = last.lowerBound..<max(last.upperBound, range.upperBound)
            } else {
                ranges.append(range)
            }
        }
        return ranges
    }

    private func hunk(of all: [Edit], in range: Range<Int>) -> [String] {
        var body: [String] = []
        var oldStart: Int?
        var newStart: Int?
        var oldCount = 0
        var newCount = 0
        for edit in all[range] {
            switch edit {
            case .same(let o, let n):
                oldStart = oldStart ?? o
                newStart = newStart ?? n
                oldCount += 1
                newCount += 1
                body.append(" " + old[o])
            case .removed(let o):
                oldStart = oldStart ?? o
                oldCount += 1
                body.append("-" + old[o])
            case .added(let n):
                newStart = newStart ?? n
                newCount += 1
                body.append("+" + new[n])
            }
        }
        let oldRange = Self.range(
            start: oldStart, count: oldCount, fallback: lineCount(in: all[..<range.lowerBound], old: true))
        let newRange = Self.range(
            start: newStart, count: newCount, fallback: lineCount(in: all[..<range.lowerBound], old: false))
        return ["@@ -\(oldRange) +\(newRange) @@"] + body
    }

    /// Where an empty side of a hunk sits: after the last line of that side before the hunk.
    private func lineCount(in edits: ArraySlice<Edit>, old side: Bool) -> Int {
        var count = 0
        for edit in edits {
            switch edit {
            case .same: count += 1
            case .removed: count += side ? 1 : 0
            case .added: count += side ? 0 : 1
            }
        }
        return count
    }

    /// `start,count` counted from 1, as unified diffs write ranges; an empty range names the line before it.
    private static func range(start: Int?, count: Int, fallback: Int) -> String {
        guard let start else { return "\(fallback),0" }
        return count == 1 ? "\(start + 1)" : "\(start + 1),\(count)"
    }
}

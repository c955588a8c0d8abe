/// A filter pattern compiled to a Thompson automaton and run without backtracking: every line
/// costs at most its length times the program's size, whatever the pattern.
struct PatternProgram {
    // MARK: - Nested Types

    private enum Instruction {
        case character(PatternSyntax.CharacterSet)
        case lineStart
        case lineEnd
        case split(Int, Int)
        case jump(Int)
        case match
    }

    /// The program grew past ``maximumSize``.
    struct TooLarge: Error {}

    // MARK: - Constants

    /// The most instructions a pattern may compile to, counting each repetition's copies.
    static let maximumSize = 20_000

    // MARK: - Properties

    private var instructions: [Instruction] = []
    private let ignoresCase: Bool

    // MARK: - Initialization

    /// Compiles `syntax`.
    init(_ syntax: PatternSyntax, ignoresCase: Bool) throws(TooLarge) {
        self.ignoresCase = ignoresCase
        try emit(syntax)
        try append(.match)
    }

    // MARK: - Matching

    /// Whether some part of `line` matches.
    func matches(_ line: String) -> Bool {
        let scalars = Array(line.unicodeScalars)
        var current = ThreadList(capacity: instructions.count)
        var next = ThreadList(capacity: instructions.count)
        for position in 0...scalars.count {
            // A new thread at every position: the pattern may match anywhere in the line.
            if addThread(0, to: &current, at: position, length: scalars.count) {
                return true
            }
            guard position < scalars.count else { break }
            next.clear()
            for pc in current.members {
                guard case .character(let set) = instructions[pc],
                    set.contains(scalars[position], ignoringCase: ignoresCase)
                else { continue }
                if addThread(pc + 1, to: &next, at: position + 1, length: scalars.count) {
                    return true
                }
            }
            swap(&current, &next)
        }
        return false
    }

    /// Adds `pc` and what it reaches without reading a character; true when that is a match.
    private func addThread(_ pc: Int, to list: inout ThreadList, at position: Int, length: Int) -> Bool {
        var pending = [pc]
        while let pc = pending.popLast() {
            guard list.insert(pc) else { continue }
            switch instructions[pc] {
            case .match: return true
            case .jump(let target): pending.append(target)
            case .split(let first, let second): pending += [second, first]
            case .lineStart where position == 0: pending.append(pc + 1)
            case .lineEnd where position == length: pending.append(pc + 1)
            case .character, .lineStart, .lineEnd: break
            }
        }
        return false
    }

    // MARK: - Compiling

    private mutating func emit(_ syntax: PatternSyntax) throws(TooLarge) {
        switch syntax {
        case .empty: break
        case .character(let set): try append(.character(set))
        case .lineStart: try append(.lineStart)
        case .lineEnd: try append(.lineEnd)
        case .sequence(let parts):
            for part in parts {
                try emit(part)
            }
        case .alternation(let branches): try emitAlternation(branches)
        case .repetition(let part, let minimum, let maximum):
            try emitRepetition(part, minimum: minimum, maximum: maximum)
        }
    }

    private mutating func emitAlternation(_ branches: [PatternSyntax]) throws(TooLarge) {
        var jumps: [Int] = []
        for (index, branch) in branches.enumerated() {
            guard index < branches.count - 1 else {
                try emit(branch)
                break
            }
            let split = try placeholder()
            try emit(branch)
            jumps.append(try placeholder())
            instructions[split] = .split(split + 1, instructions.count)
        }
        for jump in jumps {
            instructions[jump] = .jump(instructions.count)
        }
    }

    private mutating func emitRepetition(_ part: PatternSyntax, minimum: Int, maximum: Int?) throws(TooLarge) {
        for _ in 0..<minimum {
            try emit(part)
        }
        guard let maximum else {
            let split = try placeholder()
            try emit(part)
            try append(.jump(split))
            instructions[split] = .split(split + 1, instructions.count)
            return
        }
        var splits: [Int] = []
        for _ in minimum..<maximum {
            splits.append(try placeholder())
            try emit(part)
        }
        for split in splits {
            instructions[split] = .split(split + 1, instructions.count)
        }
    }

    private mutating func placeholder() throws(TooLarge) -> Int {
        try append(.match)
        return instructions.count - 1
    }

    private mutating func append(_ instruction: Instruction) throws(TooLarge) {
        guard instructions.count < Self.maximumSize else { throw TooLarge() }
        instructions.append(instruction)
    }
}

/// The program counters alive at one position, each once, in the order added.
private struct ThreadList {
    private(set) var members: [Int] = []
    private var isMember: [Bool]

    init(capacity: Int) {
        isMember = Array(repeating: false, count: capacity)
        members.reserveCapacity(capacity)
    }

    /// Adds `pc`; false when it was there already.
    mutating func insert(_ pc: Int) -> Bool {
        guard !isMember[pc] else { return false }
        isMember[pc] = true
        members.append(pc)
        return true
    }

    mutating func clear() {
        for pc in members {
            isMember[pc] = false
        }
        members.removeAll(keepingCapacity: true)
    }
}

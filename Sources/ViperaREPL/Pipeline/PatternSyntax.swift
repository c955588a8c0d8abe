/// A parsed output-filter pattern: the subset of regular expressions that a linear-time matcher
/// can run. Backreferences and lookaround are refused when the pattern is read, since they are
/// what makes a backtracking engine take exponential time.
indirect enum PatternSyntax: Equatable {
    /// Matches the empty string.
    case empty
    /// One character of a set.
    case character(CharacterSet)
    /// The start of the line.
    case lineStart
    /// The end of the line.
    case lineEnd
    /// The parts one after another.
    case sequence([PatternSyntax])
    /// Any one of the branches.
    case alternation([PatternSyntax])
    /// The part repeated from `minimum` to `maximum` times (no maximum: unbounded).
    case repetition(PatternSyntax, minimum: Int, maximum: Int?)

    // MARK: - Nested Types

    /// Which characters one position matches: scalar ranges, possibly negated.
    struct CharacterSet: Equatable {
        /// The ranges included.
        var ranges: [ClosedRange<UInt32>]
        /// Whether the set matches every character outside the ranges instead.
        var isNegated = false

        /// Every character: `.`.
        static let any = CharacterSet(ranges: [], isNegated: true)
        /// `\d`.
        static let digits = CharacterSet(ranges: [0x30...0x39])
        /// `\w`: letters, digits and `_`, in ASCII.
        static let wordCharacters = CharacterSet(ranges: [0x30...0x39, 0x41...0x5A, 0x5F...0x5F, 0x61...0x7A])
        /// `\s`.
        static let spaces = CharacterSet(ranges: [0x09...0x0D, 0x20...0x20, 0xA0...0xA0])

        /// One scalar.
        static func single(_ scalar: Unicode.Scalar) -> CharacterSet {
            CharacterSet(ranges: [scalar.value...scalar.value])
        }

        /// The set with its sense flipped: `\D` from `\d`.
        var negated: CharacterSet {
            CharacterSet(ranges: ranges, isNegated: !isNegated)
        }

        /// Whether `scalar` is in the set; with `ignoringCase`, either case of it.
        func contains(_ scalar: Unicode.Scalar, ignoringCase: Bool) -> Bool {
            var found = includes(scalar.value)
            if !found, ignoringCase {
                found = CaseFolding.variants(of: scalar).contains { includes($0.value) }
            }
            return found != isNegated
        }

        private func includes(_ value: UInt32) -> Bool {
            ranges.contains { $0.contains(value) }
        }
    }
}

/// The other cases of a character, for case-insensitive matching.
enum CaseFolding {
    /// The lower- and uppercase forms of `scalar` that are single scalars, other than itself.
    static func variants(of scalar: Unicode.Scalar) -> [Unicode.Scalar] {
        let properties = scalar.properties
        return [properties.lowercaseMapping, properties.uppercaseMapping].compactMap { mapping in
            let scalars = mapping.unicodeScalars
            guard scalars.count == 1, let only = scalars.first, only != scalar else { return nil }
            return only
        }
    }
}

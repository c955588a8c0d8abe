/// SplitMix64: small, and the same sequence on every platform for the same seed, where a run
/// must read the same every time (the demo bank, a transcript's request keys).
public struct SeededGenerator: RandomNumberGenerator, Sendable {
    private var state: UInt64

    /// The generator whose sequence `seed` picks.
    public init(seed: UInt64) {
        state = seed
    }

    /// The next number of the sequence.
    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var mixed = state
        mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
        mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
        return mixed ^ (mixed >> 31)
    }
}

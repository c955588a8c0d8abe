/// An amount for programs that read JSON output: minor units and the currency, beside the
/// formatted text people read, so no program parses "$1,234.50".
struct MinorAmount: Sendable, Equatable, Encodable {
    /// The amount in minor units (cents), signed.
    let minor: Int64
    /// The ISO 4217 code, such as `USD`.
    let currency: String
}

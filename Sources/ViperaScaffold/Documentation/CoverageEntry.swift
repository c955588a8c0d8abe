import Foundation

/// One entry of docc's coverage report, as it writes it; only the fields the check reads.
struct CoverageEntry: Decodable {
    // MARK: - Nested Types

    struct Kind: Decodable {
        let name: String
        let isSymbol: Bool
    }

    /// How many of a function's parameters are documented.
    struct ParameterCount: Decodable {
        let documented: Int
        let total: Int
    }

    /// docc writes the kind's own data as `{"discriminant": …, "associatedValue": …}`, where the
    /// value is a parameter count for a function or an initializer and other shapes for types.
    private struct KindData: Decodable {
        let associatedValue: ParameterCount?

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            associatedValue = try? container.decode(ParameterCount.self, forKey: .associatedValue)
        }

        private enum CodingKeys: String, CodingKey {
            case associatedValue
        }
    }

    private enum CodingKeys: String, CodingKey {
        case referencePath, kind, hasAbstract, kindSpecificData
    }

    // MARK: - Properties

    let referencePath: String
    let kind: Kind
    let hasAbstract: Bool
    /// The parameters of a function or an initializer; nil for other symbols.
    let parameters: ParameterCount?

    // MARK: - Initialization

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        referencePath = try container.decode(String.self, forKey: .referencePath)
        kind = try container.decode(Kind.self, forKey: .kind)
        hasAbstract = try container.decode(Bool.self, forKey: .hasAbstract)
        parameters = try container.decodeIfPresent(KindData.self, forKey: .kindSpecificData)?.associatedValue
    }
}

import Testing

@testable import Vipera

@Suite("Command descriptors")
struct CommandDescriptorTests {
    private static let parameters: [Parameter] = [
        .argument("account", .text, "The account to move money from"),
        .option("memo", .text, "What the transfer is for", short: "m"),
    ]

    private static func descriptor(
        name: String = "transfer", aliases: [String] = ["tr"], summary: String = "Move money",
        parameters: [Parameter] = Self.parameters, isSensitive: Bool = false,
        effects: CommandEffects = .changesData, collects: String? = "amount"
    ) -> CommandDescriptor {
        CommandDescriptor(
            name: name, aliases: aliases, summary: summary, parameters: parameters, isSensitive: isSensitive,
            effects: effects, collects: collects)
    }

    @Test func descriptorsDeclaringTheSameCommand_areEqual_thoughMadeApart() {
        // Given two descriptors made from the same declaration
        let first = Self.descriptor()
        let second = Self.descriptor()

        // Then they are equal, and read back what was declared
        #expect(first == second)
        #expect(first.name == "transfer" && first.aliases == ["tr"] && first.summary == "Move money")
        #expect(first.positionals.map(\.name) == ["account"] && first.options.map(\.name) == ["memo"])
        #expect(first.usage == Usage.line(name: "transfer", parameters: Self.parameters))
    }

    @Test func descriptorsDifferingInAnyDeclaredPart_areNotEqual() {
        // Given a descriptor, and one changed in each declared part
        let declared = Self.descriptor()
        let changed = [
            Self.descriptor(name: "pay"),
            Self.descriptor(aliases: []),
            Self.descriptor(summary: "Move some money"),
            Self.descriptor(parameters: Array(Self.parameters.prefix(1))),
            Self.descriptor(isSensitive: true),
            Self.descriptor(effects: []),
            Self.descriptor(collects: nil),
        ]

        // Then none of the changed ones equals it
        for other in changed {
            #expect(declared != other, "\(other.name) \(other.aliases) \(other.summary)")
        }
    }

    @Test func aCopy_equalsItsOriginal() {
        // Given a descriptor and a copy of it
        let original = Self.descriptor()
        let copy = original

        // Then the copy reads the same and is equal
        #expect(copy == original)
        #expect(copy.handlesSecrets == original.handlesSecrets)
    }
}

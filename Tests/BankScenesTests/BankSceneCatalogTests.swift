import Testing
import Vipera
import ViperaREPL
import ViperaTesting

@testable import BankScenes

/// The catalogue's routes against the real routers: every route it lists goes where it says,
/// and no command moves to a scene the catalogue does not list.
@MainActor
@Suite("Catalogue routes")
struct BankSceneCatalogTests {
    /// The lines that reach each scene from Home.
    private static let paths: [String: [String]] = [
        "Home": [],
        "Accounts": ["accounts"],
        "AccountDetail": ["accounts", "open 1"],
        "Transactions": ["accounts", "open 1", "transactions"],
        "TransactionDetail": ["accounts", "open 1", "transactions", "open 1"],
        "Transfer": ["transfer"],
        "Cards": ["cards"],
        "Settings": ["settings"],
        "Insights": ["insights"],
    ]

    /// What a command needs done first for its route to be taken.
    private static let preparations: [String: [String]] = ["Transfer confirm": ["from 1", "to 2", "amount 1"]]

    private func app(at scene: String) async throws -> SceneHarness {
        let bank = try InMemoryBank()
        let directory = CommandDirectory(BankSceneCatalog.entries)
        let app = await SceneHarness(appName: "vbank", directory: directory) { console, navigator in
            BankSceneFactory(
                stores: bank.stores, clock: fixedClock, timeZone: utc, console: console, navigator: navigator
            )
            .makeHome()
        }
        for line in Self.paths[scene] ?? [] {
            #expect(await app.run(line).errors.isEmpty)
        }
        #expect(app.navigator.top?.sceneName == scene)
        return app
    }

    /// The command with a first value for each argument it needs: the first entry of a list.
    private static func line(for descriptor: CommandDescriptor) -> String {
        ([descriptor.name] + descriptor.positionals.filter(isRequired).map { _ in "1" }).joined(separator: " ")
    }

    /// Commands that write files or read them are left out: they route nowhere.
    private static func isRoutable(_ descriptor: CommandDescriptor) -> Bool {
        descriptor.positionals.allSatisfy { parameter in
            if case .item = parameter.kind { true } else { !isRequired(parameter) }
        }
    }

    private static func isRequired(_ parameter: Parameter) -> Bool {
        if case .positional(isOptional: false, _) = parameter.role { true } else { false }
    }

    @Test func everySceneCommand_typedInAnotherScene_saysEveryPlaceItWorks() async throws {
        for here in BankSceneCatalog.entries {
            let app = try await app(at: here.name)
            // Words that name or start a command here or a global one run it, as they should.
            let namesHere = here.commands.flatMap { [$0.name] + $0.aliases } + Session.globalCommands.map(\.name)
            for entry in BankSceneCatalog.entries where entry.name != here.name {
                for descriptor in entry.commands where !namesHere.contains(where: { $0.hasPrefix(descriptor.name) }) {
                    // Given a command of another scene, typed here
                    let places = BankSceneCatalog.entries.filter { other in
                        other.name != here.name && other.commands.contains { $0.name == descriptor.name }
                    }

                    // When it runs
                    let output = await app.run(descriptor.name)

                    // Then it names this scene and each scene that has it, and runs nothing
                    let message = output.errors.replacing("\n", with: " ").replacing(/\ +/, with: " ").replacing(
                        "! ", with: "")
                    #expect(message.contains("not a command in \(here.place);"), "\(descriptor.name) in \(here.name)")
                    for place in places {
                        #expect(message.contains("in \(place.place)"), "\(descriptor.name) in \(here.name)")
                    }
                    #expect(app.navigator.top?.sceneName == here.name)
                }
            }
        }
    }

    @Test func everyCataloguedScene_isReachedByItsPath() async throws {
        for entry in BankSceneCatalog.entries {
            _ = try await app(at: entry.name)
        }
    }

    @Test func everyRoute_goesWhereTheCatalogueSays() async throws {
        for entry in BankSceneCatalog.entries {
            for route in entry.routes {
                let app = try await app(at: entry.name)
                let before = app.breadcrumb
                for line in Self.preparations["\(entry.name) \(route.command)"] ?? [] {
                    await app.run(line)
                }
                let descriptor = try #require(entry.commands.first { $0.name == route.command })

                await app.run(Self.line(for: descriptor))

                if route.destination == BankSceneCatalog.origin {
                    #expect(app.breadcrumb == Array(before.dropLast()), "\(entry.name) \(route.command)")
                } else {
                    #expect(app.navigator.top?.sceneName == route.destination, "\(entry.name) \(route.command)")
                    #expect(app.breadcrumb.count == before.count + 1)
                }
            }
        }
    }

    @Test func noCommand_movesWithoutACataloguedRoute() async throws {
        for entry in BankSceneCatalog.entries {
            let routed = Set(entry.routes.map(\.command))
            for descriptor in entry.commands where !routed.contains(descriptor.name) && Self.isRoutable(descriptor) {
                let app = try await app(at: entry.name)

                await app.run(Self.line(for: descriptor))

                #expect(app.navigator.top?.sceneName == entry.name, "'\(descriptor.name)' in \(entry.name) moved")
            }
        }
    }
}

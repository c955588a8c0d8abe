import Testing
import Vipera
import ViperaREPL
import ViperaTesting

@testable import BankScenes

/// The catalogue against the real app: every command typed in another scene is explained, and the
/// commands of each scene open exactly the scenes its destination enum declares, which the
/// catalogue lists. (That a router opens nothing else, the compiler sees: it holds a builder of its
/// own scene's destinations only.)
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
        "Record": ["spend"],
        "Cards": ["cards"],
        "Settings": ["settings"],
        "Insights": ["insights"],
        "Categories": ["categories"],
        "Search": ["search fresh"],
        // An undo opens only while the session has something to take back.
        "Undo": ["spend 1 at Shop from Everyday", "confirm", "undo"],
    ]

    /// What a command needs done first to do what it is for.
    private static let preparations: [String: [String]] = [
        "Transfer confirm": ["from 1", "to 2", "amount 1"], "Record confirm": ["account 1", "amount 1", "payee Shop"],
        "Home undo": ["spend 1 at Shop from Everyday", "confirm"],
        "AccountDetail undo": ["spend 1 at Shop", "confirm"],
        "Transactions undo": ["open 1", "note for the test", "back"],
    ]

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

    /// Commands that write files or read them are left out: they route nowhere. Words (a search's,
    /// a memo's) are any words, such as "1".
    private static func isRoutable(_ descriptor: CommandDescriptor) -> Bool {
        descriptor.positionals.allSatisfy { parameter in
            if case .item = parameter.kind { return true }
            if case .positional(_, isVariadic: true) = parameter.role { return true }
            return !isRequired(parameter)
        }
    }

    private static func isRequired(_ parameter: Parameter) -> Bool {
        if case .positional(isOptional: false, _) = parameter.role { true } else { false }
    }

    @Test func everySceneCommand_typedInAnotherScene_saysEveryPlaceItWorks() async throws {
        for here in BankSceneCatalog.entries {
            let app = try await app(at: here.name)
            // Words that name or start a command here or a global one run it, as they should.
            // A command of a scene on the stack runs there (the next test); only others are explained.
            let stack = app.navigator.entries.map(\.sceneName)
            let namesHere =
                BankSceneCatalog.entries.filter { stack.contains($0.name) }.flatMap(\.commands)
                .flatMap { [$0.name] + $0.aliases } + Session.globalCommands.map(\.name)
            for entry in BankSceneCatalog.entries where !stack.contains(entry.name) {
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

    @Test func everyCommandOfASceneLowerOnTheStack_runsThere_leavingTheScenesAboveIt() async throws {
        for (here, path) in Self.paths where path.count > 1 {
            let stack = try await app(at: here).navigator.entries.map(\.sceneName)
            for (depth, below) in stack.dropLast().enumerated().reversed() {
                guard let entry = BankSceneCatalog.entries.first(where: { $0.name == below }) else { continue }
                let namesAbove = stack[(depth + 1)...].flatMap { name in
                    BankSceneCatalog.entries.first { $0.name == name }?.commands.flatMap { [$0.name] + $0.aliases }
                        ?? []
                }
                let globals = Session.globalCommands.map(\.name)
                for descriptor in entry.commands
                where Self.isRoutable(descriptor) && descriptor.effects.isEmpty
                    && !(namesAbove + globals).contains(where: { $0.hasPrefix(descriptor.name) })
                    && !stack[(depth + 1)...].contains(where: Self.collectsADraft)
                {
                    // Given the scene on top, When a command of a scene below it is typed
                    let app = try await app(at: here)
                    let output = await app.run(Self.line(for: descriptor))

                    // Then it ran there: no scene above that one is left, and it was not refused as unknown
                    #expect(!output.errors.contains("is not a command in"), "\(descriptor.name) in \(here)")
                    let now = app.navigator.entries.map(\.sceneName)
                    #expect(
                        Array(now.prefix(depth + 1)) == Array(stack.prefix(depth + 1)), "\(descriptor.name) in \(here)")
                }
            }
        }
    }

    @Test func aCommandOfASceneBelow_runsThereByItsFullNameOnly() async throws {
        // Given an account's transactions, two scenes above the accounts list
        let app = try await app(at: "Transactions")

        // When the start of the list's `rename` is typed, Then it is not run, and nothing moved
        let refused = await app.run("renam 1 Joe's money")
        #expect(refused.errors.contains("renam"))
        #expect(app.navigator.top?.sceneName == "Transactions")

        // When its full name is typed, Then it runs in the list, as if typed after `back to accounts`
        let renamed = await app.run("rename 1 Joe's money")
        #expect(renamed.errors.isEmpty)
        #expect(app.navigator.entries.map(\.sceneName) == ["Home", "Accounts"])
        #expect(renamed.output.contains("Joe's money"))
    }

    @Test func aTransferBeingFilledIn_isNotLeftForACommandOfASceneBelow() async throws {
        // Given a transfer with its source chosen
        let app = try await app(at: "Transfer")
        await app.run("from 1")

        // When Home's `accounts` is typed
        let output = await app.run("accounts")

        // Then the transfer is kept, and the command says where it works
        #expect(output.errors.contains("'accounts' is not a command in a transfer; it works in Home"))
        #expect(app.navigator.top?.sceneName == "Transfer")
        #expect(!output.output.contains("cancelled"))
    }

    /// The scenes that fill in a draft, which a command of a scene below never leaves.
    private static func collectsADraft(_ sceneName: String) -> Bool {
        ["Transfer", "Record", "Settings"].contains(sceneName)
    }

    @Test func everyCataloguedScene_isReachedByItsPath() async throws {
        for entry in BankSceneCatalog.entries {
            _ = try await app(at: entry.name)
        }
    }

    @Test func theCommandsOfEachScene_openExactlyTheScenesItsDestinationsDeclare() async throws {
        for entry in BankSceneCatalog.entries {
            // Given each command of the scene that can run without a file, on a fresh app there
            var opened: Set<String> = []
            for descriptor in entry.commands where Self.isRoutable(descriptor) {
                let app = try await app(at: entry.name)
                let before = app.breadcrumb
                for line in Self.preparations["\(entry.name) \(descriptor.name)"] ?? [] {
                    await app.run(line)
                }

                // When it runs
                await app.run(Self.line(for: descriptor))

                // Then whatever it opens is one scene further on
                guard app.breadcrumb.count > before.count, let top = app.navigator.top else { continue }
                #expect(app.breadcrumb.count == before.count + 1, "'\(descriptor.name)' in \(entry.name)")
                opened.insert(top.sceneName)
            }

            // And the scenes opened are the ones its destination enum declares, each of them
            #expect(opened == Set(entry.routes.map(\.sceneName)), "\(entry.name)")
        }
    }

    @Test func aFlowThatEnds_goesBackToTheSceneThatStartedIt() async throws {
        for ending in ["confirm", "cancel"] {
            // Given a transfer started from an account, ready to send
            let app = try await app(at: "AccountDetail")
            await app.run("transfer", "to 2", "amount 1")

            // When it ends
            await app.run(ending)

            // Then the account is on top again
            #expect(app.navigator.top?.sceneName == "AccountDetail", "\(ending)")
        }
    }
}

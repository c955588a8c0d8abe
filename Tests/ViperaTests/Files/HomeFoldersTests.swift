import Testing

@testable import Vipera

@Suite("Home folders in typed paths")
struct HomeFoldersTests {
    private let homes = HomeFolders(home: "/home/ann") { user in user == "bob" ? "/home/bob" : nil }

    @Test func aTilde_isTheHomeFolder_aloneOrBeforeASlash() {
        #expect(homes.expanding("~") == "/home/ann")
        #expect(homes.expanding("~/s.csv") == "/home/ann/s.csv")
        #expect(homes.expanding("~/Documents/bank/") == "/home/ann/Documents/bank/")
    }

    @Test func aTildeAndAUsersName_isThatUsersHome() {
        #expect(homes.expanding("~bob") == "/home/bob")
        #expect(homes.expanding("~bob/s.csv") == "/home/bob/s.csv")
    }

    @Test func anUnknownUser_noHome_orATildeElsewhere_leaveThePathAsTyped() {
        #expect(homes.expanding("~carol/s.csv") == "~carol/s.csv")
        #expect(HomeFolders(home: nil) { _ in nil }.expanding("~/s.csv") == "~/s.csv")
        #expect(HomeFolders(home: "") { _ in nil }.expanding("~/s.csv") == "~/s.csv")
        #expect(homes.expanding("s~1.csv") == "s~1.csv")
        #expect(homes.expanding("./~") == "./~")
    }

    @Test func theUserDatabase_knowsTheSuperuser_andNoOneByAnImpossibleName() {
        #expect(HomeFolders.userDatabaseHome(of: "root")?.isEmpty == false)
        #expect(HomeFolders.userDatabaseHome(of: "no such user, surely") == nil)
    }

    @Test func aFilePathParameter_readsATildeAsTheHomeFolder() throws {
        // Given a command that takes a file
        let file = TypedParameter.filePath("FILE", "Where")
        let table = CommandTable<String>([CommandSpec("export", summary: "Export", file) { $0 }])

        // When a path under the home folder is typed
        let path = try table.command(for: "export ~/s.csv")

        // Then the command gets the path in the home folder
        #expect(path == HomeFolders().expanding("~") + "/s.csv")
        #expect(path != "~/s.csv" || HomeFolders.environmentHome == nil)
    }
}

import Testing

@testable import ViperaREPL

@Suite("Command separator")
struct CommandSeparatorTests {
    @Test func split_atSemicolonsOutsideQuotesAndEscapes() {
        #expect(
            CommandSeparator.split("open 1; rename \"a; b\"; note 'x;y' ;back\\;up") == [
                "open 1", "rename \"a; b\"", "note 'x;y'", "back\\;up",
            ])
    }

    @Test func split_keepsEmptyCommandsSoNumbersMatch() {
        #expect(CommandSeparator.split("help;;quit") == ["help", "", "quit"])
        #expect(CommandSeparator.split("") == [""])
    }

    @Test func split_quotesOfTheOtherKindDoNotClose() {
        #expect(CommandSeparator.split("add \"it's; fine\"; quit") == ["add \"it's; fine\"", "quit"])
    }
}

import Testing

@testable import Vipera

@Suite("Breadcrumb")
struct BreadcrumbTests {
    @Test func shortPath_isJoinedWithSeparators() {
        let crumb = Breadcrumb(appName: "vbank", titles: ["Home", "Accounts", "Everyday"])

        #expect(crumb.text(maximumWidth: 80) == "vbank › Home › Accounts › Everyday")
    }

    @Test func longPath_elidesTheMiddleKeepingAppRootAndTop() {
        let titles = (0..<100).map { "Scene\($0)" }
        let crumb = Breadcrumb(appName: "app", titles: titles)

        let text = crumb.text(maximumWidth: 40)

        #expect(text == "app › Scene0 › … › Scene98 › Scene99")
        #expect(DisplayWidth.of(text) <= 40)
    }

    @Test func veryNarrow_stillShowsTheTop() {
        let crumb = Breadcrumb(titles: ["Home", "Accounts", "A very long account name"])

        #expect(crumb.text(maximumWidth: 10) == "Home › … › A very long account name")
    }

    @Test func titles_areSanitised() {
        let crumb = Breadcrumb(titles: ["Home", "Evil\u{1B}[2J\u{202E}name"])

        #expect(crumb.text(maximumWidth: 80) == "Home › Evilname")
    }
}

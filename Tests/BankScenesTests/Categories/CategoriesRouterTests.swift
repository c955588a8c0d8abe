import BankDomain
import Foundation
import Testing
import Vipera
import ViperaTesting

@testable import BankScenes

@MainActor
@Suite("Categories router")
struct CategoriesRouterTests {
    @Test func router_hasNoRoutesOfItsOwn_andGoesBackHome() throws {
        let navigator = NavigatorSpy(showing: [SpyScene(title: "Home"), SpyScene(title: "Categories")])

        try CategoriesRouter(navigator: navigator).goBack()

        #expect(navigator.calls == [.pop])
        #expect(navigator.breadcrumb == ["Home"])
    }
}

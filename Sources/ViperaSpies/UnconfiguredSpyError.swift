#if canImport(FoundationEssentials)
    public import FoundationEssentials
#else
    public import Foundation
#endif

/// What a spy throws when a test did not tell it how to answer: the loud failure of a test
/// double nobody configured.
public struct UnconfiguredSpyError: Error, Equatable, Sendable, LocalizedError {
    // MARK: - Properties

    /// The spy's type name.
    public let spy: String
    /// The method called, such as `fetchAccounts()`.
    public let method: String
    /// The property the test should have set, such as `fetchAccountsResult`.
    public let setting: String

    // MARK: - Initialization

    /// Creates the error.
    /// - Parameters:
    ///   - spy: The spy's type name.
    ///   - method: The method called, such as `fetchAccounts()`.
    ///   - setting: The property the test should have set, such as `fetchAccountsResult`.
    public init(spy: String, method: String, setting: String) {
        self.spy = spy
        self.method = method
        self.setting = setting
    }

    // MARK: - LocalizedError

    /// Which call was not configured.
    public var errorDescription: String? {
        "\(spy).\(method) was called but the test did not set \(setting)"
    }
}

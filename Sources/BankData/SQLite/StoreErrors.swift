import BankDomain

/// Runs store work and turns every error that is not already a ``BankError`` into
/// ``BankError/storageFailure(_:)``, so scenes only ever see the domain's errors.
func withStoreErrors<Value>(_ work: () async throws -> Value) async throws -> Value {
    do {
        return try await work()
    } catch let error as BankError {
        throw error
    } catch is CancellationError {
        throw CancellationError()
    } catch {
        throw BankError.storageFailure(String(describing: error))
    }
}

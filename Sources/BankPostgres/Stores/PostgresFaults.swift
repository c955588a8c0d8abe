import BankDomain
import Logging

/// What a failure on the server means to the user: a ``StorageFault`` in their words, for the
/// work they asked for. libpq's and the server's own words go to the log at debug level.
struct PostgresFaults: Sendable {
    // MARK: - Properties

    let logger: Logger

    // MARK: - Mapping

    /// The domain error for `error` during `work`: the domain's own errors pass unchanged, a
    /// cancelled statement is a cancellation, and anything from the server is a storage fault.
    func domainError(for error: any Error, during work: StorageFault.Work) -> any Error {
        switch error {
        case is BankError, is StatementError, is AccountError, is CancellationError:
            return error
        case let failure as PostgresError:
            if failure.isCancellation {
                return work == .importStatement ? StatementError.cancelled : CancellationError()
            }
            logger.debug(
                "database server failure", metadata: ["work": "\(work)", "detail": "\(failure.description)"])
            if let refusal = failure.sqlState.flatMap({ PostgresSchema.correctionRefusals[$0] }) {
                return BankError.cannotCorrect(refusal)
            }
            if failure.isRefusal {
                return BankError.refusedByServer(failure.primaryMessage ?? failure.detail)
            }
            if failure.sqlState == "22003" {
                return BankError.sumTooLarge
            }
            return BankError.storage(StorageFault(cause(of: failure), during: work))
        default:
            logger.debug("database server failure", metadata: ["work": "\(work)", "detail": "\(error)"])
            return BankError.storage(StorageFault(.unexpected, during: work))
        }
    }

    /// What failed, from the connection's state and the SQLSTATE.
    func cause(of failure: PostgresError) -> StorageFault.Cause {
        if failure.connectionLost {
            return .connectionLost
        }
        switch failure.sqlState {
        case "40001", "40P01": return .serverBusy
        case "53100": return .serverDiskFull
        case "53200": return .outOfMemory
        case "25006": return .serverReadOnly
        case "42501": return .notAdmitted
        case PostgresSchema.missingPeopleState: return .peopleRoleMissing
        case let code? where code.hasPrefix("XX"): return .damaged
        default: return .unexpected
        }
    }
}

import BankDomain
public import Vipera
import ViperaSpyable

/// The display logic of the account detail scene.
@Spyable
protocol AccountDetailDisplayLogic: ErrorDisplaying {
    func displayAccount(_ viewModel: AccountDetail.ShowAccount.ViewModel)
    func displayTransferOutcome(_ viewModel: AccountDetail.TransferOutcome.ViewModel)
    func displayImportProgress(_ viewModel: AccountDetail.ImportStatement.ProgressViewModel)
    func displayImport(_ viewModel: AccountDetail.ImportStatement.ViewModel)
    func displayPreview(_ viewModel: AccountDetail.PreviewStatement.ViewModel)
    func displayReconciliation(_ viewModel: AccountDetail.Reconcile.ViewModel)
    func displayLimit(_ viewModel: AccountDetail.SetLimit.ViewModel)
    func displayImports(_ viewModel: AccountDetail.ListImports.ViewModel)
    func displayImportUndo(_ viewModel: AccountDetail.UndoImport.ViewModel)
}

/// One account: name, type, masked number, full IBAN, balance, and its last ten transactions.
@MemberwiseInit
public final class AccountDetailViewController: Scene, ConsoleDisplaying {
    // MARK: - Properties

    /// The account's name, for the breadcrumb.
    public private(set) var title: String
    /// Where the account is written.
    public let console: any Console
    let interactor: any AccountDetailBusinessLogic
    let router: any AccountDetailRoutingLogic
    /// Whether the session is a dry run (`--check`): an import goes into a copy of the bank and
    /// tells what it would have done.
    let isDryRun: Bool
    /// Whether an import of more than a few rows shows what it would do first and waits for
    /// `confirm`: at a terminal, where a person reads it; a script imports at once.
    let asksBeforeImporting: Bool
    /// Where rules files kept by name are (`import FILE --rules chase` reads `chase.rules` there);
    /// nil when the person has no such folder.
    var rulesFolder: String?

    // MARK: - Scene

    /// `AccountDetail`, in `where` and JSON output.
    public nonisolated static let sceneName = "AccountDetail"

    /// `transactions`, `transfer`, `insights`, `spend`, `receive`, `reconcile`, `refresh` and `import`.
    public var commands: CommandTable<AccountDetailCommand> { Self.commandTable }

    /// Shows the account.
    public func sceneDidLoad() async {
        await interactor.showAccount()
    }

    /// Shows it again, with the balance a transfer may have changed.
    public func sceneWillAppear() async {
        await interactor.showAccount()
    }

    /// Turns a command into a request or a route.
    public func handle(_ command: AccountDetailCommand) async {
        switch command {
        case .transactions: router.routeToTransactions()
        case .transfer: router.routeToTransfer()
        case .insights: router.routeToInsights()
        case .record(let kind, let line): router.routeToRecord(kind, line: (try? RecordLine.changes(kind, line)) ?? [])
        case .reconcile(let balance, let day): await interactor.reconcile(.init(balance: balance, day: day))
        case .setLimit(let limit): await interactor.setLimit(.init(limit: limit))
        case .undo: router.routeToUndo()
        case .confirmReviewed:
            await interactor.confirmReviewed()
            console.endProgress()
        case .refresh: await interactor.showAccount()
        case .imports: await interactor.listImports()
        case .undoImport(let number): await interactor.reviewImportUndo(.init(importID: Int64(number)))
        case .importStatement(let line) where line.isPreview:
            await interactor.previewStatement(
                AccountDetail.PreviewStatement.Request(
                    path: line.path, options: line.options(listsEveryProblem: true, rulesFolder: rulesFolder)))
        case .importStatement(let line):
            await interactor.importStatement(
                AccountDetail.ImportStatement.Request(
                    path: line.path, options: line.options(listsEveryProblem: isDryRun, rulesFolder: rulesFolder),
                    isDryRun: isDryRun, asksFirst: asksBeforeImporting && !isDryRun))
            // The bar goes away before the summary (or the error) the session writes next.
            console.endProgress()
        }
    }
}

// MARK: - AccountDetailDisplayLogic

extension AccountDetailViewController: AccountDetailDisplayLogic {
    func displayAccount(_ viewModel: AccountDetail.ShowAccount.ViewModel) {
        title = viewModel.title
        show(viewModel, kind: "account", keptDrawing: Self.drawAccount)
    }

    /// The account drawn from its view model alone, so that the same view model shown again writes
    /// what it wrote then.
    private nonisolated static func drawAccount(_ viewModel: AccountDetail.ShowAccount.ViewModel) -> any Renderable {
        let latest = EmptyState.showing(
            viewModel.emptyMessage, otherwise: RowTable(columns: TransactionTable.latest, rows: viewModel.latest))
        return RenderGroup([
            Heading(viewModel.title),
            RenderGroup(
                [
                    KeyValueList(viewModel.fields.map { KeyValueList.Pair($0.label, $0.value) }),
                    Sparkline(
                        viewModel.balanceHistory.map(\.level), label: viewModel.balanceHistoryLabel,
                        caption: viewModel.balanceHistoryCaption),
                ], spacing: 0),
            RenderGroup([Heading(Strings.AccountDetail.latestHeading), latest], spacing: 0),
        ])
    }

    func displayTransferOutcome(_ viewModel: AccountDetail.TransferOutcome.ViewModel) {
        show(viewModel, kind: "transferOutcome") { Notice(viewModel.isSuccess ? .success : .info, viewModel.message) }
    }

    func displayImportProgress(_ viewModel: AccountDetail.ImportStatement.ProgressViewModel) {
        console.showProgress(ProgressBar(fraction: viewModel.fraction, label: viewModel.label))
    }

    func displayImport(_ viewModel: AccountDetail.ImportStatement.ViewModel) {
        guard !viewModel.isDryRun else { return displayDryImport(viewModel) }
        show(viewModel, kind: "import") {
            let summary = Notice(.success, viewModel.summary)
            guard !viewModel.problems.isEmpty else { return summary }
            let problems = Self.problemTable(viewModel.problems)
            let more: [any Renderable] = viewModel.unlistedProblems.map { [Paragraph($0)] } ?? []
            return RenderGroup([summary, problems] + more, spacing: 0)
        }
    }
}

// MARK: - Preview

extension AccountDetailViewController {
    func displayPreview(_ viewModel: AccountDetail.PreviewStatement.ViewModel) {
        show(viewModel, kind: "importPreview") {
            var blocks: [any Renderable] = [Notice(.info, viewModel.summary)]
            blocks += viewModel.categories.map { [Paragraph($0)] } ?? []
            for (heading, rows) in [
                (Strings.AccountDetail.firstRowsHeading, viewModel.first),
                (Strings.AccountDetail.lastRowsHeading, viewModel.last),
            ] where !rows.isEmpty {
                blocks += [Paragraph(heading), Self.sampleTable(rows, showsCategories: true)]
            }
            if !viewModel.problems.isEmpty {
                blocks.append(Self.problemTable(viewModel.problems))
            }
            blocks += viewModel.prompt.map { [Paragraph($0)] } ?? []
            return RenderGroup(blocks, spacing: 0)
        }
    }

    /// The rows as they will read; a preview names each one's category, which rules may have given.
    static func sampleTable(
        _ rows: [AccountDetail.ImportStatement.ViewModel.SampleRow], showsCategories: Bool = false
    ) -> some Renderable {
        RowTable(
            columns: [.init(Strings.Common.dateColumn, .date), .init(Strings.Common.memoColumn, .memo)]
                + (showsCategories ? [.init(Strings.Common.categoryColumn, .category)] : [])
                + [.init(Strings.Common.amountColumn, alignment: .right, .amount)],
            rows: rows)
    }

    static func problemTable(_ problems: [AccountDetail.ImportStatement.ViewModel.Problem]) -> some Renderable {
        RowTable(
            columns: [
                .init(Strings.AccountDetail.lineColumn, alignment: .right, .line),
                .init(Strings.AccountDetail.problemColumn, overflow: .wrap, .reason),
            ],
            rows: problems)
    }
}

// MARK: - Dry Run

extension AccountDetailViewController {
    /// A dry run's output is muted: what the import would do goes to standard error beside the
    /// dry run's other notes, and each bad row is an error, so the check fails.
    private func displayDryImport(_ viewModel: AccountDetail.ImportStatement.ViewModel) {
        var blocks: [any Renderable] = [Notice(.info, viewModel.summary)]
        if !viewModel.sample.isEmpty {
            blocks += [Paragraph(Strings.AccountDetail.sampleHeading), Self.sampleTable(viewModel.sample)]
        }
        console.render(RenderGroup(blocks, spacing: 0), to: .error)
        for problem in viewModel.problems {
            displayError(
                ErrorViewModel(
                    message: Strings.AccountDetail.badRow(viewModel.path, line: problem.line, problem.reason)))
        }
    }
}

// MARK: - Commands

extension AccountDetailViewController {
    nonisolated static let file = TypedParameter.filePath("FILE", Strings.AccountDetail.fileArgument)
    nonisolated static let figure = TypedParameter.words("FIGURE", Strings.AccountDetail.figureArgument)
    nonisolated static let dateFormat = TypedParameter.option("format", Strings.AccountDetail.dateFormatOption)
    nonisolated static let strict = TypedParameter.flag("strict", Strings.AccountDetail.strictFlag)
    nonisolated static let separator = TypedParameter.option(
        "separator", Strings.AccountDetail.separatorOption, valueName: "SEP")
    nonisolated static let encoding = TypedParameter.option(
        "encoding", Strings.AccountDetail.encodingOption, valueName: "NAME")
    nonisolated static let rules = TypedParameter.option(
        "rules", Strings.AccountDetail.rulesOption, valueName: "RULES")
    nonisolated static let preview = TypedParameter.flag("check", Strings.AccountDetail.previewFlag)

    nonisolated static let commandTable = CommandTable<AccountDetailCommand>([
        CommandSpec(
            "transactions", aliases: ["tx"], summary: Strings.AccountDetail.transactionsSummary, command: .transactions),
        CommandSpec("transfer", summary: Strings.AccountDetail.transferSummary, command: .transfer),
        CommandSpec("insights", summary: Strings.AccountDetail.insightsSummary, command: .insights),
        RecordLine.spec(.spend) { AccountDetailCommand.record(.spend, line: $0) },
        RecordLine.spec(.receive) { AccountDetailCommand.record(.receive, line: $0) },
        CommandSpec("reconcile", summary: Strings.AccountDetail.reconcileSummary, effects: .changesData, figure) {
            try reconcileCommand($0)
        },
        CommandSpec(
            "set", summary: Strings.AccountDetail.setLimitSummary, effects: .changesData,
            TypedParameter.choice("limit", ["limit"], Strings.AccountDetail.limitWordArgument),
            TypedParameter.amount("AMOUNT", Strings.AccountDetail.limitArgument)
        ) { _, limit in .setLimit(limit) },
        CommandSpec("undo", summary: Strings.Undo.summary, command: .undo),
        CommandSpec("refresh", summary: Strings.Common.refreshSummary, command: .refresh),
        CommandSpec(
            "import", summary: Strings.AccountDetail.importSummary, effects: .changesData, file, dateFormat, strict,
            separator, encoding, rules, preview
        ) { path, format, isStrict, separator, encoding, rules, isPreview in
            // A format no date can be read with, or a separator or an encoding vbank does not
            // know, is refused before the file is opened.
            if let format {
                guard rules == nil else {
                    throw CommandValidationError(
                        Strings.AccountDetail.formatWithRules, hint: Strings.AccountDetail.formatWithRulesHint)
                }
                try StatementDateFormat.check(format)
            }
            var line = StatementImportLine(path: path)
            (line.dateFormat, line.isStrict) = (format, isStrict)
            line.separator = try separator.map(StatementSeparator.init(named:))
            line.encoding = try encoding.map(StatementEncoding.init(named:))
            (line.rules, line.isPreview) = (rules, isPreview)
            return .importStatement(line)
        },
        CommandSpec(
            "confirm", summary: Strings.AccountDetail.confirmImportSummary, effects: .changesData,
            command: .confirmReviewed),
        CommandSpec("imports", summary: Strings.AccountDetail.importsSummary, command: .imports),
        CommandSpec(
            "undo-import", summary: Strings.AccountDetail.undoImportSummary,
            TypedParameter.integer("N", in: 1...Int.max, Strings.AccountDetail.importNumberArgument)
        ) { .undoImport($0) },
    ])

    /// `BALANCE [on DAY]`: the bank's balance, signed as vbank prints it, and the day it ends.
    nonisolated static func reconcileCommand(_ text: String) throws -> AccountDetailCommand {
        let words = text.split(separator: " ").map(String.init)
        let hint = Strings.AccountDetail.reconcileHint
        let balance: WrittenAmount
        do {
            balance = try WrittenAmount(reading: words.first ?? "")
        } catch {
            throw CommandValidationError(error.errorDescription ?? text, hint: hint)
        }
        switch words.count {
        case 1:
            return .reconcile(balance: balance, day: nil)
        case 3 where words[1].lowercased() == "on":
            return .reconcile(balance: balance, day: try TypedDay.day(words[2], hint: hint))
        default:
            throw CommandValidationError(
                Strings.AccountDetail.notAReconcileWord(words.count > 1 ? words[1] : text), hint: hint)
        }
    }
}

// MARK: - Reconciling

extension AccountDetailViewController {
    func displayLimit(_ viewModel: AccountDetail.SetLimit.ViewModel) {
        show(viewModel, kind: "limit") { Notice(.success, viewModel.message) }
    }

    func displayReconciliation(_ viewModel: AccountDetail.Reconcile.ViewModel) {
        show(viewModel, kind: "reconciliation") {
            guard !viewModel.agrees else { return Notice(.success, viewModel.message) }
            var blocks: [any Renderable] = [Notice(.warning, viewModel.message)]
            if !viewModel.suspects.isEmpty {
                blocks.append(RowTable(columns: TransactionTable.latest, rows: viewModel.suspects))
            }
            blocks += viewModel.hint.map { [Paragraph($0)] } ?? []
            return RenderGroup(blocks)
        }
    }
}

// MARK: - Imports

extension AccountDetailViewController {
    func displayImports(_ viewModel: AccountDetail.ListImports.ViewModel) {
        let labels = Strings.AccountDetail.self
        show(viewModel, kind: "imports") {
            RenderGroup(
                [
                    Heading(viewModel.title),
                    EmptyState.showing(
                        viewModel.emptyMessage,
                        otherwise: RowTable(
                            columns: [
                                .init(labels.numberColumn, alignment: .right, .number),
                                .init(labels.importedColumn, .imported),
                                .init(labels.fileColumn, .file),
                                .init(labels.formatColumn, .format),
                                .init(labels.rulesColumn, .rules),
                                .init(labels.rowsColumn, alignment: .right, .rows),
                                .init(labels.sumColumn, alignment: .right, .sum),
                                .init(labels.stateColumn, .state),
                            ],
                            rows: viewModel.rows)),
                ], spacing: 0)
        }
    }

    func displayImportUndo(_ viewModel: AccountDetail.UndoImport.ViewModel) {
        show(viewModel, kind: viewModel.prompt == nil ? "importUndone" : "importUndoReview") {
            guard let prompt = viewModel.prompt else { return RenderGroup([Notice(.success, viewModel.message)]) }
            return RenderGroup([Notice(.info, viewModel.message), Paragraph(prompt)], spacing: 0)
        }
    }
}

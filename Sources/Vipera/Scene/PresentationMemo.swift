// Its lookups are inlinable, so they are compiled for the app's own sources, whose comparison is
// then a direct call: generic code looked up the source's metadata and compared through its
// witness table at every display.

/// The view models a presenter made last and what it made each from, so that a scene shown again
/// with nothing changed (after `back`, or `home`) shows the view model it already has instead of
/// formatting every row again.
///
/// The source is everything the view model is made from: the response, and whatever else the
/// presenter's text depends on, such as today's date for "Yesterday".
///
/// ```swift
/// private var memo = PresentationMemo<Accounts.FetchAccounts.Response, Accounts.FetchAccounts.ViewModel>()
///
/// func presentAccounts(_ response: Accounts.FetchAccounts.Response) {
///     display?.displayAccounts(memo.viewModel(for: response, make: makeViewModel))
/// }
/// ```
///
/// A memo keeps one view model unless told to keep more: a scene that pages through a list keeps
/// a few (`PresentationMemo(keeping: 3)`), so paging back shows a page already made.
public struct PresentationMemo<Source: Equatable, ViewModel> {
    // MARK: - Nested Types

    @usableFromInline typealias Entry = (source: Source, viewModel: ViewModel)

    /// A kept entry of a memo of more, and when it was last asked for, on the count of ``uses``.
    @usableFromInline struct Slot {
        @usableFromInline var source: Source
        @usableFromInline var viewModel: ViewModel
        @usableFromInline var lastUse: Int

        @inlinable
        init(_ entry: consuming Entry, lastUse: Int) {
            (source, viewModel) = entry
            self.lastUse = lastUse
        }
    }

    // MARK: - Properties

    /// How many view models are kept at most.
    @usableFromInline let capacity: Int
    /// The only view model of a memo of one, which so never allocates storage of its own.
    @usableFromInline var newest: Entry?
    /// The view models of a memo of more, each in a slot it keeps until it is forgotten: a view
    /// model asked for again is not moved, since moving an entry copied it, retaining every field.
    @usableFromInline var slots: [Slot] = []
    /// How many times a memo of more was asked for a view model it kept or made.
    @usableFromInline var uses = 0
    /// The slot asked for last, compared first: a display shown again asks for it.
    @usableFromInline var latestSlot = 0

    // MARK: - Initialization

    /// A memo that has seen nothing yet, and keeps the view model made last.
    public init() {
        self.init(keeping: 1)
    }

    /// A memo that has seen nothing yet, and keeps the `count` view models asked for last.
    /// - Parameter count: How many to keep; less than one keeps one.
    public init(keeping count: Int) {
        capacity = max(count, 1)
    }

    // MARK: - Presenting

    /// The view model of `source`: a kept one when `source` equals what it was made from,
    /// otherwise `make(source)`, which is kept in place of the one asked for longest ago.
    /// - Parameters:
    ///   - source: What the view model is made from, such as a response.
    ///   - make: Makes the view model when `source` is new.
    @inlinable
    public mutating func viewModel(for source: Source, make: (Source) -> ViewModel) -> ViewModel {
        if let kept = kept(for: source) {
            return kept
        }
        let viewModel = make(source)
        keep((source, viewModel))
        return viewModel
    }

    // MARK: - Lookup

    /// The view model kept for a source equal to `source`, which is then the one asked for last;
    /// nil when none is.
    @inlinable
    mutating func kept(for source: Source) -> ViewModel? {
        // A source equal to a kept one is kept in its place: it is the one the next read is likely
        // to share storage with, which makes the next comparison a comparison of addresses. The
        // kept entries are compared and changed where they are stored, never copied out whole:
        // a copy retains every field of the source and the view model.
        guard capacity > 1 else {
            guard newest?.source.isMemoSource(equalTo: source) == true, let viewModel = newest?.viewModel else {
                return nil
            }
            newest?.source = source
            return viewModel
        }
        guard let slot = slot(of: source) else { return nil }
        uses += 1
        slots[slot].source = source
        slots[slot].lastUse = uses
        latestSlot = slot
        return slots[slot].viewModel
    }

    // MARK: - Private

    /// Keeps `entry` as the one asked for last, in place of the one asked for longest ago when
    /// the memo is full.
    @inlinable
    mutating func keep(_ entry: consuming Entry) {
        guard capacity > 1 else {
            newest = entry
            return
        }
        uses += 1
        if slots.count < capacity {
            latestSlot = slots.count
            slots.append(Slot(entry, lastUse: uses))
            return
        }
        latestSlot = slots.withUnsafeBufferPointer { kept in
            kept.indices.min { kept[$0].lastUse < kept[$1].lastUse } ?? 0
        }
        slots[latestSlot] = Slot(entry, lastUse: uses)
    }

    /// The slot whose source equals `source`: the one asked for last first. Read through the
    /// buffer, so each kept source is compared where it is stored: the array's subscript copied
    /// the whole slot.
    @inlinable
    func slot(of source: Source) -> Int? {
        slots.withUnsafeBufferPointer { kept in
            if latestSlot < kept.count, kept[latestSlot].source.isMemoSource(equalTo: source) {
                return latestSlot
            }
            return kept.indices.first { $0 != latestSlot && kept[$0].source.isMemoSource(equalTo: source) }
        }
    }
}

extension Equatable {
    /// Whether this source equals `other`: called on a kept source where it is stored (through
    /// optional chaining or a buffer), so comparing it copies nothing.
    @inlinable
    func isMemoSource(equalTo other: Self) -> Bool {
        self == other
    }
}

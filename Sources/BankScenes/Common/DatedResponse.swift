/// A response with the day it is presented on: what a presenter's view model is made from when
/// its text says "Today" or "Yesterday", so a kept view model is not shown on another day.
struct DatedResponse<Response: Equatable>: Equatable {
    let response: Response
    /// Days since 1970-01-01 in the user's time zone.
    let today: Int
}

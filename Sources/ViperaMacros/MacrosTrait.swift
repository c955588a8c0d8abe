// Built without its trait, this target has no swift-syntax to compile against: say how to ask
// for it, beside the compiler's "no such module".
#if !Macros
    #error(
        "Vipera's macros need its package trait Macros: .package(url: \"…/vipera\", from: \"…\", traits: [\"Macros\"])"
    )
#endif

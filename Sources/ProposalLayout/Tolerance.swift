/// The one tolerance of the module, in points: two lengths closer than this are equal.
///
/// Layout arithmetic such as `184 / 3` is inexact; comparisons that decide a discrete outcome
/// (does a word fit on the line? are two flexibilities equal?) allow this much slack so that
/// such rounding never flips the decision.
let layoutTolerance: Double = 1e-9

// UIKit re-exports Foundation, so code written for it uses `CGFloat`, `CGRect`, `CGSize` and
// `CGPoint` without importing Foundation itself. swift-corelibs-foundation defines all four on
// Linux, and the compiler converts `CGFloat` and `Double` implicitly both ways there as on
// Apple platforms, so this module reuses them rather than defining its own.
@_exported import Foundation

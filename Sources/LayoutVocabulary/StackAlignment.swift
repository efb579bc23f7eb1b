/// How a stack view places its arranged views across its axis, by `UIStackView.Alignment`'s
/// names. `top` and `bottom` are UIKit's other names for `leading` and `trailing` (the same raw
/// values), kept as written so that a message can quote the file.
public enum StackAlignment: String, Hashable, Sendable, CaseIterable {
  /// `fill`: the views fill the stack across its axis.
  case fill
  /// `leading`: the leading edge (vertical stacks) or the top edge (horizontal stacks).
  case leading
  /// `firstBaseline`: the first baselines line up (horizontal stacks).
  case firstBaseline
  /// `center`: centred across the axis.
  case center
  /// `trailing`: the trailing edge (vertical stacks) or the bottom edge (horizontal stacks).
  case trailing
  /// `lastBaseline`: the last baselines line up (horizontal stacks).
  case lastBaseline
  /// `top`: UIKit's name for ``leading`` in a horizontal stack.
  case top
  /// `bottom`: UIKit's name for ``trailing`` in a horizontal stack.
  case bottom
}

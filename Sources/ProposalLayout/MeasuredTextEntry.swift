import LayoutCore

extension SizeCache {
  /// A text measured at a node, with the string it was measured from and its lines at the last
  /// few widths it was asked about.
  ///
  /// A class: a stack asks a `Text` for its size a dozen times a pass, and each answer read the
  /// measurement out of the table — a copy of its arrays (a retain and a release each) where a
  /// reference is one.
  ///
  /// **Why the kept lines are valid.** They are a pure function of `measured` and the width
  /// (``MeasuredText/Lines``): `measured` never changes, and the entry itself lives for one
  /// pass at one node and is replaced when the node shows another string
  /// (``SizeCache/textSize(of:node:proposal:context:)``). Fonts, Dynamic Type sizes and the length
  /// factor reach a text only through its measurement (the context's measurer, taken as fixed
  /// for a node within a pass, as every answer of the cache is); a different one in a later pass
  /// makes a new cache, hence new entries. The proposal's height is not part of the key: it
  /// only cuts the lines, so a height that keeps them all or the first alone is answered from
  /// what was kept, and any other wraps again
  /// (``MeasuredText/cut(ofCompleteLines:maxHeight:)``), as
  /// ``MeasuredText/size(of:maxHeight:lineSpacing:)`` does.
  final class MeasuredTextEntry {
    let string: String
    let measured: MeasuredText

    /// Complete wrappings at up to four widths, replaced in turn (a stack asks a `Text` about
    /// three widths: 0, ∞ and its share, each with several heights). A slot is its width as a
    /// key (``MeasuredText/Lines/key(forMaxWidth:)``, with +∞ for `nil`; NaN marks an empty
    /// slot, equal to no width) and what the questions at that width are answered from. Four
    /// stored slots, not an array: no allocation per text.
    @exclusivity(unchecked) private var slot0 = Slot()
    @exclusivity(unchecked) private var slot1 = Slot()
    @exclusivity(unchecked) private var slot2 = Slot()
    @exclusivity(unchecked) private var slot3 = Slot()
    /// The slot the next wrapping is kept in.
    @exclusivity(unchecked) private var nextSlot = 0

    /// A complete wrapping at one width, reduced to its answers: a height keeps all its lines,
    /// the first alone, or another number of them, which is wrapped again
    /// (``MeasuredText/cut(ofCompleteLines:maxHeight:)``).
    private struct Slot {
      var width = Double.nan
      /// The number of lines.
      var count = 0
      /// The size of all the lines: the answer for any height that keeps them all.
      var size = Size.zero
      /// The size of the first line alone: the answer for any height that keeps one line.
      var firstLine = Size.zero
    }

    init(string: String, measured: MeasuredText) {
      self.string = string
      self.measured = measured
    }

    /// The text's size for `proposal`: the proposal's width and height as the limits (`nil`
    /// for an unspecified dimension), the same as `measured.size(maxWidth:maxHeight:)`.
    ///
    /// Always inlined into the text's size question, as the cache's lookup is: as calls of
    /// their own, the optimiser no longer specialised the question and copied the whole layout
    /// context into it at every answer.
    @inline(__always)
    func size(for proposal: ProposedViewSize) -> Size {
      // `MeasuredText.Lines.key(forMaxWidth:)`, written out: across the module boundary it was
      // a call at every question, inlinable as it is.
      var key = proposal.width
      if let width = key, !width.isFinite { key = nil }
      let width = key ?? .infinity
      let slot: Slot
      if slot0.width == width {
        slot = slot0
      } else if slot1.width == width {
        slot = slot1
      } else if slot2.width == width {
        slot = slot2
      } else if slot3.width == width {
        slot = slot3
      } else {
        return wrap(maxWidth: key, key: width, maxHeight: proposal.height)
      }
      // What `measured.size(of:maxHeight:)` answers from the same lines.
      switch measured.cut(ofCompleteLines: slot.count, maxHeight: proposal.height) {
      case .all: return slot.size
      case .first: return slot.firstLine
      case .other: return rewrapped(maxWidth: key, maxHeight: proposal.height)
      }
    }

    /// The size at `maxWidth` of the lines that fit `maxHeight`, some but not all of a complete
    /// wrapping and more than one: their widest needs the wrapping again, up to the limit.
    private func rewrapped(maxWidth: Double?, maxHeight: Double?) -> Size {
      let size = measured.size(maxWidth: maxWidth, maxHeight: maxHeight)
      return Size(width: size.width, height: size.height)
    }

    /// The size for a width not kept: the text wrapped to it as far as `maxHeight` needs, kept
    /// if that counted every line (the answer is then the size of all of them).
    private func wrap(maxWidth: Double?, key: Double, maxHeight: Double?) -> Size {
      let lines = measured.lines(maxWidth: maxWidth, maxHeight: maxHeight)
      guard lines.isComplete else {
        let counted = measured.size(of: lines, maxHeight: maxHeight)
        return Size(width: counted.width, height: counted.height)
      }
      // Complete: the wrapping ended below the height's limit, which keeps every line.
      let sizes = measured.sizes(of: lines)
      let size = Size(width: sizes.all.width, height: sizes.all.height)
      let slot = Slot(
        width: key, count: lines.count, size: size,
        firstLine: Size(width: sizes.first.width, height: sizes.first.height))
      switch nextSlot {
      case 0: slot0 = slot
      case 1: slot1 = slot
      case 2: slot2 = slot
      default: slot3 = slot
      }
      nextSlot = (nextSlot + 1) % 4
      return size
    }
  }
}

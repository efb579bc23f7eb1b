import Foundation
import LayoutCore

/// A container layout you write yourself, as with SwiftUI's `Layout` protocol
/// [D: AppleDocs-Layout; R: OSUI-LAYOUT].
///
/// ``sizeThatFits(proposal:subviews:cache:)`` may be called several times with different
/// proposals and must answer each as a pure function. ``placeSubviews(in:proposal:subviews:cache:)``
/// gets `bounds` in the parent's coordinate space — its origin is generally not zero — and
/// places each subview with ``LayoutSubview/place(at:anchor:proposal:)``. A subview that is not
/// placed appears in the centre of `bounds` with the container's proposal.
///
/// Use a layout as a container by calling it: `MyLayout() { Color.red; Text("Hi") }`. The
/// built-in ``HStack``, ``VStack`` and ``ZStack`` are written this way.
///
/// Differences from SwiftUI: there is no view graph to keep a cache in, so the cache is made
/// afresh for every call (there is no `updateCache`); ``layoutProperties`` is an instance
/// property, so one layout type can serve both axes; `LayoutValueKey` is not supported.
///
/// Geometry comes in two spellings. Implement `sizeThatFits(proposal:subviews:cache:)`
/// and `placeSubviews(in:proposal:subviews:cache:)` with LayoutCore's `Size`
/// and `Rect`, or — as SwiftUI code is written — the overloads with Foundation's `CGSize` and
/// `CGRect`; each pair has a default that converts to the other, so implement one of each.
/// (Implementing neither stops with a message naming the method, rather than recursing.)
public protocol Layout: Sendable {
  /// Data computed once per call and shared by the layout's methods.
  associatedtype Cache = Void

  /// The subviews' collection.
  typealias Subviews = LayoutSubviews

  /// Properties that children see, such as the stack axis Spacers expand along.
  var layoutProperties: LayoutProperties { get }

  /// Creates the cache for `subviews`.
  func makeCache(subviews: Subviews) -> Cache

  /// The container's size for `proposal`.
  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> Size

  /// The container's size for `proposal`, in SwiftUI's spelling; see the `Size` form.
  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache)
    -> CGSize

  /// Places the subviews in `bounds`, a rectangle in the parent's coordinate space whose size
  /// this layout returned for `proposal`.
  func placeSubviews(
    in bounds: Rect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache)

  /// Places the subviews in `bounds`, in SwiftUI's spelling; see the `Rect` form.
  func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache)

  /// The container's spacing preferences. Default: the union of the subviews' preferences.
  func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing

  /// The container's explicit value for a horizontal guide, in `bounds`' coordinates, or
  /// `nil`.
  ///
  /// Default: built-in guides (leading, centre, trailing, top, bottom) do not propagate past
  /// a container, so `nil`; custom guides are the average of the placed subviews' explicit
  /// values [R: OSUI-ALIGN `_combineExplicit`; D: AppleDocs-Layout].
  func explicitAlignment(
    of guide: HorizontalAlignment, in bounds: Rect, proposal: ProposedViewSize,
    subviews: Subviews, cache: inout Cache
  ) -> Double?

  /// The container's explicit value for a vertical guide; see the horizontal one.
  func explicitAlignment(
    of guide: VerticalAlignment, in bounds: Rect, proposal: ProposedViewSize,
    subviews: Subviews, cache: inout Cache
  ) -> Double?

  /// The explicit value for a horizontal guide, in SwiftUI's spelling; see the `Rect` form.
  func explicitAlignment(
    of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
    subviews: Subviews, cache: inout Cache
  ) -> CGFloat?

  /// The explicit value for a vertical guide, in SwiftUI's spelling; see the `Rect` form.
  func explicitAlignment(
    of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
    subviews: Subviews, cache: inout Cache
  ) -> CGFloat?
}

extension Layout where Cache == Void {
  /// No cache.
  public func makeCache(subviews: Subviews) {}
}

extension Layout {
  /// No stack orientation.
  public var layoutProperties: LayoutProperties { LayoutProperties() }

  /// The union of the subviews' preferences on every edge [R: OSUI-LAYOUT].
  public func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing {
    subviews.reduce(into: ViewSpacing()) { $0.formUnion($1.spacing) }
  }

  // The library asks the `Rect` forms. Their defaults ask the CG forms, so a layout written
  // in SwiftUI's spelling is heard; the CG defaults compute the default value. (No circle:
  // the CG defaults never call back.)

  /// The CG form's value: by default `nil` for built-in guides and the average of the
  /// subviews' explicit values for custom ones.
  public func explicitAlignment(
    of guide: HorizontalAlignment, in bounds: Rect, proposal: ProposedViewSize,
    subviews: Subviews, cache: inout Cache
  ) -> Double? {
    let value: CGFloat? = explicitAlignment(
      of: guide, in: CGRect(bounds), proposal: proposal, subviews: subviews, cache: &cache)
    return value.map { Double($0) }
  }

  /// The CG form's value; see the horizontal one.
  public func explicitAlignment(
    of guide: VerticalAlignment, in bounds: Rect, proposal: ProposedViewSize,
    subviews: Subviews, cache: inout Cache
  ) -> Double? {
    let value: CGFloat? = explicitAlignment(
      of: guide, in: CGRect(bounds), proposal: proposal, subviews: subviews, cache: &cache)
    return value.map { Double($0) }
  }

  /// `nil` for built-in guides; the average of the subviews' explicit values for custom ones.
  public func explicitAlignment(
    of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
    subviews: Subviews, cache: inout Cache
  ) -> CGFloat? {
    mergedExplicitAlignment(of: guide.key, in: Rect(bounds), proposal: proposal, subviews: subviews)
  }

  /// `nil` for built-in guides; the average of the subviews' explicit values for custom ones.
  public func explicitAlignment(
    of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
    subviews: Subviews, cache: inout Cache
  ) -> CGFloat? {
    mergedExplicitAlignment(of: guide.key, in: Rect(bounds), proposal: proposal, subviews: subviews)
  }

  /// The subviews' explicit values for `guide`, merged, after this layout places them in
  /// `bounds` [R: OSUI-ALIGN `_combineExplicit`; D: AppleDocs-Layout].
  private func mergedExplicitAlignment(
    of guide: AlignmentKey, in bounds: Rect, proposal: ProposedViewSize, subviews: Subviews
  ) -> CGFloat? {
    subviews.mergedExplicitAlignment(of: guide, in: bounds, proposal: proposal) {
      var cache = makeCache(subviews: $0)
      placeSubviews(in: bounds, proposal: proposal, subviews: $0, cache: &cache)
    }.map { CGFloat($0) }
  }

  /// A container that lays out `content` with this layout.
  public func callAsFunction(@LayoutNodeBuilder _ content: () -> [any LayoutNode])
    -> some LayoutNode
  {
    LayoutContainer(layout: self, children: content(), name: String(describing: Self.self))
  }
}

/// Properties of a ``Layout`` that its children see.
public struct LayoutProperties: Hashable, Sendable {
  /// The axis a stack arranges its children along, or `nil`. A ``Spacer`` expands along it
  /// [R: OSUI-HVSTACK].
  public var stackOrientation: Axis?

  /// Creates properties.
  public init(stackOrientation: Axis? = nil) {
    self.stackOrientation = stackOrientation
  }
}

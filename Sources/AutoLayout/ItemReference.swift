/// What the references to a layout item that do not own it point to: the item while it lives,
/// `nil` from the start of its deinitialisation on.
///
/// Each item makes one (``LayoutItem/lifetime``) and clears it when it is deinitialised
/// (`View`'s `deinit`, then `LayoutItem`'s). The references that must not keep an item alive —
/// a view's superview and window, a constraint's items and container, a guide's owning view,
/// the layout engine's lists of views — hold this object strongly (``ItemReference``) instead
/// of holding the item `weak`.
///
/// Why not `weak`: the Swift runtime gives an object a side table the first time a weak
/// reference to it is formed, and from then on every retain and release of the object goes
/// through that table (the runtime's slow path), every weak load is a call that retains the
/// object there, and every weak store or copy updates a count there. Every view is weakly
/// referenced as soon as it has a superview or a constraint, so every view paid that on every
/// retain, release and load, on every path of the layout. This object is never referenced
/// weakly, and neither, through it, is the item: both keep the inline reference count, and
/// reading the item is two loads and a plain retain.
///
/// The difference from `weak`: a subclass's own `deinit` runs before `View`'s, and during it
/// the references still read the object; `weak` reads `nil` as soon as the last strong
/// reference is gone. Nothing in this module reads an item from its own subclass `deinit`.
final class ItemLifetime {
  /// The item; cleared (never freed memory) before the item's storage can be reused, since
  /// the item clears it in its `deinit`.
  var item: LayoutItem? {
    get { storedItem?.takeUnretainedValue() }
    set { storedItem = newValue.map { Unmanaged.passUnretained($0) } }
  }
  /// `item`, unretained: read strongly through `item`, or without a retain through
  /// `unretainedItem`.
  private var storedItem: Unmanaged<LayoutItem>?

  /// `item` without a retain (`nil` once the item is gone), to borrow with
  /// `_withUnsafeGuaranteedRef`: for readers that run none of the item's or the caller's code
  /// meanwhile, so that nothing can free the item while they use it.
  var unretainedItem: Unmanaged<LayoutItem>? { storedItem }

  init() {}
}

/// A reference to a layout item that does not keep it alive and reads `nil` once the item is
/// gone, as `weak` does, without the runtime's side table (see ``ItemLifetime``).
struct ItemReference<Item: LayoutItem> {
  private let lifetime: ItemLifetime?

  /// A reference to `item` (none for `nil`).
  init(_ item: Item?) { lifetime = item?.lifetime }

  /// The item, or `nil` if it has been deinitialised (or there is none).
  var value: Item? {
    guard let item = lifetime?.item else { return nil }
    // The lifetime of an `Item` only ever holds that item.
    return unsafeDowncast(item, to: Item.self)
  }

  /// The item, read where the reference is stored: `mutating` only so that the call receives
  /// the reference's address (see `Array.liveValues()`); nothing is written.
  mutating func load() -> Item? { value }

  /// `true` if the reference was made from `item` (which is alive, so this is `value === item`),
  /// answered without loading the value (a retain and a release). `mutating` as `load()`.
  @inline(__always)
  mutating func refers(to item: LayoutItem) -> Bool { lifetime === item.lifetime }

  /// `true` if both references were made from the same item, whether it lives or not; read in
  /// place, as `refers(to:)`.
  @inline(__always)
  mutating func sharesItem(with other: inout ItemReference) -> Bool {
    lifetime != nil && lifetime === other.lifetime
  }

  /// The item without a retain (see `ItemLifetime.unretainedItem`); `nil` once the item is
  /// gone or there is none.
  @inline(__always)
  var unretained: Unmanaged<LayoutItem>? { lifetime?.unretainedItem }
}

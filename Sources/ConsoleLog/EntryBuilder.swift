/// Numbers a log's items in order of first appearance and turns raw constraints into logged
/// ones.
struct EntryBuilder {
  var table = ItemTable()

  mutating func index(of item: RawItem) -> Int {
    switch item {
    case .addressed(let className, let address, let label):
      return table.index(key: address, className: className, label: label, formatName: nil)
    case .named(let name, let address):
      return table.index(
        key: address ?? "name:\(name)", className: name, label: nil, formatName: name)
    case .superview(let of):
      let child = index(of: of)
      return table.index(
        key: "superview-of:\(child)", className: "UIView", label: nil,
        formatName: "superview of \(table.items[child].name)")
    }
  }

  mutating func resolve(_ raw: RawConstraint) -> LoggedConstraint {
    let first = LoggedTerm(item: index(of: raw.first.item), attribute: raw.first.attribute)
    let second = raw.second.map { LoggedTerm(item: index(of: $0.item), attribute: $0.attribute) }
    return LoggedConstraint(
      className: raw.className, identifier: raw.identifier, origin: raw.origin, first: first,
      relation: raw.relation, second: second, multiplier: raw.multiplier,
      constant: raw.constant, priority: raw.priority, subject: index(of: raw.subject),
      position: raw.position, address: raw.address)
  }
}

/// Walks the input line by line and gathers the layout logs in it. A small state machine, no
/// recursion: a conflict header opens a log, constraint lines join it, "Will attempt to recover
/// by breaking" names the broken one; `|`-indented view lines make a trace; constraint lines
/// without a header make a listing.
struct LogScanner {
  let bytes: [UInt8]
  let limits: ConsoleLogLimits

  private var entries: [ConsoleLogEntry] = []
  /// The open log's constraints.
  private var pending: [RawConstraint] = []
  private var pendingStart: SourcePosition?
  private var hasHeader = false
  private var listOpen = false
  private var awaitingBroken = false
  private var broken: RawConstraint?
  private var trace: [(node: TraceLine, position: SourcePosition)] = []

  init(bytes: [UInt8], limits: ConsoleLogLimits) {
    self.bytes = bytes
    self.limits = limits
  }

  mutating func scan() throws(ConsoleLogError) -> [ConsoleLogEntry] {
    guard bytes.count <= limits.maxBytes else {
      throw .tooLarge(bytes: bytes.count, limit: limits.maxBytes)
    }
    var lineStart = 0
    var line = 1
    while lineStart < bytes.count || (lineStart == 0 && bytes.isEmpty) {
      var end = lineStart
      while end < bytes.count, bytes[end] != UInt8(ascii: "\n") { end += 1 }
      guard end - lineStart <= limits.maxLineBytes else {
        throw .lineTooLong(
          SourcePosition(line: line, column: 1), bytes: end - lineStart,
          limit: limits.maxLineBytes)
      }
      try checkText(lineStart..<end, line: line)
      var contentEnd = end
      if contentEnd > lineStart, bytes[contentEnd - 1] == UInt8(ascii: "\r") { contentEnd -= 1 }
      try take(line: bytes[lineStart..<contentEnd], number: line)
      lineStart = end + 1
      line += 1
      if bytes.isEmpty { break }
    }
    try finish(at: SourcePosition(line: line, column: 1))
    guard !entries.isEmpty else { throw .noLayoutLog(lines: max(line - 1, 0)) }
    return entries
  }

  /// Binary input fails on its first byte that no log has: NUL, most control characters, or a
  /// byte that is not valid UTF-8.
  private func checkText(_ range: Range<Int>, line: Int) throws(ConsoleLogError) {
    var index = range.lowerBound
    while index < range.upperBound {
      let byte = bytes[index]
      let position = SourcePosition(line: line, column: index - range.lowerBound + 1)
      if byte < 0x80 {
        let allowed = byte >= 0x20 || byte == 0x09 || byte == 0x0D || byte == 0x1B || byte == 0x0C
        guard allowed, byte != 0x7F else { throw .notText(position, byte: byte) }
        index += 1
        continue
      }
      // A UTF-8 lead byte and its continuation bytes.
      let length = byte >= 0xF0 && byte <= 0xF4 ? 4 : byte >= 0xE0 ? 3 : byte >= 0xC2 ? 2 : 0
      guard length > 0, index + length <= range.upperBound,
        bytes[(index + 1)..<(index + length)].allSatisfy({ $0 & 0xC0 == 0x80 })
      else { throw .notText(position, byte: byte) }
      index += length
    }
  }

  private static let header = Array("Unable to simultaneously satisfy constraints".utf8)
  private static let breaking = Array("Will attempt to recover by breaking".utf8)
  private static let ambiguous = Array("AMBIGUOUS LAYOUT".utf8)

  private mutating func take(line: ArraySlice<UInt8>, number: Int) throws(ConsoleLogError) {
    let lineStart = line.startIndex
    func position(_ index: Int) -> SourcePosition {
      SourcePosition(line: number, column: index - lineStart + 1)
    }
    if let at = find(Self.header, in: line) {
      try finish(at: position(at))
      if find(Array("<private>".utf8), in: line) != nil { throw .redacted(position(at)) }
      pendingStart = position(at)
      hasHeader = true
      return
    }
    if let at = find(Self.breaking, in: line) {
      if pendingStart == nil { pendingStart = position(at) }
      awaitingBroken = true
      if let description = try constraint(in: line, number: number) {
        broken = description
        try finish(at: position(at))
      }
      return
    }
    if let description = try constraint(in: line, number: number) {
      try finishTrace()
      if awaitingBroken {
        broken = description
        try finish(at: description.position)
        return
      }
      if pendingStart == nil { pendingStart = description.position }
      guard pending.count < limits.maxConstraintsPerLog else {
        throw .tooMany(
          description.position, what: "constraints in one log",
          limit: limits.maxConstraintsPerLog)
      }
      pending.append(description)
      return
    }
    let trimmed = trimmedRange(line)
    let text = line[trimmed]
    if pendingStart != nil, let at = find(Array("<private>".utf8), in: line) {
      throw .redacted(position(at))
    }
    if awaitingBroken {
      if text.isEmpty || text.allSatisfy({ $0 == UInt8(ascii: "`") }) { return }
      throw .truncated(position(trimmed.lowerBound), expected: "the constraint UIKit broke")
    }
    if let node = TraceLine(text) {
      try finishConflict(at: position(trimmed.lowerBound))
      guard trace.count < limits.maxTraceNodes else {
        throw .tooMany(
          position(trimmed.lowerBound), what: "views in one trace",
          limit: limits.maxTraceNodes)
      }
      trace.append((node, position(trimmed.lowerBound + node.itemOffset)))
      return
    }
    try finishTrace()
    if text.first == UInt8(ascii: "(") && text.count <= 2 { listOpen = pendingStart != nil }
    if text.last == UInt8(ascii: ")") && text.count <= 2 { listOpen = false }
    // Any other line (the advice UIKit prints, prose, timestamps) is skipped; a listing
    // without a header ends at it.
    if !hasHeader, !pending.isEmpty, !text.isEmpty,
      !text.allSatisfy({ "()`\"> ".utf8.contains($0) })
    {
      try finish(at: position(trimmed.lowerBound))
    }
  }

  /// The constraint description in `line`, if it has one: from a `<` followed by a class whose
  /// name ends in `Constraint` and an address, to the line's last `>`.
  private func constraint(in line: ArraySlice<UInt8>, number: Int) throws(ConsoleLogError)
    -> RawConstraint?
  {
    var index = line.startIndex
    while index < line.endIndex {
      defer { index += 1 }
      guard line[index] == UInt8(ascii: "<") else { continue }
      var probe = ByteCursor(line[(index + 1)...])
      probe.skipSpaces()
      let className = probe.take { isNameByte($0) && $0 != UInt8(ascii: ":") }
      guard className.hasSuffix("Constraint"), probe.consume(":") else { continue }
      probe.skipSpaces()
      guard probe.startsWith("0x") else { continue }
      var end = line.endIndex
      while end > index, line[end - 1] != UInt8(ascii: ">") { end -= 1 }
      // The closing `>` must not be part of `>=` or of a quoted label.
      guard end > index + 1, end - 1 > probe.index else {
        throw .truncated(
          SourcePosition(line: number, column: line.endIndex - line.startIndex + 1),
          expected: "`>` closing the constraint description")
      }
      var close = end - 1
      if close > index, line[close - 1] == UInt8(ascii: "\\") { close -= 1 }
      var parser = ConstraintDescriptionParser(
        bytes: line[index..<close], line: number, lineStart: line.startIndex)
      return try parser.parse()
    }
    return nil
  }

  private mutating func finish(at position: SourcePosition) throws(ConsoleLogError) {
    try finishTrace()
    try finishConflict(at: position)
  }

  private mutating func finishConflict(at position: SourcePosition) throws(ConsoleLogError) {
    defer {
      pending = []
      pendingStart = nil
      hasHeader = false
      listOpen = false
      awaitingBroken = false
      broken = nil
    }
    guard let start = pendingStart else { return }
    if awaitingBroken && broken == nil {
      throw .truncated(position, expected: "the constraint UIKit broke")
    }
    if listOpen && broken == nil {
      throw .truncated(position, expected: "`)` closing the list of constraints")
    }
    guard !pending.isEmpty || broken != nil else { throw .emptyConstraintList(start) }
    guard entries.count < limits.maxLogs else {
      throw .tooMany(start, what: "logs", limit: limits.maxLogs)
    }
    var builder = EntryBuilder()
    let constraints = pending.map { builder.resolve($0) }
    if hasHeader || broken != nil {
      var log = UnsatisfiableConstraintsLog(
        position: start, items: [], constraints: constraints, broken: nil)
      if let broken {
        let resolved = builder.resolve(broken)
        if let index = constraints.firstIndex(where: { $0.address == resolved.address }) {
          log.broken = index
        } else {
          log.constraints.append(resolved)
          log.broken = log.constraints.count - 1
        }
      }
      log.items = builder.table.items
      entries.append(.unsatisfiable(log))
    } else {
      entries.append(
        .listing(
          ConstraintListing(position: start, items: builder.table.items, constraints: constraints)
        ))
    }
  }

  private mutating func finishTrace() throws(ConsoleLogError) {
    guard let first = trace.first else { return }
    defer { trace = [] }
    guard entries.count < limits.maxLogs else {
      throw .tooMany(first.position, what: "logs", limit: limits.maxLogs)
    }
    var table = ItemTable()
    var nodes: [TraceNode] = []
    // The open ancestors, one per depth; explicit, so that depth drives no recursion.
    var ancestors: [Int] = []
    for (line, position) in trace {
      while ancestors.count > line.depth { ancestors.removeLast() }
      let parent = ancestors.count == line.depth ? ancestors.last : nil
      let item = table.index(
        key: line.address, className: line.className, label: line.label, formatName: nil)
      nodes.append(
        TraceNode(
          item: item, depth: line.depth, parent: parent, usesAutoLayout: line.usesAutoLayout,
          translatesAutoresizingMask: line.translatesAutoresizingMask,
          isAmbiguous: line.isAmbiguous, ambiguousAttributes: line.ambiguousAttributes,
          position: position))
      if ancestors.count == line.depth { ancestors.append(nodes.count - 1) }
    }
    entries.append(
      .trace(AutolayoutTrace(position: first.position, items: table.items, nodes: nodes)))
  }
}

/// The first index of `needle` in `haystack`.
func find(_ needle: [UInt8], in haystack: ArraySlice<UInt8>) -> Int? {
  guard let first = needle.first, haystack.count >= needle.count else { return nil }
  var index = haystack.startIndex
  let last = haystack.endIndex - needle.count
  while index <= last {
    if haystack[index] == first, haystack[index..<(index + needle.count)].elementsEqual(needle) {
      return index
    }
    index += 1
  }
  return nil
}

/// The line without leading and trailing blanks.
func trimmedRange(_ line: ArraySlice<UInt8>) -> Range<Int> {
  var start = line.startIndex
  var end = line.endIndex
  while start < end, line[start] == 0x20 || line[start] == 0x09 { start += 1 }
  while end > start, line[end - 1] == 0x20 || line[end - 1] == 0x09 { end -= 1 }
  return start..<end
}

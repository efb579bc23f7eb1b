import Foundation

#if canImport(FoundationXML)
  import FoundationXML
#else
  import Foundation
#endif

/// One element of the parsed XML, in a flat array so that nothing walks the tree recursively.
struct XMLElementNode: Sendable {
  let name: String
  let attributes: [String: String]
  let line: Int
  let column: Int
  /// The index of the parent element in ``XMLTree/nodes``; nil for the root.
  let parent: Int?
  /// The indices of the children, in document order.
  var children: [Int] = []
  /// The element's character data (used for `<string key="text">`).
  var text: String = ""
  /// Nesting depth; the root is 0.
  let depth: Int
}

/// A whole XML document as a flat array of elements in document order (a parent always comes
/// before its children), built from Foundation's event-based `XMLParser`.
struct XMLTree: Sendable {
  var nodes: [XMLElementNode]

  /// Parses `data`; throws ``IBError`` for malformed XML or input past ``IBLimits``.
  static func parse(_ data: Data, file: String) throws(IBError) -> XMLTree {
    guard data.count <= IBLimits.maximumFileBytes else {
      throw IBError(
        file: file, line: 0, column: 0, kind: .fileTooLarge,
        message: "the file has \(data.count) bytes; the limit is \(IBLimits.maximumFileBytes)")
    }
    try checkUTF8(data, file: file)
    let parser = XMLParser(data: data)
    let collector = Collector(file: file)
    parser.delegate = collector
    parser.shouldProcessNamespaces = false
    parser.shouldResolveExternalEntities = false
    let succeeded = parser.parse()
    if let error = collector.error { throw error }
    guard succeeded else {
      let reason = parser.parserError.map { "\($0.localizedDescription)" } ?? "unknown parser error"
      throw IBError(
        file: file, line: parser.lineNumber, column: parser.columnNumber, kind: .malformedXML,
        message: "the XML is not well formed (\(reason))")
    }
    // On Linux, XMLParser reports success for a file that stops inside an element, so the
    // reader checks that every element it opened was closed.
    if let unclosed = collector.open.last {
      let node = collector.nodes[unclosed]
      throw IBError(
        file: file, line: parser.lineNumber, column: parser.columnNumber, kind: .malformedXML,
        message: "the file ends inside <\(node.name)> opened on line \(node.line) (truncated?)")
    }
    guard !collector.nodes.isEmpty else {
      throw IBError(
        file: file, line: 0, column: 0, kind: .malformedXML,
        message: "the file holds no XML element")
    }
    return XMLTree(nodes: collector.nodes)
  }

  /// Interface Builder writes UTF-8, and Foundation's `XMLParser` on Linux crashes on some
  /// invalid UTF-8 (found by the fuzzer: a mangled byte, then a comment), so anything else is
  /// refused first, with the line of the first bad byte.
  static func checkUTF8(_ data: Data, file: String) throws(IBError) {
    var bytes = data.makeIterator()
    var parser = Unicode.UTF8.ForwardParser()
    var offset = 0
    var line = 1
    var lineStart = 0
    while true {
      switch parser.parseScalar(from: &bytes) {
      case .valid(let encoded):
        if encoded.count == 1 && encoded.first == UInt8(ascii: "\n") {
          line += 1
          lineStart = offset + 1
        }
        offset += encoded.count
      case .emptyInput:
        return
      case .error:
        throw IBError(
          file: file, line: line, column: offset - lineStart + 1, kind: .malformedXML,
          message: "byte \(offset) is not valid UTF-8; Interface Builder documents are UTF-8")
      }
    }
  }

  /// The parser's delegate: appends each element and stops the parser at the first limit passed.
  private final class Collector: NSObject, XMLParserDelegate {
    let file: String
    var nodes: [XMLElementNode] = []
    var open: [Int] = []
    var error: IBError?

    init(file: String) { self.file = file }

    func fail(_ parser: XMLParser, _ kind: IBError.Kind, _ message: String) {
      error = IBError(
        file: file, line: parser.lineNumber, column: parser.columnNumber, kind: kind,
        message: message)
      parser.abortParsing()
    }

    func parser(
      _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
      qualifiedName qName: String?, attributes attributeDict: [String: String] = [:]
    ) {
      guard error == nil else { return }
      guard open.count < IBLimits.maximumDepth else {
        return fail(
          parser, .nestingTooDeep,
          "<\(elementName)> nests \(open.count + 1) elements deep; the limit is \(IBLimits.maximumDepth)"
        )
      }
      guard nodes.count < IBLimits.maximumElements else {
        return fail(parser, .tooManyElements, "more than \(IBLimits.maximumElements) elements")
      }
      // The first over-long attribute by name, not in the dictionary's hash order: with two of
      // them the same one is named in every run.
      let tooLong = attributeDict.lazy.filter { $0.value.count > IBLimits.maximumAttributeLength }
      if let (key, value) = tooLong.min(by: { $0.key < $1.key }) {
        return fail(
          parser, .attributeTooLong,
          "attribute \(key) of <\(elementName)> has \(value.count) characters; the limit is \(IBLimits.maximumAttributeLength)"
        )
      }
      let index = nodes.count
      nodes.append(
        XMLElementNode(
          name: elementName, attributes: attributeDict, line: parser.lineNumber,
          column: parser.columnNumber, parent: open.last, depth: open.count))
      if let parent = open.last { nodes[parent].children.append(index) }
      open.append(index)
    }

    func parser(
      _ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?,
      qualifiedName qName: String?
    ) {
      guard error == nil else { return }
      _ = open.popLast()
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
      guard error == nil, let current = open.last else { return }
      guard nodes[current].text.count + string.count <= IBLimits.maximumAttributeLength else {
        return fail(
          parser, .attributeTooLong,
          "the text of <\(nodes[current].name)> is longer than \(IBLimits.maximumAttributeLength) characters"
        )
      }
      nodes[current].text += string
    }
  }
}

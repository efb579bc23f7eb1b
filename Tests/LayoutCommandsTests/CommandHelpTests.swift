import ArgumentParser
import LayoutCommands
import Testing

/// Each command's help is written as paragraphs that ArgumentParser wraps to the terminal's
/// width: a line break inside a paragraph of the source would print as a ragged short line in
/// every terminal narrower than the source's 100 columns.
@Suite("Command help")
struct CommandHelpTests {
  static let commands: [any ParsableCommand.Type] = [
    Plumb.self, Demo.self, Render.self, Check.self, Devices.self, Export.self, Preview.self,
    Explain.self,
  ]

  @Test("Each paragraph of a command's help is one line when the terminal is wide enough")
  func paragraphsWrapToTheTerminal() {
    for command in Self.commands {
      let discussion = command.configuration.discussion
      // A paragraph's lines start at the left margin; examples, tables and their headings
      // ("Examples:") are indented or end with a colon, and keep their own lines.
      let lines = discussion.split(separator: "\n", omittingEmptySubsequences: false)
      for (line, next) in zip(lines, lines.dropFirst()) {
        let isProse = { (text: Substring) in
          !text.isEmpty && !text.hasPrefix(" ") && !text.hasSuffix(":")
        }
        #expect(
          !(isProse(line) && isProse(next)),
          "\(command.configuration.commandName ?? "\(command)"): a paragraph breaks after “\(line)”"
        )
      }
    }
  }
}

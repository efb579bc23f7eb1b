import Testing

@testable import LayoutCommands

@Test("A scene's sheet is named for the scene, made safe for any file system and never taken twice")
func sheetFileNames() {
  #expect(
    Check.sheetFileNames(["Settings › NameCell", "A/B", nil, "a-b", "", "Übersicht"])
      == [
        "Settings-NameCell.svg", "A-B.svg", "sheet.svg", "a-b-2.svg", "sheet-2.svg",
        "Übersicht.svg",
      ])
}

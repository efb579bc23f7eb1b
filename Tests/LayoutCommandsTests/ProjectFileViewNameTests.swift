import Testing

@testable import LayoutCommands

@Suite("A project file's entry names views as the report prints them, by id or by class")
struct ProjectFileViewNameTests {
  @Test(
    "A storyboard view is named by its printed name, its Interface Builder id or its custom class"
  )
  func storyboardViewNames() {
    let scope = AppScope()
    // The report prints a storyboard view as `Class id`, or `"Title" (class id)` with a text.
    let panel = "DeveloperOnlyView co3-ck-sKp"
    let button = "\"EMAIL EXISTS\" (ActionButton zky-hQ-dKc)"
    for name in [panel, "co3-ck-sKp", "DeveloperOnlyView"] { #expect(scope.names(panel, name)) }
    for name in [button, "zky-hQ-dKc", "ActionButton"] { #expect(scope.names(button, name)) }
    // Not the title's words, nor another view's class or id.
    for name in ["EMAIL", "\"EMAIL", "DeveloperOnlyView", "co3-ck-sKp"] {
      #expect(!scope.names(button, name))
    }
  }

  @Test("A layout file's view is named by its name alone")
  func layoutFileViewNames() {
    let scope = AppScope()
    #expect(scope.names("panel", "panel"))
    #expect(!scope.names("flag", "panel"))
  }
}

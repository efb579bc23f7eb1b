import Foundation
import InterfaceBuilder
import Testing

/// Reads a fixture of this test target by file name.
func readFixture(_ name: String) throws -> IBDocument {
  let url = try #require(Bundle.module.url(forResource: "Fixtures/" + name, withExtension: nil))
  return try IBReader.read(Data(contentsOf: url), file: name)
}

/// Reads XML text, returning the error it throws (nil when it reads).
func readError(_ text: String) -> IBError? {
  do {
    _ = try IBReader.read(Data(text.utf8), file: "test.storyboard")
    return nil
  } catch {
    return error
  }
}

/// A one-scene storyboard around `body` (the root view's children), for small cases.
func storyboard(rootChildren body: String) -> String {
  """
  <?xml version="1.0" encoding="UTF-8"?>
  <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0">
    <scenes>
      <scene sceneID="s">
        <objects>
          <viewController id="vc" sceneMemberID="viewController">
            <view key="view" id="root">
              \(body)
            </view>
          </viewController>
        </objects>
      </scene>
    </scenes>
  </document>
  """
}

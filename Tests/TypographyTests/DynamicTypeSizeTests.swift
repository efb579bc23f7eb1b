import Testing

@testable import Typography

// The HIG tables again, typed a second time from the guidelines' "Typography" → Specifications
// page (https://developer.apple.com/design/human-interface-guidelines/typography#Specifications)
// as one line per style: point sizes only, from xSmall to AX5. The runner compares every cell
// with the library's table, so a transposed row or column in either copy shows up.
private let guidelinePointSizes: [(TextStyle, [Double])] = [
  (.largeTitle, [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60]),
  (.title1, [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58]),
  (.title2, [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56]),
  (.title3, [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55]),
  (.headline, [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53]),
  (.body, [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53]),
  (.callout, [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51]),
  (.subheadline, [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49]),
  (.footnote, [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44]),
  (.caption1, [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43]),
  (.caption2, [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 40]),
]

@Test(
  "Every text style has Apple's point size at every content size category",
  arguments: guidelinePointSizes)
func pointSizesMatchTheGuidelines(style: TextStyle, sizes: [Double]) {
  #expect(DynamicTypeSizes.row(style).count == ContentSizeCategory.allCases.count)
  for (category, expected) in zip(ContentSizeCategory.allCases, sizes) {
    #expect(style.pointSize(for: category) == expected, "\(style) at \(category)")
  }
}

@Test("The table covers all eleven styles and all twelve categories")
func tableIsComplete() {
  #expect(TextStyle.allCases.count == 11)
  #expect(ContentSizeCategory.allCases.count == 12)
  #expect(Set(guidelinePointSizes.map(\.0)) == Set(TextStyle.allCases))
}

@Test("At the default category the sizes are the familiar ones: body 17, large title 34")
func defaultCategorySizes() {
  // The "Large (default)" column of the guidelines.
  #expect(TextStyle.body.pointSize() == 17)
  #expect(TextStyle.largeTitle.pointSize() == 34)
  #expect(TextStyle.caption2.pointSize() == 11)
  #expect(TextStyle.body.leading() == 22)
}

@Test("Sizes never shrink as the category grows")
func sizesGrowWithTheCategory() {
  for style in TextStyle.allCases {
    let sizes = ContentSizeCategory.allCases.map { style.pointSize(for: $0) }
    #expect(zip(sizes, sizes.dropFirst()).allSatisfy { $0 <= $1 }, "\(style)")
  }
}

@Test("Categories are ordered smallest first and the last five are the accessibility sizes")
func categoryOrder() {
  #expect(ContentSizeCategory.extraSmall < .large)
  #expect(ContentSizeCategory.extraExtraExtraLarge < .accessibilityMedium)
  #expect(ContentSizeCategory.allCases.filter(\.isAccessibilityCategory).count == 5)
  #expect(!ContentSizeCategory.extraExtraExtraLarge.isAccessibilityCategory)
}

// Recorded on iOS 26.1 (scale 3): Sources/OpenUIKit/Resources/dynamic_type.json of the public
// repository Vercantez/openuikit at commit 6f62d1d0df4b4aa3490da5e9637345741e1942d2, fields
// `bases`, `styles.<style>.<category>.scaled` (what `UIFontMetrics(forTextStyle:)
// .scaledValue(for:compatibleWith:)` returned for each base) and `.scaledFont` (the point size of
// `scaledFont(for:compatibleWith:)` for a font of each base size). Numbers only, transcribed for
// 16 of the 48 recorded (style, category) rows of the four styles read.
import Typography

/// The base values and font sizes the recording scaled.
let recordedScalingBases: [Double] = [
  8, 10, 11, 12, 13, 14, 15, 16, 17, 18, 20, 22, 24, 26, 28, 34, 40, 48, 64,
]

/// One recorded row: the scaled values and font sizes of ``recordedScalingBases``.
struct RecordedScaling: Sendable {
  let style: TextStyle
  let category: ContentSizeCategory
  let values: [Double]
  let fontSizes: [Double]
}

let recordedScalings: [RecordedScaling] = [
  RecordedScaling(
    style: .body, category: .extraSmall,
    values: [
      7, 8.666667, 9.666667, 10.333333, 11.333333, 12, 13, 13.666667,
      14.666667, 15.666667, 17.333333, 19, 20.666667, 22.333333, 24.333333, 29.333333,
      34.666667, 41.333333, 55.333333,
    ],
    fontSizes: [
      7, 9, 10, 10, 11, 12, 13, 14, 15, 16, 17, 19, 21, 22, 24, 29, 35, 41, 55,
    ]),
  RecordedScaling(
    style: .body, category: .medium,
    values: [
      7.666667, 9.666667, 10.666667, 11.333333, 12.333333, 13.333333, 14.333333, 15.333333,
      16.333333, 17.333333, 19, 21, 23, 24.666667, 26.666667, 32.333333,
      38.333333, 45.666667, 61,
    ],
    fontSizes: [
      8, 10, 11, 11, 12, 13, 14, 15, 16, 17, 19, 21, 23, 25, 27, 32, 38, 46, 61,
    ]),
  RecordedScaling(
    style: .body, category: .extraExtraExtraLarge,
    values: [
      10.666667, 13.333333, 14.666667, 15.666667, 17, 18.333333, 19.666667, 21,
      22.333333, 23.666667, 26.333333, 29, 31.666667, 34.333333, 37, 44.666667,
      52.666667, 63.333333, 84.333333,
    ],
    fontSizes: [
      11, 13, 15, 16, 17, 18, 20, 21, 22, 24, 26, 29, 32, 34, 37, 45, 53, 63, 84,
    ]),
  RecordedScaling(
    style: .body, category: .accessibilityMedium,
    values: [
      12.333333, 15.333333, 17, 18.666667, 20, 21.666667, 23.333333, 24.666667,
      26.333333, 27.666667, 31, 34, 37, 40.333333, 43.333333, 52.666667,
      61.666667, 74.333333, 99,
    ],
    fontSizes: [
      12, 15, 17, 19, 20, 22, 23, 25, 26, 28, 31, 34, 37, 40, 43, 53, 62, 74, 99,
    ]),
  RecordedScaling(
    style: .body, category: .accessibilityExtraLarge,
    values: [
      17.333333, 21.666667, 24, 26.333333, 28.333333, 30.666667, 32.666667, 35,
      37, 39.333333, 43.666667, 48, 52.333333, 56.666667, 61, 74.333333,
      87.333333, 104.666667, 139.666667,
    ],
    fontSizes: [
      17, 22, 24, 26, 28, 31, 33, 35, 37, 39, 44, 48, 52, 57, 61, 74, 87, 105, 140,
    ]),
  RecordedScaling(
    style: .body, category: .accessibilityExtraExtraExtraLarge,
    values: [
      22.666667, 28.333333, 31, 33.666667, 36.666667, 39.333333, 42.333333, 45,
      48, 50.666667, 56.333333, 62, 67.666667, 73.333333, 79, 95.666667,
      112.666667, 135.333333, 180.333333,
    ],
    fontSizes: [
      23, 28, 31, 34, 37, 39, 42, 45, 48, 51, 56, 62, 68, 73, 79, 96, 113, 135, 180,
    ]),
  RecordedScaling(
    style: .callout, category: .extraSmall,
    values: [
      7, 8.666667, 9.333333, 10.333333, 11, 12, 13, 13.666667,
      14.666667, 15.333333, 17, 19, 20.666667, 22.333333, 24, 29,
      34.333333, 41, 55,
    ],
    fontSizes: [
      7, 9, 9, 10, 11, 12, 13, 14, 15, 15, 17, 19, 21, 22, 24, 29, 34, 41, 55,
    ]),
  RecordedScaling(
    style: .callout, category: .accessibilityLarge,
    values: [
      15, 18.666667, 20.333333, 22.333333, 24, 26, 28, 29.666667,
      31.666667, 33.333333, 37, 41, 44.666667, 48.333333, 52, 63,
      74.333333, 89, 119,
    ],
    fontSizes: [
      15, 19, 20, 22, 24, 26, 28, 30, 32, 33, 37, 41, 45, 48, 52, 63, 74, 89, 119,
    ]),
  RecordedScaling(
    style: .callout, category: .accessibilityExtraExtraLarge,
    values: [
      19.666667, 24.666667, 27.333333, 29.666667, 32.333333, 34.666667, 37, 39.666667,
      42, 44.666667, 49.666667, 54.333333, 59.333333, 64.333333, 69.333333, 84.333333,
      99, 119, 158.333333,
    ],
    fontSizes: [
      20, 25, 27, 30, 32, 35, 37, 40, 42, 45, 50, 54, 59, 64, 69, 84, 99, 119, 158,
    ]),
  RecordedScaling(
    style: .caption1, category: .small,
    values: [
      6.666667, 8, 9, 9.666667, 10.666667, 11.333333, 12.333333, 13,
      13.666667, 14.666667, 16.333333, 18, 19.666667, 21, 22.666667, 27.666667,
      32.666667, 39, 52,
    ],
    fontSizes: [
      7, 8, 9, 10, 11, 11, 12, 13, 14, 15, 16, 18, 20, 21, 23, 28, 33, 39, 52,
    ]),
  RecordedScaling(
    style: .caption1, category: .extraLarge,
    values: [
      9.666667, 12, 13, 14.333333, 15.333333, 16.666667, 17.666667, 19,
      20.333333, 21.333333, 23.666667, 26, 28.666667, 31, 33.333333, 40.333333,
      47.666667, 57, 76,
    ],
    fontSizes: [
      10, 12, 13, 14, 15, 17, 18, 19, 20, 21, 24, 26, 29, 31, 33, 40, 48, 57, 76,
    ]),
  RecordedScaling(
    style: .caption1, category: .accessibilityLarge,
    values: [
      16, 20, 22, 24, 26, 28, 30, 32,
      34, 36, 40, 44, 48, 52, 56, 68,
      80, 96, 128,
    ],
    fontSizes: [
      16, 20, 22, 24, 26, 28, 30, 32, 34, 36, 40, 44, 48, 52, 56, 68, 80, 96, 128,
    ]),
  RecordedScaling(
    style: .caption1, category: .accessibilityExtraExtraExtraLarge,
    values: [
      25.666667, 32, 35, 38.333333, 41.333333, 44.666667, 47.666667, 51,
      54.333333, 57.333333, 63.666667, 70, 76.666667, 83, 89.333333, 108.333333,
      127.666667, 153, 204,
    ],
    fontSizes: [
      26, 32, 35, 38, 41, 45, 48, 51, 54, 57, 64, 70, 77, 83, 89, 108, 128, 153, 204,
    ]),
  RecordedScaling(
    style: .caption2, category: .extraLarge,
    values: [
      11, 14, 15.333333, 16.666667, 18, 19.333333, 20.666667, 22,
      23.666667, 25, 27.666667, 30.333333, 33.333333, 36, 38.666667, 47,
      55.333333, 66.333333, 88.666667,
    ],
    fontSizes: [
      11, 14, 15, 17, 18, 19, 21, 22, 24, 25, 28, 30, 33, 36, 39, 47, 55, 66, 89,
    ]),
  RecordedScaling(
    style: .caption2, category: .accessibilityMedium,
    values: [
      15.333333, 19.333333, 21, 23, 25, 27, 29, 30.666667,
      32.666667, 34.666667, 38.333333, 42.333333, 46, 50, 54, 65.333333,
      77, 92.333333, 123,
    ],
    fontSizes: [
      15, 19, 21, 23, 25, 27, 29, 31, 33, 35, 38, 42, 46, 50, 54, 65, 77, 92, 123,
    ]),
  RecordedScaling(
    style: .caption2, category: .accessibilityExtraExtraExtraLarge,
    values: [
      29.666667, 37, 40.666667, 44.333333, 48, 51.666667, 55.333333, 59,
      62.666667, 66.333333, 74, 81.333333, 88.666667, 96, 103.333333, 125.666667,
      147.666667, 177.333333, 236.333333,
    ],
    fontSizes: [
      30, 37, 41, 44, 48, 52, 55, 59, 63, 66, 74, 81, 89, 96, 103, 126, 148, 177, 236,
    ]),
]

extension Device {
  /// Every catalogued device: every iPhone and iPad that runs iOS or iPadOS 17 or later,
  /// iPhones first (Documentation/Facts/Devices.md#device-table).
  public static let all: [Device] = iPhones + iPads

  /// Every unsourced value of the catalog: (device, field, what was assumed).
  public static var unsourcedValues: [(device: String, field: Field, reason: String)] {
    all.flatMap { device in
      Field.allCases.compactMap { field in device.unsourced[field].map { (device.name, field, $0) }
      }
    }
  }
}

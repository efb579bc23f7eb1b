/// The form in which names are compared: lower case, letters and digits only, so that case,
/// spaces and punctuation never matter ("iPhone SE (3rd generation)" → "iphonese3rdgeneration").
func lookupKey(_ name: String) -> String {
  String(
    name.lowercased().unicodeScalars.filter {
      $0.properties.isAlphabetic || ("0"..."9").contains($0)
    })
}

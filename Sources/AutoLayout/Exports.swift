// Labels measure text with Typography, and trait collections carry Traits' size classes: both
// are part of this module's API, so `import AutoLayout` brings them along.
@_exported import Traits
@_exported import Typography

// Text measurement lives in the Typography module, shared with AutoLayout's labels; re-exporting
// it keeps `import ProposalLayout` enough for `TextMeasurer` and friends.
@_exported import Typography

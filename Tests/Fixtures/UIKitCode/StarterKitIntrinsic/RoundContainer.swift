// Quoted from jrasmusson/ios-starter-kit (autolayout/intrinsicContentSize.md, code block 2, commit 26f6e291aee5f6f4efbaeabd3a1f63b51733ae48),
// MIT License, Copyright (c) 2018 Jonathan Rasmusson: see ../LICENSE-ios-starter-kit.
// Unchanged but for the import below (added where the quoted block had none).
// RoundContainer.swift
#if canImport(UIKit)
import UIKit
#else
import PlumbUIKit
#endif

final class RoundContainer: UIView {

    var cornerRadius: CGFloat = 10.0 {
        didSet {
            layer.cornerRadius = cornerRadius
        }
    }

    override var intrinsicContentSize: CGSize {
        return CGSize(width: cornerRadius * 2, height: cornerRadius * 2)
    }
}

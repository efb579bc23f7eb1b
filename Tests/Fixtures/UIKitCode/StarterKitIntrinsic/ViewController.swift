// Quoted from jrasmusson/ios-starter-kit (autolayout/intrinsicContentSize.md, code block 3, commit 26f6e291aee5f6f4efbaeabd3a1f63b51733ae48),
// MIT License, Copyright (c) 2018 Jonathan Rasmusson: see ../LICENSE-ios-starter-kit.
// Unchanged but for the import below (added where the quoted block had none).
// ViewController.swift
#if canImport(UIKit)
import UIKit
#else
import PlumbUIKit
#endif

class ViewController: UIViewController {

    override func viewDidLoad() {
        super.viewDidLoad()

        setupViews()
    }

    func setupViews() {
        let container = RoundContainer()
        container.backgroundColor = .orange
        container.cornerRadius = 20
        container.translatesAutoresizingMaskIntoConstraints = false

        view.addSubview(container)

        container.centerXAnchor.constraint(equalTo: view.centerXAnchor).isActive = true
        container.centerYAnchor.constraint(equalTo: view.centerYAnchor).isActive = true
    }

}

// Quoted from jrasmusson/ios-starter-kit (autolayout/basics/Basics.md, code block 1, commit f139b1906a562abbb78176097df33d16c9e75a77),
// MIT License, Copyright (c) 2018 Jonathan Rasmusson: see ../LICENSE-ios-starter-kit.
// Unchanged but for the import below (added where the quoted block had none).
//
//  ViewController.swift
//  StackViewStoryboard
//
//  Created by Jonathan Rasmusson (Contractor) on 2018-08-29.
//  Copyright © 2018 Jonathan Rasmusson (Contractor). All rights reserved.
//

#if canImport(UIKit)
import UIKit
#else
import PlumbUIKit
#endif

class ViewController: UIViewController {

    override func viewDidLoad() {
        super.viewDidLoad()

        // setup
        let stackView = UIStackView()
        stackView.axis = .vertical
        stackView.translatesAutoresizingMaskIntoConstraints = false

        // topStackView
        let topStackView = UIStackView()
        topStackView.translatesAutoresizingMaskIntoConstraints = false

        let redView = UIView()
        redView.translatesAutoresizingMaskIntoConstraints = false
        redView.backgroundColor = UIColor.red

        topStackView.addArrangedSubview(redView)

        // bottomStackView
        let bottomStackView = UIStackView()
        bottomStackView.translatesAutoresizingMaskIntoConstraints = false

        let blueView = UIView()
        blueView.translatesAutoresizingMaskIntoConstraints = false
        blueView.backgroundColor = UIColor.blue

        bottomStackView.addArrangedSubview(blueView)

        stackView.addArrangedSubview(topStackView)
        stackView.addArrangedSubview(bottomStackView)

        // constraints
        redView.topAnchor.constraint(equalTo: topStackView.topAnchor).isActive = true
        redView.leadingAnchor.constraint(equalTo: topStackView.leadingAnchor).isActive = true
        redView.trailingAnchor.constraint(equalTo: topStackView.trailingAnchor).isActive = true
        redView.heightAnchor.constraint(greaterThanOrEqualToConstant: 200).isActive = true

        blueView.topAnchor.constraint(equalTo: bottomStackView.topAnchor).isActive = true
        blueView.leadingAnchor.constraint(equalTo: bottomStackView.leadingAnchor).isActive = true
        blueView.trailingAnchor.constraint(equalTo: bottomStackView.trailingAnchor).isActive = true
        blueView.heightAnchor.constraint(equalToConstant: 200).isActive = true

        // stackView
        view.addSubview(stackView)
        stackView.translatesAutoresizingMaskIntoConstraints = false
        stackView.topAnchor.constraint(equalTo: view.topAnchor).isActive = true
        stackView.bottomAnchor.constraint(equalTo: view.bottomAnchor).isActive = true
        stackView.leadingAnchor.constraint(equalTo: view.leadingAnchor).isActive = true
        stackView.trailingAnchor.constraint(equalTo: view.trailingAnchor).isActive = true
    }

}


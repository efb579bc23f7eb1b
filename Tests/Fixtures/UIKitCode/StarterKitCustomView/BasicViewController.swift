// Quoted from jrasmusson/ios-starter-kit (autolayout/customView.md, code block 2, commit 26f6e291aee5f6f4efbaeabd3a1f63b51733ae48),
// MIT License, Copyright (c) 2018 Jonathan Rasmusson: see ../LICENSE-ios-starter-kit.
// Unchanged but for the import below (added where the quoted block had none).
#if canImport(UIKit)
import UIKit
#else
import PlumbUIKit
#endif

class BasicViewController: UIViewController {

    override func viewDidLoad() {
        super.viewDidLoad()
        setupViews()
    }

    func setupViews() {
        view.backgroundColor = .white
        
        let item1 = makeLabel(title: "Internet")
        let item2 = makeCustomView()

        view.addSubview(item1)
        view.addSubview(item2)

        item1.topAnchor.constraint(equalTo: view.topAnchor, constant: 48).isActive = true
        item1.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 8).isActive = true
        item1.trailingAnchor.constraint(equalTo: item2.leadingAnchor, constant: -8).isActive = true
        item2.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -8).isActive = true
        item1.centerYAnchor.constraint(equalTo: item2.centerYAnchor).isActive = true    }

    func makeLabel(title: String) -> UILabel {
        let label = UILabel()
        label.translatesAutoresizingMaskIntoConstraints = false
        label.text = title
        label.textAlignment = .center
        label.textColor = .black
        label.numberOfLines = 0
        label.backgroundColor = .red

        return label
    }

    func makeCustomView() -> UIView {
        let view = ReadyToActivateView()
        view.translatesAutoresizingMaskIntoConstraints = false
        view.backgroundColor = .green

        return view
    }

}

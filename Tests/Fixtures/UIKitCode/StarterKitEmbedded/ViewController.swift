// Quoted from jrasmusson/ios-starter-kit (autolayout/how-to-embedded-view.md, code block 2, commit 26f6e291aee5f6f4efbaeabd3a1f63b51733ae48),
// MIT License, Copyright (c) 2018 Jonathan Rasmusson: see ../LICENSE-ios-starter-kit.
// Unchanged but for the import below (added where the quoted block had none).
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

        view.backgroundColor = .white

        let label = makeHeadingLabel(text: "Help articles")
        let line = makeTitleSeparatorLineView()

        let row = RowView()
        row.translatesAutoresizingMaskIntoConstraints = false // important!

        view.addSubview(label)
        view.addSubview(line)
        view.addSubview(row)

        label.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 8).isActive = true
        label.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 24).isActive = true
        label.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -24).isActive = true

        line.topAnchor.constraint(equalTo: label.bottomAnchor, constant: 16).isActive = true
        line.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 24).isActive = true
        line.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: 0).isActive = true
        line.heightAnchor.constraint(equalToConstant: 0.5).isActive = true

        row.topAnchor.constraint(equalTo: line.bottomAnchor, constant: 0).isActive = true
        row.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 24).isActive = true
        row.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -32).isActive = true
        row.heightAnchor.constraint(equalToConstant: 50).isActive = true

    }

    // MARK: - Factory methods
    func makeHeadingLabel(text: String) -> UILabel {
        let label = UILabel()
        label.translatesAutoresizingMaskIntoConstraints = false
        label.font = UIFont.systemFont(ofSize: 18)
        label.textColor = .black
        label.textAlignment = .left
        label.numberOfLines = 0
        label.text = text

        return label
    }

    func makeTitleSeparatorLineView() -> UIView {
        let view = UIView()
        view.translatesAutoresizingMaskIntoConstraints = false
        view.backgroundColor = .darkGray

        return view
    }

}

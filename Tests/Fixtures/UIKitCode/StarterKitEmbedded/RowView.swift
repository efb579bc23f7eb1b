// Quoted from jrasmusson/ios-starter-kit (autolayout/how-to-embedded-view.md, code block 1, commit 26f6e291aee5f6f4efbaeabd3a1f63b51733ae48),
// MIT License, Copyright (c) 2018 Jonathan Rasmusson: see ../LICENSE-ios-starter-kit.
// Unchanged but for the import below (added where the quoted block had none).
#if canImport(UIKit)
import UIKit
#else
import PlumbUIKit
#endif

class RowView: UIView {

    override init(frame: CGRect) {
        super.init(frame: .zero)

        setupViews()
    }

    required init?(coder aDecoder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    func setupViews() {
        self.backgroundColor = .white

        let button = makeButton(title: "How to install your modem")
        let chevron = makeImageView(named: "chevron")

        addSubview(button)
        addSubview(chevron)

        button.topAnchor.constraint(equalTo: self.topAnchor, constant: 0).isActive = true
        button.leadingAnchor.constraint(equalTo: self.leadingAnchor, constant: 0).isActive = true
        button.heightAnchor.constraint(equalToConstant: 50).isActive = true

        chevron.centerYAnchor.constraint(equalTo: button.centerYAnchor, constant: 0).isActive = true
        chevron.leadingAnchor.constraint(equalTo: button.trailingAnchor, constant: 8).isActive = true
        chevron.trailingAnchor.constraint(equalTo: self.trailingAnchor, constant: -16).isActive = true
        chevron.heightAnchor.constraint(equalToConstant: 16).isActive = true
        chevron.widthAnchor.constraint(equalToConstant: 16).isActive = true
    }

    // MARK: - Factory methods

    func makeButton(title: String) -> UIButton {
        let button = UIButton()
        button.translatesAutoresizingMaskIntoConstraints = false
        button.setTitle(title, for: .normal)
        button.titleLabel?.font = UIFont.systemFont(ofSize: 16)
        button.backgroundColor = .white
        button.setTitleColor(.blue, for: .normal)
        button.titleLabel?.numberOfLines = 0
        button.titleLabel?.lineBreakMode = .byWordWrapping
        button.contentHorizontalAlignment = .left

        return button
    }

    func makeImageView(named: String) -> UIImageView {
        let imageView = UIImageView()
        imageView.translatesAutoresizingMaskIntoConstraints = false
        imageView.contentMode = .scaleAspectFit
        imageView.image = UIImage(named: named)
        imageView.backgroundColor = .red

        return imageView
    }

}

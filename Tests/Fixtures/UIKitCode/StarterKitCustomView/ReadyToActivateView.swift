// Quoted from jrasmusson/ios-starter-kit (autolayout/customView.md, code block 1, commit 26f6e291aee5f6f4efbaeabd3a1f63b51733ae48),
// MIT License, Copyright (c) 2018 Jonathan Rasmusson: see ../LICENSE-ios-starter-kit.
// Unchanged but for the import below (added where the quoted block had none).
#if canImport(UIKit)
import UIKit
#else
import PlumbUIKit
#endif

public class ReadyToActivateView: UIView {

    let dotRadius: CGFloat = 4

    struct Spacing {
        static let marginSmall = CGFloat(4)
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)

        let orangeDot = makeOrangeDot()
        let label = makeLabel()

        addSubview(orangeDot)
        addSubview(label)

        orangeDot.centerYAnchor.constraint(equalTo: self.centerYAnchor).isActive = true
        orangeDot.widthAnchor.constraint(equalToConstant: dotRadius*2).isActive = true
        orangeDot.heightAnchor.constraint(equalToConstant: dotRadius*2).isActive = true
        orangeDot.leadingAnchor.constraint(equalTo: self.leadingAnchor, constant: Spacing.marginSmall).isActive = true

        label.centerYAnchor.constraint(equalTo: self.centerYAnchor).isActive = true
        label.leadingAnchor.constraint(equalTo: orangeDot.trailingAnchor, constant: Spacing.marginSmall*2).isActive = true
        label.trailingAnchor.constraint(equalTo: self.trailingAnchor, constant: -Spacing.marginSmall).isActive = true
    }

    required init?(coder aDecoder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override public var intrinsicContentSize: CGSize {
        return CGSize(width: 110, height: 28)
    }

    // MARK: - Factory methods

    func makeOrangeDot() -> UIView {
        let view = UIView.init(frame: CGRect(x: 0, y: 0, width: dotRadius*2, height: dotRadius*2))
        view.translatesAutoresizingMaskIntoConstraints = false
        view.layer.borderColor = UIColor.orange.cgColor
        view.layer.backgroundColor = UIColor.orange.cgColor
        view.layer.cornerRadius = dotRadius
        view.layer.borderWidth = 0.5

        return view
    }

    func makeLabel() -> UILabel {
        let label = UILabel()
        label.translatesAutoresizingMaskIntoConstraints = false
        label.textAlignment = .center
        label.textColor = .darkGray
        label.font = UIFont.systemFont(ofSize: 8)
        label.numberOfLines = 0
        label.text = "Ready to activate"

        return label
    }

}

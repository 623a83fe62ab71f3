//
//  AvatarView.swift
//  Tally
//

import UIKit

@IBDesignable
final class AvatarView: UIView {
    @IBInspectable var cornerRadius: CGFloat = 50 {
        didSet { layer.cornerRadius = cornerRadius }
    }
}

//
//  RatingView.swift
//  Photon
//
//  Created by Priya Raman on 12/03/2021.
//

import UIKit

/// Five stars. Kept under its Objective-C name from before the Swift rewrite, so the storyboard
/// (which names it without a module) and the Objective-C code still find it.
@objc(PHRatingView) class RatingView: UIView {

    var rating = 0 {
        didSet { setNeedsDisplay() }
    }

    override func draw(_ rect: CGRect) {
        let star = UIImage(systemName: "star.fill")
        let side = bounds.height
        for index in 0..<5 {
            let frame = CGRect(x: CGFloat(index) * (side + 4), y: 0, width: side, height: side)
            let tint: UIColor = index < rating ? .systemYellow : .systemGray4
            star?.withTintColor(tint, renderingMode: .alwaysOriginal).draw(in: frame)
        }
    }
}

//
//  TextPostViewController.swift
//  Commons
//
//  Created by Rafael Quintero on 12/03/2021.
//

import UIKit

/// Added in 2.4 by duplicating the Photo Post scene in Interface Builder.
final class TextPostViewController: BasePostViewController {

    private let maximumLength = 5_000

    override var draftKind: DraftKind { .text }
}

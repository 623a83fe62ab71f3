//
//  PhotonTests.swift
//  PhotonTests
//
//  Created by Priya Raman on 12/03/2021.
//

import XCTest
@testable import Photon

final class PhotonTests: XCTestCase {

    func testSampleRatingIsOutOfFive() {
        XCTAssert((0...5).contains(Photo.sample.rating))
    }
}

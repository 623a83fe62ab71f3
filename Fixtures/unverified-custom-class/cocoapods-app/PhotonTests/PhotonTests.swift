//
//  PhotonTests.swift
//  PhotonTests
//
//  Created by Priya Raman on 12/03/2021.
//

import XCTest
@testable import Photon

final class PhotonTests: XCTestCase {

    func testSamplePhotosHaveTitlesAndAssets() {
        for photo in Photo.samples {
            XCTAssertFalse(photo.title.isEmpty)
            XCTAssertFalse(photo.assetName.isEmpty)
        }
    }

    func testSamplePhotoIDsAreUnique() {
        XCTAssertEqual(Set(Photo.samples.map(\.id)).count, Photo.samples.count)
    }
}

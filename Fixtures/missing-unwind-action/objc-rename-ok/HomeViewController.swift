//
//  HomeViewController.swift
//  Stride
//

import UIKit

final class HomeViewController: UIViewController {

    private(set) var history: [Workout] = []

    func record(_ workout: Workout) {
        history.append(workout)
    }
}

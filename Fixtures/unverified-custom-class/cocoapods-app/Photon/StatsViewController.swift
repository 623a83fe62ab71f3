//
//  StatsViewController.swift
//  Photon
//
//  Created by Priya Raman on 12/03/2021.
//

import UIKit
import Charts

class StatsViewController: UIViewController {

    @IBOutlet weak var chartView: LineChartView!

    var photos: [Photo] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        let calendar = Calendar.current
        let perDay = Dictionary(grouping: photos) { calendar.startOfDay(for: $0.takenAt) }
        let entries = perDay.keys.sorted().map { day in
            ChartDataEntry(x: day.timeIntervalSince1970, y: Double(perDay[day]?.count ?? 0))
        }
        let dataSet = LineChartDataSet(entries: entries, label: "Photos per day")
        dataSet.mode = .cubicBezier
        chartView.data = LineChartData(dataSet: dataSet)
        chartView.xAxis.valueFormatter = DefaultAxisValueFormatter { value, _ in
            DateFormatter.localizedString(from: Date(timeIntervalSince1970: value), dateStyle: .short, timeStyle: .none)
        }
    }
}

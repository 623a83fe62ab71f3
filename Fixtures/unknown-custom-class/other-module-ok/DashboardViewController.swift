//
//  DashboardViewController.swift
//  Fitness
//

import UIKit
import DGCharts
import DesignSystem
import MarkdownKit

final class DashboardViewController: UIViewController {

    @IBOutlet private weak var chartView: LineChartView!

    override func viewDidLoad() {
        super.viewDidLoad()
        let entries = (0..<7).map { ChartDataEntry(x: Double($0), y: Double.random(in: 2_000...12_000)) }
        chartView.data = LineChartData(dataSet: LineChartDataSet(entries: entries, label: "Steps"))
    }

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        if segue.identifier == "showReleaseNotes", let notes = segue.destination as? MarkdownViewController {
            notes.markdownURL = Bundle.main.url(forResource: "CHANGELOG", withExtension: "md")
        }
    }
}

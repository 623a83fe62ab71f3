//
//  ClassDetailViewController.swift
//  Kiln
//
//  Created by Hana Kobayashi on 02/05/2022.
//

import UIKit

final class ClassDetailViewController: UIViewController {

    var potteryClass: PotteryClass?
    private lazy var router = Router(source: self)

    @IBAction func bookTapped(_ sender: UIButton) {
        router.go(.book)
    }

    @IBAction func teacherTapped(_ sender: UIButton) {
        router.go(.showTeacher)
    }

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        switch Router.Segue(rawValue: segue.identifier ?? "") {
        case .book?:
            (segue.destination as? BookingViewController)?.potteryClass = potteryClass
        case .showTeacher?:
            (segue.destination as! TeacherViewController).name = potteryClass?.teacher
        default:
            break
        }
    }
}

final class BookingViewController: UIViewController {
    var potteryClass: PotteryClass?
}

final class TeacherViewController: UITableViewController {

    var name: String?
    private lazy var router = Router(source: self)
    private var taught: [PotteryClass] = []

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        taught.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "TaughtClassCell", for: indexPath)
        cell.textLabel?.text = taught[indexPath.row].title
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        router.go(.showClass, sender: taught[indexPath.row])
    }

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        if segue.identifier == Router.Segue.showClass.rawValue {
            (segue.destination as! ClassDetailViewController).potteryClass = sender as? PotteryClass
        }
    }
}

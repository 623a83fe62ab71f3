import Foundation

/// The prefilter's fixpoint as one queue of work: the first look at every file, and the parse of
/// each skipped file as soon as some name it declares is wanted (by a storyboard's class or by
/// the facts of a file already extracted). Workers take the next item when they finish one, so
/// no core waits for the slowest file of a round before the files that round pulled in can
/// start. The files pulled in are the same whatever the order: each is pulled in once some
/// extracted file (or a storyboard) mentions a name it declares, which is the closure the rounds
/// of `SourceLoader.extract` computed one round at a time.
final class PullInQueue: @unchecked Sendable {  // Safe: every field below is touched under `condition` only.
    private let loader: SourceLoader
    private let paths: [String]
    private let condition = NSCondition()
    private(set) var loads: [SourceLoader.Load?]
    /// The names whose declarations are pulled in.
    private(set) var wanted: Set<UInt64>
    /// The skipped files not pulled in yet, under each name they declare.
    private var waiting: [UInt64: [Int]] = [:]
    private var queued: [Bool]
    /// The files pulled in, with the names each declares.
    private(set) var pulled: [Int: [UInt64]] = [:]
    private var queue: [Int] = []
    private var nextFirstLook = 0
    private var firstLooks: Int
    private var running = 0
    private var batch = 1

    init(loader: SourceLoader, paths: [String], wanted: Set<UInt64>) {
        self.loader = loader
        self.paths = paths
        self.wanted = wanted
        loads = Array(repeating: nil, count: paths.count)
        waiting.reserveCapacity(paths.count * 4)
        queued = Array(repeating: false, count: paths.count)
        firstLooks = paths.count
    }

    /// Takes the first look at every file, and pulls in what that wants, until nothing is left.
    func lookAtEveryFile(threads: Int?) {
        work(threads: threads, items: paths.count)
    }

    /// Pulls in `indices` (skipped files, by position), and what their facts want, until nothing is left.
    func pullIn(_ indices: [Int], threads: Int?) {
        condition.lock()
        for index in indices where !queued[index] { enqueue(index) }
        let count = queue.count
        condition.unlock()
        work(threads: threads, items: count)
    }

    private func work(threads: Int?, items: Int) {
        let workers = min(max(threads ?? ParallelMap.cores, 1), max(items, 1))
        // First looks are taken a few at a time: most are cheap (a cached file, a skipped one),
        // and the lock would cost as much as the look; small enough batches still spread the
        // files to parse over the cores.
        condition.lock()
        batch = max(1, min(16, (firstLooks - nextFirstLook) / (workers * 8)))
        condition.unlock()
        guard workers > 1 else { return worker() }
        DispatchQueue.concurrentPerform(iterations: workers) { _ in worker() }
    }

    /// Takes items until there are none and no other worker can add any.
    private func worker() {
        condition.lock()
        defer { condition.unlock() }
        while true {
            if let index = queue.popLast() {
                let load = loads[index]!
                running += 1
                condition.unlock()
                // The names that pulled it in are set once the fixpoint is reached (`pulledBy`).
                let result = loader.pullIn(paths[index], load, wanted: [])
                condition.lock()
                running -= 1
                finish(index, result)
                condition.broadcast()
            } else if nextFirstLook < firstLooks {
                let indices = nextFirstLook..<min(nextFirstLook + batch, firstLooks)
                nextFirstLook = indices.upperBound
                running += 1
                condition.unlock()
                let results = indices.map { loader.first(paths[$0]) }
                condition.lock()
                running -= 1
                for (index, result) in zip(indices, results) { finish(index, result) }
                condition.broadcast()
            } else if running == 0 {
                condition.broadcast()
                return
            } else {
                condition.wait()
            }
        }
    }

    /// Keeps a file's result; queues the skipped files it wants, or, skipped itself, waits for a
    /// name it declares (or is queued at once when one is wanted already).
    private func finish(_ index: Int, _ load: SourceLoader.Load) {
        loads[index] = load
        switch load.state {
        case .done(_, _, let mentions):
            for name in mentions where wanted.insert(name).inserted {
                for file in waiting.removeValue(forKey: name) ?? [] where !queued[file] { enqueue(file) }
            }
        case .skipped(let declarations, _, _):
            if declarations.contains(where: wanted.contains) {
                enqueue(index)
            } else {
                for name in declarations { waiting[name, default: []].append(index) }
            }
        }
    }

    private func enqueue(_ index: Int) {
        queued[index] = true
        queue.append(index)
        if case .skipped(let declarations, _, _)? = loads[index]?.state { pulled[index] = declarations }
    }
}

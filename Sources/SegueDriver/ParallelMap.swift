import Foundation

/// An order-preserving parallel map: results land in their input's slot, so the output never
/// depends on scheduling. Workers take the next index from a shared counter (large files do not
/// hold up a fixed share of the work).
enum ParallelMap {
    /// The cores this process may use, asked once: on Linux each question reads the cgroup's CPU
    /// quota from files.
    static let cores = ProcessInfo.processInfo.activeProcessorCount

    static func map<Input: Sendable, Output: Sendable>(
        _ inputs: [Input], threads: Int? = nil,
        _ transform: @Sendable (Input) -> Output
    ) -> [Output] {
        let workers = min(max(threads ?? cores, 1), inputs.count)
        guard workers > 1 else { return inputs.map(transform) }
        let slots = Slots<Output>(count: inputs.count)
        let counter = Counter()
        DispatchQueue.concurrentPerform(iterations: workers) { _ in
            while true {
                let index = counter.next()
                guard index < inputs.count else { return }
                slots.store(transform(inputs[index]), at: index)
            }
        }
        return slots.values()
    }

    /// The next index to work on, handed out once each.
    private final class Counter: @unchecked Sendable {  // Safe: `value` is only touched under `lock`.
        private let lock = NSLock()
        private var value = 0

        func next() -> Int {
            lock.lock()
            defer { lock.unlock() }
            value += 1
            return value - 1
        }
    }

    /// One slot per input.
    /// (A buffer allocated once, not an array property: writing a property's elements from
    /// several threads is an overlapping access, even at different indices; TSan reports it.)
    private final class Slots<Output: Sendable>: @unchecked Sendable {  // Safe: one writer per index; read after all end.
        private let buffer: UnsafeMutableBufferPointer<Output?>

        init(count: Int) {
            buffer = .allocate(capacity: count)
            buffer.initialize(repeating: nil)
        }

        deinit {
            buffer.baseAddress?.deinitialize(count: buffer.count)
            buffer.deallocate()
        }

        func store(_ value: Output, at index: Int) { buffer[index] = value }

        func values() -> [Output] { buffer.map { $0! } }
    }
}

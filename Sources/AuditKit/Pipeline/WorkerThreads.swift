import Foundation

/// A fixed number of threads that run tasks: the executor a blocking call runs its task group
/// on, so waiting for it never occupies a thread of Swift's shared pool (a caller on that pool,
/// such as a test, could otherwise wait for work queued behind itself). Its thread count is the
/// crawl's parallelism.
@available(macOS 15.0, iOS 18.0, tvOS 18.0, visionOS 2.0, *)
final class WorkerThreads: TaskExecutor, @unchecked Sendable {
    // `queue`, `head` and `stopping` are guarded by `condition`.
    private let condition = NSCondition()
    private var queue: [UnownedJob] = []
    private var head = 0
    private var stopping = false

    /// Starts `count` threads (at least one).
    init(count: Int) {
        for _ in 0..<max(1, count) {
            let thread = Thread { [self] in work() }
            thread.name = "carousel-a11y audit worker"
            thread.start()
        }
    }

    func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        condition.lock()
        queue.append(job)
        condition.signal()
        condition.unlock()
    }

    /// Lets the threads finish the jobs queued and exit.
    func shutDown() {
        condition.lock()
        stopping = true
        condition.broadcast()
        condition.unlock()
    }

    private func work() {
        while true {
            condition.lock()
            while head == queue.count, !stopping { condition.wait() }
            guard head < queue.count else {
                condition.unlock()
                return
            }
            let job = queue[head]
            head += 1
            if head == queue.count {
                queue.removeAll(keepingCapacity: true)
                head = 0
            }
            condition.unlock()
            job.runSynchronously(on: asUnownedTaskExecutor())
        }
    }
}

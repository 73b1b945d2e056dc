import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// A program run to completion with `posix_spawn`, its standard output and error read fully.
///
/// Foundation's `Process` is not used: on Linux it learns that a child exited when a socket the
/// child inherited is closed, and a child that starts a daemon (the first `adb devices` starts
/// adb's server, which keeps every descriptor it inherited) keeps that socket open, so
/// `waitUntilExit()` never returned while the server ran. Here the parent waits for the child
/// itself with `waitpid`, and the pipes are close-on-exec except as the child's output and error.
struct ChildProcess {
    /// The exit status (128 + the signal number when a signal ended the program), and both streams.
    struct Result {
        let status: Int32
        let output: Data
        let error: Data
    }

    /// Runs `executable` with `arguments` (and `environment`, else this process's) and waits
    /// for it to exit; standard input is `/dev/null`.
    ///
    /// - Returns: `nil` with the reason when the program could not be started.
    static func run(
        _ executable: String, _ arguments: [String], environment: [String: String]
    ) -> Result? {
        var outputPipe: [Int32] = [-1, -1]
        var errorPipe: [Int32] = [-1, -1]
        guard pipe(&outputPipe) == 0 else { return nil }
        guard pipe(&errorPipe) == 0 else {
            close(outputPipe[0])
            close(outputPipe[1])
            return nil
        }
        // Close-on-exec, so neither the child (beyond its dup'd 1 and 2) nor a daemon it starts
        // holds these pipes open; dup2 in the child clears the flag on the copies.
        for descriptor in outputPipe + errorPipe { _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC) }

        #if canImport(Darwin)
            var actions: posix_spawn_file_actions_t? = nil
        #else
            var actions = posix_spawn_file_actions_t()
        #endif
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_adddup2(&actions, outputPipe[1], 1)
        posix_spawn_file_actions_adddup2(&actions, errorPipe[1], 2)

        // The calling thread may block signals (Dispatch's and the test runner's threads do); a
        // child inherits that mask, and adb's server, started by the child, would then ignore
        // SIGTERM for good. Start it with no signal blocked and every signal's default action.
        #if canImport(Darwin)
            var attributes: posix_spawnattr_t? = nil
        #else
            var attributes = posix_spawnattr_t()
        #endif
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var noSignals = sigset_t()
        sigemptyset(&noSignals)
        var allSignals = sigset_t()
        sigfillset(&allSignals)
        posix_spawnattr_setsigmask(&attributes, &noSignals)
        posix_spawnattr_setsigdefault(&attributes, &allSignals)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))

        let argumentStrings = [executable] + arguments
        let environmentStrings =
            environment.isEmpty
            ? ProcessInfo.processInfo.environment.map { "\($0.key)=\($0.value)" }
            : environment.map { "\($0.key)=\($0.value)" }
        let argv = argumentStrings.map { strdup($0) } + [nil]
        let envp = environmentStrings.map { strdup($0) } + [nil]
        defer {
            for pointer in argv + envp { free(pointer) }
        }

        var pid = pid_t()
        let spawned = posix_spawn(&pid, executable, &actions, &attributes, argv, envp)
        close(outputPipe[1])
        close(errorPipe[1])
        guard spawned == 0 else {
            close(outputPipe[0])
            close(errorPipe[0])
            return nil
        }

        // Read both pipes before waiting, so a large dump cannot fill a pipe and block the child.
        let errorData = LockedData()
        let errorDescriptor = errorPipe[0]
        let errorReader = Thread {
            errorData.set(FileHandle(fileDescriptor: errorDescriptor, closeOnDealloc: true).readDataToEndOfFile())
        }
        errorReader.start()
        let output = FileHandle(fileDescriptor: outputPipe[0], closeOnDealloc: true).readDataToEndOfFile()
        var status: Int32 = 0
        while waitpid(pid, &status, 0) == -1 && errno == EINTR {}
        while !errorData.isSet { Thread.sleep(forTimeInterval: 0.001) }
        // WIFEXITED / WEXITSTATUS / WTERMSIG, which Swift does not import as macros.
        let signal = status & 0x7f
        let exitStatus = signal == 0 ? (status >> 8) & 0xff : 128 + signal
        return Result(status: exitStatus, output: output, error: errorData.value)
    }
}

/// Bytes handed from the thread that reads standard error.
private final class LockedData: @unchecked Sendable {
    // `lock` guards both properties.
    private let lock = NSLock()
    private var data = Data()
    private var done = false

    func set(_ value: Data) {
        lock.withLock {
            data = value
            done = true
        }
    }

    var isSet: Bool { lock.withLock { done } }
    var value: Data { lock.withLock { data } }
}

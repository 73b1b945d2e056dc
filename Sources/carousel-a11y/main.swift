import CarouselA11yCommand
import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

let context = CommandContext(
    environment: ProcessInfo.processInfo.environment,
    isTerminal: isatty(STDOUT_FILENO) == 1,
    forwardToProcessStreams: true)
context.showsProgress = isatty(STDERR_FILENO) == 1
let status = CommandRunner.run(Array(CommandLine.arguments.dropFirst()), in: context)
exit(status.rawValue)

import AuditKit
import Foundation
import ScreenReaderKit

/// Prints a transcript for people: one line a step, gesture in colour, speech in quotes, hint
/// and sounds after it, then the step's inferences one a line. The library's ``TranscriptRenderer/text`` is the plain block form used
/// in test failure messages; this is the command line's compact, coloured form.
struct TranscriptPrinter {
    var context: CommandContext

    func print(_ transcript: Transcript) {
        for (offset, step) in transcript.steps.enumerated() {
            print(step, number: offset + 1)
        }
    }

    func print(_ step: Transcript.Step, number: Int) {
        var line = "\(String(number).leftPadded(to: 3)). " + context.styled(step.gesture, .cyan)
        // Dumps carry multi-line text and control characters; keep one plain line per step.
        if !step.speech.isEmpty { line += ": \"\(step.speech.escapingControlCharacters)\"" }
        if step.isOffScreen { line += " " + context.styled("[off screen]", .dim) }
        if let hint = step.hint { line += " " + context.styled("(hint: \(hint.escapingControlCharacters))", .dim) }
        for announcement in step.announcements {
            line += " [announced: \"\(announcement.escapingControlCharacters)\"]"
        }
        for action in step.performed { line += " [performed: \(action)]" }
        for sound in step.sounds { line += " " + context.styled("<\(sound)>", .yellow) }
        context.print(line)
        // A word spoken in English because no public source gives it in the screen's language.
        for inference in step.inferences { context.print("     " + context.styled("inference: \(inference)", .dim)) }
    }
}

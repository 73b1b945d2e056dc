import AccessibilityTree
import Foundation

/// A labels file: real dumps with every horizontal container labelled by hand.
///
/// ```json
/// {"dumps": [{"file": "android/x.xml", "format": "uiautomator",
///   "containers": [{"class": "…RecyclerView", "resourceId": "…", "bounds": "[0,396][1080,761]",
///                   "category": "content-carousel", "items": 2, "evidence": "…"}]}]}
/// ```
///
/// iOS containers name `type`, `name` and `frame` in place of `class`, `resourceId` and
/// `bounds`; a frame is `{"x":…, "y":…, "width":…, "height":…}`, `"{{x, y}, {w, h}}"` or four
/// numbers x, y, width, height. A file path is relative to the labels file's folder.
///
/// Each dump also names its `app` (the Android package or iOS bundle identifier, or the
/// repository and app name when the dump does not say), which decides its ``CorpusSplit``, and may
/// judge elements for the element rules:
///
/// ```json
/// "targets": [{"class": "android.widget.ImageButton", "resourceId": "…:id/close",
///              "bounds": "[990,80][1060,150]", "text": "Close", "disabled": false,
///              "expected": true, "reason": "icon button 27 x 27 dp the app controls"}],
/// "labels":  [{"class": "android.widget.ImageView", "bounds": "[…]", "expected": false,
///              "reason": "its clickable parent of the same bounds says 'Play'"}]
/// ```
///
/// `targets` lists every actionable element smaller than the platform's minimum (48 x 48 dp,
/// 44 x 44 pt) and every element `touch-target-size` reported; `labels` every actionable or
/// focusable element with nothing of its own to say and every element `label-missing` reported.
/// `expected` says whether an accurate rule reports the element, `reason` why; `disabled` marks a
/// disabled element, judged as if enabled, so the evaluation can apply the rule's decision on
/// disabled targets.
struct LabelledCorpus: Decodable {
    struct Dump: Decodable {
        var file: String
        var format: String?
        var app: String?
        var containers: [Container]
        var targets: [Judgement]?
        var labels: [Judgement]?

        /// The part of the corpus the dump belongs to; a dump naming no app is its own app.
        var split: CorpusSplit { CorpusSplit.of(app: app ?? file) }
    }

    /// One element judged by hand for an element rule.
    struct Judgement: Decodable {
        var className: String?
        var identifier: String?
        var frame: ScreenRect?
        var text: String?
        var disabled: Bool
        var expected: Bool
        var reason: String

        enum CodingKeys: String, CodingKey {
            case className = "class"
            case type, resourceId, name, bounds, frame, text, disabled, expected, reason
        }

        init(from decoder: any Decoder) throws {
            let c = try decoder.container(keyedBy: CodingKeys.self)
            className =
                try c.decodeIfPresent(String.self, forKey: .className) ?? c.decodeIfPresent(String.self, forKey: .type)
            identifier =
                try c.decodeIfPresent(String.self, forKey: .resourceId) ?? c.decodeIfPresent(String.self, forKey: .name)
            text = try c.decodeIfPresent(String.self, forKey: .text)
            disabled = try c.decodeIfPresent(Bool.self, forKey: .disabled) ?? false
            expected = try c.decode(Bool.self, forKey: .expected)
            reason = try c.decode(String.self, forKey: .reason)
            frame = try Container.frame(in: decoder)
        }
    }

    struct Container: Decodable {
        var className: String?
        var identifier: String?
        var frame: ScreenRect?
        var category: String
        var items: Int?
        var evidence: String?

        enum CodingKeys: String, CodingKey {
            case className = "class"
            case type, resourceId, name, bounds, frame, category, items, evidence
        }

        init(from decoder: any Decoder) throws {
            let c = try decoder.container(keyedBy: CodingKeys.self)
            className =
                try c.decodeIfPresent(String.self, forKey: .className) ?? c.decodeIfPresent(String.self, forKey: .type)
            identifier =
                try c.decodeIfPresent(String.self, forKey: .resourceId) ?? c.decodeIfPresent(String.self, forKey: .name)
            category = try c.decode(String.self, forKey: .category)
            items = try? c.decodeIfPresent(Int.self, forKey: .items)
            evidence = try c.decodeIfPresent(String.self, forKey: .evidence)
            frame = try Self.frame(in: decoder)
        }

        /// The frame under `bounds` (`[l,t][r,b]`) or `frame` (any of the shapes above).
        static func frame(in decoder: any Decoder) throws -> ScreenRect? {
            enum FrameKeys: String, CodingKey { case bounds, frame }
            let c = try decoder.container(keyedBy: FrameKeys.self)
            var frame: ScreenRect?
            if let bounds = try? c.decodeIfPresent(String.self, forKey: .bounds) {
                frame = Self.rect(fromBounds: bounds)
            } else if let text = try? c.decodeIfPresent(String.self, forKey: .frame) {
                frame = Self.rect(fromFrame: text)
            } else if let object = try? c.decodeIfPresent([String: Double].self, forKey: .frame) {
                frame = object["x"].flatMap { x in
                    object["y"].flatMap { y in
                        object["width"].flatMap { w in
                            object["height"].map { h in ScreenRect(x: x, y: y, width: w, height: h) }
                        }
                    }
                }
            } else if let numbers = try? c.decodeIfPresent([Double].self, forKey: .frame), numbers.count == 4 {
                frame = ScreenRect(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3])
            }
            return frame
        }

        static func numbers(in text: String) -> [Double] {
            text.split(whereSeparator: { !"-0123456789.".contains($0) }).compactMap { Double($0) }
        }

        /// `[l,t][r,b]`.
        static func rect(fromBounds text: String) -> ScreenRect? {
            let n = numbers(in: text)
            guard n.count == 4 else { return nil }
            return ScreenRect(left: n[0], top: n[1], right: n[2], bottom: n[3])
        }

        /// `{{x, y}, {w, h}}` or `x, y, w, h`.
        static func rect(fromFrame text: String) -> ScreenRect? {
            let n = numbers(in: text)
            guard n.count == 4 else { return nil }
            return ScreenRect(x: n[0], y: n[1], width: n[2], height: n[3])
        }
    }

    var dumps: [Dump]
}

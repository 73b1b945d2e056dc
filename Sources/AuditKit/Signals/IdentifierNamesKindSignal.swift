import AccessibilityTree

/// `identifier-names-actions`, `-grid`, `-chips`, `-keypad`: the developer's identifier of the
/// container names a kind of row that is not a shelf of content: a toolbar or a row of buttons or
/// actions, a grid, a chip or filter group, a keypad.
struct IdentifierNamesKindSignal: ContainerSignal {
    /// A kind of row an identifier can name.
    enum NamedKind: CaseIterable, Sendable {
        case actions, grid, chips, keypad

        /// The words that name it, lowercased.
        var words: Set<String> {
            switch self {
            case .actions: Self.actionWords
            case .grid: Self.gridWords
            case .chips: Self.chipWords
            case .keypad: Self.keypadWords
            }
        }

        // Built once: every signal asks for every container.
        private static let actionWords: Set<String> = [
            "toolbar", "actionbar", "action", "actions", "button", "buttons", "buttonbar", "appbar",
        ]
        private static let gridWords: Set<String> = ["grid", "gridview", "gridlayout"]
        private static let chipWords: Set<String> = ["chip", "chips", "chipgroup", "filter", "filters"]
        private static let keypadWords: Set<String> = ["keys", "keypad", "keyboard", "softkey", "numpad"]

        var category: ContainerCategory {
            switch self {
            case .actions: .actionRow
            case .grid, .keypad: .other
            case .chips: .chips
            }
        }

        var name: String {
            switch self {
            case .actions: "actions"
            case .grid: "grid"
            case .chips: "chips"
            case .keypad: "keypad"
            }
        }

        var phrase: String {
            switch self {
            case .actions: "a toolbar or a row of actions"
            case .grid: "a grid, whose rows are not shelves"
            case .chips: "chips or filters"
            case .keypad: "a keypad"
            }
        }
    }

    /// The kind of row this instance reads.
    let named: NamedKind

    var identifier: String { "identifier-names-\(named.name)" }
    var rationale: String {
        "The developer's own name for the container (Android's resource id entry, iOS's accessibilityIdentifier), "
            + "read as a page indicator's or a tab strip's id is: `id/toolbar`, `action_bar`, `buttons_container`, "
            + "`id/grid`, `chips_recycler_view`, `id/keys` name a toolbar, a row of actions, a grid, chips or a "
            + "keypad, whatever scrolls. Read word by word (snake_case and camelCase), so a word inside another "
            + "(`monkey`) does not count; an identifier that also names a shelf (`banner`, `carousel`, `gallery`, "
            + "`shelf`, `slider`) does not fire. This one reads \(named.phrase): "
            + named.words.sorted().joined(separator: ", ") + "."
    }
    var category: ContainerCategory { named.category }
    var kind: SignalKind { .kind }
    var weight: Double { 100 }

    /// Words that name a shelf of content: an identifier holding one is left to the other signals.
    static let shelfWords: Set<String> = ["carousel", "banner", "banners", "gallery", "shelf", "slider", "slides"]

    /// An identifier entry of each kind, and one that holds the kind's word only inside
    /// another word, for the examples.
    private var exampleEntries: (names: String, inside: String) {
        switch named {
        case .actions: ("toolbar_scrollview_horizontal", "transactions_list")
        case .grid: ("grid", "gridiron_scores")
        case .chips: ("chips_recycler_view", "chipmunk_cards")
        case .keypad: ("keys", "monkeys_cards")
        }
    }

    var triggeringExamples: [SignalExample] {
        var shelf = SignalExampleScreens.cardShelf()
        shelf.identifier = "com.example.app:id/\(exampleEntries.names)"
        let named = SignalExample(
            "a scrolling row of cards with id/\(exampleEntries.names)", SignalExampleScreens.screen(shelf),
            container: shelf.id)
        guard self.named == .grid else { return [named] }
        // A pager marked scrollable whose one page on screen is a grid of four shortcuts.
        var grid = SignalExampleScreens.fixedCards("shortcuts")
        grid.identifier = "com.example.bank:id/grid"
        grid.className = "androidx.recyclerview.widget.RecyclerView"
        let pager = AccessibilityElement(
            id: "pages", role: .pager, className: "androidx.viewpager.widget.ViewPager", frame: grid.frame,
            isScrollable: true, children: [grid])
        return [
            named,
            SignalExample("a pager whose page is id/grid", SignalExampleScreens.screen(pager), container: "pages"),
        ]
    }

    var nonTriggeringExamples: [SignalExample] {
        var banner = SignalExampleScreens.cardShelf()
        banner.identifier = "com.example.shop:id/banner_\(exampleEntries.names)"
        var inside = SignalExampleScreens.cardShelf()
        inside.identifier = "com.example.app:id/\(exampleEntries.inside)"
        return [
            .storyCardShelf,
            SignalExample(
                "id/banner_\(exampleEntries.names): the identifier also names a banner",
                SignalExampleScreens.screen(banner), container: banner.id),
            SignalExample(
                "id/\(exampleEntries.inside): the word only inside another word", SignalExampleScreens.screen(inside),
                container: inside.id),
        ]
    }

    func evidence(for subject: ContainerSubject) -> String? {
        if let entry = subject.facts.identifierEntry, subject.facts.identifierKind == named {
            return "its identifier \"\(entry)\" names \(named.phrase): not a shelf of content"
        }
        // A pager's page that is a grid (a page of shortcuts) makes the pager a panel of grids.
        // Its page is the wrapper the container's items hang from, or an item, each with the
        // views of its own bounds that wrap it: the chain of first children of one frame.
        guard named == .grid else { return nil }
        var page: AccessibilityElement?
        for start in [subject.container] + subject.items {
            var node: AccessibilityElement? = start.id == subject.container.id ? start.children.first : start
            while let current = node, current.frame == start.frame {
                if Self.mayNameGrid(current.identifier), Self.entry(of: current).flatMap(Self.namedKind(of:)) == .grid {
                    page = current
                    break
                }
                node = current.children.first
            }
            if page != nil { break }
        }
        guard let page, let entry = Self.entry(of: page) else { return nil }
        return "its page \"\(entry)\" is named a grid: a page of a grid, not a shelf of content"
    }

    /// Whether the identifier may name a grid (``namedKind(of:)`` `== .grid`). Every grid word
    /// holds "grid", and every word or joined pair of words (``words(of:)``) is a run of the
    /// identifier's letters with what lies between them left out, so an ASCII identifier whose
    /// letters alone, in any case, do not hold "grid" names none and its words need not be read:
    /// the page chain of every item of every container is asked. `true` for an identifier that
    /// is not ASCII, which is read whole.
    static func mayNameGrid(_ identifier: String?) -> Bool {
        guard let identifier else { return false }
        let marker = Array("grid".utf8)
        let answer = identifier.utf8.withContiguousStorageIfAvailable { bytes -> Bool in
            var letters: [UInt8] = []
            letters.reserveCapacity(bytes.count)
            for byte in bytes {
                guard byte < 0x80 else { return true }
                let lower = byte | 0x20
                if lower >= UInt8(ascii: "a"), lower <= UInt8(ascii: "z") { letters.append(lower) }
            }
            guard letters.count >= marker.count else { return false }
            for start in 0...(letters.count - marker.count)
            where letters[start..<(start + marker.count)].elementsEqual(marker) {
                return true
            }
            return false
        }
        return answer ?? true
    }

    /// The kind an identifier entry names, if any: the first kind one of its words names, unless
    /// a word names a shelf.
    static func namedKind(of entry: String) -> NamedKind? {
        let words = words(of: entry)
        guard !words.contains(where: shelfWords.contains) else { return nil }
        return NamedKind.allCases.first { kind in words.contains(where: kind.words.contains) }
    }

    /// The identifier's entry: the part after `:id/` of an Android resource id, or an iOS
    /// identifier whole.
    static func entry(of container: AccessibilityElement) -> String? {
        guard let identifier = container.identifier,
            let entry = identifier.split(separator: "/").last.map(String.init), !entry.isEmpty
        else { return nil }
        return entry
    }

    /// The lowercased words of an identifier: split at every character that is not a letter and
    /// before each capital that follows a lowercase letter (`ll_icon_toolbar`, `actionButtonContainer`);
    /// adjacent words are also joined in pairs, so `tool_bar` and `GridLayout` read as one word.
    static func words(of entry: String) -> [String] {
        if let words = entry.utf8.withContiguousStorageIfAvailable(asciiWords), let words { return words }
        var words: [String] = []
        var current = ""
        var previousWasLower = false
        for character in entry {
            guard character.isLetter else {
                if !current.isEmpty { words.append(current) }
                current = ""
                previousWasLower = false
                continue
            }
            if character.isUppercase, previousWasLower, !current.isEmpty {
                words.append(current)
                current = ""
            }
            current.append(contentsOf: character.lowercased())
            previousWasLower = character.isLowercase
        }
        if !current.isEmpty { words.append(current) }
        return words + zip(words, words.dropFirst()).map { $0 + $1 }
    }

    /// ``words(of:)`` for an ASCII identifier (nearly every one; several signals ask for every
    /// container), read from its bytes: its letters are A-Z and a-z, its capitals A-Z, so the
    /// answer is the same without a Character's property look-ups. `nil` for any other byte.
    private static func asciiWords(_ bytes: UnsafeBufferPointer<UInt8>) -> [String]? {
        var words: [String] = []
        var current: [UInt8] = []
        var previousWasLower = false
        for byte in bytes {
            guard byte < 0x80 else { return nil }
            let isUpper = byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z")
            let isLower = byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")
            guard isUpper || isLower else {
                if !current.isEmpty { words.append(String(decoding: current, as: UTF8.self)) }
                current.removeAll(keepingCapacity: true)
                previousWasLower = false
                continue
            }
            if isUpper, previousWasLower, !current.isEmpty {
                words.append(String(decoding: current, as: UTF8.self))
                current.removeAll(keepingCapacity: true)
            }
            current.append(isUpper ? byte + 32 : byte)
            previousWasLower = isLower
        }
        if !current.isEmpty { words.append(String(decoding: current, as: UTF8.self)) }
        return words + zip(words, words.dropFirst()).map { $0 + $1 }
    }
}

/// The component tables read from the word files, or compiled English and the reason.
struct BundledTables: Sendable {
    let tables: [String: CarouselStrings]
    let problem: WordFileError?

    init(_ catalog: Result<WordCatalog, WordFileError>) {
        var tables: [String: CarouselStrings] = [:]
        var problem: WordFileError?
        switch catalog {
        case .success(let catalog):
            for (tag, file) in catalog.files.sorted(by: { $0.key < $1.key }) {
                do {
                    tables[tag] = try CarouselStrings(wordFile: file)
                } catch {
                    problem = problem ?? error
                }
            }
        case .failure(let error):
            problem = error
        }
        if tables["en"] == nil { tables["en"] = CarouselStrings.compiledEnglish }
        self.tables = tables
        self.problem = problem
    }
}

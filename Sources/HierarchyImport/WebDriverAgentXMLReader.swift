import AccessibilityTree

/// Reads Appium / WebDriverAgent iOS page source: `XCUIElementType*` elements, optionally
/// wrapped in `<AppiumAUT>`. Attributes: `type`, `name`, `label`, `value`, `enabled`,
/// `visible`, `accessible`, `selected`, `traits` (comma-separated names), `x`, `y`, `width`,
/// `height` (points), `customActions` (names joined with ",", written when WebDriverAgent's
/// `includeCustomActionsInPageSource` setting is on). `index` and any other attribute are
/// ignored. The mapping and the inferences are ``IOSTreeBuilder``'s.
struct WebDriverAgentXMLReader {
    let context: ImportContext

    /// Reads the tree whose root the scanner has just reported.
    ///
    /// - Complexity: O(n) in the size of the dump.
    func read(scanner: inout XMLScanner, root: XMLStartTag) throws(ImportError) -> AccessibilityScreen {
        var builder = IOSTreeBuilder(fileName: context.fileName)
        let wrapped = root.name == "AppiumAUT"
        if !wrapped { builder.start(try fields(of: root), position: root.position) }
        while let event = try scanner.next() {
            switch event {
            case .start(let tag): builder.start(try fields(of: tag), position: tag.position)
            case .end: if !(wrapped && scanner.depth == 0) { builder.end() }
            }
        }
        return builder.screen(sourceFile: context.fileName)
    }

    private func fields(of tag: XMLStartTag) throws(ImportError) -> IOSNodeFields {
        let parser = AttributeParser(context: context, position: tag.position, elementName: tag.name)
        var fields = IOSNodeFields()
        fields.type = tag.name
        fields.valueMarksSelection = true
        var x = 0.0, y = 0.0, width = 0.0, height = 0.0
        var hasGeometry = false
        for attribute in tag.attributes {
            guard let key = WebDriverAgentAttribute(attribute, in: context) else { continue }
            switch key {
            case .type: fields.type = context.value(of: attribute)
            case .name: fields.name = context.value(of: attribute)
            case .label: fields.label = context.value(of: attribute)
            case .value: fields.value = context.value(of: attribute)
            case .enabled: fields.isEnabled = try parser.bool(attribute)
            case .visible: fields.isVisible = try parser.bool(attribute)
            case .selected:
                fields.isSelected = try parser.bool(attribute)
                fields.isSelectionKnown = true
            case .accessible: fields.isAccessible = try parser.bool(attribute)
            case .traits:
                fields.traitNames = context.value(of: attribute).split(separator: ",").map {
                    String(String($0).trimmingSpaces)
                }.filter { !$0.isEmpty }
            case .customActions: fields.customActions = IOSNodeFields.customActionNames(context.value(of: attribute))
            case .x: x = try parser.number(attribute)
            case .y: y = try parser.number(attribute)
            case .width:
                width = try parser.number(attribute)
                hasGeometry = true
            case .height:
                height = try parser.number(attribute)
                hasGeometry = true
            }
        }
        if hasGeometry { fields.frame = ScreenRect(x: x, y: y, width: width, height: height) }
        return fields
    }
}

import AccessibilityTree
import CarouselKit
import CarouselUIKit

/// The related-stories article with our UIKit carousel as `AccessibleCarouselView` exposes it: a
/// view whose `accessibilityElements` is one element mirroring the component's root, every
/// property read from `UIKitAdapterModel` (the view's platform-neutral brain) and every entry point
/// handed to it as the view's `ComponentAccessibilityElement` does; the commands that come back
/// post their notifications to the screen, as `UIKitCommandExecutor` would.
final class AdapterCarouselArticle: @unchecked Sendable {
    // Mutated only from the entry points, which `TestScreen` calls one at a time.
    let screen: TestScreen
    private(set) var model: UIKitAdapterModel
    let element = TestView("ComponentAccessibilityElement", frame: ScreenRect(x: 0, y: 180, width: 390, height: 160))
    let carouselView = TestView("AccessibleCarouselView", frame: ScreenRect(x: 0, y: 180, width: 390, height: 160))

    init() {
        let carousel = Carousel(
            id: "related", name: "Related stories",
            cards: [
                Card(id: "s1", title: "How do the new lockdown restrictions affect me?"),
                Card(id: "s2", title: "Can I still meet friends outdoors?"),
                Card(id: "s3", title: "What are the rules for schools?", role: .link),
            ])
        model = UIKitAdapterModel(component: carousel, frame: ScreenRect(x: 0, y: 0, width: 390, height: 160))
        let window = TestView("UIWindow", frame: ScreenRect(x: 0, y: 0, width: 390, height: 844))
        screen = TestScreen(window)
        element.kind = .element
        carouselView.accessibilityElements = [element]
        window.subviews = [
            TestView(
                "UILabel", frame: ScreenRect(x: 16, y: 100, width: 358, height: 60),
                label: "Lockdown: what the new rules mean for you", traits: ["staticText", "header"], element: true),
            carouselView,
            TestView(
                "UIButton", frame: ScreenRect(x: 16, y: 420, width: 358, height: 44), label: "More stories",
                traits: ["button"], element: true),
        ]
        element.onIncrement = { [unowned self] in _ = self.receive(.increment("related")) }
        element.onDecrement = { [unowned self] in _ = self.receive(.decrement("related")) }
        element.onActivate = { [unowned self] in self.receive(.activate("related")) }
        element.onScroll = { [unowned self] direction in self.receive(.scroll(direction, element: "related")) }
        refresh()
    }

    /// One UIKit callback through the adapter model, then its commands' notifications.
    private func receive(_ event: HostEvent) -> Bool {
        let response = model.receive(event)
        for command in response.commands {
            switch command {
            case .post(.announcement, let text): screen.post(.announcement(text))
            case .post(.pageScrolled, let text): screen.post(.pageScrolled(text))
            case .post(_, let text): screen.post(.announcement(text))
            case .postFocus(.screenChanged, let focus):
                screen.post(.screenChanged(focus: focus == nil ? nil : screen.path(of: element)))
            case .postFocus(_, let focus):
                screen.post(.layoutChanged(focus: focus == nil ? nil : screen.path(of: element)))
            case .scrollToItem, .perform: break
            }
        }
        refresh()
        return response.isHandled
    }

    /// The mirror element's properties, as `ComponentAccessibilityElement` reads them.
    private func refresh() {
        guard let properties = model.properties(of: "related") else { return }
        element.isAccessibilityElement = properties.isAccessibilityElement
        element.label = properties.label
        element.value = properties.value
        element.traits = properties.traitNames
        element.customActions = properties.customActions.map { action in
            (action.name, { [unowned self] in self.receive(.customAction(name: action.name, element: "related")) })
        }
    }
}

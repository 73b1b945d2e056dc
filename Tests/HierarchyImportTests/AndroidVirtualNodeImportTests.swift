import AccessibilityTree
import Testing

@testable import HierarchyImport

/// A node provider's virtual nodes are given to TalkBack whatever their `a11y-important` says
/// (``AndroidDumpReader/isProviderHost(_:)``): the framework drops unimportant views when it lists
/// a real view's children, and lists every child a provider creates
/// (aosp-mirror/platform_frameworks_base @ 014afea3cec7ff93d195753103478826796c310f,
/// `core/java/android/view/AccessibilityInteractionController.java`,
/// `prefetchDescendantsOfRealNode` against `prefetchDescendantsOfVirtualNode`). TalkBack asks
/// for important views only (google/talkback @ 26a27dc,
/// `talkback/src/main/res/xml/accessibilityservice.xml` line 5). Shape: an Appium page source of
/// a WebView page (Naver's shopping page on a Samsung phone, BB's `yuzhenguo/nAuto`), where
/// Chromium's page nodes all say `a11y-important="false"`.
@Suite("Android import: virtual nodes")
struct AndroidVirtualNodeImportTests {
    @Test func aWebViewsPageNodesAreKeptThoughTheySayTheyAreNotImportant() throws {
        let (screen, byName) = try importedDump(
            """
            <android.widget.FrameLayout class="android.widget.FrameLayout" package="com.example" a11y-important="true" bounds="[0,0][1080,2400]">
            <android.widget.FrameLayout class="android.widget.FrameLayout" package="com.example" resource-id="com.example:id/wrapper" a11y-important="false" bounds="[0,0][1080,2400]">
            <android.webkit.WebView class="android.webkit.WebView" package="com.example" long-clickable="true" a11y-important="true" bounds="[0,75][1080,1392]">
            <android.webkit.WebView class="android.webkit.WebView" package="com.example" text="Shopping" focusable="true" a11y-important="false" bounds="[0,75][1080,1392]">
            <android.view.View class="android.view.View" package="com.example" a11y-important="false" bounds="[45,75][1035,1392]">
            <android.view.View class="android.view.View" package="com.example" content-desc="More benefits" clickable="true" focusable="true" a11y-important="false" bounds="[45,125][1035,255]" />
            <android.widget.TextView class="android.widget.TextView" package="com.example" text="Swimwear" clickable="true" a11y-important="false" bounds="[90,848][286,941]" />
            </android.view.View>
            </android.webkit.WebView>
            </android.webkit.WebView>
            </android.widget.FrameLayout>
            <android.widget.TextView class="android.widget.TextView" package="com.example" text="Hidden caption" a11y-important="false" bounds="[0,2000][1080,2100]" />
            </android.widget.FrameLayout>
            """, appium: true)
        // The page's nodes below the WebView stay, each saying why.
        let link = try #require(byName["More benefits"])
        #expect(link.isClickable)
        #expect(link.inferences.contains(AndroidDumpReader.virtualNodeImportanceNote))
        let swimwear = try #require(byName["Swimwear"])
        #expect(swimwear.frame == ScreenRect(left: 90, top: 848, right: 286, bottom: 941))
        let page = try #require(byName["Shopping"])
        #expect(page.children.count == 1 && page.children[0].children.count == 2)
        // Real views outside a provider host are still left out: the app's wrapper (its
        // children take its place) and the caption.
        #expect(byName["com.example:id/wrapper"] == nil)
        #expect(byName["Hidden caption"] == nil)
        #expect(screen.roots.first?.children.first?.className == "android.webkit.WebView")
    }

    @Test func aComposeHostsNodesAreKeptThoughTheySayTheyAreNotImportant() throws {
        let (_, byName) = try importedDump(
            """
            <node class="android.widget.FrameLayout" bounds="[0,0][1080,2400]">
            <node class="androidx.compose.ui.platform.ComposeView" resource-id="com.example:id/compose" a11y-important="false" bounds="[0,0][1080,2400]">
            <node class="android.view.View" resource-id="com.example:id/box" a11y-important="false" bounds="[0,0][1080,400]">
            <node class="android.widget.TextView" text="Title" a11y-important="false" bounds="[0,0][1080,100]"/>
            </node>
            </node>
            </node>
            """)
        // The host is a real view (left out, as before); its virtual nodes are kept.
        #expect(byName["com.example:id/compose"] == nil)
        #expect(byName["com.example:id/box"] != nil)
        #expect(byName["Title"]?.inferences.contains(AndroidDumpReader.virtualNodeImportanceNote) == true)
    }

    @Test func webViewsProvideVirtualNodesAndPlainLayoutsDoNot() {
        #expect(AndroidDumpReader.isProviderHost(.webView))
        #expect(!AndroidDumpReader.isProviderHost(.frameLayout))
        #expect(!AndroidDumpReader.isProviderHost(.recyclerView))
    }

    /// An app's class only named like a Compose host is no host: its children are views, and one
    /// marked unimportant is left out (the exact-class rule of ``AndroidDumpReader/isComposeHost(_:)``).
    @Test func aClassNamedLikeAComposeHostHoldsViews() throws {
        let (_, byName) = try importedDump(
            """
            <node class="android.widget.FrameLayout" bounds="[0,0][1080,2400]">
            <node class="com.example.MyComposeView" resource-id="com.example:id/host" bounds="[0,0][1080,2400]">
            <node class="android.widget.TextView" text="Hidden" a11y-important="false" bounds="[0,0][1080,100]"/>
            </node>
            </node>
            """)
        #expect(byName["com.example:id/host"] != nil)
        #expect(byName["Hidden"] == nil)
    }
}

package com.accessiblecarousel.core

/**
 * Writes what the carousel exposes as a `uiautomator dump`-style XML screen, so the project's
 * TalkBack simulator (ScreenReaderKit, through HierarchyImport's uiautomator reader) hears the
 * Kotlin component exactly as it hears real apps.
 *
 * Nodes hidden from TalkBack are left out, as Android does not report them. Beside uiautomator's
 * own attributes it writes three the framework has but uiautomator does not dump, which
 * HierarchyImport reads: `role-description` (the extras' "AccessibilityNodeInfo.roleDescription"),
 * `collection-info` ("rows,columns") and `collection-item-info` ("row,column").
 */
object UiAutomatorDump {
    /** The class names the framework layer gives nodes, so TalkBack picks the role word. */
    fun className(node: CarouselNode): String = when {
        node.role == NodeRole.BUTTON -> "android.widget.Button"
        node.role == NodeRole.TEXT -> "android.widget.TextView"
        node.role == NodeRole.LIST || node.collection != null -> "androidx.recyclerview.widget.RecyclerView"
        else -> "android.view.ViewGroup"
    }

    /** The role description a node carries: its own, or the link word for a link card (TalkBack has no link role). */
    fun roleDescription(node: CarouselNode, words: CarouselWords): String? =
        node.roleDescription ?: if (node.role == NodeRole.LINK) words.androidLink else null

    /**
     * A screen of [width] x [height] pixels: a text [before] the carousel, the carousel in a
     * strip [carouselHeight] high, a text [after] it. Card `i` lies `i - currentIndex` strip widths
     * from the carousel's left edge (to the left in a right-to-left language).
     */
    fun screen(
        carousel: Carousel, packageName: String, before: String, after: String,
        width: Int = 1080, height: Int = 1920, carouselHeight: Int = 600
    ): String {
        val out = StringBuilder("<?xml version='1.0' encoding='UTF-8' standalone='yes' ?>\n<hierarchy rotation=\"0\">\n")
        val screenBounds = Bounds(0, 0, width, height)
        open(out, 1, 0, "android.widget.FrameLayout", packageName, screenBounds, emptyMap())
        leaf(out, 2, 0, "android.widget.TextView", packageName, Bounds(0, 200, width, 300), mapOf("text" to before, "resource-id" to "$packageName:id/before"))
        val strip = Bounds(0, 300, width, 300 + carouselHeight)
        node(out, 2, 1, carousel.nodes(), carousel, packageName, strip, strip)
        leaf(out, 2, 2, "android.widget.TextView", packageName, Bounds(0, 300 + carouselHeight, width, 400 + carouselHeight), mapOf("text" to after, "resource-id" to "$packageName:id/after"))
        out.append("  </node>\n</hierarchy>\n")
        return out.toString()
    }

    private data class Bounds(val left: Int, val top: Int, val right: Int, val bottom: Int) {
        override fun toString() = "[$left,$top][$right,$bottom]"
    }

    private fun node(out: StringBuilder, depth: Int, index: Int, node: CarouselNode, carousel: Carousel, pkg: String, bounds: Bounds, strip: Bounds) {
        val attributes = LinkedHashMap<String, String>()
        attributes["resource-id"] = "$pkg:id/" + node.id.replace('.', '_')
        node.label?.let { attributes["content-desc"] = if (node.value == null) it else "$it, ${node.value}" }
        node.hint?.let { attributes["hint"] = it }
        attributes["clickable"] = node.isClickable.toString()
        attributes["focusable"] = node.isFocusable.toString()
        attributes["scrollable"] = node.isScrollable.toString()
        attributes["enabled"] = node.isEnabled.toString()
        attributes["heading"] = node.isHeading.toString()
        attributes["screen-reader-focusable"] = (node.isScreenReaderFocusable || (node.isAccessible && node.isFocusable)).toString()
        roleDescription(node, carousel.words)?.let { attributes["role-description"] = it }
        node.collection?.let { attributes["collection-info"] = "${it.first},${it.second}" }
        node.item?.let { attributes["collection-item-info"] = "${it.first},${it.second}" }
        val visible = node.children.filter { !it.isHidden }
        if (visible.isEmpty()) {
            leaf(out, depth, index, className(node), pkg, bounds, attributes)
            return
        }
        open(out, depth, index, className(node), pkg, bounds, attributes)
        val rtl = carousel.words.isRightToLeft
        val cardWidth = strip.right - strip.left
        for ((childIndex, child) in visible.withIndex()) {
            val card = carousel.cardIndex(child.id)
            val childBounds = if (card == null) Bounds(strip.left, strip.top, strip.right, strip.top + 60)
            else {
                val offset = (card - carousel.currentIndex) * cardWidth * (if (rtl) -1 else 1)
                Bounds(strip.left + offset, strip.top + 60, strip.right + offset, strip.bottom - 60)
            }
            node(out, depth + 1, childIndex, child, carousel, pkg, childBounds, strip)
        }
        out.append("  ".repeat(depth)).append("</node>\n")
    }

    private fun attributes(out: StringBuilder, index: Int, className: String, pkg: String, bounds: Bounds, extra: Map<String, String>) {
        out.append("<node index=\"").append(index).append('"')
        val all = LinkedHashMap<String, String>()
        all["text"] = ""
        all["resource-id"] = ""
        all["class"] = className
        all["package"] = pkg
        all["content-desc"] = ""
        all["checkable"] = "false"
        all["checked"] = "false"
        all["clickable"] = "false"
        all["enabled"] = "true"
        all["focusable"] = "false"
        all["focused"] = "false"
        all["scrollable"] = "false"
        all["long-clickable"] = "false"
        all["password"] = "false"
        all["selected"] = "false"
        all.putAll(extra)
        all["bounds"] = bounds.toString()
        for ((key, value) in all) out.append(' ').append(key).append("=\"").append(escape(value)).append('"')
    }

    private fun open(out: StringBuilder, depth: Int, index: Int, className: String, pkg: String, bounds: Bounds, extra: Map<String, String>) {
        out.append("  ".repeat(depth))
        attributes(out, index, className, pkg, bounds, extra)
        out.append(">\n")
    }

    private fun leaf(out: StringBuilder, depth: Int, index: Int, className: String, pkg: String, bounds: Bounds, extra: Map<String, String>) {
        out.append("  ".repeat(depth))
        attributes(out, index, className, pkg, bounds, extra)
        out.append(" />\n")
    }

    /** XML attribute escaping; control characters other than tab and line breaks are dropped. */
    fun escape(text: String): String {
        val out = StringBuilder(text.length)
        for (c in text) when {
            c == '&' -> out.append("&amp;")
            c == '<' -> out.append("&lt;")
            c == '>' -> out.append("&gt;")
            c == '"' -> out.append("&quot;")
            c == '\n' -> out.append("&#10;")
            c == '\t' -> out.append("&#9;")
            c < ' ' -> Unit
            else -> out.append(c)
        }
        return out.toString()
    }
}

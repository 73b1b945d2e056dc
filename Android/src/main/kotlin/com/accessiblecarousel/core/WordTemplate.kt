package com.accessiblecarousel.core

/**
 * The word files' template syntax, read as CarouselKit's `WordTemplate` reads it: `{1}`, `{2}`, ...
 * fill arguments by position, `{1|lowercase}` lowercases the value; a placeholder that is not
 * closed, has an unknown modifier or has no argument stays as written, so a missing word is
 * visible rather than a crash.
 */
object WordTemplate {
    /** Fills [template]'s numbered placeholders with [arguments]. O(n) in the template's length. */
    fun fill(template: String, vararg arguments: String): String {
        val out = StringBuilder(template.length + 16)
        var copied = 0
        var index = 0
        while (true) {
            val start = template.indexOf('{', index)
            if (start < 0) break
            index = start + 1
            var cursor = index
            while (cursor < template.length && template[cursor] != '}' && template[cursor] != '{') cursor++
            if (cursor >= template.length || template[cursor] != '}') continue
            val inside = template.substring(start + 1, cursor)
            val bar = inside.indexOf('|')
            val name = if (bar < 0) inside else inside.substring(0, bar)
            val modifier = if (bar < 0) null else inside.substring(bar + 1)
            if (modifier != null && modifier != "lowercase") continue
            // ASCII digits only, at most 18, as CarouselKit reads them.
            val position =
                if (name.isNotEmpty() && name.length <= 18 && name.all { it in '0'..'9' }) name.toLong() else null
            if (position == null || position < 1 || position > arguments.size) continue
            val value = arguments[(position - 1).toInt()]
            out.append(template, copied, start)
            out.append(if (modifier == "lowercase") value.toLowerCase() else value)
            copied = cursor + 1
            index = copied
        }
        out.append(template, copied, template.length)
        return out.toString()
    }
}

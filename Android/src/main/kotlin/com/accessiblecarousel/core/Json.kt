package com.accessiblecarousel.core

/** A JSON document that is not what was expected: names the file and the place. */
class JsonException(val file: String, val offset: Int, val reason: String) :
    Exception("$file: at character $offset: $reason")

/**
 * A small, strict JSON reader for the word files and the conformance vectors, so the plain-Kotlin
 * core needs no library (org.json exists on a device but not on the JVM the tests run on).
 *
 * Objects become [Map] (keys in document order), arrays [List], numbers [Long] or [Double],
 * strings [String], `true`/`false` [Boolean], `null` null. Nesting deeper than [maxDepth] is refused,
 * so a hostile file cannot overflow the stack.
 */
class Json private constructor(private val text: String, private val file: String) {
    private var index = 0

    companion object {
        /** The deepest nesting accepted. */
        const val maxDepth = 64

        /** Parses [text]; [file] names it in errors. */
        fun parse(text: String, file: String): Any? {
            val reader = Json(text, file)
            reader.skipSpace()
            val value = reader.value(0)
            reader.skipSpace()
            if (reader.index != text.length) reader.fail("expected the end of the document")
            return value
        }
    }

    private fun fail(message: String): Nothing = throw JsonException(file, index, message)

    private fun skipSpace() {
        while (index < text.length && text[index] in " \t\r\n") index++
    }

    private fun value(depth: Int): Any? {
        if (depth > maxDepth) fail("nesting deeper than $maxDepth")
        if (index >= text.length) fail("expected a value, found the end")
        return when (text[index]) {
            '{' -> obj(depth)
            '[' -> array(depth)
            '"' -> string()
            't' -> literal("true", true)
            'f' -> literal("false", false)
            'n' -> literal("null", null)
            else -> number()
        }
    }

    private fun literal(word: String, value: Any?): Any? {
        if (!text.startsWith(word, index)) fail("expected $word")
        index += word.length
        return value
    }

    private fun obj(depth: Int): Map<String, Any?> {
        val result = LinkedHashMap<String, Any?>()
        index++
        skipSpace()
        if (index < text.length && text[index] == '}') {
            index++
            return result
        }
        while (true) {
            skipSpace()
            if (index >= text.length || text[index] != '"') fail("expected a key in quotes")
            val key = string()
            skipSpace()
            if (index >= text.length || text[index] != ':') fail("expected ':' after the key \"$key\"")
            index++
            skipSpace()
            result[key] = value(depth + 1)
            skipSpace()
            if (index >= text.length) fail("expected ',' or '}', found the end")
            when (text[index++]) {
                ',' -> Unit
                '}' -> return result
                else -> { index--; fail("expected ',' or '}'") }
            }
        }
    }

    private fun array(depth: Int): List<Any?> {
        val result = ArrayList<Any?>()
        index++
        skipSpace()
        if (index < text.length && text[index] == ']') {
            index++
            return result
        }
        while (true) {
            skipSpace()
            result.add(value(depth + 1))
            skipSpace()
            if (index >= text.length) fail("expected ',' or ']', found the end")
            when (text[index++]) {
                ',' -> Unit
                ']' -> return result
                else -> { index--; fail("expected ',' or ']'") }
            }
        }
    }

    private fun string(): String {
        val out = StringBuilder()
        index++
        while (true) {
            if (index >= text.length) fail("unterminated string")
            val c = text[index++]
            when {
                c == '"' -> return out.toString()
                c == '\\' -> {
                    if (index >= text.length) fail("unterminated escape")
                    when (val e = text[index++]) {
                        '"', '\\', '/' -> out.append(e)
                        'b' -> out.append('\b')
                        'f' -> out.append('\u000C')
                        'n' -> out.append('\n')
                        'r' -> out.append('\r')
                        't' -> out.append('\t')
                        'u' -> {
                            if (index + 4 > text.length) fail("short \\u escape")
                            val code = text.substring(index, index + 4).toIntOrNull(16) ?: fail("bad \\u escape")
                            out.append(code.toChar())
                            index += 4
                        }
                        else -> { index--; fail("unknown escape \\$e") }
                    }
                }
                c < ' ' -> { index--; fail("control character in a string") }
                else -> out.append(c)
            }
        }
    }

    private fun number(): Any {
        val start = index
        if (index < text.length && text[index] == '-') index++
        while (index < text.length && (text[index].isDigit() || text[index] in ".eE+-")) index++
        val literal = text.substring(start, index)
        if (literal.length == 0 || literal == "-") { index = start; fail("expected a value") }
        return literal.toLongOrNull() ?: literal.toDoubleOrNull() ?: run { index = start; fail("bad number '$literal'") }
    }
}

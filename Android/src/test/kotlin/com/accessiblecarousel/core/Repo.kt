package com.accessiblecarousel.core

import java.io.File

/** The repository the tests run in: found by walking up from the working directory to Package.swift. */
object Repo {
    val root: File by lazy {
        var dir: File? = File(System.getProperty("user.dir")).absoluteFile
        while (dir != null && !File(dir, "Package.swift").isFile) dir = dir.parentFile
        dir ?: error("run the Android tests inside the repository (no Package.swift above ${System.getProperty("user.dir")})")
    }

    fun file(path: String) = File(root, path)

    /** CarouselKit's word file for a language code as the files spell it ("pt-BR"). */
    fun words(language: String): CarouselWords {
        val dir = file("Sources/CarouselKit/Resources/Words")
        val code = LanguageTags.bestMatch(language, dir.list()!!.filter { it.endsWith(".json") }.map { it.removeSuffix(".json") })
            ?: error("no word file serves $language in $dir")
        val file = File(dir, "$code.json")
        return CarouselWords.fromJson(file.readText(), file.path)
    }
}

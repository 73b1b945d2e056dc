#!/usr/bin/env python3
"""Writes Fuzz/dumps.dict (libFuzzer dictionary) from the names HierarchyImport matches; run from the package root."""
import re, glob, sys
words = set()
for f in glob.glob('Sources/HierarchyImport/*.swift'):
    words |= set(re.findall(r'"([A-Za-z_][A-Za-z0-9_:.-]{1,40})"', open(f).read()))
classes = set()
for f in glob.glob('Sources/*/*.swift'):
    classes |= set(re.findall(r'"((?:android|androidx|com\.google\.android)\.[A-Za-z0-9_.]+)"', open(f).read()))
def esc(s): return s.replace('\\', '\\\\').replace('"', '\\"')
out = ['# libFuzzer dictionary for the dump readers: every name and word HierarchyImport matches',
       '# (uiautomator / Appium UiAutomator2 and WebDriverAgent attributes, element types, JSON keys of',
       '# WebDriverAgent, AXe, idb, Maestro, screen documents and view captures, text-dump markers),',
       '# each as an XML attribute, a JSON key and a bare word, plus Android class names the readers and',
       '# simulators know. Regenerate: python3 Fuzz/make-dictionary.py > Fuzz/dumps.dict']
for w in sorted(words):
    out.append(f'"{esc(w)}"')
    if re.fullmatch(r'[A-Za-z_][A-Za-z0-9_:.-]*', w) and not w.endswith(':'):
        out.append(f'" {esc(w)}=\\""')
        out.append(f'"\\"{esc(w)}\\":"')
for c in sorted(classes):
    out.append(f'"{esc(c)}"')
for tok in ['<?xml version=\\"1.0\\" encoding=\\"UTF-8\\"?>', '<hierarchy rotation=\\"0\\">', '</hierarchy>', '<node ', '</node>', '/>',
            '<AppiumAUT>', '<XCUIElementTypeApplication ', '<XCUIElementTypeCollectionView ', '<XCUIElementTypeCell ',
            '<XCUIElementTypeButton ', '<XCUIElementTypeStaticText ', '<XCUIElementTypeOther ', '<XCUIElementTypeScrollView ',
            '<XCUIElementTypePageIndicator ', '<XCUIElementTypeImage ', '[0,0][1080,2400]', '[-1,-1][0,0]', '&amp;', '&#10;', '&#x1F600;',
            '<!DOCTYPE', '<![CDATA[', '<!--', '-->', 'View Hierarchy:', 'Element subtree:', 'Printing with useUnmergedTree',
            '+->', '+--->', 'Node #', 'Attributes:', '{{0.0, 0.0}, {390.0, 844.0}}', 'true', 'false', 'null', '1e999', '-0', 'NaN']:
    out.append(f'"{tok}"')
print('\n'.join(dict.fromkeys(out)))

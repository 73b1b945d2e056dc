#!/usr/bin/env python3
"""Writes hostile variants of each seed dump, for Fuzz/sweep-cli.py (see Fuzz/README.md):

    python3 Fuzz/mutate-dumps.py OUTDIR SEED...

Per seed: truncations at random offsets, flipped bits, duplicated attributes, numbers made huge,
negative, NaN or infinite, inverted and out-of-range bounds, UTF-16 (with and without a byte order
mark), invalid UTF-8, CRLF and CR line ends, a NUL, the file twice, bad character references. Also,
once: 0- and 1-byte files and 100,000-level XML and JSON nesting. Seeded, so the set is the same
on every run. Write OUTDIR outside the repository when a seed is a dump you may not commit.
"""
import os, random, re, sys
out = sys.argv[1]; os.makedirs(out, exist_ok=True)
rng = random.Random(8)


def w(name, data):
    with open(os.path.join(out, name), 'wb') as f: f.write(data)
w('empty.xml', b''); w('one-byte.xml', b'<'); w('one-byte-brace.json', b'{'); w('one-nul.xml', b'\0')
w('deep-xml.xml', b'<?xml version="1.0"?><hierarchy rotation="0">' + b'<node bounds="[0,0][10,10]">' * 100000 + b'</node>' * 100000 + b'</hierarchy>')
w('deep-xml-unclosed.xml', b'<hierarchy>' + b'<node>' * 100000)
w('deep-wda.xml', b'<?xml version="1.0"?><AppiumAUT><XCUIElementTypeApplication type="XCUIElementTypeApplication" x="0" y="0" width="390" height="844">' + b'<XCUIElementTypeOther type="XCUIElementTypeOther" x="0" y="0" width="10" height="10">' * 100000 + b'</XCUIElementTypeOther>' * 100000 + b'</XCUIElementTypeApplication></AppiumAUT>')
w('deep-json.json', b'{"children":[' * 100000 + b']}' * 100000)
w('deep-json-arr.json', b'[' * 100000 + b']' * 100000)
w('deep-espresso.txt', b'View Hierarchy:\n' + b''.join(b'+' + b'-' * i + b'>LinearLayout{id=-1, visibility=VISIBLE, width=10, height=10, x=0.0, y=0.0, child-count=1}\n' for i in range(1000)))
num_re = re.compile(rb'(?<=["\[,])-?\d+(?:\.\d+)?(?=["\],])')
bounds_re = re.compile(rb'\[(-?\d+),(-?\d+)\]\[(-?\d+),(-?\d+)\]')
attr_re = re.compile(rb'(\s[\w:-]+="[^"]*")')
for path in sys.argv[2:]:
    data = open(path, 'rb').read()
    base = os.path.basename(path)
    stem, ext = os.path.splitext(base)
    n = len(data)
    if n == 0: continue
    for i in range(3):
        cut = rng.randrange(n); w(f'{stem}.trunc{i}{ext}', data[:cut])
    for i in range(3):
        b = bytearray(data)
        for _ in range(rng.randint(1, 12)):
            p = rng.randrange(n); b[p] ^= 1 << rng.randrange(8)
        w(f'{stem}.flip{i}{ext}', bytes(b))
    w(f'{stem}.dupattr{ext}', attr_re.sub(lambda m: m.group(1) + m.group(1), data, count=400))
    for tag, val in [('huge', b'99999999999999999999999'), ('neg', b'-2147483649'), ('nan', b'NaN'), ('inf', b'inf'), ('intmax', b'9223372036854775807'), ('exp', b'1e308')]:
        w(f'{stem}.num-{tag}{ext}', num_re.sub(lambda m: val if rng.random() < 0.5 else m.group(0), data))
    w(f'{stem}.bounds-inv{ext}', bounds_re.sub(lambda m: b'[%s,%s][%s,%s]' % (m.group(3), m.group(4), m.group(1), m.group(2)), data))
    w(f'{stem}.bounds-neg{ext}', bounds_re.sub(lambda m: b'[-%s,-%s][-2147483648,9223372036854775807]' % (m.group(1), m.group(2)), data))
    # WebDriverAgent / JSON frames
    w(f'{stem}.wh-neg{ext}', re.sub(rb'(width|height)="(\d+)"', rb'\1="-\2"', data))
    w(f'{stem}.wh-nan{ext}', re.sub(rb'(x|y|width|height)="(\d+)"', rb'\1="nan"', data))
    w(f'{stem}.json-nan{ext}', re.sub(rb'("(?:x|y|width|height|X|Y|Width|Height)"\s*:\s*)-?\d+(\.\d+)?', rb'\g<1>1e999', data))
    try:
        text = data.decode('utf-8')
        w(f'{stem}.utf16{ext}', text.encode('utf-16'))
        w(f'{stem}.utf16le-nobom{ext}', text.encode('utf-16-le'))
    except UnicodeDecodeError:
        pass
    b = bytearray(data); p = rng.randrange(n); b[p:p] = b'\xc3\x28\xff\xfe\xed\xa0\x80'
    w(f'{stem}.badutf8{ext}', bytes(b))
    w(f'{stem}.crlf{ext}', data.replace(b'\r\n', b'\n').replace(b'\n', b'\r\n'))
    w(f'{stem}.cr{ext}', data.replace(b'\r\n', b'\n').replace(b'\n', b'\r'))
    w(f'{stem}.bom{ext}', b'\xef\xbb\xbf' + data)
    w(f'{stem}.nul{ext}', data[: n // 2] + b'\0' + data[n // 2 :])
    w(f'{stem}.doubled{ext}', data + data)
    w(f'{stem}.ent{ext}', attr_re.sub(lambda m: m.group(1)[:-1] + b'&#0;&#x110000;&bogus;&#xD800;&amp"', data, count=20))

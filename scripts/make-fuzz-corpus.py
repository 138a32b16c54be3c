#!/usr/bin/env python3
"""Writes the fuzz seed corpora to Fuzz/Corpus/<target>/ (png, jpeg, pdf, text, markdown,
epub, options): small, valid or nearly valid inputs for each loader, all generated here, so the
repository holds no one else's files. Deterministic: rerunning rewrites the same bytes
(JPEGs come from ImageMagick's encoder, so they can differ between its versions).

Usage: scripts/make-fuzz-corpus.py [OUTPUT]   (default Fuzz/Corpus)
Crash regressions live beside the seeds as regression-*.bin; this script leaves them alone.
"""
import os
import struct
import subprocess
import sys
import tempfile
import zipfile
import zlib

ROOT = sys.argv[1] if len(sys.argv) > 1 else os.path.join(os.path.dirname(__file__), "..", "Fuzz", "Corpus")


def write(target, name, data):
    folder = os.path.join(ROOT, target)
    os.makedirs(folder, exist_ok=True)
    with open(os.path.join(folder, name), "wb") as f:
        f.write(data if isinstance(data, bytes) else data.encode("utf-8"))


# --- PNG: written by hand (chunks, CRCs, zlib) to reach each colour type and bit depth.
def png(width, height, colour_type, depth, rows, extra=b"", interlace=0):
    def chunk(kind, body):
        return struct.pack(">I", len(body)) + kind + body + struct.pack(">I", zlib.crc32(kind + body))

    header = struct.pack(">IIBBBBB", width, height, depth, colour_type, 0, 0, interlace)
    raw = b"".join(b"\x00" + row for row in rows)
    return (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + extra + chunk(b"IDAT", zlib.compress(raw))
            + chunk(b"IEND", b""))


def gradient(width, height, channels, depth=8):
    size = depth // 8
    return [bytes(((x * 37 + y * 11 + c * 70) % 256) for x in range(width) for c in range(channels) for _ in range(size))
            for y in range(height)]


write("png", "rgba-8x8.png", png(8, 8, 6, 8, gradient(8, 8, 4)))
write("png", "rgb-5x3.png", png(5, 3, 2, 8, gradient(5, 3, 3)))
write("png", "grey-7x4.png", png(7, 4, 0, 8, gradient(7, 4, 1)))
write("png", "grey-alpha-4x4.png", png(4, 4, 4, 8, gradient(4, 4, 2)))
write("png", "rgb16-3x3.png", png(3, 3, 2, 16, gradient(3, 3, 3, 16)))
palette = struct.pack(">I", 6) + b"PLTE" + bytes([255, 0, 0, 0, 255, 0])
palette += struct.pack(">I", zlib.crc32(b"PLTE" + bytes([255, 0, 0, 0, 255, 0])))
write("png", "palette-4x2.png", png(4, 2, 3, 1, [bytes([0b10100000]), bytes([0b01010000])], extra=palette))
write("png", "interlaced-9x9.png", png(9, 9, 6, 8, gradient(9, 9, 4), interlace=1))
write("png", "truncated.png", png(8, 8, 6, 8, gradient(8, 8, 4))[:60])


# --- JPEG: ImageMagick's encoder, for the sampling factors and modes libjpeg-turbo handles.
def jpeg(name, *options):
    with tempfile.TemporaryDirectory() as folder:
        path = os.path.join(folder, "out.jpg")
        subprocess.run(["/usr/bin/convert", "-size", "16x12", "gradient:red-blue", "-strip", *options, path],
                       check=True)
        with open(path, "rb") as f:
            write("jpeg", name, f.read())


jpeg("baseline-420.jpg", "-quality", "50", "-sampling-factor", "2x2")
jpeg("baseline-444.jpg", "-quality", "50", "-sampling-factor", "1x1")
jpeg("progressive.jpg", "-quality", "40", "-interlace", "JPEG")
jpeg("grey.jpg", "-colorspace", "Gray", "-quality", "40")
jpeg("cmyk.jpg", "-colorspace", "CMYK", "-quality", "40")


def progressive_jpeg(name, width, height, scans):
    """A progressive JPEG of `scans` scans from scripts/make-progressive-jpeg.c (cc and libjpeg)."""
    source = os.path.join(os.path.dirname(os.path.abspath(__file__)), "make-progressive-jpeg.c")
    with tempfile.TemporaryDirectory() as work:
        tool, out = os.path.join(work, "make-progressive-jpeg"), os.path.join(work, "out.jpg")
        subprocess.run(["cc", "-O2", "-o", tool, source, "-ljpeg"], check=True)
        subprocess.run([tool, str(width), str(height), str(scans), out], check=True)
        with open(out, "rb") as f:
            write("jpeg", name, f.read())


# Past libjpeg-turbo's scan limit (500), and a progressive JPEG of the scans it takes.
progressive_jpeg("progressive-600-scans.jpg", 16, 16, 600)
progressive_jpeg("progressive-60-scans.jpg", 16, 16, 60)
with open(os.path.join(ROOT, "jpeg", "baseline-420.jpg"), "rb") as f:
    write("jpeg", "truncated.jpg", f.read()[:200])


# --- PDF: small documents with a correct cross-reference table, written by hand.
def pdf(pages, extra_objects=()):
    """pages: a list of (media box, content stream); extra_objects are appended as written."""
    objects = ["<< /Type /Catalog /Pages 2 0 R >>", None]
    kids = []
    for box, content in pages:
        page_number = len(objects) + 1
        kids.append(f"{page_number} 0 R")
        objects.append(f"<< /Type /Page /Parent 2 0 R /MediaBox [{box}] /Contents {page_number + 1} 0 R "
                       f"/Resources << /Font << /F1 << /Type /Font /Subtype /Type1 /BaseFont /Helvetica >> >> >> >>")
        objects.append(f"<< /Length {len(content)} >>\nstream\n{content}\nendstream")
    objects[1] = f"<< /Type /Pages /Kids [{' '.join(kids)}] /Count {len(kids)} >>"
    objects.extend(extra_objects)
    out = "%PDF-1.4\n"
    offsets = []
    for number, body in enumerate(objects, start=1):
        offsets.append(len(out))
        out += f"{number} 0 obj\n{body}\nendobj\n"
    xref = len(out)
    out += f"xref\n0 {len(objects) + 1}\n0000000000 65535 f \n"
    out += "".join(f"{offset:010d} 00000 n \n" for offset in offsets)
    out += f"trailer\n<< /Size {len(objects) + 1} /Root 1 0 R >>\nstartxref\n{xref}\n%%EOF\n"
    return out


text = "BT /F1 24 Tf 20 60 Td (Folio) Tj ET"
shapes = "0.2 0.4 0.8 rg 10 10 80 50 re f 1 0 0 RG 4 w 0 0 m 100 100 l S"
write("pdf", "one-page.pdf", pdf([("0 0 200 100", text)]))
write("pdf", "two-pages-shapes.pdf", pdf([("0 0 100 100", shapes), ("0 0 300 150", text + " " + shapes)]))
write("pdf", "rotated-offset-box.pdf", pdf([("-50 -50 50 150", "q 0.7 0.7 -0.7 0.7 50 0 cm " + shapes + " Q")]))
write("pdf", "empty-content.pdf", pdf([("0 0 612 792", "")]))
write("pdf", "large-box.pdf", pdf([("0 0 14400 14400", shapes)]))
write("pdf", "no-xref.pdf", "%PDF-1.4\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n"
      "2 0 obj\n<< /Type /Pages /Kids [3 0 R] /Count 1 >>\nendobj\n"
      "3 0 obj\n<< /Type /Page /Parent 2 0 R /MediaBox [0 0 50 50] >>\nendobj\n%%EOF\n")

# --- Text and Markdown: the shapes the paginator and parser treat differently.
write("text", "paragraphs.txt", "A first paragraph,\nwrapped over lines.\n\nA second one.\n")
write("text", "long-line.txt", "word " * 600 + "\n")
write("text", "no-spaces.txt", "x" * 2000)
write("text", "cjk-and-latin.txt", "縦書きと横書き。" * 40 + "\n\nLatin après 中文 text.\n")
write("text", "crlf-bom.txt", "\ufeffLine one\r\nLine two\r\n\r\nNext\r\n")
write("text", "invalid-utf8.txt", b"caf\xc3\xa9 \xff broken \xe4\xb8 end\n")
write("text", "tabs-and-blank-lines.txt", "\tindented\n\n\n\n   \n\t\tmore\n")
write("text", "combining-marks.txt", "a" + "\u0301" * 1500 + " e\u0300\u0301 \u1100\u1161" * 40 + "\n")
write("text", "nuls-after-text.txt", b"Some text. " * 40 + b"\0" * 3000)
write("text", "one-line-no-breaks.txt", "word " * 800)
write("markdown", "headings-lists.md",
      "# Title\n\nSetext\n======\n\n## Part\n\n- one\n- two\n  - nested\n\n1. first\n2) second\n\n> a quote\n> continued\n")
write("markdown", "code.md", "```swift\nlet x = 1\n```\n\n    indented code\n    block\n\n~~~\nunclosed fence\n")
write("markdown", "inline.md",
      "Some *emphasis*, **strong**, `code`, [a link](http://example.com), ![image](x.png), <b>html</b>.\n")
write("markdown", "heading-at-end.md", "Paragraph.\n\n" * 30 + "# A heading at the very end")
write("markdown", "long-code-line.md", "```\n" + "a" * 3000 + "\n```\n")
write("markdown", "edge-markers.md", "#\n##########\n* \n1.\n>\n```\n---\n***\n___\n[unclosed](\n**\n")
# Shapes that cost cmark-gfm or Pango more than linear time or memory, small: the size-sensitive
# run of scripts/fuzz.sh lets libFuzzer grow them to 256 KB.
write("markdown", "table-vt-delimiters.md", "|" + "a|" * 60 + "\n|" + "-\v|" * 60 + "\n" + "x\n" * 60)
write("markdown", "table-cr-lines.md", "|a|b|\r|-|-|\r" + "|x|y|\r" * 40)
write("markdown", "table-wide-row.md", "|a|b|\n|-|-|\n" + "|x" * 1500 + "|\n")
write("markdown", "table-mismatched-delimiters.md", "a|b\n|-|-|-|\n" * 200)
write("markdown", "brackets-image-link.md", "![[]()" * 500)
write("markdown", "brackets-chain.md", "[" * 1000 + "]" * 1000)
write("markdown", "links.md", "[a](b) " * 500 + "\n\n[x]: http://example.com\n\n[ref][x]\n")
write("markdown", "combining-marks.md", "a" + "\u0301" * 1500 + " and \U0001F468\u200D" * 50 + "\n")

# --- EPUB: small books zipped here (mimetype first and stored, as OCF asks), and bare
# XHTML chapters, which FuzzEPUBInput parses and converts directly.
def epub(opf_extra="", spine_attributes="", chapter="<p>Hello <i>world</i>.</p>", files=()):
    import io
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w") as archive:
        def add(name, text, method=zipfile.ZIP_DEFLATED):
            info = zipfile.ZipInfo(name, date_time=(2020, 1, 1, 0, 0, 0))
            info.compress_type = method
            archive.writestr(info, text)
        add("mimetype", "application/epub+zip", zipfile.ZIP_STORED)
        add("META-INF/container.xml", '<?xml version="1.0"?><container version="1.0" '
            'xmlns="urn:oasis:names:tc:opendocument:xmlns:container"><rootfiles>'
            '<rootfile full-path="OEBPS/content.opf" media-type="application/oebps-package+xml"/>'
            '</rootfiles></container>')
        add("OEBPS/content.opf", '<?xml version="1.0"?><package xmlns="http://www.idpf.org/2007/opf" '
            'version="3.0"><metadata xmlns:dc="http://purl.org/dc/elements/1.1/"><dc:title>Seed</dc:title>'
            '<dc:language>en</dc:language>' + opf_extra + '</metadata><manifest>'
            '<item id="nav" href="nav.xhtml" media-type="application/xhtml+xml" properties="nav"/>'
            '<item id="ncx" href="toc.ncx" media-type="application/x-dtbncx+xml"/>'
            '<item id="c1" href="text/c1.xhtml" media-type="application/xhtml+xml"/>'
            '<item id="css" href="style.css" media-type="text/css"/></manifest>'
            '<spine toc="ncx" ' + spine_attributes + '><itemref idref="c1"/></spine></package>')
        add("OEBPS/nav.xhtml", '<html xmlns="http://www.w3.org/1999/xhtml" xmlns:epub="http://www.idpf.org/2007/ops">'
            '<body><nav epub:type="toc"><ol><li><a href="text/c1.xhtml">One</a><ol><li>'
            '<a href="text/c1.xhtml#s">Sub</a></li></ol></li></ol></nav></body></html>')
        add("OEBPS/toc.ncx", '<ncx xmlns="http://www.daisy.org/z3986/2005/ncx/"><navMap><navPoint id="p">'
            '<navLabel><text>One</text></navLabel><content src="text/c1.xhtml"/></navPoint></navMap></ncx>')
        add("OEBPS/style.css", ".it { font-style: italic } p.c { text-align: center } @media x { p { font-weight: bold } }")
        add("OEBPS/text/c1.xhtml", '<?xml version="1.0"?><html xmlns="http://www.w3.org/1999/xhtml"><head>'
            '<link rel="stylesheet" href="../style.css"/></head><body>' + chapter + '</body></html>')
        for name, text in files:
            add(name, text)
    return buffer.getvalue()


write("epub", "minimal.epub", epub())
write("epub", "rtl-vertical.epub", epub('<meta name="primary-writing-mode" content="vertical-rl"/>',
                                        'page-progression-direction="rtl"'))
write("epub", "rich-chapter.epub", epub(chapter=
      '<h1>Title</h1><p class="c">Centred <span class="it">italic</span> <b>bold</b><br/>line</p>'
      '<ul><li>one</li><li><p>two</p><ol start="3"><li>three</li></ol></li></ul><blockquote><p>q</p></blockquote>'
      '<pre>  code\n  more</pre><table><thead><tr><th>a</th><th align="right">b</th></tr></thead>'
      '<tbody><tr><td>1</td><td>2</td></tr></tbody></table><hr/><img src="../missing.png" alt="gone"/>'))
write("epub", "traversal.epub", epub(chapter='<img src="../../../../etc/passwd"/>'))
write("epub", "chapter.xhtml", '<?xml version="1.0"?><html xmlns="http://www.w3.org/1999/xhtml"><head>'
      '<style>.x { font-weight: 700 } span { font-style: oblique }</style></head><body><section><h2>H</h2>'
      '<p style="text-align:center">a <em>b</em> <code>c</code> <a href="#x">d</a> <s>e</s> <sup>1</sup></p>'
      '<div><div><p>deep</p></div></div></section></body></html>')
write("epub", "tag-soup.html", "<html><body><p>One&nbsp;two<p>Three <i>four<table><tr><td>x</body>")

# --- Options: one argument per line, as FuzzOptionsInput splits them.
write("options", "export-size.txt", "export\n--sample\n--size\n800x600\n--frames\n3")
write("options", "export-page-turns.txt", "export\n--page\n5\n--turns\n2\n--fps\n24\n--scale\n2")
write("options", "export-duration.txt", "export\n--duration\n1.5\n--format\ngif\n-o\nout.gif")
write("options", "open-size-page.txt", "open\n--sample\n--size\n1024X768\n--page\n99")
write("options", "open-curl-mid.txt", "open\n--sample\n--transition\ncurl\n--spine\nmid\n--right-to-left")
write("options", "bad-size.txt", "export\n--size\n99999999999999999999x1")
write("options", "gallery.txt", "gallery")

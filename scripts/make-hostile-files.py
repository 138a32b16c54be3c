#!/usr/bin/env python3
"""Writes the hostile inputs (files made to exhaust memory or time) into a folder, for
measuring the release `folio` on them with scripts/measure-hostile.sh.

Everything is generated: no file here is a copy of anyone's work. The folder of real
16384² photos is made separately by measure-hostile.sh from scikit-image's sample photos.

Usage: scripts/make-hostile-files.py FOLDER
"""
import os
import struct
import subprocess
import sys
import tempfile
import zipfile
import zlib


def pdf(page_sizes):
    """A valid PDF with one empty page per (width, height), with a correct xref table."""
    objects = ["<< /Type /Catalog /Pages 2 0 R >>"]
    kids = " ".join(f"{3 + i} 0 R" for i in range(len(page_sizes)))
    objects.append(f"<< /Type /Pages /Kids [{kids}] /Count {len(page_sizes)} >>")
    for width, height in page_sizes:
        objects.append(f"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 {width:.0f} {height:.0f}] >>")
    out = b"%PDF-1.4\n"
    offsets = []
    for number, body in enumerate(objects, start=1):
        offsets.append(len(out))
        out += f"{number} 0 obj\n{body}\nendobj\n".encode()
    xref = len(out)
    out += f"xref\n0 {len(objects) + 1}\n0000000000 65535 f \n".encode()
    for offset in offsets:
        out += f"{offset:010d} 00000 n \n".encode()
    out += f"trailer\n<< /Size {len(objects) + 1} /Root 1 0 R >>\nstartxref\n{xref}\n%%EOF\n".encode()
    return out


def chunk(kind, body):
    return struct.pack(">I", len(body)) + kind + body + struct.pack(">I", zlib.crc32(kind + body))


def png(width, height):
    """An RGBA PNG of a white image, streamed so that it never exists uncompressed."""
    header = struct.pack(">IIBBBBB", width, height, 8, 6, 0, 0, 0)
    compressor = zlib.compressobj(9)
    row = b"\0" + b"\xff" * (width * 4)
    data = b"".join(compressor.compress(row) for _ in range(height)) + compressor.flush()
    return b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + chunk(b"IDAT", data) + chunk(b"IEND", b"")


def jpeg_claiming(jpeg, width, height):
    """`jpeg` with its first start-of-frame size replaced."""
    data = bytearray(jpeg)
    index = 2
    while index + 4 < len(data):
        marker = data[index + 1]
        length = struct.unpack(">H", data[index + 2:index + 4])[0]
        if marker in (0xC0, 0xC1, 0xC2):
            data[index + 5:index + 9] = struct.pack(">HH", height, width)
            return bytes(data)
        index += 2 + length
    raise ValueError("no SOF")


def epub(path, chapters, extra_entries=(), css="", stored_bomb=None):
    """An EPUB 3 whose spine lists `chapters` (name, xhtml)."""
    manifest = "".join(
        f'<item id="c{i}" href="{name}" media-type="application/xhtml+xml"/>' for i, (name, _) in enumerate(chapters))
    spine = "".join(f'<itemref idref="c{i}"/>' for i in range(len(chapters)))
    opf = ('<?xml version="1.0"?><package xmlns="http://www.idpf.org/2007/opf" version="3.0">'
           '<metadata xmlns:dc="http://purl.org/dc/elements/1.1/"><dc:title>Hostile</dc:title>'
           '<dc:language>en</dc:language></metadata>'
           f'<manifest>{manifest}<item id="css" href="style.css" media-type="text/css"/></manifest>'
           f'<spine>{spine}</spine></package>')
    container = ('<?xml version="1.0"?><container version="1.0" '
                 'xmlns="urn:oasis:names:tc:opendocument:xmlns:container"><rootfiles>'
                 '<rootfile full-path="OEBPS/content.opf" media-type="application/oebps-package+xml"/>'
                 '</rootfiles></container>')
    with zipfile.ZipFile(path, "w") as archive:
        archive.writestr(zipfile.ZipInfo("mimetype"), "application/epub+zip")
        archive.writestr("META-INF/container.xml", container, zipfile.ZIP_DEFLATED)
        archive.writestr("OEBPS/content.opf", opf, zipfile.ZIP_DEFLATED)
        archive.writestr("OEBPS/style.css", css, zipfile.ZIP_DEFLATED)
        for name, xhtml in chapters:
            archive.writestr("OEBPS/" + name, xhtml, zipfile.ZIP_DEFLATED)
        for name, data in extra_entries:
            archive.writestr(name, data, zipfile.ZIP_DEFLATED)


def xhtml(body, head=""):
    return ('<?xml version="1.0" encoding="utf-8"?><html xmlns="http://www.w3.org/1999/xhtml">'
            f'<head><title>c</title><link rel="stylesheet" href="style.css"/>{head}</head>'
            f'<body>{body}</body></html>')


def progressive_jpeg(width, height, scans):
    """A progressive JPEG from scripts/make-progressive-jpeg.c (built here with cc and libjpeg):
    libjpeg's own progression for scans=0, else that many scans."""
    source = os.path.join(os.path.dirname(os.path.abspath(__file__)), "make-progressive-jpeg.c")
    with tempfile.TemporaryDirectory() as work:
        tool, out = os.path.join(work, "make-progressive-jpeg"), os.path.join(work, "out.jpg")
        subprocess.run(["cc", "-O2", "-o", tool, source, "-ljpeg"], check=True)
        subprocess.run([tool, str(width), str(height), str(scans), out], check=True)
        with open(out, "rb") as f:
            return f.read()


def pdf_document(pages):
    """A valid PDF whose pages draw `content` (bytes) with `images` (name → (dictionary
    entries, stream bytes)) as XObjects; a list of pages, each (content, images). Streams
    are written as given: the caller compresses them and names the filter."""
    objects = [b"<< /Type /Catalog /Pages 2 0 R >>", None]
    kids = []
    for content, images in pages:
        names = []
        for name, (entries, data) in images.items():
            objects.append(b"<< /Type /XObject /Subtype /Image " + entries.encode()
                           + b" /Length %d >>\nstream\n" % len(data) + data + b"\nendstream")
            names.append(f"/{name} {len(objects)} 0 R")
        content_entries, content_data = content
        objects.append(b"<< " + content_entries.encode() + b" /Length %d >>\nstream\n" % len(content_data)
                       + content_data + b"\nendstream")
        stream = len(objects)
        objects.append(f"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents {stream} 0 R "
                       f"/Resources << /XObject << {' '.join(names)} >> >> >>".encode())
        kids.append(f"{len(objects)} 0 R")
    objects[1] = f"<< /Type /Pages /Kids [{' '.join(kids)}] /Count {len(kids)} >>".encode()
    out = b"%PDF-1.5\n"
    offsets = []
    for number, body in enumerate(objects, start=1):
        offsets.append(len(out))
        out += b"%d 0 obj\n" % number + body + b"\nendobj\n"
    xref = len(out)
    out += f"xref\n0 {len(objects) + 1}\n0000000000 65535 f \n".encode()
    for offset in offsets:
        out += f"{offset:010d} 00000 n \n".encode()
    out += f"trailer\n<< /Size {len(objects) + 1} /Root 1 0 R >>\nstartxref\n{xref}\n%%EOF\n".encode()
    return out


def deflated(size, unit=b"\0"):
    """`unit` repeated to `size` bytes, deflated a megabyte at a time (never whole in memory)."""
    compressor = zlib.compressobj(9)
    block = unit * (1_048_576 // len(unit))
    parts = []
    left = size
    while left > 0:
        parts.append(compressor.compress(block[:left]))
        left -= len(block)
    parts.append(compressor.flush())
    return b"".join(parts)


def jbig2_page(width, height):
    """An embedded JBIG2 stream of one page-information segment claiming `width` × `height`
    (filled with white) and an end of page: the decoder allocates the page before any
    region arrives."""
    info = struct.pack(">IIIIBH", width, height, 0, 0, 0, 0)
    segment = struct.pack(">IBBBI", 0, 48, 0, 1, len(info)) + info
    return segment + struct.pack(">IBBBI", 1, 49, 0, 1, 0)


def hostile_pdfs(write):
    """PDFs whose cost only shows when a page is drawn: each has an ordinary first and last
    page around the hostile one, so that a reader can show its neighbours."""
    plain = ("", b"0.2 0.4 0.8 rg 72 72 468 648 re f")
    draw = ("", b"q 468 0 0 648 72 72 cm /Im Do Q")
    # A 30,000² grey image (900 MB decoded) in a stream of under 1 MB.
    image = ("/Width 30000 /Height 30000 /ColorSpace /DeviceGray /BitsPerComponent 8 /Filter /FlateDecode",
             deflated(30_000 * 30_000))
    write("image-30000.pdf", pdf_document([(plain, {}), (draw, {"Im": image}), (plain, {})]))
    # A JBIG2 page of 65,535² in a few dozen bytes.
    jbig2 = ("/Width 65535 /Height 65535 /ColorSpace /DeviceGray /BitsPerComponent 1 /Filter /JBIG2Decode",
             jbig2_page(65_535, 65_535))
    write("jbig2-65535.pdf", pdf_document([(plain, {}), (draw, {"Im": jbig2}), (plain, {})]))
    # 400 MB of drawing operators (tiny rectangles) inflated from one compressed stream.
    operators = ("/Filter /FlateDecode", deflated(400 * 1_048_576, b"0 0 1 1 re f\n1 1 1 1 re f\n"))
    write("operators-400mb.pdf", pdf_document([(plain, {}), (operators, {}), (plain, {})]))


def main(folder):
    os.makedirs(folder, exist_ok=True)

    def write(name, data):
        with open(os.path.join(folder, name), "wb") as f:
            f.write(data if isinstance(data, bytes) else data.encode())

    write("poster-200000.pdf", pdf([(612, 792), (200_000, 200_000)]))
    write("strip-3e9.pdf", pdf([(612, 792), (3e9, 10)]))
    write("max-14400.pdf", pdf([(14_400, 14_400)] * 3))
    write("zeros-after.pdf", pdf([(612, 792)]) + b"\0" * 2048)
    hostile_pdfs(write)
    write("poster-20000.png", png(20_000, 20_000))
    small = subprocess.run(["/usr/bin/convert", "-size", "32x32", "plasma:fractal", "-quality", "90", "jpg:-"],
                           check=True, capture_output=True).stdout
    write("claims-16384.jpg", jpeg_claiming(small, 16384, 16384))
    write("small.png", subprocess.run(["/usr/bin/convert", "-size", "64x48", "plasma:fractal", "png:-"],
                                      check=True, capture_output=True).stdout)
    write("invalid-byte.md", "# Title\n\nCJK 日本語 text with one bad byte: ".encode() + b"\xff" + b" here.\n")

    # Markdown that attacks cmark-gfm and the HTML reader.
    n = 20_000
    write("table-bomb.md", "|" + "a|" * n + "\n|" + "-|" * n + "\n" + "x\n" * n)
    write("html-lt-bomb.md", "<div>\n" + "<a" * 500_000 + "\n")
    write("html-comment-bomb.md", "<!--" * 250_000 + "\n")
    write("html-br-bomb.md", "<div>\n" + "<br>" * 250_000 + "x\n")
    write("deep-quote.md", ">" * 100_000 + " deep\n")
    # A vertical tab is white space to cmark-gfm's delimiter rows: 120 KB, 20,000 columns.
    write("table-vt-bomb.md", "|" + "a|" * n + "\n|" + "-\v|" * n + "\n" + "x\n" * n)
    # The same with lines ended by CR alone, which cmark also splits at.
    write("table-cr-bomb.md", "|" + "a|" * n + "\r|" + "-|" * n + "\r" + "x\r" * n)
    # One 10 MB row of 5 million cells under a two-column table.
    write("table-wide-row.md", "|a|b|\n|-|-|\n" + "|x" * 5_000_000 + "|\n")
    # Possible delimiter rows that do not match their header: each re-reads the paragraph.
    write("table-mismatch.md", "a|b\n|-|-|-|\n" * 20_000)
    # cmark-gfm's open brackets: `![[]()` leaves one image bracket open per repetition.
    write("brackets-image-link.md", "![[]()" * 100_000)
    write("brackets-chain.md", "[" * 300_000 + "]" * 300_000)
    write("links-million.md", "[a](b) " * 1_000_000)
    # One letter carrying 100,000 combining accents (Pango shapes a cluster in quadratic time).
    accents = "x" * 1000 + "\n\na" + "\u0301" * 100_000 + "\n\nafter\n"
    write("combining-marks.txt", accents)
    write("combining-marks.md", accents)

    # Characters with no width: a 300 KB page of nothing but U+200B, U+200D and U+FEFF, and
    # one line of 100,000 U+200B between two ordinary paragraphs (no break opportunity a
    # line breaker can fill, nothing a page can show).
    write("zero-width-page.txt", "\u200b\u200d\ufeff" * 33_334)
    write("zero-width-line.txt", "before\n\n" + "\u200b" * 100_000 + "\n\nafter\n")
    write("zero-width-line.md", "# Zero width\n\nbefore\n\n" + "\u200b" * 100_000 + "\n\nafter\n")

    # Plain text of one paragraph: 100 MB on one line; 20 KB of text then 100 MB of NULs.
    with open(os.path.join(folder, "one-line-100mb.txt"), "wb") as f:
        for _ in range(100):
            f.write(b"word " * 209_716)
    with open(os.path.join(folder, "nuls-after-text.txt"), "wb") as f:
        f.write(b"Some text before the zeros. " * 732)
        for _ in range(100):
            f.write(b"\0" * 1_048_576)

    # JPEGs: 883 progressive scans (decoded scan by scan); a 14000² progressive JPEG, whose
    # coefficients libjpeg holds at full size whatever the scale it decodes at.
    write("progressive-883-scans.jpg", progressive_jpeg(4096, 4096, 883))
    write("progressive-14000.jpg", progressive_jpeg(14_000, 14_000, 0))

    # EPUBs.
    epub(os.path.join(folder, "deep.epub"), [("c.xhtml", xhtml("<div>" * 100_000 + "deep" + "</div>" * 100_000))])
    epub(os.path.join(folder, "deep-html.epub"), [("c.xhtml", xhtml("<div>" * 100_000 + "deep &nbsp; not xml"))])
    epub(os.path.join(folder, "many-entries.epub"), [("c.xhtml", xhtml("<p>many</p>"))],
         extra_entries=[(f"OEBPS/e{i}.txt", "x") for i in range(12_000)])
    # One chapter inflating to 60 MB (under the 64 MB entry limit), listed 8 times in the
    # spine: 480 MB of text, under the 512 MB book limit.
    big = xhtml("<p>" + ("word " * 1000 + "</p><p>") * 12_000 + "</p>")
    epub(os.path.join(folder, "bomb-spine.epub"), [(f"c{i}.xhtml", big) for i in range(8)])
    # One entry inflating to 1 GB of zeros: past the entry limit.
    epub(os.path.join(folder, "bomb-entry.epub"), [("c.xhtml", xhtml("<p>x</p>" + " " * (1 << 30)))])
    rows = "<tr>" + "<td>a</td>" * 300_000 + "</tr>" + "<tr/>" * 300_000
    epub(os.path.join(folder, "table-bomb.epub"), [("c.xhtml", xhtml(f"<table>{rows}</table>"))])
    css = "".join(f".c{i} {{ font-weight: bold }}\n" for i in range(5_000))
    body = "".join(f'<span class="c{i % 5000} d{i}">w</span>' for i in range(200_000))
    epub(os.path.join(folder, "css-rules.epub"), [("c.xhtml", xhtml(f"<p>{body}</p>"))], css=css)
    blanks = "<i> </i><b> </b>" * 100_000
    epub(os.path.join(folder, "blank-runs.epub"), [("c.xhtml", xhtml(f"<p>{blanks}x</p>"))])


if __name__ == "__main__":
    main(sys.argv[1])

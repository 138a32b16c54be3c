#!/usr/bin/python3
"""Writes a small PDF of known text for the window checks, by hand: a fresh machine has no
PDF writer, and the standard Helvetica needs no font file.

Usage: write-text-pdf.py OUT [--size POINTS] [--roman-front N] PAGE...
Each PAGE is one page's lines, separated by '|'. --roman-front N labels the first N pages
i, ii, iii… and the rest 1, 2, 3… (the /PageLabels a printed book's front matter has).
"""
import argparse

parser = argparse.ArgumentParser()
parser.add_argument("out")
parser.add_argument("--size", type=float, default=24)
parser.add_argument("--roman-front", type=int, default=0)
parser.add_argument("pages", nargs="+")
args = parser.parse_args()

labels = ""
if args.roman_front > 0:
    labels = f" /PageLabels << /Nums [0 << /S /r >> {args.roman_front} << /S /D >>] >>"
objects = [f"<< /Type /Catalog /Pages 2 0 R{labels} >>", None,
           "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>"]
kids = []
step = args.size * 1.5
for page in args.pages:
    text = "".join(f"BT /F1 {args.size:g} Tf 72 {720 - step * i:g} Td ({line}) Tj ET\n"
                   for i, line in enumerate(page.split("|")))
    objects.append(f"<< /Length {len(text)} >>\nstream\n{text}endstream")
    objects.append(f"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents {len(objects)} 0 R "
                   "/Resources << /Font << /F1 3 0 R >> >> >>")
    kids.append(f"{len(objects)} 0 R")
objects[1] = f"<< /Type /Pages /Kids [{' '.join(kids)}] /Count {len(kids)} >>"
out, offsets = b"%PDF-1.4\n", []
for number, body in enumerate(objects, 1):
    offsets.append(len(out))
    out += f"{number} 0 obj\n{body}\nendobj\n".encode()
xref = len(out)
out += f"xref\n0 {len(objects) + 1}\n0000000000 65535 f \n".encode()
out += "".join(f"{offset:010d} 00000 n \n" for offset in offsets).encode()
out += f"trailer\n<< /Size {len(objects) + 1} /Root 1 0 R >>\nstartxref\n{xref}\n%%EOF\n".encode()
with open(args.out, "wb") as file:
    file.write(out)

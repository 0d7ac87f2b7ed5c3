"""Reading a printed PDF back as a person would: its text (pdftotext) and its pages as PNG
(pdftoppm) to look at; QR codes read with zbarimg. poppler-utils and zbar-tools come from
Debian (``.ci/run`` installs them)."""

from __future__ import annotations

import re
import shutil
import subprocess
import unicodedata
from pathlib import Path

ARTIFACTS = Path(__file__).resolve().parents[1] / "artifacts" / "printing"
_BIDI_MARKS = re.compile("[\u200e\u200f\u202a-\u202e\u2066-\u2069]")


def pdf_text(path: Path, *, layout: bool = True) -> str:
    """The PDF's text as pdftotext extracts it, in logical order. Arabic comes out in its
    presentation forms (the glyphs' own code points) with bidi marks: NFKC folds the forms
    back to letters and the marks are dropped, so a test can look for words."""
    args = ["pdftotext", *(["-layout"] if layout else []), str(path), "-"]
    raw = subprocess.run(args, check=True, capture_output=True, text=True).stdout
    return _BIDI_MARKS.sub("", unicodedata.normalize("NFKC", raw))


def plain(text: str) -> str:
    """``text`` without bidi marks (as ``pdf_text`` gives a PDF's text)."""
    return _BIDI_MARKS.sub("", text)


def squeezed(text: str) -> str:
    """Without any white space: pdftotext places the spaces around numbers in a right-to-left
    line loosely ("صفحة  2من 2"), the letters and digits it keeps in order."""
    return re.sub(r"\s+", "", text)


def pdf_pages(path: Path) -> int:
    info = subprocess.run(["pdfinfo", str(path)], check=True, capture_output=True, text=True)
    match = re.search(r"^Pages:\s+(\d+)", info.stdout, re.MULTILINE)
    assert match, info.stdout
    return int(match.group(1))


def pdf_page_sizes(path: Path) -> list[tuple[float, float]]:
    """Each page's (width, height) in points, as pdfinfo reads them (A4 is 595 x 842)."""
    info = subprocess.run(
        ["pdfinfo", "-f", "1", "-l", str(pdf_pages(path)), str(path)],
        check=True,
        capture_output=True,
        text=True,
    )
    sizes = re.findall(r"^Page\s+\d+ size:\s+([\d.]+) x ([\d.]+) pts", info.stdout, re.MULTILINE)
    return [(float(width), float(height)) for width, height in sizes]


def save_pngs(
    path: Path, name: str, *, dpi: int = 110, first: int = 1, last: int = 2
) -> list[Path]:
    """Pages ``first``..``last`` of the PDF as PNGs under tests/artifacts/printing/."""
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    prefix = ARTIFACTS / name
    for old in ARTIFACTS.glob(f"{name}-*.png"):
        old.unlink()
    subprocess.run(
        [
            "pdftoppm",
            "-png",
            "-r",
            str(dpi),
            "-f",
            str(first),
            "-l",
            str(last),
            str(path),
            str(prefix),
        ],
        check=True,
    )
    return sorted(ARTIFACTS.glob(f"{name}-*.png"))


def read_qr_codes(path: Path, *, dpi: int = 300) -> list[str]:
    """Every QR code on the PDF's first page, decoded by zbarimg (raw bytes as UTF-8)."""
    png = path.with_suffix(".qr")
    subprocess.run(
        [
            "pdftoppm",
            "-png",
            "-r",
            str(dpi),
            "-f",
            "1",
            "-l",
            "1",
            "-singlefile",
            str(path),
            str(png),
        ],
        check=True,
    )
    result = subprocess.run(
        ["zbarimg", "--quiet", "--raw", "-Sbinary", str(png) + ".png"],
        capture_output=True,
    )
    return [line for line in result.stdout.decode("utf-8").splitlines() if line]


def tools_present() -> bool:
    return all(shutil.which(tool) for tool in ("pdftotext", "pdftoppm", "zbarimg"))


def pdf_image_count(path: Path) -> int:
    """How many images the PDF holds (pdfimages -list)."""
    listing = subprocess.run(
        ["pdfimages", "-list", str(path)], capture_output=True, text=True, check=True
    ).stdout
    return max(0, len(listing.strip().splitlines()) - 2)  # two header lines

"""Build the double-clickable Boardwalk with PyInstaller (``packaging/boardwalk.spec``).

    python tools/build_app.py [--out DIR]

Makes ``DIR/Boardwalk/`` (default ``build/dist``): the program ``Boardwalk`` (``.exe`` on
Windows; on macOS also ``Boardwalk.app``) and everything it needs, then prints the folder's
size and the size of it compressed, as a player would download it.
"""

from __future__ import annotations

import argparse
import subprocess
import sys
import tarfile
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SPEC = ROOT / "packaging" / "boardwalk.spec"


def build(out: Path, work: Path) -> Path:
    """Run PyInstaller; returns the built folder (raises CalledProcessError on failure)."""
    command = [sys.executable, "-m", "PyInstaller", str(SPEC), "--noconfirm", "--clean"]
    command += ["--distpath", str(out), "--workpath", str(work), "--log-level", "WARN"]
    subprocess.run(command, check=True, cwd=ROOT)
    return out / "Boardwalk"


def program(folder: Path) -> Path:
    """The built program inside its folder, on this system."""
    return folder / ("Boardwalk.exe" if sys.platform == "win32" else "Boardwalk")


def sizes(folder: Path) -> tuple[int, int]:
    """The folder's bytes, and its bytes as a .tar.gz."""
    total = sum(p.stat().st_size for p in folder.rglob("*") if p.is_file())
    with tempfile.TemporaryDirectory() as tmp:
        packed = Path(tmp) / "boardwalk.tar.gz"
        with tarfile.open(packed, "w:gz") as tar:
            tar.add(folder, arcname=folder.name)
        return total, packed.stat().st_size


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=ROOT / "build" / "dist")
    args = parser.parse_args(argv)
    folder = build(args.out, args.out.parent / "work")
    total, packed = sizes(folder)
    print(f"built {program(folder)}")
    print(f"{total / 1e6:.1f} MB in the folder, {packed / 1e6:.1f} MB compressed")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))

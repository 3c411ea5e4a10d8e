"""`helix capture` with nothing to read says so instead of waiting on the keyboard."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path


def test_capture_without_text_at_a_terminal_is_a_clear_error(tmp_path: Path) -> None:
    primary, secondary = os.openpty()
    try:
        proc = subprocess.run(
            [sys.executable, "-m", "helix_core.cli.main", "--db", str(tmp_path / "h.db"),
             "--embedder", "hashing", "capture"],
            stdin=secondary, capture_output=True, text=True, timeout=30,
        )
    finally:
        os.close(primary)
        os.close(secondary)
    assert proc.returncode == 2
    assert proc.stderr.strip().count("\n") == 0 and "nothing to capture" in proc.stderr
    assert "Traceback" not in proc.stderr


def test_version_flag() -> None:
    from helix_core import __version__

    proc = subprocess.run([sys.executable, "-m", "helix_core.cli.main", "--version"],
                          capture_output=True, text=True, timeout=30)
    assert proc.returncode == 0 and proc.stdout.strip() == f"helix {__version__}"

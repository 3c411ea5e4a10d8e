"""Recall and false positives of secret detectors on tests/fixtures/secrets_corpus.py.

    python -m bench.secret_eval            # helix's redact() and gitleaks' rules alone
    python -m bench.secret_eval --all      # plus detect-secrets and the pre-"Trust" hand list

A sample counts as caught when every one of its secrets is entirely inside detected spans; a
format when all its samples are. An ordinary text with any detection is a false positive.
detect-secrets is optional (``pip install detect-secrets``); the hand list is read from git
(``HEAD~N:helix_core/redact.py``, see --hand-rev).
"""

from __future__ import annotations

import argparse
import importlib.util
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable, Iterable
from pathlib import Path

from tests.fixtures import secrets_corpus as corpus

Spans = list[tuple[int, int]]
Detector = Callable[[str], Spans]


def covered(text: str, secret: str, spans: Spans) -> bool:
    """Every occurrence of ``secret`` lies inside the union of ``spans``."""
    start = text.find(secret)
    while start >= 0:
        end = start + len(secret)
        mask = [False] * len(secret)
        for a, b in spans:
            for i in range(max(a, start), min(b, end)):
                mask[i - start] = True
        if not all(mask):
            return False
        start = text.find(secret, start + 1)
    return True


def evaluate(name: str, detect: Detector) -> dict[str, object]:
    parts: dict[str, dict[str, list[bool]]] = {"tune": {}, "held-out": {}}
    t0 = time.perf_counter()
    for s in corpus.CORPUS:
        spans = detect(s.text)
        ok = all(covered(s.text, x, spans) for x in s.secrets)
        parts["held-out" if s.held_out else "tune"].setdefault(s.fmt, []).append(ok)
    fps = {"tune": [], "held-out": []}
    for text in corpus.BENIGN_SAMPLES:
        if detect(text):
            fps["held-out" if corpus.benign_held_out(text) else "tune"].append(text)
    elapsed = time.perf_counter() - t0
    out: dict[str, object] = {"detector": name, "seconds": round(elapsed, 3)}
    for part, formats in parts.items():
        samples = [ok for oks in formats.values() for ok in oks]
        out[part] = {
            "samples": f"{sum(samples)}/{len(samples)}",
            "recall": round(sum(samples) / max(1, len(samples)), 3),
            "formats": f"{sum(all(v) for v in formats.values())}/{len(formats)}",
            "missed": sorted(f for f, v in formats.items() if not all(v)),
        }
    n_tune = sum(not corpus.benign_held_out(t) for t in corpus.BENIGN_SAMPLES)
    out["false_positives"] = {
        "tune": f"{len(fps['tune'])}/{n_tune}",
        "held-out": f"{len(fps['held-out'])}/{len(corpus.BENIGN_SAMPLES) - n_tune}",
        "texts": fps["tune"] + fps["held-out"],
    }
    return out


# --------------------------------------------------------------------------- detectors


def helix_redact(text: str) -> Spans:
    from helix_core.redact import redact

    return [(f.start, f.end) for f in redact(text).findings]


def gitleaks_only(text: str) -> Spans:
    """gitleaks' vendored default rules alone, without Helix's supplement file."""
    from helix_core import secret_rules

    rules = secret_rules.load_rules((secret_rules.RULE_FILES[0],))
    low = text.lower() if text.isascii() else text
    return [(a, b) for a, b, _ in secret_rules.scan(text, low, rules)]


def detect_secrets_detector(keyword_plugin: bool = True) -> Detector:
    """detect-secrets 1.5 with its default plugins and filters (optionally without KeywordDetector)."""
    from detect_secrets.core.plugins.util import get_mapping_from_secret_type_to_class
    from detect_secrets.core.scan import scan_file
    from detect_secrets.settings import default_settings, transient_settings

    names = sorted(c.__name__ for c in get_mapping_from_secret_type_to_class().values())
    if not keyword_plugin:
        names.remove("KeywordDetector")

    def settings():  # type: ignore[no-untyped-def]
        if keyword_plugin:
            return default_settings()
        return transient_settings({"plugins_used": [{"name": n} for n in names]})

    def detect(text: str) -> Spans:
        # scan_file, not scan_line: scan_line is the ad-hoc mode that ignores entropy limits.
        spans: Spans = []
        with tempfile.TemporaryDirectory() as tmp, settings():
            path = Path(tmp) / "sample.txt"
            path.write_text(text)
            for found in scan_file(str(path)):
                value = found.secret_value or ""
                i = text.find(value) if value else -1
                while i >= 0:
                    spans.append((i, i + len(value)))
                    i = text.find(value, i + 1)
        return spans

    return detect


def hand_list(rev: str) -> Detector:
    """The redactor as it was at ``rev`` (the hand-written list before the rule set)."""
    source = subprocess.run(["git", "show", f"{rev}:helix_core/redact.py"], capture_output=True,
                            text=True, check=True).stdout
    path = Path(tempfile.mkdtemp()) / "hand_redact.py"
    path.write_text(source)
    spec = importlib.util.spec_from_file_location("hand_redact", path)
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    sys.modules["hand_redact"] = module
    spec.loader.exec_module(module)
    return lambda text: [(f.start, f.end) for f in module.redact(text).findings]


def union(*detectors: Detector) -> Detector:
    return lambda text: [span for d in detectors for span in d(text)]


def report(results: Iterable[dict[str, object]]) -> None:
    for r in results:
        print(f"\n== {r['detector']}  ({r['seconds']} s)")
        for part in ("tune", "held-out"):
            p = r[part]  # type: ignore[index]
            print(f"  {part:8}  samples {p['samples']:>8}  recall {p['recall']:.3f}  formats {p['formats']}")
            if p["missed"]:
                print(f"            missed: {', '.join(p['missed'])}")
        fp = r["false_positives"]  # type: ignore[index]
        print(f"  false positives: tune {fp['tune']}, held-out {fp['held-out']}")
        for text in fp["texts"]:
            print(f"            {text[:100]!r}")


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--all", action="store_true", help="also detect-secrets and the old hand list")
    ap.add_argument("--hand-rev", default="b41d7b5", help="revision holding the hand-written list")
    args = ap.parse_args(argv)
    detectors: list[tuple[str, Detector]] = [("helix redact()", helix_redact), ("gitleaks rules", gitleaks_only)]
    if args.all:
        hand = hand_list(args.hand_rev)
        detectors.insert(0, ("hand list (before)", hand))
        try:
            ds = detect_secrets_detector()
        except ImportError:
            print("detect-secrets is not installed; skipping it", file=sys.stderr)
        else:
            ds_tokens = detect_secrets_detector(keyword_plugin=False)
            detectors += [("detect-secrets", ds), ("detect-secrets without KeywordDetector", ds_tokens),
                          ("hand list + detect-secrets without KeywordDetector", union(hand, ds_tokens)),
                          ("hand list + gitleaks", union(hand, gitleaks_only))]
    report(evaluate(name, d) for name, d in detectors)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

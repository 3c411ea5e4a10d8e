"""The benchmark suite: one command, a table on stdout, every figure in JSON under bench/results/.

    python -m bench.run --quick      # a few minutes: LoCoMo (2 conversations), 20k memories
    python -m bench.run --full       # the report: all of LoCoMo + ablation + sensitivity, 100k and 1M

Sections (each can be skipped with --skip NAME): locomo, scale, core, consolidation, app,
contradictions (bench/corpus/contradictions.py), beam (BEAM 100K: conversations 1-3 quick, 1-10 full).
Numbers depend on the machine and on what else runs on it; ratios against baselines measured in the
same run (sqlite-vec exact KNN, numpy brute force, the embedder's own throughput) travel better.
"""

from __future__ import annotations

import os

# Query latency on 2 cores: one BLAS thread per process avoids oversubscription (an idle second
# core is worth less than not thrashing). Set before numpy loads; an explicit setting wins.
os.environ.setdefault("OPENBLAS_NUM_THREADS", "1")
os.environ.setdefault("OMP_NUM_THREADS", "1")

import argparse  # noqa: E402
import json  # noqa: E402
import platform  # noqa: E402
import re  # noqa: E402
import subprocess  # noqa: E402
import sys  # noqa: E402
import tempfile  # noqa: E402
import time  # noqa: E402
from collections.abc import Sequence  # noqa: E402
from pathlib import Path  # noqa: E402
from typing import Any  # noqa: E402

from . import beam, contradictions, locomo  # noqa: E402
from .common import RESULTS, ROOT, minilm_or_none, peak_rss_mb  # noqa: E402

SENSITIVITY: list[tuple[str, list[Any]]] = [
    ("alpha_recency", [0.0, 0.15, 0.3, 1.0]),
    ("alpha_importance", [0.0, 0.15, 0.3, 1.0]),
    ("vector_weight", [0.5, 1.0, 1.5]),
    ("context_weight", [0.0, 0.15, 0.3, 0.5]),
    ("date_weight", [0.0, 0.25, 0.5, 1.0]),
    ("mmr_lambda", [0.5, 0.6, 0.8]),
    ("candidates", [30, 60, 120]),
    ("fusion", ["sum", "rrf"]),
]


def section_locomo(args: argparse.Namespace, out: dict[str, Any]) -> None:
    if not args.locomo.is_file():
        out["locomo"] = {"skipped": f"{args.locomo} not found (pass --locomo PATH)"}
        return
    embedder = "minilm" if minilm_or_none() is not None else "hashing"
    limit = None if args.full else 2
    bench = locomo.open_bench(args.locomo, embedder=embedder, limit=limit)
    res: dict[str, Any] = {"embedder": bench.embedder_name, "conversations": len(bench.convs),
                           "memories": sum(len(c.turns) for c in bench.convs),
                           "ingest_s": round(bench.ingest_seconds, 1)}
    try:
        res["default"] = bench.run()
        res["ablation"] = {name: bench.run(ov) for name, ov in locomo.ABLATION}
        res["deep_default"] = bench.run(deep=True)
        if args.full:
            res["sensitivity"] = {
                key: {str(v): _brief(bench.run({key: v}, time_it=False)) for v in values}
                for key, values in SENSITIVITY
            }
        # Last: the default API behaviour, where each recall is an access that reinforces its hits.
        res["default_recording_access"] = bench.run(record_access=True)
    finally:
        bench.close()
    if args.full:
        nocap = locomo.open_bench(args.locomo, embedder=embedder, limit=limit, captions=False)
        try:
            res["default_without_captions"] = _brief(nocap.run(time_it=False))
        finally:
            nocap.close()
    out["locomo"] = res


def _brief(r: dict[str, Any]) -> dict[str, float]:
    return {k: r[k] for k in ("recall_any@5", "recall_any@10", "recall_all@10", "mrr@10", "ndcg@10")}


def section_scale(args: argparse.Namespace, out: dict[str, Any]) -> None:
    sizes = args.sizes or ([100_000, 1_000_000] if args.full else [20_000])
    work = args.workdir
    work.mkdir(parents=True, exist_ok=True)
    res = {}
    for n in sizes:
        # each size in its own process, so its peak memory is its own
        code = ("import json,sys; from pathlib import Path; from bench import scale; "
                f"print(json.dumps(scale.run({n}, Path({str(work)!r}), reuse={not args.rebuild})))")
        proc = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True,
                              env={**os.environ, "PYTHONPATH": str(ROOT)})
        if proc.returncode != 0:
            res[str(n)] = {"error": proc.stderr.strip().splitlines()[-1:] or ["failed"]}
            continue
        res[str(n)] = json.loads(proc.stdout.strip().splitlines()[-1])
        if not args.keep_dbs and n >= 1_000_000:
            for p in work.glob(f"scale-{n}.db*"):
                p.unlink()
    out["scale"] = res


def section_core(args: argparse.Namespace, out: dict[str, Any]) -> None:
    script = ROOT / "bench" / "bench_core.py"
    res: dict[str, Any] = {}
    inner = minilm_or_none()
    if inner is not None:
        from .embed_throughput import sentences

        texts = sentences(256)
        inner.embed(texts[:8])
        t = time.perf_counter()
        for i in range(0, len(texts), 32):
            inner.embed(texts[i : i + 32])
        res["minilm_texts_per_s"] = round(len(texts) / (time.perf_counter() - t), 1)
    if script.is_file():
        with tempfile.TemporaryDirectory() as tmp:
            target = Path(tmp) / "core.json"
            n, mn = ("10000", "2000") if args.full else ("1000", "300")
            proc = subprocess.run(
                [sys.executable, str(script), "--n", n, "--minilm-n", mn, "--queries", "100",
                 "--json", str(target)], cwd=ROOT, capture_output=True, text=True)
            if target.is_file():
                res["bench_core"] = json.loads(target.read_text())["results"]
            else:
                res["bench_core_error"] = proc.stderr.strip().splitlines()[-1:]
    out["core"] = res


def section_consolidation(args: argparse.Namespace, out: dict[str, Any]) -> None:
    script = ROOT / "bench" / "bench_consolidation.py"
    if not script.is_file():
        out["consolidation"] = {"skipped": "bench/bench_consolidation.py not present"}
        return
    sizes = ["1000", "10000"] if args.full else ["1000"]
    proc = subprocess.run([sys.executable, str(script), "--sizes", *sizes], cwd=ROOT,
                          capture_output=True, text=True)
    runs = {m.group(1): float(m.group(2))
            for m in re.finditer(r"(\d+) episodes: run\s+([\d.]+) s", proc.stdout)}
    out["consolidation"] = {"run_s": runs, "output": proc.stdout.strip().splitlines()}
    if proc.returncode != 0:
        out["consolidation"]["error"] = proc.stderr.strip().splitlines()[-1:]
    # Quality: would a person approve the proposals as they are? (bench/consolidation_quality.py)
    from . import consolidation_quality

    try:
        out["consolidation"]["quality"] = consolidation_quality.run(
            "minilm", consolidation_quality.MODES, determinism=args.full)
    except Exception as exc:  # a failing quality run must not hide the speed figures
        out["consolidation"]["quality"] = {"error": f"{type(exc).__name__}: {exc}"}


def section_app(args: argparse.Namespace, out: dict[str, Any]) -> None:
    """The app at scale (bench/bench_app.py prints its figures as JSON on stdout)."""
    script = ROOT / "bench" / "bench_app.py"
    if not script.is_file():
        out["app"] = {"skipped": "bench/bench_app.py not present"}
        return
    n, idle = (100_000, 10.0) if args.full else (20_000, 3.0)
    cmd = [sys.executable, str(script), "--n", str(n), "--idle", str(idle)]
    proc = subprocess.run(cmd, cwd=ROOT, capture_output=True, text=True)
    res: dict[str, Any] = {}
    try:
        res["results"] = json.loads(proc.stdout)
    except json.JSONDecodeError:
        res["output"] = proc.stdout.strip().splitlines()[-30:]
    if proc.returncode != 0:
        res["error"] = proc.stderr.strip().splitlines()[-1:]
    out["app"] = res


def section_contradictions(args: argparse.Namespace, out: dict[str, Any]) -> None:
    """Contradictions and knowledge updates on our own corpus: flagged or superseded, never reinforced."""
    res = contradictions.run("auto")
    for mode in contradictions.MODES:
        res.get(mode, {}).pop("rows", None)
    out["contradictions"] = res


def section_beam(args: argparse.Namespace, out: dict[str, Any]) -> None:
    """BEAM 100K: knowledge updates, contradiction pairs, evidence recall against BM25."""
    if not args.beam.is_dir():
        out["beam"] = {"skipped": f"{args.beam} not found (pass --beam DIR)"}
        return
    convs = list(range(1, 11)) if args.full else [1, 2, 3]
    out["beam"] = beam.run(convs, args.beam, "auto", keep_rows=False)


SECTIONS = {
    "locomo": section_locomo, "scale": section_scale, "core": section_core,
    "consolidation": section_consolidation, "app": section_app,
    "contradictions": section_contradictions, "beam": section_beam,
}


# -- the table ---------------------------------------------------------------------------------

def _status(value: float | None, target: float, higher_is_better: bool) -> str:
    if value is None:
        return "-"
    ok = value >= target if higher_is_better else value <= target
    return "ok" if ok else "MISS"


def table(out: dict[str, Any]) -> list[tuple[str, str, str, str, str]]:
    """(area, metric, value, target, status) rows for everything that was measured."""
    rows: list[tuple[str, str, str, str, str]] = []
    lo = out.get("locomo", {})
    if "default" in lo:
        d = lo["default"]
        label = f"LoCoMo ({lo['conversations']} conv, {d['questions']} q, {lo['embedder']})"
        rows.append((label, "recall_any@10 (default recall)", f"{d['recall_any@10']:.3f}", ">= 0.75",
                     _status(d["recall_any@10"], 0.75, True)))
        for m in ("recall_any@5", "recall_all@5", "recall_all@10", "mrr@10", "ndcg@10"):
            rows.append(("", m, f"{d[m]:.3f}", "", ""))
        lat = d.get("latency", {})
        rows.append(("", "recall latency p50 / p95", f"{lat.get('p50_ms', 0):.1f} / {lat.get('p95_ms', 0):.1f} ms",
                     "", ""))
        for name, r in lo.get("ablation", {}).items():
            rows.append(("  ablation", name, f"any@10 {r['recall_any@10']:.3f}  mrr {r['mrr@10']:.3f}  "
                         f"ndcg {r['ndcg@10']:.3f}", "", ""))
        acc = lo.get("default_recording_access")
        if acc:
            rows.append(("", "default, recall records access", f"any@10 {acc['recall_any@10']:.3f}  "
                         f"mrr {acc['mrr@10']:.3f}", "", ""))
    for n, s in out.get("scale", {}).items():
        if "error" in s:
            rows.append((f"scale {int(n):,}", "error", " ".join(s["error"]), "", "MISS"))
            continue
        big = int(n) >= 1_000_000
        target = 100.0 if big else 25.0
        e2e = s["recall_e2e"]["p95_ms"]
        np_exact = s["numpy_exact"]["p50_ms"]
        knn = s["sqlite_vec_exact"]["p50_ms"]
        idx = s["index_search"]["p50_ms"]
        rows.append((f"scale {int(n):,} memories", "recall e2e p95 (incl. query embedding)", f"{e2e:.1f} ms",
                     f"<= {target:.0f} ms" if int(n) >= 100_000 else "", _status(e2e, target, False)
                     if int(n) >= 100_000 else ""))
        rows.append(("", "vector search p50: index / numpy exact / sqlite-vec exact",
                     f"{idx:.1f} / {np_exact:.1f} / {knn:.1f} ms",
                     f"{knn / max(idx, 1e-6):.0f}x vs sqlite-vec", ""))
        rows.append(("", f"overlap@10 with exact ({'IVF' if s.get('ann') else 'exact scan'})",
                     f"{s['overlap@10']:.3f}", ">= 0.95", _status(s["overlap@10"], 0.95, True)))
        lst = s["list_salience_top100"]["p95_ms"]
        rows.append(("", "salience top-100 listing p95", f"{lst:.1f} ms", "<= 50 ms" if not big else "",
                     _status(lst, 50.0, False) if not big else ""))
        rows.append(("", "db size / peak RSS", f"{s['db_mb_per_100k']:.0f} MB per 100k / {s['peak_rss_mb']:.0f} MB",
                     "", ""))
        rows.append(("", "index load / IVF build", f"{s['index_load_s']:.1f} s / {s['ann_build_s']:.1f} s",
                     "", ""))
    core = out.get("core", {})
    tput = core.get("minilm_texts_per_s")
    for r in core.get("bench_core", []):
        c = r["capture_ms"]
        rows.append((f"capture ({r['embedder_name']}, n={r['n']:,})", "capture p99 (embedding deferred)",
                     f"{c['p99']:.2f} ms", "<= 10 ms", _status(c["p99"], 10.0, False)))
        if "minilm" in r["embedder_name"] and tput:
            # SPEC §13: the embedder alone manages about 40 texts/s here; ingest must keep that pace.
            rate = r["ingest_rate_per_s"]
            rows.append(("", "sustained ingest incl. vectors (vs MiniLM alone, batched)",
                         f"{rate:.1f} /s ({rate / tput:.2f}x of {tput:.0f} /s)", ">= 40 /s",
                         _status(rate, 40.0, True)))
        else:
            rows.append(("", "sustained ingest incl. vectors", f"{r['ingest_rate_per_s']:.0f} /s", "", ""))
    cons = out.get("consolidation", {})
    for n, secs in cons.get("run_s", {}).items():
        rows.append((f"consolidation {int(n):,} episodes", "heuristic run", f"{secs:.1f} s",
                     "<= 60 s" if int(n) >= 10_000 else "", _status(secs, 60.0, False) if int(n) >= 10_000 else ""))
    rows.extend(_quality_rows(cons.get("quality")))
    app = out.get("app", {})
    results = app.get("results")
    if isinstance(results, dict):
        targets = {"first_paint_s": 1.0, "filter_kind_ms": 150.0, "filter_status_ms": 150.0,
                   "search_text_ms": 150.0, "search_rare_ms": 150.0, "idle_cpu_percent": 2.0}
        label = f"app ({int(results.get('n', 0)):,} memories)"
        for key, value in results.items():
            if isinstance(value, (int, float)) and key != "n":
                limit = targets.get(key)
                rows.append((label, key, f"{value:g}", f"<= {limit:g}" if limit else "",
                             _status(value, limit, False) if limit else ""))
                label = ""
    elif app.get("output"):
        for line in app["output"][-8:]:
            rows.append(("app", line.strip()[:70], "", "", ""))
    con = out.get("contradictions", {})
    for mode in contradictions.MODES:
        if mode not in con:
            continue
        label = f"contradictions {mode} ({con['cases']} cases, {con['embedder']})"
        for split in contradictions.SPLITS:
            m = con[mode][split]
            rows.append((label, f"{split}: recall / right decision / false flags",
                         f"{_num(m['recall'])} / {_num(m['right_decision'])} / {_num(m['false_flag_rate'])}",
                         "", ""))
            label = ""
        m = con[mode]["all"]
        rows.append(("", "reinforced by a contradiction / changed without approval",
                     f"{m['reinforced']} / {m['changed_without_approval']}", "0 / 0",
                     "ok" if m["reinforced"] == 0 and m["changed_without_approval"] == 0 else "MISS"))
    bm = out.get("beam", {})
    if "evidence_hybrid" in bm:
        label = f"BEAM 100K ({len(bm['conversations'])} conv, {bm['memories']} turns, {bm['embedder']})"
        ku = bm["knowledge_update"]
        rows.append((label, "knowledge_update: updated ranked above original",
                     f"{_num(ku['updated_above_original'])} of {ku['scored']} (bm25 "
                     f"{_num(bm['knowledge_update_bm25']['updated_above_original'])}, after consolidation "
                     f"{_num(bm['knowledge_update_after_consolidation']['updated_above_original'])})", "", ""))
        cr = bm["contradiction_resolution"]
        rows.append(("", "contradiction pairs flagged or superseded",
                     f"{_num(cr['flagged_or_superseded'])} of {cr['scored']}", "", ""))
        rows.append(("", "evidence recall@10: hybrid / BM25",
                     f"{_num(bm['evidence_hybrid']['recall@10'])} / {_num(bm['evidence_bm25']['recall@10'])}",
                     "", ""))
    elif bm.get("skipped"):
        rows.append(("BEAM", "skipped", bm["skipped"][:70], "", ""))
    rows.append(("process", "peak RSS of the suite", f"{out.get('peak_rss_mb', 0):.0f} MB", "", ""))
    return rows


def _num(value: float | None) -> str:
    return "-" if value is None else f"{value:.3f}"


def _quality_rows(q: dict[str, Any] | None) -> list[tuple[str, str, str, str, str]]:
    """Consolidation quality per mode: the whole corpus, and the held-out lessons' found share."""
    if not q:
        return []
    if "error" in q:
        return [("consolidation quality", "error", q["error"][:70], "", "MISS")]
    rows: list[tuple[str, str, str, str, str]] = []
    c = q["corpus"]
    label = f"consolidation quality ({c['lessons']} lessons, {c['routine']} routine, {q['embedder']})"
    for mode, r in q["modes"].items():
        a, h = r["splits"]["all"], r["splits"]["holdout"]
        rows.append((label, f"{mode}: lessons found (holdout)",
                     f"{a['lessons_found']}/{a['lessons']} ({h['lessons_found']}/{h['lessons']})", "", ""))
        label = ""
        rows.append(("", f"{mode}: distilled / kind / purity / routine share",
                     " / ".join("-" if a[k] is None else f"{a[k]:.2f}"
                                for k in ("distilled_share", "kind_agreement", "purity", "routine_share")),
                     "", ""))
        rows.append(("", f"{mode}: duplicates / repeated reinforcements / runs",
                     f"{a['duplicate_proposals']} / {a['repeated_pairs']} pairs (+{a['repeated_extra']}) / "
                     f"{r['runs']} in {r['run_s_total']:.1f} s (max {r['run_s_max']:.1f} s)", "", ""))
    det = q.get("determinism")
    if det:
        rows.append(("", "end: same proposals under another hash seed",
                     "yes" if det.get("identical") else "NO", "yes", "ok" if det.get("identical") else "MISS"))
    return rows


def render(rows: Sequence[tuple[str, ...]]) -> str:
    widths = [max(len(r[i]) for r in rows) for i in range(len(rows[0]))]
    lines = []
    for r in rows:
        lines.append("  ".join(cell.ljust(w) for cell, w in zip(r, widths, strict=True)).rstrip())
    return "\n".join(lines)


def main(argv: Sequence[str] | None = None) -> int:
    p = argparse.ArgumentParser(description="Helix benchmark suite", epilog=__doc__)
    mode = p.add_mutually_exclusive_group()
    mode.add_argument("--quick", action="store_true", help="minutes; the default")
    mode.add_argument("--full", action="store_true", help="the report: LoCoMo in full, 100k and 1M")
    p.add_argument("--locomo", type=Path, default=locomo.DEFAULT_LOCOMO, help="path to locomo-dev.json")
    p.add_argument("--beam", type=Path, default=beam.DEFAULT_BEAM, help="BEAM's 100K directory")
    p.add_argument("--sizes", type=int, nargs="*", help="scale sizes (default 20k quick; 100k 1M full)")
    p.add_argument("--skip", nargs="*", default=[], choices=list(SECTIONS))
    p.add_argument("--only", nargs="*", default=None, choices=list(SECTIONS))
    p.add_argument("--rebuild", action="store_true", help="rebuild cached scale databases")
    p.add_argument("--workdir", type=Path, default=RESULTS / "cache", help="where scale databases live")
    p.add_argument("--keep-dbs", action="store_true", help="keep the 1M database in bench/results/cache")
    p.add_argument("--out", type=Path, default=None, help="JSON file (default bench/results/<time>.json)")
    args = p.parse_args(argv)
    started = time.time()
    out: dict[str, Any] = {
        "mode": "full" if args.full else "quick", "started": time.strftime("%Y-%m-%dT%H:%M:%S"),
        "machine": {"cpus": os.cpu_count(), "python": platform.python_version(),
                    "platform": platform.platform()},
    }
    for name, fn in SECTIONS.items():
        if name in args.skip or (args.only is not None and name not in args.only):
            continue
        t = time.perf_counter()
        print(f"[bench] {name} …", file=sys.stderr, flush=True)
        fn(args, out)
        out.setdefault("section_seconds", {})[name] = round(time.perf_counter() - t, 1)
    out["peak_rss_mb"] = round(peak_rss_mb(), 1)
    out["seconds"] = round(time.time() - started, 1)
    RESULTS.mkdir(parents=True, exist_ok=True)
    target = args.out or RESULTS / f"bench-{out['mode']}-{time.strftime('%Y%m%d-%H%M%S')}.json"
    target.write_text(json.dumps(out, indent=1))
    print(render([("area", "metric", "value", "target", ""), *table(out)]))
    print(f"\nJSON: {target}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

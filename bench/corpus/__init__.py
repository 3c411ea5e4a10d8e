"""Hand-written corpora with ground truth, for benchmarks that judge what consolidation makes of notes."""

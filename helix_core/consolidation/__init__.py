"""Offline consolidation: clustering, distillation, reflection, proposals and review (SPEC §7)."""

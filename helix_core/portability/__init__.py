"""Trust and portability: .dna export/import, quarantine, rollback (SPEC §8)."""

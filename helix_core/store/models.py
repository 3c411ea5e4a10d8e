"""peewee models, built per database so that several stores can be open in one process.

Times are stored as UTC epoch seconds (REAL): decay arithmetic runs in SQL and numpy without parsing.
JSON columns hold text; the services encode and decode them.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import peewee as pw


@dataclass(frozen=True)
class Models:
    """The model classes bound to one database."""

    db: pw.Database
    Memory: Any
    Edge: Any
    Provenance: Any
    History: Any
    Meta: Any
    Migration: Any
    Run: Any
    Proposal: Any
    Flag: Any
    TriggerQueue: Any
    Quarantine: Any
    ImportBatch: Any
    VecLog: Any

    def all(self) -> list[Any]:
        return [
            self.Memory, self.Edge, self.Provenance, self.History, self.Meta, self.Migration,
            self.Run, self.Proposal, self.Flag, self.TriggerQueue, self.Quarantine,
            self.ImportBatch, self.VecLog,
        ]


def build_models(db: pw.Database) -> Models:
    class Base(pw.Model):
        class Meta:
            database = db
            legacy_table_names = False

    class Memory(Base):
        seq = pw.AutoField()  # integer rowid shared with the FTS and vector indexes
        id = pw.CharField(unique=True)
        kind = pw.CharField(index=True)
        shape = pw.CharField(index=True)
        level = pw.IntegerField(default=0)
        content = pw.TextField()
        attributes = pw.TextField(default="{}")
        scope = pw.CharField(index=True)
        importance = pw.FloatField()
        confidence = pw.FloatField(default=0.5)
        valid_from = pw.FloatField()
        valid_to = pw.FloatField(null=True)
        recorded_at = pw.FloatField(index=True)
        status = pw.CharField(index=True, default="active")
        origin = pw.CharField()
        last_access_at = pw.FloatField()
        access_count = pw.IntegerField(default=0)
        ef = pw.FloatField(default=2.5)
        half_life = pw.FloatField(null=True)  # days; NULL never decays
        pinned = pw.BooleanField(default=False)
        deletion_policy = pw.CharField(default="manual_only")
        session = pw.CharField(null=True, index=True)
        agent = pw.CharField(null=True)
        updated_at = pw.FloatField()
        embedder = pw.CharField(null=True, index=True)
        reviewed_at = pw.FloatField(null=True)
        consolidated_at = pw.FloatField(null=True)

        class Meta:
            table_name = "memory"
            indexes = ((("scope", "status"), False),)

    class Edge(Base):
        src = pw.ForeignKeyField(Memory, field="id", column_name="src", on_delete="CASCADE")
        dst = pw.ForeignKeyField(Memory, field="id", column_name="dst", on_delete="CASCADE")
        relation = pw.CharField(index=True)
        weight = pw.FloatField(default=1.0)
        created_at = pw.FloatField()
        valid_to = pw.FloatField(null=True)

        class Meta:
            table_name = "edge"
            indexes = ((("src", "dst", "relation"), True),)

    class Provenance(Base):
        memory = pw.ForeignKeyField(
            Memory, field="id", column_name="memory_id", null=True, on_delete="CASCADE"
        )
        edge = pw.ForeignKeyField(Edge, column_name="edge_id", null=True, on_delete="CASCADE")
        agent = pw.CharField(null=True)
        session = pw.CharField(null=True)
        ref = pw.CharField(null=True)
        extractor = pw.CharField(default="heuristic")
        run_id = pw.IntegerField(null=True)
        origin = pw.CharField()
        at = pw.FloatField()

        class Meta:
            table_name = "provenance"

    class History(Base):
        memory_id = pw.CharField(index=True)  # no foreign key: tombstones outlive their memory
        event = pw.CharField(index=True)
        actor = pw.CharField(index=True)
        rationale = pw.TextField(null=True)
        before = pw.TextField(null=True)
        after = pw.TextField(null=True)
        at = pw.FloatField(index=True)
        run_id = pw.IntegerField(null=True)
        import_id = pw.IntegerField(null=True)  # set when the event came in a .dna file

        class Meta:
            table_name = "history"

    class Meta_(Base):
        key = pw.CharField(primary_key=True)
        value = pw.TextField()

        class Meta:
            table_name = "meta"

    class Migration(Base):
        name = pw.CharField(primary_key=True)
        applied_at = pw.FloatField()

        class Meta:
            table_name = "migrations"

    class Run(Base):
        trigger = pw.CharField()
        started_at = pw.FloatField()
        ended_at = pw.FloatField(null=True)
        status = pw.CharField(default="running")  # running, done, cancelled, failed
        dry_run = pw.BooleanField(default=False)
        counts = pw.TextField(default="{}")
        since = pw.FloatField(null=True)
        until = pw.FloatField(null=True)
        error = pw.TextField(null=True)
        notes = pw.TextField(default="[]")

        class Meta:
            table_name = "consolidation_run"

    class Proposal(Base):
        run_id = pw.IntegerField(null=True, index=True)
        action = pw.CharField()  # ADD, UPDATE, NOOP, SUPERSEDE, MERGE, ARCHIVE
        kind = pw.CharField(null=True)
        shape = pw.CharField(null=True)
        level = pw.IntegerField(default=1)
        scope = pw.CharField(default="global")
        content = pw.TextField(null=True)
        attributes = pw.TextField(default="{}")
        target_ids = pw.TextField(default="[]")
        grounding = pw.TextField(default="[]")
        confidence = pw.FloatField(default=0.5)
        importance = pw.FloatField(default=0.5)
        status = pw.CharField(default="pending", index=True)
        rationale = pw.TextField(null=True)
        extractor = pw.CharField(default="heuristic")
        proposed_by = pw.CharField(default="system")
        created_at = pw.FloatField()
        decided_at = pw.FloatField(null=True)
        decided_by = pw.CharField(null=True)
        result_id = pw.CharField(null=True)

        class Meta:
            table_name = "proposal"

    class Flag(Base):
        kind = pw.CharField(default="contradiction")
        a_id = pw.CharField(index=True)
        b_id = pw.CharField(null=True, index=True)
        reason = pw.TextField()
        status = pw.CharField(default="open", index=True)
        resolution = pw.TextField(null=True)
        run_id = pw.IntegerField(null=True)
        created_at = pw.FloatField()
        resolved_at = pw.FloatField(null=True)
        resolved_by = pw.CharField(null=True)

        class Meta:
            table_name = "flag"

    class TriggerQueue(Base):
        trigger = pw.CharField()
        payload = pw.TextField(default="{}")
        enqueued_at = pw.FloatField()
        taken_at = pw.FloatField(null=True)
        done_at = pw.FloatField(null=True)
        run_id = pw.IntegerField(null=True)

        class Meta:
            table_name = "trigger_queue"

    class Quarantine(Base):
        memory = pw.ForeignKeyField(
            Memory, field="id", column_name="memory_id", primary_key=True, on_delete="CASCADE"
        )
        reason = pw.TextField()
        import_id = pw.IntegerField(null=True)
        checks = pw.TextField(default="{}")
        at = pw.FloatField()

        class Meta:
            table_name = "quarantine"

    class ImportBatch(Base):
        path = pw.TextField()
        header = pw.TextField(default="{}")
        at = pw.FloatField()
        count = pw.IntegerField(default=0)
        actor = pw.CharField(default="human")
        status = pw.CharField(default="done")

        class Meta:
            table_name = "import_batch"

    class VecLog(Base):
        """Append-only log of vector writes, so each process can refresh its cached matrix cheaply."""

        seq = pw.IntegerField()
        op = pw.CharField()  # add | del

        class Meta:
            table_name = "vec_log"

    return Models(
        db=db, Memory=Memory, Edge=Edge, Provenance=Provenance, History=History, Meta=Meta_,
        Migration=Migration, Run=Run, Proposal=Proposal, Flag=Flag, TriggerQueue=TriggerQueue,
        Quarantine=Quarantine, ImportBatch=ImportBatch, VecLog=VecLog,
    )

"""Contradictions and knowledge updates, as a coding agent's memory would meet them.

Each case starts with a statement a person asserted (a user-asserted fact or decision), followed by
one to three later notes: episodes an agent captured while working, or further user-asserted facts.
The expected outcome says what a careful memory should do with the later notes:

- ``update``: the later text announces a change ("moved", "replaced", "renamed", "no longer", "now"),
  so the original should be proposed for supersession (never silently overwritten);
- ``conflict``: the later text states something incompatible without saying that anything changed,
  so the pair should be flagged for a person to resolve;
- ``none``: a look-alike that shares words with the original but does not contradict it
  (a compatible refinement, a different subject, another project, a routine note, agreement).

The wording is ours and deliberately varied; nothing in the engine knows these sentences. Every
fourth case (``index % 4 == 3``) is held out: tune on the rest, check on those.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime

FAMILIES = ("technology", "setting", "policy", "rename", "move")
LOOKALIKE = "lookalike"
VARIANTS = ("refinement", "different-subject", "other-scope", "routine", "agreement")
OUTCOMES = ("update", "conflict", "none")
HOLDOUT_EVERY = 4


@dataclass(frozen=True)
class Note:
    """A later note: an agent's episode by default, or a user-asserted fact."""

    text: str
    date: str  # ISO 8601, naive = UTC
    origin: str = "agent-ingested"
    kind: str = "episode"
    scope: str | None = None  # None: the case's scope
    contradicts: bool = True  # False for a note that agrees with the original (reinforcing it is fine)

    @property
    def at(self) -> datetime:
        return datetime.fromisoformat(self.date)


@dataclass(frozen=True)
class Case:
    name: str
    family: str  # one of FAMILIES, or LOOKALIKE
    expected: str  # one of OUTCOMES
    scope: str
    original: str
    date: str  # when the original was asserted
    later: tuple[Note, ...]
    kind: str = "fact"  # the original's kind: fact or decision
    variant: str | None = None  # for look-alikes: one of VARIANTS

    @property
    def at(self) -> datetime:
        return datetime.fromisoformat(self.date)


def user(text: str, date: str, *, kind: str = "fact", scope: str | None = None,
         contradicts: bool = True) -> Note:
    """A later note a person asserted."""
    return Note(text, date, origin="user-asserted", kind=kind, scope=scope, contradicts=contradicts)


def agent(text: str, date: str, *, scope: str | None = None, contradicts: bool = True) -> Note:
    """A later note an agent captured while working."""
    return Note(text, date, scope=scope, contradicts=contradicts)


# Fresh probe 8's long notes
_P8_SEARCH = ("Wrap-up for today. I spent the morning chasing the slow product search: the culprit was a "
            "missing index on the variants table, added in migration 0042. In the afternoon I finished "
            "moving product search off Algolia; it runs on Meilisearch now, self-hosted next to the API, "
            "which saves us the monthly bill. The relevance tuning is rough, so I opened a ticket to revisit "
            "synonyms. Tomorrow: pagination on the search results page.")
_P8_WORKERS = ("Incident review, checkout outage on Tuesday. Timeline: 14:02 alerts fired for queue depth, "
             "14:10 on-call paged, 14:25 the worker pool was scaled out by hand. Root cause: a poison "
             "message kept crashing one consumer. Follow-ups agreed in the review: add a dead-letter queue, "
             "and the checkout worker pool now runs 12 workers by default instead of the old setting, so a "
             "single stuck consumer hurts less. Owner for both: Ravi.")
_P8_REVIEWS = ("Hey, a longer note so you have the context for the next few weeks. We had a retro about how "
             "slow reviews have become. The decision: small documentation-only PRs in the handbook repo can "
             "be merged by their author without waiting for anyone, as long as CI is green. Code changes "
             "still go through the usual review. I'd like you to follow that when you open PRs for me.")
_P8_BUCKET = ("Notes from the storage clean-up. I went through every bucket we pay for and deleted three "
            "that were empty. The nightly database backups for the ledger service are written to the "
            "bucket ledger-backups-eu since we moved regions, and the lifecycle rule there deletes copies "
            "after 35 days. Costs should drop by about a fifth next month. Nothing else changed.")
_P8_DOCS = ("Long day on onboarding. Walked the new hire through the repo layout, set up her laptop with the "
          "devcontainer, and showed her how the API docs are generated: Sphinx reads the docstrings and "
          "the GitHub workflow publishes to the docs site on every merge to main, the same as always. She "
          "found two typos in the contributing guide, fixed them herself. Good first day.")
_P8_PORT = ("Checked on the reporting stack while reviewing dashboards. The reporting API listens on port "
          "8080 inside the cluster as it always did; the 9090 number in the new runbook is the metrics "
          "port of the sidecar, not the API. Dashboards load in under two seconds. Left a comment on the "
          "runbook PR to make that clearer.")

# Fresh probe 9's long notes
_P9_ML = ("Notes from today's modelling work. Re-ran the churn model with the new features from the events "
        "table; AUC went from 0.81 to 0.84 on the validation split. Experiment tracking lives in Weights & "
        "Biases now — I exported the old MLflow runs and shut the MLflow server down, so please log new "
        "runs to the churn project there. Next: calibrate the probabilities before the pricing team uses them.")
_P9_MOBILE = ("Release prep for the Android app. Bumped the version code, regenerated the screenshots, and "
            "went through the crash-free rate (99.6%). One thing worth remembering: the app's minimum SDK "
            "level is 26 as of this release, because the new camera library needs it, so devices on Android "
            "7 will stop getting updates. Play Console rollout starts at 10%.")
_P9_INFRA = ("Spent the day on the Terraform clean-up for the data platform. Removed the unused NAT gateway, "
           "tagged every resource with its cost centre, and split the state by environment. I checked the "
           "warehouse while there: it still runs on Snowflake, same size as before, and the nightly dbt "
           "build finishes in about 40 minutes. Opened a PR with the plan output attached.")
_P9_USER = ("Small thing but it matters to me: when you write commit messages for the analytics repo, "
          "please use the imperative mood and keep the subject under 50 characters. Also, I've changed my "
          "mind about the body — I now want a short body on every commit explaining why, not just for the "
          "big ones. Thanks!")
_P9_ONCALL = ("Handover for the week. Pager was quiet except for two disk alerts on the reporting replicas, "
            "both cleared by the log rotation fix. The escalation contact for the data platform is Priya "
            "now; Tomasz moved to the security team on Monday. Dashboards for the ingestion lag are "
            "linked in the runbook.")
_P9_STYLE = ("Reviewed three PRs in the analytics repo today. All of them follow the formatting rules: "
           "black with the default line length, isort for imports, and the pre-commit hook runs both. "
           "One PR had a flaky test which I retried. Nothing else to report.")

# Fresh probe 10's long notes
_P10_GAME = ("Playtest debrief. Eight testers, two sessions. Frame rate held at 60 on the mid-range laptops "
          "after the shadow fix. The biggest change since last week: the game server's tick rate is 30 "
          "per second now, down from the old value, which halved bandwidth and nobody noticed any lag. "
          "Testers still want a tutorial for the crafting menu; filed it.")
_P10_SEC = ("Security review notes for the admin API. We walked through the auth flow, the rate limits and "
         "the audit log. Agreed changes: admin API tokens expire after 1 hour from now on instead of "
         "lasting a full day, and every admin action is written to the audit log with the actor's id. "
         "Pen test is booked for next month.")
_P10_PLAN = ("Roadmap sync. We talked about maybe moving the game's backend to Go next year if the Node "
          "server keeps struggling under load, but nothing is decided and the current server stays as it "
          "is for this season. Also discussed the store page and the trailer schedule.")
_P10_HIST = ("Writing down some history for the new people: the launcher was first built in Electron back "
          "in 2022, which is why the old installers are so big. That was before my time. Today it's still "
          "the same Electron app, just much lighter after the asset clean-up.")

# Fresh probe 11's long notes
_P11_WEEK = ("Weekly summary for the telemetry pipeline. Ingest volume grew 12% week over week. We fixed the "
          "duplicate-event bug in the collector (a retry without an idempotency key). Retention for raw "
          "telemetry is 14 days now; it used to be a month but storage costs forced the cut. Grafana "
          "dashboards were reorganised by team. Next week: sampling for the debug logs.")
_P11_CHAT = ("ok so quick context before you start on the ticket: the customer portal is deployed to Fly.io "
          "these days, we left Heroku in the spring when the free dynos went away. the env vars are in the "
          "fly secrets, not in the heroku config anymore. ping me if anything in the deploy docs looks stale")
_P11_SAME = ("Pairing recap: we went through the telemetry collector's config together. Batches are flushed "
          "every 5 seconds, as before, and the buffer holds 10k events. We also looked at adding "
          "compression but decided it wasn't worth it yet. Left a comment in the README.")

# Fresh probe 12's long notes
_P12_PREF = ("A few things about how I like to work, so you don't have to ask again: I review diffs in the "
          "terminal, so keep them small. For Python I've switched to using double quotes everywhere, "
          "ruff format does it for us anyway. And please keep commit messages in English even when we "
          "talk in German.")
_P12_CONF = ("Tuned the search service after the load test. The connection pool now has 40 connections "
          "(it ran out at peak), the request timeout stays at 2 seconds, and the cache TTL went up to 10 "
          "minutes because the catalogue rarely changes during the day. Dashboards updated.")
_P12_AGREE = ("Onboarding doc pass: rewrote the setup section, added screenshots for the VPN client, and "
           "double-checked the facts we list. Staging is still reset every Sunday night, the on-call "
           "rotation is weekly, and design reviews happen on Wednesdays. Sent it to Jonas for a read.")

# Fresh probe 13's long notes
_P13_FW = ("Bring-up notes for the sensor board rev C. Flashed the bootloader over SWD, checked the clock "
        "tree, and ran the power tests: idle draw is 1.8 mA. The firmware now samples the accelerometer "
        "at 400 Hz instead of the old rate, since the vibration analysis needs the extra bandwidth. "
        "Still to do: the BLE pairing flow.")
_P13_DE = ("Monday data sync. The orders pipeline ran clean all weekend. I moved the dedup step before the "
        "join, which cut the runtime by a third. Reminder that the warehouse tables are partitioned by "
        "day, as they have always been, and the backfill script is in tools/backfill.py. No schema "
        "changes this week.")

# Fresh probe 14's long notes
_P14_HANDOFF = ("Handoff before my holiday. The client site for Brightwell is stable; the contact form posts "
             "to the new Formspree endpoint since Tuesday, replacing the old PHP mailer, so no server "
             "code is left on that project. Invoices for the retainer go out on the 1st. Ask Sam if the "
             "DNS question comes back.")
_P14_AUDIT = ("Accessibility audit, first pass. Checked colour contrast, focus order and alt texts on the "
           "five main templates. The site still targets WCAG 2.1 AA as agreed with the client; two "
           "contrast failures on the footer links, both fixed. Keyboard traps: none found.")

# Fresh probe 15's long notes
_P15_SOLVER = ("Sprint wrap-up, routing-eng. Fixed the time-window off-by-one that made the Leeds depot "
               "routes overshoot their 17:00 cutoff. Reran the regression suite against last month's "
               "manifests, all green. The big one: the nightly VRP batch now runs on Gurobi instead of "
               "OR-Tools, since the licence came through on Monday and solve times dropped from about 40 "
               "minutes to under 9. Also bumped the geocoder client to pick up the retry fix. Next week I "
               "want to look at the driver break rules.")

_P15_RETENTION = ("Notes from the data-platform sync. The telematics ingest lag is back under two minutes "
                  "after we added a third partition consumer. Maya asked for a per-vehicle fuel report; "
                  "parked it for Q3. Retention on raw telematics was shortened to one year (365 days) per "
                  "legal's new guidance, and the lifecycle rule on the cold bucket was updated to match. "
                  "The dashboards for idle time are still reading from the old view, ticket FT-212.")

_P15_HAZMAT = ("End-of-week summary for dispatch. Onboarded two new planners at the Felixstowe hub and "
               "walked them through the exception queue. Released route set R-2291 this morning: three "
               "hazmat stops, all pushed straight from the optimizer to the drivers' handsets, which is "
               "how hazmat routes go out anyway, a planner only looks at one if somebody flags it. The "
               "printer at bay 4 is still jamming on the label stock. Lunch on Friday is on Carla.")

# Fresh probe 16's long notes
_P16_SCHEDULER = ("Maintenance window recap. Replaced the failed PSU in rack C4 and the InfiniBand switch "
                  "firmware is at 3.11 now. Hopper's scheduler was cut over from Torque/Moab to Slurm 23.11 "
                  "during the window; users have to resubmit with sbatch, and the qsub wrapper only stays "
                  "until June. Also rotated the TLS cert on the Open OnDemand portal and cleared about 40 TB "
                  "of orphaned scratch from accounts of people who graduated.")

_P16_GPU = ("Office hours log, Thursday. Two questions about conda envs clashing with the module system, "
            "pointed both at the docs page. Dr. Osei's student wanted to train on eight A100s at once; the "
            "job started right away because the per-user cap on the gpu partition is eight cards, so no "
            "reservation was needed. Someone asked again for RStudio Server, told them it's on the roadmap. "
            "The projector in room 214 is broken again.")

_P16_TAPE = ("The tape-first requirement for raw instrument data has been dropped. Processing can begin as "
             "soon as the files land on the Ceph pool; tape copies are made asynchronously overnight by the "
             "archive job.")

# Fresh probe 17's long notes
_P17_REFUND_WRAPUP = (
    "End-of-week notes for payments-api. The flaky test in test_capture_retry was a race on the "
    "mocked clock, fixed by freezing time in the fixture. Adyen sandbox was down for about an hour on "
    "Wednesday, nothing to do on our side. Finance sign-off for refunds over $500 is no longer needed; "
    "as of Monday a support lead can approve those directly in the back office. I also bumped the "
    "pydantic pin to 2.7 and regenerated the OpenAPI client. Next week: idempotency keys on partial captures."
)

_P17_WEBHOOK_NOTE = (
    "The Stripe webhook handler is in packages/billing-core/src/stripe_webhooks.py."
)

# Fresh probe 18's long notes
_P18_REVIEW_WRAPUP = (
    "Retro notes, sprint 41. The transfers screen crash on Android 14 was a null account alias coming "
    "back from the BFF; the mapper now falls back to the IBAN. Snapshot tests on the Pixel 4 emulator are "
    "still slow, Ravi will try sharding them. We agreed to drop the second approval on bank-android pull "
    "requests: from now on one approval from a code owner is enough to merge. The Play Console "
    "pre-launch report flagged two contrast issues on the card details screen, ticket AND-733."
)

# Fresh probe 19's long notes
_P19_REGISTRY_WRAPUP = (
    "End-of-day notes, Thursday. Spent the first half of the day on the flaky upload test in "
    "registry-api: it was a race between the checksum worker and the manifest validator, fixed by "
    "awaiting the validator promise. Reviewed Tomasz's PR for the plugin README renderer and asked for "
    "a sanitizer on raw HTML. Cutover finished after lunch: the registry index lives in SQLite now, "
    "replicated to object storage with Litestream, and the old Postgres instance is scheduled for "
    "deletion next week. Still open: rate limiting on /v2/search."
)

# Fresh probe 20's long notes
_P20_APP_WRAPUP = (
    "Sprint 14 wrap-up for the companion app. Pairing success rate went from 91% to 97% after the BLE "
    "retry backoff change. Crash-free sessions are at 99.6% on Android. Lena closed the dark-mode "
    "contrast tickets. The big one: the Flutter rewrite landed on main this week, so the app is a "
    "Flutter codebase now and the old React Native tree is archived in legacy/rn-app. Next sprint we "
    "start on the firmware-update progress screen and the Hebrew localisation."
)

# Fresh probe 21's long notes
_P21_ARCHIVE = ("Wrap-up Thursday. Morning went to the byline bug in the CMS: author pages were caching the "
                "old avatar, fixed by adding the profile hash to the cache key. After lunch Dagny and I paired "
                "on the print archive: the scanned archives were moved to gs://herald-archive-scans and the "
                "old S3 bucket is read-only until the end of the quarter. Also reviewed Tomasz's PR for the "
                "slug generator, left two comments about diacritics. Tomorrow: the sitemap splitter.")

# Fresh probe 22's long notes
_P22_SYMBOLS = ("End of day notes. The crash in the loading screen on PS5 turned out to be a race in the "
                "texture streamer, fix is in CL 90233 and Ingrid is verifying on devkits. Spent an hour with "
                "Ravi on the flaky cook step, it was a stale DDC lock on agent bf-07. Also finished the symbol "
                "store job: PDBs for every shipped build were moved to s3://ember-symbols behind the symsrv "
                "proxy, and buildnas01 is read-only from Monday. Tomorrow: retry budget for the uploader.")

# Fresh probe 23's long notes
_P23_EXPORT_WRAPUP = (
    "End-of-day notes, Thursday. Fixed the flaky test in test_waitlist_promotion by freezing the clock "
    "instead of sleeping. Talked to Renata about the Cerner ADT feed; they will resend the backlog from "
    "the 14th. The nightly FHIR bulk export job was moved off AWS this week and now writes its NDJSON "
    "files to gs://carelane-interop-exports/bulk/ instead of the old S3 prefix. Also bumped fhir.resources "
    "to 7.1. Tomorrow: look at the duplicate Patient resources coming from the Northside clinic."
)

# Fresh probe 24's long notes
_P24_RANKER_WRAPUP = (
    "Friday wrap-up. Node gpu-a17 kept throwing ECC errors, so I drained it and filed INFRA-2231. Got the "
    "ranker-v7 fine-tune going: it reads its training examples straight from raw.clickstream_events, "
    "which is the usual input for ranking jobs, so no snapshot step was needed. Loss curve looks sane "
    "after 3k steps. Also cleaned up about 2 TB of orphaned checkpoints under /mnt/ckpt/scratch. Next "
    "week: finish the eval harness for the multilingual set."
)

# Fresh probe 25's long notes
_P25_PR_DBT = (
    "PR #412: Migrate marketing transforms to dbt\n\n"
    "Summary\n"
    "This ports the eleven marketing transformations (campaign_touches, spend_daily, attribution_inputs, ...) "
    "from warehouse stored procedures to dbt models under models/marketing/. The Airflow task that used to "
    "CALL the procedures is replaced by a single dbt build step with a marketing tag selector.\n\n"
    "Notes for reviewers\n"
    "- The stored procedures are dropped in the last migration of this PR; nothing calls them any more.\n"
    "- Row counts match the old outputs for the last 30 days (diff report attached).\n"
    "- Going forward, new marketing logic should be a dbt model, not a procedure."
)

_P25_WRAPUP_SLA = (
    "End-of-day wrap-up, Thursday.\n\n"
    "Most of the day went into the late-arriving Stripe payouts: the connector was paging through "
    "with a 1-day lookback, so I widened it to 3 days and re-ran the last week. Revenue numbers for "
    "March now tie out with finance's ledger to the cent.\n\n"
    "Had the sync with finance in the afternoon. They want the revenue dashboard fresher for the "
    "month-end close, so its freshness SLA goes from 6 hours down to 2 hours starting Monday; I already "
    "lowered the threshold on the freshness monitor and bumped the revenue DAG to run hourly.\n\n"
    "Open items: the Looker PDT for revenue_by_region is still rebuilding slowly (~25 min), and I owe "
    "Priya a note on the currency conversion table. Tomorrow I'll start on the PDT."
)

_P25_WRAPUP_LOOKER = (
    "Wrap-up for today.\n\n"
    "1. Fixed the churn explore in Looker: the join to subscriptions was fanning out and doubling MRR. "
    "Switched it to a one_to_many with a symmetric aggregate measure and the numbers match the finance "
    "sheet again.\n"
    "2. Added a drill-down from region to account on the executive revenue dashboard; Dana asked for it "
    "in standup.\n"
    "3. Cleared the PDT cache for weekly_active_users after the backfill, dashboards pick up the new data now.\n\n"
    "Tomorrow: look at why the Looker schedule for the sales pipeline report emails a blank PDF on Mondays."
)

_P25_PR_GE = (
    "PR #88: Add Great Expectations suites for the payments source\n\n"
    "Adds expectation suites for payments.transactions and payments.refunds: not-null and unique on ids, "
    "amount >= 0, currency in the ISO-4217 list, created_at not in the future. The checkpoint runs as the "
    "last task of ingest_payments, the same pattern the other sources already use, and failures page "
    "the ingestion on-call.\n\n"
    "No change to the GE version or the shared data context; this only adds two suites and one checkpoint."
)

# Fresh probe 26's long notes
_P26_WRAPUP = (
    "EOD notes: finished the partial-capture handling for split shipments, so an order that ships in "
    "two boxes now captures per box instead of up front. Wrote tests for the three-box edge case; one "
    "is still skipped because the sandbox gateway rejects zero-amount captures. Also, per Dana in "
    "standup, the Friday freeze on the payments service is lifted now that canary rollouts are in "
    "place: Friday deploys are fine as long as the canary stays green for 30 minutes. Tomorrow: pair "
    "with Sam on the refund reconciliation report and look at why the admin order list takes 4s to load."
)

_P26_ROUTINE = (
    "Wrap-up: regenerated 14 ShipStation labels that failed overnight during the UPS outage, bumped the "
    "shipstation client gem to 3.2.1 for its retry fix, and added a Grafana panel for label generation "
    "latency (p95 is about 1.8s). Nothing left open on shipping."
)

# Fresh probe 29's long notes
_P29_WRAPUP_LADDER = (
    "EOD wrap-up, Thursday. Spent most of the day on the VMAF regression in the animation titles: the "
    "culprit was the psy-rd tuning we copied from the live profile, reverted it in encode-profiles and "
    "re-queued the 38 affected titles. Reviewed Priya's PR for the audio loudness normalisation step "
    "(two nits, approved). Heads-up for whoever is on call: the ladder's top rung is 2160p at 16 Mbps "
    "since Tuesday's encode-profile rollout, so storage per title is up roughly 40% and the mezzanine "
    "cleanup job will need a look next week. Also chased a flaky integration test in the packager stage, "
    "turned out to be a clock-skew issue on one runner; filed INFRA-2291. Tomorrow: finish the HDR10 "
    "tone-mapping spike."
)

_P29_MEETING_DISPATCH = (
    "Pipeline sync 2026-03-11\n"
    "Attendees: Marco, Yuki, Sam, agent\n"
    "- Spot GPU reclaim rate still ~7% on weekdays, acceptable for now\n"
    "- Sam: job dispatch now goes through SQS since last sprint's cutover; the RabbitMQ cluster is "
    "scheduled for teardown at end of month\n"
    "- Yuki to write the runbook for stuck jobs in the dead-letter queue\n"
    "- AV1 pilot: 200 titles encoded, waiting on device-support numbers from the player team"
)

_P29_CHAT_RELEASE = (
    "#player-releases\n"
    "[Fri 14:02] dana: tvOS 5.3 is submitted, goes live tonight once review clears, same as every release\n"
    "[Fri 14:03] dana: release notes are in the usual doc\n"
    "[Fri 14:05] omar: 👍 I'll watch the crash-free rate over the weekend\n"
    "[Fri 14:06] dana: Android TV 5.3 follows the same Friday-evening slot"
)

_P29_PR_RENAME = (
    "PR #1187: Rename forge -> encoderd everywhere\n\n"
    "The transcoding service's name changes from `forge` to `encoderd` across the Helm charts, Grafana "
    "dashboards, PagerDuty services and alert rules. Log lines will now carry service=encoderd. The old "
    "`forge` DNS name keeps a CNAME for two weeks and is then removed.\n\n"
    "Testing: deployed to staging, verified job submission and the alert routing."
)

_P29_QA_KEYS = (
    "Q (new hire, #drm-help): where does the packager get the content key for a title, e.g. title 8812?\n"
    "A (Lena): from AWS KMS — each title's key is wrapped under alias/drm-content-keys and the packager "
    "role has kms:Decrypt on it. The key-service Lambda just hands back the unwrapped key over the "
    "internal API. There's nothing for you to configure locally."
)

# Fresh probe 30's long notes
_P30_EOD_OVERAGE = (
    "EOD: fixed the flaky timezone test in invoice rendering, rebased the metering-schema branch onto "
    "main, and paired with Dana on the Stripe webhook retries. Worth flagging for tomorrow: the nightly "
    "invoice run put overage line items straight onto 41 customer invoices and finalized them; there is "
    "no approval step anywhere in that path, billing-worker just calls finalize after adding the lines. "
    "Dashboard PR is still in draft, will pick it up after standup."
)

_P30_EOD_FLUSH = (
    "Wrap-up: bumped the pg driver in billing-aggregator to 1.14, fixed the flaky flush test (it slept "
    "55s and raced the 60-second flush, now it waits on the flush hook instead), and added a Grafana "
    "panel for flush latency per shard. Nothing deployed yet; the canary goes out Monday."
)

# Fresh probe 27's long notes


# Fresh probe 28's long notes
_P28_WRAPUP = (
    "End-of-day wrap-up, stereo rig bring-up on unit 7. The left camera kept dropping frames at 30 fps; "
    "it turned out the USB3 hub on the compute tray was negotiating USB2, so I moved the left camera to "
    "the rear port and frames are stable now. Rebuilt the image_proc container with the newer OpenCV so "
    "rectification stops warning about deprecated flags. While fixing the launch file I found that the "
    "stereo calibration YAMLs no longer live in robot_config: they were moved last week into the new "
    "sensor_calib repo (calib/<unit-id>/stereo.yaml), so I repointed camera_info_url there. Tomorrow: "
    "re-run the disparity benchmark and check the depth noise against the spec sheet."
)

_P28_INCIDENT = (
    "Incident note, motor bus dropouts on rover R3 (field day 2). Symptom: wheel controllers went to "
    "fault every few minutes with heartbeat timeouts. We first suspected the termination resistor but "
    "measured 60 ohms across CANH/CANL, which is fine. `ip -details link show can0` on the rover printed "
    "`can state ERROR-ACTIVE restart-ms 100 bitrate 1000000 sample-point 0.875`, and the controllers' "
    "config dump shows nominal bitrate 1000 kbit/s as well, so both ends agree on speed. Root cause was a "
    "loose connector on the rear-left controller; reseated and zip-tied. No dropouts in the remaining "
    "two hours of driving."
)

# Fresh probe 31's long notes
_P31_WRAPUP_PUSH = (
    "End of day. Fixed the crash in the offer carousel when the localized price string comes back "
    "empty, and reran the store snapshot tests, all green. Went through the Harvest Festival config "
    "with Dana: the reward table had a duplicated tier 4, removed it and re-exported. For the weekend "
    "the push plan has four marketing pushes per player on Saturday (morning teaser, event start, "
    "midday flash sale, last-hour reminder), which the scheduler's per-player cap lets through. "
    "Tomorrow: look into the A/B assignment drift on iOS 17 devices."
)

_P31_PR_OFFERS = (
    "PR #418 Offers: read from liveops-admin instead of the content repo\n\n"
    "Offer definitions were migrated out of pocket-kingdoms-content/offers/ into the `store_offers` "
    "table in the liveops-admin Postgres last sprint. This PR deletes the offers/ folder, removes the "
    "JSON schema check from the content build and points the client bootstrap at GET /admin/offers. "
    "Reviewers: please double-check the seed script for local dev."
)

# Fresh probe 32's long notes
_P32_WRAPUP = (
    "End-of-day wrap-up, Thursday. Spent most of the morning on the Cobas e801 driver: the "
    "intermittent 'frame sequence error' was the port server dropping the ENQ after idle, so I set "
    "the keepalive on the Digi to 20s and it has been clean since 10:40. Afternoon went to the "
    "microbiology susceptibility mapping, still three LOINC codes without a match, parked them in "
    "the ticket. One thing from the lab quality meeting that matters for the router: per the "
    "director's memo, critical potassium and sodium results from the chemistry line may now be "
    "autoverified and released straight to the chart, with the phone call to the unit still made "
    "afterwards by the tech. I updated the rule set in test but did not promote it. Tomorrow: finish "
    "the LOINC gaps and re-run the e801 soak test."
)

_P32_PR = (
    "PR #418: Sysmex XN-1000 driver — drop ASTM/serial path\n\n"
    "After the analyzer firmware upgrade in February the XN line can emit HL7 over its LAN port, "
    "so this switches the driver to an MLLP listener on 10.20.14.31:5150 and deletes the Digi "
    "port-server profile and the ASTM framing code. Tested against the XN-1000 in the core lab "
    "with 400 CBCs; result counts match the old path. Reviewers: please check the OBX mapping for "
    "the retic parameters."
)

_P32_HANDOVER = (
    "On-call handover, Sun 07:00 -> Mon team\n"
    "- Quiet night, two NAK bursts from the Epic ORU link around 03:10, self-recovered.\n"
    "- Instrument Manager is now running on im-prod-dc1 in the main data centre; infra finished the "
    "move at 01:30 and dm-lab-02 in the basement room is powered down, do not restart it.\n"
    "- Blood gas analyzers reconnected on their own after the cutover, verified one result each.\n"
    "- Nothing open for day shift except the usual Monday ref-lab backlog."
)

# Fresh probe 37's long notes


# Fresh probe 39's long notes


# Fresh probe 40's long notes


# Fresh probe 41's long notes


# Fresh probe 42's long notes


# Fresh probe 43's long notes


# Fresh probe 44's long notes


# Fresh probe 45's long notes


# Fresh probe 46's long notes


# Fresh probe 33's long notes
_P33_FLAGS_WRAPUP = (
    "EOD wrap-up. Morning went to the Android crash in the statements screen: a null IBAN on legacy "
    "joint accounts, fixed in #3120 with a fallback to the masked account number. After lunch I finished "
    "migrating the last twelve flags off LaunchDarkly; both clients read flags from our self-hosted Unleash "
    "instance now, and I deleted the LaunchDarkly SDK keys from the CI secrets. QA signed off on the 6.3 "
    "release candidate for iOS. Tomorrow: pair with Priya on the card-replacement flow and look at the "
    "flaky KYC UI tests."
)

_P33_PUSH_PR = (
    "## Summary\n"
    "Moves push dispatch (APNs + FCM) out of `notifications-service` and into the new `messaging-gateway` "
    "service, which already owns the device-token registry.\n\n"
    "## What changes\n"
    "- `notifications-service` keeps email and SMS templates only; its `/push` endpoints return 410.\n"
    "- Card-transaction alerts and login-approval pushes are sent from `messaging-gateway`.\n"
    "- APNs auth key and FCM service account moved to the gateway's secret store.\n\n"
    "## Testing\n"
    "Sent test pushes to the iOS and Android staging builds; delivery latency unchanged (p95 ~1.1s)."
)

_P33_ROUTINE_PIN = (
    "Worklog 2026-04-09: bumped the card-issuing API client to 3.8.2 in both apps (no breaking changes, "
    "just new fields on CardStatus). Regenerated the snapshot tests for the PIN reveal screen after the "
    "design-system font update; the diff was only letter spacing. Also fixed the VoiceOver label on the "
    "'Show PIN' button, which read 'button button'."
)

# Fresh probe 34's long notes
_P34_QUOTA_WRAPUP = (
    "End of day. Finished the sweep over learning-rate warmup for the ranker; the 2k-step warmup wins by "
    "a small margin, results are in the tracker under sweep rk-warmup-07. Spent an hour on a flaky NCCL "
    "timeout that turned out to be a bad InfiniBand cable on rack 3, ops swapped it. Also, heads up from "
    "the capacity review: the per-team cap on the shared training cluster was raised to 32 A100s, "
    "effective Monday, so we can run the two large jobs side by side. Tomorrow I'll start the "
    "distillation baseline."
)

_P34_TRACKING_PR = (
    "## What\n"
    "Relocates the experiment tracking server deployment (helm release `tracking`) to the eu-west-1 "
    "cluster, next to the GPU pool.\n\n"
    "## Why\n"
    "Every training step that logs metrics was paying ~90 ms of cross-region latency; large sweeps were "
    "throttling on it.\n\n"
    "## Rollout\n"
    "- Postgres backend restored from snapshot in eu-west-1\n"
    "- DNS `tracking.mlp.internal` cut over at 10:40 UTC\n"
    "- us-east-1 deployment scaled to zero, to be deleted next sprint"
)

_P34_FEAST_NOTEBOOK = (
    "Ran the feature freshness check in notebooks/fraud_features.ipynb:\n"
    "[3]: ws = tecton.get_workspace('fraud-prod')\n"
    "     ws.summary()\n"
    "Out[3]: Workspace fraud-prod | online store: DynamoDB | feature views: 214 | "
    "services: fraud_scoring_v3\n"
    "The fraud scoring service reads all of its request-time features from this workspace; "
    "max staleness observed 41 s."
)

# Fresh probe 35's long notes
_P35_WRAPUP_GATEWAYS = (
    "EOD wrap-up. Morning went to the battery-drain ticket on the south-field probes: it was the GPS "
    "module never sleeping after a cold start, fixed in firmware branch fix/gps-sleep and flashed to six "
    "bench units. After lunch I cut the gateways over to The Things Stack Cloud, so the self-hosted "
    "ChirpStack box is out of the uplink path and only kept around for its historical logs. Also "
    "reviewed Priya's Grafana panel for RSSI per gateway, left two comments. Tomorrow: check that the "
    "join-accept rate looks normal after the cutover and write the runbook page."
)

_P35_WRAPUP_PAGING = (
    "Wrap-up: spent most of the day on the downsampling job, which was double-counting rows at the hour "
    "boundary; fixed and backfilled last week. Also added a 30-minute grace period to the sensor-offline "
    "rule before it pages the on-call agronomist through PagerDuty, so a single missed uplink no longer "
    "wakes anyone at 3am. Still to do: tune the battery-low thresholds per probe model and update the "
    "alert runbook with the new screenshots."
)

_P35_PR_BUCKET = (
    "## Summary\n"
    "- Points the OTA manifest generator at `gs://agri-fw-artifacts` (new home for release images)\n"
    "- Removes the S3 upload step from the release workflow; `agri-fw-releases` in eu-west-1 has been "
    "emptied and is scheduled for deletion once the retention window passes\n"
    "- Device manifests now carry signed GCS URLs with a 6h expiry\n\n"
    "## Testing\n"
    "Staged v3.4.0 to the bench fleet; all 12 devices fetched the image from GCS and booted."
)

# Fresh probe 36's long notes
_P36_WRAPUP = (
    "EOD notes, Thursday. Morning went to the Schedule C rendering bug: the depreciation table was "
    "overflowing on narrow viewports, fixed with a container query and a snapshot test. After lunch I "
    "finished folding the form schemas into the portal monorepo; they sit under packages/form-schemas "
    "now and the old forms-schema repository is archived read-only, so open PRs there will need to be "
    "re-raised. Also paired with Dana on the focus-trap issue in the payment modal, still open. "
    "Tomorrow: the 1040-X amended-return stepper."
)

_P36_CAB = (
    "Change Advisory Board, minutes of 2026-02-11. Present: release mgmt, security, program office, "
    "helpdesk lead. Item 1: the PDF renderer patch (CHG-2291) approved for Tuesday's window. Item 2: "
    "filing-season change freeze. Helpdesk data showed last year's early-April patches caused most "
    "of the tickets, so the board voted that from this year on the freeze opens on March 15 and runs "
    "until April 20. Item 3: the KBA vendor's SOC 2 letter is still outstanding; security to chase."
)

_P36_PR = (
    "PR #1187: form validation rework\n\n"
    "Rips Formik out of the filing wizard. Every step now validates through react-hook-form with zod "
    "schemas generated from the form definitions, so server and client share one set of rules. "
    "Bundle drops about 38 kB gzip. Error summaries keep the same aria-live behaviour; I checked them "
    "with NVDA on the W-2 and 1099-INT steps. Reviewers: please look at the SSN field's custom resolver."
)

_P36_TICKET = (
    "Helpdesk ticket HD-44812 (priority 2). Caller reports she opened and downloaded her 2023 return "
    "PDF from the Prior Years tab right after signing in with username and password; she was never "
    "asked for the photo-ID check. Tier 2 reproduced it with a brand-new test account on production."
)

_P36_LOG = (
    "2026-03-04T09:12:41Z form-render[7] INFO starting renderer pool engine=playwright-chromium "
    "headless=true workers=8\n"
    "2026-03-04T09:12:43Z form-render[7] INFO warmed template 1040-ES in 412ms (chromium 122)"
)

_P36_COMMIT = (
    "fix(uploads): retry CompleteMultipartUpload on 503 for efile-uploads-prod\n\n"
    "Saw three 503 SlowDown responses during Tuesday's load test when 400 virtual filers attached "
    "W-2 scans at once. Adds jittered retry (max 4). No change to bucket or encryption config."
)

# Fresh probe 38's long notes


# Fresh probe 47's long notes


# Fresh probe 48's long notes


# Fresh probe 49's long notes


# Fresh probe 50's long notes


# Fresh probe 51's long notes


# Fresh probe 52's long notes


# Fresh probe 53's long notes


# Fresh probe 54's long notes


# Fresh probe 55's long notes


# Fresh probe 56's long notes


# Fresh probe 57's long notes


# Fresh probe 58's long notes


# Fresh probe 59's long notes


# Fresh probe 60's long notes


# Fresh probe 61's long notes


# Fresh probe 62's long notes



CASES: tuple[Case, ...] = (
    # 0
    Case("billing-postgres-to-mongo", "technology", "update", "project:billing",
         "The billing service stores invoices in PostgreSQL.", "2025-01-06T10:00",
         (agent("Ran the invoice totals report against the billing PostgreSQL replica; numbers match "
                "finance's export.", "2025-01-13T15:20", contradicts=False),
          agent("Started migrating billing's invoice storage from PostgreSQL to MongoDB; the new "
                "invoices collection is live on staging.", "2025-02-03T11:05"),
          user("Billing has been moved to MongoDB; PostgreSQL is no longer used for invoices.",
               "2025-02-17T09:30"))),
    # 1
    Case("gateway-timeout-raised", "setting", "update", "project:webapp",
         "The API gateway timeout for upstream calls is 30 seconds.", "2025-01-08T14:00",
         (agent("Raised the API gateway upstream timeout from 30 s to 60 s because report exports "
                "kept timing out.", "2025-02-11T16:40"),)),
    # 2
    Case("ledger-postgres-refined", LOOKALIKE, "none", "project:ledger",
         "The ledger service uses PostgreSQL.", "2025-01-07T11:00",
         (agent("The ledger service uses PostgreSQL 16 with pgbouncer in transaction mode.",
                "2025-02-05T13:30"),), variant="refinement"),
    # 3
    Case("migrations-transaction-dropped", "policy", "update", "project:billing",
         "Always run the billing database migrations inside a single transaction.", "2025-01-09T09:15",
         (agent("We no longer wrap billing migrations in one transaction: the invoice backfill runs in "
                "batches of 10k rows outside it.", "2025-03-04T10:10"),), kind="decision"),
    # 4
    Case("invoice-runner-renamed", "rename", "update", "project:billing",
         "The invoicing worker service is called invoice-runner.", "2025-01-10T10:00",
         (agent("Renamed invoice-runner to billing-worker; the Grafana dashboards and PagerDuty alerts "
                "still need the new name.", "2025-03-12T17:00"),)),
    # 5
    Case("components-moved", "move", "update", "project:webapp",
         "The web app's React components live in src/components.", "2025-01-13T09:40",
         (agent("Moved the React components from src/components to packages/ui/src so the admin app "
                "can share them.", "2025-02-24T15:00"),
          agent("Fixed the broken imports after the move: everything now imports from packages/ui.",
                "2025-02-24T16:30"))),
    # 6
    Case("reports-timeouts-differ", LOOKALIKE, "none", "project:reports",
         "The timeout for the reports API is 30 seconds.", "2025-01-15T12:00",
         (agent("The timeout for the reports database connection pool is 5 seconds.",
                "2025-02-12T10:00"),), variant="different-subject"),
    # 7
    Case("redux-vs-zustand", "technology", "conflict", "project:webapp",
         "The web app's frontend state is managed with Redux Toolkit.", "2025-01-14T10:20",
         (agent("The web app's frontend state is managed with Zustand stores.", "2025-03-03T14:45"),),
         kind="decision"),
    # 8
    Case("ingest-workers-count", "setting", "conflict", "project:ingest",
         "The ingest workers run with max_workers = 8.", "2025-01-16T09:00",
         (agent("Ingest worker settings in prod: max_workers = 16.", "2025-02-20T11:15"),)),
    # 9
    Case("generated-client-committed", "policy", "update", "project:webapp",
         "Never commit the generated API client code to the repository.", "2025-01-17T16:00",
         (user("We now commit the generated API client code, so CI no longer needs the OpenAPI "
               "generator installed.", "2025-03-18T10:30"),), kind="decision"),
    # 10
    Case("celery-replaced-by-rq", "technology", "update", "project:ingest",
         "The ingest pipeline queues its jobs with Celery on RabbitMQ.", "2025-01-20T10:00",
         (agent("Replaced Celery with RQ in the ingest pipeline; workers now pull jobs from Redis.",
                "2025-03-10T15:30"),
          agent("Deleted the RabbitMQ vhost the ingest queue used to need.", "2025-03-11T09:10"))),
    # 11
    Case("default-branch-renamed", "rename", "update", "project:webapp",
         "The default branch of the web app repository is master.", "2025-01-22T09:00",
         (agent("Renamed the default branch of the web app repository from master to main and "
                "updated the CI triggers.", "2025-02-26T11:45"),)),
    # 12
    Case("analytics-port-other-project", LOOKALIKE, "none", "project:analytics",
         "The service listens on port 8080.", "2025-01-21T11:30",
         (agent("The service listens on port 9000.", "2025-02-18T14:00", scope="project:crm"),),
         variant="other-scope"),
    # 13
    Case("migrations-folder-moved", "move", "update", "project:billing",
         "Billing's database migrations are in billing/migrations.", "2025-01-23T14:10",
         (user("The billing migrations moved to db/migrations/billing as part of the monorepo cleanup.",
               "2025-03-20T09:00"),)),
    # 14
    Case("staging-port-changed", "setting", "update", "project:infra",
         "The staging Postgres server listens on port 5432.", "2025-01-24T10:00",
         (agent("Changed the staging Postgres port to 6432; clients now connect through pgbouncer.",
                "2025-03-06T16:00"),)),
    # 15
    Case("crm-checks-routine", LOOKALIKE, "none", "project:crm",
         "Ran the full test suite for the crm app before the release.", "2025-01-27T15:00",
         (agent("Ran the lint checks for the crm app before the release.", "2025-01-27T15:20"),
          agent("Ran the type checks for the crm app before the release.", "2025-01-27T15:35")),
         variant="routine"),
    # 16
    Case("squash-vs-merge-commit", "policy", "conflict", "project:ingest",
         "Always squash-merge pull requests in the ingest repository.", "2025-01-28T09:30",
         (user("Pull requests in the ingest repository are merged with a merge commit, never squashed.",
               "2025-03-14T10:00"),), kind="decision"),
    # 17
    Case("search-elastic-to-opensearch", "technology", "update", "project:search",
         "Search indexing runs on Elasticsearch 7.", "2025-01-29T11:00",
         (agent("Switched search indexing from Elasticsearch to OpenSearch after the licence change; "
                "the cluster runs OpenSearch 2.11 now.", "2025-03-25T13:00"),)),
    # 18
    Case("crm-ci-agreement", LOOKALIKE, "none", "project:crm",
         "CI for the crm app runs on GitHub Actions.", "2025-01-31T09:00",
         (agent("Our crm pipelines are GitHub Actions workflows; every push triggers the test job.",
                "2025-02-21T10:10"),), variant="agreement"),
    # 19
    Case("kafka-topic-differs", "rename", "conflict", "project:ingest",
         "Ingest events land in the Kafka topic raw-events.", "2025-01-30T10:00",
         (agent("Ingest events land in the Kafka topic ingest.events.v2.", "2025-03-19T12:30"),)),
    # 20
    Case("python-version-differs", "setting", "conflict", "project:billing",
         "The billing service requires Python 3.10.", "2025-02-03T09:00",
         (user("The billing service requires Python 3.12.", "2025-04-01T09:30"),)),
    # 21
    Case("reports-pdf-refined", LOOKALIKE, "none", "project:reports",
         "Reports are rendered to PDF with WeasyPrint.", "2025-02-06T11:00",
         (agent("Reports are rendered to PDF with WeasyPrint 61, using the bundled fonts in assets/fonts.",
                "2025-03-05T10:00"),), variant="refinement"),
    # 22
    Case("deploy-days-lifted", "policy", "update", "project:infra",
         "Deploys to production happen only on Tuesdays and Thursdays.", "2025-02-05T09:00",
         (user("Deploys to production are no longer restricted to Tuesdays and Thursdays; we deploy on "
               "any weekday now.", "2025-04-02T09:00"),), kind="decision"),
    # 23
    Case("ingest-config-path-differs", "move", "conflict", "project:ingest",
         "The ingest pipeline reads its settings from config/ingest.yaml.", "2025-02-04T10:30",
         (agent("The ingest pipeline reads its settings from deploy/ingest/settings.yaml.",
                "2025-03-27T15:00"),)),
    # 24
    Case("mobile-retrofit-vs-ktor", "technology", "conflict", "project:mobile",
         "The mobile app makes its HTTP calls with Retrofit.", "2025-02-07T10:00",
         (agent("The mobile app makes its HTTP calls with the Ktor client.", "2025-03-21T14:00"),
          agent("Checked the mobile network layer: every request goes through the Ktor client.",
                "2025-03-28T11:00"))),
    # 25
    Case("search-env-renamed", "rename", "update", "project:search",
         "The search endpoint is configured with the SEARCH_URL environment variable.", "2025-02-10T09:45",
         (agent("SEARCH_URL was renamed to SEARCH_ENDPOINT; the old variable is no longer read.",
                "2025-04-03T10:00"),)),
    # 26
    Case("jobs-workers-differ", LOOKALIKE, "none", "project:analytics",
         "The export job runs with max_workers = 8.", "2025-02-12T10:00",
         (agent("The import job runs with max_workers = 4.", "2025-03-12T10:30"),),
         variant="different-subject"),
    # 27
    Case("rate-limit-lowered", "setting", "update", "project:search",
         "The search API rate limit is 100 requests per minute per key.", "2025-02-11T13:00",
         (agent("Lowered the search API rate limit from 100 to 60 requests per minute per key after the "
                "scraping incident.", "2025-04-07T16:20"),)),
    # 28
    Case("crm-files-routine", LOOKALIKE, "none", "project:crm",
         "Listed the files in crm/sync to find the retry logic.", "2025-02-28T14:00",
         (agent("Listed the files in crm/tests to find the retry tests.", "2025-02-28T14:10"),),
         variant="routine"),
    # 29
    Case("screenshots-policy-conflict", "policy", "conflict", "project:docs",
         "Docs pages must not embed screenshots.", "2025-02-14T10:00",
         (agent("Docs pages should embed a screenshot of each screen they describe.", "2025-04-04T15:00"),),
         kind="decision"),
    # 30
    Case("deploy-days-other-project", LOOKALIKE, "none", "project:crm",
         "Releases of the crm app go out only on Mondays.", "2025-02-24T09:00",
         (agent("Releases go out every day.", "2025-03-24T09:30", scope="project:analytics"),),
         variant="other-scope"),
    # 31
    Case("reports-email-agreement", LOOKALIKE, "none", "project:reports",
         "Never write customer email addresses to the logs.", "2025-02-18T09:00",
         (agent("Made sure the new report logger masks customer email addresses before writing a line.",
                "2025-03-19T16:00"),), kind="decision", variant="agreement"),
    # 32
    Case("authctl-name-conflict", "rename", "conflict", "project:auth",
         "The admin command line tool of the auth service is authctl.", "2025-02-19T10:00",
         (user("The admin command line tool of the auth service is auth-admin.", "2025-04-14T09:00"),)),
    # 33
    Case("session-cookie-shortened", "setting", "update", "project:auth",
         "Session cookies expire after 24 hours.", "2025-02-20T15:00",
         (agent("Session cookies now expire after 8 hours; security asked us to shorten them.",
                "2025-04-15T10:45"),)),
    # 34
    Case("mobile-flags-local", "policy", "update", "project:mobile",
         "Feature flags in the mobile app are always evaluated on the server.", "2025-02-21T10:00",
         (agent("Mobile feature flags are no longer evaluated on the server; the app evaluates them "
                "locally from a cached rule set.", "2025-04-16T13:15"),), kind="decision"),
    # 35
    Case("auth-hs256-to-rs256", "technology", "update", "project:auth",
         "Auth tokens are signed with HS256 using a shared secret.", "2025-02-17T11:00",
         (agent("Auth now signs tokens with RS256 instead of HS256; the public key is served at "
                "/.well-known/jwks.json.", "2025-04-10T14:30"),)),
    # 36
    Case("docs-built-with-mkdocs", "technology", "conflict", "project:docs",
         "The documentation site is built with Sphinx.", "2025-02-25T11:00",
         (user("The documentation site is built with MkDocs Material.", "2025-04-17T10:00"),)),
    # 37
    Case("min-android-differs", "setting", "conflict", "project:mobile",
         "The mobile app's minimum supported Android version is API level 24.", "2025-02-26T10:00",
         (agent("The mobile app's minimum supported Android version is API level 26.",
                "2025-04-18T15:30"),)),
    # 38
    Case("docs-folder-differs", "move", "conflict", "project:docs",
         "The docs are published from the docs/ folder of the main repository.", "2025-02-27T09:30",
         (agent("The docs are published from the website/ folder of the main repository.",
                "2025-04-21T11:00"),)),
    # 39
    Case("terraform-state-moved", "move", "update", "project:infra",
         "Terraform state for staging is kept in the S3 bucket acme-tf-staging.", "2025-02-13T09:00",
         (agent("Moved the staging Terraform state to the acme-tfstate bucket under the staging/ prefix.",
                "2025-04-09T11:00"),)),
    # 40
    Case("backup-time-differs", "setting", "conflict", "project:infra",
         "The nightly database backup runs at 02:00 UTC.", "2025-03-03T09:00",
         (agent("The nightly database backup runs at 04:30 UTC.", "2025-04-22T08:00"),)),
    # 41
    Case("ledger-python-agreement", LOOKALIKE, "none", "project:ledger",
         "The ledger service runs on Python 3.12.", "2025-03-06T09:00",
         (agent("Upgraded ledger's dev tooling to ruff 0.6 and pytest 8; still on Python 3.12.",
                "2025-04-08T10:00"),), variant="agreement"),    # 42
    Case("dashboards-refined", LOOKALIKE, "none", "project:analytics",
         "Analytics dashboards are defined in the dashboards/ folder.", "2025-03-05T11:00",
         (agent("Analytics dashboards are defined in the dashboards/ folder, one JSON file per team "
                "under dashboards/teams/.", "2025-04-02T14:00"),), variant="refinement"),
    # 43
    Case("crm-repos-differ", LOOKALIKE, "none", "project:crm",
         "The crm frontend repository is called crm-web.", "2025-03-04T10:00",
         (agent("The crm backend repository is called crm-api.", "2025-03-26T10:00"),),
         variant="different-subject"),
    # -- Fresh probe 1 (written 2026-11-24, measured once before its rules: 5 of 12 found, one stale fact reinforced) --
    # 44
    Case("frontend-webpack-to-vite", "technology", "update", "project:storefront",
         "The storefront frontend is bundled with webpack 5.", "2025-04-01T10:00",
         (agent("Bundle times were 90 s, so we ported the storefront build over to Vite; webpack.config.js is gone.",
               "2025-05-12T14:00"),)),
    # 45
    Case("auth-jwt-expiry", "setting", "update", "project:accounts",
         "Access tokens issued by the accounts service expire after 15 minutes.", "2025-04-02T09:00",
         (user("Access tokens from the accounts service now expire after 60 minutes; 15 was logging people out mid-checkout.",
               "2025-05-20T11:00"),)),
    # 46
    Case("feature-flags-policy", "policy", "update", "project:storefront",
         "Every new checkout feature must ship behind a LaunchDarkly flag.", "2025-04-03T10:00",
         (user("Checkout features don't need a LaunchDarkly flag anymore; we ship them dark via config instead.",
               "2025-06-02T10:00"),), kind="decision"),
    # 47
    Case("queue-service-renamed", "rename", "update", "project:platform",
         "The notification dispatcher runs as the service notifyd.", "2025-04-04T10:00",
         (agent("notifyd is now called courier; updated the systemd unit and the Helm chart.",
               "2025-05-30T15:00"),)),
    # 48
    Case("fixtures-moved", "move", "update", "project:accounts",
         "Test fixtures for the accounts service are kept in tests/fixtures.", "2025-04-07T10:00",
         (agent("Relocated the accounts test fixtures to tests/data/fixtures; conftest.py points there now.",
               "2025-05-08T16:00"),)),
    # 49
    Case("cache-redis-vs-memcached", "technology", "conflict", "project:catalog",
         "The catalog service caches product pages in Redis.", "2025-04-08T10:00",
         (agent("The catalog service caches product pages in Memcached.",
               "2025-05-14T12:00"),)),
    # 50
    Case("replicas-count", "setting", "conflict", "project:platform",
         "The search API deployment runs 3 replicas in production.", "2025-04-09T10:00",
         (agent("Production has 5 replicas of the search API deployment.",
               "2025-05-22T09:30"),)),
    # 51
    Case("rebase-policy-reversed", "policy", "conflict", "project:platform",
         "Never rebase a branch after it has been pushed.", "2025-04-10T10:00",
         (user("Always rebase your pushed branch onto main before asking for review.",
               "2025-06-05T10:00"),), kind="decision"),
    # 52
    Case("bucket-name-differs", "rename", "conflict", "project:catalog",
         "Product images are uploaded to the S3 bucket catalog-media-prod.", "2025-04-11T10:00",
         (agent("Product images are uploaded to the S3 bucket shop-assets-eu.",
               "2025-05-27T14:00"),)),
    # 53
    Case("logs-dir-differs", "move", "conflict", "project:accounts",
         "The accounts service writes its logs to /var/log/accounts.", "2025-04-14T10:00",
         (agent("The accounts service writes its logs to /srv/accounts/logs.",
               "2025-05-29T10:00"),)),
    # 54
    Case("node-version-bumped", "setting", "update", "project:storefront",
         "The storefront builds on Node 18.", "2025-04-15T10:00",
         (agent("Bumped the storefront to Node 22 in .nvmrc and the CI image.",
               "2025-06-10T10:00"),)),
    # 55
    Case("orm-swapped", "technology", "update", "project:catalog",
         "The catalog service talks to its database through SQLAlchemy.", "2025-04-16T10:00",
         (agent("The catalog service dropped SQLAlchemy in favour of raw asyncpg queries for the hot paths and everything else.",
               "2025-06-12T10:00"),)),
    # 56
    Case("storefront-vite-refined", LOOKALIKE, "none", "project:storefront",
         "The admin dashboard is built with Vite.", "2025-04-01T10:00",
         (agent("The admin dashboard is built with Vite 5 and the React SWC plugin.",
               "2025-05-02T10:00"),), variant="refinement"),
    # 57
    Case("two-token-lifetimes", LOOKALIKE, "none", "project:accounts",
         "Refresh tokens issued by the accounts service expire after 30 days.", "2025-04-02T09:00",
         (agent("Password-reset tokens issued by the accounts service expire after 2 hours.",
               "2025-05-03T10:00"),), variant="different-subject"),
    # 58
    Case("replicas-other-project", LOOKALIKE, "none", "project:billing",
         "The invoice API deployment runs 2 replicas in production.", "2025-04-09T10:00",
         (agent("The invoice API deployment runs 6 replicas in production.",
               "2025-05-10T10:00", scope="project:crm"),), variant="other-scope"),
    # 59
    Case("routine-builds", LOOKALIKE, "none", "project:storefront",
         "Ran the storefront unit tests after the checkout change.", "2025-04-18T10:00",
         (agent("Ran the storefront end-to-end tests after the checkout change.",
               "2025-04-18T10:20"),
          agent("Ran the storefront accessibility audit after the checkout change.",
               "2025-04-18T10:40"),), variant="routine"),
    # 60
    Case("cache-agreement", LOOKALIKE, "none", "project:catalog",
         "The catalog service keeps its session data in Redis.", "2025-04-08T10:00",
         (agent("Checked the catalog sessions: they are stored in Redis with a 24 h TTL, as expected.",
               "2025-05-01T10:00", contradicts=False),), variant="agreement"),
    # 61
    Case("logs-two-services", LOOKALIKE, "none", "project:platform",
         "The gateway writes its access logs to /var/log/gateway.", "2025-04-14T10:00",
         (agent("The scheduler writes its logs to /var/log/scheduler.",
               "2025-05-15T10:00"),), variant="different-subject"),
    # 62
    Case("policy-refined", LOOKALIKE, "none", "project:platform",
         "Always run the database migrations before deploying the API.", "2025-04-20T10:00",
         (agent("Ran the database migrations before deploying the API, and took a snapshot first as extra caution.",
               "2025-05-18T10:00", contradicts=False),), variant="agreement"),
    # 63
    Case("version-other-component", LOOKALIKE, "none", "project:storefront",
         "The storefront's payment widget uses Stripe.js v3.", "2025-04-21T10:00",
         (agent("The storefront's analytics snippet uses Segment analytics.js 2.0.",
               "2025-05-19T10:00"),), variant="different-subject"),
    # -- Fresh probe 2 (written after probe 1's rules, measured once: 7 of 12 found, 2 of 8 look-alikes touched) --
    # 64
    Case("docs-sphinx-to-mkdocs", "technology", "update", "project:sdk",
         "The SDK documentation site is generated with Sphinx.", "2025-06-02T10:00",
         (agent("We moved the SDK docs over to MkDocs Material last sprint and deleted conf.py.",
               "2025-07-14T10:00"),)),
    # 65
    Case("retry-count-lowered", "setting", "update", "project:payments",
         "The payments client retries a failed charge 5 times.", "2025-06-03T10:00",
         (user("Payments client: failed charges are retried only 2 times now, after the duplicate-charge incident.",
               "2025-07-20T10:00"),)),
    # 66
    Case("code-review-two-approvals", "policy", "update", "project:sdk",
         "Pull requests to the SDK need two approving reviews before merge.", "2025-06-04T10:00",
         (user("One approving review is enough to merge SDK pull requests from now on.",
               "2025-07-22T10:00"),), kind="decision"),
    # 67
    Case("cli-binary-renamed", "rename", "update", "project:sdk",
         "The SDK's command-line tool is installed as sdkctl.", "2025-06-05T10:00",
         (agent("Renamed the sdkctl binary to acme; kept a sdkctl shim that prints a deprecation warning.",
               "2025-07-25T10:00"),)),
    # 68
    Case("terraform-dir-moved", "move", "update", "project:infra2",
         "The Terraform modules are in infra/terraform/modules.", "2025-06-06T10:00",
         (agent("Terraform modules now live under platform/tf/modules after the repo split.",
               "2025-07-28T10:00"),)),
    # 69
    Case("queue-sqs-vs-rabbit", "technology", "conflict", "project:payments",
         "Payment webhooks are queued in RabbitMQ before processing.", "2025-06-09T10:00",
         (agent("Payment webhooks are queued in Amazon SQS before processing.",
               "2025-07-11T10:00"),)),
    # 70
    Case("pool-size-differs", "setting", "conflict", "project:payments",
         "The payments database connection pool size is 20.", "2025-06-10T10:00",
         (agent("Connection pool size for the payments database: 50.",
               "2025-07-15T10:00"),)),
    # 71
    Case("friday-deploys", "policy", "conflict", "project:infra2",
         "Deploying to production on Fridays is allowed.", "2025-06-11T10:00",
         (user("Never deploy to production on a Friday.",
               "2025-07-16T10:00"),), kind="decision"),
    # 72
    Case("metrics-endpoint-differs", "rename", "conflict", "project:sdk",
         "The SDK reports telemetry to the endpoint telemetry.acme.dev.", "2025-06-12T10:00",
         (agent("The SDK reports telemetry to the endpoint events.acme.io.",
               "2025-07-18T10:00"),)),
    # 73
    Case("certs-path-differs", "move", "conflict", "project:infra2",
         "TLS certificates for the edge proxy are stored in /etc/ssl/edge.", "2025-06-13T10:00",
         (agent("The edge proxy loads its TLS certificates from /opt/edge/certs.",
               "2025-07-19T10:00"),)),
    # 74
    Case("python-upgrade", "setting", "update", "project:sdk",
         "The SDK supports Python 3.8 and newer.", "2025-06-16T10:00",
         (user("We dropped Python 3.8; the SDK now requires Python 3.10 or newer.",
               "2025-07-30T10:00"),)),
    # 75
    Case("http-client-swap", "technology", "update", "project:payments",
         "The payments service calls the bank API with requests.", "2025-06-17T10:00",
         (agent("Replaced requests with httpx in the payments service so bank API calls can be async.",
               "2025-08-01T10:00"),)),
    # 76
    Case("docs-refined", LOOKALIKE, "none", "project:sdk",
         "The SDK changelog is generated with towncrier.", "2025-06-02T10:00",
         (agent("The SDK changelog is generated with towncrier from the fragments in changes/.",
               "2025-07-01T10:00"),), variant="refinement"),
    # 77
    Case("retries-two-clients", LOOKALIKE, "none", "project:payments",
         "The refunds client retries a failed request 3 times.", "2025-06-03T10:00",
         (agent("The payouts client retries a failed request 6 times.",
               "2025-07-02T10:00"),), variant="different-subject"),
    # 78
    Case("pool-other-project", LOOKALIKE, "none", "project:analytics2",
         "The warehouse connection pool size is 10.", "2025-06-10T10:00",
         (agent("The warehouse connection pool size is 40.",
               "2025-07-03T10:00", scope="project:ml"),), variant="other-scope"),
    # 79
    Case("routine-moves", LOOKALIKE, "none", "project:sdk",
         "Moved the flaky retry test into its own module.", "2025-06-20T10:00",
         (agent("Moved the slow integration tests into the nightly job.",
               "2025-06-20T11:00"),), variant="routine"),
    # 80
    Case("queue-agreement", LOOKALIKE, "none", "project:payments",
         "Payment events are published to Kafka.", "2025-06-09T10:00",
         (agent("Checked the consumer lag on the Kafka topic that payment events are published to; it is near zero.",
               "2025-07-04T10:00", contradicts=False),), variant="agreement"),
    # 81
    Case("moved-other-thing", LOOKALIKE, "none", "project:infra2",
         "The Helm charts are in deploy/charts.", "2025-06-06T10:00",
         (agent("Moved the Grafana dashboards to deploy/dashboards so they ship with the charts.",
               "2025-07-05T10:00"),), variant="different-subject"),
    # 82
    Case("called-not-renamed", LOOKALIKE, "none", "project:sdk",
         "The retry helper in the SDK is backoff.retry.", "2025-06-21T10:00",
         (agent("The retry helper is now called from both the sync and async clients.",
               "2025-07-06T10:00"),), variant="refinement"),
    # 83
    Case("metric-dropped", LOOKALIKE, "none", "project:payments",
         "Payments p95 latency target is 300 ms.", "2025-06-22T10:00",
         (agent("Payments p95 latency dropped to 240 ms after the index fix; still within the target.",
               "2025-07-07T10:00"),), variant="refinement"),
    # -- Fresh probe 3 (written after probe 2's rules, measured once: 9 of 12 found, one stale fact reinforced, 3 of 8 look-alikes touched in the all-in-one store) --
    # 84
    Case("mq-cut-over", "technology", "update", "project:orders",
         "Order events go through Amazon SQS.", "2025-08-01T10:00",
         (agent("We cut over order events to Kafka on Monday; the SQS queues are being drained.",
               "2025-09-08T10:00"),)),
    # 85
    Case("memory-limit-raised", "setting", "update", "project:orders",
         "The orders worker container has a memory limit of 512 MB.", "2025-08-02T10:00",
         (agent("Orders worker kept getting OOM-killed, so its container memory limit is 2 GB now.",
               "2025-09-10T10:00"),)),
    # 86
    Case("type-hints-optional", "policy", "update", "project:tools",
         "Type hints are required on every public function in the tools repo.", "2025-08-03T10:00",
         (user("We've stopped requiring type hints on public functions in the tools repo; they're optional now.",
               "2025-09-12T10:00"),), kind="decision"),
    # 87
    Case("service-rebranded", "rename", "update", "project:orders",
         "The order pricing service is called pricer.", "2025-08-04T10:00",
         (agent("pricer was rebranded as quote-engine; dashboards and alerts now use quote-engine.",
               "2025-09-15T10:00"),)),
    # 88
    Case("schemas-moved", "move", "update", "project:tools",
         "JSON schemas for the tools API live in api/schemas.", "2025-08-05T10:00",
         (agent("The tools API JSON schemas are under spec/jsonschema now; api/schemas was deleted.",
               "2025-09-16T10:00"),)),
    # 89
    Case("search-vs-typesense", "technology", "conflict", "project:catalog2",
         "Product search in the catalog runs on Algolia.", "2025-08-06T10:00",
         (agent("Product search in the catalog runs on Typesense.",
               "2025-09-17T10:00"),)),
    # 90
    Case("timeout-differs", "setting", "conflict", "project:tools",
         "The tools CLI waits 30 seconds for the API before giving up.", "2025-08-07T10:00",
         (agent("The tools CLI gives up on the API after 90 seconds.",
               "2025-09-18T10:00"),)),
    # 91
    Case("changelog-policy-conflict", "policy", "conflict", "project:tools",
         "Every pull request to the tools repo must add a changelog entry.", "2025-08-08T10:00",
         (user("Pull requests to the tools repo should not add changelog entries; the release script writes them.",
               "2025-09-19T10:00"),), kind="decision"),
    # 92
    Case("owner-team-differs", "rename", "conflict", "project:orders",
         "The orders service is owned by the team checkout-core.", "2025-08-11T10:00",
         (agent("The orders service is owned by the team fulfilment-platform.",
               "2025-09-22T10:00"),)),
    # 93
    Case("socket-path-differs", "move", "conflict", "project:tools",
         "The tools daemon listens on the socket /run/tools/daemon.sock.", "2025-08-12T10:00",
         (agent("The tools daemon's socket is /var/run/toolsd.sock.",
               "2025-09-23T10:00"),)),
    # 94
    Case("go-version-bump", "setting", "update", "project:tools",
         "The tools repo is built with Go 1.21.", "2025-08-13T10:00",
         (agent("Upgraded the tools repo to Go 1.23 and fixed the new vet warnings.",
               "2025-09-24T10:00"),)),
    # 95
    Case("test-runner-switch", "technology", "update", "project:orders",
         "The orders frontend tests run on Jest.", "2025-08-14T10:00",
         (agent("Orders frontend tests run on Vitest now; Jest and babel-jest were removed from package.json.",
               "2025-09-25T10:00"),)),
    # 96
    Case("kafka-refined", LOOKALIKE, "none", "project:orders",
         "Order events are published to Kafka.", "2025-08-01T10:00",
         (agent("Order events are published to Kafka with idempotent producers and acks=all.",
               "2025-08-20T10:00"),), variant="refinement"),
    # 97
    Case("memory-two-containers", LOOKALIKE, "none", "project:orders",
         "The orders API container has a memory limit of 1 GB.", "2025-08-02T10:00",
         (agent("The orders cron container has a memory limit of 256 MB.",
               "2025-08-21T10:00"),), variant="different-subject"),
    # 98
    Case("owner-other-project", LOOKALIKE, "none", "project:tools",
         "The docs site is owned by the team devex.", "2025-08-11T10:00",
         (agent("The docs site is owned by the team web-platform.",
               "2025-08-22T10:00", scope="project:marketing"),), variant="other-scope"),
    # 99
    Case("routine-upgrades", LOOKALIKE, "none", "project:tools",
         "Upgraded pytest in the tools repo.", "2025-08-25T10:00",
         (agent("Upgraded ruff in the tools repo.",
               "2025-08-25T10:30"),), variant="routine"),
    # 100
    Case("algolia-agreement", LOOKALIKE, "none", "project:catalog2",
         "Autocomplete in the catalog uses Algolia.", "2025-08-06T10:00",
         (agent("Tuned the Algolia ranking for catalog autocomplete; typo tolerance is on.",
               "2025-08-26T10:00", contradicts=False),), variant="agreement"),
    # 101
    Case("cut-over-other-thing", LOOKALIKE, "none", "project:orders",
         "Order emails are sent with Postmark.", "2025-08-01T10:00",
         (agent("We cut over order SMS notifications to Twilio on Monday.",
               "2025-09-08T10:00"),), variant="different-subject"),
    # 102
    Case("timeout-other-command", LOOKALIKE, "none", "project:tools",
         "The tools CLI upload command waits 30 seconds for the API.", "2025-08-07T10:00",
         (agent("The tools CLI login command waits 10 seconds for the API.",
               "2025-08-27T10:00"),), variant="different-subject"),
    # 103
    Case("version-of-other-tool", LOOKALIKE, "none", "project:cli-tools",
         "The tools repo is built with Go 1.23.", "2025-08-13T10:00",
         (agent("The tools repo lints with golangci-lint 1.60.",
               "2025-08-28T10:00"),), variant="different-subject"),
    # -- Fresh probe 4 (written after probe 3's rules, measured once: 11 of 12 found, 1 of 8 look-alikes flagged) --
    # 104
    Case("k8s-to-nomad", "technology", "update", "project:edge",
         "The edge workers are scheduled by Kubernetes.", "2025-10-01T10:00",
         (agent("Spent the day on the scheduler change: the edge workers are on Nomad now and the old Kubernetes manifests are archived in ops/legacy.",
               "2025-11-03T10:00"),)),
    # 105
    Case("log-level-config", "setting", "update", "project:edge",
         'In edge.toml, log_level = "info".', "2025-10-02T10:00",
         (agent('Set log_level to "warn" in edge.toml; info was flooding the aggregator.',
               "2025-11-04T10:00"),)),
    # 106
    Case("squash-policy-lifted", "policy", "update", "project:portal",
         "Always squash commits before merging into the portal main branch.", "2025-10-03T10:00",
         (user("We no longer squash portal commits before merging; keep the history as it is.",
               "2025-11-05T10:00"),), kind="decision"),
    # 107
    Case("bot-renamed", "rename", "update", "project:portal",
         "The release bot in the portal repo goes by shipbot.", "2025-10-06T10:00",
         (agent("Renamed shipbot to relay in the GitHub app settings; release comments now come from relay.",
               "2025-11-06T10:00"),)),
    # 108
    Case("env-file-moved", "move", "update", "project:edge",
         "Local environment variables for the edge service are read from .env.local.", "2025-10-07T10:00",
         (agent("The edge service reads its local environment from config/dev.env now; .env.local is ignored.",
               "2025-11-07T10:00"),)),
    # 109
    Case("db-engine-conflict", "technology", "conflict", "project:portal",
         "The portal stores user profiles in MySQL.", "2025-10-08T10:00",
         (agent("The portal keeps user profiles in PostgreSQL.",
               "2025-11-10T10:00"),)),
    # 110
    Case("rate-limit-conflict", "setting", "conflict", "project:edge",
         "The edge API allows 100 requests per minute per client.", "2025-10-09T10:00",
         (agent("Per client, the edge API allows 250 requests per minute.",
               "2025-11-11T10:00"),)),
    # 111
    Case("review-policy-conflict", "policy", "conflict", "project:portal",
         "Database migrations in the portal must be reviewed by a DBA.", "2025-10-10T10:00",
         (user("Portal database migrations don't need a DBA review.",
               "2025-11-12T10:00"),), kind="decision"),
    # 112
    Case("channel-conflict", "rename", "conflict", "project:edge",
         "Edge alerts are posted to the Slack channel #edge-alerts.", "2025-10-13T10:00",
         (agent("Edge alerts are posted to the Slack channel #ops-pager.",
               "2025-11-13T10:00"),)),
    # 113
    Case("cache-dir-conflict", "move", "conflict", "project:portal",
         "The portal build cache is kept in .cache/portal.", "2025-10-14T10:00",
         (agent("The portal build cache is kept in /tmp/portal-cache.",
               "2025-11-14T10:00"),)),
    # 114
    Case("node-lts-bump", "setting", "update", "project:portal",
         "The portal runs on Node 20 in production.", "2025-10-15T10:00",
         (agent("Portal production moved to Node 22 this morning; no errors after the deploy.",
               "2025-11-17T10:00"),)),
    # 115
    Case("lint-tool-swap", "technology", "update", "project:edge",
         "The edge Python code is linted with flake8.", "2025-10-16T10:00",
         (agent("Replaced flake8 with ruff for the edge Python code; the CI lint job takes 4 s instead of 50 s.",
               "2025-11-18T10:00"),)),
    # 116
    Case("nomad-refined", LOOKALIKE, "none", "project:fleet",
         "Batch jobs in the fleet project are scheduled by Nomad.", "2025-10-01T10:00",
         (agent("Batch jobs in the fleet project are scheduled by Nomad with spread constraints across zones.",
               "2025-10-20T10:00"),), variant="refinement"),
    # 117
    Case("two-rate-limits", LOOKALIKE, "none", "project:fleet",
         "The fleet API allows 60 requests per minute per anonymous client.", "2025-10-09T10:00",
         (agent("The fleet API allows 600 requests per minute per authenticated client.",
               "2025-10-21T10:00"),), variant="different-subject"),
    # 118
    Case("channel-other-project", LOOKALIKE, "none", "project:fleet",
         "Fleet alerts are posted to the Slack channel #fleet-alerts.", "2025-10-13T10:00",
         (agent("Fleet alerts are posted to the Slack channel #oncall.",
               "2025-10-22T10:00", scope="project:billing2"),), variant="other-scope"),
    # 119
    Case("routine-restarts", LOOKALIKE, "none", "project:fleet",
         "Restarted the fleet scheduler after the config push.", "2025-10-23T10:00",
         (agent("Restarted the fleet API after the config push.",
               "2025-10-23T10:20"),), variant="routine"),
    # 120
    Case("mysql-agreement", LOOKALIKE, "none", "project:fleet",
         "Fleet inventory is stored in MySQL.", "2025-10-08T10:00",
         (agent("Ran EXPLAIN on the slow fleet inventory query in MySQL; it needed an index on site_id.",
               "2025-10-24T10:00", contradicts=False),), variant="agreement"),
    # 121
    Case("moved-file-not-fact", LOOKALIKE, "none", "project:fleet",
         "Fleet settings are read from fleet.yaml.", "2025-10-07T10:00",
         (agent("Moved the fleet README badges to the top of the file.",
               "2025-10-25T10:00"),), variant="different-subject"),
    # 122
    Case("now-without-change", LOOKALIKE, "none", "project:fleet",
         "The fleet dashboard refreshes every 30 seconds.", "2025-10-15T10:00",
         (agent("Checked the fleet dashboard now that the outage is over: it refreshes every 30 seconds as before.",
               "2025-10-26T10:00", contradicts=False),), variant="agreement"),
    # 123
    Case("policy-other-branch", LOOKALIKE, "none", "project:fleet",
         "Always rebase feature branches in the fleet repo before merging.", "2025-10-03T10:00",
         (user("Release branches in the fleet repo are never rebased.",
               "2025-10-27T10:00"),), kind="decision", variant="different-subject"),
    # -- Fresh probe 5 (written after probe 4's rules, measured once: 10 of 12 found, 1 of 8 look-alikes touched) --
    # 124
    Case("moved-away-from", "technology", "update", "project:media",
         "The media service transcodes video with FFmpeg.", "2025-05-01T10:00",
         (agent("We've moved away from FFmpeg in the media service; transcoding goes through AWS MediaConvert.",
               "2025-06-10T10:00"),)),
    # 125
    Case("deprecated-in-favour", "technology", "update", "project:media",
         "Thumbnails in the media service are generated with ImageMagick.", "2025-05-02T10:00",
         (user("ImageMagick has been deprecated in favour of libvips for media thumbnails.",
               "2025-06-11T10:00"),)),
    # 126
    Case("yaml-setting-changed", "setting", "update", "project:media",
         "The media upload size limit is 100 MB.", "2025-05-05T10:00",
         (agent("Upload limit for media raised: max_upload_size is 500 MB as of this release.",
               "2025-06-12T10:00"),)),
    # 127
    Case("no-more-friday-freeze", "policy", "update", "project:media",
         "There is a code freeze for the media repo every Friday.", "2025-05-06T10:00",
         (user("No more Friday code freeze in the media repo; merge whenever CI is green.",
               "2025-06-13T10:00"),), kind="decision"),
    # 128
    Case("queue-renamed-passive", "rename", "update", "project:media",
         "Transcode jobs are sent to the queue media-transcode.", "2025-05-07T10:00",
         (agent("The queue media-transcode has been renamed to media-jobs-v2; producers were redeployed.",
               "2025-06-16T10:00"),)),
    # 129
    Case("assets-moved-cdn", "move", "update", "project:media",
         "Static assets for the media player are served from /static/player.", "2025-05-08T10:00",
         (agent("Player static assets now come from cdn.example.com/player instead of /static/player.",
               "2025-06-17T10:00"),)),
    # 130
    Case("actually-conflict", "technology", "conflict", "project:search2",
         "The search index is built with Lucene.", "2025-05-09T10:00",
         (user("Actually, the search index is built with Tantivy.",
               "2025-06-18T10:00"),)),
    # 131
    Case("workers-count-conflict", "setting", "conflict", "project:search2",
         "The search indexer runs with 4 worker threads.", "2025-05-12T10:00",
         (agent("Search indexer: 12 worker threads.",
               "2025-06-19T10:00"),)),
    # 132
    Case("approval-conflict", "policy", "conflict", "project:search2",
         "Schema changes to the search index can be merged without a review.", "2025-05-13T10:00",
         (user("Schema changes to the search index always need a review before merging.",
               "2025-06-20T10:00"),), kind="decision"),
    # 133
    Case("owner-email-conflict", "rename", "conflict", "project:search2",
         "Search incidents are escalated to search-oncall@example.com.", "2025-05-14T10:00",
         (agent("Search incidents are escalated to infra-oncall@example.com.",
               "2025-06-23T10:00"),)),
    # 134
    Case("data-dir-conflict", "move", "conflict", "project:search2",
         "The search index files are stored under /var/lib/search.", "2025-05-15T10:00",
         (agent("The search index files live under /data/search-index.",
               "2025-06-24T10:00"),)),
    # 135
    Case("java-version", "setting", "update", "project:search2",
         "The search service runs on Java 17.", "2025-05-16T10:00",
         (agent("After the upgrade last night the search service is running on Java 21.",
               "2025-06-25T10:00"),)),
    # 136
    Case("meeting-moved", LOOKALIKE, "none", "project:media",
         "The media team standup is at 09:30.", "2025-05-01T10:00",
         (agent("Moved the media retro to Friday afternoon.",
               "2025-05-20T10:00"),), variant="different-subject"),
    # 137
    Case("temporary-change", LOOKALIKE, "none", "project:media",
         "The media CDN cache TTL is 1 hour.", "2025-05-02T10:00",
         (agent("Checked the media CDN cache headers: TTL is 1 hour, as configured.",
               "2025-05-21T10:00", contradicts=False),), variant="agreement"),
    # 138
    Case("env-differs", LOOKALIKE, "none", "project:search2",
         "In staging, the search indexer runs with 2 worker threads.", "2025-05-12T10:00",
         (agent("In production, the search indexer runs with 16 worker threads.",
               "2025-05-22T10:00"),), variant="different-subject"),
    # 139
    Case("replaced-hardware", LOOKALIKE, "none", "project:search2",
         "The search cluster has three nodes.", "2025-05-13T10:00",
         (agent("Replaced the failed disk on search node 2; the cluster is healthy.",
               "2025-05-23T10:00"),), variant="routine"),
    # 140
    Case("other-scope-java", LOOKALIKE, "none", "project:media",
         "The media API runs on Java 17.", "2025-05-16T10:00",
         (agent("The media API runs on Java 21.",
               "2025-05-26T10:00", scope="project:search3"),), variant="other-scope"),
    # 141
    Case("refined-lucene", LOOKALIKE, "none", "project:books",
         "The catalogue search uses Lucene.", "2025-05-09T10:00",
         (agent("The catalogue search uses Lucene 9 with a custom analyzer for ISBNs.",
               "2025-05-27T10:00"),), variant="refinement"),
    # 142
    Case("now-unrelated", LOOKALIKE, "none", "project:books",
         "The books API is written in Kotlin.", "2025-05-10T10:00",
         (agent("The books API now has a /health endpoint for the load balancer.",
               "2025-05-28T10:00"),), variant="refinement"),
    # 143
    Case("two-limits", LOOKALIKE, "none", "project:books",
         "The books import job processes 500 records per batch.", "2025-05-11T10:00",
         (agent("The books export job processes 2000 records per batch.",
               "2025-05-29T10:00"),), variant="different-subject"),
    # -- Fresh probe 6 (longer notes and a person's own words; written after 97ae42b, measured once: 5 of 12 found, 2 of 8 look-alikes touched) --
    # 144
    Case("email-provider-long", "technology", "update", "project:notify",
         "The notifications service sends email through SendGrid.", "2025-03-03T10:00",
         (agent("Session summary: spent most of the afternoon on the notifications service. Fixed the flaky "
               "retry test by freezing time with freezegun, cleaned up two unused imports in sender.py, and "
               "reviewed the open PR for template caching. Also: we switched the notifications service from "
               "SendGrid to Amazon SES this week because of the pricing change, so the SENDGRID_API_KEY secret "
               "can be removed from the deployment. Next step is to update the bounce handling webhook.",
               "2025-04-14T17:30"),)),
    # 145
    Case("batch-size-long", "setting", "update", "project:pipeline",
         "The ingestion pipeline batch size in pipeline.yaml is 1000.", "2025-03-04T10:00",
         (agent("Long debugging session on the ingestion pipeline today. The nightly import was slow again, so "
               "I profiled it: most of the time went into JSON parsing, and switching to orjson cut it by 40%. "
               "While I was there I noticed the batch size setting in pipeline.yaml is 5000 now, not the 1000 "
               "we wrote down earlier; somebody raised it during the March incident and it stuck. Left a TODO "
               "to document why. Tests pass locally and in CI.",
               "2025-04-15T18:00"),)),
    # 146
    Case("user-says-policy", "policy", "update", "project:notify",
         "We always write a migration script for template changes in the notifications service.", "2025-03-05T10:00",
         (user("Heads up: template changes in the notifications service don't get a migration script any more, "
               "the templates are versioned in the database now.",
               "2025-04-16T10:00"),), kind="decision"),
    # 147
    Case("repo-renamed-user", "rename", "update", "project:pipeline",
         "The ingestion code lives in the repository acme/ingest-core.", "2025-03-06T10:00",
         (user("FYI the repository acme/ingest-core got renamed to acme/pipeline; GitHub redirects the old URL.",
               "2025-04-17T10:00"),)),
    # 148
    Case("cron-moved", "move", "update", "project:pipeline",
         "The nightly import is scheduled from the crontab on host batch-01.", "2025-03-07T10:00",
         (agent("The nightly import no longer runs from cron on batch-01; it is an Airflow DAG now "
               "(dags/nightly_import.py).",
               "2025-04-18T10:00"),)),
    # 149
    Case("queue-conflict-user", "technology", "conflict", "project:notify",
         "Push notifications are delivered through Firebase Cloud Messaging.", "2025-03-10T10:00",
         (user("Push notifications are delivered through OneSignal.",
               "2025-04-21T10:00"),)),
    # 150
    Case("retention-conflict", "setting", "conflict", "project:pipeline",
         "Raw ingestion files are kept for 30 days.", "2025-03-11T10:00",
         (agent("Raw ingestion files are kept for 90 days before the cleanup job deletes them.",
               "2025-04-22T10:00"),)),
    # 151
    Case("review-rule-conflict", "policy", "conflict", "project:notify",
         "Notification template changes must be approved by the product team.", "2025-03-12T10:00",
         (user("Notification template changes do not need product approval.",
               "2025-04-23T10:00"),), kind="decision"),
    # 152
    Case("topic-conflict-long", "rename", "conflict", "project:pipeline",
         "Parsed records are published to the topic ingest-parsed.", "2025-03-13T10:00",
         (agent("Checked the consumers of the pipeline this morning. Parsed records are published to the topic "
               "records-clean, and two downstream services read from it: search-indexer and analytics-loader. "
               "Lag is under a minute for both. No action needed.",
               "2025-04-24T10:00"),)),
    # 153
    Case("path-conflict", "move", "conflict", "project:notify",
         "Email templates for the notifications service are in templates/email.", "2025-03-14T10:00",
         (agent("Email templates for the notifications service are in assets/mail-templates.",
               "2025-04-25T10:00"),)),
    # 154
    Case("python-bump-user", "setting", "update", "project:pipeline",
         "The ingestion pipeline runs on Python 3.10.", "2025-03-17T10:00",
         (user("We're on Python 3.12 for the ingestion pipeline since last week's upgrade.",
               "2025-04-28T10:00"),)),
    # 155
    Case("orm-to-sqlmodel", "technology", "update", "project:notify",
         "The notifications service uses SQLAlchemy for database access.", "2025-03-18T10:00",
         (agent("Finished the port: the notifications service now uses SQLModel for database access.",
               "2025-04-29T10:00"),)),
    # 156
    Case("docs-still-mkdocs-long", LOOKALIKE, "none", "project:docs2",
         "The docs site is built with MkDocs.", "2025-03-03T10:00",
         (agent("Went through the docs build end to end to check the release checklist. Installed the docs "
               "dependencies, ran the link checker (two dead links fixed), rebuilt the API reference and "
               "looked at the rendered pages in a browser. Everything renders fine. The docs site is still "
               "built with MkDocs and published by the GitHub Pages workflow on every tag; nothing to change "
               "there. Filed an issue for the missing search box on mobile.",
               "2025-04-14T17:00", contradicts=False),), variant="agreement"),
    # 157
    Case("sessions-two-kinds-long", LOOKALIKE, "none", "project:auth2",
         "Customer sessions in the auth service last 30 days.", "2025-03-04T10:00",
         (agent("Pairing notes with Dana on the auth service: we walked through the token refresh flow, added "
               "logging around the refresh endpoint, and agreed to keep the current design for now. Dana "
               "mentioned the admin portal sessions last 12 hours, which is a different setting from the "
               "customer sessions. We also looked at rate limiting on the login endpoint; no change today. "
               "Action items: write a test for expired refresh tokens and update the runbook.",
               "2025-04-15T17:00"),), variant="different-subject"),
    # 158
    Case("retention-other-data", LOOKALIKE, "none", "project:pipeline2",
         "Raw ingestion files are kept for 30 days.", "2025-03-11T10:00",
         (agent("Parsed ingestion records are kept for 365 days.",
               "2025-04-22T10:00"),), variant="different-subject"),
    # 159
    Case("policy-other-team", LOOKALIKE, "none", "project:notify2",
         "Notification template changes must be approved by the product team.", "2025-03-12T10:00",
         (user("Notification template changes must be approved by the product team.",
               "2025-04-23T10:00", contradicts=False),), variant="agreement"),
    # 160
    Case("routine-renames", LOOKALIKE, "none", "project:pipeline2",
         "Renamed a test helper in the pipeline repo.", "2025-03-20T10:00",
         (agent("Renamed a fixture in the pipeline repo.",
               "2025-03-20T10:30"),), variant="routine"),
    # 161
    Case("other-scope-provider", LOOKALIKE, "none", "project:notify3",
         "The notifications service sends email through Postmark.", "2025-03-03T10:00",
         (agent("The notifications service sends email through Mailgun.",
               "2025-04-02T10:00", scope="project:crm3"),), variant="other-scope"),
    # 162
    Case("refinement-sqs", LOOKALIKE, "none", "project:pipeline2",
         "Pipeline jobs are queued in Amazon SQS.", "2025-03-21T10:00",
         (agent("Pipeline jobs are queued in Amazon SQS FIFO queues with content-based deduplication.",
               "2025-04-03T10:00"),), variant="refinement"),
    # 163
    Case("switched-other-thing", LOOKALIKE, "none", "project:notify3",
         "The notifications service uses Jinja2 for templates.", "2025-03-22T10:00",
         (agent("Switched the notifications service's CI from Jenkins to GitHub Actions.",
               "2025-04-04T10:00"),), variant="different-subject"),
    # -- Fresh probe 7 (written after 64c6bcb, measured once: 9 of 12 found, no look-alike touched) --
    # 164
    Case("decided-graphql", "technology", "update", "project:api3",
         "The mobile clients talk to the backend over REST.", "2025-07-01T10:00",
         (user("We decided to move the mobile clients to GraphQL; the REST endpoints will be frozen.",
               "2025-08-05T10:00"),), kind="decision"),
    # 165
    Case("worker-memory-units", "setting", "update", "project:api3",
         "The API workers have a 2 GB memory limit.", "2025-07-02T10:00",
         (agent("Bumped the API workers' memory limit to 4096 MB after the OOM kills.",
               "2025-08-06T10:00"),)),
    # 166
    Case("tests-before-merge", "policy", "update", "project:api3",
         "Integration tests must pass before anything merges to main.", "2025-07-03T10:00",
         (user("Integration tests are no longer a merge requirement for main; they run nightly instead.",
               "2025-08-07T10:00"),), kind="decision"),
    # 167
    Case("service-called", "rename", "update", "project:api3",
         "The public API gateway is the service edge-gw.", "2025-07-04T10:00",
         (agent("We renamed edge-gw to front-door last sprint; the DNS records point at front-door now.",
               "2025-08-08T10:00"),)),
    # 168
    Case("openapi-moved", "move", "update", "project:api3",
         "The OpenAPI spec is at docs/openapi.yaml.", "2025-07-07T10:00",
         (agent("Moved the OpenAPI spec out of docs: it is at api/spec/openapi.yaml now.",
               "2025-08-11T10:00"),)),
    # 169
    Case("ci-conflict", "technology", "conflict", "project:web4",
         "The web4 frontend is deployed by GitLab CI.", "2025-07-08T10:00",
         (agent("The web4 frontend is deployed by GitHub Actions.",
               "2025-08-12T10:00"),)),
    # 170
    Case("timeout-ms-conflict", "setting", "conflict", "project:web4",
         "The web4 frontend's fetch timeout is 5000 ms.", "2025-07-09T10:00",
         (agent("web4 frontend: fetch requests time out after 8 seconds.",
               "2025-08-13T10:00"),)),
    # 171
    Case("feature-flag-conflict", "policy", "conflict", "project:web4",
         "New web4 features are always released behind a feature flag.", "2025-07-10T10:00",
         (user("New web4 features are released without feature flags.",
               "2025-08-14T10:00"),), kind="decision"),
    # 172
    Case("bucket-conflict-long", "rename", "conflict", "project:web4",
         "User avatars for web4 are stored in the bucket web4-avatars.", "2025-07-11T10:00",
         (agent("Audit of web4 storage today. The asset bucket has 12 GB of old builds we can prune. User "
               "avatars for web4 are stored in the bucket shared-user-media. Logs are fine.",
               "2025-08-15T10:00"),)),
    # 173
    Case("sitemap-conflict", "move", "conflict", "project:web4",
         "The web4 sitemap is generated into public/sitemap.xml.", "2025-07-14T10:00",
         (agent("The web4 sitemap is generated into dist/seo/sitemap.xml.",
               "2025-08-18T10:00"),)),
    # 174
    Case("postgres-major", "setting", "update", "project:api3",
         "The API database runs PostgreSQL 14.", "2025-07-15T10:00",
         (agent("Upgraded the API database from PostgreSQL 14 to 16 over the weekend; no downtime.",
               "2025-08-19T10:00"),)),
    # 175
    Case("auth-provider-swap", "technology", "update", "project:web4",
         "Sign-in for web4 goes through Auth0.", "2025-07-16T10:00",
         (user("We've replaced Auth0 with Clerk for web4 sign-in.",
               "2025-08-20T10:00"),)),
    # 176
    Case("graphql-refined", LOOKALIKE, "none", "project:api4",
         "The partner API is served over GraphQL.", "2025-07-01T10:00",
         (agent("The partner API is served over GraphQL with persisted queries and depth limiting.",
               "2025-07-21T10:00"),), variant="refinement"),
    # 177
    Case("memory-two-pools", LOOKALIKE, "none", "project:api4",
         "The API web workers have a 2 GB memory limit.", "2025-07-02T10:00",
         (agent("The API cron workers have a 512 MB memory limit.",
               "2025-07-22T10:00"),), variant="different-subject"),
    # 178
    Case("ci-other-scope", LOOKALIKE, "none", "project:web5",
         "The web5 frontend is deployed by GitLab CI.", "2025-07-08T10:00",
         (agent("The web5 frontend is deployed by GitHub Actions.",
               "2025-07-23T10:00", scope="project:web6"),), variant="other-scope"),
    # 179
    Case("routine-deploys", LOOKALIKE, "none", "project:web5",
         "Deployed web5 to staging.", "2025-07-24T10:00",
         (agent("Deployed web5 to production.",
               "2025-07-24T12:00"),), variant="routine"),
    # 180
    Case("auth0-agreement", LOOKALIKE, "none", "project:web5",
         "Sign-in for web5 goes through Auth0.", "2025-07-16T10:00",
         (agent("Rotated the Auth0 client secret for web5 sign-in; logins still work.",
               "2025-07-25T10:00", contradicts=False),), variant="agreement"),
    # 181
    Case("moved-meeting-notes", LOOKALIKE, "none", "project:api4",
         "The API runbook is at docs/runbook.md.", "2025-07-07T10:00",
         (agent("Moved the on-call rotation notes to the team wiki.",
               "2025-07-26T10:00"),), variant="different-subject"),
    # 182
    Case("upgrade-other-db", LOOKALIKE, "none", "project:api4",
         "The API database runs PostgreSQL 16.", "2025-07-15T10:00",
         (agent("Upgraded the analytics warehouse from PostgreSQL 14 to 16 over the weekend.",
               "2025-07-27T10:00"),), variant="different-subject"),
    # 183
    Case("flag-refined", LOOKALIKE, "none", "project:web5",
         "New web5 features are always released behind a feature flag.", "2025-07-10T10:00",
         (user("New web5 features are always released behind a feature flag, and the flag is removed within "
               "two sprints.",
               "2025-07-28T10:00"),), kind="decision", variant="refinement"),
    # -- Fresh probe 8 (half long notes; written after f37966c, measured once: 7 of 12 found, 2 of 8 look-alikes touched) --
    # 184
    Case("search-engine-long", "technology", "update", "project:shop",
         "Product search in the shop is powered by Algolia.", "2025-05-05T10:00",
         (agent(_P8_SEARCH, "2025-06-16T18:00"),)),
    # 185
    Case("worker-count-long", "setting", "update", "project:checkout",
         "The checkout worker pool runs 4 workers.", "2025-05-06T10:00",
         (agent(_P8_WORKERS, "2025-06-17T16:00"),)),
    # 186
    Case("review-policy-long", "policy", "update", "project:handbook",
         "Every pull request in the handbook repo needs one approving review before merge.",
         "2025-05-07T10:00",
         (user(_P8_REVIEWS, "2025-06-18T09:30"),), kind="decision"),
    # 187
    Case("backup-bucket-long", "move", "conflict", "project:ledger-eu",
         "Nightly ledger database backups go to the bucket ledger-backups-us.", "2025-05-08T10:00",
         (agent(_P8_BUCKET, "2025-06-19T15:00"),)),
    # 188
    Case("cdn-switch-user", "technology", "update", "project:shop",
         "Static assets of the shop are served through CloudFront.", "2025-05-09T10:00",
         (user("I've pointed the shop's static assets at Fastly now — CloudFront is out as of this morning.",
               "2025-06-20T10:00"),)),
    # 189
    Case("session-timeout-conflict", "setting", "conflict", "project:partner-portal",
         "Idle sessions in the partner portal expire after 15 minutes.", "2025-05-12T10:00",
         (agent("Partner portal idle sessions expire after 60 minutes.", "2025-06-23T10:00"),)),
    # 190
    Case("squash-policy-flip", "policy", "update", "project:partner-portal",
         "We never squash commits when merging into the partner portal's main branch.", "2025-05-13T10:00",
         (user("From now on, merges into the partner portal's main branch are squash merges.",
               "2025-06-24T10:00"),), kind="decision"),
    # 191
    Case("service-renamed", "rename", "update", "project:ledger-eu",
         "Account balances are computed by the service balance-calc.", "2025-05-14T10:00",
         (agent("balance-calc was renamed to ledger-balances as part of the naming clean-up; the deployment "
                "and the alerts follow the new name.", "2025-06-25T10:00"),)),
    # 192
    Case("checkout-fixtures-moved", "move", "update", "project:checkout",
         "Test fixtures for the checkout service live in tests/fixtures.", "2025-05-15T10:00",
         (agent("Checkout's test fixtures were relocated to tests/data/fixtures so the loaders can share them.",
                "2025-06-26T10:00"),)),
    # 193
    Case("node-version-conflict-medium", "setting", "conflict", "project:shop",
         "The shop frontend builds with Node 18.", "2025-05-16T10:00",
         (agent("Reminder for whoever touches the shop frontend: its build needs Node 20, older versions "
                "fail on the new syntax.", "2025-06-27T10:00"),)),
    # 194
    Case("queue-tech-conflict-user", "technology", "conflict", "project:checkout",
         "Checkout events are published to RabbitMQ.", "2025-05-19T10:00",
         (user("Checkout events go to Redis Streams, that's where the consumers read them.", "2025-06-30T10:00"),)),
    # 195
    Case("logo-path-rename-medium", "rename", "conflict", "project:partner-portal",
         "The partner portal's logo file is static/img/logo.svg.", "2025-05-20T10:00",
         (agent("Updated the favicon; the portal logo it is cut from is static/brand/portal-logo.svg.",
                "2025-07-01T10:00"),)),
    # 196
    Case("docs-same-long", LOOKALIKE, "none", "project:api-docs",
         "The API docs are generated with Sphinx and published by a GitHub workflow.", "2025-05-05T10:00",
         (agent(_P8_DOCS, "2025-06-16T17:00", contradicts=False),), variant="agreement"),
    # 197
    Case("port-explained-long", LOOKALIKE, "none", "project:reporting",
         "The reporting API listens on port 8080.", "2025-05-06T10:00",
         (agent(_P8_PORT, "2025-06-17T17:00"),), variant="different-subject"),
    # 198
    Case("worker-other-pool", LOOKALIKE, "none", "project:checkout2",
         "The checkout worker pool runs 4 workers.", "2025-05-06T10:00",
         (agent("The email worker pool runs 2 workers; it only sends receipts.", "2025-06-17T10:00"),),
         variant="different-subject"),
    # 199
    Case("cdn-refined", LOOKALIKE, "none", "project:shop2",
         "Static assets of the shop are served through CloudFront.", "2025-05-09T10:00",
         (agent("Static assets of the shop are served through CloudFront with a 1-year cache on hashed files.",
                "2025-06-20T10:00"),), variant="refinement"),
    # 200
    Case("timeout-other-scope", LOOKALIKE, "none", "project:portal2",
         "Idle sessions in the partner portal expire after 15 minutes.", "2025-05-12T10:00",
         (agent("Idle sessions expire after 60 minutes.", "2025-06-23T10:00", scope="project:intranet2"),),
         variant="other-scope"),
    # 201
    Case("routine-index", LOOKALIKE, "none", "project:shop2",
         "Added an index to the orders table.", "2025-05-21T10:00",
         (agent("Added an index to the variants table.", "2025-05-21T11:00"),), variant="routine"),
    # 202
    Case("node-still-18-user", LOOKALIKE, "none", "project:shop3",
         "The shop frontend builds with Node 18.", "2025-05-16T10:00",
         (user("Just confirming before the release: the shop frontend build stays on Node 18 for now, we "
               "looked at 20 and decided to wait.", "2025-06-27T10:00", contradicts=False),), variant="agreement"),
    # 203
    Case("fixtures-other-service", LOOKALIKE, "none", "project:checkout3",
         "Test fixtures for the checkout service live in tests/fixtures.", "2025-05-15T10:00",
         (agent("Test fixtures for the payments service were relocated to tests/data.", "2025-06-26T10:00"),),
         variant="different-subject"),
    # -- Fresh probe 9 (written after f7934dd, measured once: 7 of 12 found, no look-alike touched, one stale fact reinforced) --
    # 204
    Case("tracking-tool-long", "technology", "update", "project:churn",
         "Experiment tracking for the churn models uses MLflow.", "2025-08-04T10:00",
         (agent(_P9_ML, "2025-09-15T17:00"),)),
    # 205
    Case("min-sdk-long", "setting", "update", "project:android",
         "The Android app's minimum SDK level is 24.", "2025-08-05T10:00",
         (agent(_P9_MOBILE, "2025-09-16T17:00"),)),
    # 206
    Case("commit-body-long", "policy", "update", "project:insights",
         "Commit messages in the analytics repo only need a body for big changes.", "2025-08-06T10:00",
         (user(_P9_USER, "2025-09-17T09:00"),), kind="decision"),
    # 207
    Case("escalation-contact-long", "rename", "update", "project:dataplat",
         "The escalation contact for the data platform is Tomasz.", "2025-08-07T10:00",
         (agent(_P9_ONCALL, "2025-09-18T17:00"),)),
    # 208
    Case("feature-store-switch", "technology", "update", "project:churn",
         "Features for the churn model are served from Feast.", "2025-08-08T10:00",
         (user("We dropped Feast; the churn features are read straight from the warehouse tables now.",
               "2025-09-19T10:00"),)),
    # 209
    Case("batch-window-conflict", "setting", "conflict", "project:dataplat",
         "The nightly dbt build starts at 02:00 UTC.", "2025-08-11T10:00",
         (agent("The nightly dbt build starts at 04:30 UTC, after the exports land.", "2025-09-22T10:00"),)),
    # 210
    Case("pr-size-policy", "policy", "conflict", "project:android",
         "Pull requests to the Android app must stay under 400 changed lines.", "2025-08-12T10:00",
         (user("There is no size limit on pull requests to the Android app; split them only when it helps "
               "review.", "2025-09-23T10:00"),), kind="decision"),
    # 211
    Case("bucket-renamed", "rename", "update", "project:churn",
         "Training data for the churn model is read from the bucket churn-train-raw.", "2025-08-13T10:00",
         (agent("The bucket churn-train-raw is called ml-churn-training since the storage reorg; the loader "
                "config points at the new name.", "2025-09-24T10:00"),)),
    # 212
    Case("notebooks-moved", "move", "update", "project:insights",
         "Exploration notebooks for the analytics repo are kept in notebooks/scratch.", "2025-08-14T10:00",
         (agent("Moved the exploration notebooks out of notebooks/scratch into research/notebooks so CI "
                "ignores them.", "2025-09-25T10:00"),)),
    # 213
    Case("api-version-conflict", "setting", "conflict", "project:android",
         "The Android app targets API level 34.", "2025-08-15T10:00",
         (user("Our Android app targets API level 35.", "2025-09-26T10:00"),)),
    # 214
    Case("orchestrator-conflict", "technology", "conflict", "project:dataplat",
         "Data platform jobs are scheduled by Airflow.", "2025-08-18T10:00",
         (agent("Data platform jobs are orchestrated with Dagster; the sensors trigger them.",
                "2025-09-29T10:00"),)),
    # 215
    Case("config-path-conflict", "move", "conflict", "project:churn",
         "The churn model's hyperparameters are in configs/churn.yaml.", "2025-08-19T10:00",
         (agent("The churn model reads its hyperparameters from params/churn_model.toml.",
                "2025-09-30T10:00"),)),
    # 216
    Case("warehouse-same-long", LOOKALIKE, "none", "project:dataplat2",
         "The data warehouse runs on Snowflake.", "2025-08-04T10:00",
         (agent(_P9_INFRA, "2025-09-15T17:00", contradicts=False),), variant="agreement"),
    # 217
    Case("style-same-long", LOOKALIKE, "none", "project:insights2",
         "Python code in the analytics repo is formatted with black and isort.", "2025-08-05T10:00",
         (agent(_P9_STYLE, "2025-09-16T17:00", contradicts=False),), variant="agreement"),
    # 218
    Case("other-app-sdk", LOOKALIKE, "none", "project:android2",
         "The Android app's minimum SDK level is 24.", "2025-08-05T10:00",
         (agent("The Wear OS companion app's minimum SDK level is 30.", "2025-09-16T10:00"),),
         variant="different-subject"),
    # 219
    Case("tracking-refined", LOOKALIKE, "none", "project:churn2",
         "Experiment tracking for the churn models uses MLflow.", "2025-08-04T10:00",
         (agent("Experiment tracking for the churn models uses MLflow with the Postgres backend store and "
                "artifacts in S3.", "2025-09-15T10:00"),), variant="refinement"),
    # 220
    Case("contact-other-scope", LOOKALIKE, "none", "project:dataplat3",
         "The escalation contact for the data platform is Tomasz.", "2025-08-07T10:00",
         (agent("The escalation contact is Priya.", "2025-09-18T10:00", scope="project:web-frontend3"),),
         variant="other-scope"),
    # 221
    Case("routine-notebook", LOOKALIKE, "none", "project:insights2",
         "Cleared the outputs of the scratch notebooks.", "2025-08-20T10:00",
         (agent("Cleared the outputs of the research notebooks.", "2025-08-20T11:00"),), variant="routine"),
    # 222
    Case("build-time-other-job", LOOKALIKE, "none", "project:dataplat2",
         "The nightly dbt build starts at 02:00 UTC.", "2025-08-11T10:00",
         (agent("The hourly snapshot job starts at minute 15 of every hour.", "2025-09-22T10:00"),),
         variant="different-subject"),
    # 223
    Case("policy-restated-user", LOOKALIKE, "none", "project:android2",
         "Pull requests to the Android app must stay under 400 changed lines.", "2025-08-12T10:00",
         (user("Reminder: keep pull requests to the Android app under 400 changed lines, reviewers will "
               "ask you to split bigger ones.", "2025-09-23T10:00", contradicts=False),), variant="agreement"),
    # -- Fresh probe 10 (plans, hypotheticals and history as look-alikes; written after 8537f89, measured once: 7 of 12 found, 1 of 8 look-alikes touched) --
    # 224
    Case("tick-rate-long", "setting", "update", "project:arena",
         "The game server's tick rate is 64 per second.", "2025-09-01T10:00",
         (agent(_P10_GAME, "2025-10-13T17:00"),)),
    # 225
    Case("token-ttl-long", "setting", "update", "project:adminapi",
         "Admin API tokens expire after 24 hours.", "2025-09-02T10:00",
         (agent(_P10_SEC, "2025-10-14T17:00"),)),
    # 226
    Case("physics-engine-swap", "technology", "update", "project:arena",
         "Physics in the game are simulated with Box2D.", "2025-09-03T10:00",
         (agent("Ripped out Box2D; physics run on Rapier now, the collision tests pass.", "2025-10-15T10:00"),)),
    # 227
    Case("assets-dir-moved", "move", "update", "project:arena",
         "Sprite sheets are stored under assets/sprites.", "2025-09-04T10:00",
         (user("I put all sprite sheets into art/spritesheets now, assets/sprites is gone.", "2025-10-16T10:00"),)),
    # 228
    Case("channel-renamed", "rename", "update", "project:adminapi",
         "Deploy notifications for the admin API are posted in the #admin-deploys channel.", "2025-09-05T10:00",
         (agent("Slack channel #admin-deploys was renamed to #ops-releases; the bot posts there.",
                "2025-10-17T10:00"),)),
    # 229
    Case("lint-policy-reversed", "policy", "update", "project:adminapi",
         "Lint warnings in the admin API are allowed to land on main.", "2025-09-08T10:00",
         (user("No more lint warnings on main for the admin API: CI fails on any warning starting today.",
               "2025-10-20T10:00"),), kind="decision"),
    # 230
    Case("db-conflict-short", "technology", "conflict", "project:arena",
         "Player profiles are stored in DynamoDB.", "2025-09-09T10:00",
         (agent("Player profiles are stored in PostgreSQL, in the players table.", "2025-10-21T10:00"),)),
    # 231
    Case("max-players-conflict", "setting", "conflict", "project:arena",
         "A match holds at most 8 players.", "2025-09-10T10:00",
         (user("Matches can hold up to 12 players.", "2025-10-22T10:00"),)),
    # 232
    Case("owner-conflict", "rename", "conflict", "project:adminapi",
         "The admin API is owned by the platform team.", "2025-09-11T10:00",
         (agent("The admin API is owned by the identity team; they handle its on-call.", "2025-10-23T10:00"),)),
    # 233
    Case("art-review-conflict", "policy", "conflict", "project:arena",
         "Art assets can be committed to the arena repo without review.", "2025-09-12T10:00",
         (user("Every art asset committed to the arena repo must be reviewed by the art lead.",
               "2025-10-24T10:00"),), kind="decision"),
    # 234
    Case("log-path-conflict", "move", "conflict", "project:adminapi",
         "The admin API writes its logs to /var/log/admin-api.", "2025-09-15T10:00",
         (agent("The admin API writes its logs to /srv/logs/admin.", "2025-10-27T10:00"),)),
    # 235
    Case("engine-version-update", "setting", "update", "project:arena",
         "The game is built with Godot 4.1.", "2025-09-16T10:00",
         (agent("Upgraded the project to Godot 4.3; the export templates were regenerated.", "2025-10-28T10:00"),)),
    # 236
    Case("backend-plan-long", LOOKALIKE, "none", "project:arena2",
         "The game's backend server runs on Node.js.", "2025-09-01T10:00",
         (agent(_P10_PLAN, "2025-10-13T17:00", contradicts=False),), variant="agreement"),
    # 237
    Case("launcher-history-long", LOOKALIKE, "none", "project:launcher2",
         "The launcher is an Electron app.", "2025-09-02T10:00",
         (agent(_P10_HIST, "2025-10-14T17:00", contradicts=False),), variant="agreement"),
    # 238
    Case("hypothetical-switch", LOOKALIKE, "none", "project:arena2",
         "Player profiles are stored in DynamoDB.", "2025-09-09T10:00",
         (user("If we ever moved player profiles to PostgreSQL, what would the migration look like?",
               "2025-10-21T10:00"),), variant="agreement"),
    # 239
    Case("other-mode-players", LOOKALIKE, "none", "project:arena3",
         "A match holds at most 8 players.", "2025-09-10T10:00",
         (agent("A practice lobby holds at most 4 players.", "2025-10-22T10:00"),), variant="different-subject"),
    # 240
    Case("token-other-kind", LOOKALIKE, "none", "project:adminapi2",
         "Admin API tokens expire after 24 hours.", "2025-09-02T10:00",
         (agent("Public API tokens expire after 90 days.", "2025-10-14T10:00"),), variant="different-subject"),
    # 241
    Case("engine-refined", LOOKALIKE, "none", "project:arena3",
         "The game is built with Godot 4.1.", "2025-09-16T10:00",
         (agent("The game is built with Godot 4.1 using the Forward+ renderer.", "2025-10-28T10:00"),),
         variant="refinement"),
    # 242
    Case("channel-other-scope", LOOKALIKE, "none", "project:adminapi3",
         "Deploy notifications for the admin API are posted in the #admin-deploys channel.", "2025-09-05T10:00",
         (agent("Deploy notifications are posted in the #web-deploys channel.", "2025-10-17T10:00",
                scope="project:storefront3"),), variant="other-scope"),
    # 243
    Case("routine-playtest", LOOKALIKE, "none", "project:arena3",
         "Ran the smoke tests on the Windows build.", "2025-09-17T10:00",
         (agent("Ran the smoke tests on the Linux build.", "2025-09-17T11:00"),), variant="routine"),
    # -- Fresh probe 11 (terse notes, commit-message style, a person's chat; written after 9635b3a, measured once: 6 of 12 found, none touched, one fact reinforced by a note naming another person) --
    # 244
    Case("retention-long", "setting", "update", "project:telemetry",
         "Raw telemetry is retained for 30 days.", "2025-10-01T10:00",
         (agent(_P11_WEEK, "2025-11-10T17:00"),)),
    # 245
    Case("hosting-chat-long", "technology", "update", "project:portal-cx",
         "The customer portal is deployed to Heroku.", "2025-10-02T10:00",
         (user(_P11_CHAT, "2025-11-11T09:00"),)),
    # 246
    Case("formatter-commit", "technology", "update", "project:telemetry",
         "The telemetry repo formats Go code with gofmt.", "2025-10-03T10:00",
         (agent("chore: switch formatter gofmt -> gofumpt, reformat all packages", "2025-11-12T10:00"),)),
    # 247
    Case("port-terse", "setting", "update", "project:portal-cx",
         "The customer portal's dev server listens on port 3000.", "2025-10-06T10:00",
         (agent("portal dev server: port 3000 -> 5173 (vite default)", "2025-11-13T10:00"),)),
    # 248
    Case("branch-renamed", "rename", "update", "project:telemetry",
         "The telemetry repo's default branch is master.", "2025-10-07T10:00",
         (user("We renamed master to main in the telemetry repo, please update your remotes.",
               "2025-11-14T10:00"),)),
    # 249
    Case("secrets-moved", "move", "update", "project:portal-cx",
         "Portal secrets are kept in a .env file in the repo root.", "2025-10-08T10:00",
         (agent("Portal secrets now come from 1Password via op run; the .env file was deleted.",
                "2025-11-17T10:00"),)),
    # 250
    Case("flush-conflict", "setting", "conflict", "project:telemetry",
         "The telemetry collector flushes batches every 5 seconds.", "2025-10-09T10:00",
         (agent("Telemetry collector batches are flushed every 15 seconds.", "2025-11-18T10:00"),)),
    # 251
    Case("queue-conflict-terse", "technology", "conflict", "project:telemetry",
         "The collector buffers events in Kafka.", "2025-10-10T10:00",
         (agent("collector buffers events in NATS JetStream", "2025-11-19T10:00"),)),
    # 252
    Case("approval-conflict-user", "policy", "conflict", "project:portal-cx",
         "Production deploys of the customer portal need a second approver.", "2025-10-13T10:00",
         (user("Production deploys of the customer portal don't need a second approver.", "2025-11-20T10:00"),),
         kind="decision"),
    # 253
    Case("owner-conflict-terse", "rename", "conflict", "project:portal-cx",
         "The customer portal's product owner is Ines.", "2025-10-14T10:00",
         (agent("customer portal product owner: Marta", "2025-11-21T10:00"),)),
    # 254
    Case("dashboards-path-conflict", "move", "conflict", "project:telemetry",
         "Grafana dashboards for telemetry are provisioned from grafana/dashboards.", "2025-10-15T10:00",
         (agent("Grafana dashboards for telemetry are provisioned from ops/grafana/boards.",
                "2025-11-24T10:00"),)),
    # 255
    Case("tests-policy-update", "policy", "update", "project:telemetry",
         "Integration tests for the collector run only on the nightly build.", "2025-10-16T10:00",
         (user("Collector integration tests run on every pull request now, not only nightly.",
               "2025-11-25T10:00"),), kind="decision"),
    # 256
    Case("flush-same-long", LOOKALIKE, "none", "project:telemetry2",
         "The telemetry collector flushes batches every 5 seconds.", "2025-10-09T10:00",
         (agent(_P11_SAME, "2025-11-18T17:00", contradicts=False),), variant="agreement"),
    # 257
    Case("hosting-question", LOOKALIKE, "none", "project:portal-cx2",
         "The customer portal is deployed to Heroku.", "2025-10-02T10:00",
         (user("Would Fly.io be cheaper than Heroku for the customer portal?", "2025-11-11T10:00"),),
         variant="agreement"),
    # 258
    Case("port-other-service", LOOKALIKE, "none", "project:portal-cx3",
         "The customer portal's dev server listens on port 3000.", "2025-10-06T10:00",
         (agent("The admin console's dev server listens on port 4200.", "2025-11-13T10:00"),),
         variant="different-subject"),
    # 259
    Case("telemetry-retention-other-data", LOOKALIKE, "none", "project:telemetry3",
         "Raw telemetry is retained for 30 days.", "2025-10-01T10:00",
         (agent("Aggregated telemetry is retained for 400 days.", "2025-11-10T10:00"),), variant="different-subject"),
    # 260
    Case("formatter-refined", LOOKALIKE, "none", "project:telemetry3",
         "The telemetry repo formats Go code with gofmt.", "2025-10-03T10:00",
         (agent("The telemetry repo formats Go code with gofmt -s in the pre-commit hook.", "2025-11-12T10:00"),),
         variant="refinement"),
    # 261
    Case("owner-other-scope", LOOKALIKE, "none", "project:portal-cx3",
         "The customer portal's product owner is Ines.", "2025-10-14T10:00",
         (agent("The product owner is Marta.", "2025-11-21T10:00", scope="project:billing-cx3"),),
         variant="other-scope"),
    # 262
    Case("routine-lint", LOOKALIKE, "none", "project:telemetry3",
         "Fixed lint warnings in the collector package.", "2025-10-17T10:00",
         (agent("Fixed lint warnings in the exporter package.", "2025-10-17T11:00"),), variant="routine"),
    # 263
    Case("approval-restated", LOOKALIKE, "none", "project:portal-cx2",
         "Production deploys of the customer portal need a second approver.", "2025-10-13T10:00",
         (agent("Deployed the customer portal to production after Ines approved as second approver.",
                "2025-11-20T10:00", contradicts=False),), variant="agreement"),
    # -- Fresh probe 12 (preferences, config settings, mixed lengths; written after 6df0734, measured once: 7 of 12 found, 1 of 8 look-alikes touched) --
    # 264
    Case("quotes-pref-long", "policy", "update", "project:tooling",
         "I prefer single quotes for strings in Python code.", "2025-11-03T10:00",
         (user(_P12_PREF, "2025-12-15T09:00"),), kind="decision"),
    # 265
    Case("pool-size-long", "setting", "update", "project:finder",
         "The search service's connection pool has 20 connections.", "2025-11-04T10:00",
         (agent(_P12_CONF, "2025-12-16T17:00"),)),
    # 266
    Case("cache-ttl-long", "setting", "update", "project:finder2",
         "The catalogue cache TTL in the search service is 5 minutes.", "2025-11-04T10:00",
         (agent(_P12_CONF, "2025-12-16T17:00"),)),
    # 267
    Case("tab-width-pref", "policy", "update", "project:tooling",
         "I want 4-space indentation in YAML files.", "2025-11-05T10:00",
         (user("Changed my mind on YAML: 2-space indentation from now on.", "2025-12-17T10:00"),), kind="decision"),
    # 268
    Case("ci-runner-switch", "technology", "update", "project:finder",
         "CI for the search service runs on self-hosted runners.", "2025-11-06T10:00",
         (agent("search service CI moved off the self-hosted runners to GitHub-hosted ubuntu-latest.",
                "2025-12-18T10:00"),)),
    # 269
    Case("env-file-renamed", "rename", "update", "project:tooling",
         "Local settings are read from .env.local.", "2025-11-07T10:00",
         (agent("Renamed .env.local to .env.development so Vite picks it up; the old file is ignored.",
                "2025-12-19T10:00"),)),
    # 270
    Case("artifacts-moved", "move", "update", "project:finder",
         "Build artifacts of the search service are uploaded to s3://search-builds.", "2025-11-10T10:00",
         (agent("Search service build artifacts now go to s3://ci-artifacts/search instead.",
                "2025-12-22T10:00"),)),
    # 271
    Case("replicas-conflict", "setting", "conflict", "project:finder",
         "The search service runs 3 replicas in production.", "2025-11-11T10:00",
         (agent("Production runs 6 replicas of the search service.", "2025-12-23T10:00"),)),
    # 272
    Case("lang-pref-conflict", "policy", "conflict", "project:tooling",
         "Always answer me in German.", "2025-11-12T10:00",
         (user("Always answer me in English.", "2025-12-24T10:00"),), kind="decision"),
    # 273
    Case("index-tech-conflict", "technology", "conflict", "project:finder",
         "The product index of the search service lives in Elasticsearch.", "2025-11-13T10:00",
         (agent("The search service's product index lives in OpenSearch.", "2025-12-25T10:00"),)),
    # 274
    Case("region-conflict", "move", "conflict", "project:finder",
         "The search service is deployed in eu-west-1.", "2025-11-14T10:00",
         (agent("The search service is deployed in us-east-2.", "2025-12-26T10:00"),)),
    # 275
    Case("maintainer-rename-conflict", "rename", "conflict", "project:tooling",
         "The pre-commit config is maintained by Jonas.", "2025-11-17T10:00",
         (user("Lea maintains the pre-commit config.", "2025-12-29T10:00"),)),
    # 276
    Case("onboarding-agree-long", LOOKALIKE, "none", "project:team2",
         "Staging is reset every Sunday night.", "2025-11-03T10:00",
         (agent(_P12_AGREE, "2025-12-15T17:00", contradicts=False),), variant="agreement"),
    # 277
    Case("timeout-stays-long", LOOKALIKE, "none", "project:finder3",
         "The search service request timeout is 2 seconds.", "2025-11-04T10:00",
         (agent(_P12_CONF, "2025-12-16T17:00", contradicts=False),), variant="agreement"),
    # 278
    Case("quotes-other-lang", LOOKALIKE, "none", "project:tooling2",
         "I prefer single quotes for strings in Python code.", "2025-11-03T10:00",
         (user("For JavaScript I prefer double quotes.", "2025-12-15T10:00"),), variant="different-subject"),
    # 279
    Case("replicas-staging", LOOKALIKE, "none", "project:finder4",
         "The search service runs 3 replicas in production.", "2025-11-11T10:00",
         (agent("The search service runs 1 replica in staging.", "2025-12-23T10:00"),), variant="different-subject"),
    # 280
    Case("region-refined", LOOKALIKE, "none", "project:finder4",
         "The search service is deployed in eu-west-1.", "2025-11-14T10:00",
         (agent("The search service is deployed in eu-west-1 across three availability zones.",
                "2025-12-26T10:00"),), variant="refinement"),
    # 281
    Case("lang-other-scope", LOOKALIKE, "none", "project:tooling3",
         "Always answer me in German.", "2025-11-12T10:00",
         (user("Always answer me in English.", "2025-12-24T10:00", scope="project:client-x3"),), variant="other-scope"),
    # 282
    Case("routine-reindex", LOOKALIKE, "none", "project:finder4",
         "Reindexed the products in staging.", "2025-11-18T10:00",
         (agent("Reindexed the categories in staging.", "2025-11-18T11:00"),), variant="routine"),
    # 283
    Case("maintainer-thanks", LOOKALIKE, "none", "project:tooling3",
         "The pre-commit config is maintained by Jonas.", "2025-11-17T10:00",
         (user("Lea fixed a typo in the pre-commit config, Jonas merged it.", "2025-12-29T10:00"),),
         variant="agreement"),
    # -- Fresh probe 13 (firmware and data engineering; written after f1895ad, measured once: 10 of 12 found, none touched, one stale rule reinforced) --
    # 284
    Case("sample-rate-long", "setting", "update", "project:sensor",
         "The firmware samples the accelerometer at 100 Hz.", "2025-12-01T10:00",
         (agent(_P13_FW, "2026-01-12T17:00"),)),
    # 285
    Case("rtos-switch", "technology", "update", "project:sensor",
         "The sensor firmware runs on FreeRTOS.", "2025-12-02T10:00",
         (agent("Ported the sensor firmware to Zephyr; FreeRTOS is gone from the build.", "2026-01-13T10:00"),)),
    # 286
    Case("baud-terse", "setting", "update", "project:sensor",
         "The debug UART runs at 115200 baud.", "2025-12-03T10:00",
         (agent("debug uart baud 115200 -> 921600", "2026-01-14T10:00"),)),
    # 287
    Case("orchestrator-user", "technology", "update", "project:orders-de",
         "The orders pipeline is scheduled with cron on the ETL box.", "2025-12-04T10:00",
         (user("We don't use cron for the orders pipeline anymore, it's a Prefect flow now.", "2026-01-15T10:00"),)),
    # 288
    Case("bucket-moved", "move", "update", "project:orders-de",
         "Raw order exports land in gs://orders-raw.", "2025-12-05T10:00",
         (agent("Raw order exports were moved to gs://de-landing/orders; gs://orders-raw is read-only now.",
                "2026-01-16T10:00"),)),
    # 289
    Case("review-policy-flip", "policy", "update", "project:orders-de",
         "dbt model changes in the orders repo can be merged without a data review.", "2025-12-08T10:00",
         (user("From now on, dbt model changes in the orders repo need a data review before merging.",
               "2026-01-19T10:00"),), kind="decision"),
    # 290
    Case("partition-conflict", "setting", "conflict", "project:orders-de",
         "Warehouse order tables are partitioned by month.", "2025-12-09T10:00",
         (agent("Warehouse order tables are partitioned by day.", "2026-01-20T10:00"),)),
    # 291
    Case("mcu-conflict", "technology", "conflict", "project:sensor",
         "The sensor board uses an STM32L4 microcontroller.", "2025-12-10T10:00",
         (user("The sensor board uses an nRF52840.", "2026-01-21T10:00"),)),
    # 292
    Case("flash-size-conflict", "setting", "conflict", "project:sensor",
         "The sensor board has 512 KB of flash.", "2025-12-11T10:00",
         (agent("The sensor board has 1 MB of flash.", "2026-01-22T10:00"),)),
    # 293
    Case("script-path-conflict", "move", "conflict", "project:orders-de",
         "The backfill script is scripts/backfill_orders.py.", "2025-12-12T10:00",
         (agent(_P13_DE, "2026-01-23T10:00"),)),
    # 294
    Case("owner-renamed", "rename", "update", "project:orders-de",
         "The orders pipeline alerts go to the team alias de-oncall.", "2025-12-15T10:00",
         (agent("The alias de-oncall was renamed to data-platform-oncall; alerts follow the new alias.",
                "2026-01-26T10:00"),)),
    # 295
    Case("signing-policy-conflict", "policy", "conflict", "project:sensor",
         "Firmware images must be signed before release.", "2025-12-16T10:00",
         (agent("Firmware images are released unsigned.", "2026-01-27T10:00"),)),
    # 296
    Case("partition-same-long", LOOKALIKE, "none", "project:orders-de2",
         "Warehouse order tables are partitioned by day.", "2025-12-09T10:00",
         (agent(_P13_DE, "2026-01-20T10:00", contradicts=False),), variant="agreement"),
    # 297
    Case("rtos-other-board", LOOKALIKE, "none", "project:sensor2",
         "The sensor firmware runs on FreeRTOS.", "2025-12-02T10:00",
         (agent("The gateway firmware runs on Zephyr.", "2026-01-13T10:00"),), variant="different-subject"),
    # 298
    Case("baud-other-port", LOOKALIKE, "none", "project:sensor2",
         "The debug UART runs at 115200 baud.", "2025-12-03T10:00",
         (agent("The GPS UART runs at 9600 baud.", "2026-01-14T10:00"),), variant="different-subject"),
    # 299
    Case("mcu-refined", LOOKALIKE, "none", "project:sensor3",
         "The sensor board uses an STM32L4 microcontroller.", "2025-12-10T10:00",
         (agent("The sensor board uses an STM32L4 microcontroller running at 80 MHz.", "2026-01-21T10:00"),),
         variant="refinement"),
    # 300
    Case("pipeline-question", LOOKALIKE, "none", "project:orders-de3",
         "The orders pipeline is scheduled with cron on the ETL box.", "2025-12-04T10:00",
         (user("Should we move the orders pipeline from cron to Prefect at some point?", "2026-01-15T10:00"),),
         variant="agreement"),
    # 301
    Case("flash-other-scope", LOOKALIKE, "none", "project:sensor3",
         "The sensor board has 512 KB of flash.", "2025-12-11T10:00",
         (agent("The board has 2 MB of flash.", "2026-01-22T10:00", scope="project:camera3"),), variant="other-scope"),
    # 302
    Case("routine-flash", LOOKALIKE, "none", "project:sensor3",
         "Flashed the bootloader on board 3.", "2025-12-17T10:00",
         (agent("Flashed the bootloader on board 4.", "2025-12-17T11:00"),), variant="routine"),
    # 303
    Case("signing-restated", LOOKALIKE, "none", "project:sensor2",
         "Firmware images must be signed before release.", "2025-12-16T10:00",
         (user("Signed the 2.3 firmware image with the release key before publishing it, as required.",
               "2026-01-27T10:00", contradicts=False),), variant="agreement"),
    # -- Fresh probe 14 (a web agency; written after 6413380, measured once: 8 of 12 found, none touched) --
    # 304
    Case("form-backend-long", "technology", "update", "project:brightwell",
         "The Brightwell contact form is handled by a PHP mailer script on the server.", "2026-01-05T10:00",
         (agent(_P14_HANDOFF, "2026-02-16T17:00"),)),
    # 305
    Case("css-framework-switch", "technology", "update", "project:harbor-web",
         "The Harbor site is styled with Bootstrap.", "2026-01-06T10:00",
         (agent("Finished replacing Bootstrap with Tailwind on the Harbor site; the old SCSS is deleted.",
                "2026-02-17T10:00"),)),
    # 306
    Case("image-width-terse", "setting", "update", "project:harbor-web",
         "Hero images on the Harbor site are exported at 1920 px wide.", "2026-01-07T10:00",
         (agent("harbor hero images: export width 1920 -> 2560 for the retina screens", "2026-02-18T10:00"),)),
    # 307
    Case("deploy-day-policy", "policy", "update", "project:brightwell",
         "We never deploy the Brightwell site on Fridays.", "2026-01-08T10:00",
         (user("Friday deploys for Brightwell are fine now that we have instant rollback.", "2026-02-19T10:00"),),
         kind="decision"),
    # 308
    Case("repo-renamed", "rename", "update", "project:harbor-web",
         "The Harbor site's code is in the repository agency/harbor-site.", "2026-01-09T10:00",
         (agent("agency/harbor-site has been renamed to agency/harbor-web; remotes redirect.", "2026-02-20T10:00"),)),
    # 309
    Case("fonts-moved", "move", "update", "project:harbor-web",
         "Web fonts for the Harbor site are served from static/fonts.", "2026-01-12T10:00",
         (agent("Harbor web fonts now load from the CDN path cdn/fonts/harbor; static/fonts was removed.",
                "2026-02-23T10:00"),)),
    # 310
    Case("cms-conflict", "technology", "conflict", "project:brightwell",
         "The Brightwell blog is managed in WordPress.", "2026-01-13T10:00",
         (agent("The Brightwell blog is managed in Ghost.", "2026-02-24T10:00"),)),
    # 311
    Case("breakpoint-conflict", "setting", "conflict", "project:harbor-web",
         "The Harbor site's mobile breakpoint is 768 px.", "2026-01-14T10:00",
         (user("Harbor's mobile breakpoint is 640 px.", "2026-02-25T10:00"),)),
    # 312
    Case("wcag-conflict", "setting", "conflict", "project:brightwell",
         "The Brightwell site targets WCAG 2.2 AA.", "2026-01-15T10:00",
         (agent(_P14_AUDIT, "2026-02-26T10:00"),)),
    # 313
    Case("contact-conflict", "rename", "conflict", "project:brightwell",
         "Sam is the client contact for Brightwell.", "2026-01-16T10:00",
         (user("Our client contact for Brightwell is Rosa.", "2026-02-27T10:00"),)),
    # 314
    Case("assets-path-conflict", "move", "conflict", "project:harbor-web",
         "Harbor's build output goes to dist/.", "2026-01-19T10:00",
         (agent("Harbor's build output goes to public/build/.", "2026-03-02T10:00"),)),
    # 315
    Case("review-conflict", "policy", "conflict", "project:harbor-web",
         "Copy changes on the Harbor site need the client's sign-off.", "2026-01-20T10:00",
         (user("Copy changes on the Harbor site don't need the client's sign-off.", "2026-03-03T10:00"),),
         kind="decision"),
    # 316
    Case("wcag-same-long", LOOKALIKE, "none", "project:brightwell2",
         "The Brightwell site targets WCAG 2.1 AA.", "2026-01-15T10:00",
         (agent(_P14_AUDIT, "2026-02-26T10:00", contradicts=False),), variant="agreement"),
    # 317
    Case("css-plan", LOOKALIKE, "none", "project:harbor-web2",
         "The Harbor site is styled with Bootstrap.", "2026-01-06T10:00",
         (user("Might be worth trying Tailwind on the Harbor site next year, no rush.", "2026-02-17T10:00"),),
         variant="agreement"),
    # 318
    Case("breakpoint-tablet", LOOKALIKE, "none", "project:harbor-web3",
         "The Harbor site's mobile breakpoint is 768 px.", "2026-01-14T10:00",
         (agent("The Harbor site's desktop breakpoint is 1280 px.", "2026-02-25T10:00"),), variant="different-subject"),
    # 319
    Case("cms-other-client", LOOKALIKE, "none", "project:brightwell3",
         "The Brightwell blog is managed in WordPress.", "2026-01-13T10:00",
         (agent("The Harbor blog is managed in Ghost.", "2026-02-24T10:00"),), variant="different-subject"),
    # 320
    Case("images-refined", LOOKALIKE, "none", "project:harbor-web3",
         "Hero images on the Harbor site are exported at 1920 px wide.", "2026-01-07T10:00",
         (agent("Hero images on the Harbor site are exported at 1920 px wide as WebP with a JPEG fallback.",
                "2026-02-18T10:00"),), variant="refinement"),
    # 321
    Case("client-contact-other-scope", LOOKALIKE, "none", "project:brightwell3",
         "Sam is the client contact for Brightwell.", "2026-01-16T10:00",
         (agent("Rosa is the client contact.", "2026-02-27T10:00", scope="project:lumen3"),), variant="other-scope"),
    # 322
    Case("routine-deploy", LOOKALIKE, "none", "project:harbor-web3",
         "Deployed the Harbor site to staging.", "2026-01-21T10:00",
         (agent("Deployed the Brightwell site to staging.", "2026-01-21T11:00"),), variant="routine"),
    # 323
    Case("signoff-happened", LOOKALIKE, "none", "project:harbor-web2",
         "Copy changes on the Harbor site need the client's sign-off.", "2026-01-20T10:00",
         (agent("Got the client's sign-off on the new About page copy and published it.", "2026-03-03T10:00",
                contradicts=False),), variant="agreement"),
    # -- Fresh probe 15 (written by a helper who had not seen the rules; measured once) --
    # ---- contradictions: technology
    # 324
    Case("p15-solver-gurobi", "technology", "update", "project:routing-eng",
         "The route optimizer solves the vehicle routing problem with Google OR-Tools.",
         "2026-01-12T09:30",
         (agent(_P15_SOLVER, "2026-03-02T17:45"),)),
    # 325
    Case("p15-geocoder-nominatim", "technology", "conflict", "project:dispatch-app",
         "Address geocoding for dispatch goes through the Google Maps Geocoding API.",
         "2026-01-20T11:00",
         (agent("geocode_batch(): POSTs each manifest's delivery addresses to our self-hosted Nominatim "
                "at nominatim.internal:8080, caches hits in Redis for 24h.", "2026-02-24T15:10"),)),
    # 326
    Case("p15-eta-pings-kafka", "technology", "update", "project:routing-eng",
         "Driver GPS pings reach the ETA service through RabbitMQ.",
         "2026-01-08T14:20",
         (agent("feat(eta): consume driver pings from Kafka topic gps.pings.v2; drop the RabbitMQ "
                "consumer and its dead-letter queue", "2026-02-19T10:05"),)),

    # ---- contradictions: setting
    # 327
    Case("p15-offer-window", "setting", "update", "project:dispatch-app",
         "A driver has 90 seconds to accept an offered job before it goes to the next driver.",
         "2026-01-15T08:40",
         (user("fyi we cut the offer window, drivers now get 45s to accept before the job rolls over",
               "2026-03-03T09:12"),)),
    # 328
    Case("p15-pod-photo-limit", "setting", "conflict", "project:dispatch-app",
         "Proof-of-delivery photos can be up to 5 MB each.",
         "2026-01-27T16:00",
         (agent("Drivers in Rotterdam see 'upload failed' on POD photos: the ingress rejects anything above "
                "2,000 KB (client_max_body_size 2000k), so most phone photos bounce.", "2026-03-10T13:25"),)),
    # 329
    Case("p15-telematics-retention", "setting", "update", "project:fleet-telemetry",
         "Raw telematics data is kept for 18 months in the cold storage bucket.",
         "2026-01-05T10:00",
         (agent(_P15_RETENTION, "2026-02-26T16:30"),)),

    # ---- contradictions: policy
    # 330
    Case("p15-locked-job-override", "policy", "update", "project:dispatch-app",
         "Dispatchers must never manually reassign a job the optimizer has already locked.",
         "2026-01-14T12:00",
         (user("From now on dispatchers may override locked jobs, as long as they pick a reason code.",
               "2026-02-25T09:00", kind="decision"),),
         kind="decision"),
    # 331
    Case("p15-hazmat-review", "policy", "conflict", "project:dispatch-app",
         "Every route with a hazmat stop has to be reviewed by a human planner before it is released.",
         "2026-01-09T15:30",
         (agent(_P15_HAZMAT, "2026-03-06T18:00"),),
         kind="decision"),

    # ---- contradictions: rename
    # 332
    Case("p15-incident-channel", "rename", "update", "project:dispatch-app",
         "Dispatch incidents are reported in the #dispatch-oncall Slack channel.",
         "2026-01-19T09:45",
         (agent("incident channel: #dispatch-oncall -> #ops-dispatch-incidents (renamed 3 Mar, old name "
                "redirects)", "2026-03-04T11:20"),)),
    # 333
    Case("p15-optimizer-owner", "rename", "conflict", "project:routing-eng",
         "Priya Raman owns the route optimizer service.",
         "2026-01-13T10:15",
         (agent("Asked the optimizer's owner, Tomasz Wieczorek, to sign off on raising the solver time "
                "limit; he approved it on the PR.", "2026-02-23T14:50"),)),

    # ---- contradictions: move
    # 334
    Case("p15-depot-definitions", "move", "update", "project:routing-eng",
         "Depot definitions live in config/depots.yaml in the routing repo.",
         "2026-01-07T13:00",
         (agent("Added the new Bristol depot entry to config/depots.yaml.", "2026-01-29T10:40",
                contradicts=False),
          agent("Depot definitions were moved out of config/depots.yaml; each depot is now its own JSON "
                "file under data/depots/.", "2026-03-05T15:15"))),
    # 335
    Case("p15-map-tiles-bucket", "move", "conflict", "project:dispatch-app",
         "Map tiles for the driver app are served from the s3://lx-maptiles-eu bucket.",
         "2026-01-22T09:00",
         (agent("Blank-map bug in the driver app: tile URLs resolve to gs://fleetmaps-tiles-prod/ and the "
                "CDN service account couldn't read it. Fixed the IAM binding.", "2026-03-09T16:40"),)),

    # ---- look-alikes
    # 336
    Case("p15-sms-eta-sender", LOOKALIKE, "none", "project:dispatch-app",
         "Customers get their delivery ETA by SMS, sent through Twilio.",
         "2026-01-16T10:30",
         (agent("Twilio ETA texts use the alphanumeric sender ID LXFREIGHT in the UK and a short code in "
                "the US.", "2026-02-27T11:00"),),
         variant="refinement"),
    # 337
    Case("p15-reopt-interval", LOOKALIKE, "none", "project:routing-eng",
         "Live routes are re-optimized every 15 minutes during the working day.",
         "2026-01-21T08:15",
         (user("The 15-minute re-optimization skips any route whose driver is already on the last stop.",
               "2026-03-02T12:30"),),
         variant="refinement"),
    # 338
    Case("p15-traffic-timeout", LOOKALIKE, "none", "project:routing-eng",
         "The ETA service times out calls to the traffic provider after 800 ms.",
         "2026-01-26T14:00",
         (agent("Raised the timeout on the warehouse label-printer API to 5 seconds, it is slow on cold "
                "start.", "2026-03-11T10:10"),),
         variant="different-subject"),
    # 339
    Case("p15-tracking-hosting", LOOKALIKE, "none", "project:dispatch-app",
         "The customer-facing tracking pages are hosted on Vercel.",
         "2026-01-10T17:00",
         (agent("The internal dispatcher dashboard was moved off Vercel to our own Kubernetes cluster last "
                "week.", "2026-02-20T09:30"),),
         variant="different-subject"),
    # 340
    Case("p15-deploy-days", LOOKALIKE, "none", "project:routing-eng",
         "Routing-eng deploys to production only on Tuesdays and Thursdays.",
         "2026-01-06T11:30",
         (user("Dispatch app ships to production any weekday, as soon as the smoke suite passes.",
               "2026-02-18T15:00", scope="project:dispatch-app"),),
         kind="decision", variant="other-scope"),
    # 341
    Case("p15-nightly-vrp-time", LOOKALIKE, "none", "project:routing-eng",
         "The nightly VRP batch starts at 02:00 UTC.",
         "2026-01-11T19:00",
         (agent("Nightly VRP batch 2026-03-11 02:00 UTC: finished in 8m41s, 1,412 routes, 0 infeasible.",
                "2026-03-11T02:10"),),
         variant="routine"),
    # 342
    Case("p15-crash-reports", LOOKALIKE, "none", "project:dispatch-app",
         "Driver app crash reports go to the Sentry project driver-android.",
         "2026-01-23T13:40",
         (agent("Triaged 14 new issues in Sentry driver-android; 9 are the same map NPE, linked them to "
                "DRV-881.", "2026-03-03T16:20"),),
         variant="routine"),
    # 343
    Case("p15-same-day-cutoff", LOOKALIKE, "none", "project:routing-eng",
         "We don't offer same-day routing for orders placed after 14:00 local time.",
         "2026-01-28T10:00",
         (user("Reminder for the new planners: anything ordered after 2pm local isn't eligible for "
               "same-day delivery routes.", "2026-03-09T09:00", kind="decision", contradicts=False),),
         kind="decision", variant="agreement"),
    # -- Fresh probe 16 (written by a helper who had not seen the rules; measured once) --
    # ---- contradictions: technology
    # 344
    Case("p16-hopper-scheduler", "technology", "update", "project:hpc-ops",
         "Jobs on the Hopper cluster are scheduled with Torque and Moab.",
         "2026-01-08T10:00",
         (agent(_P16_SCHEDULER, "2026-02-27T19:30"),)),
    # 345
    Case("p16-pipeline-engine", "technology", "update", "project:lab-pipeline",
         "The sequencing data pipeline is orchestrated with Snakemake.",
         "2026-01-14T15:20",
         (user("heads up, we dropped snakemake, the whole lab pipeline is Nextflow (DSL2) now",
               "2026-03-04T11:05"),)),
    # 346
    Case("p16-eln-platform", "technology", "conflict", "project:lab-notebooks",
         "The labs keep their electronic lab notebooks in LabArchives.",
         "2026-01-19T09:00",
         (agent("Exported the Kowalski lab's notebook entries from eLabFTW as PDFs for the grant audit; "
                "attachments over 100 MB had to be pulled separately.", "2026-03-02T14:35"),)),

    # ---- contradictions: setting
    # 347
    Case("p16-standard-walltime", "setting", "update", "project:hpc-ops",
         "Maximum walltime on the standard partition is 72 hours.",
         "2026-01-12T13:00",
         (agent("partition: standard\nMaxTime: 3-00:00:00 -> 5-00:00:00\nreason: approved at the March "
                "steering meeting", "2026-03-06T10:20"),)),
    # 348
    Case("p16-home-quota", "setting", "conflict", "project:hpc-ops",
         "Each user's home directory quota is 50 GB.",
         "2026-01-07T11:45",
         (agent("User jchen hit the home quota; `quota -s` shows a hard limit of 20480M on /home.",
                "2026-02-24T16:05"),)),
    # 349
    Case("p16-gpu-cap", "setting", "conflict", "project:hpc-ops",
         "A single user may hold at most 4 GPUs at a time on the gpu partition.",
         "2026-01-21T10:30",
         (agent(_P16_GPU, "2026-03-05T17:50"),),
         kind="decision"),

    # ---- contradictions: policy
    # 350
    Case("p16-scratch-purge", "policy", "update", "project:hpc-ops",
         "Files in /scratch are never purged automatically; users clean up their own data.",
         "2026-01-09T14:00",
         (agent("Scratch usage at 81%, top consumer is the climate group.", "2026-02-02T09:00",
                contradicts=False),
          user("Starting next term /scratch gets an automatic purge: anything untouched for 60 days is "
               "deleted.", "2026-03-10T15:30", kind="decision")),
         kind="decision"),
    # 351
    Case("p16-tape-first", "policy", "update", "project:lab-pipeline",
         "Raw instrument data must be copied to tape before any processing starts.",
         "2026-01-16T12:15",
         (user(_P16_TAPE, "2026-02-26T10:40", kind="decision"),),
         kind="decision"),

    # ---- contradictions: rename
    # 352
    Case("p16-help-list", "rename", "update", "project:hpc-ops",
         "Support requests for research computing go to the rc-help mailing list.",
         "2026-01-13T09:20",
         (agent("rc-help was renamed: the list is research-computing-support@ now, the old address "
                "forwards until August.", "2026-03-03T13:15"),)),
    # 353
    Case("p16-condo-approver", "rename", "conflict", "project:hpc-ops",
         "Prof. Helena Marsh approves allocation requests for the genomics condo nodes.",
         "2026-01-22T15:00",
         (agent("Allocation request #4417 for genomics condo time forwarded to Dr. Samuel Adeyemi, who "
                "signs off on those.", "2026-03-09T11:30"),)),

    # ---- contradictions: move
    # 354
    Case("p16-reference-genomes", "move", "update", "project:lab-pipeline",
         "Reference genomes are stored under /shared/refs/genomes on the cluster.",
         "2026-01-06T16:10",
         (agent("mv reference genomes /shared/refs/genomes -> /projects/biodata/references, symlink left "
                "in place for one semester", "2026-02-23T12:00"),)),
    # 355
    Case("p16-jupyterhub-host", "move", "conflict", "project:lab-notebooks",
         "The lab's JupyterHub runs on the VM jupyter01 in the department server room.",
         "2026-01-27T10:50",
         (agent("Restarted the lab JupyterHub on its EC2 instance in us-east-1 after the kernel spawner "
                "hung; users were back in after 5 minutes.", "2026-03-11T08:45"),)),

    # ---- look-alikes
    # 356
    Case("p16-apptainer", LOOKALIKE, "none", "project:hpc-ops",
         "Containers on the cluster are run with Apptainer.",
         "2026-01-15T11:00",
         (agent("Apptainer binds /scratch and /projects by default on the cluster; add --nv for GPU jobs.",
                "2026-03-02T10:00"),),
         variant="refinement"),
    # 357
    Case("p16-login-cpu-limit", LOOKALIKE, "none", "project:hpc-ops",
         "Processes on the login nodes are killed after 2 hours of CPU time.",
         "2026-01-10T09:30",
         (agent("Interactive sessions on the viz nodes now end after 8 hours; changed so VNC sessions stop "
                "piling up.", "2026-02-25T14:00"),),
         variant="different-subject"),
    # 358
    Case("p16-proteomics-output", LOOKALIKE, "none", "project:lab-pipeline",
         "The proteomics pipeline writes its results to /projects/proteomics/results.",
         "2026-01-20T13:30",
         (agent("Moved the metabolomics pipeline outputs to /projects/metabolomics/processed.",
                "2026-03-04T15:45"),),
         variant="different-subject"),
    # 359
    Case("p16-node-os", LOOKALIKE, "none", "project:hpc-ops",
         "Cluster compute nodes run Rocky Linux 8.",
         "2026-01-05T10:00",
         (user("The imaging lab's acquisition workstations run Ubuntu 22.04.", "2026-02-19T11:10",
               scope="project:imaging-lab"),),
         variant="other-scope"),
    # 360
    Case("p16-review-count", LOOKALIKE, "none", "project:lab-pipeline",
         "Pull requests to the pipeline repo need two approving reviews.",
         "2026-01-23T16:00",
         (user("For the ansible repo one approval is enough to merge.", "2026-03-05T09:40",
               kind="decision", scope="project:hpc-ops"),),
         kind="decision", variant="other-scope"),
    # 361
    Case("p16-eln-backup", LOOKALIKE, "none", "project:lab-notebooks",
         "The lab notebook database is backed up every night at 01:30.",
         "2026-01-18T17:20",
         (agent("notebook DB backup 01:30 done, 12.4 GB, checksum OK", "2026-03-08T01:52"),),
         variant="routine"),
    # 362
    Case("p16-gpu-health", LOOKALIKE, "none", "project:hpc-ops",
         "GPU node health is checked by an NHC script every 5 minutes.",
         "2026-01-11T12:00",
         (agent("NHC flagged gpu017 (ECC errors on GPU 2); drained it and opened ticket RC-2290.",
                "2026-02-28T03:15"),),
         variant="routine"),
    # 363
    Case("p16-no-patient-data", LOOKALIKE, "none", "project:hpc-ops",
         "Lab members must not store patient-identifiable data on the HPC cluster.",
         "2026-01-26T09:00",
         (user("Saying it again for the new students: identifiable patient data never goes on the "
               "cluster, it belongs in the secure enclave.", "2026-03-10T10:30", kind="decision",
               contradicts=False),),
         kind="decision", variant="agreement"),
    # -- Fresh probe 17 (written by a helper who had not seen the rules; measured once) --
    # ---------------------------------------------------------------- contradictions
    # 364
    Case(
        "p17-tax-engine-swap", "technology", "update", "project:checkout",
        "Checkout calculates sales tax with TaxJar.",
        "2026-01-12T09:30",
        (agent("We switched checkout's tax calculation from TaxJar to Avalara this sprint.",
               "2026-02-23T16:10"),),
    ),
    # 365
    Case(
        "p17-search-engine-typesense", "technology", "conflict", "project:catalog-search",
        "Product search is served by the Elasticsearch cluster es-catalog.",
        "2026-01-08T11:00",
        (agent("search-svc: tuned num_typos=1 on the Typesense `products_v3` collection, "
               "queries for short SKUs were matching garbage", "2026-02-19T14:42"),),
    ),
    # 366
    Case(
        "p17-adyen-auth-timeout", "setting", "update", "project:payments-api",
        "payments-api gives the Adyen authorise call 8 seconds before timing out.",
        "2026-01-05T10:15",
        (agent("bumped adyen authorise timeout to 15000 ms after the latency spikes during the "
               "winter sale", "2026-02-16T18:05"),),
    ),
    # 367
    Case(
        "p17-cart-redis-ttl", "setting", "conflict", "project:checkout",
        "Abandoned carts are kept in Redis for 7 days.",
        "2026-01-14T13:20",
        (agent("Carts in Redis expire after 30 days.", "2026-03-02T10:40"),),
    ),
    # 368
    Case(
        "p17-max-line-items", "setting", "update", "project:checkout",
        "An order can have at most 50 line items at checkout.",
        "2026-01-20T08:55",
        (agent("checkout config change\nmax_line_items: 50 -> 100\napproved_by: Priya Nair (B2B bulk orders)",
               "2026-03-09T12:30"),),
        kind="decision",
    ),
    # 369
    Case(
        "p17-guest-checkout", "policy", "update", "project:checkout",
        "We never allow guest checkout; every order needs a customer account.",
        "2026-01-07T15:00",
        (user("Guest checkout is now allowed, customers no longer need an account to place an order.",
              "2026-02-25T09:45", kind="decision"),),
        kind="decision",
    ),
    # 370
    Case(
        "p17-3ds-exemptions", "policy", "conflict", "project:payments-api",
        "Every card payment must go through 3-D Secure, no exemptions.",
        "2026-01-09T10:00",
        (agent("fyi payments-api skips the 3DS challenge for baskets under 30 EUR via the low-value "
               "exemption, Mateo says that's intended", "2026-02-27T17:22"),),
        kind="decision",
    ),
    # 371
    Case(
        "p17-refund-approval", "policy", "update", "project:payments-api",
        "Refunds above $500 must be approved by someone on the finance team.",
        "2026-01-15T14:30",
        (agent(_P17_REFUND_WRAPUP, "2026-03-06T18:50"),),
        kind="decision",
    ),
    # 372
    Case(
        "p17-payments-owner", "rename", "update", "project:payments-api",
        "Dana Whitfield owns the payments-api service.",
        "2026-01-06T09:00",
        (user("Kofi Mensah has taken over ownership of payments-api from Dana Whitfield.",
              "2026-02-17T11:15"),),
    ),
    # 373
    Case(
        "p17-checkout-alerts-channel", "rename", "conflict", "project:checkout",
        "Checkout alerts are posted to the #checkout-alerts Slack channel.",
        "2026-01-13T16:45",
        (agent("checkout 5xx alert fired 02:14, showed up in #team-orders-oncall, Lena acked, "
               "root cause was a bad deploy of pricing-svc", "2026-03-04T02:40"),),
    ),
    # 374
    Case(
        "p17-invoice-storage", "move", "update", "project:checkout",
        "Generated invoice PDFs are stored in the S3 bucket shopco-invoices-prod.",
        "2026-01-16T10:30",
        (agent("As part of the GCP migration, invoice PDFs have been relocated to "
               "gs://shopco-billing-docs/invoices/; the S3 bucket is read-only until it is deleted in April.",
               "2026-03-11T15:05"),),
    ),
    # 375
    Case(
        "p17-stripe-webhook-path", "move", "conflict", "project:payments-api",
        "The Stripe webhook handler lives in services/payments/webhooks/stripe.py.",
        "2026-01-21T11:40",
        (agent(_P17_WEBHOOK_NOTE, "2026-03-05T13:25"),),
    ),
    # ---------------------------------------------------------------- look-alikes
    # 376
    Case(
        "p17-stripe-intents-detail", LOOKALIKE, "none", "project:checkout",
        "Checkout uses Stripe for card payments.",
        "2026-01-10T10:00",
        (agent("Card payments in checkout go through Stripe PaymentIntents with automatic capture; the "
               "publishable key comes from the STRIPE_PK env var.", "2026-02-20T14:00"),),
        variant="refinement",
    ),
    # 377
    Case(
        "p17-search-cache-keys", LOOKALIKE, "none", "project:catalog-search",
        "Search results are cached for 5 minutes.",
        "2026-01-11T12:00",
        (agent("search cache: ttl 300s, key = normalized query + locale + currency, purged on catalog "
               "publish", "2026-03-03T09:10"),),
        variant="refinement",
    ),
    # 378
    Case(
        "p17-fraud-sidecar-port", LOOKALIKE, "none", "project:payments-api",
        "The payments-api listens on port 8443.",
        "2026-01-19T09:20",
        (agent("The fraud-scoring sidecar listens on port 9090.", "2026-03-01T11:35"),),
        variant="different-subject",
    ),
    # 379
    Case(
        "p17-reset-emails-ses", LOOKALIKE, "none", "project:checkout",
        "Order confirmation emails are sent through Postmark.",
        "2026-01-22T15:10",
        (agent("account-svc: password reset mails go out via SES now (eu-west-1), templates in "
               "account-svc/templates/reset/", "2026-03-10T10:50"),),
        kind="decision",
        variant="different-subject",
    ),
    # 380
    Case(
        "p17-deploy-tool-other-project", LOOKALIKE, "none", "project:checkout",
        "Checkout is deployed with Argo CD.",
        "2026-01-23T10:05",
        (agent("search-indexer is deployed by a GitHub Actions workflow that runs helm upgrade directly.",
               "2026-03-12T16:00", scope="project:search-indexer"),),
        variant="other-scope",
    ),
    # 381
    Case(
        "p17-recon-nightly-run", LOOKALIKE, "none", "project:payments-api",
        "The nightly reconciliation job compares Adyen settlement reports against the orders table.",
        "2026-01-26T08:30",
        (agent("ran nightly reconciliation for 2026-03-11: 41,208 orders matched, 3 mismatches flagged to "
               "finance (PAY-812)", "2026-03-12T07:15"),),
        variant="routine",
    ),
    # 382
    Case(
        "p17-promo-expiry-fix", LOOKALIKE, "none", "project:checkout",
        "Promo codes are validated by the promotions-service.",
        "2026-01-27T13:00",
        (agent("4e1a9c0 promotions-service: fix off-by-one in promo code expiry check, add regression test",
               "2026-03-13T17:40"),),
        variant="routine",
    ),
    # 383
    Case(
        "p17-no-card-data", LOOKALIKE, "none", "project:payments-api",
        "We keep card data out of our systems; only Stripe tokens are stored.",
        "2026-01-28T11:20",
        (user("Reminder for the new folks: no raw card numbers in our databases or logs, ever. We persist "
              "the Stripe token and nothing else.", "2026-03-16T10:00", kind="decision", contradicts=False),),
        kind="decision",
        variant="agreement",
    ),
    # -- Fresh probe 18 (written by a helper who had not seen the rules; measured once) --
    # ---------------------------------------------------------------- contradictions
    # 384
    Case(
        "p18-ios-networking", "technology", "update", "project:bank-ios",
        "The iOS app uses Alamofire for networking.",
        "2026-01-05T10:00",
        (agent("We replaced Alamofire with plain URLSession and async/await in the iOS app.",
               "2026-02-18T15:30"),),
    ),
    # 385
    Case(
        "p18-android-di", "technology", "conflict", "project:bank-android",
        "The Android app uses Dagger 2 for dependency injection.",
        "2026-01-07T11:20",
        (agent("chore(transfers): register TransferViewModel in the Koin appModule so the screen can "
               "inject it via by viewModel()", "2026-02-26T09:55"),),
        kind="decision",
    ),
    # 386
    Case(
        "p18-session-inactivity", "setting", "update", "project:bank-bff",
        "A mobile session expires after 5 minutes of inactivity.",
        "2026-01-09T14:00",
        (user("Inactivity timeout bumped to 600 seconds after the accessibility review.",
              "2026-03-02T10:10"),),
    ),
    # 387
    Case(
        "p18-ios-min-version", "setting", "conflict", "project:bank-ios",
        "The iOS app supports iOS 15 and later.",
        "2026-01-12T09:45",
        (agent("The iOS app's minimum deployment target is iOS 16.", "2026-03-04T13:00"),),
    ),
    # 388
    Case(
        "p18-bff-device-rate-limit", "setting", "conflict", "project:bank-bff",
        "The BFF rate-limits each device to 120 requests per minute.",
        "2026-01-14T16:30",
        (agent("gateway limits (bank-bff)\nper_device_rps: 5\nburst: 20\nscope: device_id header",
               "2026-03-05T11:45"),),
    ),
    # 389
    Case(
        "p18-biometric-open", "policy", "update", "project:bank-ios",
        "Biometric login is always required to open the app; a PIN alone is not enough.",
        "2026-01-06T10:30",
        (user("We no longer require biometrics to open the app. A 6-digit PIN on its own is enough.",
              "2026-02-24T14:20", kind="decision"),),
        kind="decision",
    ),
    # 390
    Case(
        "p18-friday-releases", "policy", "conflict", "project:bank-release",
        "We never ship app releases on Fridays.",
        "2026-01-08T09:00",
        (agent("heads up: 4.12.0 goes to 100% on the App Store this Friday at 15:00, Noor signed off",
               "2026-03-03T17:35"),),
        kind="decision",
    ),
    # 391
    Case(
        "p18-android-review-approvals", "policy", "update", "project:bank-android",
        "Every pull request to bank-android needs two approvals before it can be merged.",
        "2026-01-13T12:00",
        (agent(_P18_REVIEW_WRAPUP, "2026-03-06T16:15"),),
        kind="decision",
    ),
    # 392
    Case(
        "p18-bff-service-name", "rename", "update", "project:bank-bff",
        "The backend-for-frontend service is called mobile-gateway.",
        "2026-01-15T10:40",
        (agent("mobile-gateway -> bank-bff (service name, helm chart, repo). old DNS alias kept until end "
               "of April", "2026-03-09T09:05"),),
    ),
    # 393
    Case(
        "p18-android-release-manager", "rename", "conflict", "project:bank-android",
        "Priya Raman is the release manager for the Android app.",
        "2026-01-16T15:15",
        (user("Tomás Ibarra is the release manager for the Android app.", "2026-03-10T10:25"),),
    ),
    # 394
    Case(
        "p18-fastlane-location", "move", "update", "project:bank-release",
        "The Fastlane configuration for both apps lives in fastlane/ at the repo root.",
        "2026-01-19T11:00",
        (agent("To keep the monorepo root tidy, the Fastlane lanes and Appfile were moved into "
               "tools/release/fastlane/ by Ravi.", "2026-03-11T14:50"),),
    ),
    # 395
    Case(
        "p18-staging-bff-host", "move", "update", "project:bank-bff",
        "The staging BFF runs at bff.staging.bank.internal.",
        "2026-01-20T09:30",
        (agent("We moved the staging BFF to bff-stg.eu-west-1.bank.internal.", "2026-03-12T12:05"),),
    ),
    # ---------------------------------------------------------------- look-alikes
    # 396
    Case(
        "p18-refresh-token-storage", LOOKALIKE, "none", "project:bank-android",
        "The Android app stores the refresh token in EncryptedSharedPreferences.",
        "2026-01-21T10:00",
        (agent("The refresh token in EncryptedSharedPreferences is encrypted with AES256_GCM using a master "
               "key from the Android Keystore.", "2026-03-02T15:40"),),
        variant="refinement",
    ),
    # 397
    Case(
        "p18-transfer-biometrics-detail", LOOKALIKE, "none", "project:bank-ios",
        "The iOS app requires Face ID or Touch ID to approve transfers above €1,000.",
        "2026-01-22T13:30",
        (agent("transfer approval >1000 EUR: LAPolicy.deviceOwnerAuthenticationWithBiometrics, no passcode "
               "fallback, reason string localized in Transfers.strings", "2026-03-13T10:20"),),
        kind="decision",
        variant="refinement",
    ),
    # 398
    Case(
        "p18-android-push-fcm", LOOKALIKE, "none", "project:bank-ios",
        "iOS push notifications are sent through APNs directly from the notifications-service.",
        "2026-01-23T09:15",
        (agent("Android push notifications go through Firebase Cloud Messaging.", "2026-03-09T16:30"),),
        variant="different-subject",
    ),
    # 399
    Case(
        "p18-admin-ui-rest", LOOKALIKE, "none", "project:bank-bff",
        "The BFF talks to the core banking system over gRPC.",
        "2026-01-26T11:10",
        (agent("card-controls admin UI -> BFF is plain REST/JSON, no gRPC-web", "2026-03-16T09:40"),),
        variant="different-subject",
    ),
    # 400
    Case(
        "p18-beta-track-android", LOOKALIKE, "none", "project:bank-ios",
        "bank-ios releases go through TestFlight external testing before App Store submission.",
        "2026-01-27T14:00",
        (agent("Android builds go to the Play Console internal testing track before the production rollout.",
               "2026-03-17T11:00", scope="project:bank-android"),),
        variant="other-scope",
    ),
    # 401
    Case(
        "p18-balance-cache-cards", LOOKALIKE, "none", "project:bank-bff",
        "The BFF caches account balances for 30 seconds.",
        "2026-01-28T10:45",
        (agent("balance cache TTL: 5 min", "2026-03-18T15:20", scope="project:cards-service"),),
        variant="other-scope",
    ),
    # 402
    Case(
        "p18-bitrise-build-log", LOOKALIKE, "none", "project:bank-android",
        "Release builds of the Android app are signed in CI on Bitrise.",
        "2026-01-29T09:00",
        (agent("Bitrise build #8812 green: bank-android 4.12.0 (41200) signed, uploaded to the Play internal "
               "track", "2026-03-19T18:10"),),
        variant="routine",
    ),
    # 403
    Case(
        "p18-flags-launchdarkly", LOOKALIKE, "none", "project:bank-bff",
        "Feature flags for the mobile apps are managed in LaunchDarkly.",
        "2026-01-30T13:50",
        (user("yep, all app feature flags stay in LaunchDarkly, please don't add a homegrown flags table "
              "to the BFF", "2026-03-20T10:30", kind="decision", contradicts=False),),
        kind="decision",
        variant="agreement",
    ),
    # -- Fresh probe 19 (written by a helper who had not seen the rules; measured once) --
    # 404
    Case("p19-docs-ssg-astro", "technology", "update", "project:docs-site",
         "The docs site is built with Docusaurus.", "2026-01-12T10:00",
         (agent("Finished migrating the docs site from Docusaurus to Astro Starlight; docusaurus.config.js "
                "is deleted.", "2026-03-02T16:20"),)),
    # 405
    Case("p19-cli-timeout", "setting", "update", "project:devcli",
         "devcli's HTTP client uses a 30 second request timeout.", "2026-01-14T09:30",
         (agent("fix(http): raise default request timeout 30s -> 2m for slow registry mirrors",
                "2026-02-25T11:05"),)),
    # 406
    Case("p19-telemetry-optin", "policy", "update", "project:devcli",
         "devcli must never send telemetry unless the user opts in.", "2026-01-08T15:00",
         (user("Change of plan after the board meeting: from 3.0 telemetry is on by default, and "
               "DEVCLI_NO_TELEMETRY=1 turns it off.", "2026-03-10T14:00", kind="decision"),),
         kind="decision"),
    # 407
    Case("p19-homebrew-refine", LOOKALIKE, "none", "project:devcli",
         "devcli is distributed through Homebrew.", "2026-01-20T10:00",
         (agent("Added arm64 Linux bottles to the devtools/homebrew-tap formula, so `brew install "
                "devtools/tap/devcli` now works under Linuxbrew as well.", "2026-02-18T17:40"),),
         variant="refinement"),
    # 408
    Case("p19-cli-lang-go", "technology", "conflict", "project:devcli",
         "We write devcli in Rust and ship releases with cargo-dist.", "2026-01-05T11:00",
         (agent("devcli: cmd/devcli/main.go wires subcommands via cobra; `go build ./cmd/devcli` ok, "
                "goreleaser snapshot ok.", "2026-02-23T09:15"),),
         kind="decision"),
    # 409
    Case("p19-env-token-rename", "rename", "update", "project:devcli",
         "The CLI reads the API token from the DEVCLI_TOKEN environment variable.", "2026-01-16T13:00",
         (agent("Renamed DEVCLI_TOKEN to DEVCLI_API_KEY; setting the old name only prints a deprecation "
                "warning now.", "2026-03-04T10:30"),)),
    # 410
    Case("p19-docs-search-diffsubj", LOOKALIKE, "none", "project:docs-site",
         "The docs site search uses Algolia DocSearch.", "2026-01-22T10:00",
         (agent("The `devcli search` subcommand queries the plugin registry's own Meilisearch index "
                "directly.", "2026-02-26T15:10"),),
         variant="different-subject"),
    # 411
    Case("p19-docs-node-version", "setting", "conflict", "project:docs-site",
         "The docs site builds on Node 18.", "2026-01-09T09:00",
         (agent("ci/docs-build: node=22.4.0 pnpm=9.1.2 astro=4.8 result=green duration=3m12s",
                "2026-02-20T08:45"),)),
    # 412
    Case("p19-registry-db", "technology", "update", "project:plugin-registry",
         "The plugin registry keeps its package index in PostgreSQL.", "2026-01-13T14:00",
         (agent(_P19_REGISTRY_WRAPUP, "2026-03-12T18:30"),)),
    # 413
    Case("p19-docs-pr-review", "policy", "conflict", "project:docs-site",
         "Every docs PR needs an approving review from someone on the docs team before it is merged.",
         "2026-01-19T10:00",
         (user("fyi docs-site PRs don't need anybody's approval, just merge yourself once the Netlify "
               "preview is green", "2026-03-03T16:45", kind="decision"),),
         kind="decision"),
    # 414
    Case("p19-alerts-channel", "rename", "conflict", "project:plugin-registry",
         "Registry outage alerts go to the #registry-alerts Slack channel.", "2026-01-21T11:00",
         (agent("Posted the 02:10 outage summary in #plugins-oncall, the channel where registry alerts "
                "are delivered.", "2026-03-09T02:55"),)),
    # 415
    Case("p19-netlify-routine", LOOKALIKE, "none", "project:docs-site",
         "The docs site is deployed to Netlify.", "2026-01-07T09:00",
         (agent("Netlify deploy #4412 for docs-site succeeded in 1m48s; preview URL posted on PR #981.",
                "2026-02-17T12:20"),),
         variant="routine"),
    # 416
    Case("p19-docs-content-move", "move", "update", "project:docs-site",
         "The docs markdown files live in docs-site/content/docs.", "2026-01-15T10:00",
         (agent("All guide pages were moved to docs-site/src/content/guides as part of the Starlight "
                "upgrade; content/docs is gone.", "2026-03-05T13:00"),)),
    # 417
    Case("p19-tarball-size", "setting", "conflict", "project:plugin-registry",
         "Plugin tarballs uploaded to the registry are capped at 50 MB.", "2026-01-23T15:00",
         (user("The registry rejects any plugin archive over 10 MB, so keep the examples folder out of "
               "the package.", "2026-03-11T10:10"),)),
    # 418
    Case("p19-api-version-refine", LOOKALIKE, "none", "project:plugin-registry",
         "The registry API is versioned under the /v2 prefix.", "2026-01-26T10:00",
         (agent("Added GET /v2/plugins/{name}/versions with cursor pagination and an ETag header.",
                "2026-03-02T14:35"),),
         kind="decision", variant="refinement"),
    # 419
    Case("p19-bucket-move", "move", "update", "project:plugin-registry",
         "Plugin tarballs are stored in the S3 bucket devtools-plugins-prod in us-east-1.",
         "2026-01-27T09:00",
         (agent("artifact_store: r2://plugin-artifacts (Cloudflare R2)\nmigrated_from: "
                "s3://devtools-plugins-prod\nmigrated_on: 2026-04-02", "2026-04-02T17:00"),)),
    # 420
    Case("p19-release-branch-otherscope", LOOKALIKE, "none", "project:devcli",
         "Releases of devcli are cut from release/* branches.", "2026-01-28T11:00",
         (agent("The VS Code extension is released straight from main by pushing a vX.Y.Z tag.",
                "2026-03-06T10:00", scope="project:vscode-ext"),),
         kind="decision", variant="other-scope"),
    # 421
    Case("p19-config-path-routine", LOOKALIKE, "none", "project:devcli",
         "devcli reads its settings from ~/.config/devcli/config.toml.", "2026-01-29T10:00",
         (agent("Debugged issue #233: the reporter's ~/.config/devcli/config.toml had a stray tab in a "
                "key; the parse error now prints the line number.", "2026-03-13T15:25"),),
         variant="routine"),
    # 422
    Case("p19-port-diffsubj", LOOKALIKE, "none", "project:plugin-registry",
         "The registry API listens on port 8080.", "2026-01-30T09:00",
         (agent("The OpenTelemetry collector sidecar next to the registry listens on port 4317.",
                "2026-03-09T11:40"),),
         variant="different-subject"),
    # 423
    Case("p19-signed-manifest-agree", LOOKALIKE, "none", "project:plugin-registry",
         "We don't accept plugins without a signed manifest.", "2026-02-02T10:00",
         (user("Reminder from Priya: an unsigned plugin manifest is rejected at upload, no exceptions.",
               "2026-03-16T09:30", kind="decision", contradicts=False),),
         kind="decision", variant="agreement"),
    # -- Fresh probe 20 (written by a helper who had not seen the rules; measured once) --
    # 424
    Case("p20-mqtt-broker", "technology", "update", "project:fleet-api",
         "Devices talk to the fleet backend through a Mosquitto MQTT broker.", "2026-01-06T10:00",
         (agent("Switched the fleet broker from Mosquitto to EMQX so it can run clustered; device certs "
                "are unchanged.", "2026-02-24T15:30"),)),
    # 425
    Case("p20-heartbeat", "setting", "update", "project:fleet-api",
         "Devices send a heartbeat to the fleet API every 60 seconds.", "2026-01-09T11:00",
         (agent("chore(device-config): heartbeat interval 60s → 5 min to save battery on LTE-M units",
                "2026-03-03T09:50"),)),
    # 426
    Case("p20-rtos", "technology", "conflict", "project:firmware",
         "The sensor firmware runs on FreeRTOS.", "2026-01-07T09:00",
         (agent("fw: added Zephyr devicetree overlay for the BME680 on i2c1; `west build -b "
                "nrf52840dk_nrf52840` passes.", "2026-02-19T16:10"),)),
    # 427
    Case("p20-jwt-refine", LOOKALIKE, "none", "project:fleet-api",
         "The fleet API authenticates clients with JWT access tokens.", "2026-01-12T10:00",
         (agent("Fleet API JWTs are signed with ES256 and expire after 15 minutes; refresh tokens "
                "rotate on every use.", "2026-02-27T14:00"),),
         variant="refinement"),
    # 428
    Case("p20-app-framework", "technology", "update", "project:companion-app",
         "The companion app is written in React Native.", "2026-01-08T13:00",
         (agent(_P20_APP_WRAPUP, "2026-03-13T17:45"),)),
    # 429
    Case("p20-ota-chunk", "setting", "conflict", "project:firmware",
         "OTA images are downloaded in 4 KB chunks.", "2026-01-14T10:00",
         (agent("ota.chunk_size: 16384 bytes\nsource: flash log on unit SN-22817\nresult: image verified",
                "2026-03-02T11:20"),)),
    # 430
    Case("p20-staged-rollout", "policy", "update", "project:fleet-api",
         "Firmware updates must always roll out in staged waves, starting with 5% of the fleet.",
         "2026-01-15T14:00",
         (user("Staged waves are no longer mandatory; the release manager may now push a firmware build "
               "to the whole fleet in one go.", "2026-03-09T10:00", kind="decision"),),
         kind="decision"),
    # 431
    Case("p20-ios-min-diffsubj", LOOKALIKE, "none", "project:companion-app",
         "The companion app's minimum supported iOS version is 15.", "2026-01-16T09:00",
         (agent("The Apple Watch complication has watchOS 10 as its minimum supported version.",
                "2026-03-04T12:30"),),
         variant="different-subject"),
    # 432
    Case("p20-api-port", "setting", "conflict", "project:fleet-api",
         "The fleet API listens on port 8443 in production.", "2026-01-19T10:00",
         (agent("Prod fleet-api serves HTTPS on port 9443; pointed the NLB target group at it.",
                "2026-03-05T15:15"),)),
    # 433
    Case("p20-location-policy", "policy", "conflict", "project:companion-app",
         "The companion app never collects the phone's location.", "2026-01-20T11:00",
         (user("hey for the find-my-sensor screen just grab the phone's GPS fix and send it up with the "
               "pairing event, we're fine storing it", "2026-03-06T16:40", kind="decision"),),
         kind="decision"),
    # 434
    Case("p20-devreg-rename", "rename", "update", "project:fleet-api",
         "The device registry service is called devreg.", "2026-01-21T10:00",
         (agent("devreg is now fleet-inventory: repo, helm chart and Grafana dashboards were renamed "
                "this sprint.", "2026-03-10T11:00"),)),
    # 435
    Case("p20-deploy-routine", LOOKALIKE, "none", "project:fleet-api",
         "The fleet API is deployed on the eks-prod-eu cluster.", "2026-01-22T09:00",
         (agent("Rolled fleet-api v1.18.3 to eks-prod-eu: 6/6 pods ready, error rate flat.",
                "2026-03-11T13:05"),),
         variant="routine"),
    # 436
    Case("p20-android-package", "rename", "conflict", "project:companion-app",
         "The app's Android package id is com.brightnest.companion.", "2026-01-23T10:00",
         (agent("Uploaded build 4.2.0 (312) to the internal track in Play Console for "
                "com.brightnest.home.", "2026-03-12T18:00"),)),
    # 437
    Case("p20-ca-path-move", "move", "update", "project:fleet-api",
         "Device CA certificates are stored in Vault at secret/fleet/ca.", "2026-01-26T10:00",
         (agent("The device CA bundle was moved to Vault path pki-fleet/devices/ca; secret/fleet/ca "
                "has been emptied.", "2026-03-16T10:20"),)),
    # 438
    Case("p20-cbor-refine", LOOKALIKE, "none", "project:firmware",
         "Telemetry payloads are encoded as CBOR.", "2026-01-27T09:00",
         (agent("Wrote a CDDL schema for the telemetry CBOR payload plus a round-trip decoder test in "
                "fleet-api.", "2026-03-10T15:45"),),
         kind="decision", variant="refinement"),
    # 439
    Case("p20-artifacts-host-move", "move", "update", "project:firmware",
         "Firmware build artifacts are published to fw-builds.internal.brightnest.io.", "2026-01-28T09:00",
         (user("heads up: fw build artifacts moved off fw-builds.internal to "
               "artifacts.brightnest.cloud/firmware, update your flashing scripts", "2026-03-17T09:10"),)),
    # 440
    Case("p20-log-retention-diffsubj", LOOKALIKE, "none", "project:fleet-api",
         "Device logs are retained for 30 days.", "2026-01-29T10:00",
         (agent("Audit logs of admin actions in the fleet console are kept for 400 days.",
                "2026-03-18T11:00"),),
         variant="different-subject"),
    # 441
    Case("p20-watchdog-otherscope", LOOKALIKE, "none", "project:firmware",
         "The firmware's hardware watchdog timeout is 8 seconds.", "2026-01-30T10:00",
         (agent("The gateway hub's watchdog timeout is 30 seconds.", "2026-03-18T14:00",
                scope="project:gateway-hub"),),
         variant="other-scope"),
    # 442
    Case("p20-ble-routine", LOOKALIKE, "none", "project:companion-app",
         "The companion app pairs with devices over BLE.", "2026-02-02T10:00",
         (agent("Paired test unit SN-30551 over BLE in 4s on a Pixel 8; attached the GATT trace to "
                "APP-412.", "2026-03-19T16:00"),),
         variant="routine"),
    # 443
    Case("p20-hsm-signing-agree", LOOKALIKE, "none", "project:firmware",
         "Firmware releases are signed only with the key held in the YubiHSM; no signing on developer "
         "laptops.", "2026-02-03T10:00",
         (user("Signing happens on the YubiHSM box and nowhere else. Never sign a firmware image from "
               "your own machine.", "2026-03-20T09:00", kind="decision", contradicts=False),),
         kind="decision", variant="agreement"),
    # -- Fresh probe 21 (written by a helper who had not seen the rules; measured once) --
    # --- contradictions: updates ---
    # 444
    Case("p21-recs-feature-store", "technology", "update", "project:recs",
         "The recommendation service reads article embeddings from a Redis feature store.",
         "2026-01-12T09:30",
         (agent("Migrated the recs embeddings feature store from Redis to Feast on DynamoDB; the Redis "
                "cluster gets decommissioned next sprint.", "2026-02-23T16:10"),)),
    # 445
    Case("p21-paywall-meter-limit", "setting", "update", "project:paywall",
         "Anonymous readers get 5 free articles per month before the paywall kicks in.",
         "2026-01-08T11:00",
         (user("Product lowered the meter: anonymous visitors now get 3 free articles a month, "
               "effective March 1.", "2026-02-26T14:00"),)),
    # 446
    Case("p21-cdn-purge-timeout", "setting", "update", "project:cms",
         "The CMS publish webhook to the CDN purge service times out after 10 seconds.",
         "2026-01-15T10:20",
         (agent("perf(cms): raise CDN purge webhook timeout 10s -> 45000ms; big section fronts kept "
                "timing out on publish", "2026-02-19T18:45"),)),
    # 447
    Case("p21-legal-signoff", "policy", "update", "project:cms",
         "Every article tagged 'investigations' must get legal sign-off in the CMS before it can be published.",
         "2026-01-20T09:00",
         (user("fyi legal sign-off isn't needed for investigations pieces anymore - desk editors can "
               "publish them straight away, Maren's team only reviews on request", "2026-03-03T12:30",
               kind="decision"),),
         kind="decision"),
    # 448
    Case("p21-recs-service-name", "rename", "update", "project:recs",
         "The recommendation API is deployed as the service `article-recs` in the cluster.",
         "2026-01-13T15:00",
         (agent("Renamed the article-recs service to reco-gateway; helm chart and internal DNS updated, "
                "the old name stays as an alias until April.", "2026-02-17T10:05"),)),
    # 449
    Case("p21-cdn-env-var", "rename", "update", "project:cms",
         "The CMS reads the image CDN base URL from the env var IMG_CDN_URL.",
         "2026-01-22T13:40",
         (agent("The IMG_CDN_URL variable has been replaced by MEDIA_CDN_BASE_URL across all CMS "
                "deployments; the old name is no longer read at startup.", "2026-03-05T09:15"),)),
    # 450
    Case("p21-print-archive-bucket", "move", "update", "project:cms",
         "Scanned print archives are stored in the S3 bucket s3://herald-print-archive in us-east-1.",
         "2026-01-06T10:00",
         (agent(_P21_ARCHIVE, "2026-02-12T19:00"),)),
    # --- contradictions: conflicts ---
    # 451
    Case("p21-editor-framework", "technology", "conflict", "project:cms",
         "We build the CMS article editor on top of ProseMirror.",
         "2026-01-09T14:00",
         (agent("cms editor = Slate.js (slate-react 0.101), custom plugins under "
                "packages/editor-core/plugins", "2026-02-24T11:20"),),
         kind="decision"),
    # 452
    Case("p21-payment-provider", "technology", "conflict", "project:paywall",
         "Subscription payments in the paywall go through Stripe Billing.",
         "2026-01-14T09:45",
         (user("quick q on the renewal failures - all our card charges run through Adyen, so can you "
               "pull the Adyen webhook logs for last night?", "2026-03-02T08:50"),)),
    # 453
    Case("p21-session-ttl", "setting", "conflict", "project:paywall",
         "Subscriber sessions on the paywall service expire after 30 days.",
         "2026-01-16T16:30",
         (agent("Checked config/session.yaml while chasing the entitlement bug: "
                "subscriber_session_ttl: 1209600 (seconds).", "2026-02-27T15:05"),)),
    # 454
    Case("p21-crawler-full-text", "policy", "conflict", "project:paywall",
         "Never serve full article text to search crawlers; Googlebot gets the paywalled teaser like everyone else.",
         "2026-01-19T10:10",
         (agent("Paywall middleware: requests from a verified Googlebot get the full article body, with "
                "isAccessibleForFree=false in the JSON-LD.", "2026-03-04T13:25"),),
         kind="decision"),
    # 455
    Case("p21-newsletter-templates", "move", "conflict", "project:cms",
         "The newsletter email templates live in the cms repo under templates/newsletters/.",
         "2026-01-21T11:30",
         (agent("The newsletter templates are in the newsletter-kit repo, emails/src/*.mjml; edited "
                "breaking.mjml for the new masthead logo.", "2026-03-06T17:40"),)),
    # --- look-alikes ---
    # 456
    Case("p21-lk-meter-cookie", LOOKALIKE, "none", "project:paywall",
         "The paywall counts metered views per browser with a first-party cookie.",
         "2026-01-10T09:00",
         (agent("Meter cookie details: it's called hx_meter, SameSite=Lax, and it resets on the first of "
                "each month.", "2026-02-16T10:30"),),
         variant="refinement"),
    # 457
    Case("p21-lk-recs-age-cutoff", LOOKALIKE, "none", "project:recs",
         "The recommender drops articles older than 30 days from the candidate pool.",
         "2026-01-11T14:20",
         (agent("The 30-day cutoff is computed from first_published_at, not updated_at, so a corrected "
                "story does not re-enter the pool.", "2026-02-25T12:00"),),
         variant="refinement"),
    # 458
    Case("p21-lk-ranking-timeout", LOOKALIKE, "none", "project:recs",
         "The recommendation service's ranking call has a 200 ms timeout.",
         "2026-01-18T10:00",
         (agent("The comment moderation service's call to the toxicity scorer times out after 1500 ms.",
                "2026-03-01T09:40"),),
         variant="different-subject"),
    # 459
    Case("p21-lk-incident-channel", LOOKALIKE, "none", "project:cms",
         "The Slack channel for CMS incidents is #cms-oncall.",
         "2026-01-07T08:30",
         (agent("Deploy announcements for the CMS go to the #cms-releases Slack channel.",
                "2026-02-18T16:15"),),
         variant="different-subject"),
    # 460
    Case("p21-lk-cms-database", LOOKALIKE, "none", "project:cms",
         "The CMS stores articles in PostgreSQL 15.",
         "2026-01-05T13:00",
         (agent("The podcast feed service stores episodes in MongoDB 7.", "2026-02-20T11:10",
                scope="project:podcasts"),),
         variant="other-scope"),
    # 461
    Case("p21-lk-deploy-window", LOOKALIKE, "none", "project:paywall",
         "Paywall deploys happen only on weekdays before 3 pm.",
         "2026-01-23T09:20",
         (agent("Deployed paywall v4.12.0 to prod at 11:20 Tue; smoke tests green, no rollback.",
                "2026-03-03T11:35"),),
         kind="decision", variant="routine"),
    # 462
    Case("p21-lk-media-bucket", LOOKALIKE, "none", "project:cms",
         "CMS media uploads go to the bucket herald-media-prod.",
         "2026-01-12T12:00",
         (agent("Cleaned 3,412 orphaned thumbnails out of herald-media-prod (uploads with no article "
                "reference), freed about 18 GB.", "2026-02-26T17:50"),),
         variant="routine"),
    # 463
    Case("p21-lk-paid-post-label", LOOKALIKE, "none", "project:cms",
         "Sponsored content must always carry the 'Paid post' label in the CMS.",
         "2026-01-27T10:45",
         (user("Reminder for the new producers: anything sponsored gets the Paid post badge, no exceptions.",
               "2026-03-09T09:00", kind="decision", contradicts=False),),
         kind="decision", variant="agreement"),
    # -- Fresh probe 22 (written by a helper who had not seen the rules; measured once) --
    # --- contradictions: updates ---
    # 464
    Case("p22-ticket-queue", "technology", "update", "project:matchmaker",
         "The matchmaker keeps its ticket queue in Redis Streams.",
         "2026-01-08T10:00",
         (agent("Switched the matchmaker ticket queue from Redis Streams to NATS JetStream; Redis only "
                "holds player presence now.", "2026-02-19T15:30"),)),
    # 465
    Case("p22-party-size", "setting", "update", "project:matchmaker",
         "Max party size in the matchmaker is 4 players.",
         "2026-01-13T11:15",
         (user("Design bumped max party size to 6 for the raid playlist launch, and it applies to every "
               "queue.", "2026-03-02T10:00"),)),
    # 466
    Case("p22-patch-concurrency", "setting", "update", "project:launcher",
         "The launcher's patch downloader uses 8 parallel connections.",
         "2026-01-15T14:40",
         (agent("chore(launcher): drop patch downloader concurrency 8 -> 4 after Akamai throttling "
                "complaints", "2026-02-24T18:05"),)),
    # 467
    Case("p22-nightly-smoke", "policy", "update", "project:build-farm",
         "Nightly builds must pass the full smoke-test suite before they're pushed to the QA stream.",
         "2026-01-09T09:30",
         (user("Smoke tests are optional for nightlies from now on; we gate only the weekly milestone "
               "builds, nightlies go straight to QA.", "2026-02-27T16:20", kind="decision"),),
         kind="decision"),
    # 468
    Case("p22-lobby-name", "rename", "update", "project:lobby",
         "The lobby service is called lobby-svc in the deployment manifests.",
         "2026-01-20T13:00",
         (agent("lobby-svc has been renamed to party-hub; the manifests, Grafana dashboards and alert rules "
                "all use the new name.", "2026-03-04T09:50"),)),
    # 469
    Case("p22-symbol-store", "move", "update", "project:build-farm",
         "Symbol files (PDBs) for shipped builds are stored on the file share \\\\buildnas01\\symbols.",
         "2026-01-06T12:00",
         (agent(_P22_SYMBOLS, "2026-02-13T19:20"),)),
    # 470
    Case("p22-eu-fleet-region", "move", "update", "project:game-server",
         "The EU dedicated server fleet runs in the Frankfurt data center (Hetzner FSN1).",
         "2026-01-12T08:45",
         (user("heads up - EU game servers moved to GCP europe-west4 (Amsterdam) last night, the Frankfurt "
               "boxes get wiped friday", "2026-03-05T07:55"),)),
    # --- contradictions: conflicts ---
    # 471
    Case("p22-launcher-shell", "technology", "conflict", "project:launcher",
         "The launcher UI is written in Electron.",
         "2026-01-14T10:30",
         (agent("launcher: Tauri 2 shell + Svelte frontend, updater in src-tauri/src/updater.rs",
                "2026-02-25T14:10"),),
         kind="decision"),
    # 472
    Case("p22-console-ci", "technology", "conflict", "project:build-farm",
         "Build jobs for the console SKUs are orchestrated by Jenkins.",
         "2026-01-16T09:00",
         (agent("Console SKU build queued via the TeamCity configuration PS5_Shipping; agent pool "
                "rack-b-win picked it up after 4 min.", "2026-03-03T12:40"),)),
    # 473
    Case("p22-heartbeat-interval", "setting", "conflict", "project:game-server",
         "Dedicated game servers send a heartbeat to the fleet manager every 5 seconds.",
         "2026-01-19T15:20",
         (agent("fleet-agent config dump -> heartbeat_interval_ms: 15000, missed_beats_before_evict: 3",
                "2026-03-06T11:00"),)),
    # 474
    Case("p22-ranked-crossplay", "policy", "conflict", "project:matchmaker",
         "Never mix PC and console players in ranked queues.",
         "2026-01-21T10:10",
         (agent("Ranked playlist config has crossplay_pc_console: true; during the soak test PC and PS5 "
                "players landed in the same ranked match.", "2026-03-09T16:30"),),
         kind="decision"),
    # 475
    Case("p22-live-stream-name", "rename", "conflict", "project:build-farm",
         "The Perforce stream for the live branch is //nebula/live.",
         "2026-01-22T11:45",
         (agent("Submitted hotfix CL 88412 to //nebula/release-live, the live stream, and kicked off the "
                "shipping build.", "2026-03-10T13:15"),)),
    # --- look-alikes ---
    # 476
    Case("p22-lk-mmr-band", LOOKALIKE, "none", "project:matchmaker",
         "Ranked matchmaking starts every search with an MMR band of plus or minus 200.",
         "2026-01-10T10:00",
         (agent("MMR band expansion: after 60 s in queue the band grows by 50 every 15 s, capped at 500.",
                "2026-02-23T13:30"),),
         variant="refinement"),
    # 477
    Case("p22-lk-shared-ddc", LOOKALIKE, "none", "project:build-farm",
         "The build farm caches shader compilation results in a shared DDC.",
         "2026-01-11T09:15",
         (agent("Shared DDC sits on \\\\ddc01\\shared; entries unused for 14 days get pruned nightly.",
                "2026-02-20T17:00"),),
         variant="refinement"),
    # 478
    Case("p22-lk-tick-rate", LOOKALIKE, "none", "project:game-server",
         "The game server tick rate is 60 Hz.",
         "2026-01-07T14:00",
         (agent("The replay recorder samples player state at 20 Hz to keep replay files small.",
                "2026-02-18T10:45"),),
         variant="different-subject"),
    # 479
    Case("p22-lk-update-check", LOOKALIKE, "none", "project:launcher",
         "The launcher checks for self-updates every 6 hours.",
         "2026-01-17T12:30",
         (agent("The anti-cheat module (Ward) checks for new signatures every 30 minutes.",
                "2026-03-01T15:40"),),
         variant="different-subject"),
    # 480
    Case("p22-lk-matchmaker-language", LOOKALIKE, "none", "project:matchmaker",
         "The matchmaker is written in Go.",
         "2026-01-05T11:00",
         (agent("The telemetry ingest service is written in Rust.", "2026-02-16T09:25",
                scope="project:telemetry"),),
         variant="other-scope"),
    # 481
    Case("p22-lk-code-signing", LOOKALIKE, "none", "project:build-farm",
         "Shipping builds are signed with the studio's EV code-signing certificate on the signing box.",
         "2026-01-23T16:00",
         (agent("Signed and uploaded build 1.14.2-shipping (CL 90117); signtool ran on the signing box in "
                "41 s.", "2026-03-04T18:20"),),
         variant="routine"),
    # 482
    Case("p22-lk-inventory-db", LOOKALIKE, "none", "project:game-server",
         "Player inventory is stored in CockroachDB.",
         "2026-01-26T10:20",
         (agent("Ran the weekly backup check on the inventory CockroachDB cluster: restore into staging "
                "took 22 min, row counts matched.", "2026-03-09T08:30"),),
         variant="routine"),
    # 483
    Case("p22-lk-fleet-rollouts", LOOKALIKE, "none", "project:game-server",
         "Game server builds reach production only through Agones fleet rollouts, never by hand.",
         "2026-01-28T09:40",
         (user("Please don't ssh in and swap binaries on the game servers - every prod deploy goes through "
               "an Agones fleet rollout.", "2026-03-11T10:05", kind="decision", contradicts=False),),
         kind="decision", variant="agreement"),
    # -- Fresh probe 23 (written by a helper who had not seen the rules; measured once) --
    # --- contradictions -------------------------------------------------------------------------
    # 484
    Case(
        "p23-fhir-client-switch", "technology", "update", "project:integrations",
        "The interop-bridge service talks to EHRs through the HAPI FHIR client library.",
        "2026-01-12T09:30",
        (agent("interop-bridge was migrated off HAPI FHIR; all FHIR calls are now made with the Firely SDK "
               "and the HAPI jars have been removed from the build.", "2026-02-23T16:05"),),
    ),
    # 485
    Case(
        "p23-reminder-broker", "technology", "conflict", "project:appointments",
        "SMS reminder jobs go through RabbitMQ; we are not adding another message broker.",
        "2026-01-08T11:00",
        (agent("reminder-dispatcher consumes the sms-reminders topic from Kafka (consumer group reminders-v2); "
               "lag was under 50 messages all afternoon.", "2026-02-17T15:40"),),
        kind="decision",
    ),
    # 486
    Case(
        "p23-mllp-port", "setting", "update", "project:integrations",
        "The HL7 v2 MLLP listener on hl7-gateway binds to port 2575.",
        "2026-01-20T10:15",
        (agent("hl7-gateway: change MLLP listen port 2575 -> 6661 (Northside firewall only opens 6661)",
               "2026-03-03T09:12"),),
    ),
    # 487
    Case(
        "p23-slot-hold-ttl", "setting", "conflict", "project:appointments",
        "A tentative slot hold expires after 10 minutes if the patient doesn't confirm the booking.",
        "2026-01-15T14:20",
        (agent("Checked SLOT_HOLD_TTL_SECONDS in the appointments-api prod config: it's 1800, so an "
               "unconfirmed hold keeps the slot blocked for half an hour.", "2026-02-26T13:55"),),
    ),
    # 488
    Case(
        "p23-portal-upload-cap", "setting", "update", "project:portal",
        "Patient portal document uploads are capped at 10 MB per file.",
        "2026-01-05T08:45",
        (user("fyi we bumped the portal upload cap since insurance card scans from phones kept failing, "
              "it's 25MB per file now", "2026-02-12T17:30"),),
    ),
    # 489
    Case(
        "p23-two-approvals", "policy", "update", "project:appointments",
        "Every pull request to appointments-api needs two approving reviews before merge.",
        "2026-01-07T09:00",
        (user("From the March retro: one approval is enough for appointments-api PRs from now on; we dropped "
              "the two-reviewer rule.", "2026-03-10T11:20", kind="decision"),),
        kind="decision",
    ),
    # 490
    Case(
        "p23-portal-flags", "policy", "conflict", "project:portal",
        "Every new patient portal feature must ship behind a LaunchDarkly flag.",
        "2026-01-14T10:30",
        (agent("Per the portal team's conventions feature flags are optional; the visit-summary redesign "
               "went straight to main and out to all patients without one.", "2026-02-25T18:10"),),
        kind="decision",
    ),
    # 491
    Case(
        "p23-local-time-storage", "policy", "update", "project:appointments",
        "Store appointment start times in the clinic's local time zone, not in UTC.",
        "2026-01-09T15:00",
        (user("We're reversing the local-time decision: appointment start times get stored in UTC going "
              "forward, with the clinic's IANA zone kept in a separate column.", "2026-02-19T10:40",
              kind="decision"),),
        kind="decision",
    ),
    # 492
    Case(
        "p23-waitlist-rename", "rename", "update", "project:appointments",
        "The waitlist service is called slot-matcher.",
        "2026-01-13T12:00",
        (agent("chore: rename slot-matcher -> waitlist-engine (repo, helm chart, Datadog service tag)",
               "2026-02-24T09:35"),
         agent("Updated the on-call dashboard links to point at waitlist-engine.", "2026-02-24T10:05")),
    ),
    # 493
    Case(
        "p23-epic-env-var", "rename", "conflict", "project:portal",
        "The portal reads the Epic sandbox client ID from the EPIC_CLIENT_ID environment variable.",
        "2026-01-21T16:25",
        (agent("Portal boot fails unless SMART_EPIC_APP_ID is set; that's the variable it reads the Epic "
               "client id from.", "2026-03-04T14:50"),),
    ),
    # 494
    Case(
        "p23-bulk-export-bucket", "move", "update", "project:integrations",
        "Nightly FHIR bulk exports land in s3://medisched-fhir-exports/nightly/.",
        "2026-01-16T09:10",
        (agent(_P23_EXPORT_WRAPUP, "2026-03-05T18:45"),),
    ),
    # 495
    Case(
        "p23-oncall-runbook", "move", "conflict", "project:appointments",
        "The appointments on-call runbook lives in the ops-docs repo at runbooks/appointments.md.",
        "2026-01-06T13:30",
        (agent("runbook: confluence SCHED space, page 'Appointments On-Call'\nowner: Marcus Lee\n"
               "escalation: #sched-oncall\nlast reviewed: 2026-02", "2026-02-27T11:15"),),
    ),
    # --- look-alikes ----------------------------------------------------------------------------
    # 496
    Case(
        "p23-pg-replica", LOOKALIKE, "none", "project:appointments",
        "appointments-api uses PostgreSQL 15 as its primary database.",
        "2026-01-10T10:00",
        (agent("Added a read replica to the appointments-api Postgres 15 cluster; reporting queries go to "
               "the replica, writes stay on the primary.", "2026-02-20T15:30"),),
        variant="refinement",
    ),
    # 497
    Case(
        "p23-reminder-email-ics", LOOKALIKE, "none", "project:appointments",
        "Appointment reminder emails are sent 24 hours before the visit.",
        "2026-01-11T09:20",
        (agent("The 24h reminder email now carries an .ics attachment and the clinic's parking "
               "instructions in the footer.", "2026-02-22T12:10"),),
        kind="decision", variant="refinement",
    ),
    # 498
    Case(
        "p23-admin-session", LOOKALIKE, "none", "project:portal",
        "The patient portal logs users out after 15 minutes of inactivity.",
        "2026-01-18T14:00",
        (agent("Front-desk staff on the admin console get an 8 hour session so they aren't logged out "
               "mid-shift.", "2026-03-02T09:50"),),
        variant="different-subject",
    ),
    # 499
    Case(
        "p23-retry-counts", LOOKALIKE, "none", "project:integrations",
        "hl7-gateway retries a failed ADT message 5 times before parking it in the dead-letter queue.",
        "2026-01-19T11:45",
        (agent("The FHIR subscription notifier retries webhook deliveries 3 times with exponential backoff.",
               "2026-03-01T16:20"),),
        variant="different-subject",
    ),
    # 500
    Case(
        "p23-billing-eks", LOOKALIKE, "none", "project:appointments",
        "appointments-api is deployed on ECS Fargate.",
        "2026-01-04T10:30",
        (agent("claims-service deploys to EKS (cluster claims-prod); nothing of ours runs on Fargate.",
               "2026-02-16T13:00", scope="project:billing"),),
        variant="other-scope",
    ),
    # 501
    Case(
        "p23-twilio-rotate", LOOKALIKE, "none", "project:appointments",
        "Booking confirmation texts are sent through Twilio.",
        "2026-01-17T08:30",
        (agent("Rotated the Twilio auth token used for booking confirmations; test text to the QA number "
               "arrived in ~2s.", "2026-02-28T17:05"),),
        variant="routine",
    ),
    # 502
    Case(
        "p23-inferno-run", LOOKALIKE, "none", "project:integrations",
        "The FHIR R4 endpoint is served at /fhir/r4 on interop-bridge.",
        "2026-01-22T15:10",
        (agent("Ran Inferno against interop-bridge /fhir/r4: 212 passed, 3 skipped, 0 failed.",
               "2026-03-06T10:25"),),
        variant="routine",
    ),
    # 503
    Case(
        "p23-cancel-window", LOOKALIKE, "none", "project:portal",
        "Patients can cancel online up to 2 hours before the appointment; after that they must call the clinic.",
        "2026-01-23T09:40",
        (user("Reminder for the portal team: online cancellation closes two hours before the visit, "
              "after that it's phone only.", "2026-03-09T14:15", kind="decision", contradicts=False),),
        kind="decision", variant="agreement",
    ),
    # -- Fresh probe 24 (written by a helper who had not seen the rules; measured once) --
    # --- contradictions -------------------------------------------------------------------------
    # 504
    Case(
        "p24-slurm-to-kueue", "technology", "update", "project:ml-train",
        "Training jobs on the GPU cluster are scheduled with Slurm.",
        "2026-01-12T10:00",
        (agent("chore(train): drop slurm sbatch templates, jobs are submitted through Kueue on the k8s "
               "cluster now", "2026-02-24T15:45"),),
    ),
    # 505
    Case(
        "p24-online-store-backend", "technology", "conflict", "project:feature-store",
        "The online feature store is backed by Redis.",
        "2026-01-08T09:30",
        (agent("feature-serve reads online features from the DynamoDB table fs-online-prod; p99 lookup "
               "latency was 7ms during the load test.", "2026-02-18T14:20"),),
        kind="decision",
    ),
    # 506
    Case(
        "p24-gateway-timeout", "setting", "update", "project:inference",
        "The inference gateway's upstream request timeout is 30 seconds.",
        "2026-01-14T11:10",
        (user("heads up, gateway upstream timeout is 12000ms now, we cut it after yesterday's retry storm",
              "2026-03-02T09:05"),),
    ),
    # 507
    Case(
        "p24-ckpt-interval", "setting", "conflict", "project:ml-train",
        "The default checkpoint interval in the trainer config is every 500 steps.",
        "2026-01-09T16:00",
        (agent("trainer defaults (configs/base.yaml):\n  checkpoint_every_steps: 2000\n  grad_clip: 1.0\n"
               "  precision: bf16", "2026-02-20T10:30"),),
    ),
    # 508
    Case(
        "p24-registry-retention", "setting", "update", "project:model-registry",
        "The model registry keeps the last 10 versions of each model; older ones are garbage-collected.",
        "2026-01-15T13:40",
        (agent("Retention in the registry was raised: 25 versions per model are kept before GC kicks in.",
               "2026-02-26T17:10"),),
    ),
    # 509
    Case(
        "p24-model-cards", "policy", "update", "project:model-registry",
        "Every model promoted to production must have a signed-off model card in the registry.",
        "2026-01-07T10:20",
        (user("Model cards are no longer required to promote internal-only models; only customer-facing "
              "models still need one.", "2026-02-19T11:00", kind="decision"),),
        kind="decision",
    ),
    # 510
    Case(
        "p24-raw-clickstream", "policy", "conflict", "project:ml-train",
        "Never train on the raw clickstream table directly; always use the de-duplicated snapshot from the "
        "feature store.",
        "2026-01-10T14:30",
        (agent(_P24_RANKER_WRAPUP, "2026-03-06T18:20"),),
        kind="decision",
    ),
    # 511
    Case(
        "p24-gateway-rename", "rename", "update", "project:inference",
        "The inference gateway service is named infer-gw.",
        "2026-01-06T09:15",
        (agent("Renamed infer-gw to modelgate everywhere: k8s deployment, internal DNS and the PagerDuty "
               "service.", "2026-02-17T16:35"),
         user("Please use modelgate in new docs and dashboards.", "2026-02-18T09:00")),
    ),
    # 512
    Case(
        "p24-client-package", "rename", "conflict", "project:feature-store",
        "The feature store Python client is published as fstore-client on our internal index.",
        "2026-01-13T12:30",
        (agent("pip install hearth-features==3.2.0 -- that's the feature store client; import path is "
               "hearth.features.", "2026-02-25T13:15"),),
    ),
    # 513
    Case(
        "p24-datasets-bucket", "move", "update", "project:ml-train",
        "Training datasets are stored in s3://acme-ml-datasets/.",
        "2026-01-05T08:50",
        (agent("datasets migrated -> gs://lumen-ml-data/datasets/; old s3 bucket read-only till June",
               "2026-02-16T12:00"),),
    ),
    # 514
    Case(
        "p24-mlflow-host", "move", "conflict", "project:model-registry",
        "The MLflow tracking server runs on the VM mlflow-01.internal.",
        "2026-01-16T15:20",
        (agent("MLflow tracking server is the mlflow deployment in the ml-platform namespace on k8s, reachable "
               "at http://mlflow.ml-platform.svc.cluster.local:5000.", "2026-03-03T10:40"),),
    ),
    # 515
    Case(
        "p24-artifact-source", "move", "update", "project:inference",
        "Serving pods pull model artifacts from /models on the shared NFS volume.",
        "2026-01-11T11:30",
        (user("Serving pulls model artifacts from the registry's OCI store (registry.ml.internal/models) now, "
              "instead of the NFS /models mount.", "2026-02-23T14:00"),),
    ),
    # --- look-alikes ----------------------------------------------------------------------------
    # 516
    Case(
        "p24-gw-api-keys", LOOKALIKE, "none", "project:inference",
        "The inference gateway authenticates callers with API keys.",
        "2026-01-18T10:45",
        (agent("Inference gateway API keys are scoped per team and rotated every 90 days through Vault.",
               "2026-03-01T15:00"),),
        variant="refinement",
    ),
    # 517
    Case(
        "p24-wandb-entity", LOOKALIKE, "none", "project:ml-train",
        "We use Weights & Biases for experiment tracking on training runs.",
        "2026-01-19T09:00",
        (agent("W&B runs from the training cluster log to the ml-platform entity, one project per model "
               "family.", "2026-03-02T11:25"),),
        kind="decision", variant="refinement",
    ),
    # 518
    Case(
        "p24-dashboard-refresh", LOOKALIKE, "none", "project:feature-store",
        "The feature store's offline store is refreshed every 6 hours.",
        "2026-01-20T13:00",
        (agent("The feature store's freshness dashboard refreshes every 5 minutes.", "2026-03-04T08:40"),),
        variant="different-subject",
    ),
    # 519
    Case(
        "p24-cuda-images", LOOKALIKE, "none", "project:ml-platform",
        "Our training container images are built on CUDA 12.2.",
        "2026-01-21T14:10",
        (agent("The inference container images are built on CUDA 12.4 with TensorRT 10.", "2026-03-05T16:30"),),
        variant="different-subject",
    ),
    # 520
    Case(
        "p24-canary-share", LOOKALIKE, "none", "project:inference",
        "Canary deployments on the inference gateway send 5% of traffic to the new model.",
        "2026-01-22T10:00",
        (agent("Canary for the recsys serving stack starts at 20% of traffic.", "2026-03-06T13:45",
               scope="project:recsys-serving"),),
        kind="decision", variant="other-scope",
    ),
    # 521
    Case(
        "p24-backfill-run", LOOKALIKE, "none", "project:feature-store",
        "The nightly feature backfill runs as the Airflow DAG fs_backfill_daily.",
        "2026-01-23T09:20",
        (agent("fs_backfill_daily finished 03:47 UTC, 41M rows written, no late partitions.",
               "2026-03-09T07:30"),),
        variant="routine",
    ),
    # 522
    Case(
        "p24-champion-promote", LOOKALIKE, "none", "project:model-registry",
        "Production models are promoted through the registry's champion alias.",
        "2026-01-24T11:50",
        (agent("Promoted fraud-xgb v58 to champion after the shadow eval; v57 kept for rollback.",
               "2026-03-10T15:15"),),
        variant="routine",
    ),
    # 523
    Case(
        "p24-spot-default", LOOKALIKE, "none", "project:ml-train",
        "Training jobs must request spot GPUs unless they are expected to run longer than 48 hours.",
        "2026-01-25T16:40",
        (user("Reminder: spot GPUs by default; only runs expected to go past two days get on-demand "
              "capacity.", "2026-03-11T09:30", kind="decision", contradicts=False),),
        kind="decision", variant="agreement",
    ),
    # -- Fresh probe 25 (written by a helper who had not seen the rules; measured once) --
    # ---------------------------------------------------------------- contradictions
    # 524
    Case(
        name="p25-tech-orchestrator-update",
        family="technology",
        expected="update",
        scope="project:ingestion",
        original="Our ingestion pipelines are orchestrated with Airflow 2 on the shared MWAA environment.",
        date="2025-11-03",
        kind="decision",
        later=(
            agent("Finished porting the last three ingestion DAGs to Dagster assets. Ingestion orchestration "
                  "runs entirely on Dagster now, and the MWAA environment was torn down on Friday to stop the bill.",
                  "2026-02-16"),
        ),
    ),
    # 525
    Case(
        name="p25-tech-warehouse-conflict",
        family="technology",
        expected="conflict",
        scope="project:finance-marts",
        original="The finance marts are built in our Snowflake account; Snowflake is the warehouse for everything in finance-marts.",
        date="2025-10-20",
        later=(
            agent("profiles.yml, target prod for finance_marts:\n"
                  "  prod:\n"
                  "    type: bigquery\n"
                  "    method: service-account\n"
                  "    project: acme-fin-marts-prod\n"
                  "    dataset: marts\n"
                  "    threads: 8",
                  "2026-01-22"),
        ),
    ),
    # 526
    Case(
        name="p25-tech-transform-update",
        family="technology",
        expected="update",
        scope="project:marketing-pipeline",
        original="Transformations in the marketing pipeline are written as stored procedures in the warehouse, called from an Airflow task.",
        date="2025-09-12",
        kind="decision",
        later=(
            user(_P25_PR_DBT, "2026-03-05"),
        ),
    ),
    # 527
    Case(
        name="p25-setting-schedule-update",
        family="setting",
        expected="update",
        scope="project:ingestion",
        original="The orders_daily DAG is scheduled at 02:00 UTC.",
        date="2025-12-01",
        later=(
            user("The ERP export keeps landing after 3am, so we pushed orders_daily back to 04:30 UTC.",
                 "2026-01-14"),
        ),
    ),
    # 528
    Case(
        name="p25-setting-retries-conflict",
        family="setting",
        expected="conflict",
        scope="project:ingestion",
        original="Tasks in the ingest DAGs retry 3 times with a 5-minute delay between attempts.",
        date="2025-11-18",
        later=(
            agent("Checked dags/ingest/common.py while debugging the flaky S3 sensor: the shared default_args "
                  "give every ingest task a single retry, after a 15-minute delay.",
                  "2026-02-02"),
        ),
    ),
    # 529
    Case(
        name="p25-setting-freshness-update",
        family="setting",
        expected="update",
        scope="project:revenue-reporting",
        original="The freshness SLA for the revenue dashboard is 6 hours.",
        date="2025-10-07",
        later=(
            agent("Freshness monitor for the revenue dashboard is green; last load 4h10m ago, inside the 6-hour SLA.",
                  "2026-03-10", contradicts=False),
            agent(_P25_WRAPUP_SLA, "2026-03-26"),
        ),
    ),
    # 530
    Case(
        name="p25-policy-pii-conflict",
        family="policy",
        expected="conflict",
        scope="project:bi-platform",
        original="Raw PII columns must never reach the BI layer: Looker only sees hashed customer identifiers.",
        date="2025-08-29",
        kind="decision",
        later=(
            user("The support explore in Looker shows customers' email addresses and phone numbers in plain text "
                 "so support agents can look people up directly; that is how it is meant to work.",
                 "2026-02-11"),
        ),
    ),
    # 531
    Case(
        name="p25-policy-backfill-update",
        family="policy",
        expected="update",
        scope="project:data-ops",
        original="Backfills on production DAGs need sign-off from the on-call data engineer before they are started.",
        date="2025-12-09",
        kind="decision",
        later=(
            user("fyi we're dropping the on-call sign-off for prod backfills, anyone on the team can kick one off "
                 "as long as they post the date range in #data-ops first",
                 "2026-04-02"),
        ),
    ),
    # 532
    Case(
        name="p25-rename-table-update",
        family="rename",
        expected="update",
        scope="project:product-analytics",
        original="The cleaned events table in the warehouse is analytics.events_clean.",
        date="2025-11-25",
        later=(
            agent("refactor(models): events_clean -> stg_events\n\n"
                  "Follow the staging naming convention. All ref() calls and the two Looker views are "
                  "updated; analytics.events_clean stays as a view on stg_events until the end of the sprint, "
                  "then gets dropped.",
                  "2026-01-29"),
        ),
    ),
    # 533
    Case(
        name="p25-rename-dag-conflict",
        family="rename",
        expected="conflict",
        scope="project:crm-sync",
        original="The DAG that loads Salesforce data into the warehouse is sfdc_ingest.",
        date="2025-10-14",
        later=(
            agent("Triggered the Salesforce load to backfill February accounts:\n"
                  "[2026-03-04 01:00:12,481] {taskinstance.py:1157} INFO - Executing "
                  "<Task(PythonOperator): extract_accounts> on 2026-02-01T00:00:00+00:00\n"
                  "[2026-03-04 01:00:12,503] {standard_task_runner.py:57} INFO - Started process 8812 to run "
                  "task ['airflow', 'tasks', 'run', 'crm_salesforce_load', 'extract_accounts', "
                  "'backfill__2026-02-01T00:00:00+00:00']",
                  "2026-03-04"),
        ),
    ),
    # 534
    Case(
        name="p25-move-repo-update",
        family="move",
        expected="update",
        scope="project:data-platform",
        original="The dbt project lives in the data-platform monorepo under transform/dbt.",
        date="2025-09-30",
        later=(
            user("The dbt project has been split out into its own repository, acme/dbt-analytics, and "
                 "transform/dbt was deleted from the monorepo.",
                 "2026-02-20"),
            agent("Cloned acme/dbt-analytics to run the CI fix; transform/dbt no longer exists in the monorepo.",
                  "2026-02-23"),
        ),
    ),
    # 535
    Case(
        name="p25-move-exports-conflict",
        family="move",
        expected="conflict",
        scope="project:warehouse-exports",
        original="Nightly warehouse exports are written to s3://acme-data-exports/nightly/.",
        date="2025-11-05",
        later=(
            user("Q: where do I find last night's export of the customers table?", "2026-04-13",
                 contradicts=False),
            agent("A: gs://acme-exports-eu/nightly/customers/2026-04-12/ — the nightly exports all land in that "
                  "bucket, one folder per table and date.",
                  "2026-04-13"),
        ),
    ),
    # ---------------------------------------------------------------- look-alikes
    # 536
    Case(
        name="p25-look-refinement-schedule",
        family=LOOKALIKE,
        expected="none",
        variant="refinement",
        scope="project:customer-360",
        original="The customer_360 DAG runs daily at 03:00 UTC.",
        date="2025-12-03",
        later=(
            user("For customer_360's 03:00 UTC run: it waits on the CRM sensor before starting and has a "
                 "90-minute execution timeout.",
                 "2026-01-19"),
        ),
    ),
    # 537
    Case(
        name="p25-look-refinement-quality",
        family=LOOKALIKE,
        expected="none",
        variant="refinement",
        scope="project:ingestion",
        original="We use Great Expectations for data quality checks on the ingestion layer.",
        date="2025-10-02",
        kind="decision",
        later=(
            agent(_P25_PR_GE, "2026-02-25"),
        ),
    ),
    # 538
    Case(
        name="p25-look-different-warehouse-size",
        family=LOOKALIKE,
        expected="none",
        variant="different-subject",
        scope="project:finance-marts",
        original="The TRANSFORM_WH virtual warehouse in Snowflake is sized MEDIUM.",
        date="2025-11-11",
        later=(
            user("The BI_READ warehouse that Looker queries through is sized SMALL, with auto-suspend after 60 seconds.",
                 "2026-01-08"),
        ),
    ),
    # 539
    Case(
        name="p25-look-different-owner",
        family=LOOKALIKE,
        expected="none",
        variant="different-subject",
        scope="project:marketing-pipeline",
        original="The marketing_attribution DAG is owned by the growth analytics team.",
        date="2025-12-15",
        later=(
            user("heads up: ads_spend_ingest belongs to the platform team now, ping @maria when it fails",
                 "2026-03-17"),
        ),
    ),
    # 540
    Case(
        name="p25-look-other-scope-format",
        family=LOOKALIKE,
        expected="none",
        variant="other-scope",
        scope="project:lakehouse",
        original="Raw data in the lakehouse is stored as Parquet files partitioned by ingest date.",
        date="2025-09-18",
        later=(
            user("Raw data is stored as Avro files partitioned by event hour.", "2026-02-04",
                 scope="project:clickstream-rt"),
        ),
    ),
    # 541
    Case(
        name="p25-look-other-scope-dbt-version",
        family=LOOKALIKE,
        expected="none",
        variant="other-scope",
        scope="project:finance-marts",
        original="finance-marts pins dbt-core 1.7.",
        date="2025-10-28",
        later=(
            agent("The growth-dashboards project is on dbt-core 1.8; its requirements pin dbt-core==1.8.2.",
                  "2026-03-02", scope="project:growth-dashboards"),
        ),
    ),
    # 542
    Case(
        name="p25-look-routine-looker",
        family=LOOKALIKE,
        expected="none",
        variant="routine",
        scope="project:bi-platform",
        original="Looker is the BI tool for all company dashboards.",
        date="2025-08-14",
        later=(
            agent(_P25_WRAPUP_LOOKER, "2026-02-27"),
        ),
    ),
    # 543
    Case(
        name="p25-look-agreement-review",
        family=LOOKALIKE,
        expected="none",
        variant="agreement",
        scope="project:data-platform",
        original="Production DAG changes go through a pull request with at least one reviewer from data platform.",
        date="2025-11-20",
        kind="decision",
        later=(
            user("Reminder from the retro: every production DAG change still needs a PR reviewed by someone on "
                 "data platform, no direct pushes to main.",
                 "2026-01-30", contradicts=False),
        ),
    ),
    # -- Fresh probe 26 (written by a helper who had not seen the rules; measured once; scope project:checkout renamed project:shop-checkout so as not to meet older cases) --
    # ---------------- contradictions: technology ----------------
    # 544
    Case(
        name="p26-tech-card-processor-cutover",
        family="technology",
        expected="update",
        scope="project:shop-checkout",
        original="Card payments in checkout are processed through Stripe's PaymentIntents API.",
        date="2025-11-03",
        later=(
            agent("feat(checkout): cut card flow over to Adyen Drop-in; stripe client kept only to refund "
                  "legacy orders until they age out", "2026-02-17T15:42:00"),
        ),
    ),
    # 545
    Case(
        name="p26-tech-email-worker",
        family="technology",
        expected="conflict",
        scope="project:shopfront-api",
        original="Order confirmation emails are sent by a Celery worker that reads jobs from Redis.",
        date="2025-10-21",
        later=(
            agent("The order confirmation email is sent by a Sidekiq job, OrderConfirmationWorker in "
                  "app/workers/order_confirmation_worker.rb, which pulls from the 'mailers' queue.",
                  "2026-01-12T10:05:00"),
        ),
    ),
    # 546
    Case(
        name="p26-tech-catalog-search",
        family="technology",
        expected="update",
        scope="project:shopfront-api",
        original="Catalog search will use Postgres full-text search; we are not running a separate search engine.",
        date="2025-09-15",
        kind="decision",
        later=(
            user("We went with Meilisearch for catalog search after all, the Postgres full-text setup "
                 "couldn't handle typo tolerance.", "2026-01-28T09:30:00"),
            agent("Dropped the tsvector columns from products in migration 0160; search queries now go "
                  "entirely through the Meilisearch index.", "2026-02-04T16:11:00"),
        ),
    ),
    # ---------------- contradictions: setting ----------------
    # 547
    Case(
        name="p26-setting-cart-ttl",
        family="setting",
        expected="update",
        scope="project:shopfront-api",
        original="Abandoned carts are kept for 72 hours before they expire.",
        date="2025-12-02",
        later=(
            agent("PR #412 Shorter cart retention\n\nMarketing wants the reminder email to go out sooner, so "
                  "CART_TTL_HOURS drops from 72 to 24. Also fixes the flaky expiry spec in "
                  "spec/models/cart_spec.rb.", "2026-03-09T13:20:00"),
        ),
    ),
    # 548
    Case(
        name="p26-setting-webhook-deadline",
        family="setting",
        expected="conflict",
        scope="project:shipping-bridge",
        original="Our handler for ShipStation shipment webhooks has a 30-second timeout.",
        date="2025-11-18",
        later=(
            agent("seen in shipping-bridge logs:\n"
                  "2026-03-04T11:02:17Z WARN webhook.shipstation handler aborted: deadline of 10s exceeded "
                  "(carrier=ups order=88213)", "2026-03-04T11:10:00"),
        ),
    ),
    # 549
    Case(
        name="p26-setting-free-shipping",
        family="setting",
        expected="update",
        scope="project:shop-checkout",
        original="Orders over $50 qualify for free shipping.",
        date="2025-08-30",
        later=(
            user("Heads up: the free-shipping threshold went up to $75 as of March 1.", "2026-03-02T08:45:00"),
            agent("Changed the cart banner copy to 'Free shipping on orders over $75' to match the new "
                  "threshold.", "2026-03-02T11:15:00"),
        ),
    ),
    # ---------------- contradictions: policy ----------------
    # 550
    Case(
        name="p26-policy-refund-approval",
        family="policy",
        expected="conflict",
        scope="project:admin-panel",
        original="Refunds above $200 need a second admin to approve them in the admin panel.",
        date="2025-10-07",
        kind="decision",
        later=(
            user("Any admin with the refunds role can issue a refund of any size by themselves; the "
                 "admin panel has no second-approver step.", "2026-02-10T14:00:00"),
        ),
    ),
    # 551
    Case(
        name="p26-policy-friday-deploys",
        family="policy",
        expected="update",
        scope="project:shop-checkout",
        original="No deploys to the payments service on Fridays.",
        date="2025-07-11",
        kind="decision",
        later=(
            agent(_P26_WRAPUP, "2026-01-23T18:40:00"),
        ),
    ),
    # ---------------- contradictions: rename ----------------
    # 552
    Case(
        name="p26-rename-addresses-table",
        family="rename",
        expected="update",
        scope="project:shopfront-api",
        original="Customer shipping addresses live in the `addresses` table.",
        date="2025-06-19",
        later=(
            agent("db: addresses -> customer_addresses (migration 0147); update ActiveRecord model, "
                  "admin order queries and the fixtures", "2026-02-26T12:03:00"),
        ),
    ),
    # 553
    Case(
        name="p26-rename-gateway-env-var",
        family="rename",
        expected="conflict",
        scope="project:shop-checkout",
        original="Checkout reads the payment gateway's API key from the PAYMENT_API_KEY environment variable.",
        date="2025-12-15",
        later=(
            user("Q: which env var does checkout read the gateway key from?\n"
                 "A: PSP_SECRET_KEY. grep finds no PAYMENT_API_KEY anywhere in the repo or the helm values.",
                 "2026-03-16T10:22:00"),
        ),
    ),
    # ---------------- contradictions: move ----------------
    # 554
    Case(
        name="p26-move-admin-url",
        family="move",
        expected="update",
        scope="project:admin-panel",
        original="The admin panel is served at admin.brightcart.shop.",
        date="2025-09-02",
        later=(
            user("The admin panel now lives at brightcart.shop/backoffice; the admin subdomain only "
                 "redirects there.", "2026-01-19T09:00:00"),
        ),
    ),
    # 555
    Case(
        name="p26-move-inventory-cron",
        family="move",
        expected="conflict",
        scope="project:ledger-sync",
        original="The nightly inventory sync runs as a cron job on the ops-01 VM.",
        date="2025-11-25",
        later=(
            agent("crontab on ops-01 is empty. inventory sync is the k8s CronJob inventory-sync-nightly in "
                  "the `jobs` namespace", "2026-02-05T07:48:00"),
        ),
    ),
    # ---------------- look-alikes ----------------
    # 556
    Case(
        name="p26-look-webhook-retries-detail",
        family=LOOKALIKE,
        expected="none",
        scope="project:shop-checkout",
        original="Failed payment webhooks are retried up to 5 times.",
        date="2025-10-14",
        variant="refinement",
        later=(
            agent("Failed payment webhooks get up to 5 retries with exponential backoff starting at 2 "
                  "seconds; after the fifth failure the event is written to the webhook_dead_letters table.",
                  "2026-01-08T15:30:00"),
        ),
    ),
    # 557
    Case(
        name="p26-look-tax-cache",
        family=LOOKALIKE,
        expected="none",
        scope="project:shop-checkout",
        original="Sales tax at checkout is calculated with TaxJar.",
        date="2025-08-12",
        variant="refinement",
        later=(
            agent("CHANGELOG v2.14.0\n- checkout: cache TaxJar rate lookups per ZIP code for 10 minutes to "
                  "cut API spend\n- admin: export orders as CSV", "2026-02-20T17:00:00"),
        ),
    ),
    # 558
    Case(
        name="p26-look-easypost-timeouts",
        family=LOOKALIKE,
        expected="none",
        scope="project:shipping-bridge",
        original="The rate-quote request to EasyPost times out after 8 seconds.",
        date="2025-12-01",
        variant="different-subject",
        later=(
            user("The address-verification request to EasyPost times out after 3 seconds.",
                 "2026-01-30T11:40:00"),
        ),
    ),
    # 559
    Case(
        name="p26-look-other-table-rename",
        family=LOOKALIKE,
        expected="none",
        scope="project:shopfront-api",
        original="Discount codes are stored in the `coupons` table.",
        date="2025-07-22",
        variant="different-subject",
        later=(
            agent("db: rename gift_cards -> stored_value_cards (migration 0152), point the admin gift card "
                  "screen at the new table", "2026-03-03T14:25:00"),
        ),
    ),
    # 560
    Case(
        name="p26-look-wholesale-prices",
        family=LOOKALIKE,
        expected="none",
        scope="project:shopfront-api",
        original="Prices are stored as integer cents in USD.",
        date="2025-05-06",
        variant="other-scope",
        later=(
            user("Prices are stored as decimal euros with four decimal places.", "2026-02-12T10:10:00",
                 scope="project:wholesale-portal"),
        ),
    ),
    # 561
    Case(
        name="p26-look-marketing-images",
        family=LOOKALIKE,
        expected="none",
        scope="project:shopfront-api",
        original="Product images are served from the brightcart-media S3 bucket behind CloudFront.",
        date="2025-09-29",
        variant="other-scope",
        later=(
            agent("Product images are served from Cloudinary; there is no S3 bucket involved.",
                  "2026-01-26T13:55:00", scope="project:marketing-site"),
        ),
    ),
    # 562
    Case(
        name="p26-look-label-routine",
        family=LOOKALIKE,
        expected="none",
        scope="project:shipping-bridge",
        original="Shipping labels are generated through the ShipStation API.",
        date="2025-10-30",
        variant="routine",
        later=(
            agent(_P26_ROUTINE, "2026-02-24T18:05:00"),
            agent("fix(shipping): log the ShipStation request id when label creation fails",
                  "2026-02-25T09:12:00"),
        ),
    ),
    # 563
    Case(
        name="p26-look-guest-checkout",
        family=LOOKALIKE,
        expected="none",
        scope="project:shop-checkout",
        original="Guest checkout stays enabled; buyers will not be required to create an account.",
        date="2025-06-03",
        kind="decision",
        variant="agreement",
        later=(
            user("Checked with Priya again today: guest checkout remains on, no forced sign-up.",
                 "2026-03-11T16:30:00", contradicts=False),
        ),
    ),
    # -- Fresh probe 29 (written by a helper who had not seen the rules; measured once) --
    # ---------------- contradictions ----------------
    # 564
    Case(
        name="p29-tech-packager-commit",
        family="technology",
        expected="update",
        scope="project:vod-transcode",
        original="We package HLS and DASH output with Shaka Packager as the last stage of the transcoding pipeline.",
        date="2025-11-04",
        kind="decision",
        later=(
            agent("commit 4e1a9c2  transcode: swap packaging stage from shaka-packager to Bento4 mp4dash/mp4hls; "
                  "delete the shaka container image and its CI job", "2026-02-17"),
            agent("CHANGELOG v3.8.0: packaging stage now uses Bento4 (was Shaka Packager).", "2026-02-20"),
        ),
    ),
    # 565
    Case(
        name="p29-tech-androidtv-player",
        family="technology",
        expected="conflict",
        scope="project:player-android",
        original="The Android TV app plays video with ExoPlayer (androidx.media3).",
        date="2025-12-02",
        later=(
            agent("Read through the Android TV module's build.gradle: playback comes from "
                  "com.bitmovin.player:player:3.68, and there is no androidx.media3 dependency anywhere "
                  "in the module.", "2026-01-22"),
        ),
    ),
    # 566
    Case(
        name="p29-tech-dispatch-meeting",
        family="technology",
        expected="update",
        scope="project:vod-transcode",
        original="Transcode jobs are dispatched to the workers through a RabbitMQ queue.",
        date="2025-09-15",
        later=(
            agent(_P29_MEETING_DISPATCH, "2026-03-11"),
        ),
    ),
    # 567
    Case(
        name="p29-setting-live-segment",
        family="setting",
        expected="update",
        scope="project:live-ingest",
        original="The live pipeline cuts HLS segments of 6 seconds.",
        date="2025-10-08",
        later=(
            user("For the low-latency launch we shortened live segments to 2 seconds, with 0.5s parts.",
                 "2026-01-30"),
        ),
    ),
    # 568
    Case(
        name="p29-setting-manifest-ttl-vcl",
        family="setting",
        expected="conflict",
        scope="project:cdn-edge",
        original="The CDN caches VOD manifests for 60 seconds.",
        date="2025-11-19",
        later=(
            agent("cdn-edge/main.vcl, vcl_fetch:\n"
                  "  if (req.url ~ \"^/vod/\" && req.url ~ \"\\.(m3u8|mpd)$\") {\n"
                  "    set beresp.ttl = 3600s;\n"
                  "    set beresp.http.Cache-Control = \"public, max-age=3600\";\n"
                  "  }", "2026-02-03"),
        ),
    ),
    # 569
    Case(
        name="p29-setting-ladder-wrapup",
        family="setting",
        expected="update",
        scope="project:vod-transcode",
        original="The top rung of the VOD bitrate ladder is 1080p at 6 Mbps.",
        date="2025-08-21",
        later=(
            agent(_P29_WRAPUP_LADDER, "2026-03-05"),
        ),
    ),
    # 570
    Case(
        name="p29-policy-l3-cap",
        family="policy",
        expected="update",
        scope="project:drm-service",
        original="Premium titles require Widevine L1; devices that only have L3 are capped at 540p.",
        date="2025-07-14",
        kind="decision",
        later=(
            user("Product relaxed the rule this quarter: L3-only devices may now play premium titles up to 720p.",
                 "2026-01-12"),
        ),
    ),
    # 571
    Case(
        name="p29-policy-release-day-chat",
        family="policy",
        expected="conflict",
        scope="project:player-tvos",
        original="Player app releases go to the app stores only on Tuesdays.",
        date="2025-10-27",
        kind="decision",
        later=(
            agent(_P29_CHAT_RELEASE, "2026-02-13"),
        ),
    ),
    # 572
    Case(
        name="p29-rename-forge-pr",
        family="rename",
        expected="update",
        scope="project:vod-transcode",
        original="The transcoding service is called forge; its logs and alerts are tagged service=forge.",
        date="2025-06-30",
        later=(
            agent(_P29_PR_RENAME, "2026-02-25"),
        ),
    ),
    # 573
    Case(
        name="p29-rename-rebuffer-metric",
        family="rename",
        expected="conflict",
        scope="project:qoe-analytics",
        original="The rebuffering ratio is exported to Prometheus as player_rebuffer_ratio.",
        date="2025-12-10",
        later=(
            agent("The QoE dashboard's rebuffering panel queries qoe_stall_ratio; querying "
                  "player_rebuffer_ratio in Prometheus returns no series at all.", "2026-01-28"),
        ),
    ),
    # 574
    Case(
        name="p29-move-live-origin",
        family="move",
        expected="update",
        scope="project:live-ingest",
        original="The live origin servers run in our Frankfurt data center.",
        date="2025-05-19",
        later=(
            user("Live origin was migrated to AWS eu-west-1 over the weekend; the Frankfurt racks only host "
                 "the cold archive from now on.", "2026-03-02"),
        ),
    ),
    # 575
    Case(
        name="p29-move-content-keys-qa",
        family="move",
        expected="conflict",
        scope="project:drm-service",
        original="DRM content keys are stored in HashiCorp Vault on the security team's cluster.",
        date="2025-09-02",
        later=(
            agent(_P29_QA_KEYS, "2026-02-09"),
        ),
    ),
    # ---------------- look-alikes ----------------
    # 576
    Case(
        name="p29-look-sprite-details",
        family=LOOKALIKE,
        expected="none",
        variant="refinement",
        scope="project:vod-transcode",
        original="Scrub-bar thumbnails are generated by the transcoding pipeline as sprite sheets referenced from a WebVTT file.",
        date="2025-10-01",
        later=(
            agent("Sprite sheets are 10x10 grids of 160x90 JPEG tiles, one tile every 5 seconds; the VTT "
                  "cues point into them with #xywh= fragments.", "2026-01-15"),
        ),
    ),
    # 577
    Case(
        name="p29-look-hlsjs-bump",
        family=LOOKALIKE,
        expected="none",
        variant="refinement",
        scope="project:player-web",
        original="The web player uses hls.js for HLS playback on browsers other than Safari.",
        date="2025-11-11",
        later=(
            agent("commit 9b0d7f1  player-web: bump hls.js 1.4.12 -> 1.5.7; enable lowLatencyMode for live "
                  "streams only; Safari keeps native playback", "2026-02-06"),
        ),
    ),
    # 578
    Case(
        name="p29-look-roku-crashes",
        family=LOOKALIKE,
        expected="none",
        variant="different-subject",
        scope="project:player-apps",
        original="Crash reports from the iOS player app go to Sentry.",
        date="2025-08-05",
        later=(
            user("Crash reports from the Roku channel go to the Roku developer dashboard; someone exports "
                 "them to the shared drive every Monday.", "2026-01-19"),
        ),
    ),
    # 579
    Case(
        name="p29-look-live-captions",
        family=LOOKALIKE,
        expected="none",
        variant="different-subject",
        scope="project:vod-transcode",
        original="VOD subtitles are stored as WebVTT sidecar files in the vs-subtitles bucket.",
        date="2025-09-23",
        later=(
            user("Live captions are carried in-band as CEA-608 in the H.264 SEI messages; there are no "
                 "sidecar files for live.", "2026-02-11"),
        ),
    ),
    # 580
    Case(
        name="p29-look-ffmpeg-live",
        family=LOOKALIKE,
        expected="none",
        variant="other-scope",
        scope="project:vod-transcode",
        original="The transcoding workers run FFmpeg 6.1.",
        date="2025-10-14",
        later=(
            user("The transcoding workers run FFmpeg 7.0, built with SRT and libvmaf.", "2026-01-08",
                 scope="project:live-ingest"),
        ),
    ),
    # 581
    Case(
        name="p29-look-browserslist-admin",
        family=LOOKALIKE,
        expected="none",
        variant="other-scope",
        scope="project:player-web",
        original="The minimum supported Chrome version for the web app is 100.",
        date="2025-07-29",
        later=(
            agent("package.json of the content-ops console:\n"
                  "  \"browserslist\": [\"chrome >= 115\", \"edge >= 115\", \"firefox >= 115\"]\n"
                  "so the minimum supported Chrome version for the web app here is 115.", "2026-02-18",
                  scope="project:content-ops-console"),
        ),
    ),
    # 582
    Case(
        name="p29-look-nightly-reencode-log",
        family=LOOKALIKE,
        expected="none",
        variant="routine",
        scope="project:vod-transcode",
        original="The nightly catalog re-encode job runs at 02:00 UTC on the spot GPU pool.",
        date="2025-11-26",
        later=(
            agent("[2026-03-03 02:00:04Z] nightly-reencode start pool=spot-gpu titles=412\n"
                  "[2026-03-03 03:47:51Z] nightly-reencode done ok=409 failed=3 retried=3 "
                  "(all retries succeeded on spot-gpu)", "2026-03-03"),
            agent("Nightly re-encode finished again without manual intervention; nothing to report.",
                  "2026-03-04"),
        ),
    ),
    # 583
    Case(
        name="p29-look-key-rotation-confirmed",
        family=LOOKALIKE,
        expected="none",
        variant="agreement",
        scope="project:drm-service",
        original="DRM content keys are rotated every 90 days.",
        date="2025-12-15",
        kind="decision",
        later=(
            user("Security review today confirmed it: content keys keep rotating on the 90-day schedule.",
                 "2026-03-09", contradicts=False),
        ),
    ),
    # -- Fresh probe 30 (written by a helper who had not seen the rules; measured once; scope project:billing renamed project:ci-billing so as not to meet older cases) --
    # ---------------- contradictions ----------------
    # 584
    Case(
        name="p30-tech-artifact-store-r2",
        family="technology",
        expected="update",
        scope="project:artifact-cache",
        original="The CI artifact cache is stored in the S3 bucket ci-artifacts-prod in us-east-1; runners fetch from it directly.",
        date="2025-11-04T10:00:00",
        later=(
            agent(
                "commit 4e1a9c2  cache: switch artifact store to R2\n\n"
                "- resource \"aws_s3_bucket\" \"ci_artifacts\" { bucket = \"ci-artifacts-prod\" }\n"
                "+ resource \"cloudflare_r2_bucket\" \"ci_artifacts\" {\n"
                "+   name     = \"ci-artifacts-prod\"\n"
                "+   location = \"ENAM\"\n"
                "+ }\n\n"
                "Egress from S3 to the runner fleet was most of the cache bill. Runners pick up the new "
                "RUNNER_CACHE_ENDPOINT on the next deploy.",
                "2026-02-11T16:42:00",
            ),
        ),
    ),
    # 585
    Case(
        name="p30-tech-metering-bus-nats",
        family="technology",
        expected="conflict",
        scope="project:metering",
        original="Usage metering events go through Kafka (topic metering.usage.v1), and the billing aggregator consumes them from there.",
        date="2025-12-01T09:30:00",
        kind="decision",
        later=(
            agent(
                "billing-aggregator[2231]: INFO connected to nats://nats-metering.internal:4222\n"
                "billing-aggregator[2231]: INFO subscribed to JetStream stream METERING_USAGE (durable consumer agg-1)\n"
                "billing-aggregator[2231]: INFO pending=14 acked=1882 redelivered=0",
                "2026-01-20T03:12:07",
            ),
        ),
    ),
    # 586
    Case(
        name="p30-tech-runner-images-nix",
        family="technology",
        expected="update",
        scope="project:runner-fleet",
        original="Runner VM images are built with Packer from the templates in infra/images.",
        date="2025-10-14T14:00:00",
        later=(
            user(
                "We stopped using Packer for the runner images last sprint. They are built from a Nix flake "
                "in infra/nix-images now and shipped as raw disks.",
                "2026-01-08T11:15:00",
            ),
            agent(
                "Built runner image 2026.03.1 with `nix build .#runner-image-linux` and uploaded the raw disk "
                "to the image registry; the old infra/images directory is gone from main.",
                "2026-03-03T09:50:00",
            ),
        ),
    ),
    # 587
    Case(
        name="p30-setting-free-artifact-cap",
        family="setting",
        expected="update",
        scope="project:artifact-cache",
        original="On the free tier a single job may upload at most 500 MB of artifacts.",
        date="2025-09-22T13:00:00",
        later=(
            agent(
                "PR #812: raise the free-tier artifact cap\n\n"
                "Support keeps getting tickets from monorepo users hitting the ceiling, so this bumps it.\n\n"
                "```yaml\n"
                "artifacts:\n"
                "  limits:\n"
                "    free:\n"
                "      maxUploadBytes: 2147483648  # 2 GiB (previously 500 MiB)\n"
                "```",
                "2026-02-02T15:20:00",
            ),
        ),
    ),
    # 588
    Case(
        name="p30-setting-cache-ttl",
        family="setting",
        expected="conflict",
        scope="project:artifact-cache",
        original="Entries in the shared runner cache are evicted after 7 days without a hit.",
        date="2025-11-18T10:30:00",
        later=(
            agent(
                "While chasing a customer's cache miss I read the eviction job config: the shared runner cache "
                "evicts an entry once it has gone 30 days without a hit.",
                "2026-01-27T17:05:00",
            ),
        ),
    ),
    # 589
    Case(
        name="p30-setting-warm-pool",
        family="setting",
        expected="update",
        scope="project:runner-fleet",
        original="During business hours the autoscaler keeps a warm pool of 20 idle Linux runners.",
        date="2025-10-30T08:45:00",
        later=(
            user(
                "We cut the business-hours warm pool down to 8 idle Linux runners; twenty was mostly sitting idle "
                "and costing us real money.",
                "2026-02-16T10:00:00",
            ),
            agent(
                "autoscaler status 10:14 UTC: pool=linux-shared idle=8 target_idle=8 busy=61 pending=0",
                "2026-02-17T10:14:00",
            ),
        ),
    ),
    # 590
    Case(
        name="p30-policy-overage-approval",
        family="policy",
        expected="conflict",
        scope="project:ci-billing",
        original="Overage is never billed automatically: usage above a plan's quota is only invoiced after an account manager approves it.",
        date="2025-12-09T16:00:00",
        kind="decision",
        later=(
            agent(_P30_EOD_OVERAGE, "2026-02-03T18:40:00"),
        ),
    ),
    # 591
    Case(
        name="p30-policy-cache-purge",
        family="policy",
        expected="update",
        scope="project:artifact-cache",
        original="Only the platform on-call may purge the global artifact cache.",
        date="2025-11-02T12:00:00",
        kind="decision",
        later=(
            user(
                "fyi anyone on build-infra can hit purge on the global cache now, we opened it up after last "
                "week's incident sat for 40 min waiting on on-call",
                "2026-01-15T14:22:00",
            ),
        ),
    ),
    # 592
    Case(
        name="p30-rename-meter-rollup",
        family="rename",
        expected="update",
        scope="project:metering",
        original="The service that turns raw usage events into billable line items is called meter-rollup.",
        date="2025-10-06T09:00:00",
        later=(
            user(
                "meter-rollup has been renamed to usage-ledger; the repository, the Kubernetes deployment and the "
                "Grafana dashboards all carry the new name.",
                "2026-01-12T10:30:00",
            ),
        ),
    ),
    # 593
    Case(
        name="p30-rename-billable-metric",
        family="rename",
        expected="conflict",
        scope="project:metering",
        original="The Prometheus counter for billable runner time is ci_runner_billable_seconds_total.",
        date="2025-12-15T11:00:00",
        later=(
            agent(
                "$ curl -s localhost:9102/metrics | grep -i billable\n"
                "# HELP runner_billed_minutes_total Billable runner time in minutes.\n"
                "# TYPE runner_billed_minutes_total counter\n"
                "runner_billed_minutes_total{os=\"linux\",size=\"4x\"} 918233\n"
                "runner_billed_minutes_total{os=\"macos\",size=\"m2\"} 40211",
                "2026-02-24T13:07:00",
            ),
        ),
    ),
    # 594
    Case(
        name="p30-move-fleet-terraform",
        family="move",
        expected="update",
        scope="project:runner-fleet",
        original="The Terraform for the runner fleet lives in the infra-live repository under stacks/runners.",
        date="2025-09-10T15:00:00",
        later=(
            agent(
                "CHANGELOG.md\n\n## 2026-03-02\n"
                "- Runner fleet Terraform relocated from infra-live/stacks/runners to the fleet-tf repo "
                "(modules/fleet); infra-live keeps only a README pointing there.\n"
                "- Bumped the aws provider to 5.80.",
                "2026-03-02T17:30:00",
            ),
        ),
    ),
    # 595
    Case(
        name="p30-move-billing-db-region",
        family="move",
        expected="conflict",
        scope="project:ci-billing",
        original="The billing database runs in eu-west-1.",
        date="2025-11-25T10:00:00",
        later=(
            user(
                "The billing database is in eu-central-1, in the same VPC as the invoice workers.",
                "2026-01-30T09:15:00",
            ),
        ),
    ),
    # ---------------- look-alikes ----------------
    # 596
    Case(
        name="p30-look-refine-minute-rounding",
        family=LOOKALIKE,
        expected="none",
        variant="refinement",
        scope="project:metering",
        original="Runner usage is metered per runner-minute, rounded up to the next whole minute.",
        date="2025-10-20T10:00:00",
        later=(
            user(
                "Runner-minute metering starts when the job is assigned to a runner, not when it is queued; the "
                "round-up to the next whole minute still happens at the end of the job.",
                "2026-01-22T11:00:00",
            ),
        ),
    ),
    # 597
    Case(
        name="p30-look-refine-cache-replicas",
        family=LOOKALIKE,
        expected="none",
        variant="refinement",
        scope="project:artifact-cache",
        original="The artifact cache service runs 3 replicas in production.",
        date="2025-12-03T09:00:00",
        later=(
            agent(
                "# charts/artifact-cache/values-prod.yaml\n"
                "replicaCount: 3\n"
                "resources:\n"
                "  requests: {cpu: \"2\", memory: 4Gi}\n"
                "podDisruptionBudget:\n"
                "  minAvailable: 2\n"
                "topologySpreadConstraints:\n"
                "  - maxSkew: 1\n"
                "    topologyKey: topology.kubernetes.io/zone",
                "2026-02-09T14:10:00",
            ),
        ),
    ),
    # 598
    Case(
        name="p30-look-subject-plan-minutes",
        family=LOOKALIKE,
        expected="none",
        variant="different-subject",
        scope="project:ci-billing",
        original="The free tier includes 2,000 runner-minutes per month.",
        date="2025-10-01T12:00:00",
        later=(
            user("The Team plan includes 10,000 runner-minutes per month.", "2026-01-05T10:00:00"),
        ),
    ),
    # 599
    Case(
        name="p30-look-subject-gpu-pool",
        family=LOOKALIKE,
        expected="none",
        variant="different-subject",
        scope="project:runner-fleet",
        original="Linux runners in the shared pool run on c6i.2xlarge instances.",
        date="2025-11-12T10:00:00",
        later=(
            agent(
                "resource \"aws_launch_template\" \"gpu_runners\" {\n"
                "  name_prefix   = \"gpu-runner-\"\n"
                "  instance_type = \"g5.2xlarge\"\n"
                "  image_id      = data.aws_ami.runner_gpu.id\n"
                "}\n"
                "# dedicated pool for ML customers; the shared Linux pool is untouched",
                "2026-02-19T16:00:00",
            ),
        ),
    ),
    # 600
    Case(
        name="p30-look-scope-invoice-day",
        family=LOOKALIKE,
        expected="none",
        variant="other-scope",
        scope="project:ci-billing",
        original="Invoices are generated on the 1st of each month at 00:00 UTC.",
        date="2025-09-30T09:00:00",
        later=(
            user(
                "Invoices are generated on the 15th of each month at 06:00 UTC.",
                "2026-01-19T10:00:00",
                scope="project:marketplace-resale",
            ),
        ),
    ),
    # 601
    Case(
        name="p30-look-routine-flush",
        family=LOOKALIKE,
        expected="none",
        variant="routine",
        scope="project:metering",
        original="The billing aggregator flushes metered usage to Postgres every 60 seconds.",
        date="2025-11-06T10:00:00",
        later=(
            agent(_P30_EOD_FLUSH, "2026-02-13T18:20:00"),
        ),
    ),
    # 602
    Case(
        name="p30-look-routine-log-retention",
        family=LOOKALIKE,
        expected="none",
        variant="routine",
        scope="project:runner-fleet",
        original="CI runner logs are retained for 90 days in the log store.",
        date="2025-10-08T10:00:00",
        later=(
            agent(
                "Pulled the last 90 days of runner logs from the log store for the flaky-checkout investigation; "
                "the failures cluster on the arm64 pool between 02:00 and 04:00 UTC.",
                "2026-01-28T15:30:00",
            ),
        ),
    ),
    # 603
    Case(
        name="p30-look-agree-stripe",
        family=LOOKALIKE,
        expected="none",
        variant="agreement",
        scope="project:ci-billing",
        original="Customers are billed through Stripe; we do not build our own payment processing.",
        date="2025-09-15T10:00:00",
        kind="decision",
        later=(
            user(
                "Settled again at the pricing review: Stripe stays the payment provider and nobody is building "
                "in-house payment processing.",
                "2026-02-05T16:00:00",
                contradicts=False,
            ),
        ),
    ),
    # -- Fresh probe 27 (written by a helper who had not seen the rules; measured once at the end of a session; scope project:partner-portal renamed project:partner-sso so as not to meet older cases) --
    # ---------------------------------------------------------------- contradictions
    # 604
    Case(
        name="p27-workforce-idp-entra",
        family="technology",
        expected="update",
        scope="project:gatekeeper",
        original="Workforce SSO for all internal apps goes through Okta as the identity provider.",
        date="2026-01-12",
        kind="decision",
        later=(
            user("We finished migrating workforce SSO off Okta last week; internal apps now federate "
                 "through Microsoft Entra ID.", "2026-03-04"),
        ),
    ),
    # 605
    Case(
        name="p27-payments-secrets-store",
        family="technology",
        expected="conflict",
        scope="project:lockbox",
        original="Service secrets for the payments stack are stored in HashiCorp Vault under the kv-v2 engine.",
        date="2026-01-20",
        later=(
            agent("Traced payments-api startup on prod-eu-1:\n"
                  "  12:03:11 INFO  secrets: loaded 6 values from aws-secretsmanager (prefix payments/prod/)\n"
                  "  12:03:11 INFO  db: pool ready (max=20)\n"
                  "The pod spec has no vault-agent sidecar and VAULT_ADDR is not set anywhere in the chart.",
                  "2026-02-17"),
        ),
    ),
    # 606
    Case(
        name="p27-auth-audit-sink",
        family="technology",
        expected="update",
        scope="project:ledger-audit",
        original="Audit events from the auth service are shipped to Splunk through the HTTP Event Collector.",
        date="2026-02-02",
        later=(
            user("PR #412: Ship auth audit events to Elasticsearch\n\n"
                 "Summary: switches the audit exporter from Splunk HEC to the Elasticsearch bulk API. "
                 "Splunk forwarding is removed in this PR and the HEC endpoint settings are deleted from "
                 "values.yaml. Dashboards were rebuilt in Kibana; see the linked screenshots.\n\n"
                 "Testing: replayed 24h of staging events, counts match.", "2026-04-09"),
        ),
    ),
    # 607
    Case(
        name="p27-admin-console-idle-timeout",
        family="setting",
        expected="update",
        scope="project:gatekeeper",
        original="SSO sessions on the admin console expire after 8 hours of inactivity.",
        date="2026-01-15",
        later=(
            user("Following the pen-test finding, the admin console's idle session timeout was cut to "
                 "30 minutes.", "2026-02-26"),
            agent("Got logged out of the admin console after about half an hour idle while testing the "
                  "new role editor; the SSO app config now has idle_timeout: 1800.", "2026-03-02"),
        ),
    ),
    # 608
    Case(
        name="p27-totp-drift-window",
        family="setting",
        expected="conflict",
        scope="project:gatekeeper",
        original="The TOTP verifier accepts codes within a drift window of one step (plus or minus 30 seconds).",
        date="2026-02-03",
        later=(
            agent("From auth-service/config/mfa.toml on main:\n"
                  "[totp]\n"
                  "period = 30\n"
                  "digits = 6\n"
                  "allowed_drift_steps = 3\n"
                  "algorithm = \"SHA1\"", "2026-03-11"),
        ),
    ),
    # 609
    Case(
        name="p27-certification-deadline",
        family="setting",
        expected="update",
        scope="project:certify",
        original="During quarterly access reviews, reviewers have 14 days to certify or revoke each entitlement.",
        date="2026-01-08",
        later=(
            agent("EOD: closed out the Q2 review kickoff. Sent reviewer assignments for the 38 prod "
                  "accounts, fixed the broken manager lookup for contractors in the review tool, and "
                  "paired with Dana on the IdentityNow connector timeouts (still flaky, ticket IAM-882). "
                  "Heads up: compliance shortened the certification deadline, so reviewers get 7 days "
                  "starting this cycle. Tomorrow: chase the five reviewers who haven't opened their "
                  "queue yet and draft the exceptions report template.", "2026-04-01"),
        ),
    ),
    # 610
    Case(
        name="p27-break-glass-approvals",
        family="policy",
        expected="update",
        scope="project:gatekeeper",
        original="Break-glass admin accounts may only be used with approval from two members of the "
                 "security on-call rotation.",
        date="2026-01-22",
        kind="decision",
        later=(
            user("Break-glass policy change agreed at the risk committee: a single on-call approver is "
                 "enough from now on, provided the session is recorded and reviewed within 24 hours.",
                 "2026-03-18"),
        ),
    ),
    # 611
    Case(
        name="p27-db-credential-rotation",
        family="policy",
        expected="conflict",
        scope="project:lockbox",
        original="Database credentials in the lockbox project must be rotated every 90 days.",
        date="2026-02-05",
        later=(
            user("Q: How often do we have to rotate the Postgres credentials for lockbox?\n"
                 "A (Priya, security): Every 30 days. That's what the SOC 2 control text says, and the "
                 "rotation job is scheduled monthly for exactly that reason.", "2026-03-09"),
        ),
    ),
    # 612
    Case(
        name="p27-prod-db-group-name",
        family="rename",
        expected="update",
        scope="project:keyring",
        original="Engineers get read access to production databases by being added to the directory "
                 "group prod-db-readers.",
        date="2026-01-27",
        later=(
            agent("chore(iam): rename prod-db-readers -> dbaccess-prod-ro\n\n"
                  "Aligns with the <resource>-<env>-<level> naming scheme. Terraform carries the "
                  "membership over; the old group is deleted once the sync job confirms parity.",
                  "2026-02-19"),
        ),
    ),
    # 613
    Case(
        name="p27-ssh-ca-service-name",
        family="rename",
        expected="conflict",
        scope="project:keyring",
        original="The internal service that issues short-lived SSH certificates is called sshca.",
        date="2026-02-10",
        later=(
            user("The SSH certificate issuer is certmint; engineers request a cert with "
                 "`certmint login` before hopping to the bastion.", "2026-03-23"),
        ),
    ),
    # 614
    Case(
        name="p27-audit-archive-bucket",
        family="move",
        expected="update",
        scope="project:ledger-audit",
        original="Audit logs are archived to the S3 bucket sec-audit-archive in us-east-1.",
        date="2026-01-14",
        later=(
            user("For data residency we relocated the audit log archive to sec-audit-archive-eu in "
                 "eu-central-1; the us-east-1 bucket stays read-only until it is deleted in June.",
                 "2026-04-14"),
        ),
    ),
    # 615
    Case(
        name="p27-compromised-creds-runbook",
        family="move",
        expected="conflict",
        scope="project:ledger-audit",
        original="The incident runbook for compromised credentials lives in the SECOPS Confluence space.",
        date="2026-02-12",
        later=(
            agent("Paged for a leaked-credential alert at 02:14. Followed the compromised-credentials "
                  "runbook at secops-internal/runbooks, incidents/credential-compromise.md (that's the "
                  "link on the PagerDuty service); searched SECOPS in Confluence too and there is no "
                  "page for it there. Rotated the exposed key pair and closed the alert at 03:05.",
                  "2026-03-29"),
        ),
    ),
    # ---------------------------------------------------------------- look-alikes
    # 616
    Case(
        name="p27-mesh-mtls-detail",
        family=LOOKALIKE,
        variant="refinement",
        expected="none",
        scope="project:meshguard",
        original="Service-to-service authentication inside the mesh uses mutual TLS.",
        date="2026-01-19",
        later=(
            user("mTLS certificates in the mesh are issued by the internal step-ca and are valid for 24 "
                 "hours; the sidecar handles rotation on its own.", "2026-02-24"),
        ),
    ),
    # 617
    Case(
        name="p27-mfa-factors-changelog",
        family=LOOKALIKE,
        variant="refinement",
        expected="none",
        scope="project:gatekeeper",
        original="All SSO-enabled applications must enforce MFA at the identity provider.",
        date="2026-01-09",
        kind="decision",
        later=(
            agent("CHANGELOG v2.14.0\n"
                  "- Added: WebAuthn passkeys accepted as an MFA factor at the IdP, alongside TOTP.\n"
                  "- Fixed: MFA prompt loop for users with two enrolled factors.\n"
                  "- Changed: enrollment page copy updated for the passkey flow.", "2026-03-06"),
        ),
    ),
    # 618
    Case(
        name="p27-token-expiry-other-thing",
        family=LOOKALIKE,
        variant="different-subject",
        expected="none",
        scope="project:keyring",
        original="Partner portal API keys expire after 180 days.",
        date="2026-02-01",
        later=(
            user("Personal access tokens for the internal Git server expire after 30 days.", "2026-03-12"),
        ),
    ),
    # 619
    Case(
        name="p27-boundary-audit-file",
        family=LOOKALIKE,
        variant="different-subject",
        expected="none",
        scope="project:lockbox",
        original="The Vault audit device writes to a file at /var/log/vault/audit.log.",
        date="2026-01-29",
        later=(
            agent("Boundary controller config on bastion-2, for the record:\n"
                  "events {\n"
                  "  audit_enabled = true\n"
                  "  sink {\n"
                  "    name = \"audit-file\"\n"
                  "    file {\n"
                  "      path      = \"/var/log/boundary/\"\n"
                  "      file_name = \"audit.log\"\n"
                  "    }\n"
                  "  }\n"
                  "}", "2026-03-03"),
        ),
    ),
    # 620
    Case(
        name="p27-idp-partner-portal",
        family=LOOKALIKE,
        variant="other-scope",
        expected="none",
        scope="project:keyring",
        original="Okta is the identity provider for SSO in the keyring project.",
        date="2026-01-16",
        later=(
            user("The partner portal uses Auth0 as its identity provider for customer SSO.", "2026-02-20",
                 scope="project:partner-sso"),
        ),
    ),
    # 621
    Case(
        name="p27-audit-retention-sandbox",
        family=LOOKALIKE,
        variant="other-scope",
        expected="none",
        scope="project:ledger-audit",
        original="Audit logs are retained for one year.",
        date="2026-01-23",
        later=(
            user("Audit logs are kept for only 30 days.", "2026-03-16", scope="project:sandbox-lab"),
        ),
    ),
    # 622
    Case(
        name="p27-sailpoint-daily-log",
        family=LOOKALIKE,
        variant="routine",
        expected="none",
        scope="project:certify",
        original="Quarterly access reviews are run in SailPoint IdentityNow.",
        date="2026-01-06",
        later=(
            agent("Daily log: exported the IdentityNow certification campaign results for Q1 and attached "
                  "the CSV to AUD-311, revoked 14 stale entitlements the reviewers flagged, and reopened "
                  "two items where the manager was out of office. The IdentityNow API rate limit bit us "
                  "again on the bulk revoke, so I batched it in groups of 50.", "2026-04-03"),
        ),
    ),
    # 623
    Case(
        name="p27-no-secrets-in-git",
        family=LOOKALIKE,
        variant="agreement",
        expected="none",
        scope="project:lockbox",
        original="Secrets must never be committed to git; every repo runs gitleaks as a pre-commit hook.",
        date="2026-01-13",
        kind="decision",
        later=(
            user("Reminder for new joiners: no secrets in git, ever. The gitleaks pre-commit hook is "
                 "mandatory and CI fails the build if it was skipped.", "2026-02-27", contradicts=False),
        ),
    ),
    # -- Fresh probe 28 (written by a helper who had not seen the rules; measured once at the end of a session) --
    # ---------------------------------------------------------------- contradictions: update
    # 624
    Case(
        name="p28-sim-gazebo-classic-update",
        family="technology",
        expected="update",
        scope="project:warehouse-amr",
        original="The warehouse AMR simulation runs in Gazebo Classic 11.",
        date="2025-11-04",
        kind="decision",
        later=(
            user("We've finished porting the AMR sim to Gazebo Harmonic; Classic 11 has been uninstalled "
                 "from the sim boxes and the old world files are archived.", "2026-02-12"),
        ),
    ),
    # 625
    Case(
        name="p28-imu-rate-commit-update",
        family="setting",
        expected="update",
        scope="project:rover-nav",
        original="The IMU driver on the rover publishes /imu/data at 200 Hz.",
        date="2025-12-01",
        later=(
            agent("imu_driver: raise publish rate 200 -> 400 Hz\n\n"
                  "The EKF was lagging behind on tight turns. rate_hz in config/imu.yaml is now 400; "
                  "checked with `ros2 topic hz /imu/data` on R2.", "2026-01-19"),
        ),
    ),
    # 626
    Case(
        name="p28-hil-pr-policy-update",
        family="policy",
        expected="update",
        scope="project:hil-ci",
        original="Hardware-in-the-loop jobs run only on merges to main, never on pull requests, because "
                 "there is a single shared test rig.",
        date="2025-10-20",
        kind="decision",
        later=(
            user("## Run hil-smoke on labelled PRs\n\n"
                 "With the second rig racked this week, this PR lets the `hil-smoke` job run on pull "
                 "requests carrying the `needs-hil` label. As agreed in Tuesday's sync, main-only is "
                 "dropped as the rule; the full HIL suite still runs after merge.", "2026-03-03"),
            agent("hil-smoke started on PR #412 (label needs-hil), rig-b, 14 tests, 12m31s.",
                  "2026-03-04"),
        ),
    ),
    # 627
    Case(
        name="p28-odom-node-changelog-rename",
        family="rename",
        expected="update",
        scope="project:rover-nav",
        original="The node that fuses wheel odometry with the IMU is called odom_fusion_node.",
        date="2025-09-15",
        later=(
            agent("## rover_localization 0.9.0 (2026-01-08)\n"
                  "- `odom_fusion_node` is now `state_estimator_node`; launch files updated, the old "
                  "executable name is gone.\n"
                  "- Covariance defaults documented in README.", "2026-01-08"),
        ),
    ),
    # 628
    Case(
        name="p28-stereo-calib-wrapup-move",
        family="move",
        expected="update",
        scope="project:field-robot",
        original="Calibration files for the stereo cameras are kept in the robot_config repo under "
                 "calib/stereo/.",
        date="2025-11-28",
        later=(
            agent(_P28_WRAPUP, "2026-02-05"),
        ),
    ),
    # 629
    Case(
        name="p28-hil-timeout-setting-update",
        family="setting",
        expected="update",
        scope="project:hil-ci",
        original="The timeout for the full HIL flight-test suite in CI is 45 minutes.",
        date="2025-12-10",
        later=(
            user("We raised the HIL flight-test suite timeout to 90 minutes after the battery-drain "
                 "tests were added.", "2026-01-27"),
        ),
    ),
    # 630
    Case(
        name="p28-fieldbags-chat-move",
        family="move",
        expected="update",
        scope="project:field-robot",
        original="Rosbag recordings from field tests are uploaded to the NAS share at /mnt/fieldlogs.",
        date="2025-08-30",
        later=(
            user("fyi bags go to s3://acme-fieldbags from now on, the nas share is read-only until "
                 "it's decommissioned", "2026-01-14"),
        ),
    ),
    # ---------------------------------------------------------------- contradictions: conflict
    # 631
    Case(
        name="p28-arm-ros-distro-dockerfile-conflict",
        family="technology",
        expected="conflict",
        scope="project:arm-picker",
        original="The arm controller stack runs on ROS 2 Humble.",
        date="2025-10-02",
        later=(
            agent("Dockerfile for arm_controller, as checked out on the picker cell:\n"
                  "```\nFROM ros:jazzy-ros-base\n"
                  "RUN apt-get update && apt-get install -y ros-jazzy-ros2-control "
                  "ros-jazzy-moveit\n```", "2026-02-18"),
        ),
    ),
    # 632
    Case(
        name="p28-can-bitrate-incident-conflict",
        family="setting",
        expected="conflict",
        scope="project:rover-nav",
        original="The CAN bus to the wheel motor controllers runs at 500 kbit/s.",
        date="2025-11-11",
        later=(
            agent(_P28_INCIDENT, "2026-03-09"),
        ),
    ),
    # 633
    Case(
        name="p28-signed-firmware-policy-conflict",
        family="policy",
        expected="conflict",
        scope="project:field-robot",
        original="Drive-board firmware must be signed with the hardware security key before it is "
                 "flashed onto any robot.",
        date="2025-09-22",
        kind="decision",
        later=(
            user("Unsigned drive-board firmware builds are fine to flash on the fleet robots; the "
                 "bootloader doesn't verify signatures.", "2026-01-30"),
        ),
    ),
    # 634
    Case(
        name="p28-bumper-topic-qa-conflict",
        family="rename",
        expected="conflict",
        scope="project:warehouse-amr",
        original="Front bumper contact events are published on the topic /bumper/front.",
        date="2025-12-04",
        later=(
            user("Q: which topic do I subscribe to for front bumper hits?\n"
                 "A: /front_bumper/contact. There's no /bumper/front on the AMR.", "2026-02-02"),
            agent("`ros2 topic list | grep bumper` on amr-03 prints /front_bumper/contact and "
                  "/rear_bumper/contact only.", "2026-02-03"),
        ),
    ),
    # 635
    Case(
        name="p28-fc-hil-rig-location-conflict",
        family="move",
        expected="conflict",
        scope="project:quadcopter-fc",
        original="The HIL rig for the drone flight controller is in building B, room 214.",
        date="2025-10-14",
        later=(
            user("The flight-controller HIL rig is in the basement test cage of building A.",
                 "2026-01-22"),
        ),
    ),
    # ---------------------------------------------------------------- look-alikes
    # 636
    Case(
        name="p28-lidar-topic-refinement",
        family=LOOKALIKE,
        expected="none",
        variant="refinement",
        scope="project:rover-nav",
        original="The lidar driver node publishes the point cloud on /points_raw.",
        date="2025-11-19",
        later=(
            agent("/points_raw from the lidar driver carries frame_id lidar_link and uses best-effort "
                  "QoS, so rviz needs its reliability set to best effort to show anything.",
                  "2026-01-09"),
        ),
    ),
    # 637
    Case(
        name="p28-microros-transport-refinement",
        family=LOOKALIKE,
        expected="none",
        variant="refinement",
        scope="project:rover-nav",
        original="We use micro-ROS on the STM32 motor boards to talk to the main computer.",
        date="2025-10-07",
        kind="decision",
        later=(
            user("micro-ROS on the motor boards goes over the serial transport at 921600 baud, not UDP, "
                 "since those boards have no Ethernet.", "2026-02-20"),
        ),
    ),
    # 638
    Case(
        name="p28-gps-rate-different-subject",
        family=LOOKALIKE,
        expected="none",
        variant="different-subject",
        scope="project:rover-nav",
        original="The IMU driver on the rover publishes at 200 Hz.",
        date="2025-12-01",
        later=(
            agent("gps_driver: raise fix rate from 5 Hz to 10 Hz (ublox CFG-RATE-MEAS 100 ms)",
                  "2026-02-10"),
        ),
    ),
    # 639
    Case(
        name="p28-gpu-box-different-subject",
        family=LOOKALIKE,
        expected="none",
        variant="different-subject",
        scope="project:warehouse-amr",
        original="The nightly simulation regression runs in Isaac Sim on the gpu-sim-02 machine.",
        date="2025-11-03",
        later=(
            user("The perception model training jobs moved off gpu-sim-02 onto the new gpu-train-05 "
                 "node.", "2026-01-16"),
        ),
    ),
    # 640
    Case(
        name="p28-nav-controller-other-scope",
        family=LOOKALIKE,
        expected="none",
        variant="other-scope",
        scope="project:rover-nav",
        original="The rover navigation stack uses Nav2 with the MPPI controller.",
        date="2025-10-28",
        later=(
            user("The navigation stack uses Nav2 with the DWB controller, not MPPI.", "2026-02-04",
                 scope="project:arm-picker"),
        ),
    ),
    # 641
    Case(
        name="p28-px4-version-other-scope",
        family=LOOKALIKE,
        expected="none",
        variant="other-scope",
        scope="project:quadcopter-fc",
        original="Flight controller firmware is built against PX4 v1.14.",
        date="2025-09-09",
        later=(
            agent("chore: bump PX4-Autopilot submodule v1.14.3 -> v1.15.0; fixed the renamed "
                  "uORB topics in the mixer module", "2026-01-29", scope="project:vtol-fc"),
        ),
    ),
    # 642
    Case(
        name="p28-hil-relay-routine",
        family=LOOKALIKE,
        expected="none",
        variant="routine",
        scope="project:hil-ci",
        original="Before each test the HIL rig power-cycles the drive board through the relay on GPIO 17.",
        date="2025-12-15",
        later=(
            agent("Replaced the frayed relay lead on HIL rig 2 and re-ran the drive-board suite: "
                  "38/38 passing, test_brake_ramp took 4 retries again (known flake, ticket HW-88).",
                  "2026-02-26"),
        ),
    ),
    # 643
    Case(
        name="p28-cyclonedds-agreement",
        family=LOOKALIKE,
        expected="none",
        variant="agreement",
        scope="project:field-robot",
        original="All ROS 2 nodes in the robot stack must use the CycloneDDS RMW implementation.",
        date="2025-10-01",
        kind="decision",
        later=(
            agent("Checked the field robot's launch environment: RMW_IMPLEMENTATION=rmw_cyclonedds_cpp "
                  "for every node, and cyclonedds.xml is mounted as expected.", "2026-03-02",
                  contradicts=False),
        ),
    ),
    # -- Fresh probe 31 (written by a helper who had not seen the rules; measured once at the session's final code) --
    # ---------------------------------------------------------------- technology
    # 644
    Case(
        name="p31-tech-push-provider-commit",
        family="technology",
        expected="update",
        scope="project:tidepool-tactics",
        original="Push notifications for Tidepool Tactics go out through OneSignal; the liveops service "
                 "calls its REST API with the campaign's segment id.",
        date="2026-01-12",
        later=(
            agent("feat(push): send campaign pushes through FCM directly\n\n"
                  "Drops the OneSignal client and its API key from liveops-svc. Segments are resolved "
                  "on our side now and fanned out as FCM topic messages; APNs goes via FCM too.",
                  "2026-02-20T16:42:00"),
            agent("Removed the onesignal/api-key secret from Vault for tidepool; grep shows nothing in "
                  "liveops-svc reads it anymore.", "2026-02-23"),
        ),
    ),
    # 645
    Case(
        name="p31-tech-ab-bucketing-conflict",
        family="technology",
        expected="conflict",
        scope="project:emberfall",
        kind="decision",
        original="Store-offer A/B tests in Emberfall are run as Firebase Remote Config experiments; we "
                 "don't build our own bucketing.",
        date="2026-01-20",
        later=(
            user("Emberfall's store-offer experiments are bucketed in offers-api: we hash the player id "
                 "into 1000 buckets, assign variants from the experiment table, and write the "
                 "assignments to BigQuery for analysis.", "2026-03-04"),
        ),
    ),
    # 646
    Case(
        name="p31-tech-event-calendar-slack",
        family="technology",
        expected="update",
        scope="project:pocket-kingdoms",
        original="The Pocket Kingdoms event calendar is a Google Sheet the liveops team edits; a nightly "
                 "job exports it to JSON that the client downloads.",
        date="2026-01-05",
        later=(
            user("heads up @liveops - starting with the Lunar New Year event the calendar gets authored "
                 "in Contentful (LiveEvent model). the sheet is a read-only archive from today, pls "
                 "don't edit it, and the nightly export cron is switched off",
                 "2026-02-02T09:15:00"),
        ),
    ),
    # ---------------------------------------------------------------- setting
    # 647
    Case(
        name="p31-setting-quiet-hours-yaml",
        family="setting",
        expected="conflict",
        scope="project:emberfall",
        original="Push quiet hours for Emberfall are 22:00 to 08:00 in the player's local time; nothing "
                 "non-urgent is sent inside that window.",
        date="2026-02-01",
        later=(
            agent("Reading push-scheduler/config/emberfall.yaml while chasing the late daily-reward "
                  "reminders:\n```\nquiet_hours:\n  start: \"21:00\"\n  end: \"09:00\"\n"
                  "  timezone: player_local\n  exempt: [security, purchase_receipt]\n```",
                  "2026-03-11"),
        ),
    ),
    # 648
    Case(
        name="p31-setting-starter-pack-cooldown",
        family="setting",
        expected="update",
        scope="project:tidepool-tactics",
        original="A player sees the starter-pack popup at most once every 72 hours.",
        date="2026-01-15",
        later=(
            user("After the retention test we shortened the starter-pack popup cooldown to 24 hours; "
                 "72 was leaving money on the table and didn't move churn.", "2026-03-02"),
        ),
    ),
    # 649
    Case(
        name="p31-setting-shop-test-split",
        family="setting",
        expected="update",
        scope="project:emberfall",
        original="The shop-layout A/B test runs at a 50/50 split between control and the grid variant.",
        date="2026-02-10",
        later=(
            user("We ramped the shop-layout test to 90/10 in favour of the grid variant after the "
                 "analytics review; control stays at 10% as a holdout until the season ends.",
                 "2026-03-01"),
        ),
    ),
    # ---------------------------------------------------------------- policy
    # 650
    Case(
        name="p31-policy-push-cap-wrapup",
        family="policy",
        expected="conflict",
        scope="project:pocket-kingdoms",
        kind="decision",
        original="No player gets more than two marketing pushes per day, counted across all campaigns.",
        date="2026-01-08",
        later=(
            agent(_P31_WRAPUP_PUSH, "2026-03-19T18:30:00"),
        ),
    ),
    # 651
    Case(
        name="p31-policy-price-signoff",
        family="policy",
        expected="update",
        scope="project:tidepool-tactics",
        kind="decision",
        original="Any change to a store offer's price needs sign-off from the monetization lead before "
                 "it ships.",
        date="2026-01-09",
        later=(
            user("Finance dropped the monetization-lead sign-off for price changes under 10%: liveops "
                 "can ship those on their own now, only bigger changes still go through approval.",
                 "2026-02-27"),
        ),
    ),
    # ---------------------------------------------------------------- rename
    # 652
    Case(
        name="p31-rename-double-xp-key-changelog",
        family="rename",
        expected="update",
        scope="project:pocket-kingdoms",
        original="The remote config key that switches on the weekend double-XP event is "
                 "`weekend_2x_enabled`.",
        date="2026-01-22",
        later=(
            agent("CHANGELOG 4.12.0\n- Config: `weekend_2x_enabled` -> `evt_double_xp_active`; 4.12+ "
                  "clients ignore the old key.\n- Store: fixed missing currency symbol for TRY.",
                  "2026-03-06"),
        ),
    ),
    # 653
    Case(
        name="p31-rename-payer-segment",
        family="rename",
        expected="conflict",
        scope="project:emberfall",
        original="In the push console, the segment of players who paid in the last 30 days is called "
                 "`recent_spenders`.",
        date="2026-02-03",
        later=(
            agent("Targeted the gem-sale push at `payers_30d` in the push console; there's no "
                  "`recent_spenders` entry in the segment list.", "2026-03-12"),
            user("Push rota reminder: paying players are the `payers_30d` segment, use that one for "
                 "any sale announcement.", "2026-03-14"),
        ),
    ),
    # ---------------------------------------------------------------- move
    # 654
    Case(
        name="p31-move-offer-defs-pr",
        family="move",
        expected="update",
        scope="project:pocket-kingdoms",
        original="Store offer definitions live in the pocket-kingdoms-content repo under offers/, one "
                 "JSON file per offer.",
        date="2026-01-14",
        later=(
            agent("Added the Easter bundle as offers/easter_2026.json in pocket-kingdoms-content and "
                  "ran the schema check, passed.", "2026-02-05", contradicts=False),
            agent(_P31_PR_OFFERS, "2026-03-09T11:02:00"),
        ),
    ),
    # 655
    Case(
        name="p31-move-experiment-readouts",
        family="move",
        expected="conflict",
        scope="project:emberfall",
        original="A/B test results for Emberfall are in the Looker 'Experiments' dashboard.",
        date="2026-01-27",
        later=(
            user("Emberfall experiment readouts are in Amplitude, under the Experiments tab of the "
                 "Emberfall project; Looker has no experiment dashboards for this game.",
                 "2026-03-16"),
        ),
    ),
    # ---------------------------------------------------------------- look-alikes
    # 656
    Case(
        name="p31-look-quiet-hours-silent-pushes",
        family=LOOKALIKE,
        expected="none",
        variant="refinement",
        scope="project:emberfall",
        original="Push quiet hours for Emberfall run from 22:00 to 08:00 player-local time.",
        date="2026-02-01",
        later=(
            user("Quiet hours cover silent data pushes too: a badge-count update queued at 23:00 is "
                 "held until 08:00 local like every other push.", "2026-02-18"),
        ),
    ),
    # 657
    Case(
        name="p31-look-halloween-window-slack",
        family=LOOKALIKE,
        expected="none",
        variant="refinement",
        scope="project:tidepool-tactics",
        original="The Halloween 2026 event in Tidepool Tactics runs from October 23 to November 2.",
        date="2026-06-10",
        later=(
            agent("#liveops-calendar: locked the Halloween schedule - opens Oct 23 10:00 UTC, closes "
                  "Nov 2 10:00 UTC, boss-rush phase Oct 30 to Nov 2 inside that window. Calendar "
                  "entry and store offers both point at the same dates.", "2026-07-01T14:20:00"),
        ),
    ),
    # 658
    Case(
        name="p31-look-vip-bundle-cooldown",
        family=LOOKALIKE,
        expected="none",
        variant="different-subject",
        scope="project:tidepool-tactics",
        original="A player sees the starter-pack popup at most once every 72 hours.",
        date="2026-01-15",
        later=(
            user("The VIP-bundle popup has a 24-hour cooldown per player.", "2026-02-11"),
        ),
    ),
    # 659
    Case(
        name="p31-look-receipts-provider-commit",
        family=LOOKALIKE,
        expected="none",
        variant="different-subject",
        scope="project:tidepool-tactics",
        original="Push notifications for Tidepool Tactics go out through OneSignal.",
        date="2026-01-12",
        later=(
            agent("chore(email): send purchase receipts via Postmark instead of SendGrid\n\n"
                  "Swaps the transactional mail client in billing-svc and moves the templates. "
                  "Push delivery is untouched.", "2026-02-24T10:05:00"),
        ),
    ),
    # 660
    Case(
        name="p31-look-shop-split-other-game",
        family=LOOKALIKE,
        expected="none",
        variant="other-scope",
        scope="project:emberfall",
        kind="decision",
        original="The shop-layout A/B test runs at a 50/50 split between control and the grid variant.",
        date="2026-02-10",
        later=(
            user("The shop-layout test runs at 80/20, with control getting the 80.", "2026-02-25",
                 scope="project:pocket-kingdoms"),
        ),
    ),
    # 661
    Case(
        name="p31-look-new-offer-worklog",
        family=LOOKALIKE,
        expected="none",
        variant="routine",
        scope="project:pocket-kingdoms",
        original="Store offer definitions live in the pocket-kingdoms-content repo under offers/.",
        date="2026-01-14",
        later=(
            agent("Added the Spring Bundle (offers/spring_bundle.json) in pocket-kingdoms-content, "
                  "bumped content version to 212, offer validator passed, opened PR #431 and tagged "
                  "Marta for the price check.", "2026-02-16T17:50:00"),
        ),
    ),
    # 662
    Case(
        name="p31-look-push-report",
        family=LOOKALIKE,
        expected="none",
        variant="routine",
        scope="project:pocket-kingdoms",
        kind="decision",
        original="No player gets more than two marketing pushes per day, counted across all campaigns.",
        date="2026-01-08",
        later=(
            agent("Daily push report: 1.8M marketing pushes sent yesterday, 96.2% delivered, 3,114 "
                  "sends dropped by the per-player daily cap, no provider errors.", "2026-02-09"),
        ),
    ),
    # 663
    Case(
        name="p31-look-calendar-source-qa",
        family=LOOKALIKE,
        expected="none",
        variant="agreement",
        scope="project:pocket-kingdoms",
        original="The Pocket Kingdoms event calendar is authored in Contentful's LiveEvent model; the "
                 "client pulls it at login.",
        date="2026-02-02",
        later=(
            user("q: do we still need the old calendar spreadsheet for anything?\n"
                 "a: nope, Contentful LiveEvent is the only source for the calendar and the client "
                 "fetches it on login, same as before. archive the sheet whenever.",
                 "2026-03-03", contradicts=False),
        ),
    ),
    # -- Fresh probe 32 (written by a helper who had not seen the rules; measured once at the session's final code) --
    # ---------------------------------------------------------------- contradictions: update
    # 664
    Case(
        name="p32-engine-cutover",
        family="technology",
        expected="update",
        scope="project:lab-integrations",
        original="All of the lab's HL7 interfaces (ADT in, orders in, results out) run on Mirth Connect.",
        date="2025-09-03",
        kind="decision",
        later=(
            user("We finished cutting the ADT, ORM and ORU channels over to Rhapsody last Friday; the "
                 "Mirth server is being decommissioned at the end of the month.", "2026-02-16"),
        ),
    ),
    # 665
    Case(
        name="p32-oru-ack-timeout",
        family="setting",
        expected="update",
        scope="project:result-routing",
        original="The outbound ORU channel to Epic waits 30 seconds for an ACK before treating a message as failed.",
        date="2025-11-12",
        later=(
            agent("commit 9c1e7a2: raise ORU ACK wait 30s -> 90s\n\nEpic's inbound queue stalls during the "
                  "06:00 ADT reconcile and we were resending results that had actually filed, creating "
                  "duplicates.", "2026-01-21"),
        ),
    ),
    # 666
    Case(
        name="p32-critical-autoverify",
        family="policy",
        expected="update",
        scope="project:result-routing",
        original="Critical values are never autoverified: a technologist must review the result and phone the unit before it is released.",
        date="2025-10-01",
        kind="decision",
        later=(
            agent(_P32_WRAPUP, "2026-03-05"),
        ),
    ),
    # 667
    Case(
        name="p32-results-feed-name",
        family="rename",
        expected="update",
        scope="project:lab-integrations",
        original="The outbound results channel in the interface engine is called LAB_ORU_OUT.",
        date="2025-12-08",
        later=(
            user("Heads up for anyone searching the engine: LAB_ORU_OUT now goes by LIS_RESULTS_EPIC, "
                 "the integration team standardised the channel names this week.", "2026-02-02"),
        ),
    ),
    # 668
    Case(
        name="p32-im-host-move",
        family="move",
        expected="update",
        scope="project:instrument-link",
        original="Data Innovations Instrument Manager runs on the VM dm-lab-02 in the lab's basement server room.",
        date="2025-08-19",
        later=(
            agent(_P32_HANDOVER, "2026-01-12"),
        ),
    ),
    # 669
    Case(
        name="p32-sysmex-transport",
        family="technology",
        expected="update",
        scope="project:instrument-link",
        original="The Sysmex XN hematology analyzers talk to the middleware with ASTM over RS-232 through Digi port servers.",
        date="2025-07-14",
        later=(
            agent(_P32_PR, "2026-03-18"),
        ),
    ),
    # 670
    Case(
        name="p32-reflab-port",
        family="setting",
        expected="update",
        scope="project:lab-integrations",
        original="Results from the reference lab arrive on MLLP port 6661 of the interface engine.",
        date="2025-10-27",
        later=(
            user("Since the firewall rework the reference lab sends its results to port 6670 instead; "
                 "6661 has been closed on the engine.", "2026-02-24"),
        ),
    ),
    # ---------------------------------------------------------------- contradictions: conflict
    # 671
    Case(
        name="p32-router-retry",
        family="setting",
        expected="conflict",
        scope="project:result-routing",
        original="The result router retries a failed outbound message every 5 minutes, up to 12 attempts, before paging on-call.",
        date="2025-11-03",
        later=(
            agent("router.yaml on the prod box, for reference while debugging the pager noise:\n"
                  "outbound:\n  epic_oru:\n    retry_interval_seconds: 60\n    max_attempts: 3\n"
                  "    on_exhausted: page_oncall", "2026-02-09"),
        ),
    ),
    # 672
    Case(
        name="p32-corrected-results",
        family="policy",
        expected="conflict",
        scope="project:result-routing",
        original="Corrected results are sent as a new ORU^R01 with OBX-11 = 'C'; the LIS never sends a delete for a filed result.",
        date="2025-09-22",
        kind="decision",
        later=(
            user("For a corrected result the LIS first sends an ORU with OBX-11 = 'D' to remove the filed "
                 "value from the chart, then sends the new value as a final.", "2026-01-29"),
        ),
    ),
    # 673
    Case(
        name="p32-mapping-table",
        family="rename",
        expected="conflict",
        scope="project:lis-core",
        original="Instrument-to-test code mappings live in the table instr_test_map in the lisdb schema.",
        date="2025-12-15",
        later=(
            agent("lisdb=> SELECT count(*) FROM instr_test_map;\n"
                  "ERROR:  relation \"instr_test_map\" does not exist\n"
                  "lisdb=> SELECT table_name FROM information_schema.tables WHERE table_name LIKE '%assay%';\n"
                  " table_name\n---------------------\n analyzer_assay_xref\n(1 row)\n"
                  "Used analyzer_assay_xref for the Cobas code lookup.", "2026-03-02"),
        ),
    ),
    # 674
    Case(
        name="p32-adt-host",
        family="move",
        expected="conflict",
        scope="project:lab-integrations",
        original="The ADT feed from Epic is received by the interface engine on lis-int-02.",
        date="2025-10-06",
        later=(
            agent("From the Epic Bridges interface spec, section 3.2 Connectivity: 'Inbound ADT^A01, A04 "
                  "and A08 messages for the laboratory are delivered to host lis-int-04 (10.20.8.44), "
                  "port 7001, MLLP framing, one connection per feed.'", "2026-01-15"),
        ),
    ),
    # 675
    Case(
        name="p32-poc-middleware",
        family="technology",
        expected="conflict",
        scope="project:instrument-link",
        original="Point-of-care glucose meters upload their results through the Abbott RALS middleware.",
        date="2025-08-28",
        later=(
            user("q: where do the POC glucose results come from before they hit the LIS?\n"
                 "a: Telcor QML. The meters dock on the ward, QML collects them and pushes ORUs to us on 6702.",
                 "2026-02-11"),
        ),
    ),
    # ---------------------------------------------------------------- look-alikes
    # 676
    Case(
        name="p32-cobas-astm-detail",
        family=LOOKALIKE,
        variant="refinement",
        expected="none",
        scope="project:instrument-link",
        original="The Cobas 8000 driver exchanges results with the middleware using ASTM E1394 records.",
        date="2025-09-09",
        later=(
            agent("Cobas 8000 driver detail: each ASTM frame carries its own checksum and is capped at 240 "
                  "characters, so long result comments are split across intermediate frames and "
                  "reassembled by the driver.", "2026-01-08"),
        ),
    ),
    # 677
    Case(
        name="p32-critical-k-cc",
        family=LOOKALIKE,
        variant="refinement",
        expected="none",
        scope="project:result-routing",
        original="Critical potassium results are routed to the nursing critical-call queue.",
        date="2025-11-20",
        later=(
            agent("CHANGELOG v4.12.0 — router: critical K+ now also copies the ordering provider's "
                  "in-basket; nursing critical-call queue routing unchanged.", "2026-02-27"),
        ),
    ),
    # 678
    Case(
        name="p32-orders-port",
        family=LOOKALIKE,
        variant="different-subject",
        expected="none",
        scope="project:lab-integrations",
        original="The outbound ORU interface to Epic uses MLLP over TLS on port 6661.",
        date="2025-10-14",
        later=(
            agent("2026-03-09 08:14:02 INFO  [ORM_IN] listener started 0.0.0.0:6650 tls=false\n"
                  "2026-03-09 08:14:02 INFO  [ORM_IN] accepted connection from epic-bridges-02", "2026-03-09"),
        ),
    ),
    # 679
    Case(
        name="p32-coag-direct",
        family=LOOKALIKE,
        variant="different-subject",
        expected="none",
        scope="project:instrument-link",
        original="The Sysmex hematology line sends its results to the LIS through Instrument Manager.",
        date="2025-12-01",
        later=(
            user("The Stago coagulation analyzers connect straight to the LIS and do not go through "
                 "Instrument Manager.", "2026-01-26"),
        ),
    ),
    # 680
    Case(
        name="p32-troponin-northside",
        family=LOOKALIKE,
        variant="other-scope",
        expected="none",
        scope="project:lis-main-campus",
        original="Troponin results are never autoverified; every one is reviewed by a technologist.",
        date="2025-09-30",
        kind="decision",
        later=(
            user("Troponin results autoverify when they pass the delta check and are below 52 ng/L.",
                 "2026-02-05", scope="project:lis-northside-clinic"),
        ),
    ),
    # 681
    Case(
        name="p32-pathology-engine",
        family=LOOKALIKE,
        variant="other-scope",
        expected="none",
        scope="project:lab-integrations",
        original="The lab's interface engine is Rhapsody.",
        date="2026-01-05",
        later=(
            agent("The interface engine for the anatomic pathology system is Mirth Connect; the sign-out "
                  "reports leave through its PATH_RPT_OUT channel.", "2026-03-11",
                  scope="project:pathology-lis"),
        ),
    ),
    # 682
    Case(
        name="p32-oru-restart",
        family=LOOKALIKE,
        variant="routine",
        expected="none",
        scope="project:result-routing",
        original="The ORU outbound channel to Epic retries a failed message up to 5 times before alerting.",
        date="2025-12-10",
        later=(
            agent("Restarted the ORU outbound channel after Epic's 02:00 downtime; 37 queued results "
                  "flushed, retry counters back to 0, no NAKs since.", "2026-01-18"),
            agent("Weekly check: ORU outbound to Epic, 0 messages in error, longest retry chain this week "
                  "was 2.", "2026-01-25"),
        ),
    ),
    # 683
    Case(
        name="p32-unsolicited-review",
        family=LOOKALIKE,
        variant="agreement",
        expected="none",
        scope="project:lab-integrations",
        original="Unsolicited results from the reference lab are held in a review queue and never auto-filed to the chart.",
        date="2025-11-17",
        kind="decision",
        later=(
            user("Checked with the lab director again today: unsolicited ref-lab results still land in the "
                 "review queue for a tech to match to an order, nothing gets auto-filed.", "2026-02-19",
                 contradicts=False),
        ),
    ),
    # -- Fresh probe 37 (plain notes, SaaS accounting backend; arrived unseen: 4/12 found, 4/12 at the session-start code) --
    # ---------------- contradictions: update ----------------
    # 684
    Case(
        name="p37-pdf-engine-chromium",
        family="technology",
        expected="update",
        scope="project:docgen",
        original="Invoice and statement PDFs are rendered with wkhtmltopdf inside the docgen worker.",
        date="2025-11-04",
        later=(
            agent("Spent most of the day porting the invoice templates to headless Chromium through Puppeteer; "
                  "wkhtmltopdf kept splitting line-item tables across pages badly.", "2026-02-10"),
            agent("Statement templates are ported too. Last step was pulling the wkhtmltopdf binary out of the "
                  "docgen image, so every PDF goes through Chromium from here on.", "2026-02-12"),
        ),
    ),
    # 685
    Case(
        name="p37-tax-cache-ttl",
        family="setting",
        expected="update",
        scope="project:tax-engine",
        original="Resolved tax rules are cached for 24 hours per jurisdiction.",
        date="2025-09-18",
        later=(
            user("After the mid-day VAT change in Ireland left customers on stale rates for hours, we cut the "
                 "tax rule cache down to one hour.", "2026-01-07"),
        ),
    ),
    # 686
    Case(
        name="p37-auto-reconcile",
        family="policy",
        expected="update",
        scope="project:bankfeeds",
        original="Every bank transaction match must be confirmed by the customer; we do not auto-reconcile anything.",
        date="2025-10-02",
        kind="decision",
        later=(
            user("Product signed off on auto-reconciliation for exact amount-plus-reference matches, shipping "
                 "with the March release.", "2026-02-20"),
            agent("Enabled the auto-match flag for all tenants this morning. Customers only see the confirm "
                  "prompt for fuzzy matches anymore.", "2026-03-03"),
        ),
    ),
    # 687
    Case(
        name="p37-render-svc-name",
        family="rename",
        expected="update",
        scope="project:docgen",
        original="The service that produces invoice PDFs is deployed as render-svc.",
        date="2025-08-21",
        later=(
            user("Heads-up from the repo reorg: render-svc goes by documents-api from this week; the old Helm "
                 "release gets deleted on Friday.", "2026-01-26"),
            agent("Updated the alert rules and the Grafana dashboard to point at documents-api; the render-svc "
                  "panels were empty anyway.", "2026-01-28"),
        ),
    ),
    # 688
    Case(
        name="p37-tax-rules-dir",
        family="move",
        expected="update",
        scope="project:ledger-core",
        original="Tax rule definitions live as YAML files in the tax-rules/ folder at the root of the ledger monorepo.",
        date="2025-07-15",
        later=(
            agent("Relocated the tax rule YAML files into packages/tax/rules/ so the tax package owns its data, "
                  "and fixed the loader path to match.", "2026-03-11"),
        ),
    ),
    # 689
    Case(
        name="p37-recurring-jobs-temporal",
        family="technology",
        expected="update",
        scope="project:invoicing",
        original="Recurring invoice generation and dunning reminders are driven by cron entries in the worker container.",
        date="2025-06-30",
        later=(
            agent("Dunning reminders are running as Temporal workflows since Tuesday; recurring invoices are "
                  "the last thing left on cron.", "2026-02-03"),
            agent("Recurring invoice generation is on Temporal as well, so the crontab in the worker image is "
                  "deleted.", "2026-02-06"),
        ),
    ),
    # 690
    Case(
        name="p37-invoice-number-padding",
        family="setting",
        expected="update",
        scope="project:invoicing",
        original="Invoice numbers are zero-padded to six digits, e.g. INV-000123.",
        date="2025-05-12",
        kind="decision",
        later=(
            user("Our largest tenant went past 999,999 invoices, so new invoice numbers get eight digits of "
                 "padding; existing numbers stay as they were issued.", "2026-01-19"),
        ),
    ),
    # ---------------- contradictions: conflict ----------------
    # 691
    Case(
        name="p37-fx-source",
        family="technology",
        expected="conflict",
        scope="project:ledger-core",
        original="Currency conversion on multi-currency invoices uses the ECB daily reference rates.",
        date="2025-10-27",
        later=(
            agent("Chased the rate mismatch on a PLN invoice: the fx module fetches every rate from the Open "
                  "Exchange Rates API, and the value on the invoice matched theirs exactly.", "2026-02-24"),
        ),
    ),
    # 692
    Case(
        name="p37-bankfeed-poll",
        family="setting",
        expected="conflict",
        scope="project:bankfeeds",
        original="Bank feeds are synced every four hours for each connected account.",
        date="2025-12-01",
        later=(
            agent("Looked at the scheduler while debugging duplicate transactions: the bank feed poller fires "
                  "every 30 minutes for all connected accounts.", "2026-01-14"),
        ),
    ),
    # 693
    Case(
        name="p37-iban-storage",
        family="policy",
        expected="conflict",
        scope="project:ledger-core",
        original="We never store full bank account numbers; only the last four digits are kept.",
        date="2025-09-09",
        kind="decision",
        later=(
            user("The payees table holds each supplier's full IBAN so the payment run can build SEPA credit "
                 "transfer files.", "2026-03-05"),
            agent("Added an index on payees.iban for the duplicate-supplier check; lookups on the full account "
                  "number take a few milliseconds now.", "2026-03-09"),
        ),
    ),
    # 694
    Case(
        name="p37-pdf-template-location",
        family="move",
        expected="conflict",
        scope="project:docgen",
        original="The Handlebars templates for invoice PDFs are under templates/invoices/ in the billing repo.",
        date="2025-11-20",
        later=(
            agent("Edited the invoice footer template in the documents repo at assets/pdf/invoice/footer.hbs; "
                  "that is the copy the renderer reads.", "2026-02-17"),
        ),
    ),
    # 695
    Case(
        name="p37-webhook-queue-name",
        family="rename",
        expected="conflict",
        scope="project:bankfeeds",
        original="Webhooks from the bank aggregator are published to the bankfeed-events queue.",
        date="2025-08-05",
        later=(
            agent("Pointed the reconciliation consumer at feed-webhooks-inbound, which is the queue the "
                  "aggregator's webhooks are delivered to.", "2026-01-30"),
        ),
    ),
    # ---------------- look-alikes ----------------
    # 696
    Case(
        name="p37-weasyprint-detail",
        family=LOOKALIKE,
        expected="none",
        variant="refinement",
        scope="project:docgen",
        original="Credit note PDFs are generated with WeasyPrint.",
        date="2025-10-10",
        later=(
            agent("WeasyPrint now renders credit notes in PDF/A-3 mode so we can embed the Factur-X XML; the "
                  "Inter font is bundled in the image for it.", "2026-02-02"),
        ),
    ),
    # 697
    Case(
        name="p37-reminder-timing",
        family=LOOKALIKE,
        expected="none",
        variant="refinement",
        scope="project:invoicing",
        original="The first late-payment reminder is sent seven days after the due date.",
        date="2025-07-28",
        kind="decision",
        later=(
            user("The seven-day reminder goes out at 09:00 in the customer's own time zone, and is skipped if "
                 "a partial payment has come in.", "2026-01-22"),
        ),
    ),
    # 698
    Case(
        name="p37-staging-store",
        family=LOOKALIKE,
        expected="none",
        variant="different-subject",
        scope="project:ledger-core",
        original="The invoicing service keeps its data in PostgreSQL 15.",
        date="2025-06-03",
        later=(
            agent("The bank feed importer writes raw transaction staging data to ClickHouse, partitioned by "
                  "month.", "2026-02-26"),
        ),
    ),
    # 699
    Case(
        name="p37-link-expiry",
        family=LOOKALIKE,
        expected="none",
        variant="different-subject",
        scope="project:invoicing",
        original="Quotes expire 30 days after they are sent unless the user sets another date.",
        date="2025-09-30",
        later=(
            user("Hosted payment links expire after 14 days by default.", "2026-03-02"),
        ),
    ),
    # 700
    Case(
        name="p37-sales-tax-provider-other",
        family=LOOKALIKE,
        expected="none",
        variant="other-scope",
        scope="project:tax-engine",
        original="US sales tax is calculated by calling Avalara.",
        date="2025-08-14",
        later=(
            agent("Wired the payroll-lite checkout to TaxJar for US sales tax; the sandbox keys are in the team "
                  "vault.", "2026-01-12", scope="project:payroll-lite"),
        ),
    ),
    # 701
    Case(
        name="p37-renderer-workers-other",
        family=LOOKALIKE,
        expected="none",
        variant="other-scope",
        scope="project:docgen",
        original="The PDF renderer runs with four worker processes per pod.",
        date="2025-11-11",
        later=(
            user("The statements portal's PDF renderer runs twelve worker processes per pod.", "2026-02-09",
                 scope="project:statements-portal"),
            agent("Raised the memory limit on the statements portal renderer pods to match its twelve workers.",
                  "2026-02-11", scope="project:statements-portal"),
        ),
    ),
    # 702
    Case(
        name="p37-yodlee-routine",
        family=LOOKALIKE,
        expected="none",
        variant="routine",
        scope="project:bankfeeds",
        original="Bank feed connections go through the Yodlee aggregator.",
        date="2025-07-07",
        later=(
            agent("Fixed the flaky test in the Yodlee connector; the client now honours Retry-After on 429 "
                  "responses. Also bumped the SDK to the latest patch release.", "2026-01-16"),
        ),
    ),
    # 703
    Case(
        name="p37-sent-invoice-agreement",
        family=LOOKALIKE,
        expected="none",
        variant="agreement",
        scope="project:invoicing",
        original="Invoices cannot be edited once sent; any correction goes through a credit note.",
        date="2025-05-26",
        kind="decision",
        later=(
            agent("Support asked to change the amount on INV-2291 after it had been emailed. Told them to issue "
                  "a credit note and a new invoice, since sent invoices stay untouched.", "2026-02-19",
                  contradicts=False),
        ),
    ),
    # -- Fresh probe 39 (plain notes, ride-hailing dispatch; arrived unseen: 5/12, 5/12 at the session-start code) --
    # ---------------- contradictions: update ----------------
    # 704
    Case(
        name="p39-dispatch-store-to-cockroach",
        family="technology",
        expected="update",
        scope="project:dispatch",
        original="The dispatch service keeps open ride requests and driver offers in a single Postgres primary.",
        date="2026-01-08",
        later=(
            agent("Started porting the ride request tables to CockroachDB today; offers are still on the old "
                  "Postgres box until the dual-write check passes.", "2026-02-02"),
            agent("Dual-write looked clean for a week, so I cut dispatch reads over to CockroachDB and stopped "
                  "writing to Postgres altogether.", "2026-02-10"),
            user("Dispatch no longer depends on Postgres at all; we can decommission that primary next sprint.",
                 "2026-02-12"),
        ),
    ),
    # 705
    Case(
        name="p39-maps-provider-switch",
        family="technology",
        expected="update",
        scope="project:maps-gateway",
        original="Turn-by-turn routing for drivers is fetched from the Google Maps Directions API.",
        date="2025-11-20",
        later=(
            user("After the pricing change from Google we signed with Mapbox, and driver routing has been going "
                 "through their Directions endpoint since Monday.", "2026-01-14"),
        ),
    ),
    # 706
    Case(
        name="p39-match-radius-widened",
        family="setting",
        expected="update",
        scope="project:dispatch",
        original="Driver matching only considers drivers within 3 km of the pickup point.",
        date="2026-01-05",
        kind="decision",
        later=(
            agent("Ops asked for better coverage in the suburbs, so I bumped the matching search radius up to "
                  "5 km and redeployed the matcher.", "2026-02-19"),
            agent("Checked the metrics a day after widening the radius: unmatched requests in outer zones dropped "
                  "by a third, pickup ETAs went up about a minute.", "2026-02-20"),
        ),
    ),
    # 707
    Case(
        name="p39-phone-verification-relaxed",
        family="policy",
        expected="update",
        scope="project:rider-app",
        original="Every rider must verify a phone number by SMS before they can request their first trip.",
        date="2025-12-01",
        kind="decision",
        later=(
            user("Product dropped the SMS gate for first trips; riders who sign in with Apple or Google can book "
                 "right away and we only ask for a phone number at the first cash payment.", "2026-01-22"),
        ),
    ),
    # 708
    Case(
        name="p39-fare-engine-renamed",
        family="rename",
        expected="update",
        scope="project:surge",
        original="The service that computes upfront fares is called fare-engine.",
        date="2025-10-15",
        later=(
            agent("Updated the Helm chart and the alerting rules after the rename; what used to be fare-engine is "
                  "deployed as pricing-core from today.", "2026-01-09"),
            agent("Found two dashboards still querying the old fare-engine metrics prefix and pointed them at "
                  "pricing-core.", "2026-01-12"),
        ),
    ),
    # 709
    Case(
        name="p39-geofences-dir-moved",
        family="move",
        expected="update",
        scope="project:maps-gateway",
        original="City geofence polygons are kept as GeoJSON files under config/geofences in the maps-gateway repo.",
        date="2025-12-10",
        later=(
            agent("Relocated the geofence GeoJSON files into data/zones/ so the zone loader and the files sit "
                  "together; config/geofences is gone.", "2026-01-27"),
        ),
    ),
    # 710
    Case(
        name="p39-receipt-worker-region",
        family="move",
        expected="update",
        scope="project:receipts",
        original="The worker that renders trip receipt PDFs runs in us-east-1.",
        date="2025-11-03",
        later=(
            user("For the GDPR review we migrated receipt rendering to eu-central-1; European receipts must not "
                 "leave the EU anymore.", "2026-02-05"),
            agent("Cleaned up the leftover receipt render queue in us-east-1 now that the worker lives in "
                  "eu-central-1.", "2026-02-09"),
        ),
    ),
    # ---------------- contradictions: conflict ----------------
    # 711
    Case(
        name="p39-surge-state-store",
        family="technology",
        expected="conflict",
        scope="project:surge",
        original="Per-zone surge multipliers are held in Redis with a short TTL.",
        date="2026-01-11",
        later=(
            agent("Traced a stale multiplier bug: the surge reader pulls each zone's multiplier from a DynamoDB "
                  "table keyed by zone id, and there is no Redis client in that code path.", "2026-02-03"),
        ),
    ),
    # 712
    Case(
        name="p39-surge-cap-value",
        family="setting",
        expected="conflict",
        scope="project:surge",
        original="Surge pricing is capped at 2.5x the base fare.",
        date="2026-01-02",
        kind="decision",
        later=(
            user("Riders in the stadium zone can see up to 4x the base fare during surges; that is the ceiling "
                 "we allow.", "2026-02-14"),
        ),
    ),
    # 713
    Case(
        name="p39-tip-edit-window",
        family="policy",
        expected="conflict",
        scope="project:receipts",
        original="Riders may add or change a tip for up to 72 hours after the trip ends, and the receipt is reissued.",
        date="2025-12-18",
        kind="decision",
        later=(
            agent("Wrote the tip endpoint tests against the rule that a tip is locked once the receipt is issued "
                  "at trip end; any later edit returns 409.", "2026-01-20"),
            agent("The 409 path for late tip edits is covered now, including the case where the receipt was "
                  "issued a minute before the request.", "2026-01-21"),
        ),
    ),
    # 714
    Case(
        name="p39-eta-service-name",
        family="rename",
        expected="conflict",
        scope="project:dispatch",
        original="Pickup ETAs are served by a service named eta-oracle.",
        date="2025-12-04",
        later=(
            user("The pickup ETA service is arrival-predictor; dispatch calls it over gRPC for every offer.",
                 "2026-01-16"),
        ),
    ),
    # 715
    Case(
        name="p39-matching-code-location",
        family="move",
        expected="conflict",
        scope="project:dispatch",
        original="The driver-matching algorithm lives in the dispatch monorepo under services/matcher.",
        date="2026-01-07",
        later=(
            agent("Opened the matching algorithm to fix the tie-break: it's in its own repository, "
                  "ride-matching-lib, and dispatch pulls it in as a versioned package.", "2026-02-11"),
        ),
    ),
    # ---------------- look-alikes ----------------
    # 716
    Case(
        name="p39-la-radius-refined",
        family=LOOKALIKE,
        expected="none",
        variant="refinement",
        scope="project:dispatch",
        original="Driver matching only considers drivers within 3 km of the pickup point.",
        date="2026-01-05",
        later=(
            agent("Clarified the 3 km matching radius in the docs: it is measured as road distance from the "
                  "routing engine, not a straight line, and airports use a separate queue.", "2026-01-29"),
        ),
    ),
    # 717
    Case(
        name="p39-la-receipt-refined",
        family=LOOKALIKE,
        expected="none",
        variant="refinement",
        scope="project:receipts",
        original="The worker that renders trip receipt PDFs runs in us-east-1.",
        date="2025-11-03",
        later=(
            user("The us-east-1 receipt worker runs on three spot instances behind an autoscaling group, and it "
                 "falls back to on-demand if spot capacity disappears.", "2025-12-02"),
        ),
    ),
    # 718
    Case(
        name="p39-la-cap-other-product",
        family=LOOKALIKE,
        expected="none",
        variant="different-subject",
        scope="project:surge",
        original="Surge pricing is capped at 2.5x the base fare.",
        date="2026-01-02",
        kind="decision",
        later=(
            user("Delivery fees for the food courier product are capped at 1.8x during busy periods.",
                 "2026-01-25"),
        ),
    ),
    # 719
    Case(
        name="p39-la-redis-other-data",
        family=LOOKALIKE,
        expected="none",
        variant="different-subject",
        scope="project:surge",
        original="Per-zone surge multipliers are held in Redis with a short TTL.",
        date="2026-01-11",
        later=(
            agent("Moved the historical demand snapshots that feed the surge forecaster into BigQuery; they "
                  "were filling up the Postgres reporting replica.", "2026-02-06"),
        ),
    ),
    # 720
    Case(
        name="p39-la-verification-other-app",
        family=LOOKALIKE,
        expected="none",
        variant="other-scope",
        scope="project:rider-app",
        original="Every rider must verify a phone number by SMS before they can request their first trip.",
        date="2025-12-01",
        kind="decision",
        later=(
            user("Corporate accounts don't need SMS verification before the first trip; the company's SSO "
                 "login is enough.", "2026-01-18", scope="project:business-portal"),
        ),
    ),
    # 721
    Case(
        name="p39-la-fare-engine-other-project",
        family=LOOKALIKE,
        expected="none",
        variant="other-scope",
        scope="project:surge",
        original="The service that computes upfront fares is called fare-engine.",
        date="2025-10-15",
        later=(
            agent("In the freight pilot the upfront fare calculator is a service called quote-builder; it has "
                  "nothing shared with the passenger stack yet.", "2026-01-30", scope="project:freight-pilot"),
        ),
    ),
    # 722
    Case(
        name="p39-la-geofence-routine",
        family=LOOKALIKE,
        expected="none",
        variant="routine",
        scope="project:maps-gateway",
        original="City geofence polygons are kept as GeoJSON files under config/geofences in the maps-gateway repo.",
        date="2025-12-10",
        later=(
            agent("Added the new Lisbon airport pickup polygon to config/geofences, validated it with the "
                  "GeoJSON linter and opened the PR for review.", "2026-01-06"),
            agent("Merged the Lisbon geofence after review; also fixed a self-intersecting ring in the Porto "
                  "file while I was in there.", "2026-01-07"),
        ),
    ),
    # 723
    Case(
        name="p39-la-tip-agreement",
        family=LOOKALIKE,
        expected="none",
        variant="agreement",
        scope="project:receipts",
        original="Riders may add or change a tip for up to 72 hours after the trip ends, and the receipt is reissued.",
        date="2025-12-18",
        kind="decision",
        later=(
            user("Confirmed with finance that the three-day tip window stays as is; an edited tip should always "
                 "produce a fresh receipt.", "2026-01-24", contradicts=False),
        ),
    ),
    # -- Fresh probe 40 (plain notes, university student information system; arrived unseen: 5/12, 5/12 at the session-start code) --
    # ---- contradictions: updates ----
    # 724
    Case(
        name="p40-enrol-db-tech-update",
        family="technology", expected="update", scope="project:enrolment-portal",
        original="The enrolment service keeps its course registrations in an Oracle 19c database run by central IT.",
        date="2026-01-12",
        later=(
            agent("Cut the enrolment service over to the new PostgreSQL cluster last night; the Oracle schema is "
                  "read-only until the archive job finishes.", "2026-02-10"),
            user("Registrations live in Postgres from here on, so please stop pointing the reports at the old "
                 "Oracle schema.", "2026-02-20"),
        ),
    ),
    # 725
    Case(
        name="p40-grade-events-tech-update",
        family="technology", expected="update", scope="project:gradebook", kind="decision",
        original="We will use RabbitMQ to deliver grade-change events from the gradebook to the transcript service.",
        date="2026-01-20",
        later=(
            user("Grade-change events go through Kafka since the platform team retired our RabbitMQ broker last "
                 "month.", "2026-03-04"),
        ),
    ),
    # 726
    Case(
        name="p40-sso-timeout-setting-update",
        family="setting", expected="update", scope="project:campus-sso",
        original="SSO sessions on the student portal expire after 8 hours of inactivity.",
        date="2026-01-15",
        later=(
            user("After the complaints about shared lab machines, security asked us to cut the idle timeout on "
                 "portal SSO sessions to 30 minutes.", "2026-02-02"),
            agent("Deployed the shorter idle timeout; a portal session left alone for half an hour gets bounced "
                  "back to the login page.", "2026-02-05"),
        ),
    ),
    # 727
    Case(
        name="p40-closed-term-grades-policy-update",
        family="policy", expected="update", scope="project:gradebook", kind="decision",
        original="Instructors may never edit a final grade once the term is closed; changes go through the "
                 "registrar's paper form.",
        date="2026-01-09",
        later=(
            user("The registrar relaxed the closed-term rule: instructors can amend final grades themselves for "
                 "30 days after close, as long as an audit entry is written.", "2026-02-16"),
            agent("Built the post-close amendment screen; it lets the instructor change a closed-term grade and "
                  "writes a row to grade_audit each time.", "2026-02-19"),
            agent("First week of the amendment screen: 14 closed-term grades were corrected by instructors "
                  "directly, none through the paper form.", "2026-02-27"),
        ),
    ),
    # 728
    Case(
        name="p40-prereq-override-policy-update",
        family="policy", expected="update", scope="project:enrolment-portal",
        original="Students always need an advisor's approval before they can override a course prerequisite.",
        date="2026-01-27",
        later=(
            agent("Under the new academic regulations, final-year students no longer need advisor sign-off to "
                  "override a prerequisite, so the approval check is skipped for them.", "2026-03-02"),
        ),
    ),
    # 729
    Case(
        name="p40-roomsvc-rename-update",
        family="rename", expected="update", scope="project:timetabler",
        original="The room-booking microservice is called roomsvc and is deployed under that name in the cluster.",
        date="2026-01-14",
        later=(
            agent("Renaming roomsvc to space-booking across the helm charts today; the old DNS alias stays for "
                  "one release.", "2026-02-09"),
            agent("Rename finished: dashboards and alerts all say space-booking, and the roomsvc alias was "
                  "removed in tonight's cleanup.", "2026-02-12"),
        ),
    ),
    # 730
    Case(
        name="p40-export-scripts-move-update",
        family="move", expected="update", scope="project:sis-core",
        original="The nightly enrolment export scripts live in the ops/exports directory of the sis-core repository.",
        date="2026-01-06",
        later=(
            user("I pulled the export scripts out of ops/exports into their own repo, sis-data-exports, so the "
                 "data team can review them without access to sis-core.", "2026-02-18"),
        ),
    ),
    # ---- contradictions: conflicts ----
    # 731
    Case(
        name="p40-portal-login-tech-conflict",
        family="technology", expected="conflict", scope="project:campus-sso",
        original="Single sign-on for the student portal is done with SAML 2.0 against the university's Shibboleth "
                 "identity provider.",
        date="2026-01-08",
        later=(
            agent("Traced the student portal's login: it is plain OpenID Connect, redirecting to Azure AD's "
                  "authorize endpoint and checking the ID token against the tenant's signing keys.", "2026-02-11"),
        ),
    ),
    # 732
    Case(
        name="p40-waitlist-cap-setting-conflict",
        family="setting", expected="conflict", scope="project:enrolment-portal",
        original="Each course section's waitlist is capped at 25 students.",
        date="2026-01-22",
        later=(
            agent("Looked at the section settings while debugging CHEM-101: the waitlist limit is 40 places per "
                  "section, the same for every course.", "2026-03-10"),
            user("Forty is right for waitlists; advisors plan around that number each term.", "2026-03-11"),
        ),
    ),
    # 733
    Case(
        name="p40-student-id-logging-policy-conflict",
        family="policy", expected="conflict", scope="project:sis-core", kind="decision",
        original="Student ID numbers must never appear in application logs; log the opaque internal UUID instead.",
        date="2026-01-05",
        later=(
            user("It is fine for the enrolment API's request logs to include the student ID number; the helpdesk "
                 "searches the logs by it when a student calls.", "2026-02-25"),
        ),
    ),
    # 734
    Case(
        name="p40-gradebook-client-rename-conflict",
        family="rename", expected="conflict", scope="project:campus-sso",
        original="The SSO client registered for the gradebook is named gradebook-prod.",
        date="2026-01-19",
        later=(
            agent("Looked up the gradebook in the identity provider console: its client is registered as "
                  "sis-grades-web, and that is the client_id the app sends at login.", "2026-03-03"),
        ),
    ),
    # 735
    Case(
        name="p40-solver-host-move-conflict",
        family="move", expected="conflict", scope="project:timetabler",
        original="The timetable solver runs on the on-premises compute server in the Engineering building.",
        date="2026-01-23",
        later=(
            agent("Watched this week's timetable solver run in the AWS Batch console; it executes as a Batch job "
                  "in eu-west-1.", "2026-03-12"),
            agent("The solver's output lands in an S3 bucket in eu-west-1 and the publishing step reads it from "
                  "there; nothing of the solver is on campus hardware.", "2026-03-13"),
        ),
    ),
    # ---- look-alikes ----
    # 736
    Case(
        name="p40-lk-staff-sso-refinement",
        family=LOOKALIKE, expected="none", variant="refinement", scope="project:campus-sso",
        original="Single sign-on for staff uses the university's Shibboleth identity provider.",
        date="2026-01-10",
        later=(
            agent("Shibboleth releases eduPersonAffiliation for staff logins, so the gradebook can tell "
                  "instructors from teaching assistants at sign-on.", "2026-02-06"),
        ),
    ),
    # 737
    Case(
        name="p40-lk-letter-grade-refinement",
        family=LOOKALIKE, expected="none", variant="refinement", scope="project:gradebook", kind="decision",
        original="Letter grades are computed from percentages with the faculty's standard cut-offs, an A starting "
                 "at 85.",
        date="2026-01-21",
        later=(
            user("Note on the cut-offs: the 85 threshold for an A is applied after rounding the percentage to one "
                 "decimal place.", "2026-02-24"),
        ),
    ),
    # 738
    Case(
        name="p40-lk-fees-db-different-subject",
        family=LOOKALIKE, expected="none", variant="different-subject", scope="project:enrolment-portal",
        original="Course registrations for the enrolment service are stored in PostgreSQL 15.",
        date="2026-01-11",
        later=(
            agent("The fee-calculation service keeps its tariff tables in SQL Server, which finance owns and "
                  "patches.", "2026-02-13"),
        ),
    ),
    # 739
    Case(
        name="p40-lk-clash-timeout-different-subject",
        family=LOOKALIKE, expected="none", variant="different-subject", scope="project:timetabler",
        original="The timetable publishing job times out after 20 minutes.",
        date="2026-01-28",
        later=(
            user("The exam-clash checker times out after 5 minutes; it does far less work than publishing.",
                 "2026-03-05"),
        ),
    ),
    # 740
    Case(
        name="p40-lk-ce-waitlist-other-scope",
        family=LOOKALIKE, expected="none", variant="other-scope", scope="project:enrolment-portal",
        original="Waitlists hold at most 25 students per section.",
        date="2026-01-16",
        later=(
            agent("Waitlists hold at most 10 students per section, since continuing-education classes are small.",
                  "2026-02-20", scope="project:ce-enrolment"),
        ),
    ),
    # 741
    Case(
        name="p40-lk-alumni-login-other-scope",
        family=LOOKALIKE, expected="none", variant="other-scope", scope="project:campus-sso",
        original="Portal login goes through SAML with the university's Shibboleth identity provider.",
        date="2026-01-13",
        later=(
            user("Portal login goes through OpenID Connect with Azure AD B2C; alumni don't keep their university "
                 "Shibboleth accounts after graduating.", "2026-03-01", scope="project:alumni-portal"),
        ),
    ),
    # 742
    Case(
        name="p40-lk-export-routine",
        family=LOOKALIKE, expected="none", variant="routine", scope="project:sis-core",
        original="The nightly enrolment export runs at 02:00 and writes CSV files for the finance system.",
        date="2026-01-07",
        later=(
            agent("Fixed a quoting bug in the nightly enrolment export: course titles containing commas were "
                  "splitting columns in finance's CSV. Re-ran last night's export by hand and it loaded cleanly.",
                  "2026-02-17"),
        ),
    ),
    # 743
    Case(
        name="p40-lk-grade-release-agreement",
        family=LOOKALIKE, expected="none", variant="agreement", scope="project:gradebook", kind="decision",
        original="Grades are never released to students until the department head approves the course's grade "
                 "sheet.",
        date="2026-01-18",
        later=(
            user("Checked again with the registrar: no grade goes out to students before the department head has "
                 "signed off the grade sheet.", "2026-03-09", contradicts=False),
            agent("Added a guard to the release job that skips any course whose grade sheet lacks the department "
                  "head's approval.", "2026-03-10", contradicts=False),
        ),
    ),
    # -- Fresh probe 41 (plain notes, warehouse management; arrived unseen: 4/12, 4/12 at the session-start code) --
    # ---- contradictions: technology ----
    # 744
    Case(
        name="p41-stocksync-queue-jetstream",
        family="technology",
        expected="update",
        scope="project:stocksync",
        original="Stock sync pushes its change events through Redis streams; each warehouse has its own consumer group.",
        date="2025-11-04T10:15:00",
        later=(
            agent("Spent most of the day cutting stocksync over to NATS JetStream. The Redis streams consumer "
                  "code is deleted as of this afternoon.", "2026-02-10T17:40:00"),
            agent("Consumer lag on the new JetStream setup stays under a second even during the morning "
                  "receiving rush, so we won't be bringing the Redis path back.", "2026-02-12T11:05:00"),
        ),
    ),
    # 745
    Case(
        name="p41-labelhub-zpl-instead-of-pdf",
        family="technology",
        expected="update",
        scope="project:labelhub",
        original="We render shipping labels as PDFs with ReportLab and hand them to the printers through CUPS.",
        date="2025-09-18T14:00:00",
        kind="decision",
        later=(
            user("We've stopped going through PDF for labels. Labelhub sends raw ZPL straight to the Zebras now, "
                 "and ReportLab came out of the requirements file.", "2026-01-22T09:20:00"),
        ),
    ),
    # 746
    Case(
        name="p41-carrier-quotes-shippo",
        family="technology",
        expected="conflict",
        scope="project:carrier-gateway",
        original="Carrier rate quotes are fetched through EasyPost's API.",
        date="2025-12-02T16:30:00",
        later=(
            agent("Traced a slow checkout quote today: every rate request in carrier-gateway goes through the "
                  "Shippo SDK, and I couldn't find an EasyPost client anywhere in the codebase.",
                  "2026-03-03T13:45:00"),
        ),
    ),
    # ---- contradictions: setting ----
    # 747
    Case(
        name="p41-wave-cap-bumped",
        family="setting",
        expected="update",
        scope="project:picklist",
        original="Pick list waves are capped at 25 orders each.",
        date="2025-10-07T08:00:00",
        kind="decision",
        later=(
            user("The floor leads asked for bigger batches, so we raised the per-wave limit to 40 orders.",
                 "2026-01-15T15:10:00"),
            agent("Ran the wave planner against yesterday's order book with the 40-order ceiling; it built "
                  "31 waves instead of 49.", "2026-01-16T10:30:00"),
        ),
    ),
    # 748
    Case(
        name="p41-erp-reconcile-hourly",
        family="setting",
        expected="conflict",
        scope="project:stocksync",
        original="The ERP inventory reconciliation runs every 15 minutes.",
        date="2025-11-20T11:00:00",
        later=(
            agent("Checked the scheduler config while debugging a drift report: the ERP reconciliation job fires "
                  "once an hour, on the hour.", "2026-02-24T14:20:00"),
        ),
    ),
    # 749
    Case(
        name="p41-print-job-timeout",
        family="setting",
        expected="conflict",
        scope="project:labelhub",
        original="A label print job is abandoned if the printer hasn't acknowledged it within 30 seconds.",
        date="2025-08-29T09:45:00",
        later=(
            user("The spooler gives each label job a full 90 seconds before it gives up and marks it failed.",
                 "2026-01-08T16:00:00"),
            agent("Watched a jammed printer on dock 3: the stuck job sat in the queue for about a minute and a "
                  "half before the spooler flagged it, which matches a 90-second limit.", "2026-01-09T10:12:00"),
        ),
    ),
    # ---- contradictions: policy ----
    # 750
    Case(
        name="p41-adjustment-approval-dropped",
        family="policy",
        expected="update",
        scope="project:wms-core",
        original="Every inventory adjustment over 50 units has to be approved by a shift supervisor before it posts.",
        date="2025-07-14T13:30:00",
        kind="decision",
        later=(
            user("Supervisors no longer sign off on large adjustments. They post right away and get looked at "
                 "in the weekly audit instead.", "2026-02-02T09:00:00"),
            agent("Took the approval gate out of the adjustment endpoint to match the audit-based process; "
                  "big adjustments post immediately again.", "2026-02-04T15:25:00"),
        ),
    ),
    # 751
    Case(
        name="p41-packing-slip-only-multi",
        family="policy",
        expected="conflict",
        scope="project:labelhub",
        original="We always print a packing slip together with the shipping label for every order.",
        date="2025-10-21T10:10:00",
        kind="decision",
        later=(
            agent("Walked through the pack station flow: the packing slip only prints when an order has more "
                  "than one item; single-item orders leave with just the label.", "2026-03-11T11:50:00"),
        ),
    ),
    # ---- contradictions: rename ----
    # 752
    Case(
        name="p41-picklist-builder-renamed",
        family="rename",
        expected="update",
        scope="project:picklist",
        original="The service that assembles pick lists is called picklist-builder.",
        date="2025-06-03T12:00:00",
        later=(
            user("picklist-builder is going by wave-planner from here on; the helm chart and Grafana dashboards "
                 "already use the new name.", "2026-01-27T10:40:00"),
            agent("One step in the deploy pipeline still referenced the old picklist-builder name; pointed it "
                  "at wave-planner and the rollout went through.", "2026-01-29T17:05:00"),
        ),
    ),
    # 753
    Case(
        name="p41-movement-topic-retired",
        family="rename",
        expected="update",
        scope="project:wms-core",
        original="Stock movement events are published on the Kafka topic inventory.movements.",
        date="2025-09-09T09:00:00",
        later=(
            agent("Heads up for the consumers: movement events go out on wms.stock-events these days; "
                  "inventory.movements was retired at the end of last sprint.", "2026-02-19T14:35:00"),
        ),
    ),
    # ---- contradictions: move ----
    # 754
    Case(
        name="p41-carrier-adapters-extracted",
        family="move",
        expected="update",
        scope="project:wms-core",
        original="The carrier adapters (UPS, FedEx, DHL) live under src/integrations/carriers in the wms-core repo.",
        date="2025-08-12T15:00:00",
        later=(
            agent("Pulled the carrier adapters out into their own carrier-gateway repository this week.",
                  "2026-01-13T18:00:00"),
            agent("Deleted what was left of src/integrations/carriers from wms-core; the adapters are only "
                  "maintained in carrier-gateway from now on.", "2026-01-14T12:15:00"),
            user("If you need to touch the FedEx adapter, open the PR against carrier-gateway, not wms-core.",
                 "2026-01-20T09:30:00"),
        ),
    ),
    # 755
    Case(
        name="p41-label-templates-location",
        family="move",
        expected="conflict",
        scope="project:labelhub",
        original="Label templates are kept in the templates/labels folder of the labelhub repository.",
        date="2025-11-05T10:00:00",
        later=(
            agent("Went looking for the FedEx Ground template: labelhub loads every template at startup from "
                  "the wms-label-templates S3 bucket, and there's no templates folder in the repo at all.",
                  "2026-02-26T16:45:00"),
        ),
    ),
    # ---- look-alikes ----
    # 756
    Case(
        name="p41-shopify-sync-delta-only",
        family=LOOKALIKE,
        expected="none",
        variant="refinement",
        scope="project:stocksync",
        original="Inventory is synced to Shopify every 10 minutes.",
        date="2025-12-10T08:30:00",
        later=(
            agent("The 10-minute Shopify sync only pushes SKUs whose on-hand changed since the previous run, "
                  "which keeps us under the API rate limit.", "2026-01-06T11:00:00"),
        ),
    ),
    # 757
    Case(
        name="p41-pick-sort-shelf-level",
        family=LOOKALIKE,
        expected="none",
        variant="refinement",
        scope="project:picklist",
        original="Pick lists are sorted by bin location so pickers walk the shortest route.",
        date="2025-10-01T09:00:00",
        kind="decision",
        later=(
            user("Inside a single aisle, the bin order goes by shelf level, bottom shelves first, so nobody has "
                 "to fetch a ladder halfway through a run.", "2026-02-09T14:00:00"),
        ),
    ),
    # 758
    Case(
        name="p41-pallet-labels-other-printer",
        family=LOOKALIKE,
        expected="none",
        variant="different-subject",
        scope="project:labelhub",
        original="Return labels are printed on the 4x6 thermal printers at the returns bench.",
        date="2025-09-25T13:00:00",
        later=(
            agent("Pallet labels go to the large 6x8 Zebra in the dock office, not the thermal printers.",
                  "2026-01-19T10:20:00"),
        ),
    ),
    # 759
    Case(
        name="p41-dhl-still-soap",
        family=LOOKALIKE,
        expected="none",
        variant="different-subject",
        scope="project:carrier-gateway",
        original="The UPS integration talks to the UPS REST API using OAuth client credentials.",
        date="2025-11-12T15:30:00",
        later=(
            user("The DHL integration is still on DHL's old SOAP endpoint with a static API key.",
                 "2026-02-17T09:45:00"),
        ),
    ),
    # 760
    Case(
        name="p41-wave-cap-reno-dc",
        family=LOOKALIKE,
        expected="none",
        variant="other-scope",
        scope="project:picklist",
        original="Pick list waves are capped at 25 orders each.",
        date="2025-10-07T08:00:00",
        later=(
            user("For the Reno DC rollout, waves are capped at 60 orders.", "2026-02-05T13:10:00",
                 scope="project:reno-dc-picking"),
        ),
    ),
    # 761
    Case(
        name="p41-returns-portal-printnode",
        family=LOOKALIKE,
        expected="none",
        variant="other-scope",
        scope="project:labelhub",
        original="Label print jobs are sent to the printers through CUPS.",
        date="2025-08-20T11:00:00",
        later=(
            agent("Label printing goes through PrintNode's cloud API; there's no CUPS server involved.",
                  "2026-03-02T15:30:00", scope="project:returns-portal"),
        ),
    ),
    # 762
    Case(
        name="p41-carrier-gateway-redeploy",
        family=LOOKALIKE,
        expected="none",
        variant="routine",
        scope="project:carrier-gateway",
        original="carrier-gateway is deployed to the Kubernetes cluster in us-east-1.",
        date="2025-12-15T10:00:00",
        later=(
            agent("Redeployed carrier-gateway to the us-east-1 cluster after bumping the FedEx SDK; all pods "
                  "came up healthy and the label smoke test passed.", "2026-01-23T16:50:00"),
        ),
    ),
    # 763
    Case(
        name="p41-no-negative-on-hand",
        family=LOOKALIKE,
        expected="none",
        variant="agreement",
        scope="project:wms-core",
        original="Negative on-hand quantities are never allowed in the inventory tables.",
        date="2025-07-30T09:15:00",
        kind="decision",
        later=(
            agent("Confirmed the check constraint on stock_levels rejects any write that would take on-hand "
                  "below zero, so a short pick can't drive a bin negative.", "2026-02-13T12:40:00",
                  contradicts=False),
        ),
    ),
    # -- Fresh probe 42 (plain notes, healthcare scheduling; arrived unseen: 6/12, 6/12 at the session-start code) --
    # ---- contradictions: technology ----
    # 764
    Case(
        name="p42-tech-video-provider-update",
        family="technology",
        expected="update",
        scope="project:careline-video",
        original="Video visits run on Twilio Video; the backend mints the room tokens.",
        date="2026-01-12",
        later=(
            agent("Spent the day porting video visit rooms over to Daily.co; the waiting room and the "
                  "clinician join flow work against Daily in staging.", "2026-02-03"),
            agent("Video visits are fully on Daily now. I deleted the Twilio room-token endpoint and "
                  "dropped the Twilio SDK from the patient app bundle.", "2026-02-06"),
        ),
    ),
    # 765
    Case(
        name="p42-tech-slot-store-conflict",
        family="technology",
        expected="conflict",
        scope="project:careline-backend",
        original="Appointment slots are kept in PostgreSQL, one row per clinician per slot.",
        date="2026-01-20",
        kind="decision",
        later=(
            agent("Wrote the DynamoDB query that pulls open appointment slots for a clinic and day, using "
                  "clinic_id as partition key and the slot start as sort key.", "2026-03-02"),
        ),
    ),
    # 766
    Case(
        name="p42-tech-reminder-sms-update",
        family="technology",
        expected="update",
        scope="project:careline-backend",
        original="Appointment reminder texts are sent through Amazon SNS.",
        date="2026-01-08",
        later=(
            user("Heads up: reminder SMS goes out via MessageBird since last sprint, SNS kept dropping "
                 "messages to Canadian numbers.", "2026-02-17"),
        ),
    ),
    # ---- contradictions: setting ----
    # 767
    Case(
        name="p42-setting-reminder-lead-update",
        family="setting",
        expected="update",
        scope="project:careline-backend",
        original="Patients get their appointment reminder 24 hours before the visit.",
        date="2026-01-15",
        later=(
            user("After the no-show review we decided reminders should go out two days ahead instead.",
                 "2026-02-10"),
            agent("Bumped the reminder lead time in the notifications worker from 24 to 48 hours, as "
                  "agreed in the no-show review.", "2026-02-11"),
        ),
    ),
    # 768
    Case(
        name="p42-setting-eligibility-timeout-conflict",
        family="setting",
        expected="conflict",
        scope="project:careline-backend",
        original="Insurance eligibility checks give up after 10 seconds and let the patient book anyway.",
        date="2026-01-22",
        later=(
            agent("The booking screen hangs because the eligibility client waits a full 30 seconds on "
                  "the clearinghouse before it lets the patient continue.", "2026-03-05"),
        ),
    ),
    # 769
    Case(
        name="p42-setting-video-slot-length-update",
        family="setting",
        expected="update",
        scope="project:careline-patient-app",
        original="Video visit slots are 15 minutes long.",
        date="2026-01-05",
        kind="decision",
        later=(
            agent("The booking grid builds 20-minute video slots now; clinicians said 15 was too tight "
                  "once the intake questions were added.", "2026-02-24"),
        ),
    ),
    # ---- contradictions: policy ----
    # 770
    Case(
        name="p42-policy-late-cancel-review-update",
        family="policy",
        expected="update",
        scope="project:careline-backend",
        original="Every cancellation made less than 24 hours before the appointment must be reviewed by "
                 "front-desk staff before the slot is released.",
        date="2026-01-09",
        kind="decision",
        later=(
            user("Front desk doesn't review late cancellations anymore; the slot should go straight back "
                 "into the pool.", "2026-02-19"),
            agent("Removed the manual review step for late cancellations, freed slots are republished "
                  "immediately.", "2026-02-20"),
            agent("Deleted the front-desk late-cancellation queue view from the admin console since nobody "
                  "reviews those now.", "2026-02-23"),
        ),
    ),
    # 771
    Case(
        name="p42-policy-phone-verification-conflict",
        family="policy",
        expected="conflict",
        scope="project:careline-patient-app",
        original="Patients must verify their phone number before they can book a video visit.",
        date="2026-01-14",
        kind="decision",
        later=(
            agent("Ran through the booking flow with a fresh test account: it lets you book a video visit "
                  "right after signup, and the phone number is only checked when the first reminder is "
                  "sent.", "2026-03-09"),
        ),
    ),
    # ---- contradictions: rename ----
    # 772
    Case(
        name="p42-rename-eligibility-service-update",
        family="rename",
        expected="update",
        scope="project:careline-backend",
        original="The service that talks to the insurance clearinghouses is called coverage-svc.",
        date="2026-01-19",
        later=(
            agent("Renamed coverage-svc to eligibility-gateway in the repo and the helm chart.",
                  "2026-02-12"),
            agent("Pointed the paging alerts at eligibility-gateway; the old coverage-svc name no longer "
                  "exists anywhere in monitoring.", "2026-02-13"),
        ),
    ),
    # 773
    Case(
        name="p42-rename-reminder-queue-conflict",
        family="rename",
        expected="conflict",
        scope="project:careline-backend",
        original="The reminder worker consumes from the appt-reminders queue.",
        date="2026-01-27",
        later=(
            user("To test a reminder by hand, publish to visit-notifications; that's the queue the "
                 "reminder worker reads.", "2026-03-11"),
        ),
    ),
    # ---- contradictions: move ----
    # 774
    Case(
        name="p42-move-fhir-mappers-update",
        family="move",
        expected="update",
        scope="project:careline-backend",
        original="The shared FHIR mapping code lives in packages/fhir-utils in the backend monorepo.",
        date="2026-01-06",
        later=(
            user("I pulled the FHIR mappers out into their own repository, careline/fhir-mappers; "
                 "packages/fhir-utils is gone from the monorepo.", "2026-02-04"),
            agent("Backend now installs fhir-mappers as a versioned dependency from its new repo.",
                  "2026-02-05"),
        ),
    ),
    # 775
    Case(
        name="p42-move-booking-screens-conflict",
        family="move",
        expected="conflict",
        scope="project:careline-patient-app",
        original="The appointment booking screens are under apps/patient/src/booking.",
        date="2026-01-21",
        later=(
            agent("Fixed the date picker bug in mobile/screens/scheduling/BookAppointment.tsx, next to "
                  "the other booking screens in that folder.", "2026-03-04"),
        ),
    ),
    # ---- look-alikes ----
    # 776
    Case(
        name="p42-look-sms-refinement",
        family=LOOKALIKE,
        expected="none",
        variant="refinement",
        scope="project:careline-backend",
        original="Appointment reminder texts are sent through Amazon SNS.",
        date="2026-01-08",
        later=(
            agent("Reminder texts through SNS use the dedicated short code and a CARELN sender ID in "
                  "countries that allow one; opt-outs are synced back nightly.", "2026-02-16"),
        ),
    ),
    # 777
    Case(
        name="p42-look-clinician-wait-refinement",
        family=LOOKALIKE,
        expected="none",
        variant="refinement",
        scope="project:careline-video",
        original="A video visit is cancelled automatically if the clinician has not joined within 10 "
                 "minutes.",
        date="2026-01-13",
        kind="decision",
        later=(
            user("Small clarification on the 10-minute rule: it counts from the scheduled start time, not "
                 "from when the patient enters the waiting room.", "2026-02-09"),
        ),
    ),
    # 778
    Case(
        name="p42-look-lab-notification-different-subject",
        family=LOOKALIKE,
        expected="none",
        variant="different-subject",
        scope="project:careline-backend",
        original="Patients get their appointment reminder 24 hours before the visit.",
        date="2026-01-15",
        later=(
            agent("Lab result notifications go out two hours after the clinician signs off the results.",
                  "2026-02-18"),
        ),
    ),
    # 779
    Case(
        name="p42-look-chat-store-different-subject",
        family=LOOKALIKE,
        expected="none",
        variant="different-subject",
        scope="project:careline-backend",
        original="Appointment slots are kept in PostgreSQL, one row per clinician per slot.",
        date="2026-01-20",
        later=(
            agent("Clinician-to-patient chat messages are stored in Firestore so the app can sync them "
                  "offline.", "2026-03-03"),
        ),
    ),
    # 780
    Case(
        name="p42-look-cancel-window-other-scope",
        family=LOOKALIKE,
        expected="none",
        variant="other-scope",
        scope="project:careline-patient-app",
        original="Patients can cancel free of charge up to 2 hours before their appointment.",
        date="2026-01-10",
        kind="decision",
        later=(
            user("Patients can cancel free of charge up to 24 hours before their appointment.",
                 "2026-02-21", scope="project:brightsmile-dental"),
        ),
    ),
    # 781
    Case(
        name="p42-look-eligibility-language-other-scope",
        family=LOOKALIKE,
        expected="none",
        variant="other-scope",
        scope="project:careline-backend",
        original="The insurance eligibility service is written in Go.",
        date="2026-01-16",
        later=(
            agent("Set up the insurance eligibility service, written in Kotlin on Spring Boot, and wired "
                  "it to the pharmacy benefit manager.", "2026-02-26",
                  scope="project:medbridge-pharmacy"),
        ),
    ),
    # 782
    Case(
        name="p42-look-slot-locks-routine",
        family=LOOKALIKE,
        expected="none",
        variant="routine",
        scope="project:careline-backend",
        original="Appointment slot holds are locked in Redis for five minutes while the patient checks out.",
        date="2026-01-23",
        later=(
            agent("Restarted the Redis instance behind slot holds after a memory alert; holds came back "
                  "within a minute and no double bookings showed up.", "2026-03-06"),
            agent("Added a dashboard panel for how many slot holds expire without a booking.",
                  "2026-03-07"),
        ),
    ),
    # 783
    Case(
        name="p42-look-recordings-agreement",
        family=LOOKALIKE,
        expected="none",
        variant="agreement",
        scope="project:careline-video",
        original="Video visits are never recorded or stored.",
        date="2026-01-07",
        kind="decision",
        later=(
            user("Checked with legal again: we don't keep recordings of video visits, so please don't add "
                 "a record button even though a clinic asked for it.", "2026-02-27", contradicts=False),
        ),
    ),
    # -- Fresh probe 43 (plain notes, news publisher platform; arrived unseen: 4/12, 2/12 at the session-start code) --
    # ---------------------------------------------------------------- contradictions: update
    # 784
    Case(
        name="p43-search-engine-opensearch",
        family="technology",
        expected="update",
        scope="project:newsdesk-search",
        original="Site search for articles runs on Elasticsearch 7, hosted on Elastic Cloud.",
        date="2025-11-04",
        later=(
            agent("Started porting the article index mappings to OpenSearch; the analyzers needed small "
                  "tweaks but the query DSL mostly carried over.", "2026-01-12"),
            agent("Cut the public search box over to the OpenSearch cluster this morning and shut down the "
                  "Elastic Cloud deployment, so article search no longer touches Elasticsearch.", "2026-01-15"),
        ),
    ),
    # 785
    Case(
        name="p43-image-resizer-libvips",
        family="technology",
        expected="update",
        scope="project:pixel-forge",
        original="Our image pipeline resizes uploaded photos with ImageMagick before pushing them to the CDN.",
        date="2025-09-20",
        kind="decision",
        later=(
            user("We dropped ImageMagick from the resize step after the memory blowups on big RAW files; "
                 "the pipeline uses libvips for thumbnails and crops from now on.", "2026-02-03"),
        ),
    ),
    # 786
    Case(
        name="p43-paywall-meter-three",
        family="setting",
        expected="update",
        scope="project:paywall-p43",
        original="Anonymous readers get five free articles a month before the paywall kicks in.",
        date="2025-10-01",
        later=(
            user("Product wants to push subscriptions harder in Q1, so the meter is going down.", "2026-01-05"),
            agent("Changed the metering config as requested: the free allowance is now three articles per "
                  "month for logged-out readers, deployed to production.", "2026-01-07"),
        ),
    ),
    # 787
    Case(
        name="p43-breaking-news-approval-dropped",
        family="policy",
        expected="update",
        scope="project:newsroom-cms",
        original="Every breaking news story must be approved by a second editor before it can be published.",
        date="2025-08-14",
        kind="decision",
        later=(
            user("After the election-night delays, the masthead decided senior reporters may publish breaking "
                 "items on their own; the second-editor sign-off is no longer required for those.",
                 "2026-02-18"),
            agent("Removed the mandatory second-approver check from the publish button for users with the "
                  "senior-reporter role.", "2026-02-19"),
        ),
    ),
    # 788
    Case(
        name="p43-headline-service-renamed",
        family="rename",
        expected="update",
        scope="project:newsroom-cms",
        original="The service that generates homepage teasers and headline variants is called headline-svc.",
        date="2025-07-30",
        later=(
            agent("Renamed headline-svc to teaser-engine in the deploy manifests and the service registry; "
                  "old DNS entry kept as an alias for a month.", "2026-03-02"),
            agent("Updated the on-call runbook to say teaser-engine everywhere it used to mention headline-svc.",
                  "2026-03-04"),
        ),
    ),
    # 789
    Case(
        name="p43-image-code-relocated",
        family="move",
        expected="update",
        scope="project:pixel-forge",
        original="The image pipeline code lives in services/images inside the main platform monorepo.",
        date="2025-06-11",
        later=(
            agent("Finished pulling the image pipeline out of services/images; it sits under "
                  "packages/media-pipeline now so the podcast team can reuse the upload handlers.",
                  "2026-01-22"),
        ),
    ),
    # 790
    Case(
        name="p43-newsletter-templates-own-repo",
        family="move",
        expected="update",
        scope="project:morning-brief",
        original="Newsletter email templates are kept in the CMS repository under templates/email.",
        date="2025-12-02",
        later=(
            user("The design team got their own repo for the email templates, newsletter-templates, so they "
                 "can ship layout changes without a CMS release.", "2026-02-10"),
            agent("Deleted templates/email from the CMS repo after confirming the send job reads the layouts "
                  "from the newsletter-templates repository.", "2026-02-12"),
        ),
    ),
    # ---------------------------------------------------------------- contradictions: conflict
    # 791
    Case(
        name="p43-newsletter-sender-postmark",
        family="technology",
        expected="conflict",
        scope="project:morning-brief",
        original="The daily newsletters are sent through Mailchimp.",
        date="2025-10-19",
        later=(
            agent("Traced the bounce spike on the morning edition: the send job posts each batch to Postmark's "
                  "broadcast stream, and Postmark throttles us above 10k messages a minute.", "2026-01-28"),
        ),
    ),
    # 792
    Case(
        name="p43-cms-autosave-interval",
        family="setting",
        expected="conflict",
        scope="project:newsroom-cms",
        original="The article editor autosaves drafts every 30 seconds.",
        date="2025-09-03",
        later=(
            agent("Reproduced the lost-paragraph complaint: the editor only autosaves every two minutes, so a "
                  "crash right after typing can drop up to two minutes of work.", "2026-02-06"),
        ),
    ),
    # 793
    Case(
        name="p43-image-cdn-ttl",
        family="setting",
        expected="conflict",
        scope="project:pixel-forge",
        original="Resized images are cached at the CDN for 24 hours.",
        date="2025-11-11",
        later=(
            user("Image responses from the CDN carry a one-hour cache lifetime, which is why the origin sees "
                 "so much traffic.", "2026-01-09"),
            agent("Checked a few article hero images: the edge keeps them for an hour and then revalidates "
                  "against the origin.", "2026-01-10"),
        ),
    ),
    # 794
    Case(
        name="p43-obituaries-metered",
        family="policy",
        expected="conflict",
        scope="project:paywall-p43",
        original="Obituaries are always free to read and never count against the paywall meter.",
        date="2025-05-27",
        kind="decision",
        later=(
            agent("While writing tests for the meter I noticed obituary pages are counted like any other "
                  "story; a logged-out reader who has used their allowance gets the subscribe wall on them.",
                  "2026-03-11"),
        ),
    ),
    # 795
    Case(
        name="p43-paywall-service-name",
        family="rename",
        expected="conflict",
        scope="project:paywall-p43",
        original="The paywall decision microservice is named turnstile.",
        date="2025-08-08",
        later=(
            agent("Deployed gatekeeper, the service that decides whether a reader sees the paywall, to staging "
                  "with the new entitlement cache.", "2026-02-24"),
        ),
    ),
    # ---------------------------------------------------------------- look-alikes
    # 796
    Case(
        name="p43-lk-search-synonyms",
        family=LOOKALIKE,
        expected="none",
        variant="refinement",
        scope="project:newsdesk-search",
        original="Article search uses Elasticsearch with an English analyzer on headline and body.",
        date="2025-10-06",
        later=(
            agent("Added a synonym list to the Elasticsearch article index so that 'PM' also matches 'prime "
                  "minister' and 'NHS' matches 'health service'.", "2026-01-19"),
        ),
    ),
    # 797
    Case(
        name="p43-lk-meter-reset",
        family=LOOKALIKE,
        expected="none",
        variant="refinement",
        scope="project:paywall-p43",
        original="Logged-out readers get five free articles a month before hitting the paywall.",
        date="2025-10-01",
        later=(
            user("To be precise about the meter: the five-article count resets at midnight on the first of "
                 "each calendar month, in the reader's local time zone.", "2026-01-14"),
        ),
    ),
    # 798
    Case(
        name="p43-lk-transactional-mail",
        family=LOOKALIKE,
        expected="none",
        variant="different-subject",
        scope="project:morning-brief",
        original="Newsletter editions are sent through Mailchimp.",
        date="2025-10-19",
        later=(
            agent("Wired password-reset and receipt emails for subscribers through Postmark; those "
                  "transactional messages never touched Mailchimp.", "2026-02-01"),
        ),
    ),
    # 799
    Case(
        name="p43-lk-headshot-storage",
        family=LOOKALIKE,
        expected="none",
        variant="different-subject",
        scope="project:pixel-forge",
        original="Original uploaded photos are stored in the S3 bucket news-originals.",
        date="2025-07-02",
        kind="decision",
        later=(
            user("Author headshots for the bylines are stored separately, in the staff-avatars bucket on "
                 "Cloudflare R2.", "2026-01-26"),
        ),
    ),
    # 800
    Case(
        name="p43-lk-drafts-db-other-project",
        family=LOOKALIKE,
        expected="none",
        variant="other-scope",
        scope="project:newsroom-cms",
        original="Article drafts are stored in PostgreSQL.",
        date="2025-06-18",
        later=(
            agent("The wire importer keeps its article drafts in MongoDB, since agency feeds arrive as loose "
                  "JSON documents.", "2026-02-15", scope="project:wire-importer"),
        ),
    ),
    # 801
    Case(
        name="p43-lk-comments-other-project",
        family=LOOKALIKE,
        expected="none",
        variant="other-scope",
        scope="project:newsroom-cms",
        original="Comments are closed automatically on articles older than 30 days.",
        date="2025-09-09",
        kind="decision",
        later=(
            user("Comments stay open indefinitely on match reports; fans keep arguing about old games and "
                 "that traffic is worth it.", "2026-03-06", scope="project:sports-hub"),
        ),
    ),
    # 802
    Case(
        name="p43-lk-cache-purge-routine",
        family=LOOKALIKE,
        expected="none",
        variant="routine",
        scope="project:newsroom-cms",
        original="The homepage cache is purged every time an article is published.",
        date="2025-08-25",
        later=(
            agent("Shipped the fix for the broken homepage carousel. Published a test article afterwards, watched "
                  "the cache purge run, and the new teaser showed up within a few seconds.", "2026-01-30"),
        ),
    ),
    # 803
    Case(
        name="p43-lk-breaking-approval-agrees",
        family=LOOKALIKE,
        expected="none",
        variant="agreement",
        scope="project:newsroom-cms",
        original="Push alerts for breaking news need sign-off from the duty editor before they go out.",
        date="2025-11-20",
        kind="decision",
        later=(
            user("Reminded the new night shift that breaking-news push alerts still have to be signed off by the "
                 "duty editor, no exceptions.", "2026-02-27", contradicts=False),
        ),
    ),
    # -- Fresh probe 44 (plain notes, card-fraud detection; arrived unseen: 4/12, 3/12 at the session-start code) --
    # --- contradictions: technology ---
    # 804
    Case(
        name="p44-velocity-pipeline-kstreams",
        family="technology",
        expected="update",
        scope="project:velocity-features",
        original="The streaming velocity features for card authorizations are computed in Flink and written to Redis for the scorer.",
        date="2025-10-14",
        later=(
            agent("Spent the day porting the velocity aggregations to Kafka Streams; the Flink job keeps running in shadow so we can diff the two outputs.", "2026-01-12"),
            agent("A week of clean diffs, so I pointed the scorer at the features the Kafka Streams app produces and scaled the Flink job down to zero.", "2026-01-20"),
            user("We tore down the Flink cluster this morning; Kafka Streams is the only thing computing velocity features from here on.", "2026-01-27"),
        ),
    ),
    # 805
    Case(
        name="p44-casebook-store-postgres",
        family="technology",
        expected="update",
        scope="project:casebook",
        original="We keep fraud case records in MongoDB because the case schema changes too often for a relational model.",
        date="2025-06-02",
        kind="decision",
        later=(
            user("Casebook's case records sit in Postgres these days; a jsonb column gives us all the schema flexibility we were leaning on Mongo for.", "2026-02-03"),
        ),
    ),
    # 806
    Case(
        name="p44-rules-interpreter",
        family="technology",
        expected="conflict",
        scope="project:sentinel-rules",
        original="The rules engine evaluates the fraud rules with Drools, loading them from the rules repository at startup.",
        date="2025-09-08",
        later=(
            agent("Traced a rule that never fired: our rule DSL gets compiled to Python expressions and run by the in-house interpreter in rules_eval/interpreter.py, and the bug was operator precedence in its parser.", "2026-02-18"),
        ),
    ),
    # --- contradictions: setting ---
    # 807
    Case(
        name="p44-decline-cutoff",
        family="setting",
        expected="update",
        scope="project:fraud-scoring",
        original="Card transactions that score above 0.92 on the fraud model are declined automatically.",
        date="2025-11-20",
        later=(
            user("After the false-positive review with the issuing bank we raised the auto-decline cutoff to 0.95; anything between 0.92 and 0.95 goes to review instead.", "2026-03-04"),
            agent("Changed the decline threshold in the scoring service's settings and the runbook to 0.95, and deleted the alert that still watched the previous value.", "2026-03-05"),
        ),
    ),
    # 808
    Case(
        name="p44-velocity-window-calendar-day",
        family="setting",
        expected="conflict",
        scope="project:velocity-features",
        original="The per-card authorization count feature uses a sliding 24-hour window.",
        date="2025-10-14",
        later=(
            agent("While backfilling I saw the per-card authorization count drop to zero at midnight UTC every day, so what we compute is a calendar-day bucket rather than a rolling window.", "2026-02-09"),
        ),
    ),
    # 809
    Case(
        name="p44-pickup-sla",
        family="setting",
        expected="conflict",
        scope="project:casebook",
        original="Investigators must pick up a high-severity fraud case within 15 minutes of it being opened.",
        date="2025-07-15",
        later=(
            user("High-severity cases have a one-hour pickup target; the queue dashboard only turns them red after sixty minutes unassigned.", "2026-03-11"),
            agent("Wrote the SLA breach check for high-severity cases against a 60-minute pickup limit, matching what the queue dashboard uses.", "2026-03-12"),
        ),
    ),
    # --- contradictions: policy ---
    # 810
    Case(
        name="p44-gray-zone-sms",
        family="policy",
        expected="update",
        scope="project:fraud-scoring",
        original="We always send the cardholder an SMS challenge before declining a transaction that lands in the gray zone.",
        date="2025-08-21",
        kind="decision",
        later=(
            user("SIM-swap fraud made the text challenge worthless, so gray-zone transactions no longer get an SMS; they go straight to manual review.", "2026-01-29"),
            agent("Removed the SMS challenge branch from the gray-zone handler; those transactions now open a review case directly in Casebook.", "2026-02-02"),
        ),
    ),
    # 811
    Case(
        name="p44-rule-second-approval",
        family="policy",
        expected="conflict",
        scope="project:sentinel-rules",
        original="Every change to a production fraud rule has to be approved by a second analyst before it goes live.",
        date="2025-09-08",
        kind="decision",
        later=(
            agent("Shipped the new merchant-category rule to production straight from my branch; the rules deploy pipeline only needs the test suite to pass, there is no reviewer gate on it.", "2026-02-24"),
        ),
    ),
    # --- contradictions: rename ---
    # 812
    Case(
        name="p44-scorer-rename",
        family="rename",
        expected="update",
        scope="project:fraud-scoring",
        original="The model scoring service is called risk-scorer, and its pages go to the #risk-scorer-oncall channel.",
        date="2025-05-30",
        later=(
            agent("Changed risk-scorer to fraud-inference in the Helm charts and the service catalog; the old DNS name keeps redirecting for a month.", "2026-02-10"),
            agent("Cleaned up the stragglers: dashboards, alert routes and the on-call channel all say fraud-inference now.", "2026-02-12"),
        ),
    ),
    # 813
    Case(
        name="p44-enriched-topic-name",
        family="rename",
        expected="conflict",
        scope="project:velocity-features",
        original="The Kafka topic carrying enriched authorization events is named auth-enriched.",
        date="2025-10-14",
        later=(
            user("Consumers of enriched authorization events should subscribe to card.authorizations.enriched.v2; that's the topic the enricher publishes to.", "2026-03-02"),
        ),
    ),
    # --- contradictions: move ---
    # 814
    Case(
        name="p44-rules-repo-move",
        family="move",
        expected="update",
        scope="project:sentinel-rules",
        original="Production fraud rules are kept under rules/prod/ in the fraud-platform monorepo.",
        date="2025-09-08",
        later=(
            agent("Pulled the production rule files out of the monorepo into a repository of their own, fraud-rules, so analysts can open PRs without touching service code.", "2026-01-15"),
            user("Heads up: rule edits go to the fraud-rules repo now, rules/prod/ in the monorepo is just a stub README pointing there.", "2026-01-16"),
        ),
    ),
    # 815
    Case(
        name="p44-casebook-region",
        family="move",
        expected="update",
        scope="project:casebook",
        original="The case management service runs in our eu-west-1 cluster next to the card processor.",
        date="2025-07-15",
        later=(
            user("Casebook was migrated to the Frankfurt region last week to satisfy the data-residency requirement.", "2026-02-20"),
            agent("Updated the investigator VPN guide: since the migration case management is reachable only through the eu-central-1 endpoint.", "2026-02-23"),
        ),
    ),
    # --- look-alikes ---
    # 816
    Case(
        name="p44-la-retrain-label-refinement",
        family=LOOKALIKE,
        expected="none",
        variant="refinement",
        scope="project:fraud-scoring",
        original="Chargeback labels are joined back to transactions so the fraud model is retrained every month.",
        date="2025-11-20",
        later=(
            agent("The monthly retraining job now also drops chargebacks with the 'merchandise not received' reason code from the fraud label, since those are disputes rather than fraud.", "2026-02-06"),
        ),
    ),
    # 817
    Case(
        name="p44-la-redis-sizing-refinement",
        family=LOOKALIKE,
        expected="none",
        variant="refinement",
        scope="project:fraud-scoring",
        original="The scorer reads all of its online features from Redis.",
        date="2025-12-01",
        later=(
            user("The Redis behind the online features is a six-node cluster with a replica in each availability zone; keep the key TTL at 48 hours.", "2026-01-22"),
        ),
    ),
    # 818
    Case(
        name="p44-la-atm-model-threshold",
        family=LOOKALIKE,
        expected="none",
        variant="different-subject",
        scope="project:fraud-scoring",
        original="Transactions scoring above 0.9 on the card-not-present model are routed to manual review.",
        date="2025-11-20",
        later=(
            user("Withdrawals scoring above 0.75 on the ATM model are routed to manual review.", "2026-02-27"),
        ),
    ),
    # 819
    Case(
        name="p44-la-mobile-triage-app",
        family=LOOKALIKE,
        expected="none",
        variant="different-subject",
        scope="project:casebook",
        original="The case management web UI is built with React.",
        date="2025-07-15",
        later=(
            agent("Started the on-call triage app for investigators; it's a Flutter app talking to the same case API, separate from the React web UI.", "2026-03-09"),
        ),
    ),
    # 820
    Case(
        name="p44-la-rule-results-other-project",
        family=LOOKALIKE,
        expected="none",
        variant="other-scope",
        scope="project:sentinel-rules",
        original="Rule evaluation results are stored in ClickHouse for the analysts' dashboards.",
        date="2025-09-08",
        later=(
            user("Rule evaluation results are stored in BigQuery for the analysts' dashboards.", "2026-02-16", scope="project:merchant-onboarding"),
        ),
    ),
    # 821
    Case(
        name="p44-la-freshness-alert-other-project",
        family=LOOKALIKE,
        expected="none",
        variant="other-scope",
        scope="project:velocity-features",
        original="Feature freshness alerts fire when the pipeline lag goes over 30 seconds.",
        date="2025-10-14",
        later=(
            agent("Set the feature freshness alert to fire when lag goes over 10 minutes; batch files only land every few hours so anything tighter just pages people.", "2026-03-03", scope="project:ach-monitoring"),
        ),
    ),
    # 822
    Case(
        name="p44-la-onnx-routine",
        family=LOOKALIKE,
        expected="none",
        variant="routine",
        scope="project:fraud-scoring",
        original="The fraud model is served with the ONNX runtime inside the scoring service.",
        date="2025-12-01",
        later=(
            agent("Bumped the ONNX runtime patch version in the scoring service and reran the latency benchmark; p99 is unchanged at 14 ms.", "2026-01-19"),
        ),
    ),
    # 823
    Case(
        name="p44-la-auto-close-agreement",
        family=LOOKALIKE,
        expected="none",
        variant="agreement",
        scope="project:casebook",
        original="A fraud case is never closed automatically; it needs an investigator's disposition first.",
        date="2025-07-15",
        kind="decision",
        later=(
            user("From the compliance review: cases still need an investigator's disposition before they close, and the proposal to auto-close low-value cases was turned down.", "2026-03-16", contradicts=False),
        ),
    ),
    # -- Fresh probe 45 (plain notes, smart-home cloud; arrived unseen: 5/12, 3/12 at the session-start code) --
    # ---- contradictions: technology ----
    # 824
    Case(
        name="p45-pairing-records-store",
        family="technology",
        expected="update",
        scope="project:pairing-service",
        original="Device pairing records live in DynamoDB, keyed by the device serial number.",
        date="2025-11-04",
        later=(
            agent("Spent most of the day copying pairing records into the shared Postgres cluster; as of this "
                  "afternoon the pairing service reads from Postgres and only writes through to DynamoDB.",
                  "2026-01-12"),
            agent("A week of dual reads showed zero misses, so I dropped the DynamoDB pairing table and removed "
                  "the write-through code.", "2026-01-20"),
        ),
    ),
    # 825
    Case(
        name="p45-telemetry-broker",
        family="technology",
        expected="conflict",
        scope="project:telemetry-ingest",
        original="Thermostat telemetry is ingested through Kafka.",
        date="2025-10-02",
        later=(
            agent("Traced yesterday's gap in thermostat readings to the RabbitMQ consumer falling behind; the "
                  "ingest queue had about 400k unacked messages when I looked.", "2026-02-03"),
        ),
    ),
    # 826
    Case(
        name="p45-voice-intent-parsing",
        family="technology",
        expected="update",
        scope="project:voice-bridge",
        original="We use Amazon Lex to parse intents in the voice assistant bridge.",
        date="2025-09-18",
        kind="decision",
        later=(
            user("Heads-up: the bridge stopped calling Lex last sprint. Intent parsing is handled by our own "
                 "small classifier that runs inside the bridge process, which cut latency by a lot.",
                 "2026-02-10"),
        ),
    ),
    # ---- contradictions: setting ----
    # 827
    Case(
        name="p45-rollout-wave-size",
        family="setting",
        expected="update",
        scope="project:ota-rollout",
        original="Firmware rollouts go out in waves of 5% of the fleet.",
        date="2025-08-21",
        later=(
            agent("After the bricked-plug incident Dana asked for smaller waves, so I lowered the default wave "
                  "size in the rollout controller from five percent to one percent.", "2026-01-07"),
            agent("Checked the 1% waves in staging; a full fleet rollout takes roughly four days now instead of "
                  "one.", "2026-01-09"),
        ),
    ),
    # 828
    Case(
        name="p45-heartbeat-interval",
        family="setting",
        expected="conflict",
        scope="project:telemetry-ingest",
        original="Hubs send a heartbeat to the cloud every 60 seconds.",
        date="2025-07-30",
        later=(
            agent("The presence dashboard marks a hub offline after three missed heartbeats, which with the "
                  "five-minute heartbeat interval means fifteen minutes of silence before anyone sees it.",
                  "2026-02-14"),
        ),
    ),
    # 829
    Case(
        name="p45-pairing-token-lifetime",
        family="setting",
        expected="update",
        scope="project:pairing-service",
        original="Pairing tokens expire after ten minutes.",
        date="2025-10-15",
        later=(
            user("We extended the pairing token lifetime to 30 minutes; too many people were timing out while "
                 "typing in their Wi-Fi password.", "2026-03-02"),
        ),
    ),
    # ---- contradictions: policy ----
    # 830
    Case(
        name="p45-raw-telemetry-retention",
        family="policy",
        expected="update",
        scope="project:telemetry-ingest",
        original="Raw telemetry is always kept for 13 months so we can produce year-over-year energy reports.",
        date="2025-06-11",
        kind="decision",
        later=(
            user("Legal review came back: we don't keep raw telemetry past 90 days any more. The year-over-year "
                 "reports will be built from the daily aggregates instead.", "2026-01-26"),
            agent("Turned on the 90-day lifecycle rule for the raw telemetry bucket; the older partitions are "
                  "scheduled for deletion tonight.", "2026-01-28"),
            agent("Rewrote the energy report job to read daily aggregates only, since the raw data it used to "
                  "scan is gone after three months.", "2026-02-04"),
        ),
    ),
    # 831
    Case(
        name="p45-firmware-signoff",
        family="policy",
        expected="conflict",
        scope="project:ota-rollout",
        original="Every firmware image must be signed off by two release engineers before it can enter a rollout.",
        date="2025-09-03",
        kind="decision",
        later=(
            agent("Started the 1% rollout of plug firmware 4.2.1 with Priya's signature alone; the release "
                  "checklist only asks for one approver, and the rollout tool accepted it.", "2026-02-19"),
        ),
    ),
    # ---- contradictions: rename ----
    # 832
    Case(
        name="p45-claim-service-name",
        family="rename",
        expected="update",
        scope="project:hearth-cloud",
        original="The service that handles device claiming is called claimd.",
        date="2025-05-27",
        later=(
            agent("Updated the helm chart references: what used to be claimd is deployed as ownership-service "
                  "now, to match the new naming scheme.", "2026-01-14"),
            agent("Fixed two Grafana dashboards that were still querying metrics with the claimd_ prefix; they "
                  "read ownership_service_* after today's change.", "2026-01-15"),
        ),
    ),
    # 833
    Case(
        name="p45-firmware-status-topic",
        family="rename",
        expected="conflict",
        scope="project:ota-rollout",
        original="Firmware install status events are published on the topic fw.status.v1.",
        date="2025-11-20",
        later=(
            agent("Wired the rollout dashboard to consume device-firmware-state, which is the topic the hubs "
                  "report their install progress on.", "2026-02-25"),
        ),
    ),
    # ---- contradictions: move ----
    # 834
    Case(
        name="p45-alexa-skill-location",
        family="move",
        expected="update",
        scope="project:voice-bridge",
        original="The Alexa skill handler code lives in services/voice/alexa in the backend monorepo.",
        date="2025-08-05",
        later=(
            user("I pulled the Alexa skill out of the monorepo into its own repository, hearth-alexa-skill, so "
                 "we can release it on Amazon's certification schedule.", "2026-01-30"),
            agent("Cloned hearth-alexa-skill and ran its tests. The services/voice/alexa folder in the monorepo "
                  "only holds a README pointing to the new repo.", "2026-02-02"),
        ),
    ),
    # 835
    Case(
        name="p45-ingest-region",
        family="move",
        expected="conflict",
        scope="project:telemetry-ingest",
        original="The telemetry ingest cluster runs in eu-west-1.",
        date="2025-09-09",
        later=(
            agent("Logged into the telemetry ingest nodes in eu-central-1 to check disk usage; all three sit "
                  "at about 40%, nothing to do.", "2026-03-05"),
        ),
    ),
    # ---- look-alikes ----
    # 836
    Case(
        name="p45-ble-pairing-detail",
        family=LOOKALIKE,
        expected="none",
        variant="refinement",
        scope="project:pairing-service",
        original="Device pairing uses BLE to hand the Wi-Fi credentials over to the device.",
        date="2025-10-01",
        later=(
            agent("Added to the pairing docs: during the BLE handover the Wi-Fi credentials are encrypted with "
                  "an ephemeral ECDH key, and the provisioning characteristic is only writable for two minutes "
                  "after the button press.", "2026-01-22"),
        ),
    ),
    # 837
    Case(
        name="p45-auto-pause-window",
        family=LOOKALIKE,
        expected="none",
        variant="refinement",
        scope="project:ota-rollout",
        original="Firmware rollouts pause automatically if the crash rate in a wave goes above 0.5%.",
        date="2025-12-03",
        kind="decision",
        later=(
            user("For the automatic rollout pause, the crash rate is measured over the first six hours after "
                 "install and only counts devices that have checked in at least once.", "2026-02-12"),
        ),
    ),
    # 838
    Case(
        name="p45-sensor-checkin",
        family=LOOKALIKE,
        expected="none",
        variant="different-subject",
        scope="project:telemetry-ingest",
        original="Hubs send a heartbeat to the cloud every 60 seconds.",
        date="2025-07-30",
        later=(
            agent("Door sensors check in every 15 minutes because they run on coin cells; the presence logic "
                  "handles them separately from hubs.", "2026-02-16"),
        ),
    ),
    # 839
    Case(
        name="p45-voice-secrets",
        family=LOOKALIKE,
        expected="none",
        variant="different-subject",
        scope="project:voice-bridge",
        original="Account-linking tokens for the voice assistants are stored in Vault.",
        date="2025-11-11",
        later=(
            agent("Moved the Google Home integration's webhook signing secret from an env var into AWS Secrets "
                  "Manager, and rotated it while I was at it.", "2026-02-20"),
        ),
    ),
    # 840
    Case(
        name="p45-telemetry-store-other-team",
        family=LOOKALIKE,
        expected="none",
        variant="other-scope",
        scope="project:telemetry-ingest",
        original="Telemetry is stored in TimescaleDB.",
        date="2025-08-14",
        later=(
            agent("Energy insights keeps its telemetry in ClickHouse; the monthly usage charts query it "
                  "directly.", "2026-02-08", scope="project:energy-insights"),
        ),
    ),
    # 841
    Case(
        name="p45-pairing-rate-limit-installers",
        family=LOOKALIKE,
        expected="none",
        variant="other-scope",
        scope="project:pairing-service",
        original="The pairing API is rate limited to 20 requests per minute per account.",
        date="2025-12-09",
        later=(
            user("The pairing API allows 200 requests per minute per account, because professional installers "
                 "set up whole apartment buildings in one sitting.", "2026-03-11",
                 scope="project:installer-portal"),
        ),
    ),
    # 842
    Case(
        name="p45-voice-bridge-deps",
        family=LOOKALIKE,
        expected="none",
        variant="routine",
        scope="project:voice-bridge",
        original="The voice bridge runs on Node 20.",
        date="2025-10-23",
        later=(
            agent("Routine dependency bump on the voice bridge: updated the Alexa SDK and axios, ran the test "
                  "suite on Node 20, everything green, deployed to staging.", "2026-01-19"),
            agent("Promoted the voice bridge staging build to production after a quiet night; no error spikes "
                  "in the intent logs.", "2026-01-20"),
        ),
    ),
    # 843
    Case(
        name="p45-no-ssid-in-telemetry",
        family=LOOKALIKE,
        expected="none",
        variant="agreement",
        scope="project:telemetry-ingest",
        original="Telemetry payloads must never include the Wi-Fi SSID.",
        date="2025-09-29",
        kind="decision",
        later=(
            agent("Audited the thermostat telemetry schema: there is no SSID field, and I added a test that "
                  "fails the build if one ever shows up.", "2026-02-27", contradicts=False),
        ),
    ),
    # -- Fresh probe 46 (plain notes, e-learning platform; arrived unseen: 6/12, 3/12 at the session-start code) --
    # ---------------------------------------------------------------- updates (7)
    # 844
    Case(
        name="p46-quiz-analytics-warehouse",
        family="technology",
        expected="update",
        scope="project:lernwerk",
        original="Quiz attempt analytics are stored in the main PostgreSQL database, in the quiz_attempts table.",
        date="2025-11-03",
        later=(
            agent("Started copying historical quiz attempts into BigQuery so the analytics queries stop "
                  "hammering the primary database.", "2026-01-12"),
            agent("Cut the instructor dashboard over to read quiz analytics from BigQuery; the Postgres "
                  "quiz_attempts table is only kept for the last 7 days now.", "2026-01-14"),
            user("Quiz analytics live in BigQuery from now on, please don't add new reports against Postgres.",
                 "2026-01-16"),
        ),
    ),
    # 845
    Case(
        name="p46-cert-link-expiry",
        family="setting",
        expected="update",
        scope="project:lernwerk",
        original="Download links for certificate PDFs expire after 7 days.",
        date="2025-10-20",
        later=(
            user("Learners kept emailing support about dead certificate links, so we bumped the expiry "
                 "to 30 days.", "2026-02-02"),
        ),
    ),
    # 846
    Case(
        name="p46-payout-manual-review",
        family="policy",
        expected="update",
        scope="project:lernwerk",
        original="Every instructor payout above 500 EUR has to be reviewed by someone on the finance team "
                 "before it is released.",
        date="2025-09-15",
        kind="decision",
        later=(
            agent("Removed the manual-approval step from the payout job; finance signed off on letting "
                  "Stripe Connect's risk checks handle large payouts.", "2026-03-04"),
            user("Big instructor payouts don't wait for a finance review any more.", "2026-03-05"),
        ),
    ),
    # 847
    Case(
        name="p46-player-service-name",
        family="rename",
        expected="update",
        scope="project:lernwerk",
        original="The service that serves HLS manifests to the lesson player is called lesson-player-api.",
        date="2025-12-01",
        later=(
            agent("Finished the rename: what used to be lesson-player-api is deployed as stream-gateway, "
                  "and the old DNS name just redirects.", "2026-02-18"),
        ),
    ),
    # 848
    Case(
        name="p46-mobile-repo-split",
        family="move",
        expected="update",
        scope="project:lernwerk-mobile",
        original="The React Native code for the learner app lives in apps/mobile inside the main monorepo.",
        date="2025-08-11",
        later=(
            agent("Extracted apps/mobile into its own repository, lernwerk-mobile, keeping the git history.",
                  "2026-01-20"),
            agent("Deleted the leftover apps/mobile folder from the monorepo after the CI for the new "
                  "mobile repo went green.", "2026-01-22"),
        ),
    ),
    # 849
    Case(
        name="p46-push-provider",
        family="technology",
        expected="update",
        scope="project:lernwerk-mobile",
        original="Push notifications for lesson reminders go out through OneSignal.",
        date="2025-07-30",
        later=(
            user("We dropped OneSignal at renewal time; lesson reminder pushes are sent with Firebase Cloud "
                 "Messaging instead.", "2026-04-09"),
        ),
    ),
    # 850
    Case(
        name="p46-refund-after-certificate",
        family="policy",
        expected="update",
        scope="project:lernwerk",
        original="Once a certificate has been issued for a course, the course purchase can no longer be refunded.",
        date="2025-10-01",
        kind="decision",
        later=(
            user("Legal asked us to reverse the certificate rule: a learner who asks within 14 days gets "
                 "their money back even if they already earned the certificate.", "2026-02-25"),
            agent("Updated the refund eligibility check so an issued certificate no longer blocks a refund "
                  "inside the 14-day window; the certificate gets revoked at the same time.", "2026-02-26"),
        ),
    ),
    # ---------------------------------------------------------------- conflicts (5)
    # 851
    Case(
        name="p46-quiz-default-timer",
        family="setting",
        expected="conflict",
        scope="project:quizforge",
        original="New quizzes get a default time limit of 20 minutes.",
        date="2025-11-18",
        later=(
            agent("Created a quiz in the builder to test the autosave fix; the time limit field was "
                  "prefilled with 45 minutes.", "2026-01-08"),
        ),
    ),
    # 852
    Case(
        name="p46-card-processor",
        family="technology",
        expected="conflict",
        scope="project:lernwerk",
        original="Course purchases are charged through Stripe.",
        date="2025-06-02",
        later=(
            agent("Traced the checkout request: the card is captured by a call to Adyen's payments "
                  "endpoint, and the webhook handler only understands Adyen notifications.", "2026-03-11"),
            agent("Checked the payments service config for the EU storefront; the only processor "
                  "credentials in it are Adyen's.", "2026-03-12"),
        ),
    ),
    # 853
    Case(
        name="p46-cert-templates-location",
        family="move",
        expected="conflict",
        scope="project:lernwerk",
        original="The HTML templates for certificates are kept in services/certificates/templates.",
        date="2025-09-09",
        later=(
            agent("Edited the certificate template for the data-science track in the design-assets "
                  "S3 bucket, which is where the renderer loads templates from; services/certificates has "
                  "no templates directory.", "2026-02-10"),
        ),
    ),
    # 854
    Case(
        name="p46-grading-worker-name",
        family="rename",
        expected="conflict",
        scope="project:quizforge",
        original="The background worker that grades quiz submissions is called quiz-scorer.",
        date="2025-12-12",
        later=(
            user("The worker that grades quiz submissions is grader-svc; there is no quiz-scorer "
                 "deployment in our cluster.", "2026-01-27"),
        ),
    ),
    # 855
    Case(
        name="p46-offline-downloads",
        family="policy",
        expected="conflict",
        scope="project:lernwerk-mobile",
        original="Lesson videos must never be downloadable for offline viewing in the mobile apps.",
        date="2025-05-14",
        kind="decision",
        later=(
            user("Premium learners can save lesson videos to their phone and watch them offline in both "
                 "the iOS and Android apps.", "2026-03-20"),
            agent("Tested the download button on a premium test account on Android; the lesson played "
                  "fine in airplane mode.", "2026-03-21"),
        ),
    ),
    # ---------------------------------------------------------------- look-alikes (8)
    # 856
    Case(
        name="p46-cdn-signed-urls",
        family=LOOKALIKE,
        expected="none",
        variant="refinement",
        scope="project:lernwerk",
        original="Lesson videos are delivered through CloudFront.",
        date="2025-10-05",
        later=(
            agent("Switched the CloudFront distribution for lesson videos to signed URLs with a six-hour "
                  "lifetime, so shared links stop working after a while.", "2026-01-30"),
        ),
    ),
    # 857
    Case(
        name="p46-cert-pdf-qr",
        family=LOOKALIKE,
        expected="none",
        variant="refinement",
        scope="project:lernwerk",
        original="Course certificates are generated as PDF files.",
        date="2025-08-22",
        kind="decision",
        later=(
            user("Certificate PDFs now also carry a QR code that links to the public verification page.",
                 "2026-02-14"),
        ),
    ),
    # 858
    Case(
        name="p46-forum-database",
        family=LOOKALIKE,
        expected="none",
        variant="different-subject",
        scope="project:lernwerk",
        original="The quiz service stores its data in PostgreSQL 15.",
        date="2025-11-01",
        later=(
            agent("Moved the discussion forum service from MySQL to MongoDB this week; threads and replies "
                  "are migrated.", "2026-03-02"),
        ),
    ),
    # 859
    Case(
        name="p46-ios-min-version",
        family=LOOKALIKE,
        expected="none",
        variant="different-subject",
        scope="project:lernwerk-mobile",
        original="The Android app requires at least API level 26.",
        date="2025-09-30",
        later=(
            user("We raised the iOS app's minimum deployment target to iOS 16.", "2026-01-19"),
        ),
    ),
    # 860
    Case(
        name="p46-tutor-payments",
        family=LOOKALIKE,
        expected="none",
        variant="other-scope",
        scope="project:lernwerk",
        original="Course purchases are paid with Stripe.",
        date="2025-07-07",
        later=(
            user("Sessions booked on the tutoring marketplace are paid through PayPal.", "2026-02-06",
                 scope="project:tutorhub"),
        ),
    ),
    # 861
    Case(
        name="p46-upload-size-cap",
        family=LOOKALIKE,
        expected="none",
        variant="other-scope",
        scope="project:lernwerk",
        original="Instructors can upload lesson videos of up to 2 GB each.",
        date="2025-10-12",
        later=(
            agent("Video uploads are limited to 500 MB each; recordings above that get rejected by the "
                  "ingest endpoint.", "2026-03-15", scope="project:liveclass"),
        ),
    ),
    # 862
    Case(
        name="p46-transcode-rerun",
        family=LOOKALIKE,
        expected="none",
        variant="routine",
        scope="project:lernwerk",
        original="Lesson video transcoding runs on AWS Elemental MediaConvert.",
        date="2025-06-18",
        later=(
            agent("Reran four failed MediaConvert transcoding jobs for the Spanish grammar course; the "
                  "source files had a corrupt audio track, re-exported them and all jobs completed.",
                  "2026-01-09"),
            agent("Added an alert when a MediaConvert job sits in the queue for more than an hour.",
                  "2026-01-10"),
        ),
    ),
    # 863
    Case(
        name="p46-refund-window-confirmed",
        family=LOOKALIKE,
        expected="none",
        variant="agreement",
        scope="project:lernwerk",
        original="Learners can get a full refund within 30 days of buying a course.",
        date="2025-05-05",
        kind="decision",
        later=(
            user("Checked with finance again during the pricing review: the refund window stays at 30 days "
                 "from purchase.", "2026-02-20", contradicts=False),
        ),
    ),
    # -- Fresh probe 33 (mobile banking, release notes and review comments; sealed until the end: 4/12 at the final code, 5/12 at the session-start code) --
    # ---------------------------------------------------------------- contradictions: technology
    # 864
    Case(
        name="p33-tech-kyc-vendor-commit",
        family="technology",
        expected="update",
        scope="project:onboarding-kyc",
        original="Identity verification during onboarding (ID document scan plus selfie) runs through the "
                 "Onfido SDK on both iOS and Android.",
        date="2025-11-04",
        later=(
            agent("chore(onboarding): drop Onfido SDK from iOS + Android; identity checks go through the "
                  "Persona inquiry flow from now on (#2231)", "2026-02-17T15:22:00"),
        ),
    ),
    # 865
    Case(
        name="p33-tech-android-compose-review",
        family="technology",
        expected="conflict",
        scope="project:vault-android",
        original="The Android client's UI is built entirely with XML layouts and View Binding; we do not use "
                 "Jetpack Compose anywhere in the app.",
        date="2025-09-22",
        kind="decision",
        later=(
            agent("Code review on PR #884: the new CardDetailsScreen composable should hoist the freeze-toggle "
                  "state into CardDetailsViewModel and pass it down, the same way the other @Composable "
                  "screens in :feature-cards do. Also add a @Preview for the frozen state.",
                  "2026-01-28T11:05:00"),
        ),
    ),
    # 866
    Case(
        name="p33-tech-flags-wrapup",
        family="technology",
        expected="update",
        scope="project:vault-mobile",
        original="Feature flags for the iOS and Android apps are served by LaunchDarkly.",
        date="2025-10-01",
        later=(
            agent(_P33_FLAGS_WRAPUP, "2026-03-05T18:40:00"),
        ),
    ),
    # ---------------------------------------------------------------- contradictions: setting
    # 867
    Case(
        name="p33-setting-ios-idle-timeout",
        family="setting",
        expected="update",
        scope="project:vault-ios",
        original="The iOS app signs the user out after 5 minutes of inactivity.",
        date="2025-12-02",
        later=(
            user("After the accessibility review we raised the iOS inactivity sign-out from 5 to 10 minutes; "
                 "screen-reader users kept getting logged out mid-transfer.", "2026-02-09T10:15:00"),
        ),
    ),
    # 868
    Case(
        name="p33-setting-atm-limit-config",
        family="setting",
        expected="conflict",
        scope="project:card-issuing",
        original="Newly issued debit cards start with a daily ATM withdrawal limit of EUR 500.",
        date="2025-11-18",
        later=(
            agent("Checked what a fresh card gets by default, card-issuing/config/limits.yaml:\n"
                  "new_card_defaults:\n"
                  "  atm_daily_limit_eur: 300\n"
                  "  pos_daily_limit_eur: 2500\n"
                  "  ecom_daily_limit_eur: 1500", "2026-01-14T09:48:00"),
        ),
    ),
    # 869
    Case(
        name="p33-setting-liveness-attempts",
        family="setting",
        expected="conflict",
        scope="project:onboarding-kyc",
        original="Applicants get three attempts at the selfie liveness check before they are routed to "
                 "manual review.",
        date="2025-10-20",
        later=(
            user("After the second failed liveness attempt, the app hands the applicant over to manual review "
                 "and shows the 'we'll get back to you within 24 hours' screen.", "2026-03-02T14:30:00"),
        ),
    ),
    # ---------------------------------------------------------------- contradictions: policy
    # 870
    Case(
        name="p33-policy-rooted-devices-release-notes",
        family="policy",
        expected="update",
        scope="project:vault-mobile",
        original="The app refuses to run on rooted Android devices and jailbroken iPhones.",
        date="2025-08-12",
        kind="decision",
        later=(
            user("App Store / Play Store release notes, version 6.4: Faster statement downloads. New card "
                 "designs for Premium customers. Rooted and jailbroken devices can now open the app in "
                 "read-only mode to check balances; payments and card controls remain unavailable on those "
                 "devices.", "2026-02-24T08:00:00"),
        ),
    ),
    # 871
    Case(
        name="p33-policy-card-issuing-reviews-chat",
        family="policy",
        expected="conflict",
        scope="project:card-issuing",
        original="Every change to the card-issuing service needs approval from two reviewers, at least one of "
                 "them from the security team.",
        date="2025-09-03",
        kind="decision",
        later=(
            user("card-issuing PRs just need one approval, anyone on the team can give it 👍",
                 "2026-01-20T16:12:00"),
        ),
    ),
    # ---------------------------------------------------------------- contradictions: rename
    # 872
    Case(
        name="p33-rename-kmp-module",
        family="rename",
        expected="update",
        scope="project:vault-mobile",
        original="The shared Kotlin Multiplatform module holding the banking domain logic is called "
                 "`core-banking`.",
        date="2025-07-30",
        later=(
            user("We renamed the KMP module `core-banking` to `ledger-shared` so it stops getting confused "
                 "with the backend service of the same name; update your Gradle includes.",
                 "2026-01-07T09:00:00"),
        ),
    ),
    # 873
    Case(
        name="p33-rename-freeze-flag-log",
        family="rename",
        expected="conflict",
        scope="project:vault-mobile",
        original="The feature flag gating the instant card freeze button is `card_freeze_v2`.",
        date="2025-11-25",
        later=(
            agent("Flag evaluation log while debugging the missing freeze button on Android 6.3.2:\n"
                  "2026-03-11T09:14:03Z DEBUG FlagClient eval key=instant_card_lock user=88213 "
                  "result=false reason=RULE_MATCH(android<6.3.3)  # gates instant card freeze button\n"
                  "2026-03-11T09:14:03Z DEBUG FlagClient eval key=virtual_card_issue user=88213 result=true",
                  "2026-03-11T09:20:00"),
        ),
    ),
    # ---------------------------------------------------------------- contradictions: move
    # 874
    Case(
        name="p33-move-push-dispatch-pr",
        family="move",
        expected="update",
        scope="project:vault-backend",
        original="Sending push notifications (APNs and FCM) lives in the notifications-service repo.",
        date="2025-10-09",
        later=(
            agent(_P33_PUSH_PR, "2026-02-03T13:45:00"),
        ),
    ),
    # 875
    Case(
        name="p33-move-ios-builds-incident",
        family="move",
        expected="update",
        scope="project:vault-ios",
        original="iOS release builds run on our self-hosted Mac minis in the Frankfurt office.",
        date="2025-06-16",
        later=(
            user("Incident timeline, 7.2 release: 10:05 release build stuck in 'waiting for signing'. 10:20 "
                 "on-call checks the Frankfurt Mac minis, then remembers release builds were moved to Xcode "
                 "Cloud last month, so the office machines are not involved. 10:40 ticket opened with Apple; "
                 "11:30 build resumes on its own.", "2026-03-19T12:00:00"),
        ),
    ),
    # ---------------------------------------------------------------- look-alikes
    # 876
    Case(
        name="p33-look-refine-virtual-cards",
        family=LOOKALIKE,
        expected="none",
        variant="refinement",
        scope="project:card-issuing",
        original="Virtual cards are issued through Marqeta.",
        date="2025-09-15",
        later=(
            user("Virtual cards are issued through Marqeta's just-in-time funding program, and each customer "
                 "can hold at most five active virtual cards.", "2026-01-22T10:00:00"),
        ),
    ),
    # 877
    Case(
        name="p33-look-refine-biometrics-qa",
        family=LOOKALIKE,
        expected="none",
        variant="refinement",
        scope="project:vault-mobile",
        original="Biometric login (Face ID / fingerprint) is opt-in: users switch it on in Settings after "
                 "their first password login.",
        date="2025-08-27",
        kind="decision",
        later=(
            agent("Q: can a user enable Face ID during onboarding? A: no, the toggle only appears under "
                  "Settings > Security once they've signed in with their password. On Android we also only "
                  "offer it when the device has a Class 3 (strong) biometric sensor.", "2026-02-12T15:30:00"),
        ),
    ),
    # 878
    Case(
        name="p33-look-diff-subject-otp",
        family=LOOKALIKE,
        expected="none",
        variant="different-subject",
        scope="project:vault-android",
        original="The Android app signs users out after 5 minutes of inactivity.",
        date="2025-12-02",
        later=(
            agent("The SMS one-time passcode that confirms a transfer on Android expires after 2 minutes.",
                  "2026-02-05T11:10:00"),
        ),
    ),
    # 879
    Case(
        name="p33-look-diff-subject-roundups-commit",
        family=LOOKALIKE,
        expected="none",
        variant="different-subject",
        scope="project:vault-ios",
        original="Savings pots on iOS are behind the `savings_pots` flag, which is off in production.",
        date="2025-11-10",
        later=(
            agent("feat(ios): ship round-ups behind `roundups_enabled` (default on in prod for the 10% "
                  "cohort) (#4410)", "2026-03-03T17:02:00"),
        ),
    ),
    # 880
    Case(
        name="p33-look-other-scope-kyc-vendor",
        family=LOOKALIKE,
        expected="none",
        variant="other-scope",
        scope="project:retail-onboarding",
        original="Retail customer onboarding runs its KYC checks through Onfido.",
        date="2025-10-06",
        later=(
            user("Business account onboarding runs its KYC and KYB checks through Sumsub.",
                 "2026-01-30T09:30:00", scope="project:business-onboarding"),
        ),
    ),
    # 881
    Case(
        name="p33-look-other-scope-minsdk-chat",
        family=LOOKALIKE,
        expected="none",
        variant="other-scope",
        scope="project:vault-android",
        original="The Android app's minSdk is 26.",
        date="2025-09-09",
        later=(
            user("kiosk app: minSdk 29, we only ship it to the branch Samsung tablets anyway",
                 "2026-02-19T14:05:00", scope="project:branch-kiosk"),
        ),
    ),
    # 882
    Case(
        name="p33-look-routine-pin-screen",
        family=LOOKALIKE,
        expected="none",
        variant="routine",
        scope="project:vault-mobile",
        original="Card PINs are never stored on the device; the PIN reveal screen fetches the PIN from the "
                 "card-issuing API every time it opens.",
        date="2025-07-21",
        kind="decision",
        later=(
            agent(_P33_ROUTINE_PIN, "2026-04-09T18:15:00"),
        ),
    ),
    # 883
    Case(
        name="p33-look-agree-flag-approvals",
        family=LOOKALIKE,
        expected="none",
        variant="agreement",
        scope="project:vault-mobile",
        original="Changing a feature flag in production requires a second person's approval in the flag "
                 "dashboard.",
        date="2025-10-14",
        kind="decision",
        later=(
            user("Reminder: flipping any production flag still needs a second approver in the dashboard, no "
                 "self-approvals, kill switches included.", "2026-03-16T09:05:00", contradicts=False),
        ),
    ),
    # -- Fresh probe 34 (ML platform, notebook output and CLI sessions; sealed until the end: 5/12 at the final code, 4/12 at the session-start code) --
    # ---------------- contradictions: update ----------------
    # 884
    Case(
        name="p34-tech-tracking-update",
        family="technology",
        expected="update",
        scope="project:ranker",
        original="Experiment tracking for the ranking models is done in MLflow, on the shared self-hosted tracking server.",
        date="2025-11-03",
        later=(
            agent("Migrated the ranking experiments off MLflow; runs now log to Weights & Biases under the "
                  "ranking-team entity.", "2026-01-14"),
            agent("Ranker sweep results live in the W&B project ranking-sweeps; the old MLflow server is kept "
                  "only as a read-only archive.", "2026-01-20"),
        ),
    ),
    # 885
    Case(
        name="p34-tech-serving-commit-update",
        family="technology",
        expected="update",
        scope="project:chat-serving",
        kind="decision",
        original="We serve the chat LLM endpoints with TorchServe.",
        date="2025-12-01",
        later=(
            agent("serving: swap TorchServe for vLLM on the chat endpoints\n\n"
                  "TorchServe had no continuous batching; vLLM gives ~3x tokens/s on the A100 pool. "
                  "Removed the old handler.py and .mar packaging step.", "2026-02-09"),
        ),
    ),
    # 886
    Case(
        name="p34-setting-gpu-quota-update",
        family="setting",
        expected="update",
        scope="project:ranker",
        original="Each research team is capped at 16 A100 GPUs on the shared training cluster.",
        date="2025-10-20",
        later=(
            agent(_P34_QUOTA_WRAPUP, "2026-03-05"),
        ),
    ),
    # 887
    Case(
        name="p34-policy-promotion-update",
        family="policy",
        expected="update",
        scope="project:model-registry-p34",
        kind="decision",
        original="A model can only be promoted to Production in the model registry after the ML lead signs off.",
        date="2025-09-15",
        later=(
            user("We no longer need the ML lead's sign-off to promote a model to Production; passing the "
                 "automated evaluation gate is enough now.", "2026-02-02"),
        ),
    ),
    # 888
    Case(
        name="p34-rename-registry-changelog-update",
        family="rename",
        expected="update",
        scope="project:fraud",
        original="The production fraud model is registered in the model registry as `fraud-xgb`.",
        date="2025-12-10",
        later=(
            agent("CHANGELOG 2026-03-04 — registry: `fraud-xgb` is now `fraud-detector` (old name no longer "
                  "matched the architecture); the `champion` alias moved with it.", "2026-03-04"),
        ),
    ),
    # 889
    Case(
        name="p34-move-checkpoints-update",
        family="move",
        expected="update",
        scope="project:training-infra",
        original="Training checkpoints are written to the NFS share /mnt/ckpt on the training cluster.",
        date="2025-11-12",
        later=(
            agent("Moved checkpoint storage from the /mnt/ckpt NFS share to s3://mlp-checkpoints/; the training "
                  "launcher writes there directly now.", "2026-01-28"),
            user("Q: where do I find last night's checkpoints?\nA: s3://mlp-checkpoints/<run-id>/ — nothing "
                 "goes to /mnt/ckpt anymore.", "2026-02-03"),
        ),
    ),
    # 890
    Case(
        name="p34-move-tracking-server-pr-update",
        family="move",
        expected="update",
        scope="project:training-infra",
        kind="decision",
        original="The experiment tracking server runs in the us-east-1 cluster.",
        date="2025-08-04",
        later=(
            agent(_P34_TRACKING_PR, "2026-02-17"),
        ),
    ),
    # ---------------- contradictions: conflict ----------------
    # 891
    Case(
        name="p34-tech-featurestore-notebook-conflict",
        family="technology",
        expected="conflict",
        scope="project:fraud",
        original="The online feature store for fraud scoring is Feast backed by Redis.",
        date="2025-10-01",
        later=(
            agent(_P34_FEAST_NOTEBOOK, "2026-01-22"),
        ),
    ),
    # 892
    Case(
        name="p34-setting-batchsize-conflict",
        family="setting",
        expected="conflict",
        scope="project:churn-p34",
        original="The nightly retraining job for the churn model uses a per-GPU batch size of 256.",
        date="2026-01-05",
        later=(
            user("The churn model's nightly retrain runs with a per-GPU batch size of 64.", "2026-02-11"),
        ),
    ),
    # 893
    Case(
        name="p34-setting-ttl-config-conflict",
        family="setting",
        expected="conflict",
        scope="project:feature-store-p34",
        original="Features in the online feature store expire after 24 hours.",
        date="2025-12-18",
        later=(
            agent("Checked the prod config while debugging cache misses:\n"
                  "```yaml\n"
                  "# feature_store.yaml (prod)\n"
                  "online_store:\n"
                  "  type: redis\n"
                  "  connection_string: fs-redis.prod:6379\n"
                  "  key_ttl_seconds: 3600\n"
                  "```", "2026-02-24"),
        ),
    ),
    # 894
    Case(
        name="p34-policy-spot-chat-conflict",
        family="policy",
        expected="conflict",
        scope="project:llm-finetune",
        kind="decision",
        original="Training jobs longer than 6 hours must never run on spot or preemptible instances.",
        date="2025-11-30",
        later=(
            user("fyi the 20h llama finetune is on spot nodes like always, ckpt every 30 min so preemptions "
                 "are no big deal", "2026-03-10"),
        ),
    ),
    # 895
    Case(
        name="p34-rename-dag-conflict",
        family="rename",
        expected="conflict",
        scope="project:feature-store-p34",
        original="The feature pipeline's Airflow DAG is called `daily_feature_build`.",
        date="2025-10-14",
        later=(
            agent("Triggered `fs_nightly_materialize`, the feature pipeline's Airflow DAG, to backfill "
                  "2026-02-01 through 2026-02-07.", "2026-02-09"),
        ),
    ),
    # ---------------- look-alikes ----------------
    # 896
    Case(
        name="p34-look-triton-refinement",
        family=LOOKALIKE,
        expected="none",
        variant="refinement",
        scope="project:recsys",
        original="The recommendation model is served with Triton Inference Server.",
        date="2025-12-02",
        later=(
            agent("Triton for the recommendation model runs with dynamic batching enabled (max queue delay "
                  "5 ms) on two T4 replicas.", "2026-01-19"),
        ),
    ),
    # 897
    Case(
        name="p34-look-eval-notebook-refinement",
        family=LOOKALIKE,
        expected="none",
        variant="refinement",
        scope="project:search-rerank",
        original="Evaluation for the search reranker uses NDCG@10 on the held-out March query log.",
        date="2026-01-08",
        later=(
            agent("[12]: evaluate(reranker, split='heldout_march')\n"
                  "Out[12]: NDCG@10 = 0.412 (95% CI 0.405-0.419) | recall@100 = 0.871\n"
                  "Adding recall@100 as a secondary metric from now on; NDCG@10 stays the headline number.",
                  "2026-02-12"),
        ),
    ),
    # 898
    Case(
        name="p34-look-training-data-different-subject",
        family=LOOKALIKE,
        expected="none",
        variant="different-subject",
        scope="project:risk-models",
        original="The fraud model's training data comes from the feature store's offline store on BigQuery.",
        date="2025-11-21",
        later=(
            user("The churn model's training data comes from Snowflake, exported weekly from the CRM.",
                 "2026-01-30"),
        ),
    ),
    # 899
    Case(
        name="p34-look-replicas-cli-different-subject",
        family=LOOKALIKE,
        expected="none",
        variant="different-subject",
        scope="project:vision-serving",
        original="The image-classifier inference service runs on 4 replicas in production.",
        date="2026-01-12",
        later=(
            agent("$ kubectl -n serving get deploy\n"
                  "NAME                READY   UP-TO-DATE   AVAILABLE\n"
                  "image-classifier    4/4     4            4\n"
                  "embedding-service   12/12   12           12\n"
                  "$ kubectl -n serving scale deploy/embedding-service --replicas=8\n"
                  "deployment.apps/embedding-service scaled", "2026-02-26"),
        ),
    ),
    # 900
    Case(
        name="p34-look-lightning-other-scope",
        family=LOOKALIKE,
        expected="none",
        variant="other-scope",
        scope="project:ranker",
        original="Training jobs use PyTorch Lightning.",
        date="2025-10-09",
        later=(
            user("Training jobs use plain PyTorch with a hand-written loop, no Lightning.", "2026-01-06",
                 scope="project:speech-asr"),
        ),
    ),
    # 901
    Case(
        name="p34-look-registry-designdoc-other-scope",
        family=LOOKALIKE,
        expected="none",
        variant="other-scope",
        scope="project:vision-qa",
        original="Models are versioned in the MLflow model registry.",
        date="2025-09-02",
        later=(
            agent("Design doc 'Forecasting platform v1', section 3 (Model lifecycle): models are versioned in "
                  "the SageMaker Model Registry, and promotion to prod happens by setting the approval "
                  "status to Approved.", "2026-02-19", scope="project:forecasting"),
        ),
    ),
    # 902
    Case(
        name="p34-look-drain-routine",
        family=LOOKALIKE,
        expected="none",
        variant="routine",
        scope="project:training-infra",
        original="GPU nodes in the training cluster are drained every Sunday at 02:00 UTC for driver updates.",
        date="2025-12-15",
        later=(
            agent("Drained gpu-node-14 after a failed ECC check on one of its GPUs; filed a hardware ticket, "
                  "the node stays cordoned until the card is replaced.", "2026-03-03"),
        ),
    ),
    # 903
    Case(
        name="p34-look-run-tags-commit-agreement",
        family=LOOKALIKE,
        expected="none",
        variant="agreement",
        scope="project:experiments",
        kind="decision",
        original="Every experiment must log the git commit hash and the dataset version to the experiment tracker.",
        date="2025-11-05",
        later=(
            agent("train: log git SHA + dataset version as run tags\n\n"
                  "Enforces the tracking rule: every run now records both, and the launcher refuses to "
                  "start from a dirty tree.", "2026-01-27", contradicts=False),
        ),
    ),
    # -- Fresh probe 35 (agricultural IoT fleet, device logs and standups; sealed until the end: 3/12 at the final code, 2/12 at the session-start code) --
    # ---------------------------------------------------------------- contradictions: technology
    # 904
    Case(
        name="p35-tsdb-influx",
        family="technology",
        expected="update",
        scope="project:soilsense",
        original="Sensor telemetry from the soil probes is ingested into InfluxDB 1.8 on the ingestion cluster.",
        date="2025-09-12",
        later=(
            agent("Finished migrating the soil-probe ingestion pipeline to TimescaleDB; the InfluxDB "
                  "instance is read-only now and gets decommissioned next sprint.", "2026-01-20"),
            user("Telemetry writes for the probes go to Timescale these days, not Influx.", "2026-02-03"),
        ),
    ),
    # 905
    Case(
        name="p35-fw-signing-alg",
        family="technology",
        expected="conflict",
        scope="project:agri-ota",
        original="Firmware images for the field devices are signed with Ed25519 keys held in the HSM.",
        date="2025-10-02",
        kind="decision",
        later=(
            agent("Bootloader console from probe SP-0412 during OTA:\n"
                  "[boot] slot B image v3.3.2 size=412160\n"
                  "[boot] verify sig alg=ECDSA-P256 key_id=fw-rel-2 ... OK\n"
                  "[boot] swapping to slot B", "2026-01-14"),
        ),
    ),
    # 906
    Case(
        name="p35-network-server-cutover",
        family="technology",
        expected="update",
        scope="project:vineyard-mesh",
        original="The gateways forward LoRaWAN uplinks to our self-hosted ChirpStack v3 network server.",
        date="2025-06-30",
        later=(
            agent(_P35_WRAPUP_GATEWAYS, "2026-03-05"),
        ),
    ),
    # ---------------------------------------------------------------- contradictions: setting
    # 907
    Case(
        name="p35-moisture-interval",
        family="setting",
        expected="update",
        scope="project:soilsense",
        original="Soil-moisture probes report a reading every 15 minutes.",
        date="2025-08-18",
        later=(
            user("We stretched the soil-moisture reporting interval to 60 minutes to save battery over "
                 "the winter.", "2026-01-08"),
        ),
    ),
    # 908
    Case(
        name="p35-frost-threshold",
        family="setting",
        expected="conflict",
        scope="project:orchard-alerts",
        original="The frost alert fires when air temperature at canopy height drops below 2 °C.",
        date="2025-10-21",
        later=(
            agent("alerting/rules/frost.yaml:\n"
                  "  - alert: FrostRisk\n"
                  "    expr: canopy_air_temp_c < 0.5\n"
                  "    for: 10m\n"
                  "    labels: {severity: page}", "2026-02-11"),
            agent("Block C canopy sensor read 1.2 °C for forty minutes overnight; FrostRisk stayed "
                  "silent, which matches the rule as configured.", "2026-02-12"),
        ),
    ),
    # 909
    Case(
        name="p35-canary-wave-size",
        family="setting",
        expected="update",
        scope="project:agri-ota",
        original="OTA rollouts go to 5% of the fleet in the first wave.",
        date="2025-07-09",
        later=(
            agent("CHANGELOG v2.14.0 — ota-orchestrator: default first wave is now 10% of devices (was 5%); "
                  "pause between waves unchanged at 24h.", "2026-02-19"),
        ),
    ),
    # ---------------------------------------------------------------- contradictions: policy
    # 910
    Case(
        name="p35-irrigation-window",
        family="policy",
        expected="conflict",
        scope="project:agri-ota",
        original="Firmware updates must never be pushed to devices during the irrigation window, "
                 "04:00–08:00 local time.",
        date="2025-05-27",
        kind="decision",
        later=(
            user("OTA pushes are scheduled for 05:00 local time so the valve controllers are awake for "
                 "the morning irrigation cycle.", "2026-03-02"),
        ),
    ),
    # 911
    Case(
        name="p35-release-signoff",
        family="policy",
        expected="update",
        scope="project:agri-ota",
        original="Every firmware release needs sign-off from two engineers before it is promoted to the "
                 "stable channel.",
        date="2025-04-15",
        kind="decision",
        later=(
            user("Q: do I still need a second approver to promote to stable?\n"
                 "A: not anymore — since the HIL rig landed, a green hardware-in-the-loop run plus one "
                 "approval is enough.", "2026-01-27"),
        ),
    ),
    # ---------------------------------------------------------------- contradictions: rename
    # 912
    Case(
        name="p35-uplink-topic-name",
        family="rename",
        expected="update",
        scope="project:harvest-telemetry",
        original="The Kafka topic for raw LoRaWAN uplinks is called `lora.uplinks.raw`.",
        date="2025-09-03",
        later=(
            agent("Renamed the raw uplink topic to `fleet.uplink.v1` and repointed the ingest consumers "
                  "at it.", "2026-02-06"),
        ),
    ),
    # 913
    Case(
        name="p35-alerter-deploy-name",
        family="rename",
        expected="conflict",
        scope="project:orchard-alerts",
        original="The alerting service runs in the cluster as the deployment `cropwatch-alerts`.",
        date="2025-11-10",
        later=(
            agent("$ kubectl -n alerting get deploy\n"
                  "NAME                 READY   UP-TO-DATE   AVAILABLE   AGE\n"
                  "fieldguard-alerter   3/3     3            3           212d\n"
                  "(only deployment in the namespace)", "2026-01-30"),
        ),
    ),
    # ---------------------------------------------------------------- contradictions: move
    # 914
    Case(
        name="p35-fw-bucket",
        family="move",
        expected="update",
        scope="project:agri-ota",
        original="OTA firmware artifacts are stored in the S3 bucket `agri-fw-releases` in eu-west-1.",
        date="2025-08-01",
        kind="decision",
        later=(
            agent(_P35_PR_BUCKET, "2026-03-10"),
        ),
    ),
    # 915
    Case(
        name="p35-north-gateway-mount",
        family="move",
        expected="conflict",
        scope="project:vineyard-mesh",
        original="The LoRaWAN gateway for the north vineyard block is mounted on the pump house roof.",
        date="2025-06-12",
        later=(
            user("The north block gateway sits on the weather mast next to the tractor shed.", "2026-02-24"),
            agent("Site survey photo notes: north block gateway on the weather mast by the tractor shed; "
                  "pump house roof has only the rain gauge.", "2026-03-01"),
        ),
    ),
    # ---------------------------------------------------------------- look-alikes
    # 916
    Case(
        name="p35-lte-backhaul-detail",
        family=LOOKALIKE,
        expected="none",
        variant="refinement",
        scope="project:vineyard-mesh",
        original="Gateway backhaul uses LTE modems.",
        date="2025-07-22",
        later=(
            user("The gateway LTE modems are Quectel EG25-G on an IoT SIM with a 500 MB monthly cap.",
                 "2026-01-16"),
        ),
    ),
    # 917
    Case(
        name="p35-offline-paging-grace",
        family=LOOKALIKE,
        expected="none",
        variant="refinement",
        scope="project:orchard-alerts",
        original="Sensor-offline alerts page the on-call agronomist through PagerDuty.",
        date="2025-09-29",
        kind="decision",
        later=(
            agent(_P35_WRAPUP_PAGING, "2026-02-17"),
        ),
    ),
    # 918
    Case(
        name="p35-rain-gauge-interval",
        family=LOOKALIKE,
        expected="none",
        variant="different-subject",
        scope="project:soilsense",
        original="Leaf-wetness sensors report every 10 minutes.",
        date="2025-08-05",
        later=(
            user("The rain gauges on the same masts report every 30 minutes.", "2026-01-12"),
        ),
    ),
    # 919
    Case(
        name="p35-mqtt-buffer-age",
        family=LOOKALIKE,
        expected="none",
        variant="different-subject",
        scope="project:harvest-telemetry",
        original="The ingestion API rejects sensor payloads whose timestamp is older than 72 hours.",
        date="2025-10-08",
        later=(
            agent("gateway-bridge/config.toml:\n"
                  "[buffer]\n"
                  "# drop queued MQTT messages held on the gateway after 6h of backhaul outage\n"
                  "max_message_age = \"6h\"\n"
                  "max_queue_len = 20000", "2026-02-09"),
        ),
    ),
    # 920
    Case(
        name="p35-rtos-other-project",
        family=LOOKALIKE,
        expected="none",
        variant="other-scope",
        scope="project:soilsense",
        original="The soil-probe firmware is built on the Zephyr RTOS.",
        date="2025-06-03",
        later=(
            agent("The device firmware is built on FreeRTOS via ESP-IDF.", "2026-01-22",
                  scope="project:beehive-scales"),
        ),
    ),
    # 921
    Case(
        name="p35-retention-other-project",
        family=LOOKALIKE,
        expected="none",
        variant="other-scope",
        scope="project:harvest-telemetry",
        original="Sensor data is kept at full resolution for 90 days, then downsampled to hourly averages.",
        date="2025-11-19",
        later=(
            user("Standup — Marta: retention for the climate sensors is set, full resolution kept 14 days "
                 "then 5-minute rollups; finishing the Grafana dashboards today. Jon: still blocked on CO2 "
                 "probe calibration, waiting on the vendor.", "2026-02-26",
                 scope="project:greenhouse-climate"),
        ),
    ),
    # 922
    Case(
        name="p35-delta-ota-dry-run",
        family=LOOKALIKE,
        expected="none",
        variant="routine",
        scope="project:agri-ota",
        original="OTA updates are delivered as delta patches generated with bsdiff.",
        date="2025-05-14",
        later=(
            agent("Ran the nightly OTA dry-run against the staging fleet: 48 of 48 devices applied the "
                  "bsdiff delta for v3.2.1, average download 41 KB, no rollbacks.", "2026-01-19"),
            agent("Nightly OTA dry-run again green; two devices retried the delta download after a weak "
                  "signal but finished.", "2026-01-20"),
        ),
    ),
    # 923
    Case(
        name="p35-ab-rollback-confirmed",
        family=LOOKALIKE,
        expected="none",
        variant="agreement",
        scope="project:agri-ota",
        original="Devices fall back to the previous firmware slot automatically if a new image fails to "
                 "boot three times.",
        date="2025-04-28",
        kind="decision",
        later=(
            user("Confirmed on the bench today: the A/B rollback kicked in after the third failed boot, "
                 "exactly as designed.", "2026-02-13", contradicts=False),
        ),
    ),
    # -- Fresh probe 36 (tax e-filing portal, CAB minutes and manifests; sealed until the end: 5/12 at the final code, 4/12 at the session-start code) --
    # ---------------- contradictions ----------------
    # 924
    Case(
        name="p36-idproof-vendor-update",
        family="technology",
        expected="update",
        scope="project:idproof",
        original="Identity proofing for new filers is done by ID.me.",
        date="2025-09-02",
        later=(
            user("The ID.me contract lapsed at the end of February; new filers now prove their "
                 "identity through Login.gov's IAL2 flow.", "2026-03-03"),
        ),
    ),
    # 925
    Case(
        name="p36-pdf-renderer-log-conflict",
        family="technology",
        expected="conflict",
        scope="project:form-engine",
        original="Printable tax form PDFs are generated with wkhtmltopdf.",
        date="2025-11-14",
        later=(
            agent(_P36_LOG, "2026-03-04"),
        ),
    ),
    # 926
    Case(
        name="p36-session-timeout-manifest-update",
        family="setting",
        expected="update",
        scope="project:efile-portal",
        original="The portal logs taxpayers out after 15 minutes of inactivity.",
        date="2025-10-06",
        later=(
            agent("commit 4be19c2: raise idle session timeout to 20m (accessibility review, WCAG 2.2.1)\n"
                  "-  SESSION_IDLE_TIMEOUT_SECONDS: \"900\"\n"
                  "+  SESSION_IDLE_TIMEOUT_SECONDS: \"1200\"", "2026-01-20"),
            user("fyi idle logout is 20 min in prod since the last deploy", "2026-01-22"),
        ),
    ),
    # 927
    Case(
        name="p36-ach-retries-conflict",
        family="setting",
        expected="conflict",
        scope="project:paygate",
        original="The payment gateway retries a failed ACH debit submission three times before giving up.",
        date="2025-08-19",
        later=(
            user("A failed ACH debit submission is retried once by the gateway and then goes to the "
                 "manual-review queue.", "2026-02-05"),
        ),
    ),
    # 928
    Case(
        name="p36-freeze-window-cab-update",
        family="policy",
        expected="update",
        scope="project:efile-portal",
        original="Production deployments to the filing portal are frozen from April 1 to April 15 every year.",
        date="2025-03-10",
        kind="decision",
        later=(
            agent(_P36_CAB, "2026-02-11"),
        ),
    ),
    # 929
    Case(
        name="p36-prior-year-idcheck-ticket-conflict",
        family="policy",
        expected="conflict",
        scope="project:idproof",
        original="Taxpayers must pass the identity check before they can view any prior-year return.",
        date="2025-07-01",
        kind="decision",
        later=(
            agent(_P36_TICKET, "2026-02-27"),
            agent("Confirmed on staging: GET /returns/prior/2023 serves the PDF to a session at "
                  "assurance level 1, no identity check involved.", "2026-02-27"),
        ),
    ),
    # 930
    Case(
        name="p36-a11y-job-rename-update",
        family="rename",
        expected="update",
        scope="project:a11y-hub",
        original="The nightly accessibility scan job in CI is called a11y-nightly.",
        date="2025-12-01",
        later=(
            user("We renamed the nightly accessibility scan job; it's wcag-sweep in CI now, matching "
                 "the dashboard. a11y-nightly no longer exists in the scheduler.", "2026-01-08"),
        ),
    ),
    # 931
    Case(
        name="p36-payment-service-name-chat-conflict",
        family="rename",
        expected="conflict",
        scope="project:paygate",
        original="Our payment microservice is named paybridge.",
        date="2025-06-23",
        later=(
            user("anyone know why txn-gateway is 502ing in prod? (the payment service, deployment "
                 "txn-gateway in the payments namespace)", "2026-03-12"),
        ),
    ),
    # 932
    Case(
        name="p36-form-schemas-move-wrapup-update",
        family="move",
        expected="update",
        scope="project:form-engine",
        original="The form schema definitions live in the standalone forms-schema repository.",
        date="2025-05-12",
        later=(
            agent(_P36_WRAPUP, "2026-02-19"),
        ),
    ),
    # 933
    Case(
        name="p36-idproof-region-conflict",
        family="move",
        expected="conflict",
        scope="project:idproof",
        original="The identity proofing service runs in AWS us-east-1.",
        date="2025-09-30",
        later=(
            agent("The identity proofing service is deployed in us-gov-west-1; there are no instances "
                  "of it in us-east-1.", "2026-01-27"),
        ),
    ),
    # 934
    Case(
        name="p36-form-validation-pr-update",
        family="technology",
        expected="update",
        scope="project:form-engine",
        original="Client-side validation in the filing wizard is built on Formik.",
        date="2025-04-08",
        kind="decision",
        later=(
            agent(_P36_PR, "2026-02-02"),
        ),
    ),
    # 935
    Case(
        name="p36-upload-limit-update",
        family="setting",
        expected="update",
        scope="project:efile-portal",
        original="Supporting document uploads are limited to 10 MB per file.",
        date="2025-10-21",
        later=(
            user("Supporting document uploads are now capped at 25 MB per file, up from 10 MB.",
                 "2026-03-02"),
        ),
    ),
    # ---------------- look-alikes ----------------
    # 936
    Case(
        name="p36-paygov-refinement",
        family=LOOKALIKE,
        expected="none",
        variant="refinement",
        scope="project:paygate",
        original="The portal takes payments through Pay.gov.",
        date="2025-08-04",
        later=(
            agent("Pay.gov handles both card and ACH payments for the portal; card payments go through "
                  "its hosted collection page, ACH through the direct-debit form.", "2026-01-14"),
        ),
    ),
    # 937
    Case(
        name="p36-jinja-qa-refinement",
        family=LOOKALIKE,
        expected="none",
        variant="refinement",
        scope="project:form-engine",
        original="Tax form pages are rendered server-side from Jinja templates.",
        date="2025-11-03",
        later=(
            user("Q: does the 1040-ES page hydrate anything on the client?\n"
                 "A: only the SSN input mask and the date picker. The form markup itself still comes "
                 "out of the Jinja templates on the server.", "2026-02-16"),
        ),
    ),
    # 938
    Case(
        name="p36-lockout-different-subject",
        family=LOOKALIKE,
        expected="none",
        variant="different-subject",
        scope="project:idproof",
        original="Identity proofing locks the account after three failed knowledge-based question attempts.",
        date="2025-07-15",
        later=(
            user("The payment gateway locks a bank account after five failed micro-deposit "
                 "verification attempts.", "2026-01-29"),
        ),
    ),
    # 939
    Case(
        name="p36-replicas-manifest-different-subject",
        family=LOOKALIKE,
        expected="none",
        variant="different-subject",
        scope="project:form-engine",
        original="The form-renderer service runs 6 replicas in production.",
        date="2025-12-09",
        later=(
            agent("deploy/prod/pdf-archiver.yaml\n"
                  "kind: Deployment\n"
                  "metadata:\n  name: pdf-archiver\n  namespace: forms-prod\n"
                  "spec:\n  replicas: 2", "2026-02-24"),
        ),
    ),
    # 940
    Case(
        name="p36-axe-other-scope",
        family=LOOKALIKE,
        expected="none",
        variant="other-scope",
        scope="project:a11y-hub",
        original="Automated accessibility scans run with axe-core.",
        date="2025-09-17",
        later=(
            user("Automated accessibility scans run with Pa11y.", "2026-02-09",
                 scope="project:revenue-kiosk"),
        ),
    ),
    # 941
    Case(
        name="p36-ses-routine",
        family=LOOKALIKE,
        expected="none",
        variant="routine",
        scope="project:paygate",
        original="Payment confirmation emails are sent through Amazon SES.",
        date="2025-06-02",
        later=(
            agent("Rotated the SES SMTP credentials used for payment confirmation emails; a test "
                  "confirmation landed in the QA inbox within seconds.", "2026-03-09"),
        ),
    ),
    # 942
    Case(
        name="p36-uploads-bucket-commit-routine",
        family=LOOKALIKE,
        expected="none",
        variant="routine",
        scope="project:efile-portal",
        original="Taxpayer uploads are stored in the S3 bucket efile-uploads-prod with SSE-KMS encryption.",
        date="2025-05-27",
        kind="decision",
        later=(
            agent(_P36_COMMIT, "2026-01-15"),
        ),
    ),
    # 943
    Case(
        name="p36-wcag-gate-agreement",
        family=LOOKALIKE,
        expected="none",
        variant="agreement",
        scope="project:a11y-hub",
        original="Every form page must pass WCAG 2.1 AA checks before it is released.",
        date="2025-10-13",
        kind="decision",
        later=(
            user("Reconfirmed at today's CAB: no form page ships without passing WCAG 2.1 AA.",
                 "2026-02-11", contradicts=False),
        ),
    ),
    # -- Fresh probe 38 (plain notes, developer platform; sealed until the end: 6/12 at the final code, 4/12 at the session-start code) --
    # ---------------- contradictions: update ----------------
    # 944
    Case(
        name="p38-build-cache-backend-update",
        family="technology",
        expected="update",
        scope="project:forge-cache",
        original="The remote build cache stores its artifacts in a self-hosted MinIO cluster in the Frankfurt rack.",
        date="2026-01-12",
        later=(
            agent("Started copying cache blobs into the new S3 bucket today; MinIO stays up read-only until the copy finishes.",
                  "2026-02-03"),
            agent("Cut the cache writers over to S3 this morning, and the MinIO cluster is being decommissioned next week.",
                  "2026-02-05"),
        ),
    ),
    # 945
    Case(
        name="p38-codesearch-index-engine-update",
        family="technology",
        expected="update",
        scope="project:grepline",
        original="Code search is built on Zoekt; we index every repo in the monorepo nightly.",
        date="2026-01-20",
        kind="decision",
        later=(
            user("We dropped Zoekt for code search after the trigram index kept blowing past the disk budget; "
                 "the search backend is a Tantivy-based indexer we wrote ourselves now.",
                 "2026-03-09"),
        ),
    ),
    # 946
    Case(
        name="p38-registry-retention-update",
        family="setting",
        expected="update",
        scope="project:pkgvault",
        original="The internal package registry keeps prerelease versions for 90 days before garbage collecting them.",
        date="2026-01-08",
        later=(
            agent("Storage on the registry was at 91%, so I shortened prerelease retention; snapshots older than "
                  "30 days get collected now.", "2026-02-17"),
            agent("Confirmed the first GC run under the 30-day window freed about 1.4 TB.", "2026-02-18"),
        ),
    ),
    # 947
    Case(
        name="p38-presubmit-policy-update",
        family="policy",
        expected="update",
        scope="project:monorail",
        original="Every change to the monorepo must pass the full presubmit suite before it can merge, no exceptions.",
        date="2026-01-05",
        kind="decision",
        later=(
            user("Docs-only changes no longer have to wait on the full presubmit run; they go through the lint "
                 "job alone and can merge right after.", "2026-02-24"),
        ),
    ),
    # 948
    Case(
        name="p38-lint-service-rename-update",
        family="rename",
        expected="update",
        scope="project:monorail",
        original="The service that runs lint and format checks on pull requests is called tidybot.",
        date="2026-01-14",
        later=(
            agent("Updated the webhook URLs in the CI templates: tidybot got renamed to checkpoint as part of the "
                  "branding cleanup.", "2026-03-02"),
            agent("Grepped the repo for leftover tidybot references after the rename to checkpoint; two dashboards "
                  "still use the old name.", "2026-03-04"),
        ),
    ),
    # 949
    Case(
        name="p38-registry-cli-rename-update",
        family="rename",
        expected="update",
        scope="project:pkgvault",
        original="Developers publish internal packages with the `vpub` command-line tool.",
        date="2026-01-22",
        later=(
            user("The publishing CLI is going by `vault` from this release on; `vpub` remains as a deprecated alias "
                 "until June.", "2026-03-16"),
        ),
    ),
    # 950
    Case(
        name="p38-bazel-rules-move-update",
        family="move",
        expected="update",
        scope="project:monorail",
        original="Our custom Bazel rules live under tools/build_rules at the root of the monorepo.",
        date="2026-01-09",
        later=(
            agent("Relocated the custom Bazel rules into build/bazel/rules so they sit next to the toolchain "
                  "definitions; tools/build_rules is gone.", "2026-02-11"),
        ),
    ),
    # ---------------- contradictions: conflict ----------------
    # 951
    Case(
        name="p38-codesearch-db-conflict",
        family="technology",
        expected="conflict",
        scope="project:grepline",
        original="Code search keeps its repository metadata and permissions in PostgreSQL.",
        date="2026-01-15",
        later=(
            agent("Looked into why permission checks in code search were slow: the repo ACLs are read out of a "
                  "SQLite file on each search node.", "2026-02-20"),
        ),
    ),
    # 952
    Case(
        name="p38-cache-eviction-size-conflict",
        family="setting",
        expected="conflict",
        scope="project:forge-cache",
        original="Each developer's local build cache is capped at 20 GB.",
        date="2026-01-18",
        later=(
            agent("While helping Priya with her full disk I saw that the local build cache is allowed to grow "
                  "to 50 GB per machine.", "2026-02-07"),
            agent("Her cache directory was sitting at 47 GB, which is under the 50 GB ceiling, so eviction never "
                  "kicked in.", "2026-02-07"),
        ),
    ),
    # 953
    Case(
        name="p38-ci-timeout-conflict",
        family="setting",
        expected="conflict",
        scope="project:monorail",
        original="CI jobs in the monorepo time out after 45 minutes.",
        date="2026-01-11",
        later=(
            user("Monorepo CI jobs get two hours before they're killed.", "2026-03-03"),
        ),
    ),
    # 954
    Case(
        name="p38-registry-public-mirror-policy-conflict",
        family="policy",
        expected="conflict",
        scope="project:pkgvault",
        original="Builds may only pull third-party packages through the internal registry's proxy, never from "
                 "public registries directly.",
        date="2026-01-07",
        kind="decision",
        later=(
            agent("The release pipeline for the desktop app fetches its npm dependencies straight from "
                  "registry.npmjs.org, and that is the sanctioned setup for that team.", "2026-02-13"),
        ),
    ),
    # 955
    Case(
        name="p38-ownership-file-location-conflict",
        family="move",
        expected="conflict",
        scope="project:monorail",
        original="Code owners for the monorepo are declared in a single CODEOWNERS file at .github/CODEOWNERS.",
        date="2026-01-19",
        later=(
            agent("Ownership for each package is declared in an OWNERS file inside that package's own directory; "
                  "there is no central list.", "2026-02-26"),
        ),
    ),
    # ---------------- look-alikes ----------------
    # 956
    Case(
        name="p38-cache-backend-refinement",
        family=LOOKALIKE,
        expected="none",
        variant="refinement",
        scope="project:forge-cache",
        original="The remote build cache runs on Redis for metadata lookups.",
        date="2026-01-13",
        later=(
            agent("Set the Redis instance behind the build cache to allkeys-lru eviction and gave it 64 GB; "
                  "it is still the metadata store.", "2026-02-09"),
        ),
    ),
    # 957
    Case(
        name="p38-presubmit-refinement",
        family=LOOKALIKE,
        expected="none",
        variant="refinement",
        scope="project:monorail",
        original="Pull requests to the monorepo need one approving review before merge.",
        date="2026-01-06",
        kind="decision",
        later=(
            user("For the approving review, the reviewer has to be someone outside the author's immediate team "
                 "when the change touches shared libraries.", "2026-02-19"),
        ),
    ),
    # 958
    Case(
        name="p38-codesearch-different-subject",
        family=LOOKALIKE,
        expected="none",
        variant="different-subject",
        scope="project:grepline",
        original="The code search web UI is served by a Next.js frontend.",
        date="2026-01-21",
        later=(
            agent("The code search indexer daemon is a Go binary; I rebuilt it after bumping the toolchain.",
                  "2026-02-14"),
        ),
    ),
    # 959
    Case(
        name="p38-registry-timeout-different-subject",
        family=LOOKALIKE,
        expected="none",
        variant="different-subject",
        scope="project:pkgvault",
        original="Uploads to the internal package registry time out after 10 minutes.",
        date="2026-01-16",
        later=(
            agent("Downloads from the registry's proxy of upstream PyPI time out after 60 seconds, which is why "
                  "the big torch wheels kept failing.", "2026-02-22"),
        ),
    ),
    # 960
    Case(
        name="p38-cache-size-other-scope",
        family=LOOKALIKE,
        expected="none",
        variant="other-scope",
        scope="project:forge-cache",
        original="The shared remote cache for the monorepo holds at most 8 TB before eviction starts.",
        date="2026-01-10",
        later=(
            agent("The remote cache for the mobile build farm holds at most 2 TB before it starts evicting.",
                  "2026-02-12", scope="project:mobile-farm"),
        ),
    ),
    # 961
    Case(
        name="p38-db-other-scope",
        family=LOOKALIKE,
        expected="none",
        variant="other-scope",
        scope="project:pkgvault",
        original="The package registry's metadata lives in PostgreSQL 15.",
        date="2026-01-17",
        later=(
            user("The registry's metadata moved to CockroachDB last sprint.", "2026-03-05",
                 scope="project:artifact-hub"),
        ),
    ),
    # 962
    Case(
        name="p38-lint-service-routine",
        family=LOOKALIKE,
        expected="none",
        variant="routine",
        scope="project:monorail",
        original="The service that runs lint and format checks on pull requests is called tidybot.",
        date="2026-01-14",
        later=(
            agent("Restarted tidybot after it got stuck on a huge generated diff; format checks on pull requests "
                  "are flowing again and the backlog cleared in ten minutes.", "2026-02-10"),
        ),
    ),
    # 963
    Case(
        name="p38-registry-proxy-agreement",
        family=LOOKALIKE,
        expected="none",
        variant="agreement",
        scope="project:pkgvault",
        original="Builds may only pull third-party packages through the internal registry's proxy.",
        date="2026-01-07",
        kind="decision",
        later=(
            agent("Audited the CI images: every one of them resolves third-party packages through the internal "
                  "proxy, and outbound access to public registries is blocked at the firewall.", "2026-02-28",
                  contradicts=False),
        ),
    ),
    # -- Fresh probe 47 (plain notes, travel booking backend; written after every rule and measured once at the final code: 7/12, 5/12 at the session-start code) --
    # ---- contradictions: update ----
    # 964
    Case(
        name="p47-alerts-store-dynamo",
        family="technology",
        expected="update",
        scope="project:tripnest-alerts",
        original="Price alert subscriptions are stored in the alerts table in Postgres.",
        date="2025-10-14",
        later=(
            agent("Finished migrating the price alert subscriptions into DynamoDB; the old Postgres alerts "
                  "table is read-only now and gets dropped next sprint.", "2026-02-03"),
        ),
    ),
    # 965
    Case(
        name="p47-hotel-geo-postgis",
        family="technology",
        expected="update",
        scope="project:tripnest-hotels",
        original="Nearby-hotel search runs its geo queries on Elasticsearch.",
        date="2025-09-22",
        kind="decision",
        later=(
            agent("Started porting the nearby-hotels query to PostGIS; behind the geo_pg flag it reads from "
                  "Postgres instead of the search cluster.", "2026-01-12"),
            agent("geo_pg is at 100% for a week with no complaints, so I switched off the Elasticsearch "
                  "cluster we kept for hotel geo search.", "2026-01-20"),
        ),
    ),
    # 966
    Case(
        name="p47-alert-cap-raised",
        family="setting",
        expected="update",
        scope="project:tripnest-alerts",
        original="A user gets at most 3 price alert emails per day, no matter how many routes they watch.",
        date="2025-11-05",
        kind="decision",
        later=(
            user("After the marketing review we bumped the daily price alert email cap to 5 per user.",
                 "2026-03-02"),
        ),
    ),
    # 967
    Case(
        name="p47-points-expiry-24m",
        family="setting",
        expected="update",
        scope="project:tripnest-loyalty",
        original="Loyalty points expire 18 months after they are earned.",
        date="2025-08-30",
        later=(
            user("Finance signed off on a longer expiry: from April, points stay valid for 24 months after "
                 "they're earned.", "2026-03-18"),
            agent("Changed the expiry job to use the two-year window and queued a backfill so existing "
                  "balances get their new dates tonight.", "2026-03-20"),
        ),
    ),
    # 968
    Case(
        name="p47-hotel-capture-at-checkin",
        family="policy",
        expected="update",
        scope="project:tripnest-hotels",
        original="We always capture the full payment for a hotel reservation at booking time.",
        date="2025-07-11",
        kind="decision",
        later=(
            user("Starting this quarter we stop capturing hotel payments up front: the card is only "
                 "authorized at booking and charged at check-in.", "2026-01-06"),
        ),
    ),
    # 969
    Case(
        name="p47-fare-engine-renamed",
        family="rename",
        expected="update",
        scope="project:tripnest-flights",
        original="The service that computes fare quotes is called fare-engine.",
        date="2025-06-19",
        later=(
            agent("Renamed fare-engine to pricing-core in the repo, the Helm charts and the service "
                  "registry.", "2026-02-10"),
            agent("Found two Grafana dashboards still querying metrics under the old fare service name and "
                  "pointed them at pricing-core.", "2026-02-12"),
        ),
    ),
    # 970
    Case(
        name="p47-supplier-adapters-moved",
        family="move",
        expected="update",
        scope="project:tripnest-hotels",
        original="The hotel supplier adapters live in services/inventory/adapters.",
        date="2025-10-02",
        later=(
            agent("Pulled the supplier adapters out of the inventory service into their own package under "
                  "libs/suppliers; inventory imports them from there now.", "2026-02-25"),
        ),
    ),
    # ---- contradictions: conflict ----
    # 971
    Case(
        name="p47-inventory-fanout-kafka",
        family="technology",
        expected="conflict",
        scope="project:tripnest-hotels",
        original="Hotel availability changes are fanned out to consumers over RabbitMQ.",
        date="2025-09-09",
        later=(
            agent("Looked into the availability lag report: the hotel inventory consumers read from the "
                  "Kafka topic hotel-avail-v2 and were only about 800 ms behind.", "2026-01-27"),
        ),
    ),
    # 972
    Case(
        name="p47-flight-cache-ttl",
        family="setting",
        expected="conflict",
        scope="project:tripnest-flights",
        original="Flight search results are cached for 15 minutes.",
        date="2025-11-20",
        later=(
            agent("Checked the flight search cache while debugging stale fares: entries expire after 90 "
                  "seconds, so a fare is never shown more than a minute and a half old.", "2026-02-14"),
        ),
    ),
    # 973
    Case(
        name="p47-points-transfer",
        family="policy",
        expected="conflict",
        scope="project:tripnest-loyalty",
        original="Members may not transfer loyalty points to another member's account.",
        date="2025-05-15",
        kind="decision",
        later=(
            agent("Built the endpoint that lets a member send points to another member, per the product "
                  "spec; each transfer is capped at 10,000 points.", "2026-01-30"),
            user("Point transfers between family accounts are part of the spring launch.", "2026-02-04"),
        ),
    ),
    # 974
    Case(
        name="p47-loyalty-queue-name",
        family="rename",
        expected="conflict",
        scope="project:tripnest-loyalty",
        original="The loyalty service publishes ledger changes on the points-ledger-events queue.",
        date="2025-12-01",
        later=(
            agent("Hooked the new reporting worker up to loyalty-events, which is the queue the loyalty "
                  "service publishes its ledger changes to.", "2026-02-19"),
        ),
    ),
    # 975
    Case(
        name="p47-flight-search-region",
        family="move",
        expected="conflict",
        scope="project:tripnest-flights",
        original="The flight search service is deployed in eu-west-1.",
        date="2025-08-04",
        later=(
            user("Flight search runs in us-east-1, close to the GDS interconnect.", "2026-03-09"),
        ),
    ),
    # ---- look-alikes ----
    # 976
    Case(
        name="p47-la-alert-checker-shards",
        family=LOOKALIKE,
        expected="none",
        variant="refinement",
        scope="project:tripnest-alerts",
        original="The price alert checker runs every 30 minutes.",
        date="2025-10-21",
        later=(
            agent("Split each 30-minute price alert check into shards by origin airport so a run finishes "
                  "in under ten minutes.", "2026-01-15"),
        ),
    ),
    # 977
    Case(
        name="p47-la-bookings-schema",
        family=LOOKALIKE,
        expected="none",
        variant="refinement",
        scope="project:tripnest-hotels",
        original="Hotel bookings are stored in Postgres.",
        date="2025-07-02",
        kind="decision",
        later=(
            user("Hotel bookings in Postgres go into their own bookings schema, with row-level security "
                 "per partner.", "2026-02-06"),
        ),
    ),
    # 978
    Case(
        name="p47-la-hotel-cache-ttl",
        family=LOOKALIKE,
        expected="none",
        variant="different-subject",
        scope="project:tripnest-flights",
        original="Flight search results are cached in Redis for 10 minutes.",
        date="2025-09-28",
        later=(
            agent("Set the hotel room-availability cache in Redis to a 2-minute TTL, since room counts move "
                  "faster than fares.", "2026-01-22"),
        ),
    ),
    # 979
    Case(
        name="p47-la-alerts-language",
        family=LOOKALIKE,
        expected="none",
        variant="different-subject",
        scope="project:tripnest-loyalty",
        original="The loyalty service is written in Go.",
        date="2025-06-03",
        later=(
            agent("The price alert service is written in Kotlin; added a Gradle task for its integration "
                  "tests.", "2026-02-11"),
        ),
    ),
    # 980
    Case(
        name="p47-la-gds-timeout-corporate",
        family=LOOKALIKE,
        expected="none",
        variant="other-scope",
        scope="project:tripnest-flights",
        original="Fare requests to the GDS use a 5-second timeout.",
        date="2025-10-09",
        later=(
            agent("GDS fare requests here use a 20-second timeout, because the negotiated corporate fares "
                  "endpoint is slow.", "2026-02-17", scope="project:tripnest-corporate"),
        ),
    ),
    # 981
    Case(
        name="p47-la-points-credit-rerun",
        family=LOOKALIKE,
        expected="none",
        variant="routine",
        scope="project:tripnest-loyalty",
        original="Loyalty points are credited 14 days after checkout, once the stay can no longer be cancelled.",
        date="2025-08-12",
        later=(
            agent("Ran the points credit job by hand for the 12 stays that got stuck during yesterday's "
                  "outage; all balances look right now.", "2026-03-04"),
        ),
    ),
    # 982
    Case(
        name="p47-la-inventory-sync-restart",
        family=LOOKALIKE,
        expected="none",
        variant="routine",
        scope="project:tripnest-hotels",
        original="Hotel inventory is synced from suppliers every 5 minutes by the inventory-sync worker.",
        date="2025-11-11",
        later=(
            agent("Restarted the inventory-sync worker after it ran out of memory on a large supplier feed, "
                  "and added an alert on its heap usage.", "2026-01-09"),
            agent("inventory-sync has been stable for two days since the restart; closed the incident "
                  "ticket.", "2026-01-11"),
        ),
    ),
    # 983
    Case(
        name="p47-la-card-tokens-agree",
        family=LOOKALIKE,
        expected="none",
        variant="agreement",
        scope="project:tripnest-hotels",
        original="We never store full card numbers; payments only go through Stripe tokens.",
        date="2025-04-24",
        kind="decision",
        later=(
            user("Went over it with the PCI auditor again: card numbers never touch our database, we keep "
                 "only Stripe tokens.", "2026-02-27", contradicts=False),
        ),
    ),
    # -- Fresh probe 48 (plain notes, hospital pharmacy dispensing; written after every rule and measured once at the final code: 5/12, 4/12 at the session-start code) --
    # ---------------------------------------------------------------- contradictions: technology
    # 984
    Case(
        name="p48-tech-formulary-store",
        family="technology",
        expected="update",
        scope="project:rx-formulary",
        original="The formulary service keeps its drug records in an Oracle database.",
        date="2026-01-12",
        later=(
            agent("Cut-over went through last night: formulary reads and writes hit PostgreSQL now, and the "
                  "old Oracle schema is read-only until the archive team picks it up.", "2026-03-04"),
            agent("Pointed the formulary nightly export at Postgres as well, since the drug records are no "
                  "longer in Oracle.", "2026-03-06"),
        ),
    ),
    # 985
    Case(
        name="p48-tech-barcode-decoder",
        family="technology",
        expected="conflict",
        scope="project:scan-verify",
        original="We decode medication barcodes in the cabinet client with the open-source ZXing library.",
        date="2026-01-20",
        kind="decision",
        later=(
            agent("Traced the GS1 DataMatrix misreads on small vial labels to the Dynamsoft decoder in the "
                  "cabinet client; its direct-part-marking option has to be switched on for those.",
                  "2026-02-17"),
        ),
    ),
    # 986
    Case(
        name="p48-tech-alert-transport",
        family="technology",
        expected="update",
        scope="project:alert-hub",
        original="Override alerts travel from the cabinets to the pharmacy dashboard over RabbitMQ.",
        date="2026-02-02",
        kind="decision",
        later=(
            user("We retired our RabbitMQ broker last sprint; cabinet override alerts ride on the Kafka "
                 "cluster the lab systems already run.", "2026-04-09"),
        ),
    ),
    # ---------------------------------------------------------------- contradictions: setting
    # 987
    Case(
        name="p48-setting-session-idle",
        family="setting",
        expected="update",
        scope="project:cabinet-fleet",
        original="A cabinet session logs the nurse out after 90 seconds without any activity.",
        date="2026-01-08",
        later=(
            user("Nursing asked for shorter idle sessions, so the cabinet logout kicks in at 45 seconds from "
                 "this release on.", "2026-02-23"),
            agent("Checked on the 4 West cabinet: it logged me out 45 seconds after my last tap, matching the "
                  "new idle timeout.", "2026-02-25"),
        ),
    ),
    # 988
    Case(
        name="p48-setting-scan-retries",
        family="setting",
        expected="conflict",
        scope="project:scan-verify",
        original="The scanner retries a failed barcode read three times before offering manual entry.",
        date="2026-01-15",
        later=(
            agent("Walked through the barcode fallback on the emergency department cabinet: the manual entry "
                  "screen only appeared after the fifth unsuccessful read.", "2026-03-11"),
        ),
    ),
    # 989
    Case(
        name="p48-setting-cache-refresh",
        family="setting",
        expected="update",
        scope="project:cabinet-fleet",
        original="Each cabinet refreshes its local copy of the formulary every six hours.",
        date="2026-01-27",
        later=(
            agent("After the heparin concentration mix-up I bumped the cabinet formulary refresh to once an "
                  "hour; the pilot units got it today.", "2026-03-02"),
            agent("Rolled the hourly formulary refresh out to the remaining cabinets; none of them are on the "
                  "six-hour cycle anymore.", "2026-03-05"),
            user("Good, keep the hourly refresh as the default for any new cabinet we commission.",
                 "2026-03-06"),
        ),
    ),
    # ---------------------------------------------------------------- contradictions: policy
    # 990
    Case(
        name="p48-policy-hotfix-validation",
        family="policy",
        expected="update",
        scope="project:dispense-core",
        original="Hotfixes to the dispensing app always go through the full validation suite before release.",
        date="2026-01-05",
        kind="decision",
        later=(
            user("We're not running the full validation suite for hotfixes anymore: a hotfix ships once the "
                 "smoke tests and the barcode regression pack pass.", "2026-02-14"),
        ),
    ),
    # 991
    Case(
        name="p48-policy-threshold-signoff",
        family="policy",
        expected="conflict",
        scope="project:alert-hub",
        original="Any change to a dose-range alert threshold needs a clinical pharmacist's sign-off before it is merged.",
        date="2026-01-19",
        kind="decision",
        later=(
            agent("Merged the pediatric acetaminophen dose-range threshold change myself as soon as CI went "
                  "green; threshold tweaks don't wait on anyone's review.", "2026-03-18"),
            agent("Same for the adult vancomycin ceiling: merged it on green CI, no pharmacist in the loop.",
                  "2026-03-19"),
        ),
    ),
    # ---------------------------------------------------------------- contradictions: rename
    # 992
    Case(
        name="p48-rename-alert-service",
        family="rename",
        expected="update",
        scope="project:alert-hub",
        original="The service that pushes drug-interaction alerts to the cabinets is called alert-relay.",
        date="2026-02-04",
        later=(
            agent("Per Dana's request, alert-relay now goes by cds-notifier in the deployment manifests and "
                  "the service registry.", "2026-04-01"),
            agent("Fixed the on-call runbook to say cds-notifier; the dashboards dropped the alert-relay name "
                  "too.", "2026-04-03"),
        ),
    ),
    # 993
    Case(
        name="p48-rename-count-job",
        family="rename",
        expected="conflict",
        scope="project:cabinet-fleet",
        original="The nightly job that reconciles cabinet counts against pharmacy inventory is named count-sync.",
        date="2026-01-22",
        later=(
            agent("The nightly reconcile-inventory job fell over at 02:10 again while comparing cabinet counts "
                  "with pharmacy stock; I restarted it by hand.", "2026-02-28"),
        ),
    ),
    # ---------------------------------------------------------------- contradictions: move
    # 994
    Case(
        name="p48-move-barcode-parser",
        family="move",
        expected="update",
        scope="project:scan-verify",
        original="The GS1 barcode parsing code lives in the scanning/ directory of the cabinet-client repo.",
        date="2026-01-30",
        later=(
            user("Heads up: GS1 barcode parsing was pulled out of cabinet-client into its own shared "
                 "library, rx-barcode, so the label printers can use it too.", "2026-03-13"),
        ),
    ),
    # 995
    Case(
        name="p48-move-formulary-host",
        family="move",
        expected="conflict",
        scope="project:rx-formulary",
        original="The formulary API runs on the on-premises servers in the hospital data center.",
        date="2026-02-09",
        later=(
            agent("Looked at the formulary API logs in the Azure portal: its App Service instance in East US "
                  "restarted twice overnight.", "2026-03-21"),
        ),
    ),
    # ---------------------------------------------------------------- look-alikes
    # 996
    Case(
        name="p48-look-login-fingerprint",
        family=LOOKALIKE,
        expected="none",
        variant="refinement",
        scope="project:cabinet-fleet",
        original="Logging in to a cabinet takes a badge tap plus a fingerprint.",
        date="2026-01-10",
        later=(
            agent("For the fingerprint half of cabinet login we use the Suprema reader; templates stay on the "
                  "cabinet and raw images are never stored.", "2026-02-19"),
        ),
    ),
    # 997
    Case(
        name="p48-look-high-alert-list",
        family=LOOKALIKE,
        expected="none",
        variant="refinement",
        scope="project:alert-hub",
        original="High-alert medications trigger a double-check prompt at the cabinet.",
        date="2026-01-14",
        kind="decision",
        later=(
            user("The drugs behind the double-check prompt come from the ISMP high-alert list; insulin and "
                 "heparin were wired up first, opioids follow next month.", "2026-02-26"),
        ),
    ),
    # 998
    Case(
        name="p48-look-printer-protocol",
        family=LOOKALIKE,
        expected="none",
        variant="different-subject",
        scope="project:dispense-core",
        original="The cabinet client talks to the dispensing server over gRPC.",
        date="2026-01-18",
        later=(
            agent("The label printer service talks to the dispensing server over plain REST; it's older "
                  "than the cabinet client and nobody has ported it.", "2026-03-03"),
        ),
    ),
    # 999
    Case(
        name="p48-look-allergy-suppression",
        family=LOOKALIKE,
        expected="none",
        variant="different-subject",
        scope="project:alert-hub",
        original="Sound-alike drug alerts are suppressed for 10 minutes after a nurse acknowledges one.",
        date="2026-02-06",
        later=(
            user("Allergy alerts are never suppressed: they come back on every pull, even right after the "
                 "nurse acknowledged them.", "2026-03-16"),
        ),
    ),
    # 1000
    Case(
        name="p48-look-firmware-window",
        family=LOOKALIKE,
        expected="none",
        variant="other-scope",
        scope="project:cabinet-fleet",
        original="Firmware updates are pushed on Sunday nights at 2 a.m.",
        date="2026-01-25",
        later=(
            agent("Firmware updates are pushed on Wednesday evenings here, after the central pharmacy "
                  "closes.", "2026-03-09", scope="project:carousel-robot"),
        ),
    ),
    # 1001
    Case(
        name="p48-look-formulary-engine",
        family=LOOKALIKE,
        expected="none",
        variant="other-scope",
        scope="project:rx-formulary",
        original="The formulary service stores its data in PostgreSQL 15.",
        date="2026-02-11",
        kind="decision",
        later=(
            user("The formulary service for this project sits on SQL Server, because the compounding "
                 "vendor's module only supports that.", "2026-03-24", scope="project:iv-compounding"),
            agent("Restored last week's SQL Server backup of the formulary service into staging for the "
                  "compounding tests.", "2026-03-26", scope="project:iv-compounding"),
        ),
    ),
    # 1002
    Case(
        name="p48-look-audit-routine",
        family=LOOKALIKE,
        expected="none",
        variant="routine",
        scope="project:scan-verify",
        original="Every barcode scan at a cabinet is written to the audit database and kept for seven years.",
        date="2026-01-07",
        later=(
            agent("Weekly chores: vacuumed the audit database and checked that yesterday's barcode scans "
                  "landed; row counts look normal.", "2026-02-16"),
        ),
    ),
    # 1003
    Case(
        name="p48-look-verify-agreement",
        family=LOOKALIKE,
        expected="none",
        variant="agreement",
        scope="project:dispense-core",
        original="A cabinet releases a non-override dose only after a pharmacist has verified the order.",
        date="2026-01-28",
        kind="decision",
        later=(
            user("Reminder for the new release: pharmacist verification still gates every non-override "
                 "dose at the cabinet; that part hasn't changed.", "2026-03-10", contradicts=False),
            agent("Confirmed in test: an unverified order stays locked in the cabinet until a pharmacist "
                  "verifies it.", "2026-03-12", contradicts=False),
        ),
    ),
    # -- Fresh probe 49 (written by a helper who had not seen the rules; plain, transit app; measured once on arrival: 4/12 at the code of the moment, 4/12 at the session-start code) --
    # ---------------------------------------------------------------- contradictions: update
    # 1004
    Case(
        name="p49-itinerary-cache-store",
        family="technology",
        expected="update",
        scope="project:journey-planner",
        original="The journey planner keeps its precomputed itineraries in Redis.",
        date="2025-10-14",
        kind="decision",
        later=(
            agent("Started porting the itinerary cache client to Memcached; the key layout carries over "
                  "almost unchanged, only the TTL handling needs a wrapper.", "2026-01-12"),
            agent("Itinerary cache reads and writes all hit Memcached as of this afternoon's deploy. "
                  "The planner's Redis cluster is idle and gets torn down on Friday.", "2026-01-14"),
        ),
    ),
    # 1005
    Case(
        name="p49-daily-cap-amount",
        family="setting",
        expected="update",
        scope="project:fare-capping",
        original="The adult daily fare cap is $5.00.",
        date="2025-09-02",
        later=(
            user("Board approved the fare increase: from March 1 an adult rider stops paying for the day "
                 "once they have spent $5.50.", "2026-02-18"),
            agent("Changed the adult daily cap constant in the capping rules to 550 cents and updated the "
                  "fixtures that assumed the old amount.", "2026-02-20"),
        ),
    ),
    # 1006
    Case(
        name="p49-guest-pass-checkout",
        family="policy",
        expected="update",
        scope="project:transit-rider-app",
        original="Buying a monthly pass always requires a signed-in rider account.",
        date="2025-07-21",
        kind="decision",
        later=(
            user("Product reversed the account wall for monthly passes: guests can check out with just an "
                 "email address for the receipt.", "2026-03-03"),
        ),
    ),
    # 1007
    Case(
        name="p49-capper-service-name",
        family="rename",
        expected="update",
        scope="project:fare-capping",
        original="The service that tracks each rider's spend toward the cap is called capper.",
        date="2025-06-30",
        later=(
            agent("Went through the deploy manifests and dashboards today; what used to be capper now goes "
                  "by fare-ledger everywhere, including the alert names.", "2026-02-04"),
            agent("Left a DNS alias so old clients calling capper.internal still resolve to fare-ledger "
                  "until the validators pick up the new config.", "2026-02-05"),
        ),
    ),
    # 1008
    Case(
        name="p49-gtfs-scripts-location",
        family="move",
        expected="update",
        scope="project:schedule-data",
        original="The GTFS static feed build scripts live in tools/gtfs/ in the transit-data repo.",
        date="2025-11-05",
        later=(
            agent("I relocated the GTFS build scripts to pipelines/schedule-import/ so they sit beside the "
                  "loader they feed; tools/gtfs/ has been deleted.", "2026-01-27"),
        ),
    ),
    # 1009
    Case(
        name="p49-alert-push-provider",
        family="technology",
        expected="update",
        scope="project:trip-alerts",
        original="Service alert push notifications are sent through Firebase Cloud Messaging.",
        date="2025-08-11",
        later=(
            user("Service alert pushes don't go through Firebase anymore; ops wanted per-route targeting, so "
                 "we signed with OneSignal.", "2026-02-09"),
            agent("Removed the FCM sender code from trip-alerts now that OneSignal delivers every alert push; "
                  "kept the device token table for the migration window.", "2026-02-13"),
        ),
    ),
    # 1010
    Case(
        name="p49-avl-poll-interval",
        family="setting",
        expected="update",
        scope="project:vehicle-feed",
        original="We poll the AVL vendor for real-time vehicle positions every 30 seconds.",
        date="2025-05-19",
        later=(
            agent("Riders complained that bus icons jump around the map, so I shortened the vehicle position "
                  "poll to every 10 seconds; the vendor confirmed our rate limit allows it.", "2026-01-08"),
        ),
    ),
    # ---------------------------------------------------------------- contradictions: conflict
    # 1011
    Case(
        name="p49-vehicle-feed-format",
        family="technology",
        expected="conflict",
        scope="project:vehicle-feed",
        original="The real-time vehicle feed arrives from the AVL vendor as GTFS-Realtime protobuf.",
        date="2025-09-25",
        later=(
            agent("Spent the morning on the vehicle feed parser: the vendor's endpoint hands us SIRI XML, and "
                  "the VehicleActivity elements are where the positions and delays sit.", "2026-02-02"),
        ),
    ),
    # 1012
    Case(
        name="p49-validator-offline-buffer",
        family="setting",
        expected="conflict",
        scope="project:validator-fleet",
        original="Each ticket validator can buffer up to 2,000 taps while it is offline.",
        date="2025-10-01",
        later=(
            user("A bus validator starts refusing cards after about 500 offline taps, so a long network drop "
                 "on the Route 9 buses is a real risk.", "2026-01-19"),
            agent("Reproduced it on the bench unit: tap number 501 without a connection was rejected with "
                  "'storage full'.", "2026-01-21"),
        ),
    ),
    # 1013
    Case(
        name="p49-card-digits-logging",
        family="policy",
        expected="conflict",
        scope="project:fare-gateway",
        original="No part of a card number may ever appear in our logs; only the processor token is logged.",
        date="2025-04-14",
        kind="decision",
        later=(
            agent("The tap reconciliation job writes the last four digits of each card next to the token, "
                  "which is what our logging rules require so support can resolve disputes.", "2026-02-24"),
        ),
    ),
    # 1014
    Case(
        name="p49-planner-api-name",
        family="rename",
        expected="conflict",
        scope="project:journey-planner",
        original="The trip planner's public API is registered in service discovery as routewise.",
        date="2025-08-06",
        later=(
            agent("Wired the station kiosk client to look up tripmate in service discovery, since that is the "
                  "name the trip planner's public API is registered under.", "2026-01-30"),
        ),
    ),
    # 1015
    Case(
        name="p49-firmware-server-host",
        family="move",
        expected="conflict",
        scope="project:validator-fleet",
        original="The validator firmware update server runs in the on-prem data center at the Elm Street garage.",
        date="2025-06-17",
        later=(
            agent("Pushed validator firmware 4.2 to the pilot routes from the firmware update server in our "
                  "AWS ca-central-1 account; rollout finished in forty minutes.", "2026-02-11"),
            user("The firmware update server is in AWS ca-central-1, so the garage network outage this "
                 "weekend won't block the rollout.", "2026-02-13"),
        ),
    ),
    # ---------------------------------------------------------------- look-alikes
    # 1016
    Case(
        name="p49-cap-reset-time-detail",
        family=LOOKALIKE,
        variant="refinement",
        expected="none",
        scope="project:fare-capping",
        original="The daily fare cap resets at 3:00 a.m. local time.",
        date="2025-09-09",
        later=(
            agent("Implemented the cap reset as a scheduled job at 3:00 a.m. in the agency's time zone, "
                  "America/Toronto, so the daylight saving switch doesn't shift it.", "2026-01-15"),
        ),
    ),
    # 1017
    Case(
        name="p49-otp-version-pin",
        family=LOOKALIKE,
        variant="refinement",
        expected="none",
        scope="project:journey-planner",
        original="The journey planner uses OpenTripPlanner 2 for routing.",
        date="2025-07-02",
        kind="decision",
        later=(
            user("We pin OpenTripPlanner at 2.5 so the graph file format stays stable between builds.",
                 "2026-01-06"),
            agent("Rebuilt the OTP 2.5 street graph from this month's OSM extract; routing results look the "
                  "same apart from the new bike lane on Queen Street.", "2026-02-03"),
        ),
    ),
    # 1018
    Case(
        name="p49-reduced-fare-cap",
        family=LOOKALIKE,
        variant="different-subject",
        expected="none",
        scope="project:fare-capping",
        original="The adult weekly fare cap is $25.",
        date="2025-09-02",
        later=(
            user("The reduced-fare weekly cap, for seniors and students, is $12.50.", "2026-01-22"),
        ),
    ),
    # 1019
    Case(
        name="p49-health-monitor-store",
        family=LOOKALIKE,
        variant="different-subject",
        expected="none",
        scope="project:validator-fleet",
        original="The validator sync service writes tap events to PostgreSQL.",
        date="2025-08-19",
        later=(
            agent("The validator health monitor keeps its heartbeat time series in InfluxDB; I added a "
                  "retention policy of 90 days there.", "2026-02-06"),
        ),
    ),
    # 1020
    Case(
        name="p49-min-android-other-app",
        family=LOOKALIKE,
        variant="other-scope",
        expected="none",
        scope="project:transit-rider-app",
        original="The minimum supported Android version is 8.0 (API level 26).",
        date="2025-06-03",
        later=(
            user("The minimum supported Android version is 11; every handheld the fare inspectors carry "
                 "ships with it.", "2026-01-13", scope="project:inspector-handheld"),
        ),
    ),
    # 1021
    Case(
        name="p49-itinerary-ttl-other-project",
        family=LOOKALIKE,
        variant="other-scope",
        expected="none",
        scope="project:journey-planner",
        original="Itinerary results are cached for 60 seconds.",
        date="2025-10-20",
        kind="decision",
        later=(
            agent("Set the itinerary cache to five minutes here, since alert subscriptions only need a coarse "
                  "idea of which routes a rider uses.", "2026-02-16", scope="project:trip-alerts"),
        ),
    ),
    # 1022
    Case(
        name="p49-avl-bridge-bugfix",
        family=LOOKALIKE,
        variant="routine",
        expected="none",
        scope="project:vehicle-feed",
        original="The real-time vehicle feed is ingested by the avl-bridge service.",
        date="2025-05-12",
        later=(
            agent("Fixed a bug in avl-bridge where trips starting after midnight were stamped with the "
                  "previous service day; added regression tests for the 24:30 style times.", "2026-01-09"),
            agent("Bumped avl-bridge's protobuf dependency and redeployed; vehicle positions on the map "
                  "look normal.", "2026-01-12"),
        ),
    ),
    # 1023
    Case(
        name="p49-no-raw-pan-confirmed",
        family=LOOKALIKE,
        variant="agreement",
        expected="none",
        scope="project:fare-gateway",
        original="We do not store raw card numbers anywhere in the fare system.",
        date="2025-04-14",
        kind="decision",
        later=(
            user("Confirmed during the PCI assessment: none of the fare databases hold a raw card number, only "
                 "the processor's tokens.", "2026-02-26", contradicts=False),
        ),
    ),
    # -- Fresh probe 50 (written by a helper who had not seen the rules; plain, home-insurance claims; measured once on arrival: 6/12 at the code of the moment, 5/12 at the session-start code) --
    # ---------------------------------------------------------------- contradictions: update
    # 1024
    Case(
        name="p50-intake-store-mongo",
        family="technology",
        expected="update",
        scope="project:claimdesk",
        original="Claim intake writes every submitted claim to PostgreSQL, in the intake-db cluster.",
        date="2025-11-04",
        later=(
            agent("Started migrating claim intake off Postgres and onto MongoDB; for this week intake "
                  "dual-writes so we can compare documents.", "2026-01-12T10:15:00"),
            agent("Cutover is done: new claims land in MongoDB only, and the intake-db Postgres tables are "
                  "read-only until we archive them.", "2026-01-16T17:40:00"),
        ),
    ),
    # 1025
    Case(
        name="p50-photo-size-ceiling",
        family="setting",
        expected="update",
        scope="project:photo-intake",
        original="Photo uploads are capped at 15 MB per image.",
        date="2025-09-22",
        later=(
            user("We bumped the per-photo limit to 40 MB; adjusters kept getting drone shots of roofs "
                 "rejected.", "2026-02-03"),
            agent("Updated the mobile app's client-side size check to match the new 40 MB ceiling so it stops "
                  "refusing files the server would accept.", "2026-02-04T09:05:00"),
        ),
    ),
    # 1026
    Case(
        name="p50-assignment-sms",
        family="policy",
        expected="update",
        scope="project:adjuster-router",
        kind="decision",
        original="We always text the policyholder when an adjuster is assigned to their claim.",
        date="2025-10-01",
        later=(
            user("Legal asked us to stop texting policyholders who never opted in, so assignment "
                 "notifications go out by email from here on.", "2026-03-09"),
            agent("Pulled the SMS call out of the on-assign hook; policyholders no longer get a text when an "
                  "adjuster picks up their claim.", "2026-03-10T14:22:00"),
        ),
    ),
    # 1027
    Case(
        name="p50-deprecalc-name",
        family="rename",
        expected="update",
        scope="project:payouts-engine",
        original="The service that works out depreciation on damaged contents is called deprecalc.",
        date="2025-08-18",
        later=(
            agent("Heads up for whoever reads this next: deprecalc went out last sprint as contents-valuation, "
                  "and the old Helm release is gone.", "2026-01-27T11:00:00"),
            agent("Payout dashboard was still hitting the deprecalc hostname and throwing 502s; pointed it at "
                  "contents-valuation and it's green again.", "2026-01-28T16:30:00"),
        ),
    ),
    # 1028
    Case(
        name="p50-recon-scripts-home",
        family="move",
        expected="update",
        scope="project:payouts-engine",
        original="The payout reconciliation scripts live in tools/recon at the root of the payouts repo.",
        date="2025-12-02",
        later=(
            agent("Relocated the reconciliation scripts into payouts/finance/reconciliation so they ship with "
                  "the package; deleted tools/recon.", "2026-02-11T13:45:00"),
            user("For month-end: the recon scripts aren't under tools/ anymore, look in "
                 "payouts/finance/reconciliation.", "2026-02-27"),
        ),
    ),
    # 1029
    Case(
        name="p50-disbursement-provider",
        family="technology",
        expected="update",
        scope="project:payouts-engine",
        kind="decision",
        original="Approved claims are paid out to policyholders through Stripe Connect.",
        date="2025-07-14",
        later=(
            user("Finance signed with Adyen. Claim payouts switch over from Stripe at the end of April.",
                 "2026-04-02"),
            agent("Adyen payout adapter merged behind a flag; this morning's first real batch of claim "
                  "payouts went through Adyen without issues.", "2026-04-24T08:50:00"),
            agent("Switched off the Stripe payout job. Every claim disbursement goes via Adyen now.",
                  "2026-04-30T18:10:00"),
        ),
    ),
    # 1030
    Case(
        name="p50-rebalance-cadence",
        family="setting",
        expected="update",
        scope="project:adjuster-router",
        original="Adjuster workloads are rebalanced every 30 minutes.",
        date="2025-06-30",
        later=(
            agent("Dropped the workload rebalance from half-hourly to every five minutes; during the hail "
                  "surge a half-hour lag left some adjusters with twenty open claims and others with none.",
                  "2026-05-19T12:00:00"),
        ),
    ),
    # ---------------------------------------------------------------- contradictions: conflict
    # 1031
    Case(
        name="p50-assignment-engine",
        family="technology",
        expected="conflict",
        scope="project:adjuster-router",
        original="Adjuster assignment is driven by a Drools rules engine.",
        date="2025-10-20",
        later=(
            agent("Traced how claim 88213 got its adjuster: it's a plain Python scoring function in "
                  "assign/score.py, and there's no Drools dependency anywhere in the repo.",
                  "2026-01-21T15:10:00"),
        ),
    ),
    # 1032
    Case(
        name="p50-second-approver-threshold",
        family="setting",
        expected="conflict",
        scope="project:payouts-engine",
        kind="decision",
        original="Payouts above $25,000 need a second approver.",
        date="2025-11-11",
        later=(
            agent("Walked through approvals in staging: a $12,000 payout was held for a second sign-off, and "
                  "the config puts the dual-approval line at $10,000.", "2026-02-18T10:30:00"),
            user("Anything over ten thousand dollars gets a second pair of eyes before it's paid.",
                 "2026-02-19"),
        ),
    ),
    # 1033
    Case(
        name="p50-geo-check",
        family="policy",
        expected="conflict",
        scope="project:photo-intake",
        kind="decision",
        original="Every claim photo goes through the EXIF and geolocation check before an adjuster sees it.",
        date="2025-09-05",
        later=(
            agent("Adjusters open photos straight from the upload bucket. The geolocation check only runs "
                  "when someone clicks 'verify' on a photo, and most photos never get clicked.",
                  "2026-03-03T09:40:00"),
        ),
    ),
    # 1034
    Case(
        name="p50-ready-queue",
        family="rename",
        expected="conflict",
        scope="project:claimdesk",
        original="The queue that feeds new claims to adjuster assignment is named claims-ready.",
        date="2025-12-15",
        later=(
            agent("Checked the broker while wiring up the triage worker: new claims reach the assigner "
                  "through a queue called fnol-triage-inbound, and the only 'claims-ready' I could find is a "
                  "stale panel title in Grafana.", "2026-01-08T14:05:00"),
        ),
    ),
    # 1035
    Case(
        name="p50-intake-form-templates",
        family="move",
        expected="conflict",
        scope="project:fnol-portal",
        original="The claim intake form templates are kept in the shared-templates repository.",
        date="2025-10-28",
        later=(
            agent("Edited the water-damage intake form today. Its template sits in src/forms/templates in "
                  "the fnol-portal repo next to the React components; shared-templates has nothing for intake.",
                  "2026-02-24T16:20:00"),
        ),
    ),
    # ---------------------------------------------------------------- look-alikes
    # 1036
    Case(
        name="p50-photo-bucket-layout",
        family=LOOKALIKE,
        expected="none",
        variant="refinement",
        scope="project:photo-intake",
        original="Claim photos are stored in the S3 bucket claims-photos-prod.",
        date="2025-08-01",
        later=(
            agent("Photos in claims-photos-prod are now keyed by claim ID prefix, and the thumbnail job "
                  "writes its output to a thumbs/ folder in the same bucket.", "2026-01-30T11:15:00"),
        ),
    ),
    # 1037
    Case(
        name="p50-payout-after-settled",
        family=LOOKALIKE,
        expected="none",
        variant="refinement",
        scope="project:payouts-engine",
        kind="decision",
        original="A payout is only issued once the adjuster has marked the claim settled.",
        date="2025-09-17",
        later=(
            user("On top of that, settled claims with a payout over $50k also need a supervisor review "
                 "before the money goes out.", "2026-03-12"),
        ),
    ),
    # 1038
    Case(
        name="p50-webhook-retries",
        family=LOOKALIKE,
        expected="none",
        variant="different-subject",
        scope="project:claimdesk",
        original="Claim intake retries a failed partner webhook delivery 3 times.",
        date="2025-11-20",
        later=(
            agent("The payouts service retries failed bank transfer callbacks 6 times before it pages "
                  "on-call.", "2026-02-06T10:00:00"),
        ),
    ),
    # 1039
    Case(
        name="p50-fraud-language",
        family=LOOKALIKE,
        expected="none",
        variant="different-subject",
        scope="project:claimdesk",
        original="The fraud scoring service is written in Go.",
        date="2025-07-09",
        later=(
            agent("The photo compression worker is written in Rust now; we rewrote it from the old Node "
                  "version last month and memory use dropped by half.", "2026-04-14T13:25:00"),
        ),
    ),
    # 1040
    Case(
        name="p50-photos-per-claim",
        family=LOOKALIKE,
        expected="none",
        variant="other-scope",
        scope="project:photo-intake",
        original="A single claim can have at most 50 photos attached.",
        date="2025-10-10",
        later=(
            user("Each claim can take up to 200 photos, since commercial properties need full walkthroughs.",
                 "2026-03-26", scope="project:commercial-property-pilot"),
        ),
    ),
    # 1041
    Case(
        name="p50-argocd-deploy",
        family=LOOKALIKE,
        expected="none",
        variant="routine",
        scope="project:adjuster-router",
        original="The adjuster assignment service is deployed with ArgoCD.",
        date="2025-06-12",
        later=(
            agent("Shipped adjuster assignment v2.14 through ArgoCD this afternoon; sync took about three "
                  "minutes and no alerts fired.", "2026-02-09T15:50:00"),
        ),
    ),
    # 1042
    Case(
        name="p50-nightly-batch",
        family=LOOKALIKE,
        expected="none",
        variant="routine",
        scope="project:payouts-engine",
        original="Payout batches run every night at 02:00 UTC.",
        date="2025-08-25",
        later=(
            agent("Looked into why last night's 02:00 UTC payout batch crawled: a long-held lock on the ledger "
                  "table. Added an index and re-ran the batch by hand at 09:40.", "2026-03-18T10:05:00"),
            agent("Tonight's batch kicked off at 02:00 UTC as usual and finished in eleven minutes with the "
                  "new index.", "2026-03-19T07:30:00", contradicts=False),
        ),
    ),
    # 1043
    Case(
        name="p50-no-raw-account-numbers",
        family=LOOKALIKE,
        expected="none",
        variant="agreement",
        scope="project:payouts-engine",
        kind="decision",
        original="We never store full bank account numbers, only the token the payment provider gives us.",
        date="2025-05-28",
        later=(
            agent("Audited the payout tables ahead of the SOC 2 review: only provider tokens are stored, no "
                  "raw account numbers anywhere, as intended.", "2026-01-19T12:40:00", contradicts=False),
        ),
    ),
    # -- Fresh probe 51 (written by a helper who had not seen the rules; plain, research data portal; measured once on arrival: 4/12 at the code of the moment, 3/12 at the session-start code) --
    # ---------------- contradictions: technology ----------------
    # 1044
    Case(
        name="p51-tech-catalogue-store",
        family="technology",
        expected="update",
        scope="project:datavault",
        original="The dataset catalogue keeps all of its metadata records in MongoDB.",
        date="2025-11-04",
        later=(
            agent("Spent most of today porting the catalogue's metadata collections into PostgreSQL tables; "
                  "the free-form fields ended up as jsonb columns.", "2026-01-12"),
            agent("Cut the catalogue over to Postgres this morning and shut down the Mongo replica set "
                  "once the read checks came back clean.", "2026-01-15"),
        ),
    ),
    # 1045
    Case(
        name="p51-tech-doi-registrar",
        family="technology",
        expected="conflict",
        scope="project:datavault",
        original="We register DOIs for published datasets through DataCite's REST API, called straight from the portal.",
        date="2025-09-20",
        kind="decision",
        later=(
            user("DOI registration for portal datasets goes through Crossref, using the library's member "
                 "account and its deposit credentials.", "2026-02-03"),
        ),
    ),
    # 1046
    Case(
        name="p51-tech-description-search",
        family="technology",
        expected="update",
        scope="project:openshelf",
        original="Full-text search over dataset titles and abstracts is powered by Apache Solr.",
        date="2025-06-11",
        later=(
            agent("Searching dataset abstracts is served by OpenSearch these days; the Solr core went away "
                  "together with the old VM cluster last month.", "2026-03-02"),
        ),
    ),
    # ---------------- contradictions: setting ----------------
    # 1047
    Case(
        name="p51-setting-warm-quota",
        family="setting",
        expected="update",
        scope="project:datavault",
        original="Each research group is allotted 10 TB on the warm storage tier.",
        date="2025-10-01",
        later=(
            user("After the storage committee met, warm-tier allocations were halved: groups get 5 TB each "
                 "from March onward.", "2026-02-18"),
        ),
    ),
    # 1048
    Case(
        name="p51-setting-link-expiry",
        family="setting",
        expected="conflict",
        scope="project:datavault",
        original="Download links emailed to approved requesters stay valid for seven days.",
        date="2025-08-27",
        later=(
            agent("Looked at the link signer while chasing a helpdesk ticket: signed download links for "
                  "approved requesters are good for 48 hours, after which the requester has to ask again.",
                  "2026-01-29"),
        ),
    ),
    # 1049
    Case(
        name="p51-setting-cold-threshold",
        family="setting",
        expected="update",
        scope="project:datavault",
        original="Datasets nobody has touched for 180 days get moved automatically to the tape-backed cold tier.",
        date="2025-07-15",
        later=(
            agent("Lowered the inactivity threshold for cold-tier migration from 180 to 90 days, as the "
                  "storage team asked.", "2026-02-09"),
            agent("First sweep under the 90-day rule ran overnight; roughly 1,400 datasets are queued for "
                  "tape.", "2026-02-11"),
        ),
    ),
    # ---------------- contradictions: policy ----------------
    # 1050
    Case(
        name="p51-policy-steward-approval",
        family="policy",
        expected="conflict",
        scope="project:datavault",
        original="Every access request for a restricted dataset has to be approved by the data steward before "
                 "downloads are enabled.",
        date="2025-05-06",
        kind="decision",
        later=(
            user("For restricted datasets the portal grants access on its own once the requester's "
                 "institutional login checks out; stewards just get a weekly digest of who was let in.",
                 "2026-01-21"),
        ),
    ),
    # 1051
    Case(
        name="p51-policy-raw-uploads",
        family="policy",
        expected="update",
        scope="project:openshelf",
        original="We always keep the original uploaded files next to the normalized versions.",
        date="2025-04-22",
        kind="decision",
        later=(
            agent("Raw uploads are no longer retained once the normalized copy passes checksum verification; "
                  "the group dropped that rule to free up warm-tier space.", "2026-03-10"),
            user("Yes, delete the raw files after normalization now, we agreed on that at Tuesday's meeting.",
                 "2026-03-11"),
        ),
    ),
    # ---------------- contradictions: rename ----------------
    # 1052
    Case(
        name="p51-rename-request-service",
        family="rename",
        expected="update",
        scope="project:datavault",
        original="The service that processes access requests is called gatekeeper.",
        date="2025-09-02",
        later=(
            user("gatekeeper goes by access-broker from this sprint on; the old name only lingers in a few "
                 "log prefixes.", "2026-01-08"),
            agent("Updated the runbooks and the Helm release names so they say access-broker rather than "
                  "gatekeeper.", "2026-01-09"),
        ),
    ),
    # 1053
    Case(
        name="p51-rename-public-bucket",
        family="rename",
        expected="conflict",
        scope="project:datavault",
        original="Public dataset downloads are served out of the object storage bucket named ucrc-open-data.",
        date="2025-10-19",
        later=(
            agent("Pointed the CDN origin for public downloads at the rc-portal-public bucket, which is where "
                  "all the openly licensed datasets are stored.", "2026-02-14"),
        ),
    ),
    # ---------------- contradictions: move ----------------
    # 1054
    Case(
        name="p51-move-ingest-scripts",
        family="move",
        expected="update",
        scope="project:openshelf",
        original="The dataset ingest scripts live in tools/ingest inside the portal repository.",
        date="2025-06-30",
        kind="decision",
        later=(
            agent("Pulled the ingest scripts out into their own package under services/ingest so they can be "
                  "released separately from the portal.", "2026-01-26"),
            agent("Fixed two cron entries that were still calling scripts from tools/ingest after the "
                  "relocation.", "2026-01-27"),
        ),
    ),
    # 1055
    Case(
        name="p51-move-staging-host",
        family="move",
        expected="conflict",
        scope="project:datavault",
        original="The portal's staging environment runs on the research cluster in the Engineering building "
                 "machine room.",
        date="2025-03-12",
        later=(
            user("Staging for the data portal is hosted in the university's Azure tenant, in the UK South "
                 "region.", "2026-02-25"),
        ),
    ),
    # ---------------- look-alikes ----------------
    # 1056
    Case(
        name="p51-look-doi-related-ids",
        family=LOOKALIKE,
        expected="none",
        variant="refinement",
        scope="project:datavault",
        original="Dataset DOIs are minted through DataCite.",
        date="2025-09-20",
        later=(
            agent("Added the related-identifier field to the DataCite payload so each dataset DOI links back "
                  "to its funding grant.", "2026-01-19"),
        ),
    ),
    # 1057
    Case(
        name="p51-look-steward-reasons",
        family=LOOKALIKE,
        expected="none",
        variant="refinement",
        scope="project:datavault",
        original="Access requests for restricted datasets need sign-off from the data steward.",
        date="2025-05-06",
        kind="decision",
        later=(
            user("When a steward turns down an access request they should also write a short reason, so "
                 "the requester sees why in the portal.", "2026-02-02"),
        ),
    ),
    # 1058
    Case(
        name="p51-look-scratch-replicas",
        family=LOOKALIKE,
        expected="none",
        variant="different-subject",
        scope="project:datavault",
        original="The warm storage tier keeps two replicas of every file.",
        date="2025-08-05",
        later=(
            agent("Reminder for the docs: the scratch tier holds a single copy with no replication and is "
                  "purged every 30 days.", "2026-01-30"),
            agent("Added a banner on the upload page warning that scratch space is not replicated.",
                  "2026-02-01"),
        ),
    ),
    # 1059
    Case(
        name="p51-look-harvester-language",
        family=LOOKALIKE,
        expected="none",
        variant="different-subject",
        scope="project:openshelf",
        original="The portal's public API is written in Django.",
        date="2025-02-17",
        later=(
            user("The metadata harvester that pulls records from partner repositories is written in Rust.",
                 "2026-01-14"),
        ),
    ),
    # 1060
    Case(
        name="p51-look-globus-threshold",
        family=LOOKALIKE,
        expected="none",
        variant="other-scope",
        scope="project:datavault",
        original="Uploads larger than 500 GB must go through Globus instead of the web uploader.",
        date="2025-07-08",
        kind="decision",
        later=(
            user("Anything over 50 GB has to be sent through Globus; the browser uploader falls over above "
                 "that.", "2026-02-20", scope="project:seqshare"),
        ),
    ),
    # 1061
    Case(
        name="p51-look-smtp-rotation",
        family=LOOKALIKE,
        expected="none",
        variant="routine",
        scope="project:datavault",
        original="The access-request service sends its approval emails through the university SMTP relay.",
        date="2025-09-02",
        later=(
            agent("Rotated the SMTP relay credentials for the access-request service and confirmed approval "
                  "emails still go out.", "2026-01-22"),
        ),
    ),
    # 1062
    Case(
        name="p51-look-restore-queue",
        family=LOOKALIKE,
        expected="none",
        variant="routine",
        scope="project:datavault",
        original="Cold-tier restores are capped at 20 TB per group per week.",
        date="2025-11-11",
        kind="decision",
        later=(
            agent("Worked through this week's restore queue: three groups, 14 TB altogether, everyone "
                  "inside their weekly allowance.", "2026-02-06"),
        ),
    ),
    # 1063
    Case(
        name="p51-look-doi-never-reused",
        family=LOOKALIKE,
        expected="none",
        variant="agreement",
        scope="project:openshelf",
        original="Dataset identifiers are never reused, even after a dataset is withdrawn.",
        date="2025-04-03",
        kind="decision",
        later=(
            agent("Withdrew the duplicate soil-moisture dataset today; its DOI now resolves to a tombstone "
                  "page and stays reserved, as the policy requires.", "2026-03-04", contradicts=False),
        ),
    ),
    # -- Fresh probe 52 (written by a helper who had not seen the rules; plain, restaurant ordering; measured once on arrival: 2/12 at the code of the moment, 2/12 at the session-start code) --
    # ---------------- contradictions: update ----------------
    # 1064
    Case(
        name="p52-menu-store-mongo-to-postgres",
        family="technology", expected="update", scope="project:menu-service",
        original="The menu service keeps menus, modifier groups and prices in MongoDB.",
        date="2026-01-12",
        later=(
            agent("Started porting the menu documents into Postgres today; modifier groups become their own "
                  "table with a foreign key to the item.", "2026-02-03"),
            agent("Menu service reads and writes Postgres as of this morning. The old Mongo cluster stays up "
                  "read-only until the end of the month in case we need to diff anything.", "2026-02-09"),
        ),
    ),
    # 1065
    Case(
        name="p52-delivery-aggregator-dropped",
        family="technology", expected="update", scope="project:courier-bridge",
        original="Orders from DoorDash and Uber Eats reach us through Deliverect, which pushes them into the POS.",
        date="2025-11-20", kind="decision",
        later=(
            user("We let the Deliverect contract lapse at the end of January. courier-bridge talks to the "
                 "DoorDash and Uber Eats partner APIs itself and injects the orders into the POS.", "2026-02-02"),
        ),
    ),
    # 1066
    Case(
        name="p52-kds-autobump-timeout",
        family="setting", expected="update", scope="project:kds",
        original="Tickets on the kitchen display are auto-bumped after 20 minutes if nobody clears them.",
        date="2026-01-05",
        later=(
            agent("The chefs at the flagship said tickets were vanishing during the Friday rush, so I raised the "
                  "KDS auto-bump to 35 minutes and pushed the config to all stores.", "2026-02-14"),
            user("Leave auto-bump at 35 minutes; the 20 minute value was too aggressive for large parties.",
                 "2026-02-16"),
        ),
    ),
    # 1067
    Case(
        name="p52-availability-sync-interval",
        family="setting", expected="update", scope="project:courier-bridge",
        original="Item availability (86'd items) is synced to the delivery partners every 15 minutes.",
        date="2026-01-08",
        later=(
            agent("Customers kept ordering sold-out specials on Uber Eats, so the availability push to the "
                  "partners runs every 3 minutes starting with today's deploy.", "2026-03-02"),
        ),
    ),
    # 1068
    Case(
        name="p52-phone-number-mandatory",
        family="policy", expected="update", scope="project:order-hub",
        original="Always require a phone number at checkout so the kitchen can call about allergy questions.",
        date="2025-12-01", kind="decision",
        later=(
            user("Phone number is no longer a required field at checkout; the drop-off it caused wasn't worth it. "
                 "We show a gentle prompt for it only when the order has an allergy note.", "2026-01-27"),
            agent("Made the phone field optional in the checkout form and removed the server-side validation "
                  "that rejected orders without one.", "2026-01-28"),
        ),
    ),
    # 1069
    Case(
        name="p52-ticket-router-renamed",
        family="rename", expected="update", scope="project:kds",
        original="The service that turns paid orders into kitchen tickets is called ticket-router.",
        date="2025-10-14",
        later=(
            agent("Did the rename: ticket-router is expo-dispatch in the repo, the Helm chart and the service "
                  "account. Some Grafana panels still show the old name.", "2026-01-19"),
            agent("Fixed the remaining dashboards so they query expo-dispatch metrics.", "2026-01-21"),
        ),
    ),
    # 1070
    Case(
        name="p52-printer-templates-own-repo",
        family="move", expected="update", scope="project:kds",
        original="Kitchen printer ticket templates live under kds/templates/printer in the monorepo.",
        date="2025-12-10",
        later=(
            user("Heads-up: the printer templates were pulled out into their own repository, ticket-layouts, so "
                 "the ops team can change a layout without waiting for a KDS release.", "2026-02-05"),
        ),
    ),
    # ---------------- contradictions: conflict ----------------
    # 1071
    Case(
        name="p52-pos-vendor-all-locations",
        family="technology", expected="conflict", scope="project:order-hub",
        original="Every location runs Toast as its POS, so order-hub only needs the Toast integration.",
        date="2026-01-15",
        later=(
            agent("Spent the afternoon on the Eastside store's POS: its Square webhook sends modifiers as a flat "
                  "list, so our order mapper drops the nested sauce choices.", "2026-02-11"),
        ),
    ),
    # 1072
    Case(
        name="p52-last-order-cutoff",
        family="setting", expected="conflict", scope="project:order-hub",
        original="Online ordering stops taking orders 30 minutes before each location closes.",
        date="2026-01-09",
        later=(
            agent("Reproduced the support ticket: the storefront accepted a checkout at 21:52 for a store that "
                  "closes at 22:00, which is what the configured 10 minute last-order window allows.",
                  "2026-02-20"),
        ),
    ),
    # 1073
    Case(
        name="p52-alcohol-couriers",
        family="policy", expected="conflict", scope="project:courier-bridge",
        original="Orders that contain alcohol are never handed to third-party couriers; they are pickup only.",
        date="2025-12-18", kind="decision",
        later=(
            agent("Wrote the end-to-end test for a bottle of wine plus two pastas dispatched to Uber Direct with "
                  "the ID-check flag set; the courier receives it and the test passes.", "2026-01-30"),
            user("Make sure the driver app shows the age-verification step for those wine orders going out with "
                 "Uber Direct.", "2026-02-01"),
        ),
    ),
    # 1074
    Case(
        name="p52-paid-orders-topic",
        family="rename", expected="conflict", scope="project:kds",
        original="Paid orders are published on the Kafka topic orders.paid, which the KDS consumes.",
        date="2026-01-06",
        later=(
            agent("Traced a missing ticket: checkout publishes paid orders to checkout.order-paid and the KDS "
                  "consumer group subscribes to checkout.order-paid; the message was there, the KDS had crashed.",
                  "2026-02-17"),
        ),
    ),
    # 1075
    Case(
        name="p52-allergen-matrix-location",
        family="move", expected="conflict", scope="project:menu-service",
        original="The allergen matrix spreadsheets are kept on the shared drive in Menu Ops/Allergens.",
        date="2026-01-22",
        later=(
            agent("Pulled this week's allergen matrix from the menu-ops-data S3 bucket, where the menu team "
                  "keeps it, and regenerated the allergen badges for the online menu.", "2026-02-12"),
        ),
    ),
    # ---------------- look-alikes ----------------
    # 1076
    Case(
        name="p52-look-expo-printer-detail",
        family=LOOKALIKE, expected="none", scope="project:kds", variant="refinement",
        original="Kitchen tickets are printed at the expo station as well as shown on the KDS screens.",
        date="2026-01-10",
        later=(
            agent("The expo printout uses the 80mm layout, prints modifiers in bold and adds the courier's name "
                  "for delivery orders; the KDS copy is unchanged.", "2026-02-04"),
        ),
    ),
    # 1077
    Case(
        name="p52-look-happy-hour-prices",
        family=LOOKALIKE, expected="none", scope="project:menu-service", variant="refinement",
        original="Menu prices are owned by the POS, and the online menu mirrors them.",
        date="2025-12-03", kind="decision",
        later=(
            user("Happy-hour price rules are also configured in the POS; the online menu picks them up through "
                 "the same mirror, with the time windows attached.", "2026-01-14"),
        ),
    ),
    # 1078
    Case(
        name="p52-look-storefront-sessions",
        family=LOOKALIKE, expected="none", scope="project:kds", variant="different-subject",
        original="The KDS keeps its live ticket queue in Redis.",
        date="2026-01-04",
        later=(
            agent("Moved the customer storefront's session store off Redis and onto DynamoDB so the web tier can "
                  "scale without sticky sessions.", "2026-02-18"),
        ),
    ),
    # 1079
    Case(
        name="p52-look-pastry-autobump",
        family=LOOKALIKE, expected="none", scope="project:kds", variant="different-subject",
        original="The grill station display auto-bumps tickets after 12 minutes.",
        date="2026-01-16",
        later=(
            agent("Set the pastry station display to auto-bump after 25 minutes, since desserts are fired late "
                  "in the meal.", "2026-02-06"),
        ),
    ),
    # 1080
    Case(
        name="p52-look-catering-sms",
        family=LOOKALIKE, expected="none", scope="project:order-hub", variant="other-scope",
        original="Order confirmation texts are sent through Twilio.",
        date="2025-11-28",
        later=(
            agent("Order confirmation texts are sent through MessageBird; wired up the sender ID for the "
                  "catering brand.", "2026-01-23", scope="project:catering-portal"),
        ),
    ),
    # 1081
    Case(
        name="p52-look-bar-display-red",
        family=LOOKALIKE, expected="none", scope="project:kds", variant="other-scope",
        original="A ticket turns red after 8 minutes without being bumped.",
        date="2026-01-11",
        later=(
            user("Tickets go red after 4 minutes without a bump; drinks shouldn't wait longer than that.",
                 "2026-02-08", scope="project:bar-display"),
        ),
    ),
    # 1082
    Case(
        name="p52-look-stripe-routine",
        family=LOOKALIKE, expected="none", scope="project:order-hub", variant="routine",
        original="Online orders are paid by card through Stripe.",
        date="2025-12-05",
        later=(
            agent("Rotated the Stripe webhook secret for order-hub and redeployed. Refunded the six orders that "
                  "were double-charged yesterday through Stripe; all went through.", "2026-02-10"),
        ),
    ),
    # 1083
    Case(
        name="p52-look-ready-after-all-bumped",
        family=LOOKALIKE, expected="none", scope="project:courier-bridge", variant="agreement",
        original="A delivery order is only marked ready for the courier once every item on its ticket is bumped.",
        date="2025-12-12", kind="decision",
        later=(
            user("Confirmed with the kitchen leads: a delivery ticket flips to ready only after all its items are "
                 "bumped, as we decided.", "2026-01-20", contradicts=False),
            agent("Checked courier-bridge: it waits for the all-items-bumped event before telling DoorDash the "
                  "order can be picked up.", "2026-01-22", contradicts=False),
        ),
    ),
    # -- Fresh probe 53 (written by a helper who had not seen the rules; plain, code-search tooling; measured once on arrival (judge): 5/12 at the code of the moment, 5/12 at the session-start code) --
    # ---- contradictions: update ----
    # 1084
    Case(
        name="p53-indexer-symbol-store-lmdb",
        family="technology", expected="update", scope="project:grepline-indexer",
        original="The indexer keeps its per-repository symbol tables in RocksDB.",
        date="2025-11-04",
        later=(
            agent("Started porting the symbol table writer to LMDB; the RocksDB compaction stalls during "
                  "big reindexes were the last straw.", "2026-01-12"),
            agent("LMDB symbol store is merged and on by default for new indexes. Existing RocksDB data gets "
                  "converted on first open.", "2026-01-15"),
            agent("Deleted the last RocksDB code paths from the indexer and dropped the dependency from "
                  "Cargo.toml.", "2026-01-20"),
        ),
    ),
    # 1085
    Case(
        name="p53-selfhosted-query-timeout-raised",
        family="setting", expected="update", scope="project:grepline-selfhosted",
        original="Self-hosted installs ship with a default query timeout of 30 seconds.",
        date="2025-09-18",
        later=(
            user("After the complaints from the two enterprise accounts with huge monorepos we bumped the "
                 "default query timeout on self-hosted to 90 seconds.", "2026-02-03"),
        ),
    ),
    # 1086
    Case(
        name="p53-plugin-beta-soak-dropped",
        family="policy", expected="update", scope="project:grepline-vscode", kind="decision",
        original="Every VS Code extension release has to sit on the pre-release channel for a full week "
                 "before we promote it to stable.",
        date="2025-08-27",
        later=(
            agent("Priya said in standup that the one-week pre-release soak is gone; with the new smoke test "
                  "suite we publish extension builds straight to stable.", "2026-03-09"),
            agent("Published 3.14.0 of the extension directly to the stable marketplace listing, no "
                  "pre-release round, as agreed on Monday.", "2026-03-11"),
        ),
    ),
    # 1087
    Case(
        name="p53-searchd-renamed-gateway",
        family="rename", expected="update", scope="project:grepline-cloud",
        original="The HTTP service that answers search requests from the web UI and the plugins is called searchd.",
        date="2025-10-02",
        later=(
            agent("Went through the helm chart and the dashboards and changed every reference from searchd to "
                  "query-gateway, which is what the service is called going forward.", "2026-01-27"),
            agent("Alert rules still fired under the old searchd label this morning; fixed them to match "
                  "query-gateway too.", "2026-01-29"),
        ),
    ),
    # 1088
    Case(
        name="p53-grammar-dir-into-parser-crate",
        family="move", expected="update", scope="project:grepline-ql",
        original="The query language grammar files live in the grammar/ directory at the root of the repo.",
        date="2025-07-14",
        later=(
            agent("Moved the grammar files under crates/ql-parser/grammar so the parser crate owns them; the "
                  "top-level grammar/ folder no longer exists, and build.rs points at the new path.",
                  "2026-02-16"),
        ),
    ),
    # 1089
    Case(
        name="p53-snapshots-to-r2",
        family="technology", expected="update", scope="project:grepline-cloud", kind="decision",
        original="We'll store the nightly public index snapshots in an Amazon S3 bucket.",
        date="2025-06-10",
        later=(
            user("Egress fees on the snapshot downloads were getting absurd, so starting this week the nightly "
                 "snapshots get uploaded to Cloudflare R2 instead of S3.", "2026-01-06"),
            agent("Pointed the snapshot download links in the docs at the R2 public bucket and left a "
                  "redirect on the old S3 URLs for a month.", "2026-01-08"),
        ),
    ),
    # 1090
    Case(
        name="p53-shard-size-lowered",
        family="setting", expected="update", scope="project:grepline-indexer",
        original="The indexer splits repositories into shards of at most 500 MB each.",
        date="2025-10-21",
        later=(
            agent("Shard merges on the largest monorepos took forever, so I dropped the per-shard cap from "
                  "500 MB down to 200 MB.", "2026-02-24"),
            agent("Reindexed the demo instance with the smaller 200 MB shards; p95 query latency went from "
                  "1.8 s to 0.9 s.", "2026-02-26"),
        ),
    ),

    # ---- contradictions: conflict ----
    # 1091
    Case(
        name="p53-jetbrains-transport-conflict",
        family="technology", expected="conflict", scope="project:grepline-jetbrains",
        original="The JetBrains plugin talks to the search server over gRPC.",
        date="2025-09-05",
        later=(
            agent("Traced the JetBrains plugin's traffic through mitmproxy while debugging the empty results "
                  "bug: every call is a plain JSON POST to the /api/v2/search REST endpoint.", "2026-01-22"),
        ),
    ),
    # 1092
    Case(
        name="p53-free-tier-repo-limit-conflict",
        family="setting", expected="conflict", scope="project:grepline-cloud",
        original="Accounts on the free hosted tier can index up to 5 private repositories.",
        date="2025-11-30",
        later=(
            user("A free-tier account on the hosted product gets 20 private repos indexed.", "2026-02-11"),
        ),
    ),
    # 1093
    Case(
        name="p53-security-backport-conflict",
        family="policy", expected="conflict", scope="project:grepline-selfhosted", kind="decision",
        original="Security fixes for self-hosted customers are backported to the three most recent minor releases.",
        date="2025-05-19",
        later=(
            agent("Answered the support ticket from the customer on 4.9: security patches only ship for the "
                  "current minor, so they have to upgrade to 4.11 to get the fix.", "2026-03-02"),
            agent("Same answer to a second customer on 4.10 asking for the CVE fix: it exists only on the "
                  "latest minor line.", "2026-03-04"),
        ),
    ),
    # 1094
    Case(
        name="p53-cli-binary-name-conflict",
        family="rename", expected="conflict", scope="project:grepline-cli",
        original="The command-line tool is installed as a binary named gl.",
        date="2025-08-08",
        later=(
            agent("Reproduced the indexing crash locally by running `grepline index --path .` from a fresh "
                  "install; stack trace attached to the issue.", "2026-01-14"),
            agent("The install script drops a single executable called grepline into ~/.local/bin, and that's "
                  "what the README tells people to run.", "2026-01-15"),
        ),
    ),
    # 1095
    Case(
        name="p53-benchmark-host-conflict",
        family="move", expected="conflict", scope="project:grepline-indexer",
        original="The nightly indexing benchmark runs on the bare-metal build server in the Berlin office.",
        date="2025-10-13",
        later=(
            agent("Checked last night's indexing benchmark: it ran on the rented Hetzner machine in Helsinki, "
                  "numbers are within noise of last week.", "2026-02-09"),
        ),
    ),

    # ---- look-alikes ----
    # 1096
    Case(
        name="p53-query-cache-refinement",
        family=LOOKALIKE, expected="none", variant="refinement", scope="project:grepline-cloud",
        original="The query server caches parsed queries in Redis.",
        date="2025-09-22",
        later=(
            agent("Looked closer at the Redis query cache: entries expire after ten minutes and the key is a "
                  "hash of the normalized query plus the set of repos it targets.", "2026-01-19"),
        ),
    ),
    # 1097
    Case(
        name="p53-single-image-refinement",
        family=LOOKALIKE, expected="none", variant="refinement", scope="project:grepline-selfhosted",
        kind="decision",
        original="Self-hosted installs will ship as a single Docker image.",
        date="2025-04-03",
        later=(
            user("To be precise about the self-hosted image: the one container bundles the indexer, the query "
                 "server and the web UI, and supervisord keeps the three processes running.", "2026-02-05"),
        ),
    ),
    # 1098
    Case(
        name="p53-plugin-language-different-subject",
        family=LOOKALIKE, expected="none", variant="different-subject", scope="project:grepline-plugins",
        original="The VS Code extension is written in TypeScript.",
        date="2025-06-30",
        later=(
            agent("The Neovim plugin is written in Lua and shares no code with the other editor "
                  "integrations.", "2026-01-23"),
        ),
    ),
    # 1099
    Case(
        name="p53-rate-limit-different-subject",
        family=LOOKALIKE, expected="none", variant="different-subject", scope="project:grepline-cloud",
        original="Anonymous callers of the public search API are limited to 60 requests per minute.",
        date="2025-12-01",
        later=(
            user("Requests to the public search API made with a personal access token are capped at 5,000 "
                 "per hour.", "2026-02-18"),
        ),
    ),
    # 1100
    Case(
        name="p53-search-backend-other-scope",
        family=LOOKALIKE, expected="none", variant="other-scope", scope="project:grepline-server",
        original="The search backend runs on PostgreSQL with trigram indexes.",
        date="2025-07-07",
        later=(
            agent("For the symbol-explorer prototype the search backend runs on SQLite FTS5, which is plenty "
                  "for a single-user desktop app.", "2026-01-30", scope="project:symbol-explorer"),
        ),
    ),
    # 1101
    Case(
        name="p53-spec-tag-routine",
        family=LOOKALIKE, expected="none", variant="routine", scope="project:grepline-ql",
        original="Releases of the query language spec are tagged ql-vX.Y in the main repository.",
        date="2025-08-19",
        later=(
            agent("Tagged ql-v2.3 this afternoon and pushed the changelog entry; the spec site picked up the "
                  "release after I purged the CDN cache.", "2026-02-12"),
        ),
    ),
    # 1102
    Case(
        name="p53-indexer-cronjob-routine",
        family=LOOKALIKE, expected="none", variant="routine", scope="project:grepline-cloud",
        original="On the hosted cluster the indexer runs as a Kubernetes CronJob every 15 minutes.",
        date="2025-10-27",
        later=(
            agent("Went through the indexer CronJob logs on the hosted cluster after the 10:15 run; two repos "
                  "failed on expired deploy keys, I re-queued them once the owners rotated the keys.",
                  "2026-01-09"),
            agent("Indexer CronJob runs were clean all afternoon, the re-queued repos are searchable again.",
                  "2026-01-09T17:30:00"),
        ),
    ),
    # 1103
    Case(
        name="p53-windows-wsl-agreement",
        family=LOOKALIKE, expected="none", variant="agreement", scope="project:grepline-selfhosted",
        kind="decision",
        original="We won't build the self-hosted server natively for Windows; Windows users should run it under WSL2.",
        date="2025-03-12",
        later=(
            user("Came up again at the roadmap review and the answer stays the same: no native Windows build of "
                 "the self-hosted server, WSL2 is the supported route.", "2026-02-20", contradicts=False),
        ),
    ),
    # -- Fresh probe 54 (written by a helper who had not seen the rules; plain, solar field service; measured once on arrival (judge): 4/12 at the code of the moment, 4/12 at the session-start code) --
    # ---------------- contradictions: update ----------------
    # 1104
    Case(
        name="p54-telemetry-store-timescale",
        family="technology",
        expected="update",
        scope="project:sunfield-monitor",
        original="Inverter telemetry samples are written to InfluxDB; the dashboards query it directly.",
        date="2025-11-04",
        later=(
            agent("Started the telemetry migration today: the ingest worker now double-writes every inverter "
                  "sample into the new Postgres/TimescaleDB cluster alongside the old store.", "2026-01-12"),
            agent("Cut the dashboards over to TimescaleDB and turned off the InfluxDB writes. Influx stays "
                  "read-only for a month in case we need to backfill, then it gets deleted.", "2026-01-19"),
        ),
    ),
    # 1105
    Case(
        name="p54-polling-interval-sixty-seconds",
        family="setting",
        expected="update",
        scope="project:sunfield-monitor",
        original="The gateway polls each inverter over Modbus every 5 minutes.",
        date="2025-10-20",
        later=(
            user("We shortened the inverter poll to once a minute so the clipping analysis has enough "
                 "resolution; the gateways handled the extra load fine.", "2026-02-03"),
        ),
    ),
    # 1106
    Case(
        name="p54-crew-daily-install-cap",
        family="setting",
        expected="update",
        scope="project:crewdesk",
        original="The scheduler books at most 3 residential installs per crew per day.",
        date="2025-09-15",
        kind="decision",
        later=(
            agent("Ops asked to let crews take a fourth install on short days; I bumped the per-crew daily "
                  "limit in the scheduler config and added a test for it.", "2026-03-02"),
            agent("Follow-up on the crew limit change: the availability grid in the dispatcher UI was still "
                  "greying out the fourth slot, fixed so it matches the new cap of 4.", "2026-03-04"),
        ),
    ),
    # 1107
    Case(
        name="p54-site-photo-closeout",
        family="policy",
        expected="update",
        scope="project:crewdesk",
        original="A job can't be closed until the installer uploads a photo of the finished array.",
        date="2025-08-28",
        kind="decision",
        later=(
            user("Warranty swap visits no longer need the array photo to close out; the installer just "
                 "records the old and new serial numbers.", "2026-02-17"),
            agent("Made the close-out photo check conditional on job type, skipping it for warranty swaps "
                  "as agreed with the field team.", "2026-02-18"),
        ),
    ),
    # 1108
    Case(
        name="p54-fleetwatch-renamed",
        family="rename",
        expected="update",
        scope="project:sunfield-monitor",
        original="The service that flags underperforming systems is called fleetwatch.",
        date="2025-07-09",
        later=(
            agent("Finished the rename of fleetwatch: the repo, the Helm chart and the Datadog service tag "
                  "are all array-health now.", "2026-01-27"),
            user("Please call it array-health in tickets from now on; the old name only survives in a few "
                 "archived runbooks.", "2026-01-28"),
        ),
    ),
    # 1109
    Case(
        name="p54-permit-templates-relocated",
        family="move",
        expected="update",
        scope="project:permit-pilot",
        original="The county permit form templates live under docs/permits/ in the monorepo.",
        date="2025-12-01",
        later=(
            agent("Pulled the permit templates out of docs/ and into permit-service/templates/ so the "
                  "renderer can load them without reaching into the docs tree.", "2026-02-09"),
        ),
    ),
    # 1110
    Case(
        name="p54-api-client-into-app",
        family="move",
        expected="update",
        scope="project:homeowner-app",
        original="The homeowner app's generated API client is kept in packages/api-client.",
        date="2025-10-02",
        later=(
            user("Since nothing else used it, the generated client got folded into apps/homeowner/src/api; "
                 "the shared package is gone.", "2026-03-11"),
        ),
    ),
    # ---------------- contradictions: conflict ----------------
    # 1111
    Case(
        name="p54-push-provider-onesignal",
        family="technology",
        expected="conflict",
        scope="project:homeowner-app",
        original="Production-drop alerts reach homeowners as push notifications sent through Firebase Cloud Messaging.",
        date="2025-11-18",
        later=(
            agent("Traced the missing 'low production today' push for a homeowner: the notification is "
                  "dispatched by the OneSignal REST API from the alerts worker, and OneSignal showed the "
                  "device token as unsubscribed.", "2026-02-21"),
        ),
    ),
    # 1112
    Case(
        name="p54-permit-upload-size",
        family="setting",
        expected="conflict",
        scope="project:permit-pilot",
        original="Installers can attach permit PDFs up to 25 MB each.",
        date="2025-12-10",
        later=(
            agent("A crew lead's stamped plan set failed to upload; the permit attachment endpoint refuses "
                  "anything larger than 10 MB, so the 14 MB file bounced.", "2026-01-22"),
            agent("Second report of the same thing from another crew, a 12 MB single-line diagram rejected "
                  "at the 10 MB limit.", "2026-01-23"),
        ),
    ),
    # 1113
    Case(
        name="p54-installer-billing-visibility",
        family="policy",
        expected="conflict",
        scope="project:crewdesk",
        original="Installers must never see a customer's billing or payment details in the field app.",
        date="2025-09-03",
        kind="decision",
        later=(
            user("Installers see the customer's outstanding balance and last payment date on the job screen "
                 "so they can collect the final payment on site.", "2026-01-30"),
        ),
    ),
    # 1114
    Case(
        name="p54-scheduler-service-name",
        family="rename",
        expected="conflict",
        scope="project:crewdesk",
        original="Crew scheduling runs in a service named crew-planner.",
        date="2025-08-12",
        later=(
            agent("Deployed the scheduling service, dispatchd, to staging and ran the route-optimisation "
                  "smoke test against it; all green.", "2026-02-05"),
        ),
    ),
    # 1115
    Case(
        name="p54-telemetry-region",
        family="move",
        expected="conflict",
        scope="project:sunfield-monitor",
        original="Production telemetry ingestion runs in AWS eu-west-1.",
        date="2025-10-14",
        later=(
            agent("While checking latency from the gateways, I listed the production ingest nodes: every "
                  "one of them is in us-east-2.", "2026-01-08"),
            agent("The production Kinesis stream for inverter samples is also provisioned in us-east-2, "
                  "according to the Terraform state.", "2026-01-09"),
        ),
    ),
    # ---------------- look-alikes ----------------
    # 1116
    Case(
        name="p54-la-timescale-compression",
        family=LOOKALIKE,
        expected="none",
        variant="refinement",
        scope="project:sunfield-monitor",
        original="Inverter telemetry is stored in TimescaleDB.",
        date="2026-01-20",
        later=(
            agent("Set up the telemetry hypertable with one-day chunks and native compression for chunks "
                  "older than a week; storage dropped by about 80%.", "2026-02-11"),
        ),
    ),
    # 1117
    Case(
        name="p54-la-interconnection-countersign",
        family=LOOKALIKE,
        expected="none",
        variant="refinement",
        scope="project:permit-pilot",
        original="An install can only be scheduled once the signed interconnection agreement is on file.",
        date="2025-11-05",
        kind="decision",
        later=(
            user("For commercial sites the interconnection agreement on file also has to carry the utility's "
                 "countersignature before we schedule the install.", "2026-02-14"),
        ),
    ),
    # 1118
    Case(
        name="p54-la-battery-alert-threshold",
        family=LOOKALIKE,
        expected="none",
        variant="different-subject",
        scope="project:sunfield-monitor",
        original="An inverter-offline alert fires after 30 minutes without telemetry.",
        date="2025-12-03",
        later=(
            agent("Added the battery alert: it fires after 10 minutes with state of charge below 15% while "
                  "the grid is down.", "2026-01-15"),
        ),
    ),
    # 1119
    Case(
        name="p54-la-quote-service-language",
        family=LOOKALIKE,
        expected="none",
        variant="different-subject",
        scope="project:permit-pilot",
        original="The permit service is written in Go.",
        date="2025-09-22",
        later=(
            user("The roof-quote generator is written in Python, because it leans on the shading model "
                 "library.", "2026-02-26"),
        ),
    ),
    # 1120
    Case(
        name="p54-la-commercial-poll-interval",
        family=LOOKALIKE,
        expected="none",
        variant="other-scope",
        scope="project:sunfield-monitor",
        original="The gateway polls each inverter every 5 minutes.",
        date="2025-10-21",
        later=(
            user("In the commercial fleet pilot the gateway polls each inverter every 30 seconds, since the "
                 "demand-response contract needs near-real-time data.", "2026-01-29",
                 scope="project:commercial-fleet"),
        ),
    ),
    # 1121
    Case(
        name="p54-la-mapbox-fix",
        family=LOOKALIKE,
        expected="none",
        variant="routine",
        scope="project:homeowner-app",
        original="The homeowner app uses Mapbox to show the roof and panel layout.",
        date="2025-08-19",
        later=(
            agent("Fixed the Mapbox roof view not centring on the panel layout on small Android screens; "
                  "also bumped mapbox-gl to the latest patch release.", "2026-03-06"),
        ),
    ),
    # 1122
    Case(
        name="p54-la-calendar-sync-rerun",
        family=LOOKALIKE,
        expected="none",
        variant="routine",
        scope="project:crewdesk",
        original="Installer schedules sync to Google Calendar in a nightly job.",
        date="2025-10-30",
        later=(
            agent("Last night's Google Calendar sync for installer schedules failed on an expired service "
                  "account key; rotated the key and re-ran the nightly job by hand.", "2026-02-02"),
            agent("Nightly calendar sync ran clean after the key rotation; closed the incident ticket.",
                  "2026-02-03"),
        ),
    ),
    # 1123
    Case(
        name="p54-la-utility-credentials",
        family=LOOKALIKE,
        expected="none",
        variant="agreement",
        scope="project:homeowner-app",
        original="We never store homeowners' utility account passwords.",
        date="2025-07-25",
        kind="decision",
        later=(
            user("Checked with legal again before the utility-linking launch: we don't keep utility "
                 "passwords anywhere; we use the utility's OAuth flow or ask for a bill PDF instead.",
                 "2026-03-18", contradicts=False),
        ),
    ),
    # -- Fresh probe 55 (written by a helper who had not seen the rules; simple style, mixed projects; measured once on arrival: 12/16 at the code of the moment, 12/16 at the session-start code) --
    # --- technology ---------------------------------------------------------
    # 1124
    Case(
        name="p55-billing-db-switch",
        family="technology", expected="update", scope="project:saas-billing",
        original="The billing service uses PostgreSQL as its database.",
        date="2026-01-12",
        later=(
            agent("Started migrating the billing tables to CockroachDB this week.", "2026-02-03"),
            user("Billing now runs on CockroachDB; the old Postgres instance was shut down.", "2026-02-17"),
        ),
    ),
    # 1125
    Case(
        name="p55-mobile-state-lib",
        family="technology", expected="update", scope="project:mobile-app",
        original="The mobile app manages state with Redux.",
        date="2026-01-20",
        later=(
            agent("Replaced Redux with Zustand in the mobile app. Store files are much smaller.", "2026-03-04"),
        ),
    ),
    # 1126
    Case(
        name="p55-pipeline-scheduler",
        family="technology", expected="update", scope="project:data-pipeline",
        original="Our nightly data pipeline is scheduled with cron on the ETL box.",
        date="2026-01-08",
        kind="decision",
        later=(
            user("We are moving pipeline scheduling from cron to Airflow.", "2026-02-10"),
            agent("Ported the first three jobs to Airflow DAGs.", "2026-02-12"),
            agent("Last cron entry removed; every pipeline job is an Airflow DAG now.", "2026-02-19"),
        ),
    ),
    # 1127
    Case(
        name="p55-shop-payments",
        family="technology", expected="conflict", scope="project:webshop",
        original="The web shop takes card payments through Stripe.",
        date="2026-02-01",
        later=(
            agent("Card payments in the web shop go through Adyen.", "2026-03-09"),
        ),
    ),
    # --- setting ------------------------------------------------------------
    # 1128
    Case(
        name="p55-game-session-timeout",
        family="setting", expected="update", scope="project:game-backend",
        original="Player sessions in the game backend time out after 15 minutes of inactivity.",
        date="2026-01-15",
        later=(
            user("Raised the idle session timeout to 45 minutes, players kept getting kicked.", "2026-02-06"),
        ),
    ),
    # 1129
    Case(
        name="p55-cli-api-port",
        family="setting", expected="update", scope="project:devtool-cli",
        original="The internal CLI talks to the local API on port 8080.",
        date="2026-01-22",
        later=(
            agent("Port 8080 clashed with the proxy, so the local API listens on 9090 now.", "2026-02-14"),
            agent("Updated the CLI default URL to localhost:9090.", "2026-02-14"),
        ),
    ),
    # 1130
    Case(
        name="p55-logs-retention",
        family="setting", expected="conflict", scope="project:saas-billing",
        original="Billing audit logs are kept for 90 days.",
        date="2026-01-05",
        later=(
            user("Audit logs for billing are retained for 30 days.", "2026-03-01"),
        ),
    ),
    # --- policy -------------------------------------------------------------
    # 1131
    Case(
        name="p55-shop-pr-review",
        family="policy", expected="update", scope="project:webshop",
        original="Every pull request to the web shop must be approved by two reviewers.",
        date="2026-01-10",
        kind="decision",
        later=(
            user("Two approvals are no longer required; one reviewer is enough from now on.", "2026-02-20"),
        ),
    ),
    # 1132
    Case(
        name="p55-mobile-friday-release",
        family="policy", expected="update", scope="project:mobile-app",
        original="We never ship mobile releases on a Friday.",
        date="2026-01-18",
        kind="decision",
        later=(
            agent("Team agreed to drop the no-Friday rule since staged rollout is in place.", "2026-03-02"),
            user("Friday releases are allowed now, as long as rollout starts at 5%.", "2026-03-03"),
        ),
    ),
    # 1133
    Case(
        name="p55-pipeline-schema-check",
        family="policy", expected="conflict", scope="project:data-pipeline",
        original="Schema validation must run on every incoming batch before it is loaded.",
        date="2026-01-25",
        kind="decision",
        later=(
            agent("Schema validation is optional for incoming batches; loads skip it by default.", "2026-02-27"),
        ),
    ),
    # --- rename -------------------------------------------------------------
    # 1134
    Case(
        name="p55-billing-queue-rename",
        family="rename", expected="update", scope="project:saas-billing",
        original="Invoice events are published to the queue invoice-events.",
        date="2026-01-14",
        later=(
            agent("Renamed the invoice-events queue to billing.invoices.v2.", "2026-02-09"),
            agent("Consumers switched over to billing.invoices.v2, old queue deleted.", "2026-02-11"),
        ),
    ),
    # 1135
    Case(
        name="p55-game-leaderboard-service",
        family="rename", expected="update", scope="project:game-backend",
        original="The leaderboard lives in a service called scoreboard-svc.",
        date="2026-01-28",
        later=(
            user("scoreboard-svc got a new name: it's ranking-api from today.", "2026-03-05"),
        ),
    ),
    # 1136
    Case(
        name="p55-shop-orders-table",
        family="rename", expected="conflict", scope="project:webshop",
        original="Orders are stored in the table shop_orders.",
        date="2026-02-02",
        later=(
            agent("Wrote the refund query against the orders table, which is called customer_orders.", "2026-03-10"),
        ),
    ),
    # --- move ---------------------------------------------------------------
    # 1137
    Case(
        name="p55-cli-config-dir",
        family="move", expected="update", scope="project:devtool-cli",
        original="The CLI reads its config from ~/.devtool/config.toml.",
        date="2026-01-09",
        later=(
            agent("Moved the CLI config file to ~/.config/devtool/config.toml to follow XDG.", "2026-02-16"),
        ),
    ),
    # 1138
    Case(
        name="p55-pipeline-sql-folder",
        family="move", expected="conflict", scope="project:data-pipeline",
        original="The pipeline's SQL transforms are in the transforms/ directory at the repo root.",
        date="2026-01-30",
        later=(
            user("All SQL transforms live under dbt/models/.", "2026-03-06"),
            agent("Edited dbt/models/daily_revenue.sql; the repo root has no transforms/ folder.", "2026-03-07"),
        ),
    ),
    # 1139
    Case(
        name="p55-mobile-assets-path",
        family="move", expected="conflict", scope="project:mobile-app",
        original="App icons and images are kept in src/assets/images.",
        date="2026-02-04",
        later=(
            agent("The app's images are in packages/ui/media, not under src.", "2026-03-11"),
        ),
    ),
    # --- look-alikes --------------------------------------------------------
    # 1140
    Case(
        name="p55-look-billing-db-refine",
        family=LOOKALIKE, expected="none", scope="project:saas-billing", variant="refinement",
        original="The billing service uses PostgreSQL as its database.",
        date="2026-01-12",
        later=(
            agent("Billing's Postgres is version 16, with a read replica for reports.", "2026-02-05"),
        ),
    ),
    # 1141
    Case(
        name="p55-look-timeout-other-service",
        family=LOOKALIKE, expected="none", scope="project:game-backend", variant="different-subject",
        original="Player sessions in the game backend time out after 15 minutes of inactivity.",
        date="2026-01-15",
        later=(
            user("Matchmaking requests time out after 30 seconds.", "2026-02-08"),
        ),
    ),
    # 1142
    Case(
        name="p55-look-payments-other-project",
        family=LOOKALIKE, expected="none", scope="project:webshop", variant="other-scope",
        original="The web shop takes card payments through Stripe.",
        date="2026-02-01",
        later=(
            user("Card payments go through Adyen.", "2026-03-09", scope="project:ticketing"),
        ),
    ),
    # 1143
    Case(
        name="p55-look-queue-routine",
        family=LOOKALIKE, expected="none", scope="project:saas-billing", variant="routine",
        original="Invoice events are published to the queue invoice-events.",
        date="2026-01-14",
        later=(
            agent("Fixed a retry bug in the invoice-events consumer and added a test.", "2026-02-13"),
            agent("Queue depth on invoice-events looked normal after the deploy.", "2026-02-14"),
        ),
    ),
    # 1144
    Case(
        name="p55-look-review-agree",
        family=LOOKALIKE, expected="none", scope="project:webshop", variant="agreement",
        original="Every pull request to the web shop must be approved by two reviewers.",
        date="2026-01-10",
        kind="decision",
        later=(
            agent("Reminder from the team lead: web shop PRs still need two approvals before merge.", "2026-02-22",
                  contradicts=False),
        ),
    ),
    # 1145
    Case(
        name="p55-look-cli-config-refine",
        family=LOOKALIKE, expected="none", scope="project:devtool-cli", variant="refinement",
        original="The CLI reads its config from ~/.devtool/config.toml.",
        date="2026-01-09",
        later=(
            user("Values in ~/.devtool/config.toml can be overridden with DEVTOOL_* environment variables.",
                 "2026-02-18"),
        ),
    ),
    # -- Fresh probe 56 (written by a helper who had not seen the rules; simple style, developer tools; measured once on arrival: 10/16 at the code of the moment, 10/16 at the session-start code) --
    # ---- technology (4: 3 update, 1 conflict) ----
    # 1146
    Case(
        name="p56-ci-runner-tech",
        family="technology", expected="update", scope="project:forge-ci",
        original="Our CI pipelines run on Jenkins.",
        date="2026-01-06T09:00:00",
        later=(
            agent("Started porting the build jobs from Jenkins to GitHub Actions today.", "2026-01-20T14:10:00"),
            agent("All pipelines now run on GitHub Actions. The Jenkins box can be turned off.", "2026-01-27T11:30:00"),
        ),
    ),
    # 1147
    Case(
        name="p56-metrics-backend-tech",
        family="technology", expected="update", scope="project:lumen-observability",
        original="Metrics are stored in InfluxDB.",
        date="2026-01-09T10:15:00",
        later=(
            user("We replaced InfluxDB with Prometheus for metrics storage last sprint.", "2026-02-03T09:40:00"),
        ),
    ),
    # 1148
    Case(
        name="p56-flags-store-tech",
        family="technology", expected="conflict", scope="project:toggle-house",
        original="The feature-flag service keeps flag state in Redis.",
        date="2026-01-12T16:00:00",
        later=(
            agent("Flag state for the feature-flag service lives in a DynamoDB table.", "2026-02-10T13:25:00"),
        ),
    ),
    # 1149
    Case(
        name="p56-monorepo-build-tech",
        family="technology", expected="update", scope="project:atlas-monorepo",
        original="The monorepo is built with Lerna.",
        date="2026-01-15T08:30:00",
        later=(
            agent("Migrating packages off Lerna onto Nx, half done.", "2026-02-02T10:00:00"),
            user("Lerna is gone; the monorepo builds with Nx from now on.", "2026-02-05T17:20:00"),
            agent("Removed lerna.json and updated the README to point at the Nx commands.", "2026-02-06T09:05:00"),
        ),
    ),
    # ---- setting (3: 2 update, 1 conflict) ----
    # 1150
    Case(
        name="p56-auth-token-ttl-setting",
        family="setting", expected="update", scope="project:keystone-auth",
        original="Access tokens from the auth service expire after 15 minutes.",
        date="2026-01-08T11:00:00",
        later=(
            user("Bumped the access token lifetime from 15 to 60 minutes.", "2026-02-12T15:45:00"),
        ),
    ),
    # 1151
    Case(
        name="p56-log-retention-setting",
        family="setting", expected="update", scope="project:lumen-observability",
        original="We keep application logs for 30 days.",
        date="2026-01-10T09:20:00",
        later=(
            agent("Changed Loki retention to 7 days to cut storage costs.", "2026-02-14T12:00:00"),
            agent("Confirmed the compactor is deleting logs older than a week now.", "2026-02-16T08:50:00"),
        ),
    ),
    # 1152
    Case(
        name="p56-ingress-port-setting",
        family="setting", expected="conflict", scope="project:harbor-k8s",
        original="The internal API gateway listens on port 8443.",
        date="2026-01-13T14:00:00",
        later=(
            agent("The internal API gateway is on port 9443.", "2026-02-09T10:30:00"),
        ),
    ),
    # ---- policy (3: 2 update, 1 conflict) ----
    # 1153
    Case(
        name="p56-pr-review-policy",
        family="policy", expected="update", scope="project:forge-ci",
        original="Every pull request must get two approvals before merging.",
        date="2026-01-05T10:00:00", kind="decision",
        later=(
            user("One approval is enough to merge now; the two-reviewer rule was dropped.", "2026-02-18T16:10:00"),
        ),
    ),
    # 1154
    Case(
        name="p56-friday-deploy-policy",
        family="policy", expected="update", scope="project:harbor-k8s",
        original="We never deploy to production on Fridays.",
        date="2026-01-07T13:30:00", kind="decision",
        later=(
            agent("Team agreed Friday production deploys are allowed again, as long as someone is on call.", "2026-02-20T11:00:00"),
            agent("Shipped the cluster autoscaler update to prod this Friday afternoon, per the new rule.", "2026-02-27T15:40:00"),
        ),
    ),
    # 1155
    Case(
        name="p56-flag-cleanup-policy",
        family="policy", expected="conflict", scope="project:toggle-house",
        original="Feature flags must always be deleted within 30 days of full rollout.",
        date="2026-01-11T09:00:00", kind="decision",
        later=(
            user("Flags can stay in the code indefinitely after rollout; removing them is optional.", "2026-02-22T10:20:00"),
        ),
    ),
    # ---- rename (3: 2 update, 1 conflict) ----
    # 1156
    Case(
        name="p56-auth-service-rename",
        family="rename", expected="update", scope="project:keystone-auth",
        original="The login service is called auth-gateway.",
        date="2026-01-14T10:00:00",
        later=(
            agent("Renamed auth-gateway to identity-api in the Helm charts and DNS.", "2026-02-11T14:30:00"),
        ),
    ),
    # 1157
    Case(
        name="p56-build-queue-rename",
        family="rename", expected="update", scope="project:forge-ci",
        original="Build jobs are pushed onto the ci-jobs queue.",
        date="2026-01-16T15:00:00",
        later=(
            user("The ci-jobs queue was renamed to build-requests.", "2026-02-19T09:15:00"),
            agent("Pointed the scheduler at build-requests; nothing is publishing to ci-jobs anymore.", "2026-02-19T13:00:00"),
        ),
    ),
    # 1158
    Case(
        name="p56-events-table-rename",
        family="rename", expected="conflict", scope="project:toggle-house",
        original="Flag evaluation events go into the flag_events table.",
        date="2026-01-18T11:45:00",
        later=(
            agent("Flag evaluation events are written to the evaluation_log table.", "2026-02-24T16:00:00"),
        ),
    ),
    # ---- move (3: 1 update, 2 conflict) ----
    # 1159
    Case(
        name="p56-shared-libs-move",
        family="move", expected="update", scope="project:atlas-monorepo",
        original="Shared libraries live in the libs/ directory.",
        date="2026-01-19T10:30:00",
        later=(
            agent("Moved everything in libs/ to packages/shared/.", "2026-02-13T11:10:00"),
            agent("Fixed the tsconfig paths that still pointed at libs/.", "2026-02-13T15:35:00"),
            user("Reminder: shared code goes under packages/shared/ now, not libs/.", "2026-02-17T09:00:00"),
        ),
    ),
    # 1160
    Case(
        name="p56-alert-rules-move",
        family="move", expected="conflict", scope="project:lumen-observability",
        original="Alerting rules are kept in ops/alerts/rules.yaml.",
        date="2026-01-21T14:20:00",
        later=(
            user("Alerting rules are in monitoring/prometheus/alerts.yaml.", "2026-02-25T10:45:00"),
        ),
    ),
    # 1161
    Case(
        name="p56-k8s-manifests-move",
        family="move", expected="conflict", scope="project:harbor-k8s",
        original="Kubernetes manifests are in the deploy/k8s folder.",
        date="2026-01-22T09:10:00",
        later=(
            agent("Kubernetes manifests sit in infra/manifests at the repo root.", "2026-02-26T13:50:00"),
        ),
    ),
    # ---- look-alikes (6) ----
    # 1162
    Case(
        name="p56-lookalike-refinement-ci",
        family=LOOKALIKE, expected="none", scope="project:forge-ci", variant="refinement",
        original="Our CI runs unit tests on every push.",
        date="2026-01-06T10:00:00",
        later=(
            agent("Unit tests on push run in parallel across four shards.", "2026-02-04T12:15:00"),
        ),
    ),
    # 1163
    Case(
        name="p56-lookalike-different-subject-timeout",
        family=LOOKALIKE, expected="none", scope="project:keystone-auth", variant="different-subject",
        original="The auth service has a request timeout of 5 seconds.",
        date="2026-01-09T11:30:00",
        later=(
            agent("The user-profile service has a request timeout of 20 seconds.", "2026-02-08T14:00:00"),
        ),
    ),
    # 1164
    Case(
        name="p56-lookalike-other-scope-db",
        family=LOOKALIKE, expected="none", scope="project:toggle-house", variant="other-scope",
        original="The feature-flag service uses PostgreSQL as its database.",
        date="2026-01-12T09:45:00",
        later=(
            user("The feature-flag service uses MySQL as its database.", "2026-02-15T10:30:00",
                 scope="project:switchboard"),
        ),
    ),
    # 1165
    Case(
        name="p56-lookalike-routine-k8s",
        family=LOOKALIKE, expected="none", scope="project:harbor-k8s", variant="routine",
        original="The platform runs on Kubernetes 1.29.",
        date="2026-01-13T15:00:00",
        later=(
            agent("Restarted two Kubernetes nodes that were stuck NotReady; pods rescheduled fine.", "2026-02-07T08:40:00"),
            agent("Cleaned up old Kubernetes namespaces from last quarter's load tests.", "2026-02-09T16:20:00"),
        ),
    ),
    # 1166
    Case(
        name="p56-lookalike-agreement-retention",
        family=LOOKALIKE, expected="none", scope="project:lumen-observability", variant="agreement",
        original="Traces are kept for 14 days.",
        date="2026-01-17T10:00:00",
        later=(
            agent("Checked the Tempo config: trace retention is still 14 days.", "2026-02-21T11:25:00",
                  contradicts=False),
        ),
    ),
    # 1167
    Case(
        name="p56-lookalike-refinement-monorepo",
        family=LOOKALIKE, expected="none", scope="project:atlas-monorepo", variant="refinement",
        original="The monorepo uses pnpm for package management.",
        date="2026-01-20T13:00:00",
        later=(
            user("We pinned pnpm to version 9 via the packageManager field.", "2026-02-23T09:50:00"),
        ),
    ),
    # -- Fresh probe 57 (written by a helper who had not seen the rules; simple style, product engineering; measured once on arrival: 11/16 at the code of the moment, 9/16 at the session-start code) --
    # ---- technology ----
    # 1168
    Case(
        name="p57-tech-appointments-db",
        family="technology", expected="update", scope="project:clinic-scheduler",
        original="The appointment scheduler stores its bookings in MySQL.",
        date="2026-01-12T09:00:00",
        later=(
            agent("Started the migration of bookings from MySQL to PostgreSQL today.", "2026-02-03T10:15:00"),
            agent("Bookings are now read and written in PostgreSQL; the MySQL instance is read-only.", "2026-02-05T16:40:00"),
            user("We shut down the old MySQL box. Scheduler is fully on Postgres.", "2026-02-09T11:00:00"),
        ),
    ),
    # 1169
    Case(
        name="p57-tech-tracker-maps",
        family="technology", expected="update", scope="project:fleet-tracker",
        original="The shipment map in the logistics tracker is drawn with Google Maps.",
        date="2026-01-20T14:00:00",
        later=(
            user("We dropped Google Maps for the shipment map; it uses Mapbox since this sprint.", "2026-03-02T09:30:00"),
        ),
    ),
    # 1170
    Case(
        name="p57-tech-news-frontend",
        family="technology", expected="update", scope="project:daily-herald",
        original="The news site front end is built with Angular.",
        date="2026-02-01T08:00:00",
        later=(
            agent("Rewrote the article page in React as part of the switch away from Angular.", "2026-03-10T17:20:00"),
            agent("Last Angular module removed; the front end is React only now.", "2026-03-24T15:05:00"),
        ),
    ),
    # 1171
    Case(
        name="p57-tech-ledger-queue",
        family="technology", expected="conflict", scope="project:fin-ledger-core",
        original="Ledger events are published through RabbitMQ.",
        date="2026-01-08T10:00:00",
        later=(
            agent("Ledger events go out on a Kafka topic called ledger-events; consumers read it with a group id per service.", "2026-02-18T13:45:00"),
        ),
    ),
    # ---- setting ----
    # 1172
    Case(
        name="p57-set-video-timeout",
        family="setting", expected="update", scope="project:learnhub",
        original="The video upload request times out after 60 seconds.",
        date="2026-01-15T12:00:00",
        later=(
            agent("Raised the upload timeout from 60 to 300 seconds because long lectures kept failing.", "2026-02-11T10:10:00"),
        ),
    ),
    # 1173
    Case(
        name="p57-set-hub-port",
        family="setting", expected="update", scope="project:homehub",
        original="The smart-home hub's local API listens on port 8080.",
        date="2026-02-02T09:00:00",
        later=(
            user("Port 8080 clashed with the camera bridge, so the hub API moved to port 8443.", "2026-02-20T18:00:00"),
            agent("Updated the mobile app config to call the hub on 8443.", "2026-02-21T09:25:00"),
        ),
    ),
    # 1174
    Case(
        name="p57-set-audit-retention",
        family="setting", expected="conflict", scope="project:fin-ledger-core",
        original="Audit logs in the ledger are kept for seven years.",
        date="2026-01-05T11:00:00",
        later=(
            user("Audit logs in the ledger are deleted after 12 months.", "2026-03-01T14:30:00"),
        ),
    ),
    # ---- policy ----
    # 1175
    Case(
        name="p57-pol-patient-export",
        family="policy", expected="update", scope="project:clinic-scheduler",
        original="Patient data must never be exported to CSV.",
        date="2026-01-10T09:00:00", kind="decision",
        later=(
            user("Compliance signed off: clinic admins are now allowed to export patient lists to CSV.", "2026-02-25T10:00:00", kind="decision"),
        ),
    ),
    # 1176
    Case(
        name="p57-pol-news-review",
        family="policy", expected="update", scope="project:daily-herald",
        original="Every pull request on the news site needs two approvals before merge.",
        date="2026-01-18T10:00:00", kind="decision",
        later=(
            agent("Branch protection changed: one approval is enough to merge from now on.", "2026-02-14T12:00:00"),
            user("We no longer require a second reviewer on the news site.", "2026-02-15T09:00:00"),
        ),
    ),
    # 1177
    Case(
        name="p57-pol-hub-firmware",
        family="policy", expected="conflict", scope="project:homehub",
        original="Firmware updates on the hub always wait for the user to confirm them.",
        date="2026-01-25T15:00:00", kind="decision",
        later=(
            agent("Hub firmware installs itself overnight without asking the user.", "2026-03-05T08:50:00"),
        ),
    ),
    # ---- rename ----
    # 1178
    Case(
        name="p57-ren-notify-service",
        family="rename", expected="update", scope="project:learnhub",
        original="Course reminders are sent by the notify-svc service.",
        date="2026-01-22T13:00:00",
        later=(
            agent("Renamed notify-svc to messaging-service in the deploy manifests.", "2026-02-27T11:35:00"),
            user("The old name notify-svc is gone; call it messaging-service everywhere.", "2026-03-01T10:00:00"),
        ),
    ),
    # 1179
    Case(
        name="p57-ren-shipments-table",
        family="rename", expected="update", scope="project:fleet-tracker",
        original="Delivery records live in the shipments table.",
        date="2026-01-14T10:30:00",
        later=(
            agent("Migration 0031 renames the shipments table to consignments.", "2026-02-08T16:00:00"),
            agent("Fixed the nightly report query after the table rename; it reads consignments now.", "2026-02-09T09:10:00"),
            user("Please use consignments in new code, shipments no longer exists.", "2026-02-12T14:20:00"),
        ),
    ),
    # 1180
    Case(
        name="p57-ren-payments-queue",
        family="rename", expected="conflict", scope="project:fin-ledger-core",
        original="Incoming payments are queued on the payments-in queue.",
        date="2026-01-09T09:00:00",
        later=(
            agent("The payment consumer subscribes to the queue named ledger.inbound.payments.", "2026-02-16T15:00:00"),
        ),
    ),
    # ---- move ----
    # 1181
    Case(
        name="p57-mov-hub-drivers",
        family="move", expected="update", scope="project:homehub",
        original="Device drivers for the hub are in src/drivers.",
        date="2026-01-28T10:00:00",
        later=(
            agent("Moved all device drivers from src/drivers to packages/drivers.", "2026-03-03T14:00:00"),
        ),
    ),
    # 1182
    Case(
        name="p57-mov-news-templates",
        family="move", expected="conflict", scope="project:daily-herald",
        original="Email newsletter templates are kept in templates/email.",
        date="2026-01-16T11:00:00",
        later=(
            user("Newsletter templates are in the marketing/newsletters folder.", "2026-02-19T10:45:00"),
        ),
    ),
    # 1183
    Case(
        name="p57-mov-clinic-env",
        family="move", expected="conflict", scope="project:clinic-scheduler",
        original="The scheduler reads its settings from config/app.env.",
        date="2026-01-11T08:30:00",
        later=(
            agent("Scheduler settings come from deploy/settings.env at startup.", "2026-02-04T12:00:00"),
            agent("Edited deploy/settings.env to add the SMS gateway key; that file is the one the app loads.", "2026-02-06T17:15:00"),
        ),
    ),
    # ---- look-alikes ----
    # 1184
    Case(
        name="p57-look-refine-db",
        family=LOOKALIKE, expected="none", variant="refinement", scope="project:fin-ledger-core",
        original="The ledger stores transactions in PostgreSQL.",
        date="2026-01-07T10:00:00",
        later=(
            agent("Transactions table in PostgreSQL is partitioned by month to keep queries fast.", "2026-02-10T11:00:00"),
        ),
    ),
    # 1185
    Case(
        name="p57-look-refine-timeout",
        family=LOOKALIKE, expected="none", variant="refinement", scope="project:fleet-tracker",
        original="GPS pings are sent every 30 seconds.",
        date="2026-01-19T09:00:00",
        later=(
            user("When a truck is parked, pings still go every 30 seconds but skip the speed field.", "2026-02-22T13:00:00"),
        ),
    ),
    # 1186
    Case(
        name="p57-look-other-service",
        family=LOOKALIKE, expected="none", variant="different-subject", scope="project:learnhub",
        original="The quiz service allows 100 requests per minute per user.",
        date="2026-01-21T10:00:00",
        later=(
            agent("Set the rate limit for the forum service to 20 requests per minute per user.", "2026-02-13T15:30:00"),
        ),
    ),
    # 1187
    Case(
        name="p57-look-other-project",
        family=LOOKALIKE, expected="none", variant="other-scope", scope="project:daily-herald",
        original="The news site caches article pages for 5 minutes.",
        date="2026-01-17T12:00:00",
        later=(
            agent("Article pages are cached for 1 hour.", "2026-02-17T10:00:00", scope="project:company-blog"),
        ),
    ),
    # 1188
    Case(
        name="p57-look-routine",
        family=LOOKALIKE, expected="none", variant="routine", scope="project:homehub",
        original="The hub talks to Zigbee devices through the zigbee2mqtt bridge.",
        date="2026-01-26T09:00:00",
        later=(
            agent("Restarted the zigbee2mqtt bridge after the hub reboot; all Zigbee devices reconnected.", "2026-02-24T19:10:00"),
        ),
    ),
    # 1189
    Case(
        name="p57-look-agree",
        family=LOOKALIKE, expected="none", variant="agreement", scope="project:clinic-scheduler",
        original="Appointment reminders go out by SMS 24 hours before the visit.",
        date="2026-01-13T10:00:00",
        later=(
            user("Confirmed with the clinic: reminders are texted a day ahead, as planned.", "2026-02-07T09:40:00", contradicts=False),
        ),
    ),
    # -- Fresh probe 58 (written by a helper who had not seen the rules; simple style, open-source tooling; measured once on arrival (judge): 7/16 at the code of the moment, 7/16 at the session-start code) --
    # --- technology -------------------------------------------------------------------------
    # 1190
    Case(
        name="p58-tech-birchpress-markdown",
        family="technology", expected="update", scope="project:birchpress",
        original="Birchpress renders Markdown pages with python-markdown.",
        date="2025-10-02",
        later=(
            agent("Swapped python-markdown out for markdown-it-py in the page renderer.", "2026-01-14"),
            user("Birchpress now uses markdown-it-py for all Markdown rendering.", "2026-01-16"),
        ),
    ),
    # 1191
    Case(
        name="p58-tech-ferry-argparse",
        family="technology", expected="update", scope="project:ferry",
        original="The ferry CLI parses its command-line arguments with structopt.",
        date="2025-09-11",
        later=(
            agent("Migrated ferry's argument parsing from structopt to clap 4 derive macros.", "2026-02-03"),
        ),
    ),
    # 1192
    Case(
        name="p58-tech-orbit-http",
        family="technology", expected="conflict", scope="project:orbit-sdk",
        original="The orbit-sdk Python client makes its HTTP calls with requests.",
        date="2025-08-20",
        later=(
            agent("orbit-sdk's transport layer is built on httpx. requests is not in its dependencies.",
                  "2026-01-22"),
        ),
    ),
    # 1193
    Case(
        name="p58-tech-chirpbot-sessions",
        family="technology", expected="update", scope="project:chirpbot",
        original="Chirpbot keeps conversation sessions in Redis.",
        date="2025-11-05",
        later=(
            agent("Started moving chirpbot session storage off Redis; writing a SQLite adapter.", "2026-02-09"),
            agent("SQLite session adapter merged. Redis is still running but nothing writes to it.", "2026-02-11"),
            user("We dropped Redis from chirpbot, sessions live in SQLite now.", "2026-02-13"),
        ),
    ),

    # --- setting ----------------------------------------------------------------------------
    # 1194
    Case(
        name="p58-setting-tfmods-aws-provider",
        family="setting", expected="update", scope="project:tf-modules",
        original="Our Terraform modules pin the AWS provider to ~> 4.0.",
        date="2025-07-30",
        later=(
            user("Bumped the AWS provider constraint in all modules from ~> 4.0 to ~> 5.0.", "2026-01-08"),
        ),
    ),
    # 1195
    Case(
        name="p58-setting-tagloom-export-batch",
        family="setting", expected="conflict", scope="project:tagloom",
        original="Tagloom exports labelled items in batches of 500.",
        date="2025-10-17",
        later=(
            agent("Tagloom's exporter writes 2000 items per batch.", "2026-02-19"),
        ),
    ),
    # 1196
    Case(
        name="p58-setting-chirpbot-log-retention",
        family="setting", expected="update", scope="project:chirpbot",
        original="Chirpbot keeps chat logs for 30 days.",
        date="2025-09-01",
        later=(
            user("Cut chirpbot's chat log retention to 7 days for the privacy review.", "2026-03-02"),
            agent("Updated the cleanup cron: logs older than 7 days get deleted instead of 30.", "2026-03-03"),
        ),
    ),

    # --- policy -----------------------------------------------------------------------------
    # 1197
    Case(
        name="p58-policy-ferry-changelog",
        family="policy", expected="update", scope="project:ferry", kind="decision",
        original="Every pull request to ferry must add a CHANGELOG entry.",
        date="2025-06-12",
        later=(
            user("CHANGELOG entries are optional for ferry PRs now; release-please builds the changelog "
                 "from commit messages.", "2026-01-27", kind="decision"),
        ),
    ),
    # 1198
    Case(
        name="p58-policy-birchpress-generated-html",
        family="policy", expected="conflict", scope="project:birchpress", kind="decision",
        original="We never commit generated HTML to the birchpress repository.",
        date="2025-08-04",
        later=(
            agent("Committed the built HTML under docs/ with the release, as usual, so GitHub Pages can "
                  "serve it.", "2026-02-24"),
        ),
    ),
    # 1199
    Case(
        name="p58-policy-tfmods-manual-tags",
        family="policy", expected="update", scope="project:tf-modules", kind="decision",
        original="Releases of the Terraform modules are always tagged by hand.",
        date="2025-05-21",
        later=(
            agent("Set up a workflow that tags a module release automatically on merge to main.", "2026-01-19"),
            user("We no longer tag module releases by hand, CI does it.", "2026-01-20", kind="decision"),
        ),
    ),

    # --- rename -----------------------------------------------------------------------------
    # 1200
    Case(
        name="p58-rename-tagloom-queue",
        family="rename", expected="update", scope="project:tagloom",
        original="Tagloom puts new labelling work on the label-jobs queue.",
        date="2025-11-20",
        later=(
            agent("Renamed the label-jobs queue to annotation-tasks and updated the producers.", "2026-02-05"),
            agent("Consumers switched over to annotation-tasks too; deleted the old queue.", "2026-02-06"),
        ),
    ),
    # 1201
    Case(
        name="p58-rename-orbit-pypi",
        family="rename", expected="conflict", scope="project:orbit-sdk",
        original="The orbit SDK is published on PyPI as orbit-client.",
        date="2025-07-08",
        later=(
            user("The PyPI package for the SDK is orbit-sdk; there is no orbit-client package.", "2026-03-10"),
        ),
    ),
    # 1202
    Case(
        name="p58-rename-tfmods-network-module",
        family="rename", expected="update", scope="project:tf-modules",
        original="The VPC module in our Terraform library is called tf-aws-network.",
        date="2025-06-30",
        later=(
            user("tf-aws-network has been renamed to terraform-aws-vpc to match registry naming.", "2026-02-16"),
        ),
    ),

    # --- move -------------------------------------------------------------------------------
    # 1203
    Case(
        name="p58-move-birchpress-themes",
        family="move", expected="update", scope="project:birchpress",
        original="Birchpress themes live in the top-level themes/ directory.",
        date="2025-09-25",
        later=(
            agent("Moved themes/ to src/birchpress/themes/ so they ship inside the wheel.", "2026-01-30"),
        ),
    ),
    # 1204
    Case(
        name="p58-move-ferry-config-path",
        family="move", expected="conflict", scope="project:ferry",
        original="ferry reads its config from ~/.ferry/config.toml.",
        date="2025-10-09",
        later=(
            agent("ferry loads its settings from ~/.config/ferry/config.toml.", "2026-02-21"),
        ),
    ),
    # 1205
    Case(
        name="p58-move-tagloom-fixtures",
        family="move", expected="conflict", scope="project:tagloom",
        original="Tagloom's test fixtures are kept in tests/fixtures/.",
        date="2025-12-01",
        later=(
            user("All the tagloom fixture files sit in testdata/ at the repo root.", "2026-03-05"),
        ),
    ),

    # --- look-alikes ------------------------------------------------------------------------
    # 1206
    Case(
        name="p58-look-chirpbot-postgres-refinement",
        family=LOOKALIKE, expected="none", variant="refinement", scope="project:chirpbot",
        original="Chirpbot stores user profiles in PostgreSQL.",
        date="2025-10-14",
        later=(
            agent("Enabled the pgvector extension on chirpbot's Postgres for embedding search.", "2026-01-12"),
        ),
    ),
    # 1207
    Case(
        name="p58-look-ferry-cargodist-refinement",
        family=LOOKALIKE, expected="none", variant="refinement", scope="project:ferry",
        original="ferry release binaries are built with cargo-dist.",
        date="2025-08-27",
        later=(
            user("cargo-dist also generates a Homebrew formula for ferry releases.", "2026-02-02"),
        ),
    ),
    # 1208
    Case(
        name="p58-look-tagloom-timeout-other-service",
        family=LOOKALIKE, expected="none", variant="different-subject", scope="project:tagloom",
        original="The tagloom API server's request timeout is 30 seconds.",
        date="2025-11-03",
        later=(
            agent("Set the tagloom export worker's job timeout to 10 minutes.", "2026-02-12"),
        ),
    ),
    # 1209
    Case(
        name="p58-look-birchpress-deploy-other-scope",
        family=LOOKALIKE, expected="none", variant="other-scope", scope="project:birchpress",
        original="The birchpress docs site is deployed to Netlify.",
        date="2025-09-18",
        later=(
            user("The docs site is deployed to Cloudflare Pages.", "2026-01-25", scope="project:hollow-docs"),
        ),
    ),
    # 1210
    Case(
        name="p58-look-orbit-pytest-routine",
        family=LOOKALIKE, expected="none", variant="routine", scope="project:orbit-sdk",
        original="The orbit-sdk test suite runs with pytest.",
        date="2025-07-15",
        later=(
            agent("Fixed a flaky pytest case in test_retry.py, the fake clock was off by one tick.", "2026-02-27"),
            agent("Ran the full pytest suite on 3.12, all green.", "2026-02-28"),
        ),
    ),
    # 1211
    Case(
        name="p58-look-tfmods-version-agreement",
        family=LOOKALIKE, expected="none", variant="agreement", scope="project:tf-modules",
        original="The Terraform modules require Terraform 1.5 or newer.",
        date="2025-06-05",
        later=(
            agent("Checked versions.tf in every module: required_version is >= 1.5 across the board.",
                  "2026-01-09", contradicts=False),
        ),
    ),
    # -- Fresh probe 59 (written by a helper who had not seen the rules; simple style, mixed projects; measured once on arrival: 13/16 at the code of the moment, 10/16 at the session-start code) --
    # --- technology ---
    # 1212
    Case(
        name="p59-tech-django-session-cache", family="technology", expected="update",
        scope="project:ledgerly",
        original="The Django SaaS stores user sessions in Memcached.",
        date="2025-11-03",
        later=(
            agent("Swapped the session backend over to Redis today; Memcached is gone from docker-compose.",
                  "2026-01-14"),
        ),
    ),
    # 1213
    Case(
        name="p59-tech-rn-state", family="technology", expected="update",
        scope="project:fittrack-mobile",
        original="The React Native app manages its state with Redux.",
        date="2025-09-22", kind="decision",
        later=(
            agent("Replaced Redux with Zustand on the profile and feed screens.", "2026-02-02"),
            user("We dropped Redux entirely, everything lives in Zustand stores from now on.", "2026-02-05"),
            agent("Removed redux and react-redux from package.json.", "2026-02-06"),
        ),
    ),
    # 1214
    Case(
        name="p59-tech-go-broker", family="technology", expected="conflict",
        scope="project:orders-svc",
        original="The Go order service publishes its events to RabbitMQ.",
        date="2025-10-10",
        later=(
            agent("The order service publishes events to the Kafka topic orders.events.", "2026-01-20"),
        ),
    ),
    # 1215
    Case(
        name="p59-tech-spark-format", family="technology", expected="update",
        scope="project:sales-etl",
        original="The nightly Spark ETL job writes its output as CSV files.",
        date="2025-08-30",
        later=(
            user("Output of the nightly job switched from CSV to Parquet last week.", "2026-03-04"),
            agent("Downstream readers updated to load Parquet instead of CSV.", "2026-03-06"),
        ),
    ),
    # --- setting ---
    # 1216
    Case(
        name="p59-set-unity-tickrate", family="setting", expected="update",
        scope="project:arena-server",
        original="The Unity game server runs at a tick rate of 30 Hz.",
        date="2025-12-01",
        later=(
            user("We bumped the server tick rate to 60 Hz for the ranked mode launch.", "2026-02-11"),
        ),
    ),
    # 1217
    Case(
        name="p59-set-wp-transient", family="setting", expected="update",
        scope="project:shipping-rates-plugin",
        original="The WordPress plugin caches carrier API responses in a transient for 12 hours.",
        date="2025-07-15",
        later=(
            agent("Lowered the transient expiry from 12 hours to 1 hour after customers saw stale rates.",
                  "2026-01-08"),
            agent("Checked on staging: cached rates now expire after an hour.", "2026-01-09"),
        ),
    ),
    # 1218
    Case(
        name="p59-set-go-port", family="setting", expected="conflict",
        scope="project:go-payments-api",
        original="The Go payments microservice listens on port 8080.",
        date="2025-10-28",
        later=(
            agent("Payments microservice listens on port 9090; the ingress points there.", "2026-02-17"),
        ),
    ),
    # --- policy ---
    # 1219
    Case(
        name="p59-pol-squash-merge", family="policy", expected="update",
        scope="project:ledgerly",
        original="We always squash commits when merging a pull request into main.",
        date="2025-06-12", kind="decision",
        later=(
            user("We no longer squash on merge; keep the individual commits in history.", "2026-01-27"),
        ),
    ),
    # 1220
    Case(
        name="p59-pol-rn-ota", family="policy", expected="update",
        scope="project:fittrack-mobile",
        original="We never ship React Native changes through over-the-air updates.",
        date="2025-09-05", kind="decision",
        later=(
            user("OTA updates via EAS Update are allowed now for JS-only fixes.", "2026-03-10"),
            agent("Pushed the login crash fix to production as an over-the-air update.", "2026-03-12"),
        ),
    ),
    # 1221
    Case(
        name="p59-pol-spark-tests", family="policy", expected="conflict",
        scope="project:sales-etl",
        original="Integration tests must pass before the Spark job is deployed.",
        date="2025-11-18", kind="decision",
        later=(
            agent("Integration tests are optional for Spark job deploys, so I shipped without running them.",
                  "2026-02-24"),
        ),
    ),
    # --- rename ---
    # 1222
    Case(
        name="p59-ren-go-auth", family="rename", expected="update",
        scope="project:orders-svc",
        original="The authentication microservice is called gatekeeper.",
        date="2025-08-08",
        later=(
            user("gatekeeper got renamed to identity-svc.", "2026-01-05"),
            agent("Updated the Helm chart and DNS entries to use identity-svc.", "2026-01-07"),
        ),
    ),
    # 1223
    Case(
        name="p59-ren-django-table", family="rename", expected="update",
        scope="project:ledgerly",
        original="Customer invoices are stored in the billing_invoice table.",
        date="2025-10-02",
        later=(
            agent("Migration 0057 renames the billing_invoice table to invoices_invoice.", "2026-02-19"),
            agent("Raw SQL reports now query invoices_invoice.", "2026-02-20"),
        ),
    ),
    # 1224
    Case(
        name="p59-ren-unity-queue", family="rename", expected="conflict",
        scope="project:arena-server",
        original="The game server reads matchmaking requests from the SQS queue mm-requests.",
        date="2025-12-09",
        later=(
            agent("Matchmaking requests come in on the SQS queue matchmaking-inbound.", "2026-03-02"),
        ),
    ),
    # --- move ---
    # 1225
    Case(
        name="p59-mv-wp-templates", family="move", expected="update",
        scope="project:shipping-rates-plugin",
        original="The plugin's PHP templates live in the templates/ directory.",
        date="2025-07-30",
        later=(
            agent("Moved the PHP templates into src/views/ and deleted the old templates/ folder.",
                  "2026-01-16"),
        ),
    ),
    # 1226
    Case(
        name="p59-mv-rn-fonts", family="move", expected="conflict",
        scope="project:fittrack-mobile",
        original="The React Native app keeps its custom fonts in assets/fonts.",
        date="2025-09-14",
        later=(
            agent("The app's custom fonts are in src/theme/fonts; the bundler links them from there.",
                  "2026-02-09"),
        ),
    ),
    # 1227
    Case(
        name="p59-mv-spark-config", family="move", expected="conflict",
        scope="project:sales-etl",
        original="The Spark job reads its settings from conf/etl.yaml.",
        date="2025-10-21",
        later=(
            user("The ETL job's config file is config/pipeline.yaml at the repo root.", "2026-01-30"),
        ),
    ),
    # --- look-alikes ---
    # 1228
    Case(
        name="p59-look-pg-refinement", family=LOOKALIKE, expected="none", variant="refinement",
        scope="project:ledgerly",
        original="The Django SaaS uses PostgreSQL as its database.",
        date="2025-05-20",
        later=(
            agent("Enabled the pg_trgm extension in PostgreSQL for fuzzy customer search.", "2026-01-22"),
        ),
    ),
    # 1229
    Case(
        name="p59-look-timeout-other-service", family=LOOKALIKE, expected="none",
        variant="different-subject",
        scope="project:go-payments-api",
        original="The Go payments microservice has a request timeout of 5 seconds.",
        date="2025-11-11",
        later=(
            agent("Set the request timeout of the notifications service to 30 seconds.", "2026-02-13"),
        ),
    ),
    # 1230
    Case(
        name="p59-look-profiles-other-project", family=LOOKALIKE, expected="none", variant="other-scope",
        scope="project:arena-server",
        original="The game server stores player profiles in MongoDB.",
        date="2025-12-15",
        later=(
            agent("Player profiles are stored in DynamoDB.", "2026-03-03", scope="project:puzzle-backend"),
        ),
    ),
    # 1231
    Case(
        name="p59-look-expo-routine", family=LOOKALIKE, expected="none", variant="routine",
        scope="project:fittrack-mobile",
        original="The React Native app is built with Expo.",
        date="2025-08-19",
        later=(
            agent("Ran an Expo build for iOS and uploaded it to TestFlight; fixed a lint warning on the settings screen.",
                  "2026-02-26"),
        ),
    ),
    # 1232
    Case(
        name="p59-look-migrate-routine", family=LOOKALIKE, expected="none", variant="routine",
        scope="project:ledgerly",
        original="Database migrations for the Django app run with manage.py migrate during deploy.",
        date="2025-06-03",
        later=(
            user("Deploy went out fine, manage.py migrate applied 0058 and 0059.", "2026-03-09"),
        ),
    ),
    # 1233
    Case(
        name="p59-look-retention-agree", family=LOOKALIKE, expected="none", variant="agreement",
        scope="project:sales-etl",
        original="Logs on the Spark cluster are kept for 14 days.",
        date="2025-09-09",
        later=(
            agent("Checked the cluster settings: logs are retained for 14 days, as expected.", "2026-01-12",
                  contradicts=False),
        ),
    ),
    # -- Fresh probe 60 (written by a helper who had not seen the rules; simple style, team-internal systems; measured once on arrival: 8/16 at the code of the moment, 8/16 at the session-start code) --
    # --- technology ---
    # 1234
    Case(
        name="p60-tech-hr-portal-sso",
        family="technology",
        expected="update",
        scope="project:hr-portal",
        original="The HR onboarding portal uses Okta for single sign-on.",
        date="2025-11-04",
        later=(
            agent("Finished switching the onboarding portal login from Okta to Microsoft Entra ID.", "2026-02-10"),
            user("The Okta app for the portal is disabled now; new hires sign in with Entra.", "2026-02-12"),
        ),
    ),
    # 1235
    Case(
        name="p60-tech-robot-messaging",
        family="technology",
        expected="update",
        scope="project:robot-fleet",
        original="The warehouse robots talk to the fleet controller over MQTT.",
        date="2025-09-18",
        later=(
            agent("Migrated robot-to-controller messaging to NATS. The MQTT broker was shut down today.", "2026-01-22"),
        ),
    ),
    # 1236
    Case(
        name="p60-tech-dashboard-charts",
        family="technology",
        expected="conflict",
        scope="project:marketing-dashboard",
        original="The marketing analytics dashboard draws its charts with Chart.js.",
        date="2025-12-01",
        later=(
            agent("Fixed overlapping tooltips in the ECharts setup. Every chart on the marketing dashboard is an ECharts instance.", "2026-03-05"),
        ),
    ),
    # 1237
    Case(
        name="p60-tech-wallet-db",
        family="technology",
        expected="conflict",
        scope="project:wallet-backend",
        original="The crypto wallet backend stores account balances in MongoDB.",
        date="2025-10-07",
        later=(
            agent("Wrote the ledger report query against the balances table in PostgreSQL, where the wallet keeps balances.", "2026-02-19"),
            user("Wallet balances are in Postgres, in the ledger schema.", "2026-02-20"),
        ),
    ),
    # --- setting ---
    # 1238
    Case(
        name="p60-setting-inbox-autoclose",
        family="setting",
        expected="update",
        scope="project:support-inbox",
        original="The support inbox closes a ticket automatically after 7 days without a customer reply.",
        date="2025-08-12",
        later=(
            user("We changed auto-close in the support inbox to 14 days.", "2026-01-08"),
            agent("Updated the auto-close job; idle tickets now close after two weeks.", "2026-01-09"),
            agent("Checked the nightly run: no ticket younger than 14 days was closed.", "2026-01-12"),
        ),
    ),
    # 1239
    Case(
        name="p60-setting-cms-preview-port",
        family="setting",
        expected="conflict",
        scope="project:cms-migration",
        original="The CMS preview server runs on port 4000.",
        date="2026-01-15",
        later=(
            agent("Started the CMS preview server on its configured port, 8081, and opened the homepage draft.", "2026-03-02"),
        ),
    ),
    # 1240
    Case(
        name="p60-setting-wallet-log-retention",
        family="setting",
        expected="update",
        scope="project:wallet-backend",
        original="Wallet transaction logs are kept for 90 days.",
        date="2025-07-30",
        later=(
            user("Legal wants wallet transaction logs kept for a full year from now on.", "2026-02-03"),
            agent("Bumped the transaction log retention from 90 to 365 days.", "2026-02-04"),
        ),
    ),
    # --- policy ---
    # 1241
    Case(
        name="p60-policy-hr-two-approvals",
        family="policy",
        expected="update",
        scope="project:hr-portal",
        kind="decision",
        original="Every pull request on the HR onboarding portal must get two approvals before merging.",
        date="2025-10-20",
        later=(
            user("One approval is enough for onboarding portal PRs now; the second reviewer is optional.", "2026-03-11", kind="decision"),
        ),
    ),
    # 1242
    Case(
        name="p60-policy-robot-friday-deploys",
        family="policy",
        expected="update",
        scope="project:robot-fleet",
        kind="decision",
        original="We never push firmware to the warehouse robots on a Friday.",
        date="2025-06-02",
        later=(
            user("Friday firmware pushes are allowed again now that we have a canary group of five robots.", "2026-01-30", kind="decision"),
            agent("Rolled firmware 3.2 to the canary robots on Friday afternoon under the new rule.", "2026-02-06"),
            agent("Canary looked clean, so firmware 3.2 went to the whole fleet the same Friday evening.", "2026-02-06"),
        ),
    ),
    # 1243
    Case(
        name="p60-policy-support-macros",
        family="policy",
        expected="conflict",
        scope="project:support-inbox",
        kind="decision",
        original="Support replies are always written by hand; we do not use canned macros in the inbox.",
        date="2025-11-25",
        later=(
            agent("Added three canned macros for refund questions. Agents answer most refund tickets with them.", "2026-02-17"),
        ),
    ),
    # --- rename ---
    # 1244
    Case(
        name="p60-rename-campaign-table",
        family="rename",
        expected="update",
        scope="project:marketing-dashboard",
        original="Campaign results are stored in the campaign_stats table.",
        date="2025-09-09",
        later=(
            agent("Renamed campaign_stats to campaign_metrics and fixed the dashboard queries.", "2026-01-14"),
            agent("Dropped the compatibility view that still pointed at campaign_stats.", "2026-01-21"),
        ),
    ),
    # 1245
    Case(
        name="p60-rename-robot-queue",
        family="rename",
        expected="update",
        scope="project:robot-fleet",
        original="Robot task assignments go through the robot-jobs queue.",
        date="2025-12-03",
        later=(
            user("Since the broker upgrade the robot-jobs queue is called fleet-tasks.", "2026-02-25"),
        ),
    ),
    # 1246
    Case(
        name="p60-rename-wallet-signer",
        family="rename",
        expected="conflict",
        scope="project:wallet-backend",
        original="The wallet's transaction signing service is named keysmith.",
        date="2025-08-28",
        later=(
            agent("Restarted vaultsign, the wallet's transaction signing service, after the node drain.", "2026-03-09"),
        ),
    ),
    # --- move ---
    # 1247
    Case(
        name="p60-move-cms-templates",
        family="move",
        expected="update",
        scope="project:cms-migration",
        original="The CMS page templates live in cms/templates/.",
        date="2025-11-10",
        later=(
            agent("Moved the page templates to site/layouts/ as part of the migration.", "2026-01-19"),
            agent("Deleted the now-empty cms/templates folder.", "2026-01-20"),
        ),
    ),
    # 1248
    Case(
        name="p60-move-hr-checklists",
        family="move",
        expected="update",
        scope="project:hr-portal",
        original="The onboarding checklists are kept in docs/onboarding/.",
        date="2025-09-22",
        later=(
            user("The onboarding checklists went from docs/onboarding/ into content/checklists/ so HR can edit them in the portal.", "2026-02-14"),
        ),
    ),
    # 1249
    Case(
        name="p60-move-inbox-routing",
        family="move",
        expected="conflict",
        scope="project:support-inbox",
        original="The support inbox routing rules are in config/routing.yaml.",
        date="2025-12-15",
        later=(
            agent("Edited the routing rules in inbox/rules/routing.yaml, the only file that defines them.", "2026-03-16"),
        ),
    ),
    # --- look-alikes ---
    # 1250
    Case(
        name="p60-look-dashboard-refresh",
        family=LOOKALIKE,
        expected="none",
        variant="refinement",
        scope="project:marketing-dashboard",
        original="The marketing analytics dashboard refreshes its data every hour.",
        date="2025-10-01",
        later=(
            agent("The hourly dashboard refresh runs at five past the hour, after the ETL finishes.", "2026-01-27"),
        ),
    ),
    # 1251
    Case(
        name="p60-look-api-timeout",
        family=LOOKALIKE,
        expected="none",
        variant="different-subject",
        scope="project:support-inbox",
        original="The support inbox API has a request timeout of 30 seconds.",
        date="2025-11-18",
        later=(
            agent("Set the request timeout of the attachment scanner to 120 seconds; big PDFs were failing.", "2026-02-09"),
        ),
    ),
    # 1252
    Case(
        name="p60-look-page-cache",
        family=LOOKALIKE,
        expected="none",
        variant="other-scope",
        scope="project:cms-migration",
        original="Page caching uses Redis.",
        date="2025-12-08",
        later=(
            agent("Page caching uses Varnish.", "2026-02-23", scope="project:cms-storefront"),
        ),
    ),
    # 1253
    Case(
        name="p60-look-robot-navigation",
        family=LOOKALIKE,
        expected="none",
        variant="routine",
        scope="project:robot-fleet",
        original="The warehouse robots use ROS 2 for navigation.",
        date="2025-07-14",
        later=(
            agent("Tuned the navigation parameters for robot 14; it kept stopping near aisle C.", "2026-01-16"),
        ),
    ),
    # 1254
    Case(
        name="p60-look-support-email",
        family=LOOKALIKE,
        expected="none",
        variant="routine",
        scope="project:support-inbox",
        original="The support inbox sends outgoing email through SendGrid.",
        date="2025-10-29",
        later=(
            agent("Went through the SendGrid bounce report for the inbox and removed 12 dead addresses.", "2026-03-03"),
        ),
    ),
    # 1255
    Case(
        name="p60-look-wallet-withdrawal-review",
        family=LOOKALIKE,
        expected="none",
        variant="agreement",
        scope="project:wallet-backend",
        kind="decision",
        original="Wallet withdrawals above 10 ETH always need a manual review.",
        date="2025-09-05",
        later=(
            user("Reminder: any withdrawal over 10 ETH still goes to manual review.", "2026-02-27", contradicts=False),
        ),
    ),
    # -- Fresh probe 61 (written by a helper who had not seen the rules; simple style, written after every rule of the session; measured once at the final code: 14/16, 14/16 at the session-start code) --
    # --- technology -------------------------------------------------------
    # 1256
    Case(
        name="p61-tech-propmgmt-db",
        family="technology", expected="update", scope="project:rentdesk",
        original="The tenant portal stores its data in MySQL.",
        date="2026-01-12",
        later=(
            agent("Started porting the tenant portal schema to PostgreSQL today.", "2026-02-03"),
            agent("Cut over done: the tenant portal runs on PostgreSQL now, MySQL is retired.", "2026-02-06"),
        ),
    ),
    # 1257
    Case(
        name="p61-tech-podcast-queue",
        family="technology", expected="update", scope="project:castwave",
        original="Episode transcoding jobs are queued with Celery and Redis.",
        date="2026-01-20",
        later=(
            user("We switched the transcoding jobs over to Temporal last week.", "2026-03-02"),
        ),
    ),
    # 1258
    Case(
        name="p61-tech-recipes-frontend",
        family="technology", expected="update", scope="project:forkful",
        original="The recipe website frontend is built with Vue 2.",
        date="2026-01-08",
        later=(
            agent("Migrated the recipe list and detail pages to React.", "2026-02-10"),
            agent("Deleted the last Vue components; the frontend is React only.", "2026-02-14"),
            user("Reminder for everyone: the recipe site no longer uses Vue at all.", "2026-02-16"),
        ),
    ),
    # 1259
    Case(
        name="p61-tech-fleet-maps",
        family="technology", expected="conflict", scope="project:trackline",
        original="The fleet dashboard draws vehicle positions with Google Maps.",
        date="2026-02-01",
        later=(
            agent("The fleet dashboard map is rendered by Mapbox GL, using our Mapbox token.", "2026-03-11"),
        ),
    ),
    # --- setting ----------------------------------------------------------
    # 1260
    Case(
        name="p61-set-invoicing-ratelimit",
        family="setting", expected="update", scope="project:billbridge",
        original="The invoicing API allows 100 requests per minute per API key.",
        date="2026-01-15",
        later=(
            user("We raised the rate limit to 300 requests per minute per key.", "2026-02-20"),
        ),
    ),
    # 1261
    Case(
        name="p61-set-telematics-retention",
        family="setting", expected="update", scope="project:trackline",
        original="Raw GPS pings are kept for 90 days.",
        date="2026-01-05",
        later=(
            agent("Retention job edited: raw GPS pings are deleted after 30 days instead of 90.", "2026-03-04"),
            agent("Legal signed off on the shorter 30-day retention for GPS pings.", "2026-03-06"),
        ),
    ),
    # 1262
    Case(
        name="p61-set-timetable-port",
        family="setting", expected="conflict", scope="project:periodplan",
        original="The timetable API listens on port 8080.",
        date="2026-02-09",
        later=(
            agent("Hit the timetable API on localhost:5000 to test the room clash check.", "2026-02-25"),
            user("The timetable API port is 5000.", "2026-02-27"),
        ),
    ),
    # --- policy -----------------------------------------------------------
    # 1263
    Case(
        name="p61-pol-podcast-review",
        family="policy", expected="update", scope="project:castwave",
        original="Every pull request must get two approvals before merging.",
        date="2026-01-10", kind="decision",
        later=(
            user("From this sprint, one approval is enough to merge.", "2026-02-02", kind="decision"),
        ),
    ),
    # 1264
    Case(
        name="p61-pol-recipes-friday",
        family="policy", expected="update", scope="project:forkful",
        original="We never deploy the recipe site on Fridays.",
        date="2026-01-18", kind="decision",
        later=(
            agent("Team agreed Friday deploys are allowed again now that we have canary releases.", "2026-03-13"),
            agent("Shipped the new search filter on Friday afternoon, no issues.", "2026-03-20"),
        ),
    ),
    # 1265
    Case(
        name="p61-pol-invoicing-changelog",
        family="policy", expected="conflict", scope="project:billbridge",
        original="Every API change must come with a changelog entry.",
        date="2026-01-22", kind="decision",
        later=(
            user("Changelog entries are optional for API changes.", "2026-02-17"),
        ),
    ),
    # --- rename -----------------------------------------------------------
    # 1266
    Case(
        name="p61-ren-propmgmt-service",
        family="rename", expected="update", scope="project:rentdesk",
        original="Rent collection is handled by the payments-svc service.",
        date="2026-01-14",
        later=(
            agent("Renamed payments-svc to ledger-svc in the Helm charts.", "2026-02-11"),
            agent("Updated the alerts so they point at ledger-svc.", "2026-02-12"),
        ),
    ),
    # 1267
    Case(
        name="p61-ren-timetable-table",
        family="rename", expected="update", scope="project:periodplan",
        original="Class periods are stored in the lessons table.",
        date="2026-01-25",
        later=(
            user("The lessons table is called timetable_slots from now on.", "2026-03-01"),
        ),
    ),
    # 1268
    Case(
        name="p61-ren-fleet-topic",
        family="rename", expected="conflict", scope="project:trackline",
        original="Vehicle events are published to the Kafka topic vehicle-events.",
        date="2026-02-04",
        later=(
            agent("The ingest consumer reads vehicle events from the fleet.telemetry.v1 topic.", "2026-02-19"),
        ),
    ),
    # --- move -------------------------------------------------------------
    # 1269
    Case(
        name="p61-mov-podcast-feeds",
        family="move", expected="update", scope="project:castwave",
        original="The RSS feed generator lives in src/feeds/.",
        date="2026-01-16",
        later=(
            agent("Moved the RSS feed generator into packages/feed-builder/.", "2026-02-05"),
            agent("Fixed imports after the feed code moved to packages/feed-builder/.", "2026-02-06"),
        ),
    ),
    # 1270
    Case(
        name="p61-mov-invoicing-templates",
        family="move", expected="conflict", scope="project:billbridge",
        original="PDF invoice templates are in the templates/pdf folder.",
        date="2026-01-28",
        later=(
            user("The PDF invoice templates are kept in assets/invoices/.", "2026-03-09"),
        ),
    ),
    # 1271
    Case(
        name="p61-mov-recipes-seed",
        family="move", expected="conflict", scope="project:forkful",
        original="The seed data for recipes is in db/seeds.sql.",
        date="2026-02-02",
        later=(
            agent("Loaded the recipe seed data from fixtures/recipes.json.", "2026-02-23"),
            agent("Recipe seed file is fixtures/recipes.json; there is no db/seeds.sql in the repo.", "2026-02-24"),
        ),
    ),
    # --- look-alikes ------------------------------------------------------
    # 1272
    Case(
        name="p61-look-refine-db",
        family=LOOKALIKE, expected="none", scope="project:rentdesk", variant="refinement",
        original="The maintenance request module uses PostgreSQL.",
        date="2026-01-11",
        later=(
            agent("Maintenance requests sit in PostgreSQL 16 with a read replica for reports.", "2026-02-08"),
        ),
    ),
    # 1273
    Case(
        name="p61-look-diffsubj-timeout",
        family=LOOKALIKE, expected="none", scope="project:billbridge", variant="different-subject",
        original="The invoice export job has a timeout of 60 seconds.",
        date="2026-01-19",
        later=(
            agent("Set the webhook delivery timeout to 10 seconds.", "2026-02-14"),
        ),
    ),
    # 1274
    Case(
        name="p61-look-otherscope-port",
        family=LOOKALIKE, expected="none", scope="project:castwave", variant="other-scope",
        original="The upload API runs on port 3000.",
        date="2026-01-21",
        later=(
            agent("The upload API runs on port 4000.", "2026-03-03", scope="project:forkful"),
        ),
    ),
    # 1275
    Case(
        name="p61-look-routine-redis",
        family=LOOKALIKE, expected="none", scope="project:periodplan", variant="routine",
        original="Timetable sessions are cached in Redis.",
        date="2026-01-26",
        later=(
            agent("Cleared the Redis cache on staging and reran the timetable tests.", "2026-02-13"),
            agent("Bumped the Redis client library to the latest patch version.", "2026-02-18"),
        ),
    ),
    # 1276
    Case(
        name="p61-look-agree-retention",
        family=LOOKALIKE, expected="none", scope="project:trackline", variant="agreement",
        original="Trip reports are kept for two years.",
        date="2026-01-09",
        later=(
            user("Confirmed with the client: trip reports stay for two years.", "2026-02-22", contradicts=False),
        ),
    ),
    # 1277
    Case(
        name="p61-look-refine-policy",
        family=LOOKALIKE, expected="none", scope="project:forkful", variant="refinement",
        original="All recipe images must be served through the CDN.",
        date="2026-01-30", kind="decision",
        later=(
            user("Recipe images go through the CDN in WebP format, with JPEG as fallback.", "2026-03-05"),
        ),
    ),
    # -- Fresh probe 62 (written by a helper who had not seen the rules; simple style, written after every rule of the session; measured once at the final code: 10/16, 7/16 at the session-start code) --
    # ---- technology ----
    # 1278
    Case(
        name="p62-trial-crf-store",
        family="technology", expected="update", scope="project:trialvault",
        original="The trial data platform stores case report forms in MongoDB.",
        date="2025-11-04",
        later=(
            agent("Migrated the case report form collections into PostgreSQL tables today.", "2026-01-12"),
            user("Case report forms live in PostgreSQL now. MongoDB gets switched off at the end of the month.",
                 "2026-01-14"),
        ),
    ),
    # 1279
    Case(
        name="p62-music-desktop-shell",
        family="technology", expected="update", scope="project:tunestream",
        original="The music streaming desktop app is built with Electron.",
        date="2025-10-20",
        later=(
            agent("Rewrote the desktop shell in Tauri; Electron is no longer part of the build.", "2026-02-03"),
        ),
    ),
    # 1280
    Case(
        name="p62-greenhouse-sensor-protocol",
        family="technology", expected="conflict", scope="project:greenhouse-ctl",
        original="The greenhouse sensors send their readings to the controller over MQTT.",
        date="2025-12-01",
        later=(
            agent("Sensor readings reach the greenhouse controller as CoAP requests on UDP port 5683.", "2026-02-18"),
        ),
    ),
    # 1281
    Case(
        name="p62-legal-search-backend",
        family="technology", expected="update", scope="project:lexfinder",
        original="Legal document search is powered by Elasticsearch.",
        date="2025-09-15",
        later=(
            agent("Started porting the legal search indexes from Elasticsearch to OpenSearch.", "2026-03-02"),
            agent("Cutover done: case law queries go to OpenSearch as of this morning.", "2026-03-05"),
            user("We dropped Elasticsearch. OpenSearch is the search backend from here on.", "2026-03-06"),
        ),
    ),
    # ---- setting ----
    # 1282
    Case(
        name="p62-parking-session-timeout",
        family="setting", expected="update", scope="project:parkpay",
        original="Parking payment sessions expire after 15 minutes of inactivity.",
        date="2025-08-10",
        later=(
            user("We raised the payment session timeout to 30 minutes because drivers kept timing out at the meter.",
                 "2026-01-21"),
        ),
    ),
    # 1283
    Case(
        name="p62-portal-dev-port",
        family="setting", expected="conflict", scope="project:devportal",
        original="The developer portal runs on port 3000 in local development.",
        date="2025-11-11",
        later=(
            agent("Started the developer portal locally; it serves on port 7007.", "2026-02-09"),
        ),
    ),
    # 1284
    Case(
        name="p62-trial-audit-retention",
        family="setting", expected="conflict", scope="project:trialvault",
        original="Audit logs for the trial platform are kept for 7 years.",
        date="2025-07-01",
        later=(
            user("Trial platform audit logs are retained for 3 years and then purged.", "2026-03-17"),
            agent("Checked the purge job: it deletes trial audit logs older than 36 months.", "2026-03-19"),
        ),
    ),
    # ---- policy ----
    # 1285
    Case(
        name="p62-music-pr-approvals",
        family="policy", expected="update", scope="project:tunestream", kind="decision",
        original="Every pull request to the music client must get two approvals before merging.",
        date="2025-10-02",
        later=(
            user("Two approvals are not required anymore; one approving review is enough to merge.", "2026-02-24"),
        ),
    ),
    # 1286
    Case(
        name="p62-greenhouse-daytime-firmware",
        family="policy", expected="update", scope="project:greenhouse-ctl", kind="decision",
        original="Never push firmware updates to the greenhouse controllers during daylight hours.",
        date="2025-09-28",
        later=(
            user("We now allow daytime firmware pushes to the greenhouse controllers.", "2026-01-30"),
            agent("Pushed firmware 2.4 to greenhouse row B at noon, which is fine under the new rule.", "2026-02-02"),
        ),
    ),
    # 1287
    Case(
        name="p62-parking-e2e-before-release",
        family="policy", expected="conflict", scope="project:parkpay", kind="decision",
        original="Always run the full end-to-end suite before releasing the parking app.",
        date="2025-12-08",
        later=(
            user("Parking app releases only need the unit tests; the end-to-end suite is skipped for releases.",
                 "2026-03-11"),
        ),
    ),
    # ---- rename ----
    # 1288
    Case(
        name="p62-portal-catalog-service",
        family="rename", expected="update", scope="project:devportal",
        original="The portal's service catalog backend is called catalog-api.",
        date="2025-10-14",
        later=(
            agent("Renamed catalog-api to software-registry; the Helm chart and DNS entries use the new name.",
                  "2026-01-27"),
        ),
    ),
    # 1289
    Case(
        name="p62-legal-ocr-queue",
        family="rename", expected="update", scope="project:lexfinder",
        original="Uploaded court filings are put on the ocr-jobs queue.",
        date="2025-11-19",
        later=(
            user("The ocr-jobs queue has a new name: document-ingest.", "2026-02-10"),
            agent("Pointed the OCR worker at document-ingest instead of ocr-jobs.", "2026-02-11"),
            agent("Deleted the empty ocr-jobs queue after the worker drained it.", "2026-02-13"),
        ),
    ),
    # 1290
    Case(
        name="p62-parking-payments-table",
        family="rename", expected="conflict", scope="project:parkpay",
        original="Parking payments are recorded in the payments table.",
        date="2025-09-03",
        later=(
            agent("Wrote the refund report against parking_transactions, the table that holds every parking payment.",
                  "2026-02-26"),
        ),
    ),
    # ---- move ----
    # 1291
    Case(
        name="p62-trial-migrations-dir",
        family="move", expected="update", scope="project:trialvault",
        original="Database migrations for the trial platform live in db/migrations.",
        date="2025-08-22",
        later=(
            user("I moved the migrations to services/trial-api/migrations.", "2026-01-08"),
        ),
    ),
    # 1292
    Case(
        name="p62-music-icons-dir",
        family="move", expected="update", scope="project:tunestream",
        original="The music client's icons are kept in src/assets/icons.",
        date="2025-12-15",
        later=(
            agent("Relocated the icon set to packages/ui/icons so the web and desktop apps can share it.",
                  "2026-03-03"),
            user("src/assets/icons is gone, use packages/ui/icons.", "2026-03-04"),
        ),
    ),
    # 1293
    Case(
        name="p62-greenhouse-config-path",
        family="move", expected="conflict", scope="project:greenhouse-ctl",
        original="The greenhouse controller reads its config from /etc/greenhouse/config.yaml.",
        date="2025-10-30",
        later=(
            agent("The controller loads its configuration from /opt/greenhouse/settings.yaml at boot.", "2026-02-20"),
        ),
    ),
    # ---- look-alikes ----
    # 1294
    Case(
        name="p62-parking-stripe-refine",
        family=LOOKALIKE, expected="none", scope="project:parkpay", variant="refinement",
        original="The parking app takes card payments through Stripe.",
        date="2025-11-02",
        later=(
            agent("Added Apple Pay to the Stripe checkout in the parking app.", "2026-02-05"),
        ),
    ),
    # 1295
    Case(
        name="p62-portal-rate-limit-other",
        family=LOOKALIKE, expected="none", scope="project:devportal", variant="different-subject",
        original="The developer portal API is rate limited to 100 requests per minute.",
        date="2025-12-03",
        later=(
            user("The portal's webhook receiver is limited to 20 requests per minute.", "2026-01-19"),
        ),
    ),
    # 1296
    Case(
        name="p62-greenhouse-poll-other-project",
        family=LOOKALIKE, expected="none", scope="project:greenhouse-ctl", variant="other-scope",
        original="The greenhouse controller polls its sensors every 30 seconds.",
        date="2025-10-05",
        later=(
            user("The controller polls its sensors every 5 seconds.", "2026-02-14", scope="project:cold-storage-monitor"),
        ),
    ),
    # 1297
    Case(
        name="p62-music-art-cache-routine",
        family=LOOKALIKE, expected="none", scope="project:tunestream", variant="routine",
        original="The music client caches album art for 24 hours.",
        date="2025-09-09",
        later=(
            agent("Cleared the album art cache on the staging build while testing the new player screen.",
                  "2026-03-09"),
        ),
    ),
    # 1298
    Case(
        name="p62-trial-encryption-agree",
        family=LOOKALIKE, expected="none", scope="project:trialvault", variant="agreement",
        original="The trial platform encrypts patient identifiers with AES-256.",
        date="2025-08-30",
        later=(
            agent("Verified that patient identifiers in the trial database are encrypted with AES-256.", "2026-01-25",
                  contradicts=False),
        ),
    ),
    # 1299
    Case(
        name="p62-legal-page-size-refine",
        family=LOOKALIKE, expected="none", scope="project:lexfinder", variant="refinement",
        original="Legal search shows at most 50 documents per results page.",
        date="2025-11-26",
        later=(
            agent("Added a page-size picker to legal search with 10, 25 and 50 results; 50 stays the maximum.",
                  "2026-02-17"),
        ),
    ),
    # -- Fresh probe 63 (written by a helper who had not seen the rules; simple style, food delivery; measured once on arrival at the session-start code 61eb136: 10/16) --
    # ---- technology ----
    Case(name="p63-dispatch-queue-broker", family="technology", expected="update",
         scope="project:courier-dispatch",
         original="The courier dispatch service publishes order assignments through RabbitMQ.",
         date="2025-04-11",
         later=(agent("Ripped out the RabbitMQ exchanges this sprint; assignments go over Kafka topics now.", "2026-01-08"),)),
    Case(name="p63-menu-search-engine", family="technology", expected="update",
         scope="project:menu-catalog",
         original="Restaurant menu search in the catalog API is powered by Elasticsearch.",
         date="2025-06-03",
         later=(user("We finished migrating menu search off Elasticsearch to Typesense last week.", "2026-01-19"),
                agent("Typesense collection `menu_items` reindexed after the schema tweak.", "2026-01-21"))),
    Case(name="p63-app-state-lib", family="technology", expected="conflict",
         scope="project:munchly-mobile",
         original="The Munchly mobile app manages client state with Redux.",
         date="2025-03-22",
         later=(agent("Cart and checkout state live in Zustand stores; there is no Redux in the app.", "2026-02-02"),)),
    Case(name="p63-eta-model-orchestrator", family="technology", expected="update",
         scope="project:eta-pipeline",
         original="The delivery ETA training pipeline is scheduled with Airflow.",
         date="2025-08-14",
         later=(agent("Airflow DAGs for ETA training are decommissioned.", "2026-01-10"),
                user("From now on the ETA jobs run as Dagster assets, don't touch the old DAG folder.", "2026-01-12"))),

    # ---- setting ----
    Case(name="p63-checkout-timeout", family="setting", expected="update",
         scope="project:checkout-gateway",
         original="The checkout gateway times out payment provider calls after 10 seconds.",
         date="2025-05-09",
         later=(user("Bumped the payment provider timeout to 25s because of the Stripe latency spikes.", "2026-01-06"),)),
    Case(name="p63-courier-radius", family="setting", expected="conflict",
         scope="project:courier-dispatch",
         original="Couriers are only offered orders from restaurants within 3 km of their location.",
         date="2025-07-17",
         later=(agent("Matching query filters candidate couriers by an 8 km radius around the restaurant.", "2026-02-11"),)),
    Case(name="p63-node-version", family="setting", expected="update",
         scope="project:partner-portal",
         original="The restaurant partner portal runs on Node 18.",
         date="2025-02-27",
         later=(agent("Upgraded the partner portal to Node 22; CI images and .nvmrc changed accordingly.", "2026-01-15"),)),

    # ---- policy ----
    Case(name="p63-migration-review", family="policy", expected="update",
         scope="project:orders-core",
         original="Every database migration in orders-core must be reviewed by the DBA before merge.",
         date="2025-09-02",
         later=(user("DBA sign-off isn't required anymore for orders-core migrations, the linter gate covers it.", "2026-01-20"),)),
    Case(name="p63-no-friday-release", family="policy", expected="update",
         scope="project:munchly-mobile",
         original="We never ship mobile app releases to the stores on Fridays.",
         date="2025-04-30",
         later=(user("Since staged rollouts landed, Friday store submissions are fine.", "2026-01-09"),
                agent("Submitted 4.12.0 to App Store review today (Friday) per the new release rules.", "2026-01-16"))),
    Case(name="p63-pii-in-warehouse", family="policy", expected="conflict",
         scope="project:data-warehouse",
         original="Customer phone numbers are always hashed before loading into the warehouse.",
         date="2025-06-21",
         later=(agent("dim_customer keeps raw phone_number in plaintext so support dashboards can dial customers.", "2026-02-04"),)),

    # ---- rename ----
    Case(name="p63-rename-promo-service", family="rename", expected="update",
         scope="project:promotions",
         original="Discount codes are validated by the coupon-service.",
         date="2025-03-12",
         later=(agent("coupon-service got renamed to promo-engine; updated the helm chart and DNS entries.", "2026-01-13"),)),
    Case(name="p63-rename-orders-table", family="rename", expected="conflict",
         scope="project:orders-core",
         original="Completed orders are stored in the `order_history` table.",
         date="2025-05-25",
         later=(agent("Completed orders get written to `fulfilled_orders`; the refund job reads from there.", "2026-01-27"),)),
    Case(name="p63-rename-cli", family="rename", expected="update",
         scope="project:ops-tooling",
         original="Restaurant onboarding is scripted with the `rst-onboard` command.",
         date="2025-10-06",
         later=(user("`rst-onboard` is gone — use `crave partners add` going forward.", "2026-01-22"),)),

    # ---- move ----
    Case(name="p63-move-feature-flags", family="move", expected="update",
         scope="project:orders-core",
         original="Feature flags for orders-core are defined in config/flags.yaml.",
         date="2025-07-08",
         later=(agent("Moved the flag definitions out of config/flags.yaml into LaunchDarkly; the yaml file was deleted.", "2026-01-11"),)),
    Case(name="p63-move-dbt-models", family="move", expected="update",
         scope="project:data-warehouse",
         original="The dbt models live in the analytics-dbt repository.",
         date="2025-08-29",
         later=(user("We folded analytics-dbt into the data-platform monorepo under transform/dbt.", "2026-01-18"),
                agent("Archived analytics-dbt on GitHub after the merge.", "2026-01-19"))),
    Case(name="p63-move-push-certs", family="move", expected="conflict",
         scope="project:munchly-mobile",
         original="The APNs push certificates are kept in the ios/certs folder.",
         date="2025-11-03",
         later=(agent("APNs credentials are pulled from Vault at secret/mobile/apns during the build; ios/certs holds nothing.", "2026-02-09"),)),

    # ---- look-alikes ----
    Case(name="p63-la-refinement-redis", family=LOOKALIKE, expected="none", variant="refinement",
         scope="project:menu-catalog",
         original="The catalog API caches restaurant menus in Redis.",
         date="2025-05-14",
         later=(agent("Menu cache keys in Redis are prefixed `menu:v2:` and expire after 15 minutes.", "2026-01-14"),)),
    Case(name="p63-la-different-subject-port", family=LOOKALIKE, expected="none", variant="different-subject",
         scope="project:checkout-gateway",
         original="The checkout gateway listens on port 8443.",
         date="2025-04-02",
         later=(agent("The fraud-scoring sidecar next to the gateway listens on port 9091.", "2026-01-23"),)),
    Case(name="p63-la-other-scope-db", family=LOOKALIKE, expected="none", variant="other-scope",
         scope="project:orders-core",
         original="orders-core stores its data in PostgreSQL.",
         date="2025-03-30",
         later=(user("This service keeps all its data in DynamoDB.", "2026-01-17", scope="project:rider-tips"),)),
    Case(name="p63-la-routine-dispatch", family=LOOKALIKE, expected="none", variant="routine",
         scope="project:courier-dispatch",
         original="The courier dispatch service is written in Go.",
         date="2025-02-10",
         later=(agent("Fixed a nil-pointer panic in the dispatch assigner and added a regression test.", "2026-01-07"),)),
    Case(name="p63-la-agreement-retention", family=LOOKALIKE, expected="none", variant="agreement",
         scope="project:data-warehouse",
         original="Raw GPS pings from courier phones are kept for 30 days.",
         date="2025-09-18",
         later=(agent("Checked the lifecycle rule on the gps-raw bucket: objects expire at 30 days, as expected.",
                      "2026-01-25", contradicts=False),)),
    Case(name="p63-la-different-subject-android", family=LOOKALIKE, expected="none", variant="different-subject",
         scope="project:munchly-mobile",
         original="The Munchly customer app targets Android API level 34.",
         date="2025-08-05",
         later=(user("The courier app still targets Android API 33 until the background-location review clears.", "2026-01-29"),)),
    # -- Fresh probe 64 (written by a helper who had not seen the rules; simple style, student records; on arrival at 61eb136: 8/16, one look-alike touched) --
    # ---- technology ----
    Case(name="p64-transcript-db-oracle-to-postgres", family="technology", expected="update",
         scope="project:registrar-core",
         original="The transcript service stores student grade records in an Oracle 19c database.",
         date="2025-03-11",
         later=(
             agent("Finished cutover of grade records to Postgres 16; Oracle schema is read-only until decommission.", "2026-01-08"),
             user("Transcripts are served out of Postgres now, please stop pointing scripts at the old Oracle host.", "2026-01-12"),
         )),
    Case(name="p64-enrollment-queue-rabbit-to-kafka", family="technology", expected="update",
         scope="project:course-enroll",
         original="Enrollment events are published to RabbitMQ for the waitlist worker to consume.",
         date="2025-05-20",
         later=(
             user("We ripped out RabbitMQ over the break — enrollment events go through Kafka topics from here on.", "2026-01-06"),
         )),
    Case(name="p64-sso-shibboleth-to-keycloak", family="technology", expected="update",
         scope="project:student-portal",
         original="Student login on the portal goes through Shibboleth SAML.",
         date="2025-08-02",
         later=(
             agent("Auth middleware rewritten against Keycloak OIDC; Shibboleth SP config deleted from the repo.", "2026-02-03"),
             agent("Ran the login e2e suite after the Keycloak swap, all green.", "2026-02-04"),
         )),
    Case(name="p64-degree-audit-frontend-react", family="technology", expected="conflict",
         scope="project:degree-audit",
         original="The degree audit UI is built with Angular.",
         date="2025-04-14",
         later=(
             agent("Degree audit frontend is a Vue 3 app bundled with Vite; components live under src/views.", "2026-01-21"),
         )),

    # ---- setting ----
    Case(name="p64-registration-credit-cap", family="setting", expected="update",
         scope="project:course-enroll",
         original="Undergraduates can register for a maximum of 18 credits per semester without an override.",
         date="2025-06-30",
         later=(
             user("Faculty senate raised the per-term credit ceiling to 21 starting spring 2026.", "2026-01-09"),
             agent("Bumped MAX_CREDITS_NO_OVERRIDE in settings to 21 to match the new policy.", "2026-01-10"),
         )),
    Case(name="p64-portal-session-timeout", family="setting", expected="conflict",
         scope="project:student-portal",
         original="Student portal sessions expire after 30 minutes of inactivity.",
         date="2025-09-17",
         later=(
             agent("Idle timeout on the portal is 15 min (SESSION_IDLE_SECONDS=900 in prod env).", "2026-01-27"),
         )),
    Case(name="p64-sis-api-port", family="setting", expected="conflict",
         scope="project:sis-gateway",
         original="The SIS gateway API listens on port 8443.",
         date="2025-02-05",
         later=(
             agent("Gateway comes up on :9090 in the staging compose file and the health check hits that.", "2026-01-15"),
             user("Curl the gateway on 9090, that's the only port it exposes.", "2026-01-16"),
         )),

    # ---- policy ----
    Case(name="p64-grade-change-dual-approval", family="policy", expected="update",
         scope="project:registrar-core",
         original="Every grade change must be approved by both the instructor and the department chair.",
         date="2025-01-22",
         later=(
             user("Chair sign-off on grade changes was dropped this term; instructor approval alone is enough now.", "2026-01-19"),
         )),
    Case(name="p64-no-ssn-in-exports", family="policy", expected="update",
         scope="project:records-export",
         original="We never include social security numbers in the nightly records export.",
         date="2025-07-08",
         later=(
             agent("Per the new financial aid data-sharing agreement, the nightly export now carries the SSN column for aid-eligible students.", "2026-02-11"),
         )),
    Case(name="p64-prereq-check-always", family="policy", expected="conflict",
         scope="project:course-enroll",
         original="The registration system always blocks enrollment when a course prerequisite is unmet.",
         date="2025-10-01",
         later=(
             agent("Prereq validation is advisory only — it shows a warning banner but lets the student enroll anyway.", "2026-01-23"),
         )),

    # ---- rename ----
    Case(name="p64-rename-waitlist-service", family="rename", expected="update",
         scope="project:course-enroll",
         original="Seat waitlists are managed by the waitlist-svc service.",
         date="2025-04-03",
         later=(
             agent("waitlist-svc got renamed to seat-queue; updated the helm chart and the k8s service name.", "2026-01-13"),
         )),
    Case(name="p64-rename-students-table", family="rename", expected="update",
         scope="project:registrar-core",
         original="Core student demographics live in the STUDENT_MASTER table.",
         date="2025-03-27",
         later=(
             user("Heads up: the DBAs retitled STUDENT_MASTER to person_student as part of the schema cleanup.", "2026-01-05"),
             agent("Fixed three queries that still referenced STUDENT_MASTER after the table rename.", "2026-01-07"),
         )),
    Case(name="p64-rename-cli-command", family="rename", expected="conflict",
         scope="project:sis-tools",
         original="Term rollover is run with the `sis rollover-term` command.",
         date="2025-11-12",
         later=(
             agent("To roll the term, invoke `sisctl term advance --to 2026SP`.", "2026-01-29"),
         )),

    # ---- move ----
    Case(name="p64-move-catalog-repo", family="move", expected="update",
         scope="project:course-catalog",
         original="The course catalog source is in the GitHub repo uni-it/catalog.",
         date="2025-05-06",
         later=(
             user("Catalog code migrated to our self-hosted GitLab at gitlab.registrar.edu/academics/catalog; the GitHub repo is archived.", "2026-01-20"),
         )),
    Case(name="p64-move-banner-config", family="move", expected="update",
         scope="project:sis-gateway",
         original="Gateway connection settings for Banner are kept in config/banner.yml.",
         date="2025-08-19",
         later=(
             agent("Relocated Banner connection settings into deploy/secrets/banner.env and deleted config/banner.yml.", "2026-02-02"),
         )),
    Case(name="p64-move-fixtures-dir", family="move", expected="update",
         scope="project:degree-audit",
         original="Sample student transcripts for tests are under tests/fixtures/transcripts.",
         date="2025-09-09",
         later=(
             agent("Shifted the transcript fixtures to testdata/transcripts so the Go and Python suites can share them.", "2026-01-17"),
             user("Drop new sample transcripts in testdata/transcripts going forward.", "2026-01-18"),
         )),

    # ---- look-alikes ----
    Case(name="p64-la-refine-transcript-db", family=LOOKALIKE, variant="refinement", expected="none",
         scope="project:registrar-core",
         original="The transcript service stores student grade records in PostgreSQL.",
         date="2025-06-12",
         later=(
             agent("Grade records sit in the `academic` schema of the Postgres cluster, with a streaming replica for reporting.", "2026-01-14"),
         )),
    Case(name="p64-la-diffsubj-timeout", family=LOOKALIKE, variant="different-subject", expected="none",
         scope="project:student-portal",
         original="Student portal sessions expire after 30 minutes of inactivity.",
         date="2025-09-17",
         later=(
             agent("The faculty gradebook app uses a 10 minute idle timeout, separate from the student portal.", "2026-01-22"),
         )),
    Case(name="p64-la-otherscope-port", family=LOOKALIKE, variant="other-scope", expected="none",
         scope="project:sis-gateway",
         original="The SIS gateway API listens on port 8443.",
         date="2025-02-05",
         later=(
             agent("The gateway API listens on port 7070.", "2026-01-11", scope="project:housing-portal"),
         )),
    Case(name="p64-la-routine-waitlist", family=LOOKALIKE, variant="routine", expected="none",
         scope="project:course-enroll",
         original="Enrollment events are published to Kafka for the waitlist worker to consume.",
         date="2025-10-21",
         later=(
             agent("Bumped the waitlist worker's kafka client lib to the latest patch release and reran its tests.", "2026-01-24"),
         )),
    Case(name="p64-la-agree-credit-cap", family=LOOKALIKE, variant="agreement", expected="none",
         scope="project:course-enroll",
         original="Undergraduates can register for a maximum of 18 credits per semester without an override.",
         date="2025-06-30",
         later=(
             user("Confirmed with the registrar: 18 credits is still the cap before an override is needed.", "2026-01-30", contradicts=False),
         )),
    Case(name="p64-la-diffsubj-grad-credits", family=LOOKALIKE, variant="different-subject", expected="none",
         scope="project:course-enroll",
         original="Undergraduates can register for a maximum of 18 credits per semester without an override.",
         date="2025-06-30",
         later=(
             agent("Graduate students are limited to 12 credits per semester in the registration rules.", "2026-02-06"),
         )),
    # -- Fresh probe 65 (written by a helper who had not seen the rules; simple style, a CLI tool and its release tooling; on arrival at 61eb136: 6/16) --
    # ---- technology ----
    Case(name="p65-quillctl-ci-provider", family="technology", expected="update",
         scope="project:quillctl",
         original="The quillctl project runs its CI on CircleCI.", date="2025-04-11",
         later=(agent("Ported the whole pipeline to GitHub Actions; .circleci/ got deleted in the same PR.", "2026-01-08"),)),
    Case(name="p65-tarnish-docs-generator", family="technology", expected="update",
         scope="project:tarnish",
         original="The tarnish documentation site is built with Sphinx.", date="2025-03-02",
         later=(user("Docs for tarnish are MkDocs Material since the January rewrite, conf.py is gone.", "2026-01-20"),
                agent("Fixed a broken nav entry in mkdocs.yml for the tarnish docs.", "2026-01-27"))),
    Case(name="p65-driftwood-release-builder", family="technology", expected="update",
         scope="project:driftwood",
         original="Release binaries for driftwood are produced by a hand-written `make dist` target.", date="2025-06-19",
         later=(agent("Cut v0.9.0 with goreleaser. The old make dist target was removed, .goreleaser.yaml drives everything now.", "2026-02-03"),)),
    Case(name="p65-lintkit-arg-parser", family="technology", expected="conflict",
         scope="project:lintkit",
         original="The lintkit CLI parses its command-line arguments with click.", date="2025-05-07",
         later=(agent("lintkit's entry point builds an argparse.ArgumentParser with subparsers; there's no click import anywhere in src/.", "2026-01-15"),)),

    # ---- setting ----
    Case(name="p65-fernctl-release-timeout", family="setting", expected="update",
         scope="project:fernctl",
         original="The fernctl release job has a 30-minute timeout.", date="2025-08-14",
         later=(agent("arm64 build kept getting killed, so I bumped timeout-minutes on the release job to 60.", "2026-01-09"),)),
    Case(name="p65-pipkeeper-min-python", family="setting", expected="conflict",
         scope="project:pipkeeper",
         original="The minimum supported Python version for pipkeeper is 3.8.", date="2025-02-25",
         later=(agent("pipkeeper's pyproject.toml declares requires-python = \">=3.10\".", "2026-01-22"),
                agent("Used a match statement in the resolver, fine given the 3.10 floor.", "2026-01-23"))),
    Case(name="p65-hexdoc-preview-port", family="setting", expected="update",
         scope="project:hexdoc",
         original="The hexdoc docs preview server listens on port 8000.", date="2025-09-30",
         later=(user("Changed the hexdoc preview to port 8123, 8000 clashes with the API mock.", "2026-02-11"),)),

    # ---- policy ----
    Case(name="p65-sprocket-gpg-signing", family="policy", expected="update",
         scope="project:sprocket",
         original="Every release of sprocket must be GPG-signed by a maintainer before it is published.", date="2025-07-01",
         later=(user("Maintainers don't need to GPG-sign sprocket releases anymore, CI attaches Sigstore attestations instead.", "2026-01-05"),)),
    Case(name="p65-burrow-changelog-rule", family="policy", expected="update",
         scope="project:burrow",
         original="Pull requests to burrow are never merged without a CHANGELOG entry.", date="2025-05-15",
         later=(agent("Merged #412 with no changelog line.", "2026-01-13"),
                user("Right, changelog entries aren't required on burrow PRs anymore, release-please writes them from the commit messages.", "2026-01-13"))),
    Case(name="p65-tincan-nightly-pypi", family="policy", expected="conflict",
         scope="project:tincan",
         original="Nightly builds of tincan are never uploaded to PyPI.", date="2025-10-02",
         later=(agent("tincan's nightly workflow pushes a .devN wheel to PyPI at 02:00 UTC every day.", "2026-01-18"),)),

    # ---- rename ----
    Case(name="p65-gravel-binary-name", family="rename", expected="update",
         scope="project:gravel",
         original="The gravel command-line tool is invoked as `gravel-cli`.", date="2025-03-21",
         later=(user("The binary is just `gravel` from 2.0 on; gravel-cli only remains as a deprecated shim.", "2026-01-29"),)),
    Case(name="p65-ember-pypi-dist", family="rename", expected="update",
         scope="project:ember",
         original="The ember toolkit is published on PyPI as `ember-tools`.", date="2025-06-03",
         later=(agent("Published ember 2.0 under the new distribution name `emberkit`; ember-tools stays frozen at 1.x.", "2026-02-06"),)),
    Case(name="p65-kiln-release-workflow", family="rename", expected="conflict",
         scope="project:kiln",
         original="The release workflow in the kiln repo is called `publish.yml`.", date="2025-11-12",
         later=(agent("Kicked off kiln's release by dispatching .github/workflows/release.yml, which is the only workflow that uploads artifacts.", "2026-01-16"),)),

    # ---- move ----
    Case(name="p65-waypoint-homebrew-formula", family="move", expected="update",
         scope="project:waypoint",
         original="The Homebrew formula for waypoint is kept in the main repo under packaging/homebrew.", date="2025-04-28",
         later=(user("waypoint's formula lives in the separate waypoint-dev/homebrew-tap repo now; packaging/homebrew was deleted.", "2026-01-10"),)),
    Case(name="p65-ridgeline-config-path", family="move", expected="update",
         scope="project:ridgeline",
         original="ridgeline reads its configuration from ~/.ridgelinerc.", date="2025-08-08",
         later=(agent("Since 3.0 ridgeline loads $XDG_CONFIG_HOME/ridgeline/config.toml and ignores the old dotfile.", "2026-01-24"),
                agent("Updated the README config section to point at the XDG path.", "2026-01-24"))),
    Case(name="p65-cobblestone-docs-dir", family="move", expected="conflict",
         scope="project:cobblestone",
         original="The documentation sources for cobblestone sit in the docs/ folder at the repo root.", date="2025-09-09",
         later=(agent("cobblestone's doc pages are all under site/content/, there is no docs/ directory in the tree.", "2026-02-02"),)),

    # ---- look-alikes ----
    Case(name="p65-marlin-static-musl", family=LOOKALIKE, variant="refinement", expected="none",
         scope="project:marlin",
         original="The marlin CLI is distributed as a single static binary.", date="2025-05-20",
         later=(agent("marlin's static builds link against musl, which is why they also run on Alpine.", "2026-01-11"),)),
    Case(name="p65-quarry-dashboard-hosting", family=LOOKALIKE, variant="different-subject", expected="none",
         scope="project:quarry",
         original="The quarry documentation site is deployed to Netlify.", date="2025-07-17",
         later=(agent("quarry's benchmark dashboard is deployed to GitHub Pages from the gh-pages branch.", "2026-01-19"),)),
    Case(name="p65-bramble-log-level-fork", family=LOOKALIKE, variant="other-scope", expected="none",
         scope="project:bramble",
         original="The bramble CLI's default log level is warn.", date="2025-06-26",
         later=(user("Default log level for the bramble CLI is debug.", "2026-01-21", scope="project:bramble-enterprise"),)),
    Case(name="p65-fjord-tag-release", family=LOOKALIKE, variant="routine", expected="none",
         scope="project:fjord",
         original="Release tags in the fjord repo follow the vX.Y.Z format.", date="2025-02-14",
         later=(agent("Tagged fjord v1.4.2 and pushed it; release workflow went green, artifacts are up.", "2026-01-26"),)),
    Case(name="p65-slate-python-matrix", family=LOOKALIKE, variant="agreement", expected="none",
         scope="project:slate",
         original="The slate CLI is tested against Python 3.9 through 3.12.", date="2025-10-21",
         later=(agent("Ran slate's tox matrix locally: py39, py310, py311 and py312 all pass.", "2026-01-30", contradicts=False),)),
    Case(name="p65-pebble-checksums-asset", family=LOOKALIKE, variant="refinement", expected="none",
         scope="project:pebble",
         original="pebble release artifacts are checksummed with SHA-256.", date="2025-11-03",
         later=(agent("The SHA256SUMS file for pebble gets uploaded as a release asset next to the tarballs.", "2026-02-09"),)),
    # -- Fresh probe 66 (written by a helper who had not seen the rules; simple style, logistics; on arrival at 61eb136: 11/16) --
    # ---- technology ----
    Case(name="p66-fleetpulse-broker", family="technology", expected="update",
         scope="project:fleetpulse",
         original="FleetPulse ingests truck GPS pings through a RabbitMQ broker.", date="2025-04-11",
         later=(
             agent("Cut the GPS ingest over to Kafka today; the old RabbitMQ vhost is drained and will be deleted Friday.", "2026-01-08"),
         )),
    Case(name="p66-routewise-solver", family="technology", expected="update",
         scope="project:routewise",
         original="Routewise computes delivery routes with Google OR-Tools.", date="2025-05-20",
         later=(
             user("We ripped OR-Tools out of Routewise last sprint.", "2026-02-03"),
             agent("Route optimisation now goes through the VROOM solver container; or-tools is gone from requirements.txt.", "2026-02-05"),
         )),
    Case(name="p66-binmaster-db", family="technology", expected="conflict",
         scope="project:binmaster-wms",
         original="The BinMaster warehouse inventory is stored in MySQL.", date="2025-03-02",
         later=(
             agent("Inventory tables live in the Postgres 15 cluster (binmaster-pg); connection string is in .env.local.", "2026-01-19"),
         )),
    Case(name="p66-dockyard-frontend", family="technology", expected="update",
         scope="project:dockyard-portal",
         original="The Dockyard dock-scheduling portal is built with Angular.", date="2025-07-14",
         later=(
             user("Heads up: the Angular app is retired, the scheduling portal was rewritten in React and shipped on Monday.", "2026-03-02"),
         )),

    # ---- setting ----
    Case(name="p66-geofence-radius", family="setting", expected="update",
         scope="project:fleetpulse",
         original="FleetPulse marks a truck as arrived when it is within 150 meters of the depot geofence.", date="2025-06-09",
         later=(
             agent("Bumped ARRIVAL_RADIUS_M to 300 after drivers kept parking on the street outside the Leeds depot.", "2026-01-22"),
         )),
    Case(name="p66-tracker-port", family="setting", expected="conflict",
         scope="project:trackhub",
         original="The TrackHub telemetry gateway listens on port 5683.", date="2025-08-18",
         later=(
             agent("trackhub-gateway accepts device connections on port 6100 (see docker-compose.yml).", "2026-01-30"),
         )),
    Case(name="p66-manifest-batch", family="setting", expected="update",
         scope="project:cargoledger",
         original="CargoLedger exports shipping manifests to the carrier API in batches of 500 records.", date="2025-09-05",
         later=(
             user("Carrier throttled us again, so from now on manifest exports go out 100 at a time.", "2026-02-11"),
         )),

    # ---- policy ----
    Case(name="p66-scan-signature", family="policy", expected="update",
         scope="project:lastmile-app",
         original="Drivers must capture a customer signature for every delivery in the LastMile app.", date="2025-02-27",
         later=(
             user("Product dropped the signature requirement; photo proof of delivery is enough now.", "2026-01-15"),
             agent("Removed the mandatory signature step from the delivery flow per the new POD rules.", "2026-01-16"),
         )),
    Case(name="p66-friday-deploys", family="policy", expected="update",
         scope="project:routewise",
         original="We never deploy Routewise on Fridays because of weekend dispatch volume.", date="2025-10-01",
         later=(
             user("Since the canary pipeline landed we're fine shipping Routewise on Fridays too.", "2026-02-20"),
         )),
    Case(name="p66-cyclecount-approval", family="policy", expected="conflict",
         scope="project:binmaster-wms",
         original="Inventory adjustments from cycle counts always require a supervisor's approval in BinMaster.", date="2025-04-30",
         later=(
             agent("Cycle-count adjustments post straight to stock levels; pickers can apply them without any approval step.", "2026-01-27"),
         )),

    # ---- rename ----
    Case(name="p66-eta-service-rename", family="rename", expected="update",
         scope="project:routewise",
         original="Delivery ETAs are served by the eta-predictor service.", date="2025-06-23",
         later=(
             agent("Renamed eta-predictor to arrival-forecast; updated the helm chart and the service mesh entries.", "2026-01-09"),
         )),
    Case(name="p66-pallet-table", family="rename", expected="conflict",
         scope="project:binmaster-wms",
         original="Pallet locations are recorded in the pallet_slots table.", date="2025-03-17",
         later=(
             agent("Pallet positions are written to storage_positions; no pallet_slots table exists in the schema.", "2026-02-14"),
         )),
    Case(name="p66-cli-command", family="rename", expected="update",
         scope="project:fleetpulse",
         original="Ops replays missed GPS pings with the `fp-replay` command.", date="2025-11-04",
         later=(
             user("fp-replay is now `fleetctl pings replay`; the old binary was removed in 4.0.", "2026-03-10"),
         )),

    # ---- move ----
    Case(name="p66-routing-config-path", family="move", expected="update",
         scope="project:routewise",
         original="Routewise reads its depot definitions from config/depots.yaml.", date="2025-05-06",
         later=(
             agent("Relocated the depot definitions to settings/network/depots.yaml and left a pointer in the README.", "2026-01-13"),
         )),
    Case(name="p66-labels-repo", family="move", expected="update",
         scope="project:cargoledger",
         original="The shipping-label templates live in the cargoledger monorepo under templates/labels.", date="2025-08-29",
         later=(
             user("Label templates got split out into their own repo, logistics/label-templates.", "2026-02-02"),
             agent("Deleted templates/labels from the monorepo; the build now pulls label-templates as a git submodule.", "2026-02-04"),
         )),
    Case(name="p66-telemetry-bucket", family="move", expected="conflict",
         scope="project:trackhub",
         original="TrackHub archives raw telemetry to the s3://trackhub-raw bucket.", date="2025-09-22",
         later=(
             agent("Raw telemetry archive target is gs://fleet-telemetry-archive; the archiver job writes nowhere else.", "2026-01-25"),
         )),

    # ---- look-alikes ----
    Case(name="p66-lookalike-refine-kafka", family=LOOKALIKE, expected="none", variant="refinement",
         scope="project:fleetpulse",
         original="FleetPulse publishes vehicle position events to Kafka.", date="2025-07-02",
         later=(
             agent("Position events go to the vehicle.positions topic, 24 partitions keyed by vehicle id.", "2026-01-18"),
         )),
    Case(name="p66-lookalike-other-service-port", family=LOOKALIKE, expected="none", variant="different-subject",
         scope="project:trackhub",
         original="The TrackHub telemetry gateway listens on port 5683.", date="2025-08-18",
         later=(
             agent("The TrackHub admin dashboard runs on port 8088.", "2026-02-06"),
         )),
    Case(name="p66-lookalike-other-scope-timeout", family=LOOKALIKE, expected="none", variant="other-scope",
         scope="project:routewise",
         original="Routewise gives the route solver a 30-second timeout per depot.", date="2025-10-13",
         later=(
             user("The route solver times out after 120 seconds per depot.", "2026-01-21",
                  scope="project:haulplanner"),
         )),
    Case(name="p66-lookalike-routine-wms", family=LOOKALIKE, expected="none", variant="routine",
         scope="project:binmaster-wms",
         original="The BinMaster warehouse inventory is stored in PostgreSQL.", date="2025-03-02",
         later=(
             agent("Added an index on inventory(sku, bin_id) in Postgres and reran the stock report; query went from 4s to 200ms.", "2026-01-29"),
         )),
    Case(name="p66-lookalike-agree-signature", family=LOOKALIKE, expected="none", variant="agreement",
         scope="project:lastmile-app",
         original="LastMile drivers take a photo of every parcel at drop-off.", date="2025-06-16",
         later=(
             user("Confirmed with ops: the drop-off photo is still mandatory for every parcel.", "2026-02-09",
                  contradicts=False),
         )),
    Case(name="p66-lookalike-different-depot-radius", family=LOOKALIKE, expected="none", variant="different-subject",
         scope="project:fleetpulse",
         original="FleetPulse marks a truck as arrived when it is within 150 meters of the depot geofence.", date="2025-06-09",
         later=(
             agent("Customer-site geofences use a 75 m radius for arrival; depots keep their own setting.", "2026-02-17"),
         )),
    # -- Fresh probe 69 (written by a helper who had not seen the rules; simple style, payments; on arrival at 1c2d881+5: 7/16, 7/16 at the session-start code) --
    # ---- technology ----
    Case(name="p69-ledger-db-cockroach", family="technology", expected="update",
         scope="project:tallyhall-ledger",
         original="The double-entry ledger stores journal lines in PostgreSQL.", date="2025-04-11",
         later=(agent("Ran the cutover script; journal lines now land in CockroachDB, Postgres instance is read-only until decommission.", "2026-01-08"),
                user("We finished moving the ledger onto Cockroach last week.", "2026-01-13"),)),
    Case(name="p69-fraud-queue-kafka", family="technology", expected="update",
         scope="project:sentinel-fraud",
         original="Fraud scoring requests are delivered to the scorer over RabbitMQ.", date="2025-06-02",
         later=(user("RabbitMQ is gone from the fraud path — scorer consumes from a Kafka topic since the January release.", "2026-01-20"),)),
    Case(name="p69-tokenizer-vault", family="technology", expected="conflict",
         scope="project:cardvault-gw",
         original="Card PANs are tokenized by an in-house AES service called tokend.", date="2025-03-19",
         later=(agent("PAN tokenization is handled by HashiCorp Vault's transform engine; the gateway calls it via the vault-agent sidecar.", "2026-02-03"),)),
    Case(name="p69-recon-airflow-dagster", family="technology", expected="update",
         scope="project:reconcilia",
         original="Nightly reconciliation jobs are scheduled with Airflow.", date="2025-08-27",
         later=(agent("Ported the last three recon DAGs to Dagster assets; Airflow scheduler can be shut off.", "2026-01-05"),
                user("Recon orchestration is Dagster-only going forward.", "2026-01-09"),)),

    # ---- setting ----
    Case(name="p69-auth-timeout", family="setting", expected="update",
         scope="project:cardvault-gw",
         original="The gateway times out card authorization calls to the acquirer after 8 seconds.", date="2025-05-14",
         later=(user("Bumped the acquirer auth timeout to 15s after the Adyen latency incidents.", "2026-01-22"),)),
    Case(name="p69-velocity-limit", family="setting", expected="conflict",
         scope="project:sentinel-fraud",
         original="The velocity rule blocks a card after 5 declined attempts within an hour.", date="2025-07-08",
         later=(agent("Velocity check trips at 3 declines per card per rolling hour (see rules/velocity.yaml).", "2026-02-11"),)),
    Case(name="p69-settlement-batch-size", family="setting", expected="update",
         scope="project:clearwater-settle",
         original="Settlement files are sent to the bank in batches of 500 transactions.", date="2025-09-30",
         later=(agent("Tuning settlement throughput.", "2026-01-16"),
                user("From now on settlement batches go out at 2000 txns each; the bank raised their cap.", "2026-01-19"),)),

    # ---- policy ----
    Case(name="p69-3ds-always", family="policy", expected="update",
         scope="project:cardvault-gw",
         original="Every card-not-present payment must go through 3-D Secure.", date="2025-02-21",
         later=(user("Low-value CNP payments under €30 no longer trigger 3DS — we're using the exemption now.", "2026-01-27"),)),
    Case(name="p69-manual-ledger-edits", family="policy", expected="update",
         scope="project:tallyhall-ledger",
         original="Nobody is ever allowed to edit posted ledger entries directly in production.", date="2025-05-03",
         later=(agent("Finance ops got a break-glass role; they may now patch posted entries in prod with a two-person sign-off.", "2026-02-02"),)),
    Case(name="p69-recon-signoff", family="policy", expected="conflict",
         scope="project:reconcilia",
         original="Reconciliation mismatches over $100 require manual sign-off from treasury before close.", date="2025-10-10",
         later=(agent("Mismatches of any size are auto-written-off to the suspense account at close; treasury isn't in the loop.", "2026-01-29"),)),

    # ---- rename ----
    Case(name="p69-rename-risk-svc", family="rename", expected="update",
         scope="project:sentinel-fraud",
         original="The service that computes fraud risk scores is called riskd.", date="2025-04-25",
         later=(agent("riskd was renamed to score-engine in the helm charts and service mesh.", "2026-01-10"),
                user("Please refer to it as score-engine from here on.", "2026-01-11"),)),
    Case(name="p69-rename-ledger-table", family="rename", expected="update",
         scope="project:tallyhall-ledger",
         original="Ledger postings live in the table txn_entries.", date="2025-06-17",
         later=(agent("Migration 0142 applied: txn_entries -> journal_postings; a compat view keeps the old name for a month.", "2026-01-24"),)),
    Case(name="p69-rename-cli", family="rename", expected="conflict",
         scope="project:clearwater-settle",
         original="Operators trigger a settlement rerun with the `settlectl rerun` command.", date="2025-08-05",
         later=(agent("To rerun settlement for a day: `cw-settle replay --date YYYY-MM-DD`.", "2026-02-06"),)),

    # ---- move ----
    Case(name="p69-move-rules-dir", family="move", expected="update",
         scope="project:sentinel-fraud",
         original="Fraud rule definitions are kept in the rules/ directory of the sentinel repo.", date="2025-03-07",
         later=(user("Rules got pulled out into their own repo, sentinel-rules, so analysts can PR them without touching service code.", "2026-01-15"),)),
    Case(name="p69-move-acquirer-config", family="move", expected="update",
         scope="project:cardvault-gw",
         original="Acquirer routing config lives in config/acquirers.yml.", date="2025-07-29",
         later=(agent("Relocated acquirer routing to deploy/routing/acquirers.yaml; the old config/ file was deleted.", "2026-01-18"),)),
    Case(name="p69-move-recon-output", family="move", expected="conflict",
         scope="project:reconcilia",
         original="Recon reports are written to the s3://recon-reports bucket.", date="2025-11-12",
         later=(agent("Checked today's run: the recon report PDF is in gs://finops-recon/daily/.", "2026-02-09"),)),

    # ---- look-alikes ----
    Case(name="p69-la-refine-ledger", family=LOOKALIKE, expected="none", variant="refinement",
         scope="project:tallyhall-ledger",
         original="The ledger service is written in Go.", date="2025-05-20",
         later=(agent("Ledger service builds with Go 1.22 and uses sqlc for its queries.", "2026-01-07"),)),
    Case(name="p69-la-diffsubj-timeout", family=LOOKALIKE, expected="none", variant="different-subject",
         scope="project:cardvault-gw",
         original="The gateway times out refund calls to the acquirer after 20 seconds.", date="2025-06-09",
         later=(agent("Capture requests to the acquirer have a 10s timeout.", "2026-01-21"),)),
    Case(name="p69-la-otherscope-port", family=LOOKALIKE, expected="none", variant="other-scope",
         scope="project:clearwater-settle",
         original="The settlement API listens on port 8443.", date="2025-09-02",
         later=(agent("The settlement API listens on port 9443.", "2026-01-14",
                      scope="project:mintbridge-payouts"),)),
    Case(name="p69-la-routine-recon", family=LOOKALIKE, expected="none", variant="routine",
         scope="project:reconcilia",
         original="Reconciliation jobs are scheduled with Dagster.", date="2025-10-21",
         later=(agent("Fixed a flaky test in the Dagster recon sensor and reran yesterday's partition.", "2026-01-23"),)),
    Case(name="p69-la-agree-3ds", family=LOOKALIKE, expected="none", variant="agreement",
         scope="project:mintbridge-payouts",
         original="Payout requests are signed with HMAC-SHA256.", date="2025-04-02",
         later=(user("Confirmed with the bank: payouts are still HMAC-SHA256 signed, nothing changing there.", "2026-01-26",
                     contradicts=False),)),
    Case(name="p69-la-diffsubj-db", family=LOOKALIKE, expected="none", variant="different-subject",
         scope="project:sentinel-fraud",
         original="The fraud feature store runs on Redis.", date="2025-08-14",
         later=(agent("The case-management UI for fraud analysts keeps its data in MongoDB.", "2026-02-04"),)),
    # -- Fresh probe 70 (written by a helper who had not seen the rules; simple style, hospital scheduling; on arrival: 9/16, 9/16 at the session-start code) --
    # ---- technology ----
    Case(name="p70-slot-store-mysql", family="technology", expected="update",
         scope="project:clinic-booking",
         original="The appointment scheduler stores its slot inventory in MySQL.", date="2025-03-11",
         later=(
             agent("Finished cutting slot inventory over to PostgreSQL; the old MySQL instance is decommissioned.", "2026-01-08"),
         )),
    Case(name="p70-lab-hl7-engine", family="technology", expected="update",
         scope="project:lis-bridge",
         original="HL7 messages from the lab system are routed through Mirth Connect.", date="2025-05-20",
         later=(
             user("We replaced Mirth with Rhapsody for all lab HL7 routing last sprint.", "2026-01-15"),
             agent("Updated runbook links to point at the Rhapsody console.", "2026-01-16"),
         )),
    Case(name="p70-dw-engine", family="technology", expected="conflict",
         scope="project:ward-census-dw",
         original="The reporting warehouse runs on Amazon Redshift.", date="2025-06-02",
         later=(
             agent("Nightly census report queries hit Snowflake; the connection string is in the dbt profile.", "2026-02-03"),
         )),
    Case(name="p70-sms-provider", family="technology", expected="update",
         scope="project:clinic-booking",
         original="Patient reminder texts are sent via Twilio.", date="2025-04-14",
         later=(
             user("Dropped Twilio. Reminder SMS go out through Azure Communication Services since January.", "2026-01-27"),
         )),

    # ---- setting ----
    Case(name="p70-adt-port", family="setting", expected="conflict",
         scope="project:lis-bridge",
         original="The ADT feed listener accepts MLLP connections on port 2575.", date="2025-07-09",
         later=(
             agent("ADT MLLP listener is bound to 6661 on the interface engine host.", "2026-01-19"),
         )),
    Case(name="p70-hold-timeout", family="setting", expected="update",
         scope="project:clinic-booking",
         original="Online booking holds a tentative slot for 10 minutes before releasing it.", date="2025-08-18",
         later=(
             user("Bumped the tentative hold to 15 minutes after the front desk complained about lost slots.", "2026-02-10"),
         )),
    Case(name="p70-staging-retention", family="setting", expected="update",
         scope="project:ward-census-dw",
         original="The nightly warehouse ETL keeps 90 days of staging data.", date="2025-09-01",
         later=(
             agent("Cut staging retention down to 30 days to free disk; purge job deletes anything older.", "2026-01-05"),
             user("Yep, 30 days is fine for staging.", "2026-01-06"),
         )),

    # ---- policy ----
    Case(name="p70-mapping-review", family="policy", expected="update",
         scope="project:lis-bridge",
         original="Every change to the HL7 mapping tables must be reviewed by the integration lead before merge.",
         date="2025-02-25",
         later=(
             user("Integration lead sign-off isn't required for mapping table PRs anymore; any two reviewers will do.", "2026-01-21"),
         )),
    Case(name="p70-phone-in-dw", family="policy", expected="conflict",
         scope="project:ward-census-dw",
         original="We never store patient phone numbers in the reporting warehouse.", date="2025-05-05",
         later=(
             agent("dim_patient carries a mobile_phone column, populated straight from the registration feed.", "2026-02-12"),
         )),
    Case(name="p70-local-regression", family="policy", expected="update",
         scope="project:clinic-booking",
         original="Developers always run the full scheduling regression suite locally before pushing.", date="2025-10-02",
         later=(
             user("From now on you don't have to run the full regression suite locally; CI runs it on every push.", "2026-01-12"),
         )),

    # ---- rename ----
    Case(name="p70-reminder-svc-name", family="rename", expected="update",
         scope="project:outpatient-notify",
         original="The service that sends appointment reminders is called reminder-svc.", date="2025-06-23",
         later=(
             agent("Renamed reminder-svc to patient-notify across the helm charts and the repo.", "2026-01-09"),
         )),
    Case(name="p70-oru-queue", family="rename", expected="conflict",
         scope="project:lis-bridge",
         original="Outbound ORU results are published to the queue hl7.results.out.", date="2025-08-04",
         later=(
             agent("Results publisher writes ORU^R01 messages onto lab-results-outbound.", "2026-01-30"),
         )),
    Case(name="p70-visit-fact-table", family="rename", expected="update",
         scope="project:ward-census-dw",
         original="The warehouse fact table for clinic visits is named fact_encounter.", date="2025-03-30",
         later=(
             user("fact_encounter became fact_clinic_visit in the v3 schema.", "2026-01-14"),
             agent("Repointed the compatibility views at fact_clinic_visit.", "2026-01-15"),
         )),

    # ---- move ----
    Case(name="p70-terraform-location", family="move", expected="update",
         scope="project:clinic-booking",
         original="The scheduling app's Terraform lives in the infra/ directory of the scheduler repo.", date="2025-07-17",
         later=(
             user("We pulled the scheduler Terraform out into its own repo, clinic-infra.", "2026-02-02"),
         )),
    Case(name="p70-channel-configs", family="move", expected="update",
         scope="project:lis-bridge",
         original="Interface engine channel configs are kept under /opt/hl7/channels on the integration server.",
         date="2025-09-22",
         later=(
             agent("Channel configs sit in /srv/interfaces/channels after the upgrade; the /opt path was removed.", "2026-01-23"),
         )),
    Case(name="p70-dbt-folder", family="move", expected="conflict",
         scope="project:ward-census-dw",
         original="The dbt project for the reporting warehouse sits in the analytics/dbt folder of the monorepo.",
         date="2025-04-08",
         later=(
             agent("Ran dbt build from warehouse/transform/, which is where dbt_project.yml is in the monorepo.", "2026-02-06"),
         )),

    # ---- look-alikes ----
    Case(name="p70-sendgrid-template", family=LOOKALIKE, expected="none", variant="refinement",
         scope="project:outpatient-notify",
         original="The scheduler sends reminder emails through SendGrid.", date="2025-05-12",
         later=(
             agent("SendGrid reminders use the dynamic template appt-reminder-v2 and fire 48h before the visit.", "2026-01-20"),
         )),
    Case(name="p70-orm-port", family=LOOKALIKE, expected="none", variant="different-subject",
         scope="project:lis-bridge",
         original="The ADT feed listener accepts MLLP connections on port 2575.", date="2025-07-10",
         later=(
             agent("The ORM order feed listener is on port 2580.", "2026-01-22"),
         )),
    Case(name="p70-dw-other-project", family=LOOKALIKE, expected="none", variant="other-scope",
         scope="project:ward-census-dw",
         original="The reporting warehouse runs on Snowflake.", date="2025-06-15",
         later=(
             user("The reporting warehouse runs on BigQuery.", "2026-01-13",
                  scope="project:pharmacy-dispense-analytics"),
         )),
    Case(name="p70-k8s-routine", family=LOOKALIKE, expected="none", variant="routine",
         scope="project:clinic-booking",
         original="The scheduling API is deployed on Kubernetes.", date="2025-08-27",
         later=(
             agent("Raised the scheduling API memory request to 768Mi and redeployed; pods healthy.", "2026-01-29"),
         )),
    Case(name="p70-hl7-version-confirm", family=LOOKALIKE, expected="none", variant="agreement",
         scope="project:lis-bridge",
         original="Lab result HL7 messages are validated against HL7 v2.5.1.", date="2025-10-20",
         later=(
             agent("Checked: the lab feed validator still enforces the v2.5.1 profiles.", "2026-02-04",
                   contradicts=False),
         )),
    Case(name="p70-webhook-backoff", family=LOOKALIKE, expected="none", variant="refinement",
         scope="project:clinic-booking",
         original="Appointment cancellation webhooks are retried 5 times.", date="2025-11-03",
         later=(
             user("Cancellation webhook retries back off exponentially starting at 2 seconds, across those 5 attempts.", "2026-01-18"),
         )),
    # -- Fresh probe 71 (written by a helper who had not seen the rules; simple style, SaaS analytics; on arrival: 5/16, 5/16 at the session-start code) --
    # ---- technology ----
    Case(name="p71-ingest-queue-kafka", family="technology", expected="update",
         scope="project:pulsegrid-ingest",
         original="The event ingestion pipeline buffers incoming events in RabbitMQ before they are written to storage.",
         date="2025-04-11",
         later=(agent("Finished cutting the ingest buffer over to Kafka; the RabbitMQ consumers are deleted.", "2026-01-08"),
                user("Reminder: RabbitMQ is gone from ingest, don't add new queues there.", "2026-01-15"),)),
    Case(name="p71-dash-charts-echarts", family="technology", expected="update",
         scope="project:lumen-dashboards",
         original="The dashboards frontend renders all charts with Chart.js.",
         date="2025-06-03",
         later=(user("We ripped out Chart.js last sprint, every widget draws through ECharts now.", "2026-02-02"),)),
    Case(name="p71-billing-stripe-paddle", family="technology", expected="conflict",
         scope="project:tally-billing",
         original="Subscription payments for the analytics product are processed through Stripe.",
         date="2025-03-19",
         later=(agent("Card charges and renewals go through the Paddle checkout API; webhook handler lives in billing/paddle_hooks.py.", "2026-01-21"),)),
    Case(name="p71-auth-sessions-jwt", family="technology", expected="update",
         scope="project:gatekeep-auth",
         original="The auth service keeps user sessions in Redis-backed server-side cookies.",
         date="2025-08-27",
         later=(agent("Session store migration done: login now issues short-lived JWTs, Redis session keys are no longer read.", "2026-01-05"),
                user("Next step after the JWT switch is refresh-token rotation.", "2026-01-09"),)),

    # ---- setting ----
    Case(name="p71-ingest-batch-size", family="setting", expected="update",
         scope="project:pulsegrid-ingest",
         original="The ingestion workers flush events to ClickHouse in batches of 5000 rows.",
         date="2025-05-14",
         later=(user("Bumped the flush batch to 20000 rows, the 5k batches were hammering ClickHouse with tiny parts.", "2026-01-19"),)),
    Case(name="p71-dash-devserver-port", family="setting", expected="conflict",
         scope="project:lumen-dashboards",
         original="The dashboards dev server listens on port 3000.",
         date="2025-07-22",
         later=(agent("Opened http://localhost:5173 to check the funnel view, that's where the dashboards dev server comes up.", "2026-02-10"),)),
    Case(name="p71-auth-token-ttl", family="setting", expected="update",
         scope="project:gatekeep-auth",
         original="Access tokens issued by the auth service expire after 60 minutes.",
         date="2025-09-30",
         later=(agent("Per security review, access token lifetime cut to 15 minutes.", "2026-01-27"),
                user("Yes, keep the 15 min TTL going forward.", "2026-01-28"),)),

    # ---- policy ----
    Case(name="p71-billing-manual-refunds", family="policy", expected="update",
         scope="project:tally-billing",
         original="Every refund must be approved by someone on the finance team before it is issued.",
         date="2025-02-06",
         later=(user("From now on refunds under $50 go out automatically, finance doesn't have to sign off on those.", "2026-01-12"),)),
    Case(name="p71-ingest-no-pii", family="policy", expected="conflict",
         scope="project:pulsegrid-ingest",
         original="Raw IP addresses are never stored in the events table.",
         date="2025-06-18",
         later=(agent("Events rows carry the client_ip column with the full address so the geo backfill job can rerun lookups.", "2026-02-04"),)),
    Case(name="p71-dash-e2e-before-merge", family="policy", expected="update",
         scope="project:lumen-dashboards",
         original="The dashboards team always runs the full Playwright suite before merging a PR.",
         date="2025-10-09",
         later=(user("We dropped the requirement to run all of Playwright pre-merge; CI only does the smoke subset and the full run happens nightly.", "2026-01-16"),)),

    # ---- rename ----
    Case(name="p71-ingest-topic-rename", family="rename", expected="update",
         scope="project:pulsegrid-ingest",
         original="Tracked events land on the Kafka topic raw-events.",
         date="2025-11-02",
         later=(agent("Topic raw-events was renamed to events.v2.raw; producers and the sink connector were repointed.", "2026-01-07"),)),
    Case(name="p71-billing-service-rename", family="rename", expected="conflict",
         scope="project:tally-billing",
         original="The service that generates monthly invoices is called invoicer.",
         date="2025-04-25",
         later=(agent("Restarted ledger-invoices in staging after the PDF template change; that's the deployment that builds the monthly invoices.", "2026-02-13"),)),
    Case(name="p71-auth-cli-rename", family="rename", expected="update",
         scope="project:gatekeep-auth",
         original="Admins rotate signing keys with the command gk-rotate.",
         date="2025-09-12",
         later=(user("gk-rotate is now `gk keys rotate` after the CLI restructure, the old alias was removed.", "2026-01-30"),)),

    # ---- move ----
    Case(name="p71-dash-config-move", family="move", expected="update",
         scope="project:lumen-dashboards",
         original="Feature flags for the dashboards app are defined in src/config/flags.json.",
         date="2025-05-30",
         later=(agent("Relocated the flag definitions out of src/config/flags.json into packages/flags/index.ts so the embed SDK can share them.", "2026-01-11"),)),
    Case(name="p71-ingest-schemas-repo", family="move", expected="conflict",
         scope="project:pulsegrid-ingest",
         original="Event schemas are kept in the schemas/ directory of the ingest repo.",
         date="2025-08-08",
         later=(agent("Added the checkout_completed schema to the acme/event-contracts repo, which is where all event schemas live.", "2026-02-06"),)),
    Case(name="p71-auth-migrations-dir", family="move", expected="update",
         scope="project:gatekeep-auth",
         original="Database migrations for the auth service live under db/migrations.",
         date="2025-07-03",
         later=(user("Heads up: auth migrations moved to services/auth/migrations, db/migrations is deleted.", "2026-01-18"),
                agent("Wrote the new mfa_devices migration in services/auth/migrations.", "2026-01-20"),)),

    # ---- look-alikes ----
    Case(name="p71-la-refinement-clickhouse", family=LOOKALIKE, variant="refinement", expected="none",
         scope="project:pulsegrid-ingest",
         original="Processed events are stored in ClickHouse.",
         date="2025-03-04",
         later=(agent("ClickHouse events table is partitioned by month and ordered by (project_id, timestamp).", "2026-01-14"),)),
    Case(name="p71-la-different-subject-port", family=LOOKALIKE, variant="different-subject", expected="none",
         scope="project:lumen-dashboards",
         original="The dashboards API gateway listens on port 8080.",
         date="2025-06-21",
         later=(agent("Storybook for the dashboard components runs on port 6006.", "2026-01-22"),)),
    Case(name="p71-la-other-scope-ttl", family=LOOKALIKE, variant="other-scope", expected="none",
         scope="project:gatekeep-auth",
         original="Refresh tokens in the auth service are valid for 30 days.",
         date="2025-10-15",
         later=(user("Refresh tokens are valid for 7 days.", "2026-01-25", scope="project:orbit-admin-console"),)),
    Case(name="p71-la-routine-billing", family=LOOKALIKE, variant="routine", expected="none",
         scope="project:tally-billing",
         original="Usage-based charges are calculated from the nightly event count export.",
         date="2025-05-07",
         later=(agent("Fixed an off-by-one in the nightly event count export date range and added a test for month boundaries.", "2026-02-01"),)),
    Case(name="p71-la-agreement-sso", family=LOOKALIKE, variant="agreement", expected="none",
         scope="project:gatekeep-auth",
         original="Enterprise customers sign in through SAML single sign-on.",
         date="2025-08-19",
         later=(agent("Confirmed with the Okta test tenant that enterprise logins still go through SAML SSO.", "2026-01-29", contradicts=False),)),
    Case(name="p71-la-refinement-retention", family=LOOKALIKE, variant="refinement", expected="none",
         scope="project:pulsegrid-ingest",
         original="Raw events are retained for 90 days.",
         date="2025-09-05",
         later=(user("The 90-day retention on raw events is enforced by a ClickHouse TTL clause, not a cron job.", "2026-02-09"),)),
    # -- Fresh probe 72 (written by a helper who had not seen the rules; simple style, IoT firmware; on arrival: 8/16, 7/16 at the session-start code) --
    # ---- technology ----
    Case(name="p72-ota-storage-s3-to-minio", family="technology", expected="update",
         scope="project:skylark-ota",
         original="The OTA update server stores firmware images in an AWS S3 bucket.", date="2025-04-11",
         later=(
             agent("Pulled the image upload path apart while fixing the retry bug; blobs go to the self-hosted MinIO cluster now, S3 was retired last sprint.", "2026-01-08"),
         )),
    Case(name="p72-rtos-freertos-to-zephyr", family="technology", expected="update",
         scope="project:bramble-sensor",
         original="The bramble sensor node firmware runs on FreeRTOS.", date="2025-03-02",
         later=(
             user("We ported the sensor node over to Zephyr over the holidays, FreeRTOS is gone from main.", "2026-01-05"),
             agent("Kconfig fragments under boards/ are Zephyr-style; prj.conf drives the build.", "2026-01-06"),
         )),
    Case(name="p72-build-make-to-cmake", family="technology", expected="update",
         scope="project:kestrel-gateway",
         original="Gateway firmware builds are driven by a hand-written Makefile.", date="2025-06-19",
         later=(
             agent("Note: the top-level Makefile was deleted in the build cleanup PR; everything goes through CMake presets (cmake --preset release).", "2026-02-03"),
         )),
    Case(name="p72-rig-serial-lib", family="technology", expected="conflict",
         scope="project:hornet-testrig",
         original="The hardware test rig talks to the DUT over serial using pyserial.", date="2025-08-21",
         later=(
             agent("Rig harness opens the DUT UART through the libftdi bindings in rig/ftdi_port.py; there's no pyserial dependency anywhere in requirements.", "2026-01-20"),
         )),

    # ---- setting ----
    Case(name="p72-ota-chunk-size", family="setting", expected="update",
         scope="project:skylark-ota",
         original="OTA downloads are split into 4 KB chunks.", date="2025-05-07",
         later=(
             user("Bumped the OTA chunk size to 16 KB after the flash write benchmarks, devices handle it fine.", "2026-01-14"),
         )),
    Case(name="p72-watchdog-timeout", family="setting", expected="conflict",
         scope="project:bramble-sensor",
         original="The hardware watchdog on the sensor node is set to an 8 second timeout.", date="2025-07-15",
         later=(
             agent("Checked wdt_init() while chasing the reset loop: WDT period is 2 s.", "2026-02-11"),
         )),
    Case(name="p72-mqtt-broker-port", family="setting", expected="update",
         scope="project:kestrel-gateway",
         original="The gateway connects to the MQTT broker on port 1883.", date="2025-02-27",
         later=(
             agent("Broker went TLS-only this week, gateway config points at 8883 from here on.", "2026-01-22"),
             user("Yep, plain 1883 listener is shut off.", "2026-01-23"),
         )),

    # ---- policy ----
    Case(name="p72-policy-signed-images", family="policy", expected="update",
         scope="project:skylark-ota",
         original="Dev builds pushed to the test fleet never need to be signed.", date="2025-09-03",
         later=(
             user("Since the secure boot rollout every image, dev builds included, has to be signed before it hits the test fleet.", "2026-01-09"),
         )),
    Case(name="p72-policy-rig-before-merge", family="policy", expected="update",
         scope="project:hornet-testrig",
         original="Every firmware PR must pass the full hardware-in-the-loop rig run before merging.", date="2025-06-30",
         later=(
             user("Dropping the mandatory HIL run for PRs, it was blocking everyone. Nightly rig run only from now on.", "2026-01-27"),
         )),
    Case(name="p72-policy-log-level-release", family="policy", expected="conflict",
         scope="project:bramble-sensor",
         original="Release firmware always ships with debug logging compiled out.", date="2025-10-12",
         later=(
             agent("Release config keeps CONFIG_LOG_DEFAULT_LEVEL=4 (debug) so field units can dump traces over BLE.", "2026-02-02"),
         )),

    # ---- rename ----
    Case(name="p72-rename-flash-script", family="rename", expected="update",
         scope="project:kestrel-gateway",
         original="Boards are flashed with the flash_board.sh script.", date="2025-04-24",
         later=(
             agent("flash_board.sh doesn't exist anymore -- it became tools/kflash (Python) in the tooling refactor. Same args mostly.", "2026-01-16"),
         )),
    Case(name="p72-rename-ota-service", family="rename", expected="update",
         scope="project:skylark-ota",
         original="The OTA backend service is called fw-dispatch.", date="2025-03-18",
         later=(
             user("fw-dispatch got renamed to skylark-ota-api so it matches the helm chart.", "2026-01-11"),
             agent("Updated the deploy notes to use skylark-ota-api.", "2026-01-12"),
         )),
    Case(name="p72-rename-telemetry-topic", family="rename", expected="conflict",
         scope="project:kestrel-gateway",
         original="Gateway telemetry is published on the MQTT topic gw/telemetry.", date="2025-08-05",
         later=(
             agent("Subscribed to kestrel/+/metrics to watch gateway telemetry during the soak test.", "2026-02-09"),
         )),

    # ---- move ----
    Case(name="p72-move-linker-scripts", family="move", expected="update",
         scope="project:bramble-sensor",
         original="Linker scripts for the sensor node live in the ld/ directory at the repo root.", date="2025-05-29",
         later=(
             agent("Relocated the .ld files into boards/bramble_v2/linker/ as part of the board split; ld/ is removed.", "2026-01-19"),
         )),
    Case(name="p72-move-rig-config", family="move", expected="update",
         scope="project:hornet-testrig",
         original="Test rig station settings are kept in /etc/hornet/rig.yaml on each rig PC.", date="2025-07-08",
         later=(
             user("Rig settings now come from the hornet-rig-config git repo; the local /etc/hornet files are ignored.", "2026-01-30"),
         )),
    Case(name="p72-move-ota-manifest", family="move", expected="conflict",
         scope="project:skylark-ota",
         original="The OTA release manifest is generated into build/ota/manifest.json.", date="2025-11-04",
         later=(
             agent("Release job uploads dist/release/manifest.json; that's the only manifest path the packaging step writes.", "2026-02-16"),
         )),

    # ---- look-alikes ----
    Case(name="p72-look-refinement-cmake-toolchain", family=LOOKALIKE, variant="refinement", expected="none",
         scope="project:kestrel-gateway",
         original="Gateway firmware is cross-compiled with the arm-none-eabi GCC toolchain.", date="2025-06-02",
         later=(
             agent("Pinned arm-none-eabi-gcc to 13.2.rel1 in the CI image so builds are reproducible.", "2026-01-13"),
         )),
    Case(name="p72-look-different-subject-baud", family=LOOKALIKE, variant="different-subject", expected="none",
         scope="project:hornet-testrig",
         original="The DUT debug console on the test rig runs at 115200 baud.", date="2025-09-14",
         later=(
             agent("The rig's power-supply controller serial link is 9600 baud; don't bump it, the PSU firmware can't keep up.", "2026-01-21"),
         )),
    Case(name="p72-look-other-scope-watchdog", family=LOOKALIKE, variant="other-scope", expected="none",
         scope="project:wren-tracker",
         original="The tracker firmware enables the hardware watchdog with a 4 second timeout.", date="2025-10-20",
         later=(
             agent("Tracker firmware watchdog timeout is 30 s, needed because of the slow flash erase.", "2026-01-24",
                   scope="project:marlin-pump"),
         )),
    Case(name="p72-look-routine-ota-server", family=LOOKALIKE, variant="routine", expected="none",
         scope="project:skylark-ota",
         original="The OTA update server is deployed on the Hetzner k3s cluster.", date="2025-08-12",
         later=(
             agent("Rotated the TLS cert on the OTA server and restarted the pods on the k3s cluster; rollout healthy.", "2026-02-04"),
         )),
    Case(name="p72-look-agreement-rollback", family=LOOKALIKE, variant="agreement", expected="none",
         scope="project:bramble-sensor",
         original="The sensor node bootloader keeps two firmware slots so a failed update can roll back.", date="2025-05-16",
         later=(
             user("Confirmed on the bench: bricked the primary slot on purpose and the bootloader fell back to the second slot.", "2026-01-28",
                  contradicts=False),
         )),
    Case(name="p72-look-different-subject-chunk", family=LOOKALIKE, variant="different-subject", expected="none",
         scope="project:skylark-ota",
         original="The OTA server caps firmware image uploads at 8 MB.", date="2025-11-22",
         later=(
             agent("Device-side download buffer is 512 KB; the modem driver can't allocate more than that.", "2026-02-12"),
         )),
    # -- Fresh probe 73 (written by a helper who had not seen the rules; simple style, travel booking; on arrival: 10/16, 10/16 at the session-start code) --
    # ---- technology ----
    Case(name="p73-fare-cache-redis-to-memcached", family="technology", expected="update",
         scope="project:skyfare-search",
         original="The fare search cache is backed by Redis.", date="2025-04-08",
         later=(
             agent("Ripped out the Redis client from the fare search path; the cache layer talks to Memcached now.", "2026-01-09"),
             user("Memcached cluster is live for fare search, Redis box is being decommissioned next week.", "2026-01-12"),
         )),
    Case(name="p73-booking-queue-rabbit-to-kafka", family="technology", expected="update",
         scope="project:tripforge-booking",
         original="Booking confirmations are published through RabbitMQ.", date="2025-06-17",
         later=(
             user("We finished migrating booking confirmation events onto Kafka last sprint.", "2026-02-03"),
         )),
    Case(name="p73-mobile-app-react-native-to-flutter", family="technology", expected="conflict",
         scope="project:wanderly-mobile",
         original="The Wanderly mobile app is built with React Native.", date="2025-03-22",
         later=(
             agent("Ran `flutter pub get` and rebuilt the Wanderly app; the widget tree for the itinerary screen lives in lib/itinerary/.", "2026-01-20"),
             agent("Wanderly is a Flutter codebase, so the Dart analyzer config is what governs lint here.", "2026-01-21"),
         )),
    Case(name="p73-partner-api-soap-dropped", family="technology", expected="update",
         scope="project:hotelbridge-partners",
         original="Hotel partner availability is fetched over the SOAP gateway.", date="2025-08-05",
         later=(
             agent("SOAP gateway is gone — availability calls for hotel partners go through the new REST/JSON adapter.", "2026-01-15"),
         )),

    # ---- setting ----
    Case(name="p73-search-cache-ttl", family="setting", expected="update",
         scope="project:skyfare-search",
         original="Cached flight search results expire after 15 minutes.", date="2025-05-11",
         later=(
             user("Bumped the flight search cache TTL down to 5 minutes because fares were going stale.", "2026-01-07"),
         )),
    Case(name="p73-partner-rate-limit", family="setting", expected="conflict",
         scope="project:hotelbridge-partners",
         original="Each hotel partner may call our availability API at most 100 requests per second.", date="2025-09-02",
         later=(
             agent("Throttler config caps partner availability traffic at 40 req/s per partner key.", "2026-01-26"),
         )),
    Case(name="p73-booking-api-port", family="setting", expected="update",
         scope="project:tripforge-booking",
         original="The booking API listens on port 8080.", date="2025-02-14",
         later=(
             agent("Port clash with the sidecar, so the booking API was moved off 8080.", "2026-02-10"),
             user("Booking API is on 9443 from now on; update your local .env.", "2026-02-11"),
         )),

    # ---- policy ----
    Case(name="p73-policy-price-recheck", family="policy", expected="update",
         scope="project:tripforge-booking",
         original="We always re-check the live fare with the airline before charging the customer's card.", date="2025-07-19",
         later=(
             user("Dropping the pre-charge fare re-check; the airline hold guarantees the price, so we no longer call them again before charging.", "2026-01-30"),
         )),
    Case(name="p73-policy-mobile-release-signoff", family="policy", expected="update",
         scope="project:wanderly-mobile",
         original="Every mobile app release must be signed off by QA before it goes to the stores.", date="2025-04-29",
         later=(
             user("Heads up: QA sign-off isn't required for store releases anymore — the staged rollout plus crash gates replace it.", "2026-02-05"),
         )),
    Case(name="p73-policy-partner-pii", family="policy", expected="conflict",
         scope="project:hotelbridge-partners",
         original="We never send guest passport numbers to hotel partners.", date="2025-10-01",
         later=(
             agent("Populated the passport_no field in the partner reservation payload, as the partner contract requires it for check-in.", "2026-01-18"),
         )),

    # ---- rename ----
    Case(name="p73-rename-pricing-service", family="rename", expected="update",
         scope="project:tripforge-booking",
         original="Dynamic pricing is handled by the fare-calc service.", date="2025-06-03",
         later=(
             agent("fare-calc has been renamed to pricing-engine; updated the helm values and service discovery entries.", "2026-01-11"),
         )),
    Case(name="p73-rename-search-table", family="rename", expected="conflict",
         scope="project:skyfare-search",
         original="Saved searches are stored in the saved_searches table.", date="2025-08-21",
         later=(
             agent("Wrote a query against user_search_alerts to pull every saved search for the digest email.", "2026-01-24"),
             agent("Saved searches live in the user_search_alerts table; there's an index on (user_id, created_at).", "2026-01-25"),
         )),
    Case(name="p73-rename-cli-command", family="rename", expected="update",
         scope="project:hotelbridge-partners",
         original="Partner onboarding is done with the `hb-onboard` command.", date="2025-11-06",
         later=(
             user("The onboarding CLI got folded into the main tool: it's `hbctl partner add` now, `hb-onboard` was retired.", "2026-02-14"),
         )),

    # ---- move ----
    Case(name="p73-move-airline-mappings", family="move", expected="update",
         scope="project:skyfare-search",
         original="Airline code mappings live in config/airlines.yaml in the search repo.", date="2025-03-03",
         later=(
             agent("Relocated the airline code mappings into the shared reference-data repo under carriers/mappings.yaml and deleted the old config file.", "2026-01-06"),
         )),
    Case(name="p73-move-mobile-repo", family="move", expected="update",
         scope="project:wanderly-mobile",
         original="The mobile app source code is hosted in the wanderly-ios-android repo on GitHub.", date="2025-05-27",
         later=(
             user("We've transferred the app code to the company GitLab, project mobile/wanderly-app; the GitHub repo is archived.", "2026-01-28"),
         )),
    Case(name="p73-move-partner-secrets", family="move", expected="conflict",
         scope="project:hotelbridge-partners",
         original="Partner API credentials are kept in the .env file at the root of the partners service.", date="2025-09-15",
         later=(
             agent("Partner API creds are read from Vault at secret/hotelbridge/partners; the service has no .env at its root.", "2026-02-02"),
         )),

    # ---- look-alikes ----
    Case(name="p73-look-refinement-cache", family=LOOKALIKE, variant="refinement", expected="none",
         scope="project:skyfare-search",
         original="The fare search cache is keyed by origin, destination and travel date.", date="2025-06-12",
         later=(
             agent("Fare cache keys are origin|destination|date, lowercased, with the date in ISO format, e.g. lhr|jfk|2026-03-14.", "2026-01-17"),
         )),
    Case(name="p73-look-different-subject-port", family=LOOKALIKE, variant="different-subject", expected="none",
         scope="project:tripforge-booking",
         original="The booking API listens on port 8080.", date="2025-02-14",
         later=(
             agent("The admin dashboard for bookings runs on port 4200 in dev.", "2026-01-13"),
         )),
    Case(name="p73-look-other-scope-db", family=LOOKALIKE, variant="other-scope", expected="none",
         scope="project:tripforge-booking",
         original="The booking engine stores reservations in PostgreSQL.", date="2025-04-02",
         later=(
             user("Reservations are stored in DynamoDB.", "2026-01-22", scope="project:cruiseline-bookings"),
         )),
    Case(name="p73-look-routine-partner", family=LOOKALIKE, variant="routine", expected="none",
         scope="project:hotelbridge-partners",
         original="Hotel partner availability is fetched through the REST adapter.", date="2025-10-20",
         later=(
             agent("Fixed a null-pointer in the REST adapter when a partner returns an empty room list; added a regression test.", "2026-01-19"),
             agent("Bumped the REST adapter's HTTP client library to the latest patch release.", "2026-01-27"),
         )),
    Case(name="p73-look-agreement-mobile", family=LOOKALIKE, variant="agreement", expected="none",
         scope="project:wanderly-mobile",
         original="The mobile app supports offline viewing of booked itineraries.", date="2025-07-08",
         later=(
             user("Confirmed on a flight with airplane mode on: booked itineraries still open fine offline in the app.", "2026-01-31", contradicts=False),
         )),
    Case(name="p73-look-different-subject-ttl", family=LOOKALIKE, variant="different-subject", expected="none",
         scope="project:skyfare-search",
         original="Cached flight search results expire after 15 minutes.", date="2025-05-11",
         later=(
             agent("Hotel search results in the cache expire after 60 minutes since room rates move more slowly.", "2026-02-06"),
         )),
    # -- Fresh probe 74 (written by a helper who had not seen the rules; simple style, newsroom; on arrival: 8/16, 7/16 at the session-start code) --
    # ---- technology ----
    Case(name="p74-cms-db-to-postgres", family="technology", expected="update",
         scope="project:inkwell-cms",
         original="The Inkwell CMS stores article drafts in MongoDB.", date="2025-04-11",
         later=(
             agent("Ran the draft migration script overnight; all 48k drafts now live in Postgres.", "2026-01-08"),
             user("Mongo is gone from the CMS stack, drafts are in Postgres going forward.", "2026-01-09"),
         )),
    Case(name="p74-image-resizer-lib", family="technology", expected="update",
         scope="project:pressroom-images",
         original="The image service resizes photos with ImageMagick.", date="2025-06-02",
         later=(
             agent("Swapped the resize path over to libvips; thumbnails render about 4x faster.", "2026-02-03"),
         )),
    Case(name="p74-paywall-metering-store", family="technology", expected="conflict",
         scope="project:tollgate-paywall",
         original="The paywall keeps reader meter counts in Redis.", date="2025-03-19",
         later=(
             agent("Meter counts per reader are held in a DynamoDB table keyed by visitor id.", "2026-01-21"),
         )),
    Case(name="p74-publish-queue-broker", family="technology", expected="update",
         scope="project:gutenberg-pipeline",
         original="The publishing pipeline hands stories to the renderer through RabbitMQ.", date="2025-08-14",
         later=(
             user("We retired RabbitMQ last sprint.", "2026-02-10"),
             agent("Publish events go over Kafka topics now; renderer consumes from story.publish.", "2026-02-11"),
         )),

    # ---- setting ----
    Case(name="p74-image-max-upload", family="setting", expected="update",
         scope="project:pressroom-images",
         original="Photo uploads to the image service are capped at 20 MB.", date="2025-05-07",
         later=(
             agent("Photo desk kept hitting the limit on RAW exports, so I bumped the upload cap to 50 MB.", "2026-01-15"),
         )),
    Case(name="p74-cms-preview-port", family="setting", expected="conflict",
         scope="project:inkwell-cms",
         original="The CMS preview server listens on port 4100.", date="2025-09-23",
         later=(
             agent("Started the preview server locally, it's up on :4800.", "2026-01-27"),
         )),
    Case(name="p74-paywall-free-articles", family="setting", expected="update",
         scope="project:tollgate-paywall",
         original="Anonymous readers get five free articles per month before the paywall kicks in.", date="2025-02-12",
         later=(
             user("Audience team cut the free allowance to three a month as of Jan 1.", "2026-01-05"),
             agent("Updated METER_FREE_LIMIT=3 in the paywall config.", "2026-01-06"),
         )),

    # ---- policy ----
    Case(name="p74-legal-review-required", family="policy", expected="update",
         scope="project:gutenberg-pipeline",
         original="Every story tagged as investigative must pass legal review before it can be published.", date="2025-07-30",
         later=(
             user("Legal signed off on dropping the mandatory review for investigative pieces; editors decide case by case from now on.", "2026-02-18"),
         )),
    Case(name="p74-no-friday-deploys", family="policy", expected="update",
         scope="project:inkwell-cms",
         original="We never deploy the CMS on Fridays.", date="2025-10-02",
         later=(
             user("Friday CMS deploys are fine these days since we got canary rollouts.", "2026-01-30"),
         )),
    Case(name="p74-alt-text-optional", family="policy", expected="conflict",
         scope="project:pressroom-images",
         original="Alt text is mandatory for every image uploaded to the image service.", date="2025-11-04",
         later=(
             agent("Alt text on uploads is optional; the API accepts images without it and the UI just shows a hint.", "2026-01-19"),
         )),

    # ---- rename ----
    Case(name="p74-renderer-service-name", family="rename", expected="update",
         scope="project:gutenberg-pipeline",
         original="The HTML rendering step runs as the story-render service.", date="2025-06-16",
         later=(
             agent("story-render was renamed to page-builder in the k8s manifests; updated the helm values too.", "2026-01-12"),
         )),
    Case(name="p74-paywall-table-name", family="rename", expected="conflict",
         scope="project:tollgate-paywall",
         original="Subscriber entitlements live in the subscriptions table.", date="2025-08-08",
         later=(
             agent("Queried reader_entitlements to debug the locked-out subscriber; entitlements are all in there.", "2026-02-06"),
         )),
    Case(name="p74-cms-cli-command", family="rename", expected="update",
         scope="project:inkwell-cms",
         original="Editors republish a story from the terminal with the inkwell-push command.", date="2025-03-03",
         later=(
             user("inkwell-push is deprecated, the command is called ink publish since v3.", "2026-01-22"),
         )),

    # ---- move ----
    Case(name="p74-image-presets-location", family="move", expected="update",
         scope="project:pressroom-images",
         original="Crop presets for the image service are defined in config/presets.yaml.", date="2025-09-10",
         later=(
             agent("Relocated the crop presets into the shared settings repo under imaging/crops.yaml and deleted the local copy.", "2026-02-02"),
         )),
    Case(name="p74-pipeline-templates-dir", family="move", expected="conflict",
         scope="project:gutenberg-pipeline",
         original="Article page templates are kept in the templates/article/ directory of the pipeline repo.", date="2025-04-25",
         later=(
             agent("Edited the byline partial in src/views/story/byline.njk; all article templates sit under src/views/story/.", "2026-01-14"),
         )),
    Case(name="p74-paywall-repo-move", family="move", expected="update",
         scope="project:tollgate-paywall",
         original="The paywall code is hosted in the newsroom/paywall repository on GitHub.", date="2025-01-29",
         later=(
             user("Paywall moved into the platform monorepo, packages/tollgate. The old repo is archived.", "2026-01-10"),
             agent("Cloned the monorepo and pointed CI at packages/tollgate.", "2026-01-11"),
         )),

    # ---- look-alikes ----
    Case(name="p74-look-refine-image-cdn", family=LOOKALIKE, variant="refinement", expected="none",
         scope="project:pressroom-images",
         original="The image service serves resized photos through Fastly.", date="2025-07-14",
         later=(
             agent("Fastly caches the resized variants for 30 days, purged on re-upload via surrogate keys.", "2026-01-16"),
         )),
    Case(name="p74-look-diffsubject-port", family=LOOKALIKE, variant="different-subject", expected="none",
         scope="project:inkwell-cms",
         original="The CMS admin API runs on port 8080.", date="2025-05-20",
         later=(
             agent("The CMS websocket collaboration server runs on port 9090.", "2026-01-23"),
         )),
    Case(name="p74-look-otherscope-meter", family=LOOKALIKE, variant="other-scope", expected="none",
         scope="project:tollgate-paywall",
         original="The paywall meter resets on the first day of each month.", date="2025-06-30",
         later=(
             user("Meter resets every Monday for the sports vertical paywall.", "2026-02-01",
                  scope="project:scoreline-paywall"),
         )),
    Case(name="p74-look-routine-pipeline", family=LOOKALIKE, variant="routine", expected="none",
         scope="project:gutenberg-pipeline",
         original="The publishing pipeline sends push alerts through Firebase Cloud Messaging.", date="2025-10-15",
         later=(
             agent("Fixed a flaky test in the push alert step; FCM payload builder now handles emoji in headlines.", "2026-01-28"),
         )),
    Case(name="p74-look-agree-cms-search", family=LOOKALIKE, variant="agreement", expected="none",
         scope="project:inkwell-cms",
         original="The CMS article search is backed by Elasticsearch.", date="2025-08-21",
         later=(
             agent("Confirmed while reindexing: CMS search still runs on Elasticsearch.", "2026-02-04",
                   contradicts=False),
         )),
    Case(name="p74-look-diffsubject-timeout", family=LOOKALIKE, variant="different-subject", expected="none",
         scope="project:gutenberg-pipeline",
         original="The pipeline's render step times out after 30 seconds.", date="2025-11-12",
         later=(
             agent("The syndication export step in the pipeline times out after 120 seconds.", "2026-02-09"),
         )),
    # -- Fresh probe 75 (written by a helper who had not seen the rules; simple style, ML platform; on arrival: 10/16, 8/16 at the session-start code) --
    # ---- technology ----
    Case(name="p75-featurestore-redis-to-dynamo", family="technology", expected="update",
         scope="project:orchard-features",
         original="The online feature store for Orchard keeps its feature vectors in Redis.",
         date="2025-06-11",
         later=(agent("Finished cutting online features over to DynamoDB; the Redis cluster is scheduled for teardown.", "2026-01-08"),
                user("Heads up: online lookups are served out of DynamoDB now, not Redis.", "2026-01-09"),)),
    Case(name="p75-training-orchestrator-airflow-to-kubeflow", family="technology", expected="update",
         scope="project:lumen-train",
         original="Nightly training runs for Lumen are scheduled with Airflow.",
         date="2025-05-20",
         later=(user("We retired the Airflow DAGs last sprint — nightly retrains are Kubeflow Pipelines from here on.", "2026-02-03"),)),
    Case(name="p75-registry-mlflow-vs-wandb", family="technology", expected="conflict",
         scope="project:quarry-registry",
         original="Quarry tracks its model versions in an MLflow model registry.",
         date="2025-08-02",
         later=(agent("Model versions for Quarry live in the Weights & Biases registry; promote a checkpoint by tagging it `production` in W&B.", "2026-01-21"),)),
    Case(name="p75-serving-torchserve-to-triton", family="technology", expected="update",
         scope="project:beacon-serve",
         original="Beacon's ranking models are served behind TorchServe.",
         date="2025-04-14",
         later=(agent("Ported the ranking model handlers to Triton Inference Server; TorchServe containers were removed from the helm chart.", "2026-01-15"),
                user("Yep, Triton is the only serving runtime for Beacon going forward.", "2026-01-16"),)),

    # ---- setting ----
    Case(name="p75-serving-timeout-raised", family="setting", expected="update",
         scope="project:beacon-serve",
         original="The inference gateway for Beacon times out requests after 200 milliseconds.",
         date="2025-07-07",
         later=(user("Bumped the gateway request timeout to 500ms because the new reranker was tripping it.", "2026-01-27"),)),
    Case(name="p75-feature-ttl-conflict", family="setting", expected="conflict",
         scope="project:orchard-features",
         original="Orchard's online features expire after a 24-hour TTL.",
         date="2025-09-03",
         later=(agent("Checked the materialization job: online feature rows carry a 72h TTL before eviction.", "2026-02-10"),)),
    Case(name="p75-train-gpu-count-conflict", family="setting", expected="conflict",
         scope="project:lumen-train",
         original="Each Lumen fine-tuning job requests 4 A100 GPUs.",
         date="2025-10-19",
         later=(agent("Looked at the job spec while debugging OOMs — fine-tuning pods ask for 8 A100s apiece.", "2026-01-05"),)),

    # ---- policy ----
    Case(name="p75-policy-shadow-deploy-dropped", family="policy", expected="update",
         scope="project:beacon-serve",
         original="Every new Beacon model must run in shadow mode for a week before it takes live traffic.",
         date="2025-03-25",
         later=(user("Dropping the week-long shadow requirement — canaries at 5% are enough, ship straight after those pass.", "2026-01-30"),)),
    Case(name="p75-policy-pin-seeds", family="policy", expected="update",
         scope="project:lumen-train",
         original="We never fix random seeds in Lumen training runs.",
         date="2025-06-30",
         later=(agent("Per the reproducibility review, all training configs set seed=1234 starting this week.", "2026-02-12"),
                user("Right, seeds are pinned in every run from now on.", "2026-02-13"),)),
    Case(name="p75-policy-signoff-conflict", family="policy", expected="conflict",
         scope="project:quarry-registry",
         original="Promoting a model to production in Quarry always needs a sign-off from the ML lead.",
         date="2025-11-04",
         later=(agent("Promotion to production in Quarry is self-serve: any engineer whose eval job passes can move the stage without approval.", "2026-01-19"),)),

    # ---- rename ----
    Case(name="p75-rename-feature-view", family="rename", expected="update",
         scope="project:orchard-features",
         original="User activity features live in the `user_activity_v1` feature view.",
         date="2025-05-12",
         later=(agent("Renamed feature view user_activity_v1 -> user_engagement; updated every retrieval call to the new name.", "2026-01-11"),)),
    Case(name="p75-rename-cli", family="rename", expected="update",
         scope="project:lumen-train",
         original="Training jobs for Lumen are launched with the `lumen-submit` command.",
         date="2025-08-21",
         later=(user("`lumen-submit` got folded into the new CLI; use `lumen run train` instead — the old command is gone.", "2026-02-01"),)),
    Case(name="p75-rename-queue-conflict", family="rename", expected="conflict",
         scope="project:beacon-serve",
         original="Batch scoring requests for Beacon go onto the `beacon-batch` Kafka topic.",
         date="2025-09-15",
         later=(agent("Batch scoring producers publish to the `scoring.requests.bulk` topic; nothing reads any other topic.", "2026-01-24"),)),

    # ---- move ----
    Case(name="p75-move-feature-defs", family="move", expected="update",
         scope="project:orchard-features",
         original="Orchard's feature definitions are kept in the `features/` folder of the orchard-ml repo.",
         date="2025-07-29",
         later=(agent("Relocated all feature definitions into the standalone orchard-feature-repo; features/ in orchard-ml is deleted.", "2026-01-13"),)),
    Case(name="p75-move-serving-config", family="move", expected="update",
         scope="project:beacon-serve",
         original="Beacon's model serving config is read from `deploy/serving.yaml`.",
         date="2025-10-08",
         later=(user("Serving config now sits at `configs/inference/beacon.toml`; the old yaml was removed.", "2026-02-05"),
                agent("Confirmed the loader points at configs/inference/beacon.toml after the change.", "2026-02-06"),)),
    Case(name="p75-move-artifacts-bucket", family="move", expected="update",
         scope="project:quarry-registry",
         original="Quarry stores model artifacts in the `s3://quarry-models` bucket.",
         date="2025-04-02",
         later=(agent("Migrated every registered artifact over to gs://quarry-artifacts-prod as part of the GCP move.", "2026-01-18"),
                user("S3 bucket is read-only now and goes away next month.", "2026-01-20"),)),

    # ---- look-alikes ----
    Case(name="p75-look-refinement-redis", family=LOOKALIKE, variant="refinement", expected="none",
         scope="project:orchard-features",
         original="The online feature store for Orchard keeps its feature vectors in Redis.",
         date="2025-06-11",
         later=(agent("Redis for the online store runs as a 3-shard cluster with replicas in each AZ.", "2026-01-22"),)),
    Case(name="p75-look-different-subject-timeout", family=LOOKALIKE, variant="different-subject", expected="none",
         scope="project:beacon-serve",
         original="The inference gateway for Beacon times out requests after 200 milliseconds.",
         date="2025-07-07",
         later=(agent("The offline batch scorer has a 30-minute timeout per partition.", "2026-01-26"),)),
    Case(name="p75-look-other-scope-gpus", family=LOOKALIKE, variant="other-scope", expected="none",
         scope="project:lumen-train",
         original="Each Lumen fine-tuning job requests 4 A100 GPUs.",
         date="2025-10-19",
         later=(user("Each fine-tuning job requests 16 H100 GPUs.", "2026-01-09", scope="project:tidal-llm"),)),
    Case(name="p75-look-routine-registry", family=LOOKALIKE, variant="routine", expected="none",
         scope="project:quarry-registry",
         original="Quarry tracks its model versions in an MLflow model registry.",
         date="2025-08-02",
         later=(agent("Registered churn-model v14 in MLflow and attached the eval report; staging tests green.", "2026-01-28"),)),
    Case(name="p75-look-agreement-airflow", family=LOOKALIKE, variant="agreement", expected="none",
         scope="project:lumen-train",
         original="Nightly training runs for Lumen are scheduled with Airflow.",
         date="2025-05-20",
         later=(agent("Checked the scheduler: the nightly retrain is still the `lumen_nightly` Airflow DAG, running at 02:00 UTC.", "2026-01-14", contradicts=False),)),
    Case(name="p75-look-refinement-artifacts", family=LOOKALIKE, variant="refinement", expected="none",
         scope="project:quarry-registry",
         original="Quarry stores model artifacts in the `s3://quarry-models` bucket.",
         date="2025-04-02",
         later=(user("Artifacts in s3://quarry-models are laid out as <model>/<version>/ with versioning enabled on the bucket.", "2026-02-02"),)),
    # -- Fresh probe 76 (written by a helper who had not seen the rules; simple style, transit; on arrival: 8/16, 7/16 at the session-start code; one look-alike touched) --
    # ---- technology ----
    Case(name="p76-arrivals-feed-kafka", family="technology", expected="update",
         scope="project:transitpulse-rt",
         original="The realtime arrivals feed ingests vehicle positions through a RabbitMQ exchange.",
         date="2025-04-11",
         later=(
             agent("Ripped out the RabbitMQ consumer in ingest/; AVL pings now come in over Kafka topic avl.positions.", "2026-01-08"),
             user("Yeah, Kafka is the ingest path going forward, RabbitMQ box gets decommissioned Friday.", "2026-01-09"),
         )),
    Case(name="p76-tripplanner-routing-engine", family="technology", expected="update",
         scope="project:wayfinder-planner",
         original="The trip planner computes itineraries with OpenTripPlanner 1.x.",
         date="2025-06-03",
         later=(
             user("We finished the cutover to MOTIS last sprint, OTP is gone from prod.", "2026-02-02"),
         )),
    Case(name="p76-fares-payment-processor", family="technology", expected="update",
         scope="project:farebox-cloud",
         original="Card top-ups on the fare system are processed by Braintree.",
         date="2025-03-19",
         later=(
             agent("Top-up flow calls Adyen's /payments endpoint since the Q4 migration; Braintree SDK removed from package.json.", "2026-01-21"),
         )),
    Case(name="p76-gtfs-store-db", family="technology", expected="conflict",
         scope="project:transitpulse-rt",
         original="Static GTFS schedule data is stored in a MySQL database.",
         date="2025-05-27",
         later=(
             agent("Checked loader/gtfs_import.py: it bulk-copies stops.txt and stop_times.txt into the DuckDB file at data/gtfs.duckdb.", "2026-01-30"),
             agent("Schedule queries in the API go straight to that DuckDB file too.", "2026-01-30"),
         )),

    # ---- setting ----
    Case(name="p76-feed-poll-interval", family="setting", expected="update",
         scope="project:transitpulse-rt",
         original="The arrivals feed polls the AVL vendor every 30 seconds.",
         date="2025-07-14",
         later=(
             user("Vendor raised our quota, so I dropped the AVL poll to 10s.", "2026-01-05"),
         )),
    Case(name="p76-planner-max-transfers", family="setting", expected="conflict",
         scope="project:wayfinder-planner",
         original="The trip planner allows at most 3 transfers per itinerary.",
         date="2025-08-22",
         later=(
             agent("Reading routing.yaml: max_transfers: 5.", "2026-02-11"),
         )),
    Case(name="p76-fare-cap-amount", family="setting", expected="update",
         scope="project:farebox-cloud",
         original="The daily fare cap for adult riders is $6.00.",
         date="2025-02-10",
         later=(
             user("Board approved the new tariff: adult daily cap goes to $7.50 starting March 1.", "2026-01-27"),
             agent("Bumped DAILY_CAP_ADULT_CENTS to 750 in fares/config.py per the tariff change.", "2026-02-28"),
         )),

    # ---- policy ----
    Case(name="p76-feed-auth-policy", family="policy", expected="update",
         scope="project:transitpulse-rt",
         original="Third-party apps must present an API key to read the public arrivals feed.",
         date="2025-09-04",
         later=(
             user("Open data mandate passed: the GTFS-rt arrivals feed no longer requires a key, anyone can hit it.", "2026-01-16"),
         )),
    Case(name="p76-planner-deploy-freeze", family="policy", expected="update",
         scope="project:wayfinder-planner",
         original="We never deploy the trip planner on a Friday.",
         date="2025-10-01",
         later=(
             user("With canaries and auto-rollback in place we're fine shipping the planner on Fridays now.", "2026-02-06"),
         )),
    Case(name="p76-fares-pci-review", family="policy", expected="conflict",
         scope="project:farebox-cloud",
         original="Every change to the fare-payment module has to get a security review before merge.",
         date="2025-04-30",
         later=(
             agent("CONTRIBUTING.md for farebox: payment-module PRs merge on one regular approval, no security sign-off required.", "2026-01-13"),
         )),

    # ---- rename ----
    Case(name="p76-rename-arrivals-service", family="rename", expected="update",
         scope="project:transitpulse-rt",
         original="The service that predicts stop arrivals is called eta-engine.",
         date="2025-06-18",
         later=(
             agent("eta-engine got renamed to arrival-predictor; updated the helm chart and Grafana dashboards to match.", "2026-01-19"),
         )),
    Case(name="p76-rename-fares-table", family="rename", expected="update",
         scope="project:farebox-cloud",
         original="Tap-on events are written to the taps table.",
         date="2025-03-02",
         later=(
             user("Heads up, the migration 0042 landed: taps is now validation_events.", "2026-02-03"),
             agent("Switched the reconciliation job's SELECT to validation_events after 0042.", "2026-02-04"),
         )),
    Case(name="p76-rename-planner-cli", family="rename", expected="conflict",
         scope="project:wayfinder-planner",
         original="The graph for the trip planner is rebuilt with the `wf build-graph` command.",
         date="2025-11-09",
         later=(
             agent("To rebuild the routing graph run `wayfinder graph compile --region metro`.", "2026-01-24"),
         )),

    # ---- move ----
    Case(name="p76-move-gtfs-feeds-dir", family="move", expected="update",
         scope="project:transitpulse-rt",
         original="Downloaded GTFS zip files live in /srv/gtfs/incoming.",
         date="2025-08-05",
         later=(
             agent("Relocated the GTFS download target to s3://tp-gtfs-raw/incoming/; the /srv/gtfs path is empty now.", "2026-01-11"),
         )),
    Case(name="p76-move-fare-rules-config", family="move", expected="update",
         scope="project:farebox-cloud",
         original="Fare rules are defined in config/fare_rules.json.",
         date="2025-05-12",
         later=(
             user("We pulled fare rules out of the repo; they're served from the tariff-admin service now.", "2026-01-29"),
         )),
    Case(name="p76-move-planner-repo", family="move", expected="conflict",
         scope="project:wayfinder-planner",
         original="The trip planner frontend code is in the gitlab.metrotransit.local/web/planner-ui repo.",
         date="2025-07-01",
         later=(
             agent("Cloned github.com/metro-transit/journey-web for the planner UI work; that's where the frontend source is.", "2026-02-09"),
         )),

    # ---- lookalikes ----
    Case(name="p76-la-refinement-feed-format", family=LOOKALIKE, expected="none", variant="refinement",
         scope="project:transitpulse-rt",
         original="The arrivals feed is published as GTFS-realtime protobuf.",
         date="2025-06-25",
         later=(
             agent("Feed publishes TripUpdates and VehiclePositions as separate GTFS-rt protobuf endpoints, both gzip'd.", "2026-01-15"),
         )),
    Case(name="p76-la-different-subject-timeout", family=LOOKALIKE, expected="none", variant="different-subject",
         scope="project:wayfinder-planner",
         original="The trip planner API times out requests after 8 seconds.",
         date="2025-09-17",
         later=(
             agent("Geocoder client timeout is 2s; bumped retries to 3 on that client only.", "2026-01-22"),
         )),
    Case(name="p76-la-other-scope-fare-cap", family=LOOKALIKE, expected="none", variant="other-scope",
         scope="project:farebox-cloud",
         original="The weekly fare cap for adult riders is $25.",
         date="2025-04-08",
         later=(
             user("Weekly adult cap is $30 for the regional rail fares.", "2026-01-18", scope="project:railfare-regional"),
         )),
    Case(name="p76-la-routine-feed-work", family=LOOKALIKE, expected="none", variant="routine",
         scope="project:transitpulse-rt",
         original="The arrivals feed is deployed on the k8s cluster in the east region.",
         date="2025-10-20",
         later=(
             agent("Rolled a patch release of the arrivals feed to the east cluster; pods healthy, no config changes.", "2026-02-05"),
         )),
    Case(name="p76-la-agreement-reduced-fare", family=LOOKALIKE, expected="none", variant="agreement",
         scope="project:farebox-cloud",
         original="Seniors and students pay half the adult fare.",
         date="2025-02-26",
         later=(
             user("Confirmed with fare policy team: reduced fare is still 50% of adult for seniors and students.", "2026-01-26", contradicts=False),
         )),
    Case(name="p76-la-different-subject-port", family=LOOKALIKE, expected="none", variant="different-subject",
         scope="project:transitpulse-rt",
         original="The arrivals API listens on port 8080.",
         date="2025-11-14",
         later=(
             agent("Prometheus metrics for the arrivals API are exposed on a separate port, 9102.", "2026-02-12"),
         )),
    # -- Fresh probe 77 (written by a helper who had not seen the rules; simple style, marketplace; measured once on arrival at 46ea812: 9/16, 8/16 at the session-start code) --
    # ---- technology ----
    Case(name="p77-catalog-search-elastic-to-meili", family="technology", expected="update",
         scope="project:bazaarline",
         original="Catalog search in Bazaarline is powered by Elasticsearch.", date="2025-04-08",
         later=(agent("Reindex job now targets Meilisearch; the Elasticsearch cluster was decommissioned last sprint.", "2026-01-09"),)),
    Case(name="p77-seller-kyc-onfido-to-persona", family="technology", expected="update",
         scope="project:sellergate",
         original="Seller identity verification during onboarding goes through Onfido.", date="2025-06-17",
         later=(user("We cut over KYC to Persona this week, Onfido contract ends in March.", "2026-02-03"),
                agent("Updated the webhook handler for Persona inquiry.completed events.", "2026-02-05"))),
    Case(name="p77-orders-queue-rabbit-vs-sqs", family="technology", expected="conflict",
         scope="project:cartwheel-orders",
         original="Order events are published to RabbitMQ.", date="2025-03-22",
         later=(agent("The order-placed event goes onto an SQS FIFO queue, consumers poll it from the fulfillment worker.", "2026-01-20"),)),
    Case(name="p77-returns-labels-shippo-dropped", family="technology", expected="update",
         scope="project:backhaul-returns",
         original="Return shipping labels are generated with the Shippo API.", date="2025-08-30",
         later=(agent("Ripped out the Shippo client; return labels come from EasyPost now.", "2026-01-14"),
                user("Remember to delete the SHIPPO_TOKEN secret from the vault.", "2026-01-15"))),

    # ---- setting ----
    Case(name="p77-listing-image-size-limit", family="setting", expected="update",
         scope="project:bazaarline",
         original="Product listing images are capped at 5 MB per file.", date="2025-05-12",
         later=(user("Bumped the per-image upload cap to 12 MB since sellers kept hitting it with phone photos.", "2026-01-22"),)),
    Case(name="p77-return-window-days", family="setting", expected="conflict",
         scope="project:backhaul-returns",
         original="Buyers can open a return within 30 days of delivery.", date="2025-07-01",
         later=(agent("Return eligibility check: reject if delivered_at is older than 14 days.", "2026-02-10"),)),
    Case(name="p77-payout-api-timeout", family="setting", expected="update",
         scope="project:sellergate",
         original="The seller payout API call times out after 10 seconds.", date="2025-09-04",
         later=(agent("Payout requests were timing out under load, raised the client timeout to 45s.", "2026-01-28"),
                agent("No payout timeouts in the last 48h of logs.", "2026-01-30"))),

    # ---- policy ----
    Case(name="p77-manual-review-new-sellers", family="policy", expected="update",
         scope="project:sellergate",
         original="Every new seller account must be manually reviewed before its first listing goes live.", date="2025-02-19",
         later=(user("Manual review is only for high-risk categories from now on; everyone else gets auto-approved after KYC passes.", "2026-01-06"),)),
    Case(name="p77-no-partial-refunds", family="policy", expected="update",
         scope="project:backhaul-returns",
         original="We never issue partial refunds on returned orders.", date="2025-06-05",
         later=(user("Support can now refund a portion of an order when only some items come back.", "2026-02-12"),
                agent("Added a refund_amount field to the return resolution form.", "2026-02-13"))),
    Case(name="p77-order-edit-after-payment", family="policy", expected="conflict",
         scope="project:cartwheel-orders",
         original="Orders cannot be edited once payment has been captured.", date="2025-10-11",
         later=(agent("Buyers may change the shipping address and swap item variants on a paid order until it is picked.", "2026-01-19"),)),

    # ---- rename ----
    Case(name="p77-rename-inventory-service", family="rename", expected="update",
         scope="project:bazaarline",
         original="Stock levels are owned by the inventory-svc service.", date="2025-03-03",
         later=(agent("inventory-svc got renamed to stockkeeper; updated the helm release name and the service discovery entry.", "2026-01-11"),)),
    Case(name="p77-rename-returns-table", family="rename", expected="conflict",
         scope="project:backhaul-returns",
         original="Return requests are stored in the rma_requests table.", date="2025-08-14",
         later=(agent("Return requests live in the return_cases table; joined it against orders for the weekly report.", "2026-01-25"),)),
    Case(name="p77-rename-cli-command", family="rename", expected="update",
         scope="project:cartwheel-orders",
         original="Ops re-sends stuck order confirmations with the `cw orders resend` command.", date="2025-11-02",
         later=(user("Heads up: `cw orders resend` is gone, it's `cw notify replay` after the CLI restructure.", "2026-02-04"),)),

    # ---- move ----
    Case(name="p77-move-category-taxonomy", family="move", expected="update",
         scope="project:bazaarline",
         original="The category taxonomy is defined in config/taxonomy.yaml in the catalog repo.", date="2025-04-27",
         later=(agent("Taxonomy yaml was relocated into the shared schemas repo under taxonomy/categories.yaml; the old file is removed.", "2026-01-17"),)),
    Case(name="p77-move-onboarding-frontend", family="move", expected="conflict",
         scope="project:sellergate",
         original="The seller onboarding wizard frontend lives in apps/onboarding.", date="2025-09-18",
         later=(agent("Onboarding wizard code is at packages/seller-portal/src/onboarding; fixed the tax ID step there.", "2026-02-06"),)),
    Case(name="p77-move-fraud-rules", family="move", expected="update",
         scope="project:cartwheel-orders",
         original="Order fraud rules are kept in a JSON file bundled with the checkout service.", date="2025-05-30",
         later=(user("We pulled the fraud rules out of the checkout bundle and into the risk-config bucket in S3.", "2026-01-08"),
                agent("Checkout now fetches fraud rules from s3://risk-config/fraud/rules.json on boot.", "2026-01-09"))),

    # ---- lookalike: refinement ----
    Case(name="p77-look-refinement-search", family=LOOKALIKE, expected="none", variant="refinement",
         scope="project:bazaarline",
         original="Catalog search in Bazaarline uses Meilisearch.", date="2025-06-02",
         later=(agent("Meilisearch index for products has typo tolerance on and filterable attributes for brand and price.", "2026-01-13"),)),
    # ---- lookalike: different-subject ----
    Case(name="p77-look-diff-subject-timeout", family=LOOKALIKE, expected="none", variant="different-subject",
         scope="project:sellergate",
         original="The seller payout API call times out after 45 seconds.", date="2025-10-20",
         later=(agent("Set the tax-ID lookup client timeout to 5 seconds.", "2026-01-21"),)),
    # ---- lookalike: other-scope ----
    Case(name="p77-look-other-scope-return-window", family=LOOKALIKE, expected="none", variant="other-scope",
         scope="project:backhaul-returns",
         original="Buyers can open a return within 30 days of delivery.", date="2025-07-15",
         later=(user("Return window is 60 days for this marketplace.", "2026-01-27", scope="project:trellis-market"),)),
    # ---- lookalike: routine ----
    Case(name="p77-look-routine-orders-queue", family=LOOKALIKE, expected="none", variant="routine",
         scope="project:cartwheel-orders",
         original="Order events are published to RabbitMQ.", date="2025-03-28",
         later=(agent("Bumped the RabbitMQ client library to the latest patch and reran the order integration tests; all green.", "2026-01-16"),)),
    # ---- lookalike: agreement ----
    Case(name="p77-look-agreement-manual-review", family=LOOKALIKE, expected="none", variant="agreement",
         scope="project:sellergate",
         original="New sellers in high-risk categories are manually reviewed before going live.", date="2025-11-05",
         later=(user("Confirmed with trust & safety: high-risk category sellers still go through manual review first.", "2026-02-02", contradicts=False),)),
    # ---- lookalike: different-subject ----
    Case(name="p77-look-diff-subject-image-cap", family=LOOKALIKE, expected="none", variant="different-subject",
         scope="project:bazaarline",
         original="Product listing images are capped at 12 MB per file.", date="2025-12-01",
         later=(agent("Seller logo uploads are limited to 2 MB.", "2026-01-29"),)),
    # -- Fresh probe 78 (written by a helper who had not seen the rules; simple style, platform team; on arrival: 6/16, 4/16 at the session-start code) --
    # ---- technology ----
    Case(name="p78-secrets-vault-to-aws-sm", family="technology", expected="update",
         scope="project:keel-platform",
         original="The keel platform stores application secrets in HashiCorp Vault.", date="2025-09-04",
         later=(agent("Cut the last three namespaces over to AWS Secrets Manager; Vault cluster gets decommissioned next sprint.", "2026-01-08"),
                user("App secrets live in AWS Secrets Manager now.", "2026-01-10"),)),
    Case(name="p78-ingress-nginx-to-envoy", family="technology", expected="update",
         scope="project:edgeway-clusters",
         original="Cluster ingress on the platform is handled by ingress-nginx.", date="2025-07-21",
         later=(agent("Rolled Envoy Gateway out to all prod clusters and uninstalled the ingress-nginx Helm release.", "2026-02-03"),)),
    Case(name="p78-tracing-jaeger-to-tempo", family="technology", expected="update",
         scope="project:lumen-observability",
         original="Distributed traces from platform services are shipped to Jaeger.", date="2025-05-12",
         later=(user("We retired Jaeger last month; since the migration, traces go to Grafana Tempo.", "2026-01-19"),
                agent("Updated the runbook links to point at the Tempo datasource instead of the old Jaeger UI.", "2026-01-20"),)),
    Case(name="p78-gitops-argocd-vs-flux", family="technology", expected="conflict",
         scope="project:harbor-deploy",
         original="Deployments to the internal clusters are driven by Argo CD.", date="2025-08-30",
         later=(agent("Flux reconciles the cluster manifests from the platform-gitops repo; run `flux get kustomizations` when a deploy looks stuck.", "2026-02-11"),)),

    # ---- setting ----
    Case(name="p78-template-go-version", family="setting", expected="update",
         scope="project:forge-templates",
         original="The Go service template pins Go 1.21.", date="2025-06-02",
         later=(agent("Bumped go.mod and the builder image in the Go template to 1.23.", "2026-01-06"),)),
    Case(name="p78-prometheus-retention", family="setting", expected="conflict",
         scope="project:lumen-observability",
         original="Prometheus keeps 15 days of metrics on the platform clusters.", date="2025-10-14",
         later=(agent("Prometheus on the platform clusters runs with --storage.tsdb.retention.time=30d.", "2026-01-27"),)),
    Case(name="p78-template-memory-limit", family="setting", expected="conflict",
         scope="project:forge-templates",
         original="The default memory limit for pods generated from the service template is 512Mi.", date="2025-11-03",
         later=(agent("Looked at the chart values.yaml: template default for resources.limits.memory is 1Gi.", "2026-02-05"),
                user("Checkout-api is fine on the default memory limit, no override needed.", "2026-02-06"),)),

    # ---- policy ----
    Case(name="p78-db-cred-rotation-manual", family="policy", expected="update",
         scope="project:vaultline",
         original="Database credentials must be rotated manually by the owning team every 90 days.", date="2025-04-18",
         later=(user("Teams don't need to rotate DB creds by hand anymore; the secrets operator does it automatically.", "2026-01-13"),)),
    Case(name="p78-prod-kubectl-access", family="policy", expected="update",
         scope="project:keel-platform",
         original="Developers never get direct kubectl access to production clusters.", date="2025-03-09",
         later=(user("From now on on-call engineers get break-glass kubectl access to prod through Teleport.", "2026-01-22"),
                agent("Added the oncall-breakglass role binding to the prod clusters per the new access policy.", "2026-01-23"),)),
    Case(name="p78-dashboard-pr-review", family="policy", expected="update",
         scope="project:lumen-observability",
         original="Always open a PR in the dashboards repo before changing a Grafana dashboard.", date="2025-09-25",
         later=(user("We dropped the PR requirement for dashboards; just edit them in the Grafana UI, the sync job commits them back.", "2026-02-02"),)),

    # ---- rename ----
    Case(name="p78-cli-platctl-to-keel", family="rename", expected="update",
         scope="project:keel-platform",
         original="Developers scaffold new services with the `platctl new` command.", date="2025-08-11",
         later=(agent("platctl got renamed to `keel`; scaffolding is `keel create service` these days.", "2026-01-15"),)),
    Case(name="p78-shared-chart-name", family="rename", expected="conflict",
         scope="project:forge-templates",
         original="Services deploy using a shared Helm chart called `base-service`.", date="2025-07-07",
         later=(agent("All workloads in the monorepo depend on the shared `svc-standard` chart from oci://charts.internal/svc-standard.", "2026-02-09"),)),
    Case(name="p78-audit-topic-rename", family="rename", expected="update",
         scope="project:platform-api",
         original="Audit events from the platform API are published to the Kafka topic `platform-audit`.", date="2025-10-01",
         later=(user("Renamed the audit topic to `platform.audit.v2` as part of the topic naming cleanup.", "2026-01-28"),
                agent("Pointed the SIEM consumer at platform.audit.v2.", "2026-01-29"),)),

    # ---- move ----
    Case(name="p78-templates-repo-move", family="move", expected="update",
         scope="project:forge-templates",
         original="Service templates live in the `platform/templates` GitLab repo.", date="2025-05-28",
         later=(agent("Templates were relocated to GitHub under acme-dev/service-templates; the GitLab repo is archived read-only.", "2026-01-05"),)),
    Case(name="p78-otel-collector-config-path", family="move", expected="conflict",
         scope="project:lumen-observability",
         original="The OpenTelemetry collector config is kept in `deploy/otel/collector.yaml`.", date="2025-11-20",
         later=(agent("Edited the collector pipeline in observability/collector/config.yaml, the file the collector config lives in, to drop debug spans.", "2026-02-12"),)),
    Case(name="p78-sops-keys-location", family="move", expected="update",
         scope="project:vaultline",
         original="The SOPS age keys for the staging cluster are kept in the `infra-secrets` S3 bucket.", date="2025-06-16",
         later=(user("We shifted the staging age keys into 1Password (vault Platform-Staging) and deleted the bucket copy.", "2026-01-21"),)),

    # ---- look-alikes ----
    Case(name="p78-la-otel-exporter-detail", family=LOOKALIKE, variant="refinement", expected="none",
         scope="project:platform-api",
         original="The platform API exports metrics via OpenTelemetry.", date="2025-08-19",
         later=(agent("The API's OTel exporter talks OTLP/gRPC to the node-local collector on 4317.", "2026-01-14"),)),
    Case(name="p78-la-replicas-other-service", family=LOOKALIKE, variant="different-subject", expected="none",
         scope="project:payments-gateway",
         original="The payments-gateway service runs 3 replicas in production.", date="2025-09-10",
         later=(agent("Scaled the notification-worker deployment to 6 replicas in prod for the campaign spike.", "2026-01-30"),)),
    Case(name="p78-la-node-pool-cap-sandbox", family=LOOKALIKE, variant="other-scope", expected="none",
         scope="project:keel-platform",
         original="The cluster autoscaler caps node pools at 40 nodes.", date="2025-10-22",
         later=(user("The cluster autoscaler caps node pools at 12 nodes.", "2026-01-17", scope="project:sandbox-clusters"),)),
    Case(name="p78-la-loki-bucket-routine", family=LOOKALIKE, variant="routine", expected="none",
         scope="project:lumen-observability",
         original="Loki stores platform logs in the `obs-logs` GCS bucket.", date="2025-07-30",
         later=(agent("Ran the weekly lifecycle check on obs-logs; chunks past the retention window are being cleaned up as expected.", "2026-02-04"),)),
    Case(name="p78-la-eso-agreement", family=LOOKALIKE, variant="agreement", expected="none",
         scope="project:vaultline",
         original="Secrets are injected into pods by the External Secrets Operator.", date="2025-06-25",
         later=(agent("Confirmed while debugging the checkout deploy: ExternalSecret resources sync values into the pods and the operator is healthy.", "2026-01-09", contradicts=False),)),
    Case(name="p78-la-readiness-probe", family=LOOKALIKE, variant="refinement", expected="none",
         scope="project:forge-templates",
         original="New services get a default liveness probe on `/healthz`.", date="2025-04-02",
         later=(user("The template also adds a readiness probe on `/readyz`, separate from the `/healthz` liveness check.", "2026-01-24"),)),
    # -- Fresh probe 79 (written by a helper who had not seen the rules; simple style, mobile banking; on arrival: 9/16, 7/16 at the session-start code) --
    # ---- technology ----
    Case(name="p79-login-otp-provider", family="technology", expected="update",
         scope="project:pocketbank-mobile",
         original="The login flow sends one-time passcodes through Twilio SMS.", date="2025-04-11",
         later=(
             agent("Touched otp_sender.kt while fixing the resend timer; the passcode path calls Twilio.", "2026-01-08"),
             user("We ripped out Twilio last sprint; OTPs go out via AWS SNS now.", "2026-01-20"),
         )),
    Case(name="p79-push-fcm-to-onesignal", family="technology", expected="update",
         scope="project:ledgerly-app",
         original="Push notifications for Ledgerly are delivered with Firebase Cloud Messaging.", date="2025-06-02",
         later=(
             user("Heads up: notification delivery was migrated to OneSignal, FCM keys can be revoked.", "2026-02-03"),
         )),
    Case(name="p79-adapter-soap-grpc", family="technology", expected="conflict",
         scope="project:corelink-adapter",
         original="The core-banking adapter talks to the mainframe over SOAP.", date="2025-03-19",
         later=(
             agent("Regenerated the adapter stubs from corebank.proto; every mainframe call in the adapter is a gRPC unary RPC.", "2026-01-15"),
         )),
    Case(name="p79-transfers-queue-tech", family="technology", expected="update",
         scope="project:swiftpay-transfers",
         original="Outgoing transfers are queued in RabbitMQ before settlement.", date="2025-08-27",
         later=(
             agent("Settlement worker tests green after the broker cutover.", "2026-01-09"),
             user("RabbitMQ is gone from the transfer pipeline; we replaced it with Kafka topics in December.", "2026-01-12"),
         )),

    # ---- setting ----
    Case(name="p79-session-timeout", family="setting", expected="update",
         scope="project:pocketbank-mobile",
         original="The app logs users out after 5 minutes of inactivity.", date="2025-05-14",
         later=(
             user("Compliance signed off on a longer idle window, so auto-logout kicks in at 10 minutes from now on.", "2026-02-10"),
         )),
    Case(name="p79-daily-transfer-cap", family="setting", expected="conflict",
         scope="project:swiftpay-transfers",
         original="The daily transfer limit for unverified accounts is 1,000 EUR.", date="2025-07-07",
         later=(
             agent("Wrote a test for the limit guard: an unverified account gets rejected once its daily total passes 2,500 EUR.", "2026-01-22"),
         )),
    Case(name="p79-adapter-port", family="setting", expected="update",
         scope="project:corelink-adapter",
         original="The core-banking adapter listens on port 8443.", date="2025-09-30",
         later=(
             agent("Ops bumped the adapter off 8443 because of a clash with the sidecar; it binds 9443 now.", "2026-01-05"),
             agent("Updated the mobile gateway config to point at adapter:9443.", "2026-01-06"),
         )),

    # ---- policy ----
    Case(name="p79-biometric-reprompt", family="policy", expected="update",
         scope="project:pocketbank-mobile",
         original="Every transfer must be confirmed with a fresh biometric prompt.", date="2025-02-18",
         later=(
             user("Product relaxed it: transfers under 50 EUR to saved payees don't need a biometric confirmation anymore.", "2026-01-28"),
         )),
    Case(name="p79-marketing-push-optin", family="policy", expected="conflict",
         scope="project:ledgerly-app",
         original="We never send marketing push notifications to users who haven't explicitly opted in.", date="2025-10-09",
         later=(
             agent("Campaign scheduler targets all installed devices for promo pushes; the opt-in flag isn't checked anywhere in that path and that's by design per the growth spec.", "2026-02-14"),
         )),
    Case(name="p79-adapter-retry-policy", family="policy", expected="update",
         scope="project:corelink-adapter",
         original="The adapter always retries failed posting calls to the core system up to three times.", date="2025-11-03",
         later=(
             agent("Double postings traced to the retry loop.", "2026-01-17"),
             user("Decision: posting calls are no longer retried automatically; failures go to the manual review queue.", "2026-01-19"),
         )),

    # ---- rename ----
    Case(name="p79-notif-service-rename", family="rename", expected="update",
         scope="project:ledgerly-app",
         original="Notification fan-out is handled by the notify-hub service.", date="2025-04-25",
         later=(
             user("notify-hub got renamed to messenger-svc; update your dashboards.", "2026-01-11"),
         )),
    Case(name="p79-transfers-table-rename", family="rename", expected="conflict",
         scope="project:swiftpay-transfers",
         original="Pending transfers are stored in the pending_transfers table.", date="2025-06-16",
         later=(
             agent("Queried transfer_requests to debug a stuck payment; that's the table where pending transfers live, there's no other one in the schema.", "2026-02-01"),
         )),
    Case(name="p79-login-package-rename", family="rename", expected="update",
         scope="project:pocketbank-mobile",
         original="Login screens live in the com.pocketbank.auth package.", date="2025-08-04",
         later=(
             agent("Refactor merged: com.pocketbank.auth is now com.pocketbank.identity; all login screens moved with it.", "2026-01-26"),
         )),

    # ---- move ----
    Case(name="p79-adapter-config-location", family="move", expected="update",
         scope="project:corelink-adapter",
         original="The adapter reads its connection settings from config/corebank.yaml.", date="2025-05-21",
         later=(
             agent("Connection settings were relocated to deploy/helm/values-corebank.yaml; the old config/ file was deleted.", "2026-01-13"),
         )),
    Case(name="p79-push-templates-dir", family="move", expected="conflict",
         scope="project:ledgerly-app",
         original="Push notification templates are kept under res/templates/push.", date="2025-09-12",
         later=(
             agent("Edited the low-balance alert copy in assets/notifications/push/low_balance.json, which is where all push templates sit.", "2026-02-06"),
         )),
    Case(name="p79-transfers-repo-move", family="move", expected="update",
         scope="project:swiftpay-transfers",
         original="The transfer engine source lives in the swiftpay-monorepo under services/transfers.", date="2025-03-03",
         later=(
             user("We split the transfer engine out into its own repo, swiftpay/transfer-engine; the monorepo folder is archived.", "2026-01-18"),
             agent("Cloned swiftpay/transfer-engine and re-ran the settlement suite there.", "2026-01-19"),
         )),

    # ---- look-alike: refinement ----
    Case(name="p79-la-otp-refinement", family=LOOKALIKE, variant="refinement", expected="none",
         scope="project:pocketbank-mobile",
         original="The login flow requires a six-digit one-time passcode.", date="2025-07-15",
         later=(
             agent("The six-digit OTP expires after 90 seconds and can be resent twice.", "2026-01-10"),
         )),

    # ---- look-alike: different-subject ----
    Case(name="p79-la-port-other-service", family=LOOKALIKE, variant="different-subject", expected="none",
         scope="project:corelink-adapter",
         original="The core-banking adapter listens on port 8443.", date="2025-06-09",
         later=(
             agent("The fraud-scoring sidecar listens on port 9090.", "2026-01-21"),
         )),

    # ---- look-alike: other-scope ----
    Case(name="p79-la-timeout-other-project", family=LOOKALIKE, variant="other-scope", expected="none",
         scope="project:pocketbank-mobile",
         original="The app logs users out after 5 minutes of inactivity.", date="2025-08-19",
         later=(
             user("The app logs users out after 15 minutes of inactivity.", "2026-01-24",
                  scope="project:vaultly-business"),
         )),

    # ---- look-alike: routine ----
    Case(name="p79-la-transfers-routine", family=LOOKALIKE, variant="routine", expected="none",
         scope="project:swiftpay-transfers",
         original="Outgoing transfers are queued in RabbitMQ before settlement.", date="2025-10-21",
         later=(
             agent("Bumped the RabbitMQ client lib to the latest patch and reran the transfer integration tests; all green.", "2026-01-07"),
         )),

    # ---- look-alike: agreement ----
    Case(name="p79-la-push-agreement", family=LOOKALIKE, variant="agreement", expected="none",
         scope="project:ledgerly-app",
         original="Push notifications for Ledgerly are delivered with Firebase Cloud Messaging.", date="2025-11-11",
         later=(
             agent("Checked the delivery path again: pushes still go through FCM, nothing else is wired in.", "2026-02-02",
                   contradicts=False),
         )),

    # ---- look-alike: different-subject (extra) ----
    Case(name="p79-la-limit-other-account-type", family=LOOKALIKE, variant="different-subject", expected="none",
         scope="project:swiftpay-transfers",
         original="The daily transfer limit for unverified accounts is 1,000 EUR.", date="2025-04-02",
         later=(
             user("The daily transfer limit for verified business accounts is 50,000 EUR.", "2026-01-30"),
         )),
    # -- Fresh probe 80 (written by a helper who had not seen the rules; simple style, video streaming; on arrival: 6/16, 6/16 at the session-start code) --
    # ---- technology ----
    Case(name="p80-transcode-ffmpeg-to-mediaconvert", family="technology", expected="update",
         scope="project:reelforge-transcoder",
         original="The transcoding pipeline runs FFmpeg on self-managed EC2 workers.", date="2025-05-14",
         later=(agent("Ported the ladder jobs onto AWS Elemental MediaConvert; the EC2 FFmpeg fleet was decommissioned last week.", "2026-01-09"),)),
    Case(name="p80-cdn-cloudfront-to-fastly", family="technology", expected="update",
         scope="project:streamline-edge",
         original="Video segments are delivered to viewers through CloudFront.", date="2025-03-02",
         later=(agent("Purging a stale manifest on the edge, ticket VID-2211.", "2026-01-20"),
                user("We cut edge delivery over to Fastly in January, the CloudFront distribution is retired.", "2026-01-28"))),
    Case(name="p80-recs-spark-to-flink", family="technology", expected="conflict",
         scope="project:pickwise-recs",
         original="Recommendation features are computed by nightly Spark batch jobs.", date="2025-07-21",
         later=(agent("Rec features come from a Flink streaming job consuming the watch-events topic in near real time.", "2026-02-03"),)),
    Case(name="p80-tvapp-rn-to-lightning", family="technology", expected="update",
         scope="project:couchview-tv",
         original="The smart TV app is built with React Native for TV.", date="2025-04-11",
         later=(user("Dropped React Native for the TV app; 4.0 was a rewrite on Lightning JS.", "2026-01-15"),
                agent("Lightning build passes on the Tizen and webOS emulators.", "2026-01-16"))),

    # ---- setting ----
    Case(name="p80-hls-segment-length", family="setting", expected="conflict",
         scope="project:reelforge-transcoder",
         original="HLS segments are cut at 6 seconds.", date="2025-06-30",
         later=(agent("Segment length is 4s across every rendition in the packager output.", "2026-02-11"),)),
    Case(name="p80-manifest-ttl", family="setting", expected="update",
         scope="project:streamline-edge",
         original="The CDN caches playlist manifests for 60 seconds.", date="2025-08-19",
         later=(user("Lowered manifest TTL at the edge to 2 seconds so low-latency live works.", "2026-01-07"),)),
    Case(name="p80-recs-api-timeout", family="setting", expected="update",
         scope="project:pickwise-recs",
         original="Home screen calls to the recommendations API time out after 250 ms.", date="2025-09-05",
         later=(agent("After the p99 regression the home rail got an 800 ms budget for the recs call; config change merged.", "2026-02-18"),)),

    # ---- policy ----
    Case(name="p80-drm-every-title", family="policy", expected="update",
         scope="project:vaultreel-packaging",
         original="Every title must be encrypted with Widevine before it is published.", date="2025-02-25",
         later=(user("Free ad-supported titles don't need DRM anymore, we publish those in the clear.", "2026-01-22"),)),
    Case(name="p80-no-friday-tv-releases", family="policy", expected="update",
         scope="project:couchview-tv",
         original="We never submit TV app releases to the stores on Fridays.", date="2025-10-02",
         later=(user("From now on Friday store submissions are ok as long as staged rollout starts at 5%.", "2026-01-14"),)),
    Case(name="p80-recs-model-manual-review", family="policy", expected="conflict",
         scope="project:pickwise-recs",
         original="Each new recommendation model requires a manual A/B review before rollout.", date="2025-05-09",
         later=(agent("Candidate models get promoted to prod automatically once offline NDCG beats the incumbent; nobody signs off by hand.", "2026-03-01"),)),

    # ---- rename ----
    Case(name="p80-transcode-queue-rename", family="rename", expected="update",
         scope="project:reelforge-transcoder",
         original="Transcode jobs are enqueued on the transcode-jobs SQS queue.", date="2025-04-17",
         later=(agent("Queue is called encode-requests now; the old transcode-jobs name went away in the infra cleanup.", "2026-01-26"),)),
    Case(name="p80-thumbnailer-rename", family="rename", expected="update",
         scope="project:framebox-thumbs",
         original="The thumbnail extraction service is named thumbnailer.", date="2025-11-12",
         later=(user("thumbnailer became frame-grabber when we split it out of the monolith.", "2026-02-06"),
                agent("Updated the Helm values to point at frame-grabber.", "2026-02-07"))),
    Case(name="p80-watch-history-table", family="rename", expected="conflict",
         scope="project:pickwise-recs",
         original="Viewing history is stored in the watch_history table.", date="2025-06-03",
         later=(agent("Viewing history rows live in the playback_events table of the recs database.", "2026-01-30"),)),

    # ---- move ----
    Case(name="p80-ladder-config-move", family="move", expected="update",
         scope="project:reelforge-transcoder",
         original="The encoding ladder definitions live in config/ladders.yaml in the transcoder repo.", date="2025-07-08",
         later=(agent("Relocated ladder presets to presets/abr/ladder.json and deleted config/ladders.yaml.", "2026-02-20"),)),
    Case(name="p80-roku-repo-move", family="move", expected="update",
         scope="project:couchview-tv",
         original="The Roku channel source is kept in the couchview/roku-channel repository.", date="2025-03-27",
         later=(user("Roku code has been folded into the tv-apps monorepo under apps/roku.", "2026-01-11"),)),
    Case(name="p80-edge-certs-location", family="move", expected="conflict",
         scope="project:streamline-edge",
         original="Edge TLS certificates are stored in Vault at secret/cdn/tls.", date="2025-09-23",
         later=(agent("Edge TLS certs get pulled from AWS Secrets Manager under cdn/edge-certs at deploy.", "2026-02-14"),)),

    # ---- look-alikes ----
    Case(name="p80-h264-ladder-detail", family=LOOKALIKE, expected="none", variant="refinement",
         scope="project:reelforge-transcoder",
         original="The transcoder outputs H.264 renditions for all titles.", date="2025-08-01",
         later=(agent("Top rung of the H.264 ladder is 1080p at 6 Mbps, bottom is 240p at 300 kbps.", "2026-01-19"),)),
    Case(name="p80-firetv-api-level", family=LOOKALIKE, expected="none", variant="different-subject",
         scope="project:couchview-tv",
         original="The Android TV app targets API level 31.", date="2025-06-16",
         later=(agent("The Fire TV build targets API level 28.", "2026-02-02"),)),
    Case(name="p80-recs-port-other-project", family=LOOKALIKE, expected="none", variant="other-scope",
         scope="project:pickwise-recs",
         original="The recommendations service listens on port 8085.", date="2025-10-20",
         later=(agent("Recommendations service listens on port 9090.", "2026-01-24", scope="project:tunein-radio-recs"),)),
    Case(name="p80-frame-grabber-routine", family=LOOKALIKE, expected="none", variant="routine",
         scope="project:framebox-thumbs",
         original="Thumbnails are generated by the frame-grabber service at 10-second intervals.", date="2025-12-04",
         later=(agent("Fixed a flaky test in frame-grabber and bumped its base image; no behaviour change.", "2026-02-12"),)),
    Case(name="p80-http3-confirmed", family=LOOKALIKE, expected="none", variant="agreement",
         scope="project:streamline-edge",
         original="The CDN serves video over HTTP/3 with HTTP/2 fallback.", date="2025-11-03",
         later=(user("Checked with the edge team: HTTP/3 is on and clients fall back to h2.", "2026-01-27", contradicts=False),)),
    Case(name="p80-search-model-retrain", family=LOOKALIKE, expected="none", variant="different-subject",
         scope="project:pickwise-recs",
         original="The recommendation model is retrained every Sunday.", date="2025-09-14",
         later=(agent("The search ranking model retrains every night at 02:00 UTC.", "2026-02-09"),)),
    # -- Sealed probe 67 (written by a helper at the session's start and sealed: measured once, at the final code 09d64fa: 11/16, 7/16 at the session-start code; no look-alike touched) --
    # ---- technology ----
    Case(name="p67-tech-matchmaker-redis-to-nats", family="technology", expected="update",
         scope="project:skyforge-matchmaker",
         original="The matchmaker publishes lobby events over Redis pub/sub.", date="2025-04-11",
         later=(agent("Ripped out the Redis pub/sub layer in the matchmaker; lobby events now go through NATS JetStream.", "2026-01-08"),
                user("Yeah, NATS is the event bus for lobbies going forward.", "2026-01-09"),)),
    Case(name="p67-tech-build-jenkins-to-buildkite", family="technology", expected="update",
         scope="project:ironvale-build",
         original="Nightly client builds for Ironvale run on our self-hosted Jenkins.", date="2025-06-02",
         later=(user("We finished migrating the nightly client builds off Jenkins, Buildkite agents handle them now.", "2026-01-15"),)),
    Case(name="p67-tech-asset-compression-oodle", family="technology", expected="conflict",
         scope="project:ember-assets",
         original="Texture packs in the Ember asset pipeline are compressed with zstd.", date="2025-03-19",
         later=(agent("Checked the cooker config: texture packs get Oodle Kraken compression at level 6.", "2026-02-03"),)),
    Case(name="p67-tech-leaderboard-dynamodb", family="technology", expected="update",
         scope="project:grimhollow-online",
         original="Grimhollow's leaderboard scores are stored in MongoDB.", date="2025-08-14",
         later=(agent("Leaderboard writes were cut over to DynamoDB last sprint; the old Mongo collection is read-only until it gets deleted.", "2026-01-20"),
                agent("Dropped the leftover Mongo driver from the leaderboard service's requirements.", "2026-01-27"),)),

    # ---- setting ----
    Case(name="p67-set-tickrate", family="setting", expected="update",
         scope="project:skyforge-matchmaker",
         original="Dedicated servers for ranked matches run at a 30 Hz tick rate.", date="2025-05-07",
         later=(user("Bumped ranked servers to 60Hz tick after the netcode review.", "2026-01-12"),)),
    Case(name="p67-set-relay-port", family="setting", expected="conflict",
         scope="project:voidline-relay",
         original="The Voidline voice relay listens on UDP port 9350.", date="2025-09-22",
         later=(agent("Opened UDP 27015 in the security group so clients can reach the voice relay.", "2026-01-06"),
                agent("Voice relay healthcheck hits udp/27015, green in staging.", "2026-01-07"),)),
    Case(name="p67-set-bundle-size-cap", family="setting", expected="update",
         scope="project:ember-assets",
         original="Each downloadable asset bundle is capped at 200 MB.", date="2025-02-28",
         later=(agent("Raised the per-bundle ceiling to 512 MB; console cert allows it now and it cuts our bundle count in half.", "2026-02-10"),)),

    # ---- policy ----
    Case(name="p67-pol-manual-cert-smoke", family="policy", expected="update",
         scope="project:ironvale-build",
         original="Every release candidate must pass a manual smoke test on devkits before it goes to cert.", date="2025-07-15",
         later=(user("Automated devkit smoke suite replaced the manual pass, nobody has to sit and click through RCs anymore before cert.", "2026-01-22"),)),
    Case(name="p67-pol-no-friday-deploys", family="policy", expected="conflict",
         scope="project:grimhollow-online",
         original="Game server deploys are never done on Fridays.", date="2025-10-03",
         later=(agent("Scheduled the regular weekly game server deploy window for Friday 14:00 UTC per the ops calendar.", "2026-01-16"),)),
    Case(name="p67-pol-lfs-for-source-art", family="policy", expected="update",
         scope="project:ember-assets",
         original="Source art files are always committed through Git LFS.", date="2025-01-30",
         later=(agent("Source art no longer goes into Git LFS; the team moved it all to the Perforce depot and LFS tracking was removed from .gitattributes.", "2026-01-05"),
                user("Right, only Perforce for PSDs and FBX files from here on.", "2026-01-06"),)),

    # ---- rename ----
    Case(name="p67-ren-queue-name", family="rename", expected="update",
         scope="project:skyforge-matchmaker",
         original="Match results are pushed onto the SQS queue match-results-prod.", date="2025-06-18",
         later=(agent("Renamed the queue match-results-prod to skyforge-match-outcomes to fit the new naming scheme; updated producers and consumers.", "2026-01-13"),)),
    Case(name="p67-ren-cli-tool", family="rename", expected="update",
         scope="project:ember-assets",
         original="Artists repack assets with the `assetpak` command.", date="2025-04-25",
         later=(user("assetpak is now called `emberpack`, the old alias was removed in 3.0.", "2026-01-19"),)),
    Case(name="p67-ren-inventory-table", family="rename", expected="conflict",
         scope="project:grimhollow-online",
         original="Player inventories live in the `player_items` table.", date="2025-09-09",
         later=(agent("Player inventory rows are in `inventory_slots`; query with the character_id index.", "2026-02-01"),)),

    # ---- move ----
    Case(name="p67-mov-server-config", family="move", expected="update",
         scope="project:voidline-relay",
         original="The relay's runtime config is read from /etc/voidline/relay.toml.", date="2025-05-12",
         later=(agent("Relay config now ships inside the container at /app/config/relay.toml; /etc/voidline is gone from the image.", "2026-01-11"),)),
    Case(name="p67-mov-shader-dir", family="move", expected="update",
         scope="project:ironvale-build",
         original="Shader sources for Ironvale are kept under Engine/Shaders/Custom.", date="2025-08-01",
         later=(agent("Moved the custom shaders out of Engine/Shaders/Custom into Plugins/IronvaleRendering/Shaders so engine upgrades stop clobbering them.", "2026-01-24"),
                agent("Fixed the shader include paths after the relocation; build is green.", "2026-01-24"),)),
    Case(name="p67-mov-netcode-repo", family="move", expected="conflict",
         scope="project:grimhollow-online",
         original="The rollback netcode library lives in the grimhollow-core monorepo.", date="2025-11-04",
         later=(user("Rollback netcode is its own repo, github.com/hollowworks/rollback-net, pulled in as a submodule.", "2026-01-29"),)),

    # ---- look-alikes ----
    Case(name="p67-la-refinement-matchmaker-redis", family=LOOKALIKE, expected="none", variant="refinement",
         scope="project:skyforge-matchmaker",
         original="The matchmaker keeps its player queue state in Redis.", date="2025-04-11",
         later=(agent("Matchmaker's Redis queue keys use a 90s TTL and are sharded by region.", "2026-01-14"),)),
    Case(name="p67-la-different-subject-tickrate", family=LOOKALIKE, expected="none", variant="different-subject",
         scope="project:skyforge-matchmaker",
         original="Dedicated servers for ranked matches run at a 30 Hz tick rate.", date="2025-05-07",
         later=(agent("The practice-range servers run at 20 Hz since they host bots only.", "2026-01-18"),)),
    Case(name="p67-la-other-scope-bundle-cap", family=LOOKALIKE, expected="none", variant="other-scope",
         scope="project:ember-assets",
         original="Each downloadable asset bundle is capped at 200 MB.", date="2025-02-28",
         later=(user("Downloadable asset bundles are capped at 1 GB.", "2026-01-21", scope="project:tidebreak-mobile"),)),
    Case(name="p67-la-routine-build-jenkins", family=LOOKALIKE, expected="none", variant="routine",
         scope="project:ironvale-build",
         original="Nightly client builds for Ironvale run on our self-hosted Jenkins.", date="2025-06-02",
         later=(agent("Nightly Jenkins build failed on a missing texture ref; fixed the reference and re-triggered, passed.", "2026-01-09"),)),
    Case(name="p67-la-agreement-friday-deploys", family=LOOKALIKE, expected="none", variant="agreement",
         scope="project:grimhollow-online",
         original="Game server deploys are never done on Fridays.", date="2025-10-03",
         later=(user("Reminder for the new folks: still no game server deploys on Friday, push it to Monday.", "2026-01-23", contradicts=False),)),
    Case(name="p67-la-different-subject-relay-port", family=LOOKALIKE, expected="none", variant="different-subject",
         scope="project:voidline-relay",
         original="The Voidline voice relay listens on UDP port 9350.", date="2025-09-22",
         later=(agent("The relay's admin metrics endpoint is on TCP 9102.", "2026-01-26"),)),
    # -- Sealed probe 68 (written by a helper at the session's start and sealed: measured once, at the final code 09d64fa: 10/16, 6/16 at the session-start code; no look-alike touched) --
    # ---- technology ----
    Case(name="p68-claims-intake-queue-tech", family="technology", expected="update",
         scope="project:claimflow",
         original="The claims intake service publishes new claim events to RabbitMQ.",
         date="2025-04-11",
         later=(
             agent("Cut the intake publisher over to Kafka last sprint; the old RabbitMQ exchange is drained and scheduled for teardown.", "2026-01-08"),
         )),
    Case(name="p68-docvault-blob-tech", family="technology", expected="update",
         scope="project:docvault",
         original="Scanned policy documents in DocVault are stored on a NetApp file share.",
         date="2025-03-02",
         later=(
             user("We finished migrating all scanned policy docs off the NetApp share; everything lives in S3 now.", "2026-01-19"),
             agent("Removed the SMB mount from the docvault-worker Helm chart since nothing reads from the share anymore.", "2026-01-21"),
         )),
    Case(name="p68-adjuster-portal-frontend-tech", family="technology", expected="conflict",
         scope="project:adjuster-desk",
         original="The adjuster portal frontend is built with Angular.",
         date="2025-06-17",
         later=(
             agent("adjuster-desk UI is a React 18 app bootstrapped with Vite; components live under src/features.", "2026-02-03"),
         )),
    Case(name="p68-fraud-scoring-tech", family="technology", expected="update",
         scope="project:fraudlens",
         original="Fraud scores for incoming claims are computed by a rules engine running on Drools.",
         date="2025-05-23",
         later=(
             user("Drools is gone from fraudlens. Scoring runs through the gradient-boosted model served by the scoring API since the January release.", "2026-01-27"),
         )),

    # ---- setting ----
    Case(name="p68-upload-size-setting", family="setting", expected="update",
         scope="project:docvault",
         original="DocVault rejects uploaded claim attachments larger than 25 MB.",
         date="2025-07-09",
         later=(
             agent("Bumped MAX_ATTACHMENT_MB to 100 so adjusters can upload full dashcam clips.", "2026-01-13"),
             user("Confirmed with ops: attachment cap is 100 MB going forward.", "2026-01-15"),
         )),
    Case(name="p68-settlement-api-timeout-setting", family="setting", expected="conflict",
         scope="project:claimflow",
         original="Calls from claimflow to the payments settlement API time out after 30 seconds.",
         date="2025-08-14",
         later=(
             agent("Traced the slow payout in claimflow: the settlement client gives up at 8s and retries twice.", "2026-02-10"),
         )),
    Case(name="p68-admin-console-port-setting", family="setting", expected="conflict",
         scope="project:backoffice-admin",
         original="The internal admin console listens on port 8443.",
         date="2025-02-26",
         later=(
             agent("backoffice-admin serves on :9090 in every environment; the ingress forwards there.", "2026-01-06"),
         )),

    # ---- policy ----
    Case(name="p68-dual-approval-policy", family="policy", expected="update",
         scope="project:claimflow",
         original="Every claim payout above $10,000 must be approved by two senior adjusters.",
         date="2025-01-30",
         later=(
             user("Compliance signed off on single-approver payouts up to $50k from now on; a second senior adjuster isn't needed for those anymore.", "2026-01-22"),
         )),
    Case(name="p68-pii-prod-data-policy", family="policy", expected="update",
         scope="project:docvault",
         original="We never copy production claim documents into the staging environment.",
         date="2025-04-04",
         later=(
             agent("Set up the nightly job that syncs a masked snapshot of prod claim documents into staging, per the new data-handling policy.", "2026-02-05"),
             user("Yes, staging gets masked prod docs now; legal approved it in January.", "2026-02-06"),
         )),
    Case(name="p68-admin-vpn-policy", family="policy", expected="conflict",
         scope="project:backoffice-admin",
         original="Staff must be on the corporate VPN to reach the admin tools.",
         date="2025-09-12",
         later=(
             agent("Admin tools are exposed through the SSO-protected public gateway; no VPN connection is required to reach them.", "2026-01-29"),
         )),

    # ---- rename ----
    Case(name="p68-notify-service-rename", family="rename", expected="update",
         scope="project:claimflow",
         original="Claimant notification emails are sent by the claim-mailer service.",
         date="2025-05-05",
         later=(
             agent("claim-mailer was renamed to claimant-comms when SMS support landed; updated the deploy manifests and alert routes.", "2026-01-10"),
         )),
    Case(name="p68-doc-index-table-rename", family="rename", expected="update",
         scope="project:docvault",
         original="DocVault keeps its document metadata in the doc_index table.",
         date="2025-06-01",
         later=(
             agent("Migration 0142 applied: doc_index is now document_metadata. Old name kept as a view until the reporting jobs are patched.", "2026-01-16"),
         )),
    Case(name="p68-admin-cli-rename", family="rename", expected="conflict",
         scope="project:backoffice-admin",
         original="Support staff reopen closed claims with the `bo-admin reopen` command.",
         date="2025-10-20",
         later=(
             user("To reopen a closed claim, support runs `opsctl claim reopen <id>`.", "2026-02-12"),
         )),

    # ---- move ----
    Case(name="p68-fraud-rules-config-move", family="move", expected="update",
         scope="project:fraudlens",
         original="The fraud threshold configuration lives in config/thresholds.yaml in the fraudlens repo.",
         date="2025-03-18",
         later=(
             agent("Thresholds are no longer in the repo; they were relocated to the central config service under fraudlens/thresholds.", "2026-01-09"),
         )),
    Case(name="p68-claim-templates-dir-move", family="move", expected="update",
         scope="project:claimflow",
         original="Letter templates for claim decisions are kept in the templates/letters directory.",
         date="2025-07-25",
         later=(
             agent("Shifted the decision letter templates into packages/correspondence/templates so the comms service can share them.", "2026-01-23"),
             user("Heads up: templates/letters is empty now, edit them in the correspondence package.", "2026-01-24"),
         )),
    Case(name="p68-admin-repo-move", family="move", expected="update",
         scope="project:backoffice-admin",
         original="The admin tools code is hosted in the legacy Bitbucket workspace.",
         date="2025-08-03",
         later=(
             user("We've moved backoffice-admin to the GitHub org; the Bitbucket repo is archived read-only.", "2026-01-14"),
         )),

    # ---- look-alikes ----
    Case(name="p68-lookalike-refinement-ocr", family=LOOKALIKE, expected="none", variant="refinement",
         scope="project:docvault",
         original="DocVault runs OCR on every uploaded claim document.",
         date="2025-05-12",
         later=(
             agent("OCR in DocVault uses Tesseract with the English and Spanish language packs; handwritten forms go to a manual review queue afterwards.", "2026-01-18"),
         )),
    Case(name="p68-lookalike-different-subject-db", family=LOOKALIKE, expected="none", variant="different-subject",
         scope="project:claimflow",
         original="The claims ledger service uses PostgreSQL as its database.",
         date="2025-02-14",
         later=(
             agent("The claim reporting warehouse sits on Snowflake; dashboards query it nightly.", "2026-01-11"),
         )),
    Case(name="p68-lookalike-other-scope-retention", family=LOOKALIKE, expected="none", variant="other-scope",
         scope="project:docvault",
         original="Closed claim documents are retained for seven years.",
         date="2025-06-30",
         later=(
             user("Closed claim documents are retained for ten years.", "2026-01-20", scope="project:lifeclaims-archive"),
         )),
    Case(name="p68-lookalike-routine-intake", family=LOOKALIKE, expected="none", variant="routine",
         scope="project:claimflow",
         original="The claims intake service validates policy numbers against the policy admin system.",
         date="2025-09-01",
         later=(
             agent("Fixed a flaky test in the intake validator and bumped the HTTP client library; no behavior change.", "2026-01-07"),
             agent("Added a log line when the policy admin lookup returns a 404 for a policy number.", "2026-01-28"),
         )),
    Case(name="p68-lookalike-agreement-sso", family=LOOKALIKE, expected="none", variant="agreement",
         scope="project:backoffice-admin",
         original="The admin console authenticates staff through Okta SSO.",
         date="2025-04-22",
         later=(
             agent("Checked the auth middleware: the admin console still signs staff in via Okta SSO.", "2026-01-30", contradicts=False),
         )),
    Case(name="p68-lookalike-different-subject-port", family=LOOKALIKE, expected="none", variant="different-subject",
         scope="project:fraudlens",
         original="The fraud scoring API listens on port 5000.",
         date="2025-10-07",
         later=(
             agent("Brought up the fraudlens metrics exporter on port 9102 for Prometheus scraping.", "2026-02-02"),
         )),
    # -- Fresh probe 81 (written by a helper who had not seen the rules; simple style, logistics software; measured once on arrival at f7aecb5: 9/16, 9/16 at the session-start code f7aecb5) --
    # ---- technology ----
    Case(name="p81-route-solver-ortools", family="technology", expected="update",
         scope="project:routewise",
         original="The route planner uses Google OR-Tools to solve the delivery vehicle routing problem.",
         date="2025-04-08",
         later=(
             agent("Swapped the VRP backend out for Timefold last sprint; OR-Tools code paths are deleted.", "2026-01-09"),
             user("Yep, Timefold is the solver going forward.", "2026-01-12"),
         )),
    Case(name="p81-scanner-events-mqtt", family="technology", expected="update",
         scope="project:dockhand",
         original="Handheld scanners publish scan events to the backend over MQTT.",
         date="2025-05-21",
         later=(
             user("We retired the MQTT broker; scanners now post scan events over gRPC streams.", "2026-02-03"),
         )),
    Case(name="p81-picklist-cache-memcached", family="technology", expected="conflict",
         scope="project:pickpath",
         original="Pick list generation caches SKU locations in Memcached.",
         date="2025-03-14",
         later=(
             agent("SKU location lookups for pick lists are cached in a Redis cluster (see cache/redis_client.py).", "2026-01-20"),
         )),
    Case(name="p81-fleet-dashboard-angular", family="technology", expected="update",
         scope="project:botyard",
         original="The robot fleet dashboard frontend is written in Angular.",
         date="2025-06-30",
         later=(
             agent("Finished porting the last fleet dashboard views to Svelte.", "2026-01-27"),
             user("Angular is gone from the dashboard repo as of this week.", "2026-01-29"),
         )),

    # ---- setting ----
    Case(name="p81-agv-heartbeat-timeout", family="setting", expected="update",
         scope="project:botyard",
         original="An AGV is marked offline after missing heartbeats for 15 seconds.",
         date="2025-07-11",
         later=(
             user("Bumped the AGV offline threshold to 45 seconds, too many false dropouts near the freezer aisle.", "2026-02-10"),
         )),
    Case(name="p81-wave-size-limit", family="setting", expected="conflict",
         scope="project:pickpath",
         original="Each pick wave contains at most 200 order lines.",
         date="2025-02-17",
         later=(
             agent("Wave builder caps waves at 350 order lines (MAX_WAVE_LINES in wave/config.py).", "2026-01-15"),
         )),
    Case(name="p81-telemetry-port", family="setting", expected="update",
         scope="project:dockhand",
         original="The scanner telemetry collector listens on port 9100.",
         date="2025-08-04",
         later=(
             agent("Telemetry collector moved off 9100 to avoid clashing with node_exporter; it binds 9310 now.", "2026-01-06"),
             agent("Updated the scanner firmware config to point at :9310.", "2026-01-07"),
         )),

    # ---- policy ----
    Case(name="p81-manual-route-approval", family="policy", expected="update",
         scope="project:routewise",
         original="Every generated delivery route must be approved by a dispatcher before drivers receive it.",
         date="2025-05-02",
         later=(
             user("From now on routes go straight to drivers; dispatchers only review the flagged ones.", "2026-02-14"),
         )),
    Case(name="p81-no-friday-firmware", family="policy", expected="conflict",
         scope="project:botyard",
         original="We never push robot firmware updates on Fridays.",
         date="2025-09-19",
         later=(
             agent("Scheduled the weekly robot firmware rollout for Friday 06:00, which is the standard rollout slot.", "2026-01-23"),
         )),
    Case(name="p81-double-scan-pallets", family="policy", expected="update",
         scope="project:dockhand",
         original="Outbound pallets always have to be scanned twice, at staging and at the dock door.",
         date="2025-04-25",
         later=(
             agent("Removed the staging scan step from the outbound flow per ops request.", "2026-01-30"),
             user("Single scan at the dock door is enough now, the staging check is no longer required.", "2026-02-02"),
         )),

    # ---- rename ----
    Case(name="p81-rename-slotting-service", family="rename", expected="update",
         scope="project:shelfmind",
         original="The service that assigns SKUs to bin locations is called slotter.",
         date="2025-06-12",
         later=(
             agent("slotter was renamed to bin-assigner; updated the helm chart and service discovery entries.", "2026-01-18"),
         )),
    Case(name="p81-rename-exceptions-queue", family="rename", expected="conflict",
         scope="project:pickpath",
         original="Short-pick exceptions are sent to the RabbitMQ queue pick.shortages.",
         date="2025-03-03",
         later=(
             agent("Short picks get published on the pick.exceptions.short queue; the replenishment worker consumes from there.", "2026-01-11"),
         )),
    Case(name="p81-rename-cli-command", family="rename", expected="update",
         scope="project:routewise",
         original="Dispatchers rebuild tomorrow's routes with the `rw plan` command.",
         date="2025-10-07",
         later=(
             user("`rw plan` is now `rw routes build`; the old name prints a deprecation error.", "2026-02-20"),
         )),

    # ---- move ----
    Case(name="p81-move-map-files", family="move", expected="update",
         scope="project:botyard",
         original="Warehouse floor maps for robot navigation live in the maps/ directory of the nav repo.",
         date="2025-08-22",
         later=(
             agent("Floor maps relocated to a dedicated floorplans repo; nav now pulls them at build time.", "2026-01-14"),
         )),
    Case(name="p81-move-carrier-config", family="move", expected="conflict",
         scope="project:routewise",
         original="Carrier rate tables are configured in config/carriers.yaml.",
         date="2025-09-01",
         later=(
             agent("Carrier rate tables are read from settings/rates/carriers.toml at startup.", "2026-01-25"),
         )),
    Case(name="p81-move-label-templates", family="move", expected="update",
         scope="project:dockhand",
         original="Shipping label ZPL templates are stored in the dockhand-api repository.",
         date="2025-11-13",
         later=(
             agent("Extracted the ZPL label templates into the shared label-kit package.", "2026-02-05"),
             user("Label templates now come from label-kit, don't edit them in dockhand-api anymore.", "2026-02-06"),
         )),

    # ---- look-alikes ----
    Case(name="p81-look-refine-solver", family=LOOKALIKE, expected="none", variant="refinement",
         scope="project:shelfmind",
         original="The replenishment planner uses a greedy heuristic to pick which bins to restock first.",
         date="2025-05-15",
         later=(
             agent("The greedy restock heuristic sorts bins by days-of-cover and breaks ties on travel distance.", "2026-01-10"),
         )),
    Case(name="p81-look-diffsubj-port", family=LOOKALIKE, expected="none", variant="different-subject",
         scope="project:dockhand",
         original="The dock scheduling API serves on port 8080.",
         date="2025-06-05",
         later=(
             agent("The yard camera ingest service serves on port 8443.", "2026-01-16"),
         )),
    Case(name="p81-look-otherscope-db", family=LOOKALIKE, expected="none", variant="other-scope",
         scope="project:pickpath",
         original="Pick confirmations are stored in PostgreSQL.",
         date="2025-07-22",
         later=(
             user("Pick confirmations are stored in DynamoDB.", "2026-01-21", scope="project:another-project"),
         )),
    Case(name="p81-look-routine-scanner", family=LOOKALIKE, expected="none", variant="routine",
         scope="project:dockhand",
         original="Handheld scanners authenticate to the backend with per-device client certificates.",
         date="2025-09-09",
         later=(
             agent("Rotated the client certs for the 40 scanners in the Reno DC; all devices reconnected fine.", "2026-01-28"),
         )),
    Case(name="p81-look-agree-robots", family=LOOKALIKE, expected="none", variant="agreement",
         scope="project:botyard",
         original="The robot fleet manager is written in Rust.",
         date="2025-04-18",
         later=(
             agent("Confirmed while debugging the charger scheduler: the fleet manager is all Rust, no FFI layer.", "2026-01-19", contradicts=False),
         )),
    Case(name="p81-look-diffsubj-timeout", family=LOOKALIKE, expected="none", variant="different-subject",
         scope="project:routewise",
         original="Route optimization jobs time out after 120 seconds.",
         date="2025-10-20",
         later=(
             agent("Geocoding batch requests time out after 30 seconds.", "2026-02-11"),
         )),
    # -- Fresh probe 82 (written by a helper who had not seen the rules; simple style, healthcare scheduling; measured once on arrival at f7aecb5: 9/16, 9/16 at the session-start code f7aecb5) --
    # ---- technology ----
    Case(name="p82-mirth-to-rust-listener", family="technology", expected="update",
         scope="project:clinic-link",
         original="The clinic-link project receives HL7 v2 ADT feeds through a Mirth Connect interface engine.", date="2025-09-14",
         later=(agent("Ripped out the last Mirth channels this sprint; ADT messages now land in our own Rust MLLP listener behind the ingress.", "2026-01-08"),
                user("Mirth is fully decommissioned as of last Friday, license not renewed.", "2026-01-12"))),
    Case(name="p82-hapi-to-gcp-fhir", family="technology", expected="update",
         scope="project:careloop-charts",
         original="Careloop keeps its FHIR patient chart resources in a self-hosted HAPI FHIR server.", date="2025-07-22",
         later=(user("Over the holidays we migrated chart storage off HAPI and onto a Google Cloud Healthcare API FHIR store.", "2026-01-05"),)),
    Case(name="p82-booking-events-kafka", family="technology", expected="conflict",
         scope="project:slotwise",
         original="Slotwise publishes its appointment booking events to RabbitMQ.", date="2025-10-03",
         later=(agent("Added a retry wrapper around the booking event producer in events/producer.py.", "2026-01-16"),
                agent("Every appointment booking event in slotwise goes onto the Kafka topic bookings.v1; there's no other broker in the stack.", "2026-02-03"))),
    Case(name="p82-reminders-twilio-vonage", family="technology", expected="update",
         scope="project:remindly",
         original="Remindly sends appointment reminder texts through Twilio.", date="2025-08-11",
         later=(agent("Swapped the SMS provider over to Vonage; the Twilio creds can come out of the vault once the last queued batch drains.", "2026-01-20"),)),

    # ---- setting ----
    Case(name="p82-default-slot-length", family="setting", expected="update",
         scope="project:bookwell",
         original="Default appointment slots in the bookwell scheduler are 15 minutes long.", date="2025-06-30",
         later=(user("From now on default slots are 20 minutes; the clinics asked for more buffer between patients.", "2026-01-09"),)),
    Case(name="p82-fhir-export-page-size", family="setting", expected="conflict",
         scope="project:medbridge-export",
         original="The medbridge FHIR export requests bundles with a page size of 100 resources.", date="2025-11-18",
         later=(agent("Bulk pull hits /Patient?_count=500 per page; each bundle comes back with 500 entries until the last one.", "2026-02-11"),)),
    Case(name="p82-mllp-port-rebound", family="setting", expected="update",
         scope="project:intakehub",
         original="Intakehub's HL7 MLLP listener accepts connections on port 2575.", date="2025-09-02",
         later=(agent("Rebound the MLLP listener to 6661 because 2575 collided with the lab vendor's tunnel endpoint.", "2026-01-27"),
                user("Told the lab to point their interface at 6661 going forward.", "2026-01-28"))),

    # ---- policy ----
    Case(name="p82-confirmation-email-optional", family="policy", expected="update",
         scope="project:caresched",
         original="Caresched must always send an email confirmation for every booked appointment.", date="2025-05-20",
         later=(user("We no longer email confirmations by default; patients pick SMS or portal-only at signup now.", "2026-01-15"),)),
    Case(name="p82-overbooking-allowed", family="policy", expected="update",
         scope="project:clinicflow",
         original="The clinicflow scheduler never lets two patients share a provider's time slot.", date="2025-08-27",
         later=(agent("Implemented the overbooking override: front desk can now drop a second patient into any provider slot after ticking the confirm box.", "2026-01-22"),
                user("Product signed off on overbooking, ship it.", "2026-01-23"))),
    Case(name="p82-referral-consent-review", family="policy", expected="conflict",
         scope="project:referralnet",
         original="Every referral that referralnet pushes over FHIR has to pass a manual consent review first.", date="2025-10-09",
         later=(agent("Referrals go out to the partner FHIR endpoint automatically the moment the physician signs them; no human step sits in that path.", "2026-02-06"),)),

    # ---- rename ----
    Case(name="p82-booking-svc-renamed", family="rename", expected="update",
         scope="project:vitaslot",
         original="The vitaslot appointment API is deployed as the booking-svc service.", date="2025-07-08",
         later=(agent("booking-svc got renamed to appointments-api in the helm charts; dashboards filtering on the old name need fixing.", "2026-01-13"),)),
    Case(name="p82-visits-table-encounters", family="rename", expected="update",
         scope="project:ehrsync-warehouse",
         original="Encounter data in the ehrsync warehouse is stored in the visits table.", date="2025-11-04",
         later=(user("Heads up: after the schema cleanup the visits table is called encounters. Old name is gone, update your queries.", "2026-01-19"),)),
    Case(name="p82-lab-results-queue", family="rename", expected="conflict",
         scope="project:pathwaylab",
         original="Inbound lab results for pathwaylab arrive on the SQS queue lab-results-inbound.", date="2025-09-25",
         later=(agent("Result ingestion polls the hl7-oru-inbox SQS queue; that's the only queue the lab gateway drops ORU^R01 messages into.", "2026-02-09"),)),

    # ---- move ----
    Case(name="p82-mapping-templates-moved", family="move", expected="update",
         scope="project:intakebridge",
         original="The HL7-to-FHIR mapping templates for intakebridge live in the config/mappings directory.", date="2025-08-19",
         later=(agent("Relocated the mapping templates to transforms/hl7v2/ so they ship inside the converter package; config/mappings is deleted.", "2026-01-07"),)),
    Case(name="p82-frontend-into-monorepo", family="move", expected="update",
         scope="project:schedulepro",
         original="The schedulepro frontend code is kept in the schedulepro-web GitHub repository.", date="2025-06-12",
         later=(agent("Fixed the date-picker timezone bug in the patient booking form.", "2026-01-21"),
                user("Frontend lives inside the schedulepro monorepo under apps/web these days; schedulepro-web is archived.", "2026-01-28"))),
    Case(name="p82-epic-creds-location", family="move", expected="conflict",
         scope="project:carebridge",
         original="Carebridge reads its Epic integration credentials from /etc/carebridge/epic.yaml.", date="2025-10-14",
         later=(agent("carebridge loads the Epic client ID and private key from secrets/epic.env at startup via dotenv.", "2026-02-14"),)),

    # ---- look-alikes ----
    Case(name="p82-triageq-postgres-detail", family=LOOKALIKE, expected="none", variant="refinement",
         scope="project:triageq",
         original="The triageq service stores appointment records in PostgreSQL.", date="2025-09-09",
         later=(agent("triageq's appointments table sits in the sched schema of the Postgres 15 cluster, partitioned by month.", "2026-01-18"),)),
    Case(name="p82-notifier-retries", family=LOOKALIKE, expected="none", variant="different-subject",
         scope="project:intakehub",
         original="The intakehub HL7 listener retries a failed ACK 3 times.", date="2025-10-21",
         later=(agent("The outbound FHIR subscription notifier in intakehub retries webhook deliveries 5 times with exponential backoff.", "2026-01-30"),)),
    Case(name="p82-reminder-lead-other-project", family=LOOKALIKE, expected="none", variant="other-scope",
         scope="project:bookwell",
         original="The bookwell scheduler sends reminders 24 hours before each appointment.", date="2025-07-15",
         later=(user("Reminders go out 48 hours before each appointment.", "2026-01-26", scope="project:dentaline-portal"),)),
    Case(name="p82-export-rerun-routine", family=LOOKALIKE, expected="none", variant="routine",
         scope="project:medbridge-export",
         original="The medbridge FHIR export runs nightly at 2 AM.", date="2025-11-18",
         later=(agent("Re-ran last night's FHIR export after the OAuth token refresh hiccup; 18k Patient resources pushed, no errors.", "2026-02-02"),)),
    Case(name="p82-fhir-r4-confirmed", family=LOOKALIKE, expected="none", variant="agreement",
         scope="project:clinicflow",
         original="Clinicflow talks to the EHR using FHIR R4.", date="2025-08-27",
         later=(agent("Checked against the vendor sandbox: every clinicflow EHR call goes to the R4 base URL.", "2026-01-29", contradicts=False),)),
    Case(name="p82-twilio-sender-detail", family=LOOKALIKE, expected="none", variant="refinement",
         scope="project:remindly-legacy",
         original="The remindly-legacy service sends reminder texts through Twilio.", date="2025-08-11",
         later=(user("remindly-legacy uses a Twilio toll-free sender for reminders; the messaging service SID is in the ops vault.", "2026-02-04"),)),
    # -- Fresh probe 83 (written by a helper who had not seen the rules; simple style, developer tooling; measured once on arrival at f7aecb5: 12/16, 12/16 at the session-start code f7aecb5) --
    # ---- technology ----
    Case(name="p83-cli-arg-parser", family="technology", expected="update",
         scope="project:forge-cli",
         original="The forge CLI parses its command-line arguments with Click.", date="2025-04-11",
         later=(
             agent("Ported every subcommand over to Typer; Click is gone from the dependency list.", "2026-01-08"),
             user("Heads up: arg parsing in forge is Typer-based now, don't add new Click decorators.", "2026-01-10"),
         )),
    Case(name="p83-ci-runner-backend", family="technology", expected="update",
         scope="project:runway-ci",
         original="Runway CI executes build jobs inside Docker containers on the runner hosts.", date="2025-06-03",
         later=(
             agent("Finished the Firecracker microVM rollout; jobs no longer spin up Docker containers at all.", "2026-02-02"),
         )),
    Case(name="p83-docs-site-generator", family="technology", expected="conflict",
         scope="project:docsmith",
         original="The public docs site is built with MkDocs.", date="2025-03-19",
         later=(
             agent("Ran `npx docusaurus build` to regenerate the docs site and checked the sidebar output.", "2026-01-21"),
             agent("Docs site config lives in docusaurus.config.js; sidebar order is set there.", "2026-01-22"),
         )),
    Case(name="p83-registry-storage", family="technology", expected="update",
         scope="project:crate-depot",
         original="The package registry stores uploaded tarballs on a local NFS share.", date="2025-07-14",
         later=(
             user("We moved tarball storage off NFS and onto S3 last sprint; the share is being decommissioned.", "2026-01-15"),
         )),

    # ---- setting ----
    Case(name="p83-runner-job-timeout", family="setting", expected="update",
         scope="project:runway-ci",
         original="CI jobs on the shared runners are killed after 30 minutes.", date="2025-05-22",
         later=(
             agent("Bumped the shared-runner job timeout to 90 minutes in runner.toml per the monorepo team's request.", "2026-01-05"),
         )),
    Case(name="p83-docs-preview-port", family="setting", expected="conflict",
         scope="project:docsmith",
         original="The local docs preview server listens on port 8000.", date="2025-02-10",
         later=(
             agent("Docs preview is up at http://localhost:4321, hot reload works.", "2026-01-19"),
         )),
    Case(name="p83-registry-upload-limit", family="setting", expected="update",
         scope="project:crate-depot",
         original="The registry rejects package uploads larger than 10 MB.", date="2025-08-01",
         later=(
             user("Upload cap got raised: packages up to 50 MB are accepted from today.", "2026-02-09"),
             agent("Verified a 34 MB wheel publishes fine against staging.", "2026-02-10"),
         )),

    # ---- policy ----
    Case(name="p83-release-signing", family="policy", expected="update",
         scope="project:forge-cli",
         original="Every forge CLI release binary must be signed with the team GPG key before publishing.", date="2025-04-28",
         later=(
             user("Dropping the GPG step: release artifacts get Sigstore attestations from the pipeline instead, so no manual key signing anymore.", "2026-01-12"),
         )),
    Case(name="p83-force-push-main", family="policy", expected="update",
         scope="project:lintkit",
         original="Nobody ever force-pushes to the main branch of lintkit.", date="2025-09-09",
         later=(
             user("From now on maintainers may force-push main to scrub leaked secrets; branch protection has an exception for the maintainers group.", "2026-01-27"),
         )),
    Case(name="p83-docs-pr-review", family="policy", expected="conflict",
         scope="project:docsmith",
         original="Docs-only pull requests always need an approving review from the tech writing team.", date="2025-06-30",
         later=(
             agent("Merged the typo fix in guides/install.md directly; docs-only PRs are self-merge, no writer review required.", "2026-01-16"),
         )),

    # ---- rename ----
    Case(name="p83-cli-binary-name", family="rename", expected="update",
         scope="project:forge-cli",
         original="The CLI is installed as a binary called `forgectl`.", date="2025-03-03",
         later=(
             agent("Binary renamed to `fg`; updated the Homebrew formula and install script accordingly.", "2026-01-07"),
         )),
    Case(name="p83-registry-npm-scope", family="rename", expected="update",
         scope="project:crate-depot",
         original="Our JavaScript SDK is published to npm as @cratedepot/client.", date="2025-10-02",
         later=(
             user("The SDK now ships under @depot/sdk; @cratedepot/client is deprecated with a pointer to the new name.", "2026-02-04"),
         )),
    Case(name="p83-ci-queue-name", family="rename", expected="conflict",
         scope="project:runway-ci",
         original="Pending CI builds are queued on the RabbitMQ queue `build-requests`.", date="2025-07-07",
         later=(
             agent("Scheduler consumes from the `runway.jobs.pending` queue; nothing else reads pending builds.", "2026-01-29"),
         )),

    # ---- move ----
    Case(name="p83-lint-config-location", family="move", expected="update",
         scope="project:lintkit",
         original="Lintkit reads its rules from a .lintkitrc file in the repository root.", date="2025-05-15",
         later=(
             agent("Rule config relocated into the [tool.lintkit] table of pyproject.toml; .lintkitrc support was removed.", "2026-01-13"),
         )),
    Case(name="p83-docs-source-dir", family="move", expected="conflict",
         scope="project:docsmith",
         original="The docs site's Markdown sources live in the docs/ directory of the main repo.", date="2025-01-27",
         later=(
             agent("Edited website/content/reference/cli.md for the new flags; that tree is where all the docs pages are.", "2026-01-20"),
         )),
    Case(name="p83-runner-images-repo", family="move", expected="update",
         scope="project:runway-ci",
         original="Runner base image Dockerfiles are kept in the runway-infra repository.", date="2025-08-19",
         later=(
             user("Runner image Dockerfiles were split out into their own runner-images repo; runway-infra no longer has them.", "2026-01-23"),
         )),

    # ---- lookalike: refinement ----
    Case(name="p83-la-refine-cache", family=LOOKALIKE, expected="none", variant="refinement",
         scope="project:runway-ci",
         original="Runway CI caches dependency downloads between builds.", date="2025-06-12",
         later=(
             agent("Dependency cache is keyed on the lockfile hash and evicted after 7 days unused.", "2026-01-09"),
         )),
    # ---- lookalike: different-subject ----
    Case(name="p83-la-diffsubj-port", family=LOOKALIKE, expected="none", variant="different-subject",
         scope="project:crate-depot",
         original="The registry API server listens on port 8080.", date="2025-04-04",
         later=(
             agent("Metrics exporter sidecar listens on port 9102.", "2026-01-18"),
         )),
    # ---- lookalike: other-scope ----
    Case(name="p83-la-otherscope-node", family=LOOKALIKE, expected="none", variant="other-scope",
         scope="project:docsmith",
         original="The docs site build requires Node 18.", date="2025-09-25",
         later=(
             user("The build requires Node 22.", "2026-01-11", scope="project:other"),
         )),
    # ---- lookalike: routine ----
    Case(name="p83-la-routine-cli", family=LOOKALIKE, expected="none", variant="routine",
         scope="project:forge-cli",
         original="The forge CLI is distributed through a Homebrew tap.", date="2025-05-06",
         later=(
             agent("Cut forge v2.14.1 and bumped the version + sha256 in the Homebrew tap formula.", "2026-01-14"),
         )),
    # ---- lookalike: agreement ----
    Case(name="p83-la-agree-linter", family=LOOKALIKE, expected="none", variant="agreement",
         scope="project:lintkit",
         original="Lintkit's own codebase is type-checked with mypy in strict mode.", date="2025-07-21",
         later=(
             agent("Confirmed CI still runs mypy --strict on lintkit; zero errors on main.", "2026-01-24", contradicts=False),
         )),
    # ---- lookalike: different-subject (extra) ----
    Case(name="p83-la-diffsubj-generator", family=LOOKALIKE, expected="none", variant="different-subject",
         scope="project:docsmith",
         original="The docs site is deployed to Netlify.", date="2025-03-28",
         later=(
             agent("The internal API reference portal deploys to Cloudflare Pages; separate pipeline from the public docs.", "2026-01-26"),
         )),
    # -- Fresh probe 84 (written by a helper who had not seen the rules; simple style, ad-tech; measured once on arrival at f7aecb5: 9/16, 9/16 at the session-start code f7aecb5) --
    # ---- technology ----
    Case(name="p84-bidder-cache-redis-to-aerospike", family="technology", expected="update",
         scope="project:bidstream",
         original="The bidder keeps user segment lookups in Redis.", date="2025-04-11",
         later=(
             agent("Profiled the bid path; segment fetches average 0.8 ms.", "2026-01-08"),
             user("We cut the bidder over to Aerospike for segment lookups last week; Redis is gone from that path.", "2026-01-15"),
         )),
    Case(name="p84-attribution-spark-to-flink", family="technology", expected="update",
         scope="project:touchpoint-attrib",
         original="Multi-touch attribution jobs run as nightly Spark batches.", date="2025-06-03",
         later=(
             agent("Attribution is streaming now — the Flink job replaced the nightly Spark batch as of the Q1 rollout.", "2026-02-02"),
         )),
    Case(name="p84-events-kinesis-vs-kafka", family="technology", expected="conflict",
         scope="project:pixelhub",
         original="Impression and click events are published to Kafka topics.", date="2025-03-19",
         later=(
             agent("Traced a dropped click: the tracker writes impressions and clicks straight into the Kinesis stream `px-events`, there's no Kafka producer anywhere in the service.", "2026-01-21"),
         )),
    Case(name="p84-warehouse-bigquery-dropped", family="technology", expected="update",
         scope="project:spendlens",
         original="Campaign spend reports are queried from BigQuery.", date="2025-08-27",
         later=(
             user("Finance signed off on the Snowflake migration; spend reports come out of Snowflake from here on.", "2026-01-06"),
             agent("Deleted the old BigQuery dataset credentials from the reporting service config.", "2026-01-09"),
         )),

    # ---- setting ----
    Case(name="p84-bid-timeout-ms", family="setting", expected="update",
         scope="project:bidstream",
         original="The bidder gives up on a bid request after 120 ms.", date="2025-05-14",
         later=(
             user("Exchange SLAs tightened, so we lowered the bid deadline to 80 ms.", "2026-01-19"),
         )),
    Case(name="p84-lookback-window-days", family="setting", expected="conflict",
         scope="project:touchpoint-attrib",
         original="Click-through conversions are attributed with a 30-day lookback window.", date="2025-07-02",
         later=(
             agent("Checked attribution.yaml while debugging a report diff: click_lookback_days: 7.", "2026-01-27"),
             agent("Conversions older than a week after the click are dropped by the matcher.", "2026-01-28"),
         )),
    Case(name="p84-qps-cap-per-ssp", family="setting", expected="update",
         scope="project:bidstream",
         original="Each SSP connection is throttled at 50k QPS.", date="2025-09-09",
         later=(
             agent("Raised the per-SSP throttle from 50k to 75k QPS after adding two bidder nodes.", "2026-02-10"),
         )),

    # ---- policy ----
    Case(name="p84-gdpr-consent-bidding", family="policy", expected="update",
         scope="project:bidstream",
         original="We never bid on EU traffic that lacks a TCF consent string.", date="2025-02-20",
         later=(
             user("Legal cleared contextual-only bids, so from now on we do bid on EU requests without a consent string, just without any user data.", "2026-01-13"),
         )),
    Case(name="p84-dedupe-before-load", family="policy", expected="update",
         scope="project:pixelhub",
         original="Raw pixel events must be deduplicated before they are loaded into the warehouse.", date="2025-05-30",
         later=(
             agent("Heads-up: pre-load dedupe isn't required anymore — the warehouse MERGE handles duplicates, so the dedupe step was removed from the loader.", "2026-01-24"),
         )),
    Case(name="p84-creative-manual-review", family="policy", expected="conflict",
         scope="project:adserve-gate",
         original="Every new creative is manually reviewed before it can serve.", date="2025-04-08",
         later=(
             user("Creatives go live the moment the automated scanner passes them; nobody looks at them by hand.", "2026-02-04"),
         )),

    # ---- rename ----
    Case(name="p84-queue-rename-conversions", family="rename", expected="update",
         scope="project:touchpoint-attrib",
         original="Postback conversions land on the SQS queue `conv-postbacks`.", date="2025-06-18",
         later=(
             agent("Renamed the queue `conv-postbacks` to `attrib-conversions-v2`; updated the consumer's env var.", "2026-01-11"),
         )),
    Case(name="p84-table-rename-bids", family="rename", expected="conflict",
         scope="project:spendlens",
         original="Won-auction records are stored in the `auction_wins` table.", date="2025-10-01",
         later=(
             agent("Won auctions are read from `fact_bid_outcomes` (filter outcome = 'won'); there's no `auction_wins` table in the schema.", "2026-01-30"),
         )),
    Case(name="p84-service-rename-pacer", family="rename", expected="update",
         scope="project:budgetflow",
         original="Budget pacing is handled by a service called `pacer`.", date="2025-03-05",
         later=(
             user("FYI `pacer` got rebranded as `spend-governor` when we folded in frequency capping.", "2026-01-17"),
             agent("Pointed the dashboards at the spend-governor metrics namespace.", "2026-01-18"),
         )),

    # ---- move ----
    Case(name="p84-bidder-config-move", family="move", expected="update",
         scope="project:bidstream",
         original="Bidder floor-price rules live in `config/floors.json` in the bidder repo.", date="2025-07-22",
         later=(
             agent("Floor rules were relocated to the central ops-config repo under `bidstream/floors.yaml`; the JSON in the bidder repo was deleted.", "2026-01-23"),
         )),
    Case(name="p84-dbt-models-dir", family="move", expected="conflict",
         scope="project:spendlens",
         original="The dbt models for spend reporting are in `analytics/dbt/models`.", date="2025-11-12",
         later=(
             agent("Spend reporting dbt models sit under `warehouse/transform/models/spend`; `analytics/` only contains notebooks.", "2026-02-06"),
         )),
    Case(name="p84-sdk-repo-move", family="move", expected="update",
         scope="project:pixelhub",
         original="The JavaScript tracking pixel source is kept in the `pixel-js` repository.", date="2025-01-28",
         later=(
             user("We merged pixel-js into the monorepo; the tracker code now lives at `packages/tracker` there.", "2026-01-10"),
         )),

    # ---- look-alikes ----
    Case(name="p84-la-refinement-redis", family=LOOKALIKE, variant="refinement", expected="none",
         scope="project:frequency-cap",
         original="Frequency caps are counted in Redis.", date="2025-05-06",
         later=(
             agent("Freq-cap counters are Redis hashes keyed by user+campaign with a 24h TTL.", "2026-01-14"),
         )),
    Case(name="p84-la-different-subject-timeout", family=LOOKALIKE, variant="different-subject", expected="none",
         scope="project:bidstream",
         original="The bidder gives up on a bid request after 100 ms.", date="2025-06-12",
         later=(
             agent("Set the win-notice callback timeout to 500 ms; the exchange retries slow nurl pings.", "2026-01-20"),
         )),
    Case(name="p84-la-other-scope-lookback", family=LOOKALIKE, variant="other-scope", expected="none",
         scope="project:touchpoint-attrib",
         original="View-through conversions use a 1-day lookback window.", date="2025-08-04",
         later=(
             user("View-through conversions use a 3-day lookback window.", "2026-01-22",
                  scope="project:retarget-lab"),
         )),
    Case(name="p84-la-routine-kafka", family=LOOKALIKE, variant="routine", expected="none",
         scope="project:clickstream-etl",
         original="The clickstream ETL consumes raw clicks from Kafka.", date="2025-09-15",
         later=(
             agent("Bumped the Kafka consumer client to the latest patch release and reran the clickstream integration tests; all green.", "2026-01-16"),
         )),
    Case(name="p84-la-agreement-snowflake", family=LOOKALIKE, variant="agreement", expected="none",
         scope="project:reportforge",
         original="Advertiser-facing reports are built from Snowflake.", date="2025-10-20",
         later=(
             agent("Confirmed while fixing a CTR rounding bug: the advertiser report queries all hit Snowflake.", "2026-01-25",
                   contradicts=False),
         )),
    Case(name="p84-la-different-subject-queue", family=LOOKALIKE, variant="different-subject", expected="none",
         scope="project:touchpoint-attrib",
         original="Postback conversions land on the SQS queue `conv-postbacks`.", date="2025-07-09",
         later=(
             agent("Install events from the MMP webhook go to the SQS queue `mmp-installs`.", "2026-02-01"),
         )),
    # -- Fresh probe 87 (written by a helper who had not seen the rules; simple style, consumer lending; measured once on arrival at 6003965: 8/16, 8/16 at the session-start code f7aecb5) --
    # ---- technology ----
    Case(name="p87-underwriting-rules-engine", family="technology", expected="update",
         scope="project:creditline-underwriting",
         original="Underwriting decisions are evaluated by a Drools rules engine running inside the decision service.",
         date="2025-03-11",
         later=(
             agent("Ported the last affordability rules to OPA/Rego this morning; the Drools module is deleted from the decision service.", "2026-01-08"),
             user("Heads up: rules live in OPA policies now, don't add anything to the old .drl files.", "2026-01-09"),
         )),
    Case(name="p87-repayment-queue-broker", family="technology", expected="update",
         scope="project:payplan-servicing",
         original="Repayment events are published to RabbitMQ for downstream ledger posting.",
         date="2025-05-20",
         later=(
             user("We finished cutting repayment events over to Kafka last sprint; RabbitMQ got decommissioned on Friday.", "2026-02-02"),
         )),
    Case(name="p87-collections-dialer-sms", family="technology", expected="update",
         scope="project:recoveries-hub",
         original="Collections reminder texts are sent through Twilio.",
         date="2025-07-03",
         later=(
             agent("Swapped the SMS adapter to Vonage per procurement; Twilio creds removed from the vault.", "2026-01-21"),
             agent("Reminder texts for 30-day delinquents verified going out via Vonage in staging.", "2026-01-22"),
         )),
    Case(name="p87-credit-bureau-client-lang", family="technology", expected="conflict",
         scope="project:bureau-gateway",
         original="The credit bureau pull client is written in Java with Spring Boot.",
         date="2025-04-14",
         later=(
             agent("Bureau pull client is a Go service (net/http + chi); built it with `go build ./cmd/puller`.", "2026-01-16"),
         )),

    # ---- setting ----
    Case(name="p87-max-loan-amount", family="setting", expected="update",
         scope="project:quickcash-origination",
         original="The maximum unsecured personal loan amount is capped at $25,000.",
         date="2025-02-27",
         later=(
             user("Risk committee raised the unsecured ceiling to $40,000 effective this month.", "2026-01-05"),
             agent("Bumped MAX_UNSECURED_PRINCIPAL to 40000 in the origination config to match.", "2026-01-06"),
         )),
    Case(name="p87-grace-period-days", family="setting", expected="conflict",
         scope="project:payplan-servicing",
         original="Borrowers get a 10-day grace period before a late fee is assessed on a missed installment.",
         date="2025-06-09",
         later=(
             agent("Late fee job fires on day 16 after the due date; the grace window is 15 days.", "2026-02-11"),
         )),
    Case(name="p87-bureau-timeout", family="setting", expected="conflict",
         scope="project:bureau-gateway",
         original="Calls to the credit bureau API time out after 8 seconds.",
         date="2025-09-18",
         later=(
             agent("Bureau HTTP client read timeout is 20s — saw it in the client builder while tracing a slow pull.", "2026-01-27"),
         )),

    # ---- policy ----
    Case(name="p87-manual-review-high-dti", family="policy", expected="update",
         scope="project:creditline-underwriting",
         original="Every application with a debt-to-income ratio above 45% must go to manual underwriter review.",
         date="2025-01-22",
         later=(
             user("As of the Q1 policy update, high-DTI apps are auto-declined by the model instead of being routed to an underwriter.", "2026-01-12"),
         )),
    Case(name="p87-no-weekend-collection-calls", family="policy", expected="update",
         scope="project:recoveries-hub",
         original="Collectors never place outbound calls to borrowers on weekends.",
         date="2025-08-04",
         later=(
             user("Compliance signed off on Saturday calling between 10am and 2pm, so the dialer will start scheduling Saturday slots.", "2026-02-03"),
             agent("Enabled Saturday windows in dialer_schedule.yaml after the compliance approval.", "2026-02-04"),
         )),
    Case(name="p87-wet-signature-required", family="policy", expected="update",
         scope="project:quickcash-origination",
         original="Loan agreements always require a wet ink signature before funds are disbursed.",
         date="2025-03-30",
         later=(
             user("Legal says e-signatures via DocuSign are fine for all agreements going forward; we stop mailing paper contracts.", "2026-01-19"),
         )),

    # ---- rename ----
    Case(name="p87-rename-ledger-service", family="rename", expected="update",
         scope="project:payplan-servicing",
         original="Posting of repayments to the books is handled by the loan-ledger service.",
         date="2025-05-02",
         later=(
             agent("loan-ledger was rebranded to servicing-ledger; updated the helm chart names and the service DNS entries.", "2026-01-14"),
         )),
    Case(name="p87-rename-delinquency-table", family="rename", expected="conflict",
         scope="project:recoveries-hub",
         original="Delinquent accounts are tracked in the past_due_accounts table.",
         date="2025-10-07",
         later=(
             agent("Wrote the roll-rate query against arrears_cases (the table that holds delinquent accounts).", "2026-01-30"),
         )),
    Case(name="p87-rename-cli-command", family="rename", expected="update",
         scope="project:creditline-underwriting",
         original="Underwriters rerun a scorecard with the `uw rescore` command.",
         date="2025-06-25",
         later=(
             user("The CLI subcommand is `uw score --rerun` from now on; `uw rescore` was dropped in v3.", "2026-02-09"),
             agent("Updated the runbook to use `uw score --rerun`.", "2026-02-10"),
         )),

    # ---- move ----
    Case(name="p87-move-amortization-lib", family="move", expected="update",
         scope="project:payplan-servicing",
         original="The amortization schedule code lives in libs/amortization inside the servicing monorepo.",
         date="2025-04-08",
         later=(
             agent("Extracted amortization into its own repo (lendco/amortize-py) and pulled it in as a pip dependency; libs/amortization is gone.", "2026-01-07"),
         )),
    Case(name="p87-move-fee-schedule-config", family="move", expected="update",
         scope="project:quickcash-origination",
         original="The origination fee schedule is configured in config/fees.yaml.",
         date="2025-09-02",
         later=(
             user("Fee schedules got relocated into the pricing DB table pricing.fee_schedule; the yaml is no longer read.", "2026-01-23"),
         )),
    Case(name="p87-move-hardship-templates", family="move", expected="conflict",
         scope="project:recoveries-hub",
         original="Hardship plan letter templates are stored under templates/letters/hardship.",
         date="2025-11-12",
         later=(
             agent("Edited the forbearance letter in assets/notices/hardship/forbearance.hbs — that's where the hardship templates sit.", "2026-02-06"),
         )),

    # ---- look-alikes ----
    Case(name="p87-la-refinement-apr-cap", family=LOOKALIKE, expected="none", variant="refinement",
         scope="project:quickcash-origination",
         original="Personal loan APRs are capped at 35.99%.",
         date="2025-02-10",
         later=(
             agent("APR cap check runs in validate_offer(); offers above 35.99% are rejected with code OFFER_APR_LIMIT.", "2026-01-15"),
         )),
    Case(name="p87-la-different-subject-timeout", family=LOOKALIKE, expected="none", variant="different-subject",
         scope="project:bureau-gateway",
         original="Calls to the credit bureau API time out after 8 seconds.",
         date="2025-09-18",
         later=(
             agent("The income verification (Plaid) client has a 30s timeout; left it as is.", "2026-01-28"),
         )),
    Case(name="p87-la-other-scope-grace", family=LOOKALIKE, expected="none", variant="other-scope",
         scope="project:payplan-servicing",
         original="Borrowers get a 10-day grace period before a late fee is assessed on a missed installment.",
         date="2025-06-09",
         later=(
             user("Grace period before a late fee is 15 days for auto loans.", "2026-01-20", scope="project:drivenow-autofinance"),
         )),
    Case(name="p87-la-routine-kafka", family=LOOKALIKE, expected="none", variant="routine",
         scope="project:payplan-servicing",
         original="Repayment events are published to Kafka for downstream ledger posting.",
         date="2025-08-14",
         later=(
             agent("Added a dead-letter handler for malformed repayment events on the Kafka consumer; tests green.", "2026-01-11"),
         )),
    Case(name="p87-la-agreement-kyc", family=LOOKALIKE, expected="none", variant="agreement",
         scope="project:creditline-underwriting",
         original="Every applicant must pass KYC identity verification before a credit decision is made.",
         date="2025-03-03",
         later=(
             agent("Confirmed the decision endpoint returns 409 KYC_PENDING until identity verification passes, so no decision happens before KYC.", "2026-01-18", contradicts=False),
         )),
    Case(name="p87-la-different-subject-rename", family=LOOKALIKE, expected="none", variant="different-subject",
         scope="project:recoveries-hub",
         original="Delinquent accounts are tracked in the past_due_accounts table.",
         date="2025-10-07",
         later=(
             agent("Charged-off accounts live in the writeoff_accounts table; joined it with past_due_accounts for the recovery report.", "2026-02-01"),
         )),
    # -- Fresh probe 88 (written by a helper who had not seen the rules; simple style, travel booking; measured once on arrival at 6003965: 9/16, 9/16 at the session-start code f7aecb5) --
    # ---- technology ----
    Case(name="p88-fare-cache-redis-to-memcached", family="technology", expected="update",
         scope="project:skyfare-engine",
         original="The fare search results are cached in Redis for the skyfare engine.",
         date="2025-06-11",
         later=(
             agent("Ripped out the Redis client; fare cache now lives in Memcached behind the same interface.", "2026-01-08"),
             user("Yeah, we finished the Memcached cutover for cached fares last week.", "2026-01-12"),
         )),
    Case(name="p88-seatmap-render-svelte", family="technology", expected="update",
         scope="project:seatwise-web",
         original="The seat map picker is built with React.",
         date="2025-04-22",
         later=(
             user("Seat map picker got rewritten in Svelte over the holidays, React version is gone.", "2026-01-05"),
         )),
    Case(name="p88-pnr-queue-kafka", family="technology", expected="conflict",
         scope="project:pnr-sync",
         original="PNR change events are published to RabbitMQ.",
         date="2025-08-03",
         later=(
             agent("Traced a dropped schedule-change event: the producer writes PNR updates to the Kafka topic pnr.changes, partition 3.", "2026-02-02"),
         )),
    Case(name="p88-gds-client-amadeus-sabre", family="technology", expected="update",
         scope="project:itinerary-hub",
         original="Itinerary hub pulls availability from the Amadeus GDS.",
         date="2025-03-15",
         later=(
             agent("Contract with Amadeus ended; availability calls were migrated to Sabre's Bargain Finder API.", "2026-01-20"),
             agent("Deleted the old amadeus_adapter module, nothing references it anymore.", "2026-01-23"),
         )),

    # ---- setting ----
    Case(name="p88-hold-ttl-minutes", family="setting", expected="update",
         scope="project:skyfare-engine",
         original="Unpaid fare holds expire after 30 minutes.",
         date="2025-07-09",
         later=(
             user("Product asked us to shorten holds; from now on an unpaid fare hold lapses at 15 minutes.", "2026-01-14"),
         )),
    Case(name="p88-bag-api-timeout", family="setting", expected="conflict",
         scope="project:bagtrack-ancillaries",
         original="The baggage pricing API call has a 5 second timeout.",
         date="2025-09-18",
         later=(
             agent("Looked at the HTTP client config for bag pricing: timeout is set to 12s.", "2026-01-27"),
         )),
    Case(name="p88-seatmap-port", family="setting", expected="conflict",
         scope="project:seatwise-web",
         original="The seat map service listens on port 8085.",
         date="2025-05-02",
         later=(
             agent("Local dev: seatmap-svc comes up on :9140, point the proxy there.", "2026-02-09"),
             agent("Health check for seatmap-svc hits http://localhost:9140/healthz.", "2026-02-10"),
         )),

    # ---- policy ----
    Case(name="p88-refund-manual-approval", family="policy", expected="update",
         scope="project:refundly",
         original="Every fare refund must be approved manually by a finance agent.",
         date="2025-02-27",
         later=(
             user("Refunds under 200 EUR are auto-approved now, finance only reviews the bigger ones.", "2026-01-06"),
         )),
    Case(name="p88-no-seat-upsell-basic", family="policy", expected="update",
         scope="project:seatwise-web",
         original="We never show paid seat upsells to basic economy passengers.",
         date="2025-06-30",
         later=(
             agent("Per the new ancillary strategy, basic economy travellers are now offered paid seat selection at checkout.", "2026-01-18"),
         )),
    Case(name="p88-pci-tokenize-always", family="policy", expected="conflict",
         scope="project:itinerary-hub",
         original="Card numbers are always tokenized before an itinerary is saved.",
         date="2025-10-02",
         later=(
             agent("Checked the save path: itineraries persist the raw card PAN in booking_payments, tokenization is skipped entirely for this flow.", "2026-02-04"),
         )),

    # ---- rename ----
    Case(name="p88-rename-ancillary-svc", family="rename", expected="update",
         scope="project:bagtrack-ancillaries",
         original="Baggage add-ons are handled by the extras-service.",
         date="2025-04-10",
         later=(
             agent("extras-service was renamed to ancillary-pricing; updated the helm chart and DNS entries.", "2026-01-09"),
         )),
    Case(name="p88-rename-fares-table", family="rename", expected="update",
         scope="project:skyfare-engine",
         original="Published fares are stored in the fare_rules table.",
         date="2025-08-21",
         later=(
             agent("Migration 0142 applied: fare_rules is now called published_fares, views point to the new name.", "2026-01-15"),
             user("Remember to use published_fares in the reporting queries going forward.", "2026-01-16"),
         )),
    Case(name="p88-rename-cli-command", family="rename", expected="conflict",
         scope="project:pnr-sync",
         original="You resync a booking with the command `pnrctl refresh`.",
         date="2025-11-05",
         later=(
             agent("To force a booking resync run `pnrctl pull --locator ABC123`; there's no refresh subcommand in the CLI.", "2026-01-29"),
         )),

    # ---- move ----
    Case(name="p88-move-fare-config", family="move", expected="update",
         scope="project:skyfare-engine",
         original="Markup rules are configured in config/markup.yaml.",
         date="2025-05-19",
         later=(
             agent("Relocated markup rules into pricing/rules/markup.yaml so they sit next to the tax rules.", "2026-01-11"),
         )),
    Case(name="p88-move-seatmap-repo", family="move", expected="update",
         scope="project:seatwise-web",
         original="The seat map SVG templates live in the seatwise-assets repository.",
         date="2025-03-08",
         later=(
             user("We folded seatwise-assets into the main monorepo; SVG templates are under packages/seatmap-templates now.", "2026-01-21"),
             agent("Archived the seatwise-assets repo on GitHub.", "2026-01-22"),
         )),
    Case(name="p88-move-itinerary-pdf-dir", family="move", expected="update",
         scope="project:itinerary-hub",
         original="Generated itinerary PDFs are written to /var/itinerary/pdf.",
         date="2025-09-01",
         later=(
             agent("Switched PDF output off the local disk; itinerary PDFs go to the s3://itin-docs bucket from this release on.", "2026-02-03"),
         )),

    # ---- lookalike: refinement ----
    Case(name="p88-look-refine-refund-batch", family=LOOKALIKE, variant="refinement", expected="none",
         scope="project:refundly",
         original="Refund requests are processed by a nightly batch job.",
         date="2025-07-14",
         later=(
             agent("The nightly refund batch kicks off at 02:00 UTC and retries failed items once.", "2026-01-10"),
         )),
    # ---- lookalike: different-subject ----
    Case(name="p88-look-diffsubj-timeout", family=LOOKALIKE, variant="different-subject", expected="none",
         scope="project:bagtrack-ancillaries",
         original="The baggage pricing API call has an 8 second timeout.",
         date="2025-10-12",
         later=(
             agent("Meal pre-order API is slow; gave its client a 20 second timeout.", "2026-01-19"),
         )),
    # ---- lookalike: other-scope ----
    Case(name="p88-look-otherscope-db", family=LOOKALIKE, variant="other-scope", expected="none",
         scope="project:skyfare-engine",
         original="The skyfare engine stores bookings in PostgreSQL.",
         date="2025-06-02",
         later=(
             user("Our bookings database is MongoDB.", "2026-01-13", scope="project:jetpass-loyalty"),
         )),
    # ---- lookalike: routine ----
    Case(name="p88-look-routine-seatmap", family=LOOKALIKE, variant="routine", expected="none",
         scope="project:seatwise-web",
         original="The seat map picker fetches layouts from the aircraft-config service.",
         date="2025-08-26",
         later=(
             agent("Fixed an off-by-one in row numbering on the A321neo layout; seat picker tests green.", "2026-01-07"),
             agent("Bumped the aircraft-config client to 2.3.1, no behaviour change.", "2026-01-08"),
         )),
    # ---- lookalike: agreement ----
    Case(name="p88-look-agree-currency", family=LOOKALIKE, variant="agreement", expected="none",
         scope="project:itinerary-hub",
         original="Itinerary totals are displayed in the currency of the point of sale.",
         date="2025-04-03",
         later=(
             agent("Verified with a JP storefront booking: total shown in JPY, matching the point-of-sale currency.", "2026-01-24", contradicts=False),
         )),
    # ---- lookalike: different-subject ----
    Case(name="p88-look-diffsubj-port", family=LOOKALIKE, variant="different-subject", expected="none",
         scope="project:pnr-sync",
         original="The PNR sync worker exposes metrics on port 9100.",
         date="2025-11-20",
         later=(
             agent("Ticketing webhook receiver listens on port 7300.", "2026-02-05"),
         )),
    # -- Fresh probe 89 (written by a helper who had not seen the rules; simple style, HR and payroll; measured once on arrival at 6003965: 13/16, 12/16 at the session-start code f7aecb5) --
    # ---- technology ----
    Case(name="p89-payslip-pdf-renderer", family="technology", expected="update",
         scope="project:paysheet-cloud",
         original="Payslip PDFs are generated with wkhtmltopdf.", date="2025-04-11",
         later=(
             agent("Ripped out wkhtmltopdf; payslip PDFs now render through headless Chromium via Puppeteer.", "2026-01-08"),
             user("Yep, Puppeteer is the renderer going forward, keep it that way.", "2026-01-09"),
         )),
    Case(name="p89-timesheet-queue-broker", family="technology", expected="update",
         scope="project:clockwise-hr",
         original="Timesheet submissions are pushed onto a RabbitMQ queue for approval processing.", date="2025-06-02",
         later=(
             user("We finished the migration off RabbitMQ last sprint — timesheet approvals flow through Amazon SQS now.", "2026-02-03"),
         )),
    Case(name="p89-benefits-search-engine", family="technology", expected="conflict",
         scope="project:benefitbridge",
         original="The benefits plan catalogue search is backed by Elasticsearch.", date="2025-03-19",
         later=(
             agent("Plan catalogue search runs on Typesense; the client hits /collections/plans/documents/search.", "2026-01-21"),
         )),
    Case(name="p89-payroll-orm", family="technology", expected="update",
         scope="project:ledgerwage",
         original="The payroll engine talks to the database through SQLAlchemy.", date="2025-08-27",
         later=(
             agent("Looked at the gross-to-net module: all queries go through the Django ORM now that SQLAlchemy was dropped in the rewrite.", "2026-01-15"),
             agent("Deleted the leftover sqlalchemy entries from requirements.txt.", "2026-01-16"),
         )),

    # ---- setting ----
    Case(name="p89-timeclock-session-timeout", family="setting", expected="update",
         scope="project:clockwise-hr",
         original="The kiosk time clock logs an employee out after 90 seconds of inactivity.", date="2025-05-07",
         later=(
             user("Floor managers complained, so from now on the kiosk auto-logout kicks in after 30 seconds instead of 90.", "2026-01-12"),
         )),
    Case(name="p89-payslip-retention-years", family="setting", expected="conflict",
         scope="project:paysheet-cloud",
         original="Archived payslips are retained for 7 years before purging.", date="2025-02-14",
         later=(
             agent("Purge job config: payslip_retention_years = 10, runs nightly at 02:00 UTC.", "2026-02-01"),
         )),
    Case(name="p89-enrolment-upload-limit", family="setting", expected="update",
         scope="project:benefitbridge",
         original="Dependent documents uploaded during benefits enrolment are capped at 5 MB each.", date="2025-09-30",
         later=(
             agent("Raised MAX_DEPENDENT_DOC_MB to 20 — scanned birth certificates kept bouncing.", "2026-01-05"),
             user("Confirmed the 20 MB limit is live in prod.", "2026-01-06"),
         )),

    # ---- policy ----
    Case(name="p89-payrun-dual-approval", family="policy", expected="update",
         scope="project:ledgerwage",
         original="Every payroll run must be approved by two finance admins before it is released.", date="2025-07-10",
         later=(
             user("Policy changed: off-cycle runs under $5k no longer need a second approver, a single finance admin can release them.", "2026-01-19"),
         )),
    Case(name="p89-no-ssn-in-logs-exports", family="policy", expected="conflict",
         scope="project:paysheet-cloud",
         original="Full social security numbers are never included in CSV payroll exports.", date="2025-01-22",
         later=(
             agent("The bank-filing CSV export writes the employee's full SSN in column 4, unmasked, as required by the provider.", "2026-02-10"),
         )),
    Case(name="p89-timesheet-manager-signoff", family="policy", expected="update",
         scope="project:clockwise-hr",
         original="Contractors always need manager sign-off on their weekly timesheets.", date="2025-10-02",
         later=(
             agent("Dropped the sign-off gate for contractor timesheets per Priya; they auto-approve at end of week now.", "2026-01-27"),
         )),

    # ---- rename ----
    Case(name="p89-rename-deductions-service", family="rename", expected="update",
         scope="project:ledgerwage",
         original="Pre-tax deductions are calculated by the deductions-svc service.", date="2025-04-03",
         later=(
             agent("deductions-svc got renamed to withholding-engine; updated the helm chart and the service mesh routes.", "2026-01-13"),
         )),
    Case(name="p89-rename-enrolment-table", family="rename", expected="conflict",
         scope="project:benefitbridge",
         original="Employee plan elections are stored in the enrolment_choices table.", date="2025-06-18",
         later=(
             agent("Plan elections live in benefit_elections (one row per employee per plan year).", "2026-01-29"),
         )),
    Case(name="p89-rename-cli-command", family="rename", expected="update",
         scope="project:paysheet-cloud",
         original="Ops regenerate a batch of payslips with the `psctl regen` command.", date="2025-11-04",
         later=(
             user("Heads up: `psctl regen` is gone, it's `psctl payslips rebuild` as of 3.0.", "2026-01-07"),
             agent("Updated the runbook to use `psctl payslips rebuild`.", "2026-01-08"),
         )),

    # ---- move ----
    Case(name="p89-move-tax-tables-dir", family="move", expected="update",
         scope="project:ledgerwage",
         original="State tax tables are kept under data/tax_tables/ in the payroll repo.", date="2025-03-05",
         later=(
             agent("Relocated the state tax tables to shared/compliance/tax_tables/ so the filing service can read them too.", "2026-01-22"),
         )),
    Case(name="p89-move-timeclock-config", family="move", expected="conflict",
         scope="project:clockwise-hr",
         original="Overtime rules for the time tracker are configured in config/overtime.yaml.", date="2025-08-12",
         later=(
             agent("Overtime thresholds are read from settings/rules/overtime.toml at startup.", "2026-02-06"),
         )),
    Case(name="p89-move-benefits-repo", family="move", expected="update",
         scope="project:benefitbridge",
         original="The benefits enrolment frontend lives in the github.com/benefitbridge/enrol-web repository.", date="2025-05-26",
         later=(
             user("We folded enrol-web into the monorepo — the frontend code is at benefitbridge/platform under apps/enrol now.", "2026-01-10"),
             agent("Archived the old enrol-web repo on GitHub.", "2026-01-11"),
         )),

    # ---- look-alikes ----
    Case(name="p89-look-refinement-payslip-pdf", family=LOOKALIKE, expected="none", variant="refinement",
         scope="project:northstar-payroll",
         original="Payslips are emailed to employees as password-protected PDFs.", date="2025-07-01",
         later=(
             agent("The payslip PDF password is the employee's date of birth in DDMMYYYY; emails go out via Postmark.", "2026-01-14"),
         )),
    Case(name="p89-look-different-subject-port", family=LOOKALIKE, expected="none", variant="different-subject",
         scope="project:shiftlog",
         original="The time tracking API listens on port 8080.", date="2025-09-09",
         later=(
             agent("The leave-requests admin dashboard serves on port 8443.", "2026-01-18"),
         )),
    Case(name="p89-look-other-scope-retention", family=LOOKALIKE, expected="none", variant="other-scope",
         scope="project:northstar-payroll",
         original="Timesheet records are retained for 3 years.", date="2025-04-20",
         later=(
             user("Timesheet records are retained for 6 years.", "2026-01-25", scope="project:another-project"),
         )),
    Case(name="p89-look-routine-benefits-cron", family=LOOKALIKE, expected="none", variant="routine",
         scope="project:perkpath",
         original="The open enrolment reminder emails are sent by a nightly cron job.", date="2025-10-15",
         later=(
             agent("Fixed a typo in the open enrolment reminder template and re-ran the nightly cron job manually to check it.", "2026-01-09"),
         )),
    Case(name="p89-look-agreement-currency", family=LOOKALIKE, expected="none", variant="agreement",
         scope="project:shiftlog",
         original="All payroll amounts are stored as integer cents.", date="2025-02-28",
         later=(
             agent("Double-checked the pay_lines schema: amount_cents is BIGINT, so money is still kept as integer cents.", "2026-01-30", contradicts=False),
         )),
    Case(name="p89-look-different-subject-db", family=LOOKALIKE, expected="none", variant="different-subject",
         scope="project:perkpath",
         original="The benefits enrolment service uses PostgreSQL as its database.", date="2025-06-06",
         later=(
             agent("The audit-trail service keeps its events in DynamoDB.", "2026-01-17"),
         )),
    # -- Fresh probe 90 (written by a helper who had not seen the rules; simple style, SRE platform; measured once on arrival at 6003965: 6/16, 6/16 at the session-start code f7aecb5) --
    # ---- technology ----
    Case(name="p90-alert-routing-opsgenie", family="technology", expected="update",
         scope="project:pagerhound",
         original="Pagerhound routes all critical alerts through Opsgenie.", date="2025-04-11",
         later=(
             agent("Ripped out the Opsgenie integration; escalations go through incident.io now.", "2026-01-08"),
             user("Reminder: Opsgenie contract ends this month, incident.io handles paging from here on.", "2026-01-10"),
         )),
    Case(name="p90-log-shipper-fluentd", family="technology", expected="update",
         scope="project:logriver",
         original="Logriver ships container logs to the aggregator with Fluentd.", date="2025-06-03",
         later=(
             agent("Finished the Vector rollout on all nodes, fluentd daemonset deleted.", "2026-02-02"),
         )),
    Case(name="p90-metrics-store-prometheus", family="technology", expected="conflict",
         scope="project:skywatch",
         original="Skywatch keeps its long-term metrics in Thanos.", date="2025-03-19",
         later=(
             agent("Long-term metric retention for skywatch lives in VictoriaMetrics (vmstorage cluster, 13 months).", "2026-01-21"),
         )),
    Case(name="p90-tracing-jaeger", family="technology", expected="update",
         scope="project:tracelight",
         original="Tracelight collects distributed traces with Jaeger agents.", date="2025-08-27",
         later=(
             user("We dropped the Jaeger agents, services export OTLP straight to the OpenTelemetry collector.", "2026-01-05"),
             agent("Removed jaeger-agent sidecar from the helm chart to match.", "2026-01-06"),
         )),

    # ---- setting ----
    Case(name="p90-alert-eval-interval", family="setting", expected="update",
         scope="project:skywatch",
         original="Alert rules in Skywatch are evaluated every 60 seconds.", date="2025-05-14",
         later=(
             agent("Bumped rule evaluation_interval down to 15s so the SLO burn alerts fire sooner.", "2026-01-13"),
         )),
    Case(name="p90-log-retention-days", family="setting", expected="conflict",
         scope="project:logriver",
         original="Logriver retains raw application logs for 30 days.", date="2025-07-09",
         later=(
             agent("Checked the index lifecycle policy: raw app logs are deleted after 14 days.", "2026-02-11"),
         )),
    Case(name="p90-oncall-ack-timeout", family="setting", expected="update",
         scope="project:pagerhound",
         original="An unacknowledged page escalates to the secondary on-call after 10 minutes.", date="2025-02-20",
         later=(
             user("Ack window is 5 minutes from now on; after that the secondary gets paged.", "2026-01-19"),
         )),

    # ---- policy ----
    Case(name="p90-postmortem-required", family="policy", expected="update",
         scope="project:incident-desk",
         original="Every SEV2 incident must get a written postmortem.", date="2025-09-02",
         later=(
             user("Leadership agreed SEV2s no longer need a full postmortem, a short incident summary is enough.", "2026-01-27"),
         )),
    Case(name="p90-silence-without-ticket", family="policy", expected="update",
         scope="project:skywatch",
         original="Engineers never silence a production alert without a linked ticket.", date="2025-04-30",
         later=(
             agent("Per the new runbook, short silences under 2h can be created without a ticket.", "2026-02-04"),
             user("Yes, we relaxed that rule last week.", "2026-02-05"),
         )),
    Case(name="p90-pii-log-scrub", family="policy", expected="conflict",
         scope="project:logriver",
         original="Log lines are always scrubbed of email addresses before indexing.", date="2025-10-15",
         later=(
             agent("The logriver pipeline indexes email addresses as-is; scrubbing is not applied to any source.", "2026-01-30"),
         )),

    # ---- rename ----
    Case(name="p90-queue-rename", family="rename", expected="update",
         scope="project:logriver",
         original="Parsed log events are published to the Kafka topic logs-parsed.", date="2025-06-18",
         later=(
             agent("Topic logs-parsed was renamed to logs.enriched.v2 during the schema cutover; consumers repointed.", "2026-01-15"),
         )),
    Case(name="p90-cli-rename", family="rename", expected="update",
         scope="project:pagerhound",
         original="On-call engineers hand over shifts with the oncallctl command.", date="2025-08-05",
         later=(
             user("oncallctl is gone, the tool is called `hound` now, use `hound handover`.", "2026-01-09"),
         )),
    Case(name="p90-service-rename", family="rename", expected="conflict",
         scope="project:incident-desk",
         original="The status page is served by the statusboard service.", date="2025-11-03",
         later=(
             agent("Public status page is rendered by the beacon-web service (deployment beacon-web in ns status).", "2026-02-16"),
         )),

    # ---- move ----
    Case(name="p90-alert-rules-dir", family="move", expected="update",
         scope="project:skywatch",
         original="Prometheus alert rules live in the rules/ directory of the skywatch repo.", date="2025-03-07",
         later=(
             agent("Relocated every alert rule file into monitoring/alerts/; rules/ is empty and deleted.", "2026-01-22"),
         )),
    Case(name="p90-runbooks-repo", family="move", expected="update",
         scope="project:incident-desk",
         original="Runbooks are kept in the sre-wiki Confluence space.", date="2025-05-26",
         later=(
             user("We migrated all runbooks out of Confluence into the runbooks git repo.", "2026-01-12"),
             agent("Updated alert annotations so runbook_url points at the new repo.", "2026-01-14"),
         )),
    Case(name="p90-collector-config-path", family="move", expected="conflict",
         scope="project:tracelight",
         original="The OpenTelemetry collector reads its config from /etc/otelcol/config.yaml.", date="2025-09-22",
         later=(
             agent("Collector config is mounted at /opt/tracelight/collector/otel.yaml via the configmap.", "2026-02-09"),
         )),

    # ---- look-alikes ----
    Case(name="p90-la-refinement-vector", family=LOOKALIKE, expected="none", variant="refinement",
         scope="project:shipyard-logs",
         original="Shipyard-logs forwards node logs with Vector.", date="2025-07-01",
         later=(
             agent("Vector runs as a daemonset with a disk buffer of 2 GiB per node.", "2026-01-18"),
         )),
    Case(name="p90-la-different-subject-retention", family=LOOKALIKE, expected="none", variant="different-subject",
         scope="project:logriver",
         original="Logriver keeps audit logs for 365 days.", date="2025-06-12",
         later=(
             agent("Debug-level logs in logriver are only kept for 3 days.", "2026-01-24"),
         )),
    Case(name="p90-la-other-scope-port", family=LOOKALIKE, expected="none", variant="other-scope",
         scope="project:pagerhound",
         original="The Pagerhound webhook receiver listens on port 9095.", date="2025-04-02",
         later=(
             agent("Webhook receiver listens on port 8443.", "2026-01-11", scope="project:alertforge"),
         )),
    Case(name="p90-la-routine-grafana", family=LOOKALIKE, expected="none", variant="routine",
         scope="project:skywatch",
         original="Skywatch dashboards are built in Grafana.", date="2025-02-14",
         later=(
             agent("Added a latency heatmap panel to the API dashboard in Grafana and fixed two broken queries.", "2026-01-29"),
         )),
    Case(name="p90-la-agreement-escalation", family=LOOKALIKE, expected="none", variant="agreement",
         scope="project:incident-desk",
         original="SEV1 incidents page the incident commander rotation immediately.", date="2025-08-19",
         later=(
             user("Confirmed in the game day: SEV1 paged the IC rotation right away.", "2026-02-03", contradicts=False),
         )),
    Case(name="p90-la-different-subject-timeout", family=LOOKALIKE, expected="none", variant="different-subject",
         scope="project:tracelight",
         original="The trace exporter in Tracelight times out after 10 seconds.", date="2025-10-28",
         later=(
             agent("Bumped the tail-sampling processor decision_wait to 30s in tracelight.", "2026-01-16"),
         )),
    # -- Fresh probe 91 (written by a helper who had not seen the rules; simple style, marketplace; measured once on arrival at ea837fb: 10/16, 9/16 at the session-start code f7aecb5) --
    # ---- technology ----
    Case(name="p91-listing-search-engine", family="technology", expected="update",
         scope="project:bazaarline",
         original="Listing search in the marketplace is powered by Elasticsearch.",
         date="2025-04-08",
         later=(
             agent("Finished cutting the listing index over to Typesense; the Elasticsearch cluster was decommissioned Friday.", "2026-01-09"),
             user("Yeah, we're fully on Typesense for search now.", "2026-01-12"),
         )),
    Case(name="p91-payments-provider", family="technology", expected="update",
         scope="project:stallmarket",
         original="Checkout payments are processed through Braintree.",
         date="2025-03-17",
         later=(
             user("We migrated checkout payments off Braintree to Adyen last sprint.", "2026-02-03"),
         )),
    Case(name="p91-seller-queue-broker", family="technology", expected="conflict",
         scope="project:vendorhub",
         original="Seller onboarding events are published to RabbitMQ.",
         date="2025-06-22",
         later=(
             agent("Traced the onboarding flow: SellerCreated gets produced to the Kafka topic seller-onboarding, consumed by kyc-worker.", "2026-01-20"),
         )),
    Case(name="p91-image-storage", family="technology", expected="update",
         scope="project:shelfspace",
         original="Product listing photos are stored on a self-hosted MinIO cluster.",
         date="2025-05-30",
         later=(
             agent("Copied the remaining listing photos to Cloudflare R2 and switched the upload handler's bucket client.", "2026-01-06"),
             user("MinIO is retired, all listing images live in R2 from here on.", "2026-01-08"),
         )),

    # ---- setting ----
    Case(name="p91-cart-hold-timeout", family="setting", expected="update",
         scope="project:stallmarket",
         original="Reserved inventory in a checkout cart is released after 15 minutes.",
         date="2025-07-11",
         later=(
             user("Bumped the cart reservation window to 30 minutes after complaints from buyers on slow 3DS flows.", "2026-02-10"),
         )),
    Case(name="p91-listing-photo-limit", family="setting", expected="conflict",
         scope="project:bazaarline",
         original="Sellers can attach at most 8 photos to a single listing.",
         date="2025-02-14",
         later=(
             agent("Validation in listing_form.py caps uploads at 12 images per listing; the 13th returns a 422.", "2026-01-15"),
         )),
    Case(name="p91-search-api-port", family="setting", expected="conflict",
         scope="project:vendorhub",
         original="The search API listens on port 8080 in local development.",
         date="2025-09-03",
         later=(
             agent("Local search-api comes up on :9200 per docker-compose.dev.yml.", "2026-01-27"),
             agent("Pointed the frontend dev proxy at localhost:9200 for search calls.", "2026-01-27"),
         )),

    # ---- policy ----
    Case(name="p91-seller-id-verification", family="policy", expected="update",
         scope="project:shelfspace",
         original="Every new seller must pass manual ID verification before their first listing goes live.",
         date="2025-04-25",
         later=(
             user("Trust & Safety signed off: manual ID checks are no longer required for sellers under the $500/month tier, the automated KYC score is enough.", "2026-01-19"),
         )),
    Case(name="p91-guest-checkout", family="policy", expected="update",
         scope="project:stallmarket",
         original="We never allow guest checkout; buyers have to create an account first.",
         date="2025-08-02",
         later=(
             agent("Shipped the guest checkout flag as default-on per product's decision.", "2026-02-14"),
             user("From now on buyers can check out without an account.", "2026-02-15"),
         )),
    Case(name="p91-migration-review", family="policy", expected="conflict",
         scope="project:bazaarline",
         original="Database migrations on the orders schema always need a DBA review before merge.",
         date="2025-10-09",
         later=(
             user("Orders schema migrations just need one approval from any backend dev, no DBA involvement.", "2026-01-23"),
         )),

    # ---- rename ----
    Case(name="p91-payouts-service-rename", family="rename", expected="update",
         scope="project:vendorhub",
         original="Seller payouts are handled by the service called disburse-svc.",
         date="2025-03-12",
         later=(
             agent("disburse-svc has been renamed to seller-payouts; updated the helm chart and the service discovery entries.", "2026-01-05"),
         )),
    Case(name="p91-orders-table-rename", family="rename", expected="update",
         scope="project:shelfspace",
         original="Completed purchases are recorded in the purchases table.",
         date="2025-06-06",
         later=(
             agent("Ran migration 0147 which renames purchases to orders; kept a compatibility view for a week.", "2026-02-02"),
             user("Use the orders table going forward, the purchases view is gone.", "2026-02-11"),
         )),
    Case(name="p91-reindex-command", family="rename", expected="conflict",
         scope="project:bazaarline",
         original="The search index is rebuilt with the make reindex command.",
         date="2025-11-04",
         later=(
             agent("Rebuilt the listing index with `just search-rebuild`; took about 40 minutes on staging.", "2026-01-29"),
         )),

    # ---- move ----
    Case(name="p91-checkout-config-move", family="move", expected="update",
         scope="project:stallmarket",
         original="Checkout feature flags are defined in config/checkout_flags.yaml.",
         date="2025-05-19",
         later=(
             user("We relocated the checkout flags into LaunchDarkly, the yaml file got deleted.", "2026-01-13"),
         )),
    Case(name="p91-seller-dashboard-dir", family="move", expected="update",
         scope="project:vendorhub",
         original="The seller dashboard frontend lives in the web/seller directory.",
         date="2025-07-28",
         later=(
             agent("Moved web/seller to apps/seller-dashboard as part of the monorepo restructure; imports fixed.", "2026-01-21"),
         )),
    Case(name="p91-fraud-rules-repo", family="move", expected="update",
         scope="project:shelfspace",
         original="Fraud scoring rules are kept in the shelfspace-core repository.",
         date="2025-09-15",
         later=(
             agent("Split the fraud rules out of shelfspace-core into their own repo, shelfspace-risk-rules.", "2026-02-04"),
             user("Any fraud rule PRs should go to shelfspace-risk-rules now.", "2026-02-06"),
         )),

    # ---- lookalikes ----
    Case(name="p91-lk-search-refinement", family=LOOKALIKE, expected="none", variant="refinement",
         scope="project:bazaarline",
         original="Listing search results are ranked by relevance by default.",
         date="2025-03-21",
         later=(
             agent("Relevance ranking includes a small boost for sellers with a rating above 4.5.", "2026-01-16"),
         )),
    Case(name="p91-lk-returns-window-subject", family=LOOKALIKE, expected="none", variant="different-subject",
         scope="project:stallmarket",
         original="Buyers can return physical goods within 30 days of delivery.",
         date="2025-06-12",
         later=(
             user("Digital downloads have a 7 day refund window.", "2026-01-22"),
         )),
    Case(name="p91-lk-commission-other-scope", family=LOOKALIKE, expected="none", variant="other-scope",
         scope="project:vendorhub",
         original="The marketplace takes a 10% commission on each sale.",
         date="2025-04-02",
         later=(
             user("Commission on each sale is 15%.", "2026-01-10", scope="project:craftcorner"),
         )),
    Case(name="p91-lk-payouts-routine", family=LOOKALIKE, expected="none", variant="routine",
         scope="project:shelfspace",
         original="Seller payouts run as a nightly batch job at 02:00 UTC.",
         date="2025-08-19",
         later=(
             agent("Fixed a flaky test in the nightly payouts batch and added logging around currency conversion.", "2026-01-26"),
         )),
    Case(name="p91-lk-cdn-agreement", family=LOOKALIKE, expected="none", variant="agreement",
         scope="project:bazaarline",
         original="Listing images are served through Fastly.",
         date="2025-05-07",
         later=(
             agent("Confirmed the listing image URLs resolve through the Fastly edge; cache hit rate is ~94%.", "2026-01-30", contradicts=False),
         )),
    Case(name="p91-lk-seller-api-subject", family=LOOKALIKE, expected="none", variant="different-subject",
         scope="project:vendorhub",
         original="The seller API enforces a rate limit of 100 requests per minute.",
         date="2025-10-21",
         later=(
             agent("Buyer-facing storefront API is limited to 600 requests per minute per IP.", "2026-02-09"),
         )),
    # -- Fresh probe 92 (written by a helper who had not seen the rules; simple style, connected cars; measured once on arrival at ea837fb: 12/16, 12/16 at the session-start code f7aecb5) --
    # ---- technology ----
    Case(name="p92-ingest-kafka-to-pulsar", family="technology", expected="update",
         scope="project:fleetpulse-ingest",
         original="The vehicle telemetry ingestion pipeline buffers CAN-bus frames in Apache Kafka.",
         date="2025-04-11",
         later=(
             agent("Cutover done last night: telemetry frames now land in Apache Pulsar topics; the Kafka cluster is read-only until decommission.", "2026-01-08"),
             user("Please stop referencing Kafka in the ingest runbooks, Pulsar is the buffer going forward.", "2026-01-12"),
         )),
    Case(name="p92-driverapp-flutter-native", family="technology", expected="update",
         scope="project:roadmate-driver-app",
         original="The driver companion app is built with React Native.",
         date="2025-05-20",
         later=(
             user("We rewrote the driver app in Flutter over the winter; the RN codebase is archived.", "2026-02-03"),
         )),
    Case(name="p92-ota-maps-cdn", family="technology", expected="conflict",
         scope="project:atlasdrive-ota",
         original="OTA map tile packages are distributed to vehicles through Amazon CloudFront.",
         date="2025-03-02",
         later=(
             agent("Map delta bundles are pulled by the head unit from the Fastly edge; signed URLs are minted by the tile-signer lambda.", "2026-01-19"),
         )),
    Case(name="p92-geofence-redis-dropped", family="technology", expected="update",
         scope="project:fleetpulse-ingest",
         original="Geofence lookups for incoming GPS points are cached in Redis.",
         date="2025-07-14",
         later=(
             agent("Ripped out the Redis geofence cache; polygons are held in an in-process R-tree loaded at startup instead.", "2026-01-22"),
             agent("Removed redis from docker-compose for the ingest workers.", "2026-01-23"),
         )),

    # ---- setting ----
    Case(name="p92-heartbeat-interval", family="setting", expected="update",
         scope="project:telemetry-edge-agent",
         original="The in-vehicle edge agent sends a heartbeat to the backend every 30 seconds.",
         date="2025-06-05",
         later=(
             user("To save cellular data we bumped the edge agent heartbeat to every 120 seconds starting with firmware 4.2.", "2026-01-06"),
         )),
    Case(name="p92-trip-api-port", family="setting", expected="conflict",
         scope="project:roadmate-driver-app",
         original="The trip history API listens on port 8443.",
         date="2025-08-18",
         later=(
             agent("Pointed the local app build at trip-history on :9443, that's the port the service binds.", "2026-01-27"),
         )),
    Case(name="p92-ota-max-bundle-size", family="setting", expected="conflict",
         scope="project:atlasdrive-ota",
         original="A single OTA map update bundle is capped at 250 MB.",
         date="2025-02-26",
         later=(
             agent("Bundle builder rejects anything over 400 MB per map package; split the EU region to stay under it.", "2026-02-10"),
         )),

    # ---- policy ----
    Case(name="p92-vin-pseudonymize", family="policy", expected="update",
         scope="project:fleetpulse-ingest",
         original="Raw VINs must never be written to the analytics warehouse.",
         date="2025-05-09",
         later=(
             user("Legal signed off: from now on the warehouse stores raw VINs in the restricted schema, hashing is no longer required there.", "2026-01-15"),
         )),
    Case(name="p92-ota-staged-rollout", family="policy", expected="update",
         scope="project:atlasdrive-ota",
         original="Every OTA map release always goes to a 1% canary fleet before wider rollout.",
         date="2025-09-01",
         later=(
             agent("Per the release sync, minor POI-only map updates skip the canary stage now and ship fleet-wide directly.", "2026-01-30"),
         )),
    Case(name="p92-driverapp-login-mfa", family="policy", expected="conflict",
         scope="project:roadmate-driver-app",
         original="Drivers are not required to use two-factor authentication to log into the app.",
         date="2025-04-23",
         later=(
             user("2FA is mandatory for every driver account at sign-in.", "2026-02-05"),
         )),

    # ---- rename ----
    Case(name="p92-rename-ingest-topic", family="rename", expected="update",
         scope="project:fleetpulse-ingest",
         original="Decoded telemetry is published to the queue named vehicle-signals-raw.",
         date="2025-06-30",
         later=(
             agent("Renamed the queue vehicle-signals-raw -> telemetry.decoded.v2; consumers updated.", "2026-01-09"),
         )),
    Case(name="p92-rename-cli", family="rename", expected="update",
         scope="project:telemetry-edge-agent",
         original="Field technicians provision head units with the `edgectl` command.",
         date="2025-03-17",
         later=(
             user("The provisioning CLI is called `tcu-provision` these days, edgectl was retired in the 5.0 toolkit.", "2026-01-21"),
         )),
    Case(name="p92-rename-trips-table", family="rename", expected="conflict",
         scope="project:roadmate-driver-app",
         original="Completed trips are stored in the driver_trips table.",
         date="2025-07-07",
         later=(
             agent("Query for the mileage report: SELECT * FROM journey_log WHERE driver_id = $1 -- journey_log is where finished trips are kept.", "2026-02-12"),
         )),

    # ---- move ----
    Case(name="p92-move-dbc-files", family="move", expected="update",
         scope="project:telemetry-edge-agent",
         original="The CAN DBC signal definition files live in the firmware/dbc directory.",
         date="2025-08-02",
         later=(
             agent("Relocated DBC definitions into the shared signal-catalog repo under catalog/can/; firmware pulls them as a git submodule.", "2026-01-13"),
         )),
    Case(name="p92-move-ota-config", family="move", expected="update",
         scope="project:atlasdrive-ota",
         original="The OTA rollout configuration is kept in deploy/rollout.yaml.",
         date="2025-10-02",
         later=(
             user("Rollout settings were moved out of the repo into the config service at /ota/rollout; deploy/rollout.yaml got deleted.", "2026-01-17"),
         )),
    Case(name="p92-move-app-repo", family="move", expected="update",
         scope="project:roadmate-driver-app",
         original="The driver app source code is hosted in the mobile-apps monorepo.",
         date="2025-01-28",
         later=(
             agent("Heads up: the driver app was split out into its own repo, roadmate/driver-app; the monorepo folder is just a stub README now.", "2026-02-02"),
         )),

    # ---- lookalikes ----
    Case(name="p92-look-refine-mqtt-qos", family=LOOKALIKE, expected="none", variant="refinement",
         scope="project:canbridge-gateway",
         original="The gateway forwards CAN telemetry to the cloud over MQTT.",
         date="2025-05-03",
         later=(
             agent("MQTT forwarding uses QoS 1 with TLS client certs; topic prefix is vin/<id>/can.", "2026-01-10"),
         )),
    Case(name="p92-look-diffsubject-port", family=LOOKALIKE, expected="none", variant="different-subject",
         scope="project:canbridge-gateway",
         original="The gateway's ingest endpoint listens on port 8883.",
         date="2025-06-12",
         later=(
             agent("The diagnostics dashboard for the gateway runs on port 3001.", "2026-01-18"),
         )),
    Case(name="p92-look-otherscope-dtc-upload", family=LOOKALIKE, expected="none", variant="other-scope",
         scope="project:telemetry-edge-agent",
         original="The edge agent uploads diagnostic trouble codes every 10 minutes.",
         date="2025-09-09",
         later=(
             user("Diagnostic trouble codes are uploaded every 60 minutes.", "2026-01-25", scope="project:marinelink-tracker"),
         )),
    Case(name="p92-look-routine-ota", family=LOOKALIKE, expected="none", variant="routine",
         scope="project:atlasdrive-ota",
         original="The OTA map service signs every update bundle with an ECDSA key stored in AWS KMS.",
         date="2025-04-04",
         later=(
             agent("Fixed a flaky test in the bundle signer; the KMS ECDSA signing call now has a retry on throttling.", "2026-01-11"),
             agent("Re-ran the nightly map build, signatures verified on the bench head unit.", "2026-01-12"),
         )),
    Case(name="p92-look-agree-fcm", family=LOOKALIKE, expected="none", variant="agreement",
         scope="project:voltcharge-driver",
         original="The EV charging companion app uses Firebase Cloud Messaging for push notifications.",
         date="2025-08-27",
         later=(
             user("Confirmed with the mobile team: charging alerts still go out through FCM.", "2026-01-20", contradicts=False),
         )),
    Case(name="p92-look-diffsubject-db", family=LOOKALIKE, expected="none", variant="different-subject",
         scope="project:fleetpulse-ingest",
         original="Trip summaries are stored in TimescaleDB.",
         date="2025-11-05",
         later=(
             agent("Driver profile records are kept in DynamoDB, separate from the trip store.", "2026-01-29"),
         )),
    # -- Fresh probe 93 (written by a helper who had not seen the rules; simple style, bioinformatics; measured once on arrival at ea837fb: 6/16, 6/16 at the session-start code f7aecb5) --
    # ---- technology ----
    Case(name="p93-variant-caller-gatk-to-deepvariant", family="technology", expected="update",
         scope="project:exome-calling",
         original="Germline variants in the exome pipeline are called with GATK HaplotypeCaller.",
         date="2025-03-11",
         later=(
             agent("Swapped the calling step over to DeepVariant; HaplotypeCaller rule deleted from the Snakefile.", "2026-01-08"),
             user("We're on DeepVariant for all exome calling going forward.", "2026-01-09"),
         )),
    Case(name="p93-workflow-engine-nextflow", family="technology", expected="update",
         scope="project:rnaseq-core",
         original="The RNA-seq workflow is orchestrated with Snakemake.",
         date="2025-05-20",
         later=(
             user("Finished porting rnaseq-core to Nextflow DSL2 last week, the Snakemake version is retired.", "2026-02-02"),
         )),
    Case(name="p93-sample-db-sqlite-to-postgres", family="technology", expected="update",
         scope="project:sampletrack",
         original="Sample tracking metadata lives in a single SQLite file on the lab file server.",
         date="2025-04-03",
         later=(
             agent("Ran the migration script; sampletrack now reads and writes Postgres 16 on db-bio-02.", "2026-01-15"),
             agent("Left the old .sqlite file in place read-only, nothing points at it anymore.", "2026-01-16"),
         )),
    Case(name="p93-aligner-conflict-minimap2", family="technology", expected="conflict",
         scope="project:longread-asm",
         original="Long reads in the assembly project are aligned with NGMLR.",
         date="2025-07-14",
         later=(
             agent("Read alignment for longread-asm runs minimap2 with -ax map-ont, outputs sorted BAMs.", "2026-01-21"),
         )),

    # ---- setting ----
    Case(name="p93-slurm-walltime-raised", family="setting", expected="update",
         scope="project:metagenomics-hpc",
         original="Kraken2 classification jobs are submitted with a 12-hour Slurm walltime.",
         date="2025-06-02",
         later=(
             agent("Jobs kept timing out on the big soil samples, bumped the kraken2 walltime to 36h in the profile.", "2026-01-05"),
         )),
    Case(name="p93-min-mapq-conflict", family="setting", expected="conflict",
         scope="project:chip-peaks",
         original="The ChIP-seq filter step drops reads with mapping quality below 30.",
         date="2025-02-19",
         later=(
             agent("Filter step in chip-peaks: samtools view -q 10 before peak calling.", "2026-01-12"),
             user("MAPQ cutoff for the ChIP filter is 10.", "2026-01-14"),
         )),
    Case(name="p93-lims-api-port-conflict", family="setting", expected="conflict",
         scope="project:sampletrack",
         original="The sample tracking API listens on port 8080.",
         date="2025-09-09",
         later=(
             agent("Hit the sampletrack API at localhost:5050/samples to pull the plate manifest.", "2026-02-10"),
         )),

    # ---- policy ----
    Case(name="p93-fastq-retention-policy", family="policy", expected="update",
         scope="project:seq-archive",
         original="Raw FASTQ files must be kept on the cluster for every run indefinitely.",
         date="2025-01-28",
         later=(
             user("Storage committee decision: raw FASTQs no longer stay on the cluster once the CRAMs are archived to tape.", "2026-01-19"),
         )),
    Case(name="p93-phix-spike-policy", family="policy", expected="update",
         scope="project:amplicon-16s",
         original="We never add a PhiX spike-in to the 16S amplicon runs.",
         date="2025-08-05",
         later=(
             agent("Core facility asked for it after the low-diversity failures, so from now on every 16S run gets 15% PhiX.", "2026-01-27"),
         )),
    Case(name="p93-manual-qc-signoff", family="policy", expected="update",
         scope="project:clinical-panel",
         original="Every panel batch needs a manual MultiQC sign-off from a scientist before results are released.",
         date="2025-10-13",
         later=(
             user("With the automated QC gates in place, batches that pass all thresholds don't need a human sign-off anymore.", "2026-02-04"),
             agent("Removed the manual approval step from the release job accordingly.", "2026-02-05"),
         )),

    # ---- rename ----
    Case(name="p93-rename-conda-env", family="rename", expected="update",
         scope="project:rnaseq-core",
         original="The pipeline's tools are installed in a conda environment called rnaseq-tools.",
         date="2025-03-30",
         later=(
             agent("Rebuilt the env from the lockfile under the name rnaseq-core-2026; rnaseq-tools was removed.", "2026-01-10"),
         )),
    Case(name="p93-rename-slurm-partition", family="rename", expected="update",
         scope="project:metagenomics-hpc",
         original="Assembly jobs go to the Slurm partition named bigmem.",
         date="2025-11-03",
         later=(
             user("HPC team relabeled the partitions over the break: bigmem is now called highmem-a100.", "2026-01-06"),
             agent("Updated the sbatch headers to -p highmem-a100.", "2026-01-07"),
         )),
    Case(name="p93-rename-results-table-conflict", family="rename", expected="conflict",
         scope="project:sampletrack",
         original="QC metrics per library are stored in the table library_qc.",
         date="2025-06-24",
         later=(
             agent("Pulled per-library QC metrics from seq_library_metrics for the dashboard query.", "2026-01-23"),
         )),

    # ---- move ----
    Case(name="p93-move-reference-genomes", family="move", expected="update",
         scope="project:exome-calling",
         original="Reference genomes are kept under /shared/refs/hg38 on the cluster.",
         date="2025-04-17",
         later=(
             agent("References relocated to /projects/genomics/references/GRCh38 during the storage consolidation; updated config.yaml.", "2026-01-13"),
         )),
    Case(name="p93-move-pipeline-repo", family="move", expected="update",
         scope="project:longread-asm",
         original="The assembly pipeline code is hosted on the lab's internal GitLab.",
         date="2025-05-08",
         later=(
             user("We migrated the longread-asm repo to the university GitHub org; GitLab copy is archived.", "2026-02-01"),
         )),
    Case(name="p93-move-samplesheet-conflict", family="move", expected="conflict",
         scope="project:chip-peaks",
         original="The sample sheet for the ChIP pipeline sits at config/samples.tsv in the repo root.",
         date="2025-09-22",
         later=(
             agent("Sample sheet is read from inputs/metadata/chip_samples.csv; added two new antibody controls there.", "2026-01-29"),
         )),

    # ---- look-alikes ----
    Case(name="p93-lookalike-refinement-star", family=LOOKALIKE, expected="none", variant="refinement",
         scope="project:rnaseq-core",
         original="Reads in the RNA-seq workflow are aligned to the genome with STAR.",
         date="2025-07-01",
         later=(
             agent("STAR runs in two-pass mode with --quantMode GeneCounts and 16 threads per sample.", "2026-01-11"),
         )),
    Case(name="p93-lookalike-different-subject-walltime", family=LOOKALIKE, expected="none",
         variant="different-subject",
         scope="project:metagenomics-hpc",
         original="MEGAHIT assembly jobs request 500 GB of memory on the cluster.",
         date="2025-08-19",
         later=(
             agent("The CheckM binning QC jobs only request 64 GB of memory.", "2026-01-18"),
         )),
    Case(name="p93-lookalike-other-scope-aligner", family=LOOKALIKE, expected="none", variant="other-scope",
         scope="project:exome-calling",
         original="Exome reads are aligned with BWA-MEM2.",
         date="2025-02-06",
         later=(
             user("Reads are aligned with Bowtie2.", "2026-01-20", scope="project:chip-peaks"),
         )),
    Case(name="p93-lookalike-routine-barcodes", family=LOOKALIKE, expected="none", variant="routine",
         scope="project:sampletrack",
         original="Sample barcodes are printed from the sample tracking app on the Zebra label printer.",
         date="2025-10-27",
         later=(
             agent("Printed barcode labels for plate P-0412 from sampletrack, scanned them back in to check, all 96 matched.", "2026-01-22"),
         )),
    Case(name="p93-lookalike-agreement-trimming", family=LOOKALIKE, expected="none", variant="agreement",
         scope="project:amplicon-16s",
         original="Primer trimming in the 16S pipeline is done with cutadapt.",
         date="2025-05-15",
         later=(
             agent("Confirmed the trim step still calls cutadapt 4.9 with the 515F/806R primers.", "2026-01-25", contradicts=False),
         )),
    Case(name="p93-lookalike-refinement-storage", family=LOOKALIKE, expected="none", variant="refinement",
         scope="project:seq-archive",
         original="Processed alignments are archived as CRAM files.",
         date="2025-11-20",
         later=(
             user("CRAMs get written with the GRCh38 reference embedded by MD5 and checked with samtools quickcheck before archiving.", "2026-02-03"),
         )),
    # -- Fresh probe 94 (written by a helper who had not seen the rules; simple style, government services; measured once on arrival at ea837fb: 9/16, 9/16 at the session-start code f7aecb5) --
    # ---- technology ----
    Case(name="p94-forms-frontend-react", family="technology", expected="update",
         scope="project:civicforms",
         original="The online forms frontend is built with Angular.", date="2025-04-11",
         later=(agent("Ported the last two multi-step wizards; nothing in the forms UI depends on Angular anymore, it's all React.", "2026-01-08"),
                user("Please write new form components as React function components.", "2026-01-09"),)),
    Case(name="p94-idv-vendor-veriff", family="technology", expected="update",
         scope="project:trustgate-idv",
         original="Identity checks use Onfido for passport and driving licence verification.", date="2025-06-03",
         later=(user("Onfido contract ended in December; document verification goes through Veriff going forward.", "2026-01-05"),)),
    Case(name="p94-casework-db", family="technology", expected="conflict",
         scope="project:caseflow",
         original="The case management service stores its records in an Oracle database.", date="2025-03-19",
         later=(agent("casework-api connects to a PostgreSQL 15 cluster; migrations are in db/migrations/*.sql.", "2026-02-02"),)),
    Case(name="p94-intake-queue-sqs", family="technology", expected="update",
         scope="project:formintake",
         original="Form submissions are queued through RabbitMQ before they are processed.", date="2025-07-22",
         later=(agent("Cut submission intake over to Amazon SQS. RabbitMQ exchanges decommissioned this morning.", "2026-01-20"),
                agent("Dead-letter handling now uses the SQS redrive policy (maxReceiveCount=5).", "2026-01-21"),)),

    # ---- setting ----
    Case(name="p94-session-idle-timeout", family="setting", expected="update",
         scope="project:citizen-portal",
         original="Citizen portal sessions expire after 15 minutes of inactivity.", date="2025-05-14",
         later=(user("Accessibility review flagged the idle logout; we bumped it to 30 minutes.", "2026-01-13"),)),
    Case(name="p94-upload-size-cap", family="setting", expected="conflict",
         scope="project:benefits-claims",
         original="Document uploads on benefit claim forms are capped at 10 MB per file.", date="2025-08-06",
         later=(agent("Attachment validator rejects anything over 25 MB per file (MAX_UPLOAD_BYTES=26214400).", "2026-01-27"),)),
    Case(name="p94-eligibility-node-version", family="setting", expected="update",
         scope="project:eligibility-checker",
         original="The eligibility checker runs on Node 18.", date="2025-02-25",
         later=(agent("Upgraded eligibility checker to Node 22 and rebuilt the CI images.", "2026-01-16"),
                agent("Dropped the Node 18 polyfill for structuredClone, no longer needed.", "2026-01-16"),)),

    # ---- policy ----
    Case(name="p94-caseworker-hardware-keys", family="policy", expected="update",
         scope="project:caseflow",
         original="Caseworkers must use a hardware security key to sign in to the case management console.", date="2025-09-09",
         later=(user("Security signed off on authenticator apps, so caseworkers aren't required to have hardware keys anymore.", "2026-02-04"),)),
    Case(name="p94-idv-manual-review", family="policy", expected="update",
         scope="project:trustgate-idv",
         original="Every failed identity check is always escalated to a human reviewer.", date="2025-06-30",
         later=(user("From now on only failures with a fraud score above 0.7 go to manual review; the rest get a retry link.", "2026-01-22"),)),
    Case(name="p94-ni-number-logging", family="policy", expected="conflict",
         scope="project:benefits-claims",
         original="We never log national insurance numbers, even in masked form.", date="2025-10-15",
         later=(agent("The audit logger writes masked NI numbers (last three characters) on each claim event for traceability.", "2026-01-29"),)),

    # ---- rename ----
    Case(name="p94-address-lookup-rename", family="rename", expected="update",
         scope="project:citizen-portal",
         original="The address lookup service is called addr-finder.", date="2025-04-28",
         later=(agent("addr-finder was renamed to geo-locate-svc; updated the helm chart and service mesh routes.", "2026-01-12"),)),
    Case(name="p94-applications-table", family="rename", expected="conflict",
         scope="project:formintake",
         original="Submitted applications are stored in the applications table.", date="2025-07-02",
         later=(agent("Reporting query for last week's submitted applications reads from case_submissions, joined on applicant_id.", "2026-02-10"),)),
    Case(name="p94-export-cli-rename", family="rename", expected="update",
         scope="project:caseflow",
         original="Caseworker data exports are run with the pcm-export command.", date="2025-11-04",
         later=(user("We rebranded the tooling: exports are `caseflow export` now, pcm-export is gone.", "2026-01-19"),
                agent("Swapped pcm-export for `caseflow export` in the nightly cron script.", "2026-01-20"),)),

    # ---- move ----
    Case(name="p94-form-schemas-dir", family="move", expected="update",
         scope="project:civicforms",
         original="Form JSON schemas live in the shared/schemas directory.", date="2025-03-07",
         later=(agent("Relocated all form schemas into packages/form-defs/schemas; shared/schemas only has a README pointing there.", "2026-01-15"),)),
    Case(name="p94-idv-adapters-repo", family="move", expected="update",
         scope="project:trustgate-idv",
         original="The identity verification adapter code is in the gov-idv-adapters repo on GitLab.", date="2025-05-20",
         later=(user("IDV adapters were migrated to GitHub under digital-services/idv-connectors; the GitLab repo is archived.", "2026-02-03"),)),
    Case(name="p94-feature-flags-file", family="move", expected="conflict",
         scope="project:citizen-portal",
         original="Feature flags for the portal are configured in config/flags.yaml.", date="2025-08-18",
         later=(agent("Portal feature flags are loaded from deploy/helm/values-flags.yaml; there's no flags file under config/.", "2026-01-26"),)),

    # ---- look-alikes ----
    Case(name="p94-captcha-refinement", family=LOOKALIKE, variant="refinement", expected="none",
         scope="project:appointments",
         original="The appointment booking form uses reCAPTCHA to block bots.", date="2025-09-23",
         later=(agent("Booking form reCAPTCHA is v3 with a 0.5 score threshold; low scores fall back to the checkbox challenge.", "2026-01-14"),)),
    Case(name="p94-renewal-timeout-other-form", family=LOOKALIKE, variant="different-subject", expected="none",
         scope="project:renewals-hub",
         original="The passport renewal form times out after 20 minutes.", date="2025-06-12",
         later=(agent("Driving licence renewal form times out after 45 minutes since it has the photo upload step.", "2026-01-23"),)),
    Case(name="p94-grants-api-port-other-scope", family=LOOKALIKE, variant="other-scope", expected="none",
         scope="project:grantsdesk",
         original="The grants portal API listens on port 8080.", date="2025-10-01",
         later=(user("The grants portal API listens on port 9090.", "2026-01-18", scope="project:permitline"),)),
    Case(name="p94-case-search-reindex", family=LOOKALIKE, variant="routine", expected="none",
         scope="project:caseflow",
         original="The case management service uses Elasticsearch for case search.", date="2025-04-02",
         later=(agent("Reindexed the case search Elasticsearch cluster after the mapping tweak; 0 failed docs.", "2026-01-30"),
                agent("Bumped the ES client library patch version in casework-api.", "2026-01-31"),)),
    Case(name="p94-claim-autosave-agreement", family=LOOKALIKE, variant="agreement", expected="none",
         scope="project:benefits-claims",
         original="Benefit claim forms autosave drafts every 60 seconds.", date="2025-11-17",
         later=(user("Checked with QA, claim drafts still autosave once a minute.", "2026-01-11", contradicts=False),)),
    Case(name="p94-notify-emails-other-portal", family=LOOKALIKE, variant="different-subject", expected="none",
         scope="project:counciltax-online",
         original="The council tax portal sends confirmation emails through GOV.UK Notify.", date="2025-07-29",
         later=(agent("Planning applications portal sends its confirmation emails via SendGrid.", "2026-02-06"),)),
    # -- Sealed probe 85 (written by a helper who had not seen the rules; simple style, IoT fleet; never looked at while tuning, measured once at the final code 88872c4: 10/16, 10/16 at the session-start code f7aecb5) --
    # ---- technology ----
    Case(name="p85-tech-broker-mosquitto-emqx", family="technology", expected="update",
         scope="project:lumenhive-fleet",
         original="The device fleet connects to a Mosquitto broker for all MQTT traffic.", date="2025-09-14",
         later=(agent("Noticed the broker healthcheck in compose now targets emqx:5.3; mosquitto container is gone.", "2026-01-08"),
                user("We cut the whole fleet over to EMQX last week, Mosquitto is decommissioned.", "2026-01-10"),)),
    Case(name="p85-tech-ota-mender-swupdate", family="technology", expected="update",
         scope="project:tidewater-sensors",
         original="OTA firmware updates for the buoys are delivered through Mender.", date="2025-08-02",
         later=(user("Heads up: we ripped out Mender and rolled our own OTA on top of SWUpdate with A/B partitions.", "2026-02-03"),)),
    Case(name="p85-tech-telemetry-influx-timescale", family="technology", expected="conflict",
         scope="project:coldchain-trackers",
         original="Reefer telemetry is stored in InfluxDB.", date="2025-11-05",
         later=(agent("Wrote the temperature rollup query as a TimescaleDB continuous aggregate on the telemetry hypertable.", "2026-01-19"),
                agent("Telemetry ingest worker inserts rows into Postgres/Timescale via COPY.", "2026-01-20"),)),
    Case(name="p85-tech-rtos-freertos-zephyr", family="technology", expected="update",
         scope="project:gridpulse-meters",
         original="The smart meter firmware is built on FreeRTOS.", date="2025-07-21",
         later=(agent("Porting the pulse counter driver to a Zephyr devicetree overlay as part of the RTOS migration.", "2026-01-06"),
                user("FreeRTOS port is done being maintained; everything ships on Zephyr from 4.0 onward.", "2026-01-15"),)),

    # ---- setting ----
    Case(name="p85-set-heartbeat-interval", family="setting", expected="update",
         scope="project:lumenhive-fleet",
         original="Gateways publish a heartbeat message every 30 seconds.", date="2025-10-11",
         later=(user("Bumped the gateway heartbeat to 120s to save cellular data, it's live on all sites.", "2026-01-22"),)),
    Case(name="p85-set-mqtt-tls-port", family="setting", expected="conflict",
         scope="project:orchardnet-irrigation",
         original="Valve controllers reach the broker over TLS on port 8883.", date="2025-09-30",
         later=(agent("Valve controller sdkconfig: MQTT_BROKER_URI=mqtts://broker.orchardnet.io:443", "2026-01-13"),
                agent("Confirmed with openssl s_client that the controllers' broker endpoint answers TLS on 443.", "2026-01-14"),)),
    Case(name="p85-set-firmware-image-max", family="setting", expected="update",
         scope="project:tidewater-sensors",
         original="Firmware images for the buoy MCU must stay under 512 KB.", date="2025-06-18",
         later=(agent("Linker script now has FLASH LENGTH = 1024K since the rev C board uses the larger flash part.", "2026-02-01"),
                user("Yes, the image budget doubled to 1 MB with rev C.", "2026-02-02"),)),

    # ---- policy ----
    Case(name="p85-pol-staged-rollout", family="policy", expected="update",
         scope="project:gridpulse-meters",
         original="Every OTA release must go to a 5% canary cohort before the full fleet.", date="2025-08-27",
         later=(user("For security patches we're skipping the canary ring from now on and pushing fleet-wide straight away.", "2026-01-09"),)),
    Case(name="p85-pol-unsigned-images", family="policy", expected="update",
         scope="project:coldchain-trackers",
         original="Devices never accept unsigned firmware images.", date="2025-10-20",
         later=(agent("Flipped CONFIG_BOOT_SIGNATURE off for the dev build; bootloader will take unsigned images.", "2026-01-17"),
                user("Going forward unsigned images are allowed on the whole tracker fleet until the HSM is back online.", "2026-01-18"),)),
    Case(name="p85-pol-manual-decommission", family="policy", expected="conflict",
         scope="project:orchardnet-irrigation",
         original="Decommissioning a device always requires manual approval from an ops lead.", date="2025-11-12",
         later=(agent("Decommission job runs nightly and retires any controller offline >30 days automatically, no approval step.", "2026-01-25"),)),

    # ---- rename ----
    Case(name="p85-ren-telemetry-topic", family="rename", expected="update",
         scope="project:lumenhive-fleet",
         original="Gateway telemetry is published on the MQTT topic fleet/telemetry.", date="2025-09-03",
         later=(agent("Updated the subscriber: topic fleet/telemetry was renamed to lumenhive/v2/telemetry/+ in the broker ACLs.", "2026-01-11"),)),
    Case(name="p85-ren-provisioning-service", family="rename", expected="update",
         scope="project:tidewater-sensors",
         original="New buoys are registered by the provision-api service.", date="2025-07-09",
         later=(user("provision-api is called device-enroller now, the old name is only in stale dashboards.", "2026-01-21"),
                agent("Pointed the factory flashing script at device-enroller.internal for registration.", "2026-01-23"),)),
    Case(name="p85-ren-cli-command", family="rename", expected="conflict",
         scope="project:gridpulse-meters",
         original="Field techs push config to a meter with the command `gpctl push-config`.", date="2025-10-02",
         later=(agent("Field tech runbook step 4: run `meterctl apply` to send the config bundle to the meter.", "2026-01-28"),)),

    # ---- move ----
    Case(name="p85-mv-board-configs", family="move", expected="update",
         scope="project:coldchain-trackers",
         original="Board definition files live in firmware/boards/ in the main repo.", date="2025-08-15",
         later=(agent("Board defs were relocated into the new tracker-hal repo under hal/boards/; firmware/boards/ just has a README pointer.", "2026-01-07"),)),
    Case(name="p85-mv-ota-manifests", family="move", expected="update",
         scope="project:orchardnet-irrigation",
         original="OTA release manifests are kept in the S3 bucket orchardnet-ota-prod.", date="2025-09-25",
         later=(user("We migrated the release manifests off S3 onto the GCS bucket orchardnet-releases.", "2026-01-16"),
                agent("CI publish step now uploads manifest.json to gs://orchardnet-releases/.", "2026-01-17"),)),
    Case(name="p85-mv-device-certs", family="move", expected="conflict",
         scope="project:lumenhive-fleet",
         original="Gateway client certificates are stored at /etc/lumenhive/certs on the device.", date="2025-11-20",
         later=(agent("Gateway loads its client cert and key from /data/secure/tls/, per the mqtt_client init code.", "2026-01-30"),)),

    # ---- lookalikes ----
    Case(name="p85-la-refinement-emqx-cluster", family=LOOKALIKE, expected="none", variant="refinement",
         scope="project:tidewater-sensors",
         original="Buoy telemetry goes through an EMQX broker.", date="2025-10-08",
         later=(agent("The EMQX broker is a 3-node cluster behind an NLB, with persistent sessions enabled.", "2026-01-12"),)),
    Case(name="p85-la-different-subject-heartbeat", family=LOOKALIKE, expected="none", variant="different-subject",
         scope="project:gridpulse-meters",
         original="Meters report readings every 15 minutes.", date="2025-09-12",
         later=(agent("Concentrator units send their status ping every 60 seconds.", "2026-01-14"),)),
    Case(name="p85-la-other-scope-image-size", family=LOOKALIKE, expected="none", variant="other-scope",
         scope="project:coldchain-trackers",
         original="Tracker firmware images are capped at 768 KB.", date="2025-08-30",
         later=(user("Firmware images are capped at 2 MB.", "2026-01-19", scope="project:halcyon-doorbells"),)),
    Case(name="p85-la-routine-ota-batch", family=LOOKALIKE, expected="none", variant="routine",
         scope="project:orchardnet-irrigation",
         original="Controller OTA updates are distributed through hawkBit.", date="2025-07-28",
         later=(agent("Queued rollout 3.2.1 in hawkBit for the west-valley group; 212 of 240 controllers confirmed so far.", "2026-01-26"),)),
    Case(name="p85-la-agreement-signed-images", family=LOOKALIKE, expected="none", variant="agreement",
         scope="project:lumenhive-fleet",
         original="Gateways reject any firmware image not signed with the release key.", date="2025-10-27",
         later=(user("Double-checked on a bench unit: a gateway refused an unsigned build, signature enforcement still holds.", "2026-01-29", contradicts=False),)),
    Case(name="p85-la-different-subject-broker-port", family=LOOKALIKE, expected="none", variant="different-subject",
         scope="project:tidewater-sensors",
         original="Buoys connect to the MQTT broker on port 8883.", date="2025-11-03",
         later=(agent("The broker's Prometheus metrics endpoint listens on port 18083.", "2026-02-04"),)),
    # -- Sealed probe 86 (written by a helper who had not seen the rules; simple style, e-learning; never looked at while tuning, measured once at the final code 88872c4: 10/16, 9/16 at the session-start code f7aecb5) --
    # ---- technology ----
    Case(name="p86-video-transcoding-ffmpeg-to-mediaconvert", family="technology", expected="update",
         scope="project:lessonreel",
         original="Lesson videos in LessonReel are transcoded by a self-hosted FFmpeg worker pool.",
         date="2025-04-11",
         later=(agent("Retired the ffmpeg worker pool this sprint; uploads now go straight to AWS Elemental MediaConvert jobs.", "2026-01-20"),
                user("Transcoding is MediaConvert only from here on, don't spin up the old workers.", "2026-01-22"),)),
    Case(name="p86-grading-queue-celery-to-temporal", family="technology", expected="update",
         scope="project:markwise",
         original="Markwise runs its autograding jobs through Celery with a Redis broker.",
         date="2025-06-03",
         later=(agent("Finished porting the autograder pipeline onto Temporal workflows; the Celery tasks were deleted in PR #812.", "2026-02-04"),)),
    Case(name="p86-authoring-editor-tinymce-vs-prosemirror", family="technology", expected="conflict",
         scope="project:coursesmith",
         original="The CourseSmith lesson editor is built on TinyMCE.",
         date="2025-03-18",
         later=(agent("Lesson editor is a ProseMirror setup (see src/editor/schema.ts for the node specs).", "2026-01-09"),)),
    Case(name="p86-search-elastic-to-meilisearch", family="technology", expected="update",
         scope="project:campusgrid",
         original="Course catalog search on CampusGrid is powered by Elasticsearch.",
         date="2025-08-27",
         later=(user("We dropped Elasticsearch for the catalog, it was too heavy to run.", "2026-01-15"),
                agent("Catalog search index lives in Meilisearch now; reindex with `make reindex-catalog`.", "2026-01-16"),)),

    # ---- setting ----
    Case(name="p86-upload-size-limit", family="setting", expected="update",
         scope="project:lessonreel",
         original="Instructors can upload lesson videos of at most 2 GB each.",
         date="2025-05-06",
         later=(user("Bumped the per-video upload cap to 5 GB after the complaints from the med school.", "2026-02-10"),)),
    Case(name="p86-lti-launch-token-ttl", family="setting", expected="conflict",
         scope="project:ltibridge",
         original="LTI 1.3 launch id_tokens in LtiBridge are accepted for 300 seconds after issue.",
         date="2025-09-14",
         later=(agent("Checked the validator: id_token max age is 60s, anything older gets rejected with invalid_launch.", "2026-01-27"),)),
    Case(name="p86-quiz-autosave-interval", family="setting", expected="update",
         scope="project:quizforge",
         original="The QuizForge player autosaves student answers every 30 seconds.",
         date="2025-07-22",
         later=(agent("Changed the autosave interval to 10s to cut lost answers on flaky wifi.", "2026-01-05"),
                user("Yes, keep the 10 second autosave going forward.", "2026-01-06"),)),

    # ---- policy ----
    Case(name="p86-late-submission-policy", family="policy", expected="update",
         scope="project:markwise",
         original="Markwise never accepts assignment submissions after the deadline.",
         date="2025-02-19",
         later=(user("Policy change: late submissions are allowed now, with a 10% penalty per day for up to three days.", "2026-01-13"),)),
    Case(name="p86-captions-required", family="policy", expected="update",
         scope="project:lessonreel",
         original="Every published lesson video must have human-reviewed captions.",
         date="2025-06-30",
         later=(agent("Per the content team, auto-generated Whisper captions are fine for publishing; human review is optional from this term.", "2026-02-02"),)),
    Case(name="p86-grade-passback-manual-approval", family="policy", expected="conflict",
         scope="project:ltibridge",
         original="Grades are only sent back to the LMS after an instructor manually approves them.",
         date="2025-10-08",
         later=(agent("Grade passback fires automatically on submission scoring via AGS; there's no approval step in the flow.", "2026-01-19"),)),

    # ---- rename ----
    Case(name="p86-rename-gradebook-service", family="rename", expected="update",
         scope="project:campusgrid",
         original="The service that stores final course grades is called gradebook-api.",
         date="2025-04-02",
         later=(agent("gradebook-api got renamed to scores-svc in the k8s manifests and the Helm chart.", "2026-01-08"),
                user("Use scores-svc in all new docs.", "2026-01-09"),)),
    Case(name="p86-rename-enrollment-table", family="rename", expected="conflict",
         scope="project:coursesmith",
         original="Course enrollments are stored in the `enrollments` table.",
         date="2025-11-12",
         later=(agent("Enrollment rows are in `course_memberships`; joined on learner_id for the roster export.", "2026-01-23"),)),
    Case(name="p86-rename-cli-command", family="rename", expected="update",
         scope="project:quizforge",
         original="Question banks are imported with the `qf import-bank` command.",
         date="2025-09-01",
         later=(agent("Heads up: `qf import-bank` is gone in v3, the CLI calls it `qf bank load` now.", "2026-02-12"),)),

    # ---- move ----
    Case(name="p86-move-lti-keys", family="move", expected="update",
         scope="project:ltibridge",
         original="The LTI tool's private signing keys are kept in config/keys/ in the repo.",
         date="2025-03-25",
         later=(user("We pulled the signing keys out of the repo; they're in Vault under secret/ltibridge/jwks since the audit.", "2026-01-11"),)),
    Case(name="p86-move-course-templates", family="move", expected="update",
         scope="project:coursesmith",
         original="Course starter templates live in the templates/courses directory of the coursesmith repo.",
         date="2025-07-09",
         later=(agent("Templates were split into their own repo, coursesmith-templates; the old folder is just a README pointer.", "2026-01-29"),
                agent("Added the new rubric template to coursesmith-templates/rubrics.", "2026-02-03"),)),
    Case(name="p86-move-grading-rubrics-config", family="move", expected="conflict",
         scope="project:markwise",
         original="Rubric weight defaults are configured in settings/rubrics.yaml.",
         date="2025-08-15",
         later=(agent("Default rubric weights come from markwise/conf/grading/weights.toml; edited the essay weight there.", "2026-01-21"),)),

    # ---- lookalikes ----
    Case(name="p86-look-refinement-transcoding", family=LOOKALIKE, variant="refinement", expected="none",
         scope="project:streamtutor",
         original="StreamTutor stores lesson videos as HLS streams in S3.",
         date="2025-05-20",
         later=(agent("HLS renditions are 360p/720p/1080p with 6-second segments, all under s3://streamtutor-media/hls/.", "2026-01-14"),)),
    Case(name="p86-look-different-subject-port", family=LOOKALIKE, variant="different-subject", expected="none",
         scope="project:campusgrid",
         original="The CampusGrid web portal serves on port 8080.",
         date="2025-06-12",
         later=(agent("Started the grading worker's health endpoint on port 9091 for the liveness probe.", "2026-01-07"),)),
    Case(name="p86-look-other-scope-db", family=LOOKALIKE, variant="other-scope", expected="none",
         scope="project:quizforge",
         original="QuizForge stores quiz attempts in PostgreSQL.",
         date="2025-04-28",
         later=(user("Quiz attempts are stored in MongoDB.", "2026-01-18", scope="project:edupulse"),)),
    Case(name="p86-look-routine-lti", family=LOOKALIKE, variant="routine", expected="none",
         scope="project:ltibridge",
         original="LtiBridge registers with Canvas using LTI 1.3 dynamic registration.",
         date="2025-09-30",
         later=(agent("Fixed a typo in the dynamic registration error page and bumped the canvas fixture versions; tests green.", "2026-01-24"),)),
    Case(name="p86-look-agreement-rubric", family=LOOKALIKE, variant="agreement", expected="none",
         scope="project:markwise",
         original="Markwise rounds final percentage grades to one decimal place.",
         date="2025-10-21",
         later=(agent("Verified in report_card.py: final percentages are rounded to one decimal before export.", "2026-02-06", contradicts=False),)),
    Case(name="p86-look-refinement-peer-review", family=LOOKALIKE, variant="refinement", expected="none",
         scope="project:peerloop",
         original="PeerLoop assigns each essay to three peer reviewers.",
         date="2025-11-03",
         later=(user("Reviewers are picked at random from the same section, and nobody gets their own essay.", "2026-01-26"),)),
    # -- Sealed probe 95 (written by a helper who had not seen the rules; simple style, mobile banking; never looked at while tuning, measured once at the final code 88872c4: 11/16, 10/16 at the session-start code f7aecb5) --
    # ---- technology ----
    Case(name="p95-push-provider-fcm-to-onesignal", family="technology", expected="update",
         scope="project:tallybank-mobile",
         original="The TallyBank app sends push notifications through Firebase Cloud Messaging.",
         date="2025-04-11",
         later=(
             agent("Wired the transaction-alert template into the OneSignal dashboard; FCM keys are now only kept for the legacy Android build.", "2026-01-08"),
             user("We cut over push delivery to OneSignal last sprint, so Firebase is out of the picture for notifications.", "2026-01-15"),
         )),
    Case(name="p95-card-freeze-state-redis-to-dynamo", family="technology", expected="update",
         scope="project:cardguard-api",
         original="Card freeze status is cached in Redis so the toggle responds instantly.",
         date="2025-06-03",
         later=(
             user("Freeze/unfreeze state lives in DynamoDB since the migration finished; Redis got decommissioned for that path.", "2026-02-02"),
         )),
    Case(name="p95-ios-ui-uikit-to-swiftui", family="technology", expected="conflict",
         scope="project:harborpay-ios",
         original="The HarborPay iOS card controls screen is built with UIKit.",
         date="2025-03-19",
         later=(
             agent("Opened CardControlsView.swift — the card controls screen is a pure SwiftUI view with no UIKit hosting.", "2026-01-21"),
         )),
    Case(name="p95-release-pipeline-bitrise-to-gha", family="technology", expected="update",
         scope="project:tallybank-mobile",
         original="Mobile release builds for TallyBank run on Bitrise.",
         date="2025-05-27",
         later=(
             agent("Release workflow file is .github/workflows/release-mobile.yml; Bitrise project is archived.", "2026-01-09"),
             user("Heads up: we dropped Bitrise in December, all store builds go through GitHub Actions now.", "2026-01-12"),
         )),

    # ---- setting ----
    Case(name="p95-otp-expiry-300-to-120", family="setting", expected="update",
         scope="project:cardguard-api",
         original="One-time passcodes for card activation expire after 300 seconds.",
         date="2025-07-14",
         later=(
             user("Security asked us to tighten it — activation OTPs now time out at 120 seconds.", "2026-01-19"),
         )),
    Case(name="p95-min-ios-version-15-vs-16", family="setting", expected="conflict",
         scope="project:harborpay-ios",
         original="HarborPay supports iOS 15 as the minimum deployment target.",
         date="2025-02-08",
         later=(
             agent("Project build settings show IPHONEOS_DEPLOYMENT_TARGET = 16.4 for the app and all extensions.", "2026-01-27"),
         )),
    Case(name="p95-daily-atm-limit-500-to-800", family="setting", expected="update",
         scope="project:cardguard-api",
         original="The default daily ATM withdrawal limit on new debit cards is 500 euros.",
         date="2025-08-22",
         later=(
             agent("Bumped DEFAULT_ATM_DAILY_LIMIT to 800 in limits.yaml per the product ticket.", "2026-02-04"),
             user("Yes, new cards get an 800 euro ATM cap from this release onward.", "2026-02-06"),
         )),

    # ---- policy ----
    Case(name="p95-biometric-every-open-relaxed", family="policy", expected="update",
         scope="project:harborpay-ios",
         original="Users must pass Face ID every time they open the app.",
         date="2025-04-30",
         later=(
             user("Compliance signed off on a 5-minute grace window, so reopening the app shortly after doesn't require Face ID anymore.", "2026-01-13"),
         )),
    Case(name="p95-no-marketing-push-reversed", family="policy", expected="update",
         scope="project:tallybank-mobile",
         original="We never send marketing content through push notifications.",
         date="2025-09-05",
         later=(
             agent("Added a 'promotions' push channel behind the marketing opt-in flag.", "2026-01-22"),
             user("From this quarter we do send promo pushes, but only to people who opted in.", "2026-01-23"),
         )),
    Case(name="p95-staged-rollout-required-conflict", family="policy", expected="conflict",
         scope="project:harborpay-ios",
         original="Every App Store release has to go out as a phased rollout.",
         date="2025-06-17",
         later=(
             agent("Release checklist: submit 6.3.0 with phased release off — full availability to all users on approval.", "2026-02-10"),
         )),

    # ---- rename ----
    Case(name="p95-rename-card-lock-service", family="rename", expected="update",
         scope="project:cardguard-api",
         original="Card blocking requests are handled by the card-lock-svc service.",
         date="2025-03-03",
         later=(
             agent("Updated the k8s manifests after the rename: card-lock-svc is card-controls-svc now.", "2026-01-06"),
         )),
    Case(name="p95-rename-notif-queue", family="rename", expected="conflict",
         scope="project:tallybank-mobile",
         original="Transaction alerts are published to the txn-alerts SQS queue.",
         date="2025-10-09",
         later=(
             agent("The alert publisher writes to the queue `customer-notifications-prod`; nothing subscribes to any txn-alerts queue.", "2026-01-29"),
         )),
    Case(name="p95-rename-gradle-module", family="rename", expected="update",
         scope="project:quaypay-android",
         original="The Android card settings code lives in the :feature-cards Gradle module.",
         date="2025-05-12",
         later=(
             user("We renamed :feature-cards to :card-management when we split out wallet stuff.", "2026-01-17"),
             agent("Fixed the stale import paths left over from the :card-management module rename.", "2026-01-18"),
         )),

    # ---- move ----
    Case(name="p95-move-push-templates-dir", family="move", expected="update",
         scope="project:tallybank-mobile",
         original="Push notification templates are stored in backend/templates/push.",
         date="2025-07-01",
         later=(
             agent("Relocated the push templates into the shared notifications-content repo; backend/templates/push was deleted.", "2026-01-20"),
         )),
    Case(name="p95-move-feature-flags-config", family="move", expected="conflict",
         scope="project:quaypay-android",
         original="Feature flags for the Android app are defined in app/src/main/assets/flags.json.",
         date="2025-08-08",
         later=(
             agent("Flag definitions for the Android client come from config/remote/flags.yaml in the config-service repo; the app has no bundled flags file.", "2026-02-12"),
         )),
    Case(name="p95-move-fastlane-to-monorepo", family="move", expected="update",
         scope="project:harborpay-ios",
         original="The Fastlane setup for HarborPay sits in its own harborpay-release repository.",
         date="2025-09-23",
         later=(
             user("We folded the release tooling into the app monorepo — Fastfile is under tools/fastlane now.", "2026-01-25"),
             agent("Archived harborpay-release on GitHub after confirming lanes run from tools/fastlane.", "2026-01-26"),
         )),

    # ---- look-alikes ----
    Case(name="p95-look-refinement-push-provider", family=LOOKALIKE, variant="refinement", expected="none",
         scope="project:cobaltcard-app",
         original="CobaltCard push notifications are delivered through Firebase Cloud Messaging.",
         date="2025-05-05",
         later=(
             agent("FCM messages for card alerts are sent with high priority and a 10-minute TTL so they arrive while the phone is idle.", "2026-01-11"),
         )),
    Case(name="p95-look-different-subject-limit", family=LOOKALIKE, variant="different-subject", expected="none",
         scope="project:cardguard-api",
         original="The default daily contactless spending limit on debit cards is 200 euros.",
         date="2025-06-20",
         later=(
             user("Online card-not-present purchases have a default daily limit of 1,000 euros.", "2026-01-16"),
         )),
    Case(name="p95-look-other-scope-min-android", family=LOOKALIKE, variant="other-scope", expected="none",
         scope="project:quaypay-android",
         original="The QuayPay Android app requires Android 8.0 (API 26) or newer.",
         date="2025-04-02",
         later=(
             user("Our minimum is Android 10 (API 29) for the merchant terminal app.", "2026-01-24",
                  scope="project:quaypay-merchant"),
         )),
    Case(name="p95-look-routine-card-freeze", family=LOOKALIKE, variant="routine", expected="none",
         scope="project:cobaltcard-app",
         original="Freezing a card in CobaltCard blocks new authorizations within two seconds.",
         date="2025-08-13",
         later=(
             agent("Fixed a flaky UI test around the freeze toggle animation and bumped the snapshot images.", "2026-01-30"),
         )),
    Case(name="p95-look-agreement-release-cadence", family=LOOKALIKE, variant="agreement", expected="none",
         scope="project:tallybank-mobile",
         original="TallyBank ships a new app store release every two weeks.",
         date="2025-03-28",
         later=(
             user("Confirmed with the release manager: we're still on the two-week store release train.", "2026-02-03",
                  contradicts=False),
         )),
    Case(name="p95-look-refinement-otp-channel", family=LOOKALIKE, variant="refinement", expected="none",
         scope="project:harborpay-ios",
         original="HarborPay sends card activation codes by SMS.",
         date="2025-10-15",
         later=(
             agent("Activation SMS uses the Twilio Verify sender ID 'HarborPay' and falls back to a long code in the US.", "2026-01-28"),
         )),
    # -- Sealed probe 96 (written by a helper who had not seen the rules; simple style, SaaS analytics; never looked at while tuning, measured once at the final code 88872c4: 10/16, 10/16 at the session-start code f7aecb5) --
    # ---- technology ----
    Case(name="p96-ingest-buffer-kinesis", family="technology", expected="update",
         scope="project:pulsegrid",
         original="The Pulsegrid event ingestion pipeline buffers incoming events in Apache Kafka.",
         date="2025-04-08",
         later=(agent("Finished cutting ingestion over to Amazon Kinesis; the old Kafka brokers get decommissioned Friday.", "2026-01-09"),)),
    Case(name="p96-dashboard-charts-echarts", family="technology", expected="update",
         scope="project:lumetric",
         original="The Lumetric dashboard frontend renders its charts with Chart.js.",
         date="2025-05-21",
         later=(user("We ripped out Chart.js last sprint, every dashboard widget draws with ECharts now.", "2026-01-15"),
                agent("Bundle size dropped ~40 KB after removing the chart.js dependency.", "2026-01-16"))),
    Case(name="p96-export-staging-bigquery", family="technology", expected="conflict",
         scope="project:tallyhouse",
         original="Tallyhouse data exports are staged in Snowflake before being delivered to customers.",
         date="2025-06-02",
         later=(agent("Export staging job writes into BigQuery tables in the tallyhouse_exports dataset, then hands off to the delivery worker.", "2026-02-03"),)),
    Case(name="p96-query-layer-druid", family="technology", expected="update",
         scope="project:stratalens",
         original="The Stratalens dashboard queries run against ClickHouse.",
         date="2025-03-17",
         later=(user("Heads-up: the dashboard query layer was migrated onto Apache Druid over the holidays.", "2026-01-06"),
                agent("ClickHouse is read-only until it's retired at the end of the month; don't point new panels at it.", "2026-01-07"))),

    # ---- setting ----
    Case(name="p96-collector-flush-batch", family="setting", expected="conflict",
         scope="project:pulsegrid",
         original="The Pulsegrid collector flushes events to storage in batches of 500.",
         date="2025-07-11",
         later=(agent("collector.yaml: flush.max_events is 2000, so each write to storage carries up to 2000 events.", "2026-02-10"),)),
    Case(name="p96-export-link-expiry", family="setting", expected="update",
         scope="project:tallyhouse",
         original="Exported CSV files on Tallyhouse stay downloadable for 7 days.",
         date="2025-08-19",
         later=(user("Bumped export link expiry to 30 days after the enterprise complaints.", "2026-01-20"),)),
    Case(name="p96-ingest-rate-limit", family="setting", expected="conflict",
         scope="project:beaconly",
         original="The Beaconly ingestion API rate-limits each API key at 1,000 requests per minute.",
         date="2025-09-04",
         later=(agent("Load test: ingestion API starts answering 429 at 250 req/min per key, which matches the limiter config.", "2026-01-27"),)),

    # ---- policy ----
    Case(name="p96-email-hashing-off", family="policy", expected="update",
         scope="project:sightline",
         original="Sightline always hashes user email addresses before events are written to the warehouse.",
         date="2025-02-25",
         later=(user("Customers wanted email-based matching, so raw emails are kept in the warehouse from now on.", "2026-01-12"),
                agent("Disabled the hash_email step in the enrichment stage per the new decision.", "2026-01-13"))),
    Case(name="p96-backfill-signoff-dropped", family="policy", expected="update",
         scope="project:beaconly",
         original="Backfills of historical event data on Beaconly must be approved by the data team lead before running.",
         date="2025-10-02",
         later=(user("Going forward nobody needs the data lead's approval to kick off a backfill; the runbook guardrails are enough.", "2026-02-02"),)),
    Case(name="p96-friday-deploys", family="policy", expected="conflict",
         scope="project:lumetric",
         original="The Lumetric team never deploys dashboard changes on Fridays.",
         date="2025-06-30",
         later=(agent("Per the release checklist in the Lumetric wiki, dashboard deploys go out every weekday, Fridays included.", "2026-01-23"),)),

    # ---- rename ----
    Case(name="p96-report-mailer-renamed", family="rename", expected="update",
         scope="project:stratalens",
         original="The service that generates scheduled report emails in Stratalens is called report-mailer.",
         date="2025-05-06",
         later=(user("report-mailer is digest-service now; both the repo and the k8s deployment got the new name.", "2026-01-19"),)),
    Case(name="p96-events-raw-table", family="rename", expected="update",
         scope="project:pulsegrid",
         original="Raw events in Pulsegrid land in a table named events_raw.",
         date="2025-09-15",
         later=(agent("Schema cleanup done: events_raw is now ingest_events. Updated the dbt sources to match.", "2026-02-05"),)),
    Case(name="p96-export-cli-rebrand", family="rename", expected="update",
         scope="project:tallyhouse",
         original="Analysts trigger manual exports on Tallyhouse with the `th-export` command.",
         date="2025-11-10",
         later=(agent("CLI got rebranded: `th-export` no longer exists, use `tally export` instead.", "2026-01-08"),
                user("Remember to update the analyst onboarding doc with the new export command.", "2026-01-09"))),

    # ---- move ----
    Case(name="p96-pipeline-config-moved", family="move", expected="update",
         scope="project:sightline",
         original="Sightline's ingestion pipeline reads its settings from config/pipeline.toml in the repo root.",
         date="2025-04-28",
         later=(agent("Relocated pipeline settings to deploy/settings/pipeline.toml and deleted the old config/ dir.", "2026-01-21"),)),
    Case(name="p96-dashboard-into-monorepo", family="move", expected="update",
         scope="project:beaconly",
         original="The Beaconly dashboard frontend lives in the beaconly/web-dashboard GitHub repository.",
         date="2025-07-22",
         later=(user("We folded the dashboard into the monorepo: it sits under beaconly/platform at apps/dashboard.", "2026-01-14"),
                agent("Archived beaconly/web-dashboard; its README points to the monorepo.", "2026-01-15"))),
    Case(name="p96-dbt-models-path", family="move", expected="conflict",
         scope="project:stratalens",
         original="Stratalens keeps its dbt models in the analytics/dbt folder.",
         date="2025-08-05",
         later=(agent("dbt project is at warehouse/transform/ — ran dbt build from there, all 212 models green.", "2026-02-11"),)),

    # ---- look-alikes ----
    Case(name="p96-parquet-partitioning", family=LOOKALIKE, expected="none", variant="refinement",
         scope="project:pulsegrid",
         original="Pulsegrid stores raw events in S3 as Parquet files.",
         date="2025-03-03",
         later=(agent("Raw event Parquet files in S3 are partitioned by date and tenant_id and compressed with zstd.", "2026-01-10"),)),
    Case(name="p96-export-worker-port", family=LOOKALIKE, expected="none", variant="different-subject",
         scope="project:lumetric",
         original="The Lumetric dashboard API listens on port 8080.",
         date="2025-06-12",
         later=(agent("The Lumetric export worker exposes its health endpoint on port 9102.", "2026-01-18"),)),
    Case(name="p96-export-bucket-otherscope", family=LOOKALIKE, expected="none", variant="other-scope",
         scope="project:tallyhouse",
         original="The Tallyhouse export service writes files to the tallyhouse-exports S3 bucket.",
         date="2025-09-29",
         later=(user("The export service writes files to the quarry-exports-prod S3 bucket.", "2026-01-22",
                     scope="project:quarrydesk"),)),
    Case(name="p96-track-endpoint-logging", family=LOOKALIKE, expected="none", variant="routine",
         scope="project:beaconly",
         original="Beaconly ingests mobile SDK events through the /v2/track endpoint.",
         date="2025-10-14",
         later=(agent("Added request-id logging to the /v2/track handler and fixed a flaky test around SDK batch parsing.", "2026-01-29"),)),
    Case(name="p96-cache-refresh-confirmed", family=LOOKALIKE, expected="none", variant="agreement",
         scope="project:sightline",
         original="Sightline dashboards refresh their cached query results every 15 minutes.",
         date="2025-05-19",
         later=(user("Checked with infra: dashboard cache refresh is still every 15 minutes.", "2026-01-25",
                     contradicts=False),)),
    Case(name="p96-sftp-key-auth", family=LOOKALIKE, expected="none", variant="refinement",
         scope="project:beaconly",
         original="Beaconly data exports are delivered to customers over SFTP.",
         date="2025-11-03",
         later=(user("SFTP export deliveries accept key-based auth only; customers upload their public key on the settings page.", "2026-02-04"),)),
    # -- Sealed probe 97 (written by a helper who had not seen the rules; simple style, platform team; never looked at while tuning, measured once at the final code 88872c4: 8/16, 7/16 at the session-start code f7aecb5) --
    # ---- technology ----
    Case(name="p97-ingress-nginx-to-envoy", family="technology", expected="update",
         scope="project:kestrel-clusters",
         original="The kestrel clusters route external traffic through ingress-nginx.",
         date="2025-05-14",
         later=(
             agent("Cut the last three namespaces over to Envoy Gateway today; ingress-nginx controller is scaled to zero.", "2026-01-08"),
             user("We're fully on Envoy Gateway for ingress now, nginx is gone.", "2026-01-12"),
         )),
    Case(name="p97-jenkins-replaced-by-gha", family="technology", expected="update",
         scope="project:forge-ci",
         original="Forge builds every service with a shared Jenkins controller.",
         date="2025-03-02",
         later=(
             user("Jenkins got decommissioned last sprint; all pipelines run as GitHub Actions workflows on self-hosted runners.", "2026-02-03"),
         )),
    Case(name="p97-helm-to-kustomize", family="technology", expected="conflict",
         scope="project:atlas-deploy",
         original="Atlas deploys its manifests to the clusters with Helm charts.",
         date="2025-07-21",
         later=(
             agent("Checked the deploy job for atlas: it runs `kubectl apply -k overlays/prod`, plain Kustomize, no chart involved.", "2026-01-19"),
         )),
    Case(name="p97-vault-dropped-for-eso-aws", family="technology", expected="update",
         scope="project:lantern-secrets",
         original="Lantern workloads read their secrets from HashiCorp Vault.",
         date="2025-06-09",
         later=(
             agent("Secret sync now goes through External Secrets Operator backed by AWS Secrets Manager.", "2026-01-05"),
             user("Vault was retired at the end of December, don't point anything new at it.", "2026-01-07"),
         )),

    # ---- setting ----
    Case(name="p97-portal-port", family="setting", expected="conflict",
         scope="project:harbor-portal",
         original="The Harbor developer portal listens on port 3000.",
         date="2025-08-11",
         later=(
             agent("Port-forwarded the harbor-portal pod and hit it on localhost:7007; that's the port the backend binds to.", "2026-01-22"),
         )),
    Case(name="p97-runner-timeout", family="setting", expected="update",
         scope="project:forge-ci",
         original="CI jobs on the forge runners are killed after 60 minutes.",
         date="2025-04-17",
         later=(
             user("Bumped the runner job timeout to 120 minutes because the integration suite kept getting cut off.", "2026-01-14"),
         )),
    Case(name="p97-node-pool-max", family="setting", expected="conflict",
         scope="project:kestrel-clusters",
         original="The general node pool in the kestrel prod cluster autoscales up to 40 nodes.",
         date="2025-09-03",
         later=(
             agent("Cluster autoscaler config for kestrel-prod/general: min 6, max 25.", "2026-02-10"),
             user("Hit the node ceiling again during the load test, 25 nodes and pods stuck pending.", "2026-02-11"),
         )),

    # ---- policy ----
    Case(name="p97-manual-prod-approval", family="policy", expected="update",
         scope="project:atlas-deploy",
         original="Every production deploy of Atlas must be approved by someone on the platform on-call rota.",
         date="2025-02-26",
         later=(
             user("From now on prod deploys go out automatically once canary analysis passes; no human sign-off required anymore.", "2026-01-28"),
         )),
    Case(name="p97-no-latest-tag", family="policy", expected="update",
         scope="project:kestrel-clusters",
         original="We never allow pods to run images pinned by a mutable tag; everything must reference a digest.",
         date="2025-05-30",
         later=(
             agent("Relaxed the Kyverno policy: semver tags are accepted in staging and prod now, digest pinning is only enforced for base images.", "2026-01-16"),
         )),
    Case(name="p97-friday-freeze", family="policy", expected="conflict",
         scope="project:harbor-portal",
         original="Nobody ships changes to the Harbor portal on Fridays.",
         date="2025-10-10",
         later=(
             agent("Merged and rolled out the catalog search fix Friday afternoon as usual; Friday releases are normal for the portal team.", "2026-01-23"),
         )),

    # ---- rename ----
    Case(name="p97-rename-build-queue", family="rename", expected="update",
         scope="project:forge-ci",
         original="Build requests are published to the RabbitMQ queue `forge.builds`.",
         date="2025-06-18",
         later=(
             agent("Renamed the queue to `forge.jobs.build` and updated producers; old name has no bindings left.", "2026-01-09"),
         )),
    Case(name="p97-rename-cli", family="rename", expected="update",
         scope="project:harbor-portal",
         original="Engineers scaffold new services with the `hbctl new` command.",
         date="2025-03-12",
         later=(
             user("The CLI is called `harbor` now, so it's `harbor create service`; hbctl was deprecated with 2.0.", "2026-02-02"),
         )),
    Case(name="p97-rename-namespace", family="rename", expected="conflict",
         scope="project:lantern-secrets",
         original="The secrets operator runs in the `lantern-system` namespace.",
         date="2025-08-27",
         later=(
             agent("Operator pods live in `secrets-platform`; `kubectl get ns lantern-system` returns NotFound.", "2026-01-30"),
         )),

    # ---- move ----
    Case(name="p97-move-cluster-configs", family="move", expected="update",
         scope="project:kestrel-clusters",
         original="Cluster definitions for kestrel are kept in the `infra/clusters/` directory of the platform monorepo.",
         date="2025-04-04",
         later=(
             agent("Migrated cluster defs out of the monorepo into the standalone `kestrel-fleet` repo (under `fleet/clusters/`).", "2026-01-13"),
             user("Please open cluster PRs against kestrel-fleet going forward.", "2026-01-15"),
         )),
    Case(name="p97-move-pipeline-templates", family="move", expected="update",
         scope="project:forge-ci",
         original="Shared pipeline templates live in `.forge/templates` inside each service repo.",
         date="2025-07-08",
         later=(
             user("We moved the shared templates into the central `forge-workflows` repo; the per-repo `.forge/templates` copies were deleted.", "2026-01-20"),
         )),
    Case(name="p97-move-portal-config", family="move", expected="update",
         scope="project:harbor-portal",
         original="The portal's catalog settings are read from `app-config.yaml` at the repo root.",
         date="2025-09-19",
         later=(
             agent("Catalog settings relocated to `config/catalog/app-config.production.yaml`; root app-config.yaml now only holds the base URL.", "2026-02-06"),
         )),

    # ---- look-alikes ----
    Case(name="p97-la-refinement-argo", family=LOOKALIKE, variant="refinement", expected="none",
         scope="project:atlas-deploy",
         original="Atlas uses Argo CD to sync manifests to the clusters.",
         date="2025-05-05",
         later=(
             agent("Argo CD for atlas runs in app-of-apps mode with auto-sync and self-heal enabled; sync waves order the CRDs first.", "2026-01-11"),
         )),
    Case(name="p97-la-different-subject-port", family=LOOKALIKE, variant="different-subject", expected="none",
         scope="project:harbor-portal",
         original="The Harbor developer portal frontend is served on port 3000.",
         date="2025-08-11",
         later=(
             agent("The TechDocs builder sidecar exposes its API on port 8080.", "2026-01-18"),
         )),
    Case(name="p97-la-other-scope-timeout", family=LOOKALIKE, variant="other-scope", expected="none",
         scope="project:forge-ci",
         original="Forge CI jobs are cancelled after 60 minutes.",
         date="2025-04-17",
         later=(
             user("CI jobs are cancelled after 90 minutes.", "2026-01-25", scope="project:osprey-mobile"),
         )),
    Case(name="p97-la-routine-vault", family=LOOKALIKE, variant="routine", expected="none",
         scope="project:lantern-secrets",
         original="Lantern workloads authenticate to Vault with the Kubernetes auth method.",
         date="2025-06-09",
         later=(
             agent("Rotated the Vault token reviewer JWT for the lantern k8s auth mount and re-ran the smoke test, all green.", "2026-01-06"),
         )),
    Case(name="p97-la-agreement-registry", family=LOOKALIKE, variant="agreement", expected="none",
         scope="project:kestrel-clusters",
         original="All kestrel cluster images are pulled from the internal Harbor registry at registry.platform.internal.",
         date="2025-03-21",
         later=(
             agent("Confirmed via the admission logs: every image pulled last week came from registry.platform.internal.", "2026-01-21", contradicts=False),
         )),
    Case(name="p97-la-different-subject-db", family=LOOKALIKE, variant="different-subject", expected="none",
         scope="project:harbor-portal",
         original="The portal backend stores its catalog in PostgreSQL.",
         date="2025-07-15",
         later=(
             user("The search indexer behind the portal keeps its data in OpenSearch.", "2026-01-27"),
         )),
    # -- Sealed probe 98 (written by a helper who had not seen the rules; simple style, food delivery; never looked at while tuning, measured once at the final code 88872c4: 13/16, 12/16 at the session-start code f7aecb5) --
    # ---- technology ----
    Case(name="p98-menu-search-elastic-to-typesense", family="technology", expected="update",
         scope="project:menuhub",
         original="Restaurant menu search in Menuhub is powered by Elasticsearch.", date="2025-04-11",
         later=(
             agent("Finished cutting menu search over to Typesense; the Elasticsearch cluster is scheduled for teardown.", "2026-01-08"),
             user("Don't touch the old ES indices, they're read-only until we delete them next sprint.", "2026-01-09"),
         )),
    Case(name="p98-dispatch-queue-rabbit-to-sqs", family="technology", expected="update",
         scope="project:courier-dispatch",
         original="Courier dispatch jobs are published to RabbitMQ.", date="2025-05-20",
         later=(
             user("We retired RabbitMQ last week; dispatch jobs go through Amazon SQS now.", "2026-01-15"),
         )),
    Case(name="p98-support-widget-zendesk-to-intercom", family="technology", expected="update",
         scope="project:helpdesk-console",
         original="The customer support chat widget is built on Zendesk.", date="2025-03-02",
         later=(
             agent("Swapped the in-app chat widget from Zendesk to Intercom per the support team's request.", "2026-02-03"),
             agent("Intercom messenger loads lazily after the order page renders.", "2026-02-04"),
         )),
    Case(name="p98-eta-model-flask-vs-fastapi", family="technology", expected="conflict",
         scope="project:eta-predictor",
         original="The delivery ETA prediction service is written in Flask.", date="2025-07-14",
         later=(
             agent("The ETA predictor is a FastAPI app; routes live in app/routers/eta.py.", "2026-01-21"),
         )),

    # ---- setting ----
    Case(name="p98-courier-radius-km", family="setting", expected="update",
         scope="project:courier-dispatch",
         original="Dispatch only offers orders to couriers within a 5 km radius of the restaurant.", date="2025-06-03",
         later=(
             user("Ops asked us to widen the courier search radius; it's 8 km from today.", "2026-01-19"),
         )),
    Case(name="p98-menu-image-size-limit", family="setting", expected="conflict",
         scope="project:menuhub",
         original="Menu item photo uploads are capped at 2 MB.", date="2025-08-09",
         later=(
             agent("Upload validator rejects dish photos over 10 MB, so the 6 MB test fixture passes.", "2026-01-27"),
         )),
    Case(name="p98-ticket-autoclose-hours", family="setting", expected="update",
         scope="project:helpdesk-console",
         original="Support tickets with no customer reply are auto-closed after 48 hours.", date="2025-09-17",
         later=(
             agent("Bumped TICKET_AUTOCLOSE_HOURS from 48 to 72 after the CX review.", "2026-02-10"),
         )),

    # ---- policy ----
    Case(name="p98-allergen-review-required", family="policy", expected="update",
         scope="project:menuhub",
         original="Every menu change that touches allergen info must be reviewed by a second engineer.", date="2025-05-05",
         later=(
             user("Allergen edits don't need a second reviewer anymore; the automated allergen linter covers it.", "2026-01-12"),
         )),
    Case(name="p98-never-reassign-picked-up", family="policy", expected="update",
         scope="project:courier-dispatch",
         original="We never reassign an order once the courier has marked it as picked up.", date="2025-04-28",
         later=(
             agent("Implemented mid-route reassignment for picked-up orders, as agreed in the incident retro.", "2026-02-06"),
             user("Going forward, picked-up orders can be handed to another courier if the first one breaks down.", "2026-02-07"),
         )),
    Case(name="p98-refund-approval-always", family="policy", expected="conflict",
         scope="project:helpdesk-console",
         original="Support agents always need a team lead's approval before issuing a refund.", date="2025-10-01",
         later=(
             agent("Agents can issue refunds up to $50 on their own; lead sign-off isn't part of the flow at all.", "2026-01-30"),
         )),

    # ---- rename ----
    Case(name="p98-rename-dispatch-service", family="rename", expected="update",
         scope="project:courier-dispatch",
         original="The service that matches orders to couriers is called matchmaker.", date="2025-03-22",
         later=(
             agent("matchmaker has been renamed to courier-router across the Helm charts and dashboards.", "2026-01-06"),
         )),
    Case(name="p98-rename-menu-table", family="rename", expected="update",
         scope="project:menuhub",
         original="Menu items are stored in the dishes table.", date="2025-06-30",
         later=(
             agent("Migration 0142 renames dishes to menu_items; ORM models updated.", "2026-01-23"),
             user("Please use menu_items in all new queries.", "2026-01-24"),
         )),
    Case(name="p98-rename-cli-command", family="rename", expected="conflict",
         scope="project:helpdesk-console",
         original="Support macros are synced with the `hd sync-macros` command.", date="2025-11-04",
         later=(
             agent("To push macros to prod run `helpdesk macros push`; there is no sync-macros subcommand.", "2026-02-12"),
         )),

    # ---- move ----
    Case(name="p98-move-dispatch-config", family="move", expected="update",
         scope="project:courier-dispatch",
         original="Dispatch zone definitions live in config/zones.yaml.", date="2025-07-08",
         later=(
             agent("Relocated zone definitions to deploy/zones/ with one YAML file per city.", "2026-01-17"),
         )),
    Case(name="p98-move-menu-importer-repo", family="move", expected="update",
         scope="project:menuhub",
         original="The restaurant menu importer lives in the menuhub monorepo under tools/importer.", date="2025-08-25",
         later=(
             user("The importer got split out into its own repo, menuhub-importer, as of this week.", "2026-02-02"),
         )),
    Case(name="p98-move-support-templates", family="move", expected="conflict",
         scope="project:helpdesk-console",
         original="Email reply templates for support are kept in src/templates/email.", date="2025-09-09",
         later=(
             agent("Reply templates are under packages/mailer/templates; src/templates only has the web views.", "2026-01-28"),
         )),

    # ---- look-alikes ----
    Case(name="p98-la-refinement-tip-payouts", family=LOOKALIKE, variant="refinement", expected="none",
         scope="project:tipjar-payouts",
         original="Courier tip payouts are processed through Stripe Connect.", date="2025-06-12",
         later=(
             agent("Stripe Connect payouts for tips run in a nightly batch and use express accounts.", "2026-01-14"),
         )),
    Case(name="p98-la-different-subject-timeout", family=LOOKALIKE, variant="different-subject", expected="none",
         scope="project:courier-dispatch",
         original="Couriers have 45 seconds to accept an offered order.", date="2025-05-14",
         later=(
             agent("Restaurants get 5 minutes to confirm an incoming order before it's auto-cancelled.", "2026-01-20"),
         )),
    Case(name="p98-la-other-scope-port", family=LOOKALIKE, variant="other-scope", expected="none",
         scope="project:menuhub",
         original="The Menuhub admin panel runs on port 4100 in local dev.", date="2025-07-02",
         later=(
             agent("The admin panel runs on port 5173 in local dev.", "2026-01-11", scope="project:kitchen-display"),
         )),
    Case(name="p98-la-routine-log", family=LOOKALIKE, variant="routine", expected="none",
         scope="project:helpdesk-console",
         original="Support ticket attachments are stored in the helpdesk-attachments S3 bucket.", date="2025-08-18",
         later=(
             agent("Fixed a typo in the attachment preview modal and bumped the aws-sdk patch version; bucket access unchanged.", "2026-01-25"),
         )),
    Case(name="p98-la-agreement", family=LOOKALIKE, variant="agreement", expected="none",
         scope="project:eta-predictor",
         original="ETA predictions are refreshed every 30 seconds while an order is in transit.", date="2025-10-06",
         later=(
             user("Double-checked with the mobile team: in-transit ETAs still refresh every 30s.", "2026-02-01", contradicts=False),
         )),
    Case(name="p98-la-different-subject-db", family=LOOKALIKE, variant="different-subject", expected="none",
         scope="project:menuhub",
         original="Menuhub stores restaurant menus in PostgreSQL.", date="2025-04-03",
         later=(
             agent("The promo-codes service keeps its campaign data in DynamoDB.", "2026-01-18"),
         )),
)


# Routine notes for the all-in-one store: what an agent logs between the interesting moments.
NOISE: tuple[tuple[str, str, str], ...] = (
    ("project:billing", "Ran pytest for billing: 318 passed, 2 skipped.", "2025-01-15T10:00"),
    ("project:billing", "Opened billing/api/invoices.py to trace the rounding bug.", "2025-02-06T09:20"),
    ("project:billing", "Bumped stripe to 8.2 in billing's requirements.", "2025-03-07T14:00"),
    ("project:webapp", "Ran the Playwright suite for the web app: 41 passed.", "2025-01-20T16:00"),
    ("project:webapp", "Opened src/routes/login.tsx to follow the redirect loop.", "2025-02-14T11:00"),
    ("project:webapp", "Rebased the checkout-redesign branch onto the default branch.", "2025-03-13T10:30"),
    ("project:ingest", "Tailed the ingest worker logs for ten minutes; no errors.", "2025-02-10T15:00"),
    ("project:ingest", "Wrote a test for the duplicate-event filter in ingest.", "2025-03-24T13:00"),
    ("project:infra", "Checked the staging disk usage: 61% used.", "2025-02-18T09:00"),
    ("project:infra", "Renewed the staging TLS certificate with certbot.", "2025-03-17T10:00"),
    ("project:search", "Reindexed the products index on staging; took 14 minutes.", "2025-02-27T16:00"),
    ("project:search", "Read the OpenSearch docs on index aliases.", "2025-04-01T11:00"),
    ("project:auth", "Added a test for expired refresh tokens in auth.", "2025-03-10T10:00"),
    ("project:auth", "Reviewed the login rate limiter in auth; no change needed.", "2025-04-08T15:00"),
    ("project:mobile", "Built the mobile release candidate 3.4.0-rc1.", "2025-03-14T17:00"),
    ("project:mobile", "Ran the mobile unit tests on the emulator: all green.", "2025-04-11T12:00"),
    ("project:docs", "Fixed three broken links in the docs getting-started page.", "2025-03-11T09:30"),
    ("project:docs", "Previewed the docs site locally before the release.", "2025-04-10T09:00"),
    ("project:crm", "Opened crm/sync/retry.py to check the backoff constants.", "2025-02-28T14:20"),
    ("project:crm", "Ran the crm migrations on a copy of production.", "2025-03-18T11:00"),
    ("project:reports", "Generated the monthly report for March on staging.", "2025-04-01T08:30"),
    ("project:ledger-eu", "Ran the ledger reconciliation job by hand; 0 mismatches.", "2025-03-20T10:00"),
    ("project:analytics", "Checked the export job's last run: 2.1M rows in 9 minutes.", "2025-03-25T09:00"),
    ("global", "Updated the local Docker Desktop to 4.30.", "2025-03-01T09:00"),
)


def held_out(index: int) -> bool:
    """The fixed held-out rule: every fourth case."""
    return index % HOLDOUT_EVERY == HOLDOUT_EVERY - 1


def split_of(index: int) -> str:
    return "holdout" if held_out(index) else "tune"


def contradiction_cases() -> list[tuple[int, Case]]:
    return [(i, c) for i, c in enumerate(CASES) if c.expected != "none"]


def lookalike_cases() -> list[tuple[int, Case]]:
    return [(i, c) for i, c in enumerate(CASES) if c.expected == "none"]

"""Secret redaction: the corpus, each detector, offsets, JSON walking, idempotence and speed."""

from __future__ import annotations

import dataclasses

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from helix_core.redact import PLACEHOLDER_RE, Finding, Redaction, is_secret_key, redact, redact_json
from tests.timing import finishes_within

try:  # tests/ is on sys.path under plain `pytest` (rootdir without __init__.py) ...
    from fixtures import secrets_corpus as corpus
except ModuleNotFoundError:  # ... and the repository root is under `python -m pytest`
    from tests.fixtures import secrets_corpus as corpus

BENIGN_SAMPLES = corpus.BENIGN_SAMPLES
SECRET_SAMPLES = corpus.SECRET_SAMPLES


def _ids(samples: list) -> list[str]:
    return [f"s{i:02d}" for i in range(len(samples))]


# --------------------------------------------------------------------------- corpus


def test_corpus_is_big_enough() -> None:
    assert len(SECRET_SAMPLES) >= 40
    assert len(BENIGN_SAMPLES) >= 50
    assert len(corpus.CORPUS) >= 150
    assert len({s.fmt for s in corpus.CORPUS}) >= 60
    held = sum(s.held_out for s in corpus.CORPUS)
    assert 0.2 <= held / len(corpus.CORPUS) <= 0.35, "about a quarter is held out"
    for sample in corpus.CORPUS:
        assert all(x in sample.text for x in sample.secrets), sample.fmt
    assert all(secrets for _, secrets in SECRET_SAMPLES)
    for text, secrets in SECRET_SAMPLES:
        for secret in secrets:
            assert secret in text, "corpus secret must occur verbatim in its sample"


@pytest.mark.parametrize(("text", "secrets"), SECRET_SAMPLES, ids=_ids(SECRET_SAMPLES))
def test_corpus_secret_removed(text: str, secrets: list[str]) -> None:
    result = redact(text)
    for secret in secrets:
        assert secret not in result.text
    assert PLACEHOLDER_RE.search(result.text)
    assert result.findings


@pytest.mark.parametrize(("text", "secrets"), SECRET_SAMPLES, ids=_ids(SECRET_SAMPLES))
def test_corpus_idempotent(text: str, secrets: list[str]) -> None:
    once = redact(text).text
    twice = redact(once)
    assert twice.text == once
    assert twice.findings == ()


@pytest.mark.parametrize("text", BENIGN_SAMPLES, ids=_ids(BENIGN_SAMPLES))
def test_benign_unchanged(text: str) -> None:
    result = redact(text)
    assert result.text == text
    assert result.findings == ()


def test_whole_corpus_in_one_document() -> None:
    """Secrets next to each other and to benign text still all vanish."""
    doc = "\n\n".join([t for t, _ in SECRET_SAMPLES] + BENIGN_SAMPLES)
    out = redact(doc).text
    for _, secrets in SECRET_SAMPLES:
        for secret in secrets:
            assert secret not in out
    for benign in BENIGN_SAMPLES:
        assert benign in out


# --------------------------------------------------------------------------- individual detectors


@pytest.mark.parametrize(
    ("text", "kind"),
    [
        (corpus.AWS_KEY_ID, "aws_access_key"),
        (corpus.AWS_SESSION_KEY_ID, "aws_access_key"),
        (f"aws_secret_access_key={corpus.AWS_SECRET}", "aws_secret_key"),
        (corpus.OPENAI_LEGACY, "openai_key"),
        (corpus.OPENAI_PROJECT, "openai_key"),
        (corpus.ANTHROPIC, "anthropic_key"),
        (corpus.GOOGLE, "google_api_key"),
        (corpus.STRIPE_LIVE, "stripe_key"),
        (corpus.STRIPE_RESTRICTED, "stripe_key"),
        (corpus.STRIPE_TEST, "stripe_key"),
        (corpus.GH_PAT, "github_token"),
        (corpus.GH_OAUTH, "github_token"),
        (corpus.GH_USER, "github_token"),
        (corpus.GH_SERVER, "github_token"),
        (corpus.GH_REFRESH, "github_token"),
        (corpus.GH_FINE, "github_token"),
        (corpus.GITLAB, "gitlab_token"),
        (corpus.SLACK_BOT, "slack_token"),
        (corpus.SLACK_USER, "slack_token"),
        (corpus.SLACK_APP, "slack_token"),
        (corpus.SLACK_HOOK, "slack_webhook"),
        (corpus.JWT, "jwt"),
        (corpus.NPM, "npm_token"),
        (corpus.HF, "huggingface_token"),
        (corpus.SENDGRID, "sendgrid_key"),
        (corpus.TWILIO_KEY, "twilio_key"),
        (f"AccountKey={corpus.AZURE_KEY};", "azure_key"),
        (corpus.PYPI, "pypi_token"),
        (f"-----BEGIN PRIVATE KEY-----\n{corpus.PK_LINES[0]}\n-----END PRIVATE KEY-----", "private_key"),
    ],
)
def test_token_kinds(text: str, kind: str) -> None:
    result = redact(f"value: {text} end")
    assert [f.kind for f in result.findings] == [kind]
    assert f"[REDACTED:{kind}]" in result.text
    assert result.text.endswith(" end")


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("password=hunter22", "password=[REDACTED:password]"),
        ("passwd: s3cr3tpw", "passwd: [REDACTED:password]"),
        ("token=abc123def", "token=[REDACTED:token]"),
        ("secret = 'kL9#mZ'", "secret = '[REDACTED:secret]'"),
        ('api_key: "abcd1234"', 'api_key: "[REDACTED:api_key]"'),
        ("apikey: zz99yy88", "apikey: [REDACTED:api_key]"),
        ("auth_token => 'q1w2e3r4'", "auth_token => '[REDACTED:token]'"),
        ('{"password": "hunter2"}', '{"password": "[REDACTED:password]"}'),
        ("--password hunter2", "--password [REDACTED:password]"),
        ("--api-key=XyZ12345", "--api-key=[REDACTED:api_key]"),
        ("DB_PASSWORD=pa55word", "DB_PASSWORD=[REDACTED:password]"),
        ("export SESSION_SECRET='v3ry s3cret'", "export SESSION_SECRET='[REDACTED:secret]'"),
        ("PRIVATE_KEY_PATH_SECRET=abc", "PRIVATE_KEY_PATH_SECRET=[REDACTED:secret]"),
        ("SENTRY_DSN=https://abc@o1.ingest.sentry.io/2", "SENTRY_DSN=[REDACTED:dsn]"),
        ("dbPassword: 'Tr0ub4dor'", "dbPassword: '[REDACTED:password]'"),
        ("clientSecret = \"0a1b2c3d\"", "clientSecret = \"[REDACTED:secret]\""),
        ("  password: correct-horse", "  password: [REDACTED:password]"),
    ],
)
def test_assignments(text: str, expected: str) -> None:
    assert redact(text).text == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (
            "postgres://alice:s3cr3t@db.example.com:5432/app",
            "postgres://alice:[REDACTED:url_password]@db.example.com:5432/app",
        ),
        ("redis://:pw123456@cache:6379/0", "redis://:[REDACTED:url_password]@cache:6379/0"),
        ("amqp://guest:p@ss@rabbit/", "amqp://guest:[REDACTED:url_password]@rabbit/"),
        ("Authorization: Bearer abc.def.ghi123", "Authorization: Bearer [REDACTED:auth_header]"),
        ("Authorization: Basic dXNlcjpwYXNz", "Authorization: Basic [REDACTED:auth_header]"),
        ("headers = {'Authorization': 'token 0123456789abcdef'}", "headers = {'Authorization': 'token [REDACTED:auth_header]'}"),
        ("bearer a1b2c3d4e5f6g7h8i9j0", "bearer [REDACTED:bearer_token]"),
    ],
)
def test_urls_and_headers(text: str, expected: str) -> None:
    assert redact(text).text == expected


def test_curl_user_password_is_removed() -> None:
    """gitleaks' curl-auth-user rule takes user and password together; the command stays."""
    out = redact("curl -u admin:Pa55w0rd https://x").text
    assert "Pa55w0rd" not in out and out.startswith("curl -u [REDACTED:") and out.endswith(" https://x")


def test_url_keeps_scheme_user_host() -> None:
    out = redact("DATABASE_URL=mysql://report:Zx81pq0@10.1.2.3/db").text
    assert "Zx81pq0" not in out
    assert "mysql://report:" in out and "@10.1.2.3/db" in out


def test_multiline_private_key_fully_removed() -> None:
    body = "\n".join(corpus.PK_LINES)
    text = f"key:\n-----BEGIN RSA PRIVATE KEY-----\nProc-Type: 4,ENCRYPTED\n\n{body}\n-----END RSA PRIVATE KEY-----\nafter"
    result = redact(text)
    assert result.text == "key:\n[REDACTED:private_key]\nafter"
    assert len(result.findings) == 1


def test_two_private_keys_and_truncated_one() -> None:
    block = f"-----BEGIN EC PRIVATE KEY-----\n{corpus.PK_LINES[0]}\n-----END EC PRIVATE KEY-----"
    truncated = f"-----BEGIN OPENSSH PRIVATE KEY-----\n{corpus.PK_LINES[1]}\n{corpus.PK_LINES[2]}"
    out = redact(f"{block}\ntext between\n{block}\n{truncated}\n\nthe end").text
    assert out == "[REDACTED:private_key]\ntext between\n[REDACTED:private_key]\n[REDACTED:private_key]\n\nthe end"


@pytest.mark.parametrize(
    "text",
    [
        "token = get_token()",
        "token = self.get_token(scope='repo')",
        "password = None",
        "password: null",
        "secret: true",
        'api_key = ""',
        "token = ${API_TOKEN}",
        "password: ${{ secrets.DB_PASSWORD }}",
        'password = os.environ["DB_PASSWORD"]',
        "api_key = settings.OPENAI_API_KEY",
        "token = user_token",
        "password=password",
        "f(password=password, token=token)",
        "const token = req.headers.authorization;",
        "password: !vault |",
        "API_KEY=<insert-key-here>",
        "SECRET_KEY=changeme_later_please" and "SECRET_KEY=your-secret-key",
        "PASSWORD=xxxxxxxx",
        "MAX_TOKEN_LENGTH=512",
        "AUTH_ENABLED=false",
        "OLDPWD=/home/dev/projects",
        "monkey = banana",
        "cache_key = 'user:42:profile'",
        "password_hash = bcrypt.hashpw(pw, salt)",
        "the tokenizer splits on whitespace",
        "a UUID like 123e4567-e89b-12d3-a456-426614174000",
        "git checkout 9fceb02d0ae598e95dc970b74767f19372d61af8",
    ],
)
def test_code_and_prose_not_redacted(text: str) -> None:
    assert redact(text).text == text


# --------------------------------------------------------------------------- findings


def test_findings_offsets_point_into_original() -> None:
    text = f"first {corpus.GH_PAT} then password='hunter2' and {corpus.AWS_KEY_ID}."
    result = redact(text)
    assert [f.kind for f in result.findings] == ["github_token", "password", "aws_access_key"]
    assert [text[f.start : f.end] for f in result.findings] == [corpus.GH_PAT, "hunter2", corpus.AWS_KEY_ID]
    starts = [f.start for f in result.findings]
    assert starts == sorted(starts)


def test_findings_never_hold_secret_values() -> None:
    for text, secrets in SECRET_SAMPLES:
        for finding in redact(text).findings:
            rendered = repr(finding)
            assert all(secret not in rendered for secret in secrets)
            assert set(dataclasses.asdict(finding)) == {"kind", "start", "end"}


def test_overlapping_detectors_merge_into_one_placeholder() -> None:
    text = f"OPENAI_API_KEY={corpus.OPENAI_PROJECT}"
    result = redact(text)
    assert result.text == "OPENAI_API_KEY=[REDACTED:openai_key]"
    assert len(result.findings) == 1


def test_result_types_are_frozen() -> None:
    result = redact("password=hunter22")
    assert isinstance(result, Redaction) and isinstance(result.findings[0], Finding)
    assert result.changed
    with pytest.raises(dataclasses.FrozenInstanceError):
        result.text = "x"  # type: ignore[misc]
    with pytest.raises(dataclasses.FrozenInstanceError):
        result.findings[0].kind = "x"  # type: ignore[misc]


def test_empty_and_clean_text() -> None:
    assert redact("") == Redaction("", ())
    clean = redact("nothing to see here")
    assert clean.text == "nothing to see here" and not clean.changed


def test_existing_placeholders_are_left_alone() -> None:
    text = "token=[REDACTED:token] and AKIA key [REDACTED:aws_access_key]"
    assert redact(text).text == text


# --------------------------------------------------------------------------- redact_json


def test_redact_json_walks_nested_values() -> None:
    value = {
        "user": "ci",
        "password": "hunter2",
        "apiKey": "abc123",
        "nested": {"headers": {"Authorization": "Bearer 0123456789abcdefXYZ"}, "retries": 3},
        "notes": [f"use {corpus.GH_PAT} for pushes", "plain"],
        "client_secret": None,
        "token": "${TOKEN}",
        "pin_password": 12345678,
        "enabled": True,
    }
    new, count = redact_json(value)
    assert new["user"] == "ci"
    assert new["password"] == "[REDACTED:password]"
    assert new["apiKey"] == "[REDACTED:api_key]"
    assert "0123456789abcdefXYZ" not in str(new["nested"])
    assert new["nested"]["retries"] == 3
    assert new["notes"] == ["use [REDACTED:github_token] for pushes", "plain"]
    assert new["client_secret"] is None
    assert new["token"] == "${TOKEN}"
    assert new["pin_password"] == "[REDACTED:password]"
    assert new["enabled"] is True
    assert count == 5
    assert value["password"] == "hunter2", "input must not be mutated"
    assert list(new) == list(value), "keys are kept in order"


def test_redact_json_is_idempotent_and_handles_scalars() -> None:
    value = {"a": [{"db_password": "p4ss"}, ("x", f"k={corpus.STRIPE_LIVE}")], "b": 1.5}
    once, n1 = redact_json(value)
    twice, n2 = redact_json(once)
    assert once == twice and n1 == 2 and n2 == 0
    assert isinstance(once["a"][1], tuple)
    assert redact_json("plain") == ("plain", 0)
    assert redact_json(None) == (None, 0)
    assert redact_json(42) == (42, 0)


def test_redact_json_corpus_strings() -> None:
    doc = {"samples": [t for t, _ in SECRET_SAMPLES]}
    new, count = redact_json(doc)
    flat = "\n".join(new["samples"])
    assert count >= len(SECRET_SAMPLES)
    for _, secrets in SECRET_SAMPLES:
        for secret in secrets:
            assert secret not in flat


@pytest.mark.parametrize(
    ("name", "kind"),
    [
        ("password", "password"), ("DB_PASSWORD", "password"), ("dbPassword", "password"), ("pwd", "password"),
        ("access_token", "token"), ("authToken", "token"), ("client_secret", "secret"), ("x-api-key", "api_key"),
        ("private_key", "api_key"), ("credentials", "credential"), ("auth", "auth"), ("SENTRY_DSN", "dsn"),
        ("max_tokens", None), ("token_count", None), ("password_reset_url", None), ("sort_key", None),
        ("monkey", None), ("bypass", None), ("author", None), ("secret_name", None),
    ],
)
def test_is_secret_key(name: str, kind: str | None) -> None:
    assert is_secret_key(name) == kind


# --------------------------------------------------------------------------- properties

_SECRETISH = [
    "password=", "token: ", "api_key = '", '"secret": "', "Authorization: Bearer ", "://u:", "@h/",
    "AKIA", "sk-", "ghp_", "eyJ", ".", "-----BEGIN RSA PRIVATE KEY-----\n", "-----END RSA PRIVATE KEY-----",
    "[REDACTED:token]", "export X_TOKEN=", "\n", " ", "'", '"', "=", ":", "--password ",
    corpus.GH_PAT, corpus.JWT, corpus.AWS_KEY_ID, corpus.PW_3, corpus.OPENAI_PROJECT,
]
_text = st.lists(
    st.one_of(st.sampled_from(_SECRETISH), st.text(max_size=12)),
    max_size=25,
).map("".join)


@settings(max_examples=400, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(_text)
def test_property_idempotent_and_bounded(text: str) -> None:
    result = redact(text)
    assert redact(result.text).text == result.text
    budget = len(text) + sum(len(f"[REDACTED:{f.kind}]") for f in result.findings)
    assert len(result.text) <= budget
    for f in result.findings:
        assert 0 <= f.start < f.end <= len(text)
    ends = [(f.start, f.end) for f in result.findings]
    assert all(a[1] <= b[0] for a, b in zip(ends, ends[1:], strict=False))
    assert _rebuild(text, result.findings) == result.text


def _rebuild(text: str, findings: tuple[Finding, ...]) -> str:
    """Findings alone must explain the output: original text with each span replaced."""
    out, cur = [], 0
    for f in findings:
        out += [text[cur : f.start], f"[REDACTED:{f.kind}]"]
        cur = f.end
    return "".join(out) + text[cur:]


@pytest.mark.parametrize(
    "text",
    [
        # Replacing the key block gives the glued JWT a word boundary it did not have before.
        f"-----BEGIN RSA PRIVATE KEY-----\n-----END RSA PRIVATE KEY-----{corpus.JWT}",
        # The first value looks like code because of "(", hiding the assignment inside it.
        f"password={corpus.GH_PAT}(password=password=",
    ],
)
def test_idempotent_when_redaction_changes_neighbours(text: str) -> None:
    result = redact(text)
    assert redact(result.text).text == result.text
    assert _rebuild(text, result.findings) == result.text


@settings(max_examples=300, deadline=None)
@given(st.text(alphabet=st.characters(blacklist_categories=()), max_size=200))
def test_property_never_raises_on_any_text(text: str) -> None:
    """Arbitrary code points, including lone surrogates and control characters."""
    result = redact(text)
    assert isinstance(result.text, str)
    if not result.findings:
        assert result.text == text


@settings(max_examples=200, deadline=None)
@given(st.text(max_size=100), st.text(max_size=100))
def test_property_secret_embedded_in_noise_is_removed(before: str, after: str) -> None:
    text = f"{before} {corpus.GH_PAT} {after}"
    assert corpus.GH_PAT not in redact(text).text


@settings(max_examples=100, deadline=None)
@given(st.recursive(
    st.none() | st.booleans() | st.integers() | st.text(max_size=20) | st.sampled_from(_SECRETISH),
    lambda children: st.lists(children, max_size=4)
    | st.dictionaries(st.sampled_from(["password", "note", "token", "x", "apiKey"]), children, max_size=4),
    max_leaves=15,
))
def test_property_redact_json_idempotent(value: object) -> None:
    once, _ = redact_json(value)
    twice, count = redact_json(once)
    assert twice == once and count == 0


# --------------------------------------------------------------------------- speed


_PATHOLOGICAL = [
    "a" * 100_000,
    "=" * 100_000,
    "password=" * 11_000,
    "eyJ" * 33_000,
    "eyJabcdefghij." * 7_000,
    "sk-" * 33_000,
    "-----BEGIN RSA PRIVATE KEY-----\n" * 3_000,
    "a://b:" * 16_000,
    "x:y@" * 25_000,
    "AKIA" * 25_000,
    "Authorization: Bearer " * 4_000,
    "token:" + " " * 100_000,
    "\"password\": \"" + "\\\\" * 50_000,
    "aws_secret_access_key " * 4_000,
    "A" * 100_000,
    "--password " * 9_000,
    "EXPORT_TOKEN=" * 7_500,
]


@pytest.mark.parametrize("text", _PATHOLOGICAL, ids=[f"p{i}" for i in range(len(_PATHOLOGICAL))])
def test_pathological_inputs_finish(text: str) -> None:
    finishes_within(lambda: redact(text), 5.0)


def test_realistic_100kb_is_fast() -> None:
    chunk = "\n".join([t for t, _ in SECRET_SAMPLES[:10]] + BENIGN_SAMPLES)
    text = (chunk + "\n") * (100_000 // len(chunk) + 1)
    text = text[:100_000]
    redact(text)  # warm up
    elapsed = min(finishes_within(lambda: redact(text), 5.0) for _ in range(3))
    # The target is well under 50 ms; the assertion is loose so a busy CI machine does not flake.
    assert elapsed < 1.0


def test_bare_aws_secret_next_to_its_key_id_is_redacted() -> None:
    secret = "wJalrXUtnFEMI/K7MDENG/bPxRfiCYzq8EXAMPLE"
    out = redact(f"aws creds AKIAIOSFODNN7EXAMPLE {secret}").text
    assert secret not in out
    assert "[REDACTED:aws_secret_key]" in out


def test_git_sha_near_aws_talk_is_kept() -> None:
    sha = "3f786850e387550fdab836ed7e6dc881de23001b"
    assert sha in redact(f"deployed {sha} to aws").text


# --------------------------------------------------------------------------- recall on the corpus


def _caught(sample: corpus.Sample) -> bool:
    out = redact(sample.text).text
    return all(secret not in out for secret in sample.secrets)


def test_recall_and_false_positives_on_the_corpus() -> None:
    """Recall on the tuning part and the held-out part (never tuned on), false positives on every
    ordinary text. Full report: ``python -m bench.secret_eval --all``."""
    parts: dict[bool, dict[str, list[bool]]] = {False: {}, True: {}}
    for sample in corpus.CORPUS:
        parts[sample.held_out].setdefault(sample.fmt, []).append(_caught(sample))
    report = {}
    for held, formats in parts.items():
        oks = [ok for v in formats.values() for ok in v]
        report["held-out" if held else "tune"] = (
            sum(oks) / len(oks), sum(all(v) for v in formats.values()), len(formats),
            sorted(f for f, v in formats.items() if not all(v)),
        )
    false_positives = [t for t in BENIGN_SAMPLES if redact(t).findings]
    print(f"\nrecall: {report}\nfalse positives: {len(false_positives)}/{len(BENIGN_SAMPLES)}")
    assert report["tune"][0] >= 0.95, report["tune"]
    assert report["held-out"][0] >= 0.80, report["held-out"]
    assert false_positives == []


@pytest.mark.parametrize(
    ("fmt", "text", "secrets"), corpus.ISSUE_SAMPLES, ids=[f"{f}-{i}" for i, (f, _, _) in enumerate(corpus.ISSUE_SAMPLES)]
)
def test_each_reported_leak_is_redacted(fmt: str, text: str, secrets: list[str]) -> None:
    """One case per format the attacker's corpus found stored, shown, exported and sent raw."""
    out = redact(text).text
    for secret in secrets:
        assert secret not in out, fmt
    assert redact(out).text == out


@pytest.mark.parametrize(
    "text",
    [
        "WARNING! Using --password via the CLI is insecure. Use --password-stdin.",
        "docker build --secret id=npmrc,src=$HOME/.npmrc -t web:latest .",
        "docker buildx build --secret id=aws,src=$HOME/.aws/credentials .",
        "commit 9fceb02d0ae598e95dc970b74767f19372d61af8",
        "mysql -u root -p app_production",
        "ssh -p 2222 deploy@bastion",
        "passwd: files systemd",
        "if not api_key: raise ValueError('missing')",
    ],
)
def test_ordinary_texts_stay_intact(text: str) -> None:
    assert redact(text).text == text


def test_shopify_header_and_snake_case_password() -> None:
    out = redact(f"X-Shopify-Access-Token: {corpus.SHOPIFY}\npassword: correct_horse_battery_staple").text
    assert corpus.SHOPIFY not in out and "correct_horse_battery_staple" not in out
    assert out.startswith("X-Shopify-Access-Token: [REDACTED:")
    # A variable on the right of "=" in code is still a variable.
    assert redact("password = correct_horse_battery_staple").text == "password = correct_horse_battery_staple"


def test_wrapped_token_is_redacted_across_the_line_break() -> None:
    token = corpus.WRAPPED_GH
    for cut in (10, 20, 30):
        text = f"token was {token[:cut]}\n{token[cut:]} (pasted from a narrow terminal)"
        out = redact(text).text
        assert token[:cut] not in out and token[cut:] not in out, cut
        assert out.endswith("(pasted from a narrow terminal)")


def test_wrapped_detection_keeps_ordinary_line_breaks() -> None:
    text = "self.embedding_worker_pool_size_limit\nmaintenance_api_version_number = 3\n" * 20
    assert redact(text).text == text


# --------------------------------------------------------------------------- attributes


_PEM_LINES = ["-----BEGIN RSA PRIVATE KEY-----", *corpus.PK_LINES, "-----END RSA PRIVATE KEY-----"]


@pytest.mark.parametrize(
    "value",
    [
        {"key": _PEM_LINES},
        {"deploy": {"ssh": {"private_key_lines": _PEM_LINES}}},
        {"files": [{"name": "id_rsa", "lines": _PEM_LINES}]},
        {"key": tuple(_PEM_LINES)},
        {"key": [_PEM_LINES[0], "\n".join(corpus.PK_LINES[:2]), *corpus.PK_LINES[2:], _PEM_LINES[-1]]},
        {"key": _PEM_LINES[:-1]},  # truncated: no END line
    ],
    ids=["list", "nested", "list-of-dicts", "tuple", "mixed-lines", "truncated"],
)
def test_private_key_stored_as_a_list_of_lines(value: dict) -> None:
    new, count = redact_json(value)
    flat = repr(new)
    assert count >= 1
    for line in corpus.PK_LINES:
        assert line not in flat
    again, n = redact_json(new)
    assert again == new and n == 0


def test_token_split_across_two_list_items() -> None:
    token = corpus.WRAPPED_GH
    new, _ = redact_json({"output": ["export GITHUB_TOKEN=" + token[:18], token[18:], "done"]})
    assert token[:18] not in repr(new) and token[18:] not in repr(new)
    assert new["output"][2] == "done" and len(new["output"]) == 3


def test_list_of_ordinary_lines_is_unchanged() -> None:
    lines = ["def f(token):", "    return token", "commit 9fceb02d0ae598e95dc970b74767f19372d61af8"]
    assert redact_json({"lines": lines}) == ({"lines": lines}, 0)


# --------------------------------------------------------------------------- the rule set


def test_every_vendored_rule_compiles() -> None:
    import tomllib

    from helix_core import secret_rules

    for path in secret_rules.RULE_FILES:
        specs = [r for r in tomllib.loads(path.read_text())["rules"] if r.get("regex")]
        for spec in specs:
            secret_rules._compile(spec["regex"])  # raises on a Go construct Python cannot read
    rules = secret_rules.load_rules()
    assert len(rules.rules) >= 212 + 8
    assert {"aws-access-token", "github-pat", "private-key", "discord-bot-token"} <= {r.id for r in rules.rules}


def test_vendored_gitleaks_file_is_unchanged_below_its_header() -> None:
    import hashlib

    from helix_core import secret_rules

    text = secret_rules.RULE_FILES[0].read_bytes()
    body = text[text.index(b'title = "gitleaks config"') :]
    assert hashlib.sha256(body).hexdigest() == "cfe0bea207fb43fb2f3c83fee373d2e67ff95da7c98181476c2cdb99a3a2868e"
    assert b"MIT License" in text[: text.index(b"title =")]


@pytest.mark.parametrize(
    ("go", "python"),
    [
        (r"\b(p8e-(?i)[a-z0-9]{32})(?:x|$)", r"\b(p8e-(?i:[a-z0-9]{32}))(?:x|$)"),
        (r"abc(?:[^\w-]|\z)", r"abc(?:[^\w-]|\Z)"),
        (r"(?i)[\w.-]{0,50}?(?:twitter)x", r"(?i)(?:twitter)x"),
        (r"(?<name>x)", r"(?P<name>x)"),
    ],
)
def test_go_regex_translation(go: str, python: str) -> None:
    import re

    from helix_core.secret_rules import translate_go_regex

    assert translate_go_regex(go) == python
    re.compile(python)


def test_go_flag_in_an_alternative_applies_to_the_rest_of_its_group() -> None:
    import re

    from helix_core.secret_rules import translate_go_regex

    pattern = re.compile(translate_go_regex(r"(?:x(?i)(?:a|b)y|z(?i)c)w"))
    assert pattern.fullmatch("xAYw") and pattern.fullmatch("zCw") and not pattern.fullmatch("XAYw")


def test_keyword_prefilter_finds_keywords_anywhere() -> None:
    from helix_core import secret_rules

    pf = secret_rules.load_rules().prefilter
    assert {"ghp_", "xoxb", "sk_live"} <= secret_rules.keywords_in("x ghp_ y xoxb- z sk_live_1", pf)
    assert secret_rules.keywords_in("nothing here", pf) & {"ghp_", "xoxb"} == set()
    assert secret_rules.keywords_in("", pf) == set()


def test_redact_actor_keeps_a_valid_actor() -> None:
    import re

    from helix_core.redact import redact_actor

    assert redact_actor("agent:claude") == "agent:claude"
    safe = redact_actor(f"agent:{corpus.GH_PAT}")
    assert corpus.GH_PAT not in safe and re.fullmatch(r"agent:[A-Za-z0-9_.\-]{1,64}", safe)


@pytest.mark.parametrize(("text", "password"), [
    ("redis-cli -h 10.0.0.7 -p 6380 -a Kq8sLm2pWx9 --no-auth-warning GET queue:len", "Kq8sLm2pWx9"),
    ("keydb-cli --pass 'Rt5#vB8nQ2' ping", "Rt5#vB8nQ2"),
    ("pscp -pw Lz9xQw4tYp backup.tar ops@10.1.1.4:/srv/", "Lz9xQw4tYp"),
    ("ldapmodify -H ldaps://dir.corp -D uid=svc,ou=apps -w Gh7kPl2qZ -f change.ldif", "Gh7kPl2qZ"),
    ("bcp dbo.Orders out orders.dat -S sql01 -U loader -P \"Vb3!xNq8Rt\" -c", "Vb3!xNq8Rt"),
    ("zip -P Mn4bVc8xZq secrets.zip notes.txt", "Mn4bVc8xZq"),
    ("rpcclient -U 'CORP\\auditor%Yt6rEw2qAz' 10.0.0.9 -c enumdomusers", "Yt6rEw2qAz"),
    ("mount.cifs //fs01/home /mnt/home -o user=dev,pass=Pq9wEr4tYu,vers=3.0", "Pq9wEr4tYu"),
    ("xfreerdp /v:jump.corp /u:alice /p:Ws2xEd3cRf /cert:ignore", "Ws2xEd3cRf"),
    ("7za x -pQa1zWs2xEd3 release.7z", "Qa1zWs2xEd3"),
    ("export GITHUB_PAT=Zx8cVb7nMq6wEr5tYu4iOp3aSd2fGh1jKl0", "Zx8cVb7nMq6wEr5tYu4iOp3aSd2fGh1jKl0"),
])
def test_command_line_passwords_of_other_tools(text: str, password: str) -> None:
    """Each tool's own password option (from its manual), not a list of sample strings."""
    out = redact(text).text
    assert password not in out
    assert "[REDACTED:" in out


@pytest.mark.parametrize("text", [
    "ls -a -w 120 src/",  # -a and -w of other commands are not passwords
    "redis-cli -a $REDIS_PASSWORD ping",  # a reference, not a value
    "The zip -P option is insecure: the password shows in the process list",
    "mount -o ro,noexec /dev/sdb1 /mnt/usb",
    "7z a -t7z archive.7z src/",
    "pattern = re.compile(r'x'); spat = 3",
])
def test_command_flags_look_alikes_untouched(text: str) -> None:
    assert redact(text).text == text


@pytest.mark.parametrize(("text", "secret"), [
    ("the db password is hunter2hunter2", "hunter2hunter2"),
    ("FYI my password is Sup3rS3cret for the staging box", "Sup3rS3cret"),
    ("password hunter2hunter2", "hunter2hunter2"),
    ("the API key is 3f9c2a7b1d4e5f60718293a4b5c6d7e8, keep it safe", "3f9c2a7b1d4e5f60718293a4b5c6d7e8"),
])
def test_a_secret_told_in_a_sentence_is_redacted(text: str, secret: str) -> None:
    out = redact(text).text
    assert secret not in out and "[REDACTED:" in out


@pytest.mark.parametrize("text", [
    "The password is stored in Vault.",
    "The token is expired after 15 minutes.",
    "Rotate the password every 90 days.",
    "The api key is read from the API_KEY env var.",
    "The access token is 3600 seconds long.",
])
def test_sentences_about_secrets_without_one_are_left_alone(text: str) -> None:
    assert redact(text).text == text


def test_a_secret_used_as_a_json_key_is_redacted() -> None:
    token = "ghp_" + "K9j8H7g6F5d4S3a2Q1w2E3r4T5y6U7i8O9p0"
    out, n = redact_json({token: "value", "plain": {token: 1}})
    assert token not in str(out) and n >= 2
    assert out["plain"] and "value" in out.values()

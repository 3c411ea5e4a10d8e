"""Ordinary tool output for timing redaction, which runs on every capture.

    python -m timeit -s "from bench.redact_speed import T2K; from helix_core.redact import redact" "redact(T2K)"
    python -m timeit -s "from bench.redact_speed import T32K; from helix_core.redact import redact" "redact(T32K)"

The text has no secret but plenty of what makes detectors work: key words (token, key, secret,
password, auth), commit hashes, paths, code, test output and prose.
"""

from __future__ import annotations

_BLOCK = '''$ git log --oneline -5
9fceb02d0ae598e95dc970b74767f19372d61af8 Fix token refresh when the session expires
3f786850e387550fdab836ed7e6dc881de23001b Add retry to the auth client
$ pytest -q tests/test_auth.py
....F..
FAILED tests/test_auth.py::test_refresh_token - AssertionError: expected 401, got 200
def refresh(self, session: Session) -> str:
    """Ask the identity provider for a new access token; keep the refresh token."""
    token = self.client.post("/oauth/token", data={"grant_type": "refresh_token"})
    if token is None:
        raise AuthError("missing token")
    return token["access_token"]
The cache key is built from the user id and the scope; see docs/auth.md for the password policy.
Build: docker build -t api:latest . && docker run --rm -e LOG_LEVEL=debug api:latest
Step 4/9 : RUN pip install -r requirements.txt
 ---> Using cache
 ---> 4b1f3c2a9d8e
Successfully built 4b1f3c2a9d8e
'''


def ordinary_text(size: int) -> str:
    """``size`` characters of the block above, repeated and cut."""
    return (_BLOCK * (size // len(_BLOCK) + 1))[:size]


T2K = ordinary_text(2_000)
T32K = ordinary_text(32_000)

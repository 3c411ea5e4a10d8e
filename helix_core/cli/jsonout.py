"""--json output: plain JSON, with what would act on a terminal escaped.

Apart from `output` (which imports Rich, ~100 ms) so that `helix capture --json`, which a script or a
hook waits for, can print without it.
"""

from __future__ import annotations

import dataclasses
import json
import re
from datetime import datetime
from typing import Any

# In --json output, JSON's own escapes already cover C0; these (C1 controls such as the one-byte
# CSI, DEL, bidi overrides) are legal raw in JSON but act on a terminal, so they are escaped too.
_JSON_UNSAFE = re.compile("[\x7f-\x9f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]")


def json_text(data: Any) -> str:
    text = json.dumps(to_jsonable(data), ensure_ascii=False, indent=2)
    return _JSON_UNSAFE.sub(lambda m: f"\\u{ord(m.group()):04x}", text)


def to_jsonable(value: Any) -> Any:
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        return {k: to_jsonable(v) for k, v in dataclasses.asdict(value).items()}
    if isinstance(value, datetime):
        return value.isoformat()
    if isinstance(value, dict):
        return {str(k): to_jsonable(v) for k, v in value.items()}
    if isinstance(value, (list, tuple)):
        return [to_jsonable(v) for v in value]
    return value

"""`// expected-error {{...}}` annotations, and checking diagnostics against them
as MLIR's SourceMgrDiagnosticVerifierHandler does (no MLIR needed here).

An annotation is `expected-error`, `expected-warning`, `expected-remark` or
`expected-note`, optionally `@above`, `@below`, `@+N` or `@-N` (relative to its own
line), then `{{message}}`: a diagnostic of that kind on that line whose message
contains `message` matches it, once.

`Verifier` is what TFRT's bef_executor driver does with runtime errors: a
diagnostic's source file is read (once) the first time a diagnostic points into
it; a diagnostic that matches an annotation there is consumed silently, any
other is reported; at the end, annotations of the files read that matched
nothing are reported too.
"""

from __future__ import annotations

import re
from typing import NamedTuple

_ANNOTATION = re.compile(
    r"expected-(?P<kind>error|warning|remark|note)\s*"
    r"(?:@(?P<where>above|below|[+-]\d+))?\s*\{\{(?P<message>.*?)\}\}")


class Expected(NamedTuple):
    kind: str
    line: int  # 1-based
    message: str


def parse(text: str) -> list[Expected]:
    """The annotations of `text`, with the line each one refers to."""
    out = []
    for number, line in enumerate(text.split("\n"), 1):
        for m in _ANNOTATION.finditer(line):
            where, target = m.group("where"), number
            if where == "above":
                target -= 1
            elif where == "below":
                target += 1
            elif where:
                target += int(where)
            out.append(Expected(m.group("kind"), target, m.group("message")))
    return out


class Verifier:
    """Matches (kind, file, line, message) diagnostics against the annotations
    of their source files; `report` prints what did not match."""

    def __init__(self, report):
        self._report = report  # called with each unmatched diagnostic's text
        self._files: dict[str, list[Expected] | None] = {}
        self.failed = False

    def _expected(self, filename: str) -> list[Expected] | None:
        if filename not in self._files:
            try:
                with open(filename, encoding="utf-8", errors="replace") as f:
                    self._files[filename] = parse(f.read())
            except OSError:  # not a file here (e.g. a pipe's name): nothing to match
                self._files[filename] = None
        return self._files[filename]

    def check(self, kind: str, filename: str | None, line: int, message: str,
              text: str) -> None:
        """Consumes the first matching annotation, or reports `text`."""
        expected = self._expected(filename) if filename else None
        for i, e in enumerate(expected or ()):
            if e.kind == kind and e.line == line and e.message in message:
                del expected[i]
                return
        self.failed = True
        self._report(text)

    def finish(self) -> bool:
        """Reports the annotations nothing matched; True if all went as expected."""
        for filename, expected in self._files.items():
            for e in expected or ():
                self.failed = True
                self._report(f'{filename}:{e.line}: error: expected {e.kind} "{e.message}" '
                             "was not produced")
        return not self.failed

"""ResourceMgr: the resources of one runtime by (container, name), TF's ResourceMgr.

    mgr = CoreRuntime.for_host(program.host).resources      # one per CoreRuntime
    v = mgr.lookup_or_create("", "counter", make_variable)  # made on first use, then shared
    mgr.lookup("", "counter")                               # the resource, or None
    mgr.delete("", "counter")                               # True if there was one
    for container, name, resource in mgr: ...              # a snapshot

A resource is any Python object (a `resource_variable_ops.Variable`, a `lookup_ops.HashTable`).
Ops that create resources by `shared_name` (VarHandleOp, HashTableV2, ...) find them here, so
every function of a loaded program, and every call, shares one variable of a name; two
CoreRuntimes (two loaded programs) never share. An empty container is the default one,
`localhost` as in TF. Thread-safe: ops run on several threads.
"""

from __future__ import annotations

import threading

__all__ = ["DEFAULT_CONTAINER", "ResourceMgr", "default_resource_mgr"]

DEFAULT_CONTAINER = "localhost"  # TF's default container name


class ResourceMgr:
    """See the module docstring."""

    def __init__(self):
        self._resources: dict[tuple[str, str], object] = {}
        self._lock = threading.Lock()

    @staticmethod
    def _key(container: str, name: str) -> tuple[str, str]:
        return (container or DEFAULT_CONTAINER, name)

    def lookup(self, container: str, name: str):
        """The resource `container`/`name`, or None."""
        return self._resources.get(self._key(container, name))  # one dict read: no lock

    def lookup_or_create(self, container: str, name: str, factory):
        """The resource `container`/`name`; made by `factory()` (once, under the lock, so
        concurrent callers get the same object) if there is none."""
        key = self._key(container, name)
        found = self._resources.get(key)
        if found is not None:
            return found
        with self._lock:
            found = self._resources.get(key)
            if found is None:
                found = factory()
                if found is None:
                    raise TypeError(f"the factory of resource {key[0]}/{name} returned None")
                self._resources[key] = found
            return found

    def delete(self, container: str, name: str, resource=None) -> bool:
        """Removes `container`/`name` (only if it is `resource`, when given); True if removed."""
        key = self._key(container, name)
        with self._lock:
            found = self._resources.get(key)
            if found is None or resource is not None and found is not resource:
                return False
            del self._resources[key]
            return True

    def clear(self) -> None:
        with self._lock:
            self._resources.clear()

    def __iter__(self):
        with self._lock:
            items = list(self._resources.items())
        return iter([(c, n, r) for (c, n), r in items])

    def __len__(self) -> int:
        return len(self._resources)

    def __repr__(self):
        return f"<ResourceMgr: {len(self)} resources>"


_DEFAULT: ResourceMgr | None = None
_DEFAULT_LOCK = threading.Lock()


def default_resource_mgr() -> ResourceMgr:
    """The process-wide ResourceMgr of ops called outside any Core Runtime (an `OpEntry`'s
    `dispatch_fn` called directly), as TF's eager ops outside a function use the eager
    context's."""
    global _DEFAULT
    if _DEFAULT is None:
        with _DEFAULT_LOCK:
            if _DEFAULT is None:
                _DEFAULT = ResourceMgr()
    return _DEFAULT

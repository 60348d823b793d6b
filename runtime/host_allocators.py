"""Host allocators as TFRT's bef_executor offers them (`--host_allocator_type`):

| name | what |
|---|---|
| `malloc` | plain allocation (`HostContext`'s default allocator) |
| `profiled_allocator` | counts allocations; prints TFRT's `HostAllocator profile:` when closed |
| `leak_check_allocator` | counts; when closed, reports what is still alive (`Memory leak detected: ...`) and fails |
| `test_fixed_size_1k` | 1024 bytes in all; logs each allocation and fails those that do not fit |

Memory is numpy's and freed with its last reference, so an allocation counts
as alive until the buffer is garbage (a `weakref.finalize` on it). A host
buffer's allocation includes TFRT's HostBuffer header (`HOST_BUFFER_HEADER`
bytes before the data), so the byte counts are TFRT's. The logging allocator's
lines go to stderr, as TFRT_LOG's.
"""

from __future__ import annotations

import gc
import sys
import threading
import weakref

from tfrt.runtime.host_context import HostAllocator

# TFRT's sizeof(HostBuffer): a host buffer is allocated with this header before its data.
HOST_BUFFER_HEADER = 64


class AllocationError(MemoryError):
    """An allocation the allocator refuses (TFRT's allocators return null)."""


class MallocAllocator(HostAllocator):
    """Plain allocation; nothing to report."""

    def close(self, out=None) -> bool:
        return True


def _owner(buffer):
    """The array whose lifetime is the allocation's (views keep their base alive)."""
    return buffer.base if buffer.base is not None else buffer


class ProfiledAllocator(HostAllocator):
    """Counts allocations and bytes (current, maximum, total) around another
    allocator; `close()` prints TFRT's profile."""

    print_profile = True

    def __init__(self, inner: HostAllocator | None = None):
        self.inner = inner or MallocAllocator()
        # Reentrant: a finalizer may run (garbage collection) inside allocate().
        self._lock = threading.RLock()
        self.current_allocations = self.max_allocations = self.total_allocations = 0
        self.current_bytes = self.max_bytes = 0

    def allocate(self, size: int, alignment: int = 16):
        buffer = self.inner.allocate(size, alignment)
        with self._lock:
            self.current_allocations += 1
            self.total_allocations += 1
            self.current_bytes += size
            self.max_allocations = max(self.max_allocations, self.current_allocations)
            self.max_bytes = max(self.max_bytes, self.current_bytes)
        weakref.finalize(_owner(buffer), self._freed, size)
        return buffer

    def _freed(self, size: int) -> None:
        with self._lock:
            self.current_allocations -= 1
            self.current_bytes -= size

    def profile(self) -> str:
        return ("HostAllocator profile:\n"
                f"Current number of allocations = {self.current_allocations}\n"
                f"Max number of allocations = {self.max_allocations}\n"
                f"Total number of allocations = {self.total_allocations}\n"
                f"Current number of bytes allocated = {self.current_bytes}\n"
                f"Max number of bytes allocated = {self.max_bytes}\n")

    def close(self, out=None) -> bool:
        """At the end of the run (everything else released): prints the profile."""
        gc.collect()  # buffers in reference cycles are garbage too
        if self.print_profile:
            (out or sys.stdout).write(self.profile())
            (out or sys.stdout).flush()
        return True


class LeakCheckAllocator(ProfiledAllocator):
    """A ProfiledAllocator that prints nothing unless something is still alive
    when closed: then the profile and `Memory leak detected: ...`, and
    `close()` returns False (bef-executor exits 1, as TFRT's)."""

    print_profile = False

    def close(self, out=None) -> bool:
        gc.collect()
        if self.current_bytes == 0:
            return True
        out = out or sys.stdout
        out.write(self.profile())
        out.write(f"Memory leak detected: {self.current_allocations} alive allocations, "
                  f"{self.current_bytes} alive bytes\n")
        out.flush()
        return False


class FixedSizeAllocator(HostAllocator):
    """At most `capacity` bytes alive (TFRT's test allocator): allocations of
    more than 32 bytes are counted and logged; one that does not fit is logged
    and refused (AllocationError)."""

    EXCLUDE_THRESHOLD = 32

    def __init__(self, capacity: int, inner: HostAllocator | None = None):
        self.capacity = capacity
        self.inner = inner or MallocAllocator()
        self.current = 0
        self._lock = threading.RLock()

    def allocate(self, size: int, alignment: int = 16):
        counted = size > self.EXCLUDE_THRESHOLD
        if counted:
            with self._lock:
                available = self.capacity - self.current
                if size > available:
                    _log(f"Attempted to allocate {size} bytes. However current capacity "
                         f"is only {available}.")
                    raise AllocationError(f"cannot allocate {size} bytes: {available} of "
                                          f"{self.capacity} available")
                self.current += size
                _log(f"Allocating {size} bytes. {self.capacity - self.current} remaining.")
        try:
            buffer = self.inner.allocate(size, alignment)
        except BaseException:
            if counted:
                with self._lock:
                    self.current -= size
            raise
        if counted:
            weakref.finalize(_owner(buffer), self._freed, size)
        return buffer

    def _freed(self, size: int) -> None:
        with self._lock:
            self.current -= size
            _log(f"Freeing {size} bytes. {self.capacity - self.current} available.")

    def close(self, out=None) -> bool:
        return True


def _log(line: str) -> None:
    print(line, file=sys.stderr, flush=True)


HOST_ALLOCATOR_TYPES = ("malloc", "test_fixed_size_1k", "profiled_allocator",
                        "leak_check_allocator")


def create_host_allocator(name: str) -> HostAllocator:
    """The allocator bef-executor's `--host_allocator_type NAME` selects."""
    if name == "malloc":
        return MallocAllocator()
    if name == "test_fixed_size_1k":
        return FixedSizeAllocator(1024)
    if name == "profiled_allocator":
        return ProfiledAllocator()
    if name == "leak_check_allocator":
        return LeakCheckAllocator()
    raise ValueError(f"unknown host allocator type '{name}' "
                     f"(known: {', '.join(HOST_ALLOCATOR_TYPES)})")

"""The fuzz tier: mutated and generated inputs through the tools and the Python APIs.

    make fuzz FUZZ_COUNT=20000 FUZZ_SEED=1     # a long campaign (python -m fuzz)
    pytest test/python/test_fuzz.py            # the short deterministic run

`corpus` makes the seeds from the project's own files, `mutators` and
`generators` make inputs from them, `harness` runs each in a subprocess under
memory and time limits and classifies the outcome, `worker` runs the
Python-API targets in a long-lived process, `campaign` makes cases from a seed
and groups failures, `reduce` shrinks a failing input. `regressions/` keeps
minimized inputs that failed in a campaign; test_fuzz.py replays them.
"""

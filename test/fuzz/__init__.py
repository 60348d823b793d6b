"""The fuzz tier: mutated and generated inputs through the tools and the Python APIs.

    make fuzz FUZZ_COUNT=20000 FUZZ_SEED=1     # a long campaign (python -m fuzz)
    pytest test/python/test_fuzz.py            # the short deterministic run

`mutators` and `generators` make inputs from seeds (`corpus`), `harness` runs
each in a subprocess under memory and time limits and classifies the outcome,
`worker` runs the Python-API targets in a long-lived process, `campaign`
makes cases from a seed and groups failures.
"""

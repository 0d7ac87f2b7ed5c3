"""An update by patch against the same update by whole archive, in the same run.

    .venv/bin/python -m tests.benchmarks.bench_update_patch [--megabytes 10] [--runs 3]

Version 0.1.0 is a fake bundle with ``--megabytes`` of random bytes (libraries do not
compress); 0.2.0 is the same with one file changed and a tenth of the payload rewritten,
as a release that changes some of its code. Both are published with release.py (the
bsdiff patch made, timed once) and served on 127.0.0.1. Timed, run after run, for a copy
that holds 0.1.0's archive: ``whole``, the archive downloaded and verified; ``patch``,
the patch downloaded and verified, applied, and the tar it makes verified. Prints the
sizes and min / median / max of each.
"""

from __future__ import annotations

import argparse
import functools
import http.server
import os
import shutil
import statistics
import tempfile
import threading
import time
from pathlib import Path

from app.updates.client import UpdateClient
from tests.support.update_feed import _Quiet, fake_bundle, release


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--megabytes", type=int, default=10)
    parser.add_argument("--runs", type=int, default=3)
    args = parser.parse_args()
    payload = args.megabytes * 1_000_000
    with tempfile.TemporaryDirectory(prefix="bench-patch-") as scratch:
        work = Path(scratch)
        repository, keys = work / "repository", work / "keys"
        release.init(repository, keys)
        first = fake_bundle(work / "b1", "0.1.0", payload=payload)
        release.publish(repository, keys, first, "0.1.0")
        second = work / "b2"
        shutil.copytree(first, second)
        (second / "backoffice").write_text("#!/bin/sh\necho backoffice 0.2.0\n")
        data = bytearray((second / "_internal" / "payload.bin").read_bytes())
        data[: payload // 10] = os.urandom(payload // 10)
        (second / "_internal" / "payload.bin").write_bytes(bytes(data))
        started = time.perf_counter()
        archive = release.publish(repository, keys, second, "0.2.0")
        publishing = time.perf_counter() - started
        assert archive is not None
        patch = archive.with_suffix("").with_suffix(".patch")
        handler = functools.partial(_Quiet, directory=str(repository))
        server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
        threading.Thread(target=server.serve_forever, daemon=True).start()
        url = f"http://127.0.0.1:{server.server_address[1]}"
        timings: dict[str, list[float]] = {"whole": [], "patch": []}
        for run in range(args.runs):
            for kind in ("whole", "patch"):
                cache = work / f"cache-{kind}-{run}"
                (cache / "archives").mkdir(parents=True)
                if kind == "patch":
                    shutil.copyfile(
                        repository / "targets" / "backoffice-0.1.0.tar.gz",
                        cache / "archives" / "backoffice-0.1.0.tar.gz",
                    )
                client = UpdateClient(
                    metadata_url=f"{url}/metadata/",
                    targets_url=f"{url}/targets/",
                    trusted_root=repository / "metadata" / "root.json",
                    cache_dir=cache,
                    current_version="0.1.0",
                )
                found = client.newest_release()
                assert found is not None and (found.patch is not None) == (kind == "patch")
                started = time.perf_counter()
                got = client.download(found)
                timings[kind].append(time.perf_counter() - started)
                assert got.name.endswith(".tar" if kind == "patch" else ".tar.gz")
                client.close()
                shutil.rmtree(cache)
        server.shutdown()
        sizes = archive.stat().st_size, patch.stat().st_size
    print(
        f"archive {sizes[0] / 1e6:.1f} MB, patch {sizes[1] / 1e6:.2f} MB "
        f"({sizes[1] / sizes[0]:.1%}); release.py publish with the patch {publishing:.1f} s; "
        f"{args.runs} runs"
    )
    for name, values in timings.items():
        median = statistics.median(values)
        print(
            f"{name:6} min {min(values) * 1000:7.1f} ms  median {median * 1000:7.1f} ms"
            f"  max {max(values) * 1000:7.1f} ms"
        )


if __name__ == "__main__":
    main()

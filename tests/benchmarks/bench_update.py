"""The update client's cost against plain downloads of the same files, in the same run.

    .venv/bin/python -m tests.benchmarks.bench_update [--megabytes 20] [--runs 5]

A signed repository of a fake bundle (random bytes: they do not compress, like a bundle's
libraries) is served on 127.0.0.1. Timed, run after run:

- ``plain GET``: httpx fetching the archive (the baseline: what any download costs);
- ``check``: a new ``UpdateClient`` refreshing the four metadata files (signatures,
  expiry, versions) and finding the newer release;
- ``download + verify``: the archive through python-tuf (length and hashes checked);
- ``install``: unpacking it beside the running version and switching ``current``.

Prints min / median / max of each and the medians' ratios to the plain GET.
"""

from __future__ import annotations

import argparse
import functools
import http.server
import shutil
import statistics
import tempfile
import threading
import time
from pathlib import Path

import httpx

from app.updates.client import UpdateClient
from app.updates.install import Installation
from tests.support.update_feed import _Quiet, fake_bundle, release


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--megabytes", type=int, default=20)
    parser.add_argument("--runs", type=int, default=5)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory(prefix="bench-update-") as scratch:
        work = Path(scratch)
        repository, keys = work / "repository", work / "keys"
        release.init(repository, keys)
        release.publish(repository, keys, fake_bundle(work / "b1", "0.1.0"), "0.1.0")
        bundle = fake_bundle(work / "b2", "0.2.0", payload=args.megabytes * 1_000_000)
        archive = release.publish(repository, keys, bundle, "0.2.0", patch=False)
        assert archive is not None
        handler = functools.partial(_Quiet, directory=str(repository))
        server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
        threading.Thread(target=server.serve_forever, daemon=True).start()
        url = f"http://127.0.0.1:{server.server_address[1]}"
        timings: dict[str, list[float]] = {
            "plain GET": [],
            "check": [],
            "download + verify": [],
            "install": [],
        }
        for run in range(args.runs):
            started = time.perf_counter()
            with httpx.Client() as plain:
                size = len(plain.get(f"{url}/targets/{archive.name}").content)
            timings["plain GET"].append(time.perf_counter() - started)
            cache = work / f"cache{run}"
            started = time.perf_counter()
            client = UpdateClient(
                metadata_url=f"{url}/metadata/",
                targets_url=f"{url}/targets/",
                trusted_root=repository / "metadata" / "root.json",
                cache_dir=cache,
                current_version="0.1.0",
            )
            found = client.newest_release()
            timings["check"].append(time.perf_counter() - started)
            assert found is not None
            started = time.perf_counter()
            downloaded = client.download(found)
            timings["download + verify"].append(time.perf_counter() - started)
            client.close()
            installation = Installation.create(
                work / f"install{run}", work / "b1", "0.1.0", "backoffice"
            )
            started = time.perf_counter()
            installation.install(downloaded, "0.2.0")
            timings["install"].append(time.perf_counter() - started)
            shutil.rmtree(cache)
            shutil.rmtree(installation.root)
        server.shutdown()
    baseline = statistics.median(timings["plain GET"])
    print(f"archive: {size / 1e6:.1f} MB, {args.runs} runs")
    for name, values in timings.items():
        median = statistics.median(values)
        print(
            f"{name:18} min {min(values) * 1000:7.1f} ms  median {median * 1000:7.1f} ms  "
            f"max {max(values) * 1000:7.1f} ms  {median / baseline:5.2f}x plain GET"
        )


if __name__ == "__main__":
    main()

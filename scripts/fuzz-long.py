#!/usr/bin/env python3
"""The long fuzz (`make fuzz-long`): every strata-fuzz setup at several seeds for a million
steps each, in release, run in parallel on the machine's cores, with a summary table written
into docs/RELIABILITY.md.

The setups come from the fuzzer itself (`strata-fuzz --list`), so a setup added there joins
without a change here. Each run is one process: `strata-fuzz --container SETUP --seed SEED
--steps STEPS`. Its output goes to .build/fuzz-long/SETUP-SEED.log; a failure's log holds the
shrunk steps and the command that replays them.

The table in docs/RELIABILITY.md lies between the lines `<!-- fuzz-long:begin -->` and
`<!-- fuzz-long:end -->`. A run replaces the rows of the setups and seeds it ran and keeps the
others, so a table can gather runs made at different times; each row says its steps and its
date. Rows are sorted by setup (in the fuzzer's order), then seed, and the table is rewritten
as each run ends, so that a long run stopped part way keeps the rows it finished.

Overrides, from the environment:
  FUZZ_STEPS   steps per run (default 1000000)
  FUZZ_SEEDS   the seeds, separated by spaces or commas (default "1 2 3")
  FUZZ_SETUPS  only these setups (default: every one --list prints)
  FUZZ_JOBS    runs at once (default: the number of cores, nproc)
  SWIFT        the swift command (default swift)

Exits with status 1 when any run failed, 0 when every run passed.
"""

import datetime
import os
import re
import subprocess
import sys
import time
from concurrent.futures import ThreadPoolExecutor, as_completed

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
REPORT = os.path.join(ROOT, "docs", "RELIABILITY.md")
LOGS = os.path.join(ROOT, ".build", "fuzz-long")
BEGIN = "<!-- fuzz-long:begin -->"
END = "<!-- fuzz-long:end -->"
HEADER = [
    "| setup | seed | steps | seconds | steps/s at the start | steps/s at the end | result | date |",
    "| --- | ---: | ---: | ---: | ---: | ---: | --- | --- |",
]
SUMMARY = re.compile(
    r"^(?P<setup>\S+): (?P<steps>\d+) steps, seed (?P<seed>\d+), .*?"
    r"(?P<start>\d+) steps/s at the start, (?P<end>\d+) at the end, (?P<seconds>[\d.]+) s, ok$",
    re.MULTILINE,
)
FAILED = re.compile(r"^\S+: FAILED at step (?P<step>\d+)", re.MULTILINE)


def words(text):
    return [word for word in re.split(r"[\s,]+", text.strip()) if word]


def build(swift):
    subprocess.run(
        [swift, "build", "-c", "release", "--product", "strata-fuzz"], cwd=ROOT, check=True
    )
    path = subprocess.run(
        [swift, "build", "-c", "release", "--show-bin-path"],
        cwd=ROOT, check=True, capture_output=True, text=True,
    ).stdout.strip()
    return os.path.join(path, "strata-fuzz")


def walk(fuzz, setup, seed, steps):
    """Runs one walk; returns its table row as a dict."""
    log = os.path.join(LOGS, f"{setup}-{seed}.log")
    began = time.monotonic()
    with open(log, "w") as output:
        status = subprocess.run(
            [fuzz, "--container", setup, "--seed", seed, "--steps", str(steps)],
            stdout=output, stderr=subprocess.STDOUT,
        ).returncode
    seconds = time.monotonic() - began
    with open(log) as output:
        text = output.read()
    row = {
        "setup": setup, "seed": seed, "steps": str(steps), "seconds": f"{seconds:.0f}",
        "start": "", "end": "", "date": datetime.date.today().isoformat(),
    }
    summary = SUMMARY.search(text)
    failure = FAILED.search(text)
    if status == 0 and summary:
        row.update(start=summary["start"], end=summary["end"], result="ok")
    elif failure:
        row["result"] = f"FAILED at step {failure['step']} (log: .build/fuzz-long/{setup}-{seed}.log)"
    else:
        row["result"] = f"FAILED: exit status {status} (log: .build/fuzz-long/{setup}-{seed}.log)"
    print(f"{setup} seed {seed}: {row['result']}, {row['seconds']} s", flush=True)
    return row


def render(row):
    return "| " + " | ".join(
        row[key] for key in ["setup", "seed", "steps", "seconds", "start", "end", "result", "date"]
    ) + " |"


def parse(line):
    cells = [cell.strip() for cell in line.strip().strip("|").split("|")]
    keys = ["setup", "seed", "steps", "seconds", "start", "end", "result", "date"]
    if len(cells) != len(keys) or cells[0] in ("setup", "---"):
        return None
    return dict(zip(keys, cells))


def write_report(rows, order):
    with open(REPORT) as report:
        text = report.read()
    if BEGIN not in text or END not in text:
        sys.exit(f"fuzz-long: {REPORT} has no {BEGIN} ... {END} markers")
    before, rest = text.split(BEGIN, 1)
    table, after = rest.split(END, 1)
    kept = {}
    for line in table.splitlines():
        row = parse(line) if line.startswith("|") else None
        if row:
            kept[(row["setup"], row["seed"])] = row
    for row in rows:
        kept[(row["setup"], row["seed"])] = row

    def key(row):
        rank = order.index(row["setup"]) if row["setup"] in order else len(order)
        return (rank, row["setup"], int(row["seed"]) if row["seed"].isdigit() else 0)

    lines = HEADER + [render(row) for row in sorted(kept.values(), key=key)]
    with open(REPORT, "w") as report:
        report.write(before + BEGIN + "\n" + "\n".join(lines) + "\n" + END + after)


def main():
    swift = os.environ.get("SWIFT", "swift")
    steps = int(os.environ.get("FUZZ_STEPS", "1000000"))
    seeds = words(os.environ.get("FUZZ_SEEDS", "1 2 3"))
    jobs = int(os.environ.get("FUZZ_JOBS", str(os.cpu_count() or 1)))
    fuzz = build(swift)
    every = words(subprocess.run([fuzz, "--list"], check=True, capture_output=True, text=True).stdout)
    chosen = words(os.environ.get("FUZZ_SETUPS", "")) or every
    unknown = [setup for setup in chosen if setup not in every]
    if unknown:
        sys.exit(f"fuzz-long: no setup named {', '.join(unknown)}; the setups: {', '.join(every)}")
    os.makedirs(LOGS, exist_ok=True)
    runs = [(setup, seed) for setup in chosen for seed in seeds]
    print(f"fuzz-long: {len(runs)} runs of {steps} steps, {jobs} at once", flush=True)
    rows = []
    with ThreadPoolExecutor(max_workers=max(1, jobs)) as pool:
        futures = [pool.submit(walk, fuzz, setup, seed, steps) for setup, seed in runs]
        # The table grows as runs end, so that a long run stopped part way keeps what it found.
        for future in as_completed(futures):
            rows.append(future.result())
            write_report(rows, every)
    failed = [row for row in rows if row["result"] != "ok"]
    print(f"fuzz-long: {len(rows) - len(failed)} of {len(rows)} runs passed; table in docs/RELIABILITY.md")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())

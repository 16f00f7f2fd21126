"""`bench`: the performance table. Timings live here and in `simulate`, never in the tests.

For each game with rules: random full games and decisions per second on one
core, the computer player's decision time (median, p95), and the frame time
of its view at 1920x1080 on the dummy driver against the floor of blitting
one full-screen surface, and the text audit's count of readability problems at
1280x720. Then launch to the menu's first frame, launch straight into a game,
and peak memory in play: each game's app in a process of its own (its table drawn with
hover, its computer levels thinking), as a player runs it.

Frames and launches are measured in CPU time (the thread's for a frame, the child's for a
launch) as well as on the wall clock: the machine is shared, and under load the wall clock
mostly measures the other programs. `frame_ms_*`, `blit_floor_ms`, `frame_over_floor` and
`launch_*_cpu_s` are CPU time; `frame_wall_ms_*` and `launch_*_s` are wall time. Launches run
with compiled bytecode kept (as a player's second start does), the median of a few.
Between measured frames the app gets the idle time its window loop gives it (the rest of the
frame's 1/60 s, where a scene prepares the pictures hovering may ask for), unmeasured.
"""

from __future__ import annotations

import gc
import json
import os
import resource
import statistics
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

from game import catalog
from game.core.conformance import playout, settled_heap
from game.core.players import LEVELS, SeatView, player_rng
from game.core.paths import PROJECT


def _pin_one_core() -> None:
    try:
        os.sched_setaffinity(0, {sorted(os.sched_getaffinity(0))[0]})
    except (AttributeError, OSError):
        pass  # not on Linux: measure as is


def _pct(values: list[float], p: float) -> float:
    if not values:
        return 0.0
    values = sorted(values)
    return values[min(len(values) - 1, int(round(p / 100 * (len(values) - 1))))]


def bench_rules(loaded, games: int) -> dict[str, Any]:
    """Random games and decisions per second, and computer decision times."""
    seats = ["random"] * max(loaded.spec.min_seats, 2)
    t0, c0 = time.perf_counter(), time.process_time()
    decisions = 0
    for i in range(games):
        decisions += playout(loaded.rules, loaded.setup(seats, 1000 + i), checks=False).decisions
    dt = max(time.perf_counter() - t0, 1e-9)
    cpu = max(time.process_time() - c0, 1e-9)  # this process's CPU time: the figure to trust on a shared machine
    row = {"games_per_s": round(games / dt, 2), "decisions_per_s": round(decisions / dt, 1),
           "cpu_games_per_s": round(games / cpu, 2), "cpu_decisions_per_s": round(decisions / cpu, 1)}
    # `simulate` with its checks on (invariants, every option tried, JSON round trips): the same
    # seeds, a quarter of the games, as a share of the unchecked speed in CPU time (decisions per
    # second). Each checked game is timed beside the same game unchecked, one after the other: the
    # two figures then share the machine's moment (on this shared machine the speed drifts by a
    # quarter from one minute to the next) and the same games' mix of long and short decisions.
    k = max(3, games // 4)
    checked, checked_cpu, beside_cpu, beside_decisions = [], 0.0, 0.0, 0
    for i in range(k):
        c0 = time.process_time()
        beside_decisions += playout(loaded.rules, loaded.setup(seats, 1000 + i), checks=False).decisions
        c1 = time.process_time()
        checked.append(playout(loaded.rules, loaded.setup(seats, 1000 + i), checks=True))
        checked_cpu += time.process_time() - c1
        beside_cpu += c1 - c0
    checked_cpu, beside_cpu = max(checked_cpu, 1e-9), max(beside_cpu, 1e-9)
    row["cpu_checked_games_per_s"] = round(k / checked_cpu, 2)
    row["checked_over_unchecked"] = round((sum(r.decisions for r in checked) / checked_cpu)
                                          / (beside_decisions / beside_cpu), 2)
    if any(r.error for r in checked):
        row["checked_errors"] = sum(1 for r in checked if r.error)
    row.update(bench_levels(loaded, len(seats), games))
    return row


def bench_levels(loaded, seats: int, games: int, sample: int = 40) -> dict[str, Any]:
    """Each computer level's decision time (median and p95 ms) over up to `sample` of its decisions
    (about `sample` for a searching level, which is slow), seated against random players."""
    out: dict[str, Any] = {}
    have = loaded.players.factories
    levels = [lv for lv in LEVELS if f"computer:{lv}" in have or (lv == "normal" and "computer" in have)]
    levels = levels or ["normal"]
    for level in levels:
        kind = f"computer:{level}"
        times: list[float] = []
        limit = sample if level == "hard" else sample * 25
        for i in range(max(2, games // 5)):
            if len(times) >= limit:
                break
            setup = loaded.setup([kind] + ["random"] * (seats - 1), 2000 + i)
            m = loaded.start(setup)
            robots = loaded.seat_players(setup["seats"])
            step = 0
            while not m.over and step < loaded.rules.decision_cap and len(times) < limit:
                seat = m.pending["seat"]
                seen, r = SeatView(loaded.rules, m.state, seat), player_rng(m.state, seat, step)
                if seat == 0:
                    c0 = time.perf_counter()
                    ans = robots[0].choose(seen, r)
                    times.append(time.perf_counter() - c0)
                else:
                    ans = robots[seat].choose(seen, r)
                m.apply(ans)
                step += 1
        key = "computer" if level == "normal" else f"computer_{level}"
        out[f"{key}_decision_ms_median"] = round(statistics.median(times) * 1000, 2) if times else None
        out[f"{key}_decision_ms_p95"] = round(_pct(times, 95) * 1000, 2) if times else None
    return out


def _mouse_move(i: int, n: int, size: tuple[int, int]):
    """Frame `i` of `n`'s mouse motion: a sweep across the window in rows, as a player's mouse
    wanders over cards, spaces and buttons."""
    import pygame
    w, h = size
    rows = 4
    row, col = divmod(i * rows, n)
    x = int((col / n) * w) if row % 2 == 0 else int((1 - col / n) * w)
    y = int((row + 0.5) / rows * h)
    return pygame.event.Event(pygame.MOUSEMOTION, pos=(min(x, w - 1), y), rel=(w // n, 0), buttons=(0, 0, 0))


def bench_frames(game_id: str | None, frames: int = 120) -> dict[str, Any]:
    """Frame times of a screen at 1920x1080 on the dummy driver, with the mouse moving over it,
    and the blit floor."""
    os.environ["SDL_VIDEODRIVER"] = "dummy"
    import pygame

    from game.ui.app import App
    from game.ui.scenes.menu import MenuScene
    from game.ui.shots import render_game
    app = App((1920, 1080), headless=True)
    scene = MenuScene(app) if game_id is None else render_game(app, game_id, None, 1, None, 30, {})
    app.scenes.reset(scene)
    from game.ui.app import IDLE_UNTIL
    for _ in range(5):
        t0 = time.perf_counter()
        app.frame([], 1 / 60)
        app.idle(t0 + IDLE_UNTIL)
    times, walls = [], []
    for i in range(frames):
        moves = [_mouse_move(i, frames, app.screen.get_size())]  # the mouse sweeps the table: hover is drawn
        t0, c0 = time.perf_counter(), time.thread_time()
        app.frame(moves, 1 / 60)
        times.append(time.thread_time() - c0)
        walls.append(time.perf_counter() - t0)
        app.idle(t0 + IDLE_UNTIL)  # as the window's loop does, in what is left of the frame's 1/60 s
    full = pygame.Surface((1920, 1080)).convert()
    floor = []
    for _ in range(frames):
        c0 = time.thread_time()
        app.screen.blit(full, (0, 0))
        floor.append(time.thread_time() - c0)
    med, fl = statistics.median(times), max(statistics.median(floor), 1e-9)
    pygame.quit()
    del app, scene
    gc.collect()  # the app and its kept pictures go now, not while the next screen is measured
    return {"frame_ms_median": round(med * 1000, 2), "frame_ms_p99": round(_pct(times, 99) * 1000, 2),
            "blit_floor_ms": round(fl * 1000, 3), "frame_over_floor": round(med / fl, 1),
            "frame_wall_ms_median": round(statistics.median(walls) * 1000, 2),
            "frame_wall_ms_p99": round(_pct(walls, 99) * 1000, 2)}


def bench_readability(game_id: str | None) -> dict[str, Any]:
    """The text audit of a screen at the default 1280x720 window: texts drawn and rules broken."""
    os.environ["SDL_VIDEODRIVER"] = "dummy"
    import pygame

    from game.ui import audit
    from game.ui.app import App
    from game.ui.scenes.menu import MenuScene
    from game.ui.shots import render_game
    audit.start()
    try:
        app = App((1280, 720), headless=True, ui_scale=1.0)
        scene = MenuScene(app) if game_id is None else render_game(app, game_id, None, 1, None, 40, {})
        app.scenes.reset(scene)
        for _ in range(2):
            app.frame([], 1 / 60)
        doc = audit.report(game_id or "menu", 1.0)
    finally:
        audit.stop()
        pygame.quit()
    return {"texts_1280x720": len(audit.visible(doc["texts"])), "readability_problems": len(audit.problems(doc))}


def bench_launch(args: tuple[str, ...] = (), runs: int = 5) -> tuple[float, float]:
    """Seconds from starting the app (with `args`) to its first drawn frame on the dummy driver:
    the median wall time and the median CPU time of `runs` starts after one that compiles the
    bytecode into a cache of its own; (-1, -1) when it did not draw. The launch ends at the first
    frame: the wall time is read when the app says it has drawn it, the CPU time is the app's own
    count at that moment, so closing the window afterwards is not counted."""
    import tempfile
    with tempfile.TemporaryDirectory(prefix="marvel-bench-") as tmp:
        env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", MARVEL_TABLETOP_FIRST_FRAME_EXIT="1",
                   PYTHONPYCACHEPREFIX=str(Path(tmp) / "pyc"), MARVEL_TABLETOP_HOME=str(Path(tmp) / "home"))
        env.pop("PYTHONDONTWRITEBYTECODE", None)
        walls, cpus = [], []
        for i in range(runs + 1):
            t0 = time.perf_counter()
            proc = subprocess.Popen([sys.executable, str(PROJECT / "main.py"), *args], env=env,
                                    stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
            cpu, wall = None, 0.0
            for line in proc.stdout:
                if line.startswith("first frame cpu "):
                    wall = time.perf_counter() - t0
                    cpu = float(line.split()[-1])
            try:
                proc.wait(timeout=120)
            except subprocess.TimeoutExpired:
                proc.kill()
                return -1.0, -1.0
            if cpu is None:
                return -1.0, -1.0
            if i:  # the first start compiled the bytecode
                walls.append(wall)
                cpus.append(cpu)
    return round(statistics.median(walls), 3), round(statistics.median(cpus), 3)


def play_for_memory(game_id: str) -> None:
    """One game in play, as the app holds it (run in a process of its own by `bench_memory`):
    its table drawn at 1920x1080 with the mouse moving over it and the idle time's pictures made,
    then each computer level thinking over a few of its decisions. Prints the peak resident memory."""
    from game.session import open_game
    bench_frames(game_id)
    loaded = open_game(game_id, with_user_mods=False)
    bench_levels(loaded, max(loaded.spec.min_seats, 2), games=10, sample=10)
    print(f"peak_rss_mb {_own_peak_mb():.1f}")


def _own_peak_mb() -> float:
    """This process's peak resident memory in MB. Linux keeps getrusage's peak across fork and exec,
    so a child started by a big process would report its parent's; /proc's high-water mark belongs
    to the process's own memory map."""
    try:
        with open("/proc/self/status", encoding="ascii") as f:
            for line in f:
                if line.startswith("VmHWM:"):
                    return int(line.split()[1]) / 1024
    except OSError:
        pass
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024


def bench_memory(game_id: str) -> float:
    """Peak memory in MB of one game in play (`play_for_memory`) in a fresh process: what a
    player's app holds, not this process, which has every game loaded and measured in turn;
    -1 when the child failed."""
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    code = f"from game.tools.bench import play_for_memory; play_for_memory({game_id!r})"
    try:
        out = subprocess.run([sys.executable, "-c", code], env=env, cwd=str(PROJECT), capture_output=True,
                             text=True, timeout=600)
    except subprocess.TimeoutExpired:
        return -1.0
    for line in out.stdout.splitlines():
        if line.startswith("peak_rss_mb "):
            return float(line.split()[1])
    return -1.0


def interpreter() -> dict[str, Any]:
    """Which Python ran the bench: the games' figures depend on how it was built. The same code ran
    about a fifth slower on this machine's pyenv CPython 3.11.7 (the venv's) than on Debian's
    /usr/bin/python3.11 (session 11, the same games: Smash Up 1.26x, Heroscape 1.25x, Vs. System 1.2x
    as fast), so a figure is read beside the interpreter that made it."""
    import platform
    return {"python": platform.python_version(), "implementation": platform.python_implementation(),
            "executable": sys.executable, "base_executable": getattr(sys, "_base_executable", sys.executable),
            "built": platform.python_build()[1], "compiler": platform.python_compiler()}


def bench(as_json: bool = False, games: int = 20) -> int:
    """Measure everything and print a table (or JSON)."""
    _pin_one_core()
    from game.core.errors import ContentError
    from game.session import open_game
    report: dict[str, Any] = {"interpreter": interpreter(), "games": {},
                              "menu": {**bench_frames(None), **bench_readability(None)}}
    for spec in catalog.games():
        if spec.rules is None:
            continue
        try:
            loaded = open_game(spec.id, with_user_mods=False)
        except (ContentError, ValueError) as err:
            report["games"][spec.id] = {"error": str(err)[:200]}
            continue
        row = bench_rules(loaded, games)
        queries = getattr(loaded.rules, "bench_queries", None)
        if queries is not None:  # a game's own query timings (Heroscape: reach and sight per query)
            # timed as the playouts are, in a settled heap: else the collector's walks over the
            # games benched before it (this process holds all five; the app holds one) count
            # against the queries (Heroscape's reach 0.18-0.21 ms a query after Smash Up and Vs.
            # System's games, 0.14-0.16 alone or settled)
            with settled_heap():
                got = queries()
            row.update({f"{k}": round(v, 3) for k, v in got.items()})
        try:
            row.update(bench_frames(spec.id))
            row.update(bench_readability(spec.id))
        except Exception as err:  # noqa: BLE001 - a view still being built must not stop the bench
            row["frames_error"] = str(err)[:200]
        row["play_peak_rss_mb"] = bench_memory(spec.id)
        report["games"][spec.id] = row
    report["launch_to_first_frame_s"], report["launch_to_first_frame_cpu_s"] = bench_launch()
    report["launch_to_game_s"], report["launch_to_game_cpu_s"] = bench_launch(
        ("play", "smash_up", "--seats", "computer,computer", "--seed", "1"))
    # peak memory in play: the largest of one game's app, each in its own process; the bench's own
    # process, which loads and measures all five games in turn, is reported beside it
    report["peak_rss_mb"] = round(max([-1.0] + [r.get("play_peak_rss_mb", -1) for r in report["games"].values()]), 1)
    report["bench_process_peak_rss_mb"] = round(resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024, 1)
    if as_json:
        print(json.dumps(report))
        return 0
    py = report["interpreter"]
    print(f"{py['implementation']} {py['python']} from {py['base_executable']} (built {py['built']}, "
          f"{py['compiler']}): the games' figures depend on the interpreter's build")
    print(f"{'game':<14}{'games/s':>9}{'dec/s':>10}{'AI med ms':>11}{'AI p95 ms':>11}{'frame ms':>10}"
          f"{'p99 ms':>8}{'x floor':>9}{'unreadable':>11}")
    rows = dict(report["games"])
    rows["(menu)"] = report["menu"]
    for gid, r in rows.items():
        if "error" in r:
            print(f"{gid:<14}  {r['error']}")
            continue
        print(f"{gid:<14}{r.get('games_per_s', ''):>9}{r.get('decisions_per_s', ''):>10}"
              f"{str(r.get('computer_decision_ms_median', '')):>11}{str(r.get('computer_decision_ms_p95', '')):>11}"
              f"{r.get('frame_ms_median', ''):>10}{r.get('frame_ms_p99', ''):>8}{r.get('frame_over_floor', ''):>9}"
              f"{str(r.get('readability_problems', '')):>11}")
    for gid, r in report["games"].items():
        for lv in ("easy", "hard"):
            if f"computer_{lv}_decision_ms_median" in r:
                print(f"{gid}: computer:{lv} decision median {r[f'computer_{lv}_decision_ms_median']} ms, "
                      f"p95 {r[f'computer_{lv}_decision_ms_p95']} ms")
        extra = {k: v for k, v in r.items() if k.endswith("_ms") and not k.startswith(("frame", "computer", "blit"))}
        if extra:
            print(f"{gid}: " + ", ".join(f"{k} {v}" for k, v in extra.items()))
    print("frame ms and x floor are CPU time; wall-clock frame medians: "
          + ", ".join(f"{gid} {r['frame_wall_ms_median']}" for gid, r in rows.items() if "frame_wall_ms_median" in r))
    print(f"launch to the menu's first frame: {report['launch_to_first_frame_cpu_s']} s CPU "
          f"({report['launch_to_first_frame_s']} s wall); to a game's: {report['launch_to_game_cpu_s']} s CPU "
          f"({report['launch_to_game_s']} s wall); peak memory in play: {report['peak_rss_mb']} MB "
          f"(the bench's own process, every game in turn: {report['bench_process_peak_rss_mb']} MB)")
    return 0

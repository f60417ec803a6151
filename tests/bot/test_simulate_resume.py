"""A long measurement built up over several runs: each deal is kept as a line the moment it
ends, and a rerun plays only the deals the results file does not hold yet."""

from __future__ import annotations

import json

from boardwalk.bot.__main__ import main
from boardwalk.bot.simulate import simulate


def test_a_rerun_plays_only_the_missing_deals_and_reports_them_all(tmp_path):
    results = tmp_path / "greedy.jsonl"
    first, _ = simulate("hopscotch", "greedy", 3, 1, 0, 1000, 1, results)
    assert [o.deal for o in first] == [1, 2, 3]
    with results.open("a") as out:
        out.write('{"variant": "hopscotch", "player": "gre')  # a run stopped mid-line
        out.write("\n" + json.dumps({"variant": "hopscotch", "player": "random", "deal": 4}))
        out.write("\n")
    again, _ = simulate("hopscotch", "greedy", 5, 1, 0, 1000, 1, results)
    assert [o.deal for o in again] == [1, 2, 3, 4, 5]
    assert again[:3] == first  # the kept deals are not played again
    lines = [json.loads(x) for x in results.read_text().splitlines()[-2:]]
    assert [x["deal"] for x in lines] == [4, 5] and all(x["player"] == "greedy" for x in lines)


def test_the_command_line_says_how_many_deals_it_holds(tmp_path, capsys):
    results = tmp_path / "r.jsonl"
    args = ["simulate", "--variant", "lucky-seven", "--player", "greedy", "--jobs", "1"]
    assert main([*args, "--games", "2", "--results", str(results)]) == 0
    assert "2 deals 1–2" in capsys.readouterr().out
    assert main([*args, "--games", "3", "--results", str(results)]) == 0
    out = capsys.readouterr().out
    assert "3 deals 1–3" in out and len(results.read_text().splitlines()) == 3


def test_the_table_counts_each_deal_once_and_names_the_holes(tmp_path, capsys):
    results = tmp_path / "r.jsonl"
    simulate("hopscotch", "greedy", 2, 1, 0, 1000, 1, results)
    simulate("hopscotch", "greedy", 1, 1, 0, 1000, 5, results)
    simulate("hopscotch", "greedy", 2, 1, 0, 1000, 1, results)  # nothing new: kept
    with results.open("a") as out:
        out.write('{"variant": "hopscotch", "player": "gr')  # cut off: passed over
    assert main(["table", str(results)]) == 0
    out = capsys.readouterr().out
    row = next(line for line in out.splitlines() if line.startswith("| greedy | hopscotch"))
    assert "| 3 (1–2, 5) |" in row and "/3 = " in row

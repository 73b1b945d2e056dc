#!/usr/bin/env python3
"""Runs the CLI over files the way a user would, and records how each run ended:

    JOBS=2 BATCH=40 [PERFILE=0] python3 Fuzz/sweep-cli.py CLI OUT.tsv FILE...

speak (VoiceOver with --verbose, TalkBack as JSON) and walk (a script of every kind of gesture) on
each file; audit and report on batches of BATCH files (a batch that dies by a signal or times out
is re-run file by file). Each run gets 30 s (SIGKILL after). OUT.tsv has one row per file and
command: file, command, exit status (or TIMEOUT; negative: killed by that signal), whether
standard error names the file, and its error lines. Expected: 0, 1 or 2 only, and every 2 names
the file. Summarize: awk -F'\t' '$3!~/^[012]$/' OUT.tsv
"""
import os, subprocess, sys, concurrent.futures as cf
cli, outp, files = sys.argv[1], sys.argv[2], sys.argv[3:]
jobs = int(os.environ.get('JOBS', '3')); batch = int(os.environ.get('BATCH', '40'))
GESTURES = 'right,right,right,up,down,doubletap,left,three-finger-left,scroll-forward,read-all,two-finger-up,touch=0,wait=5,magictap,actions,rotor-next,up,right'
def call(args, limit=30):
    try:
        p = subprocess.run(['nice', '-n', '5', 'timeout', '-s', 'KILL', str(limit), cli] + args, capture_output=True, timeout=limit + 10)
        return p.returncode, p.stderr.decode('utf-8', 'replace')
    except subprocess.TimeoutExpired:
        return 'TIMEOUT', ''
def errs(err):
    return ' | '.join(l for l in err.splitlines() if 'rror' in l)[:400]
def per_file(f):
    rows = []
    for name, args in [('speak-vo', ['speak', f, '--reader', 'voiceover', '--verbose']),
                       ('speak-tb', ['speak', f, '--reader', 'talkback', '--format', 'json']),
                       ('walk', ['walk', f, '--gestures', GESTURES])]:
        rc, err = call(args)
        rows.append(f'{f}\t{name}\t{rc}\t{os.path.basename(f) in err}\t{errs(err)}')
    return rows
def batched(fs):
    rows = []
    for name, args in [('audit', ['audit', '--format', 'json', '--jobs', '1', '--fail-on', 'never']), ('report', ['report', '-o', '/dev/null'])]:
        rc, err = call(args + fs, 30 * len(fs))
        if rc in (0, 1, 2):
            for f in fs:
                line = ' | '.join(l for l in err.splitlines() if os.path.basename(f) in l)[:400]
                rows.append(f'{f}\t{name}\t{rc if line else 0}\t{bool(line)}\t{line}')
        else:
            for f in fs:
                rc1, err1 = call(args + [f])
                rows.append(f'{f}\t{name}\t{rc1}\t{os.path.basename(f) in err1}\t{errs(err1)}')
    return rows
with open(outp, 'w') as out, cf.ThreadPoolExecutor(jobs) as ex:
    futs = [ex.submit(batched, files[i:i + batch]) for i in range(0, len(files), batch)]
    if os.environ.get('PERFILE', '1') == '1':  # PERFILE=0: audit and report only
        futs += [ex.submit(per_file, f) for f in files]
    for fu in futs:
        for r in fu.result(): out.write(r + '\n')
        out.flush()

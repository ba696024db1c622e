#!/usr/bin/env bash
# Starts or stops a throwaway PostgreSQL 15 for tests (docs/design.md §4 recipe).
#   scripts/pg-throwaway.sh start DIR PORT   → prints the postgres:// URL
#   scripts/pg-throwaway.sh stop DIR
#   scripts/pg-throwaway.sh halt DIR          → stops it at once (like a crash), keeps its data
#   scripts/pg-throwaway.sh resume DIR PORT   → starts a halted one again
# initdb refuses root, so as root the server runs as the postgres user.
set -euo pipefail
BIN=${PG_BIN:-/usr/lib/postgresql/15/bin}
cmd=$1 dir=$2
as_pg() { if [ "$(id -u)" = 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi; }
# Fast and not crash-safe by default. PG_DURABLE=1 keeps synchronous_commit on, so a commit
# acknowledged before an immediate stop (a crash) is still there after the restart.
opts="-c listen_addresses=127.0.0.1 -c fsync=off -c full_page_writes=off"
[ "${PG_DURABLE:-0}" = 1 ] || opts="$opts -c synchronous_commit=off"
case "$cmd" in
  start)
    port=${3:-55432}
    mkdir -p "$dir"
    [ "$(id -u)" = 0 ] && chown postgres:postgres "$dir"
    as_pg "$BIN/initdb" -D "$dir/data" -A trust -U postgres >/dev/null
    as_pg "$BIN/pg_ctl" -D "$dir/data" -l "$dir/log" -w \
      -o "-p $port -k $dir $opts" start >/dev/null
    echo "postgres://postgres@127.0.0.1:$port/postgres"
    ;;
  halt)
    as_pg "$BIN/pg_ctl" -D "$dir/data" -m immediate stop >/dev/null
    ;;
  resume)
    port=${3:-55432}
    as_pg "$BIN/pg_ctl" -D "$dir/data" -l "$dir/log" -w \
      -o "-p $port -k $dir $opts" start >/dev/null
    ;;
  stop)
    as_pg "$BIN/pg_ctl" -D "$dir/data" -m immediate stop >/dev/null 2>&1 || true
    rm -rf "$dir"
    ;;
  *) echo "usage: $0 start DIR [PORT] | stop DIR | halt DIR | resume DIR [PORT]" >&2; exit 2 ;;
esac

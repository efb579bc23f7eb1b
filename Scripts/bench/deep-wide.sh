#!/usr/bin/env bash
# The deep-and-wide benchmark: plumb render, check (one scenario) and export of screens of N
# nested views and N sibling views, release build, median of RUNS runs (default 3).
#   bash Scripts/bench/deep-wide.sh [SIZES...]     # default: 1000 10000 100000
set -euo pipefail
cd "$(dirname "$0")/../.."
runs=${RUNS:-3}
sizes=("$@"); [ ${#sizes[@]} -gt 0 ] || sizes=(1000 10000 100000)
swift build -c release --product plumb >/dev/null
plumb=.build/release/plumb
work=$(mktemp -d); trap 'rm -rf "$work"' EXIT
median() { sort -g | awk '{a[NR]=$1} END {print a[int((NR+1)/2)]}'; }
seconds() { local s; s=$( { /usr/bin/time -f %e "$@" >/dev/null 2>/dev/null; } 2>&1 | tail -1); echo "$s"; }
printf '| shape | views | file | render | check | export | peak memory (render) |\n|---|---|---|---|---|---|---|\n'
for shape in nested wide; do
  for n in "${sizes[@]}"; do
    file="$work/$shape-$n.yaml"
    python3 Scripts/bench/deep_wide.py "$shape" "$n" > "$file"
    declare -A t=()
    for command in render check export; do
      case $command in
        render) args=(render "$file" -o "$work/out.svg") ;;
        check) args=(check "$file" --devices "iPhone 14 Pro" --orientations portrait) ;;
        export) args=(export "$file") ;;
      esac
      t[$command]=$(for _ in $(seq "$runs"); do
        /usr/bin/time -f %e -o "$work/time" "$plumb" "${args[@]}" >/dev/null 2>&1 || true
        cat "$work/time" | tail -1
      done | median)
    done
    /usr/bin/time -f %M -o "$work/mem" "$plumb" render "$file" -o "$work/out.svg" >/dev/null 2>&1 || true
    printf '| %s | %s | %s | %s s | %s s | %s s | %s MB |\n' "$shape" "$n" "$(du -h "$file" | cut -f1)" \
      "${t[render]}" "${t[check]}" "${t[export]}" "$(( $(tail -1 "$work/mem") / 1024 ))"
  done
done

#!/usr/bin/env bash
# Records Tests/Goldens (RealDumpGoldenTests): every real dump in the repository spoken by both
# readers (speak --format json) and audited alone (audit --format json), with the carousel-a11y
# given as $1 (default: this checkout's debug build). Run from anywhere; review the diff before
# committing: a changed golden is a changed walk.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
cli="$(realpath "${1:-$here/../../.build/debug/carousel-a11y}")"
cd "$here/.."
rm -rf Goldens/speak Goldens/audit
mkdir -p Goldens/speak Goldens/audit
find RealDumps HierarchyImportTests/Fixtures -type f \( -name '*.xml' -o -name '*.json' -o -name '*.txt' \) \
  ! -name 'labels-*' ! -name 'element-judgements*' ! -name '.*' | LC_ALL=C sort | while read -r dump; do
  name="${dump//\//_}"
  name="${name%.*}"
  for reader in talkback voiceover; do
    "$cli" speak "$dump" --reader "$reader" --format json >"Goldens/speak/$name.$reader.json" 2>/dev/null
  done
  # Findings exit 1; the JSON is what is kept.
  (cd .. && "$cli" audit "Tests/$dump" --format json >"Tests/Goldens/audit/$name.json" 2>/dev/null) || true
done

# Sourced by the scripts. Runs a build command, prints what matters (not the progress lines nor
# the linker's warnings about the sanitizer runtime's local symbols) and returns its status.
quiet_build() {
    local log status=0
    log=$(mktemp)
    "$@" >"$log" 2>&1 || status=$?
    grep -Ev '^\[[0-9]+/[0-9]+\]|Cannot export local symbol|^Building for' "$log" || true
    rm -f "$log"
    return $status
}

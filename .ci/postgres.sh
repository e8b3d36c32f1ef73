# Sourced by .ci/run: a fresh PostgreSQL database for the server's integration tests, or a failed
# run. CI must never drop the PostgreSQL half quietly; only a local `npm test` runs on PGlite alone
# (it says so). PG_WAIT_SECONDS: how long a cluster that was just started may take to answer.
pg_ready() { psql -h 127.0.0.1 -U postgres -d postgres -Atqc 'select 1' >/dev/null 2>&1; }

# Starts the machine's cluster when it is down; sets TEST_DATABASE_URL and CI_TEST_DATABASE, or
# says what is wrong and returns 1.
prepare_postgres() {
  if ! pg_ready && [ -d /etc/postgresql ] && command -v pg_ctlcluster >/dev/null 2>&1; then
    local version
    version=$(ls /etc/postgresql | head -n 1)
    echo "[ci] starting PostgreSQL $version"
    pg_ctlcluster --skip-systemctl-redirect "$version" main start || echo "[ci] pg_ctlcluster $version main start failed" >&2
    local waited=0
    until pg_ready || [ "$waited" -ge "${PG_WAIT_SECONDS:-30}" ]; do
      sleep 1
      waited=$((waited + 1))
    done
  fi
  if ! pg_ready; then
    echo "[ci] PostgreSQL does not answer on 127.0.0.1:5432 (user postgres): the server's integration tests must run on PostgreSQL as well as PGlite." >&2
    echo "[ci] Install and start PostgreSQL 15 (apt-get install -y postgresql; pg_ctlcluster 15 main start) with trust authentication for postgres on 127.0.0.1." >&2
    return 1
  fi
  CI_TEST_DATABASE="bar_ci_$(date +%s)_$$"
  if ! createdb -h 127.0.0.1 -U postgres "$CI_TEST_DATABASE"; then
    echo "[ci] could not create the database $CI_TEST_DATABASE" >&2
    return 1
  fi
  export TEST_DATABASE_URL="postgres://postgres@127.0.0.1:5432/$CI_TEST_DATABASE"
  echo "[ci] integration tests also run on PostgreSQL database $CI_TEST_DATABASE"
}

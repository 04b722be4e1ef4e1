#!/bin/sh
# The streaming replica (docker-compose.yml, profile `replica`). First start, empty data folder: clone the primary
# with pg_basebackup -R (which writes standby.signal and primary_conninfo), then start as the image always does; every
# later start finds the clone and resumes streaming. A replica left behind further than the primary keeps WAL for
# (wal_keep_size) cannot catch up: remove its volume and start it again to clone afresh.
set -e
if [ ! -s "$PGDATA/PG_VERSION" ]; then
  until pg_isready -q -h "$PRIMARY_HOST" -p 5432; do sleep 1; done
  mkdir -p "$PGDATA"
  chown -R postgres:postgres /var/lib/postgresql
  chmod 700 "$PGDATA"
  gosu postgres pg_basebackup -h "$PRIMARY_HOST" -p 5432 -U replicator -D "$PGDATA" -R -X stream
fi
exec docker-entrypoint.sh "$@"

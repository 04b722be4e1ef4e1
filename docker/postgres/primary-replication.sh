#!/bin/sh
# Run once by the postgres image when the primary's data folder is created (/docker-entrypoint-initdb.d): a role the
# replica (docker-compose.yml, profile `replica`) clones and streams with, and the pg_hba line that lets it in.
# A primary created before this was mounted needs the same two steps by hand (docs/DEPLOY.md "Read replicas").
set -e
psql -v ON_ERROR_STOP=1 --username "$POSTGRES_USER" --dbname "$POSTGRES_DB" \
  -v password="${REPLICATION_PASSWORD:-replicator}" <<'SQL'
CREATE ROLE replicator WITH REPLICATION LOGIN PASSWORD :'password';
SQL
echo 'host replication replicator all scram-sha-256' >>"$PGDATA/pg_hba.conf"

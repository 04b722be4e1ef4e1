#!/bin/sh
# Writes PgBouncer's password file from the environment, then runs it in the foreground (its log on stderr).
# PgBouncer signs in to PostgreSQL with this password (SCRAM) and checks the apps' sign-in against it.
set -eu
: "${DB_USER:?set DB_USER}" "${DB_PASSWORD:?set DB_PASSWORD}"
umask 077
printf '"%s" "%s"\n' "$DB_USER" "$DB_PASSWORD" > /run/pgbouncer/userlist.txt
exec pgbouncer /etc/pgbouncer/pgbouncer.ini

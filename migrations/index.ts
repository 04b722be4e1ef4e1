import * as migration_20261122_061023_initial from './20261122_061023_initial';

export const migrations = [
  {
    up: migration_20261122_061023_initial.up,
    down: migration_20261122_061023_initial.down,
    name: '20261122_061023_initial'
  },
];
